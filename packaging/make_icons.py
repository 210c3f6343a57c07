"""Regenerate the committed platform icons from art/common/icon.png (256x256 RGBA).

    python packaging/make_icons.py

writes packaging/windows/ghostparlor.ico (16..256 px, PNG-compressed entries, read by
Windows Vista and later) and packaging/macos/ghostparlor.icns (16..256 px, PNG entries).
Needs only pygame (a runtime dependency); no Pillow. Run it again when the icon changes
and commit the two files: the spec uses them as they are.
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "art" / "common" / "icon.png"
ICO = HERE / "windows" / "ghostparlor.ico"
ICNS = HERE / "macos" / "ghostparlor.icns"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256))  # 256 px source: no upscaled 512


def png_bytes(image: pygame.Surface, size: int) -> bytes:
    if image.get_size() == (size, size):
        scaled = image
    else:
        scaled = pygame.transform.smoothscale(image, (size, size))
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "icon.png"
        pygame.image.save(scaled, str(out))
        return out.read_bytes()


def make_ico(image: pygame.Surface) -> bytes:
    images = [(size, png_bytes(image, size)) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, blob in images:
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def make_icns(image: pygame.Surface) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES:
        blob = png_bytes(image, size)
        body += kind + struct.pack(">I", len(blob) + 8) + blob
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> int:
    image = pygame.image.load(str(SOURCE))  # 32-bit RGBA; no display needed to scale it
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICNS.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(make_ico(image))
    ICNS.write_bytes(make_icns(image))
    print(f"wrote {ICO.relative_to(HERE.parent)} and {ICNS.relative_to(HERE.parent)} from {SOURCE.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
