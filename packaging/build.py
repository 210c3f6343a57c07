"""Build ghostparlor's executables on this machine (Linux, Windows or macOS).

    python packaging/build.py            # needs: pip install pyinstaller, and the runtime deps

makes, from packaging/ghostparlor.spec:

- dist/ghostparlor (dist/ghostparlor.exe on Windows): the one-file executable;
- dist/ghostparlor-onedir/: the one-folder build (starts faster, nothing to unpack), and its
  archive dist/ghostparlor-<version>-<os>-<arch>-onedir.tar.gz (.zip on Windows); on Linux the
  folder also holds ghostparlor.desktop and ghostparlor.png; on macOS dist/ghostparlor.app
  and its archive come too.

PyInstaller's work files go to build/pyinstaller/ (its ghostparlor/warn-ghostparlor.txt lists
the modules it could not find; see packaging/README.md). Options: --onefile-only, --clean
(forget PyInstaller's caches first), --release-dir DIR (copy the files to publish into DIR with
versioned per-platform names; used by .github/workflows/release.yml). Nothing is written
inside packaging/.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ inside packaging/

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "ghostparlor.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
IS_WIN = sys.platform.startswith("win")
IS_MAC = sys.platform == "darwin"
EXE_NAME = "ghostparlor.exe" if IS_WIN else "ghostparlor"


def version() -> str:
    for line in (ROOT / "ghostparlor" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise SystemExit("build.py: no __version__ in ghostparlor/__init__.py")


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower().replace("amd64", "x86_64").replace("aarch64", "arm64")
    return f"{system}-{machine}"


def pyinstaller(*spec_args: str, clean: bool = False) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK)]
    if clean:
        command.append("--clean")
    command.append(str(SPEC))
    if spec_args:
        command += ["--", *spec_args]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


def archive(folder: Path, stem: str) -> Path:
    """A .zip (Windows) or .tar.gz (elsewhere; keeps symlinks and the executable bit) of folder."""
    if IS_WIN:
        out = DIST / f"{stem}.zip"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(folder.rglob("*")):
                zf.write(path, path.relative_to(folder.parent))
    else:
        out = DIST / f"{stem}.tar.gz"
        with tarfile.open(out, "w:gz") as tf:
            tf.add(folder, arcname=folder.name)
    return out


def size_mb(path: Path) -> float:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20
    return path.stat().st_size / 2**20


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build dist/ghostparlor and dist/ghostparlor-onedir with PyInstaller.")
    parser.add_argument("--onefile-only", action="store_true", help="skip the one-folder build and its archive")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's caches and build/pyinstaller first")
    parser.add_argument("--release-dir", type=Path, help="also copy the files to publish there, named ghostparlor-<version>-<os>-<arch>...")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build.py: PyInstaller is not installed here: python -m pip install pyinstaller", file=sys.stderr)
        return 2

    started = time.perf_counter()
    tag = f"ghostparlor-{version()}-{platform_tag()}"
    onefile = DIST / EXE_NAME
    onedir = DIST / "ghostparlor-onedir"
    app = DIST / "ghostparlor.app"
    for old in (onefile, onedir, app, *DIST.glob("ghostparlor-*-onedir.*"), *DIST.glob("ghostparlor-*-app.*")):
        remove(old)

    pyinstaller(clean=args.clean)
    artifacts = [onefile]
    if not args.onefile_only:
        pyinstaller("--onedir")  # reuses the analysis of the first run (same work folder)
        if sys.platform.startswith("linux"):
            shutil.copy2(HERE / "linux" / "ghostparlor.desktop", onedir / "ghostparlor.desktop")
            shutil.copy2(ROOT / "art" / "common" / "icon.png", onedir / "ghostparlor.png")
        artifacts += [onedir, archive(onedir, f"{tag}-onedir")]
        if IS_MAC and app.is_dir():
            artifacts.append(archive(app, f"{tag}-app"))

    elapsed = time.perf_counter() - started
    for path in artifacts:
        print(f"built {path.relative_to(ROOT)}  {size_mb(path):.1f} MB")
    print(f"PyInstaller's missing-module report: {(WORK / 'ghostparlor' / 'warn-ghostparlor.txt').relative_to(ROOT)}")
    print(f"build time {elapsed:.1f} s")
    if args.release_dir:
        # versioned, per-platform names, so the files of every OS can sit in one release
        args.release_dir.mkdir(parents=True, exist_ok=True)
        suffix = ".exe" if IS_WIN else ""
        shutil.copy2(onefile, args.release_dir / f"{tag}{suffix}")
        for path in artifacts[2:]:
            shutil.copy2(path, args.release_dir / path.name)
        print(f"release files: {', '.join(sorted(p.name for p in args.release_dir.iterdir()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
