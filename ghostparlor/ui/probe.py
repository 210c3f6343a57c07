"""The layout probe: while active, records every text the app draws, where it lands on
the canvas, the box it must stay in, and the controls it could cover.

Off by default (one ``if`` per text rendered). ``ghostparlor check-layout`` turns it on:

* :mod:`ghostparlor.ui.assets` registers each rendered text surface (its words, the
  font file, whether it was shortened) -- :func:`note_text`;
* surfaces the app draws on are :class:`ProbeSurface` (``pygame.Surface`` is swapped for
  it while probing), whose ``blit`` follows text surfaces onto them and, when a composed
  surface is blitted on, carries its texts along, clipped by what is shown of it;
* a widget's ``draw`` opens a box (:func:`box`): texts drawn meanwhile must stay inside
  its rect, and its rect, if it is a control, must not be covered by other texts;
* each scene drawn is a layer: texts of a dialog drawn over the table are not said to
  overlap the table below (:func:`layer`).

What it reports: a text outside its box (overflow), two texts or a text and a control
intersecting (overlap, by the inked pixels, not the line boxes), a character the font
file cannot draw (missing glyph, read from the font's cmap), a text shortened with an
ellipsis where no tooltip shows it whole (cut without tooltip), a word split across
lines, and the pixel size of every text (too small: under 13 px at 100% text size).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

import pygame

if TYPE_CHECKING:
    from ghostparlor.ui.probe_records import Placed, Probe, TextMeta

_OriginalSurface = pygame.Surface
_RECORDS = ("TextMeta", "Placed", "Control", "Probe")


def __getattr__(name: str) -> Any:
    """``probe.Placed`` and the other records: in probe_records, imported on first use."""
    if name in _RECORDS:
        from ghostparlor.ui import probe_records

        return getattr(probe_records, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


ACTIVE: Probe | None = None
ACTIVE_CUTS: dict[str, str] = {}  # a shortened text -> the whole text (while probing)
ACTIVE_BROKEN: set[str] = set()  # lines that end inside a split word (while probing)


def active() -> bool:
    return ACTIVE is not None


def note_text(surface: pygame.Surface, text: str, full: str, font: str, cut: bool = False,
              broken_word: bool = False, px: int = 0) -> None:
    """A text surface was rendered (called by Assets while probing)."""
    if ACTIVE is None:
        return
    old = ACTIVE.metas.get(id(surface))
    if old is not None and old[0] is surface:
        meta = old[1]
        meta.cut = meta.cut or cut
        meta.broken_word = meta.broken_word or broken_word
        if full != text:
            meta.full = full
        return
    from ghostparlor.ui.probe_records import TextMeta

    ink = surface.get_bounding_rect(min_alpha=24)
    ACTIVE.metas[id(surface)] = (surface, TextMeta(text, full, font, cut, broken_word, ink, surface, px))


def meta_of(surface: Any) -> TextMeta | None:
    if ACTIVE is None:
        return None
    found = ACTIVE.metas.get(id(surface))
    return found[1] if found is not None and found[0] is surface else None


@contextmanager
def box(rect: pygame.Rect | None, name: str = "", tooltip: bool = False, control: bool = False) -> Iterator[None]:
    """Texts drawn inside must stay in ``rect`` (canvas or target coordinates of the
    surface drawn on); a control's rect is also kept out of other texts' way."""
    if ACTIVE is None or rect is None:
        yield
        return
    rect = pygame.Rect(rect)
    if control:
        from ghostparlor.ui.probe_records import Control

        ACTIVE.controls.append(Control(rect, name, ACTIVE.layer_no))
    ACTIVE.boxes.append((rect, name, tooltip))
    try:
        yield
    finally:
        ACTIVE.boxes.pop()


def layer() -> None:
    """A new layer starts (a scene, or a dialog drawn over its table)."""
    if ACTIVE is not None:
        ACTIVE.layer_no += 1


def _dest_rect(dest: Any, source: Any, area: Any) -> tuple[int, int, pygame.Rect]:
    if isinstance(dest, pygame.Rect):
        x, y = dest.x, dest.y
    else:
        x, y = int(dest[0]), int(dest[1])
    shown = pygame.Rect(area) if area is not None else source.get_rect()
    shown = shown.clip(source.get_rect())
    return x, y, shown


class ProbeSurface(_OriginalSurface):
    """A surface that tells the probe what texts land on it."""

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        if ACTIVE is not None and (rect is None or pygame.Rect(rect).contains(self.get_rect())):
            ACTIVE.held.pop(id(self), None)  # painted over: what it held is gone
        return super().fill(color, rect, special_flags)

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        result = super().blit(source, dest, area, special_flags)
        if ACTIVE is not None:
            _on_blit(ACTIVE, self, source, dest, area)
        return result


def _on_blit(probe: Probe, target: Any, source: Any, dest: Any, area: Any) -> None:
    from ghostparlor.ui.probe_records import Placed

    x, y, shown = _dest_rect(dest, source, area)
    root = target is probe.root
    bounds = target.get_rect()
    clip = target.get_clip()
    deliberate = clip != bounds  # a scroll view's clip: what it hides is a scroll away, not cut
    top = probe.boxes[-1] if probe.boxes and root else None
    meta = meta_of(source)
    placed: list[Placed] = []
    if meta is not None and meta.ink is not None and meta.ink.w and meta.ink.h:
        rect = meta.ink.clip(shown).move(x - shown.x, y - shown.y)
        if deliberate:
            rect = rect.clip(clip)
        if rect.w and rect.h:
            auto_tip = root and meta.cut  # the canvas shows a shortened text whole under the pointer (ui.cut_tips)
            if top is not None:
                placed.append(Placed(meta, rect, top[0], top[1], probe.layer_no, top[2] or auto_tip))
            else:
                placed.append(Placed(meta, rect, None if root else bounds, "" if root else "surface", probe.layer_no,
                                     bool(probe.boxes and probe.boxes[-1][2]) or auto_tip))
    held = probe.held.get(id(source))
    if held is not None and held[0] is source:
        for child in held[1]:
            inside = child.rect.clip(shown)
            rect = inside.move(x - shown.x, y - shown.y)
            if deliberate:
                rect = rect.clip(clip)
            if not rect.w or not rect.h:
                continue
            box_rect = child.box.move(x - shown.x, y - shown.y) if child.box is not None else None
            clipped = child.clipped or (area is None and inside.size != child.rect.size)
            tooltip = child.tooltip or bool(top and top[2])
            placed.append(Placed(child.meta, rect, box_rect if box_rect is not None else (top[0] if top else None),
                                 child.box_name or (top[1] if top else ""), probe.layer_no, tooltip, clipped))
    if not placed:
        return
    if root:
        probe.texts.extend(placed)
    else:
        entry = probe.held.get(id(target))
        if entry is None or entry[0] is not target:
            entry = (target, [])
            probe.held[id(target)] = entry
        entry[1].extend(placed)


def start(canvas_size: tuple[int, int]) -> ProbeSurface:
    """Start probing; returns the canvas to draw on."""
    global ACTIVE
    from ghostparlor.ui.probe_records import Probe

    ACTIVE = Probe()
    ACTIVE_CUTS.clear()
    ACTIVE_BROKEN.clear()
    pygame.Surface = ProbeSurface  # type: ignore[misc]  # composed surfaces made meanwhile carry their texts
    canvas = ProbeSurface(canvas_size, pygame.SRCALPHA)
    ACTIVE.root = canvas
    return canvas


def stop() -> Probe:
    global ACTIVE
    probe = ACTIVE
    ACTIVE = None
    pygame.Surface = _OriginalSurface  # type: ignore[misc]
    assert probe is not None
    return probe


def clear_frame(probe: Probe) -> None:
    """Forget what was drawn (keep the text registry): before drawing the frame measured."""
    probe.texts.clear()
    probe.controls.clear()
    probe.boxes.clear()
    probe.layer_no = 0


def visible(canvas: Any, placed: Placed, samples: int = 48) -> bool:
    """Whether ``placed`` is still seen on the finished ``canvas``: most of its solid pixels
    still show its colour (a tile, a dialog or a banner drawn later hides it)."""
    meta = placed.meta
    surf, ink = meta.surface, meta.ink
    if surf is None or ink is None or placed.rect.size != ink.size:
        return True  # part of it shown through a window: not measured
    solid = []
    step = max(1, (ink.w * ink.h) // (samples * 6))
    for n in range(0, ink.w * ink.h, step):
        i, j = n % ink.w, n // ink.w
        px = surf.get_at((ink.x + i, ink.y + j))
        if px.a >= 200:
            solid.append((i, j, px))
        if len(solid) >= samples:
            break
    if not solid:
        return True
    alpha = surf.get_alpha()
    if alpha is not None and alpha < 200:
        return True  # a faded text: its pixels blend, not measured
    same = 0
    width, height = canvas.get_size()
    for i, j, px in solid:
        x, y = placed.rect.x + i, placed.rect.y + j
        if not (0 <= x < width and 0 <= y < height):
            same += 1  # off the canvas: an overflow, counted as such
            continue
        got = canvas.get_at((x, y))
        if abs(got.r - px.r) + abs(got.g - px.g) + abs(got.b - px.b) <= 60:
            same += 1
    return same * 2 >= len(solid)
