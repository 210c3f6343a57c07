"""The layout probe: while on, records every text the app draws, where it lands on the
canvas, the box it must stay in, and the controls it could cover (``ghostparlor
check-layout``, :mod:`ghostparlor.devtools.layout_check`, and a few tests turn it on).

The game knows nothing of it beyond the few calls of :mod:`ghostparlor.ui.probe`, each one
``if`` while nobody listens. While on:

* :mod:`ghostparlor.ui.assets` registers each rendered text surface (its words, the
  font file, whether it was shortened) -- :meth:`Probe.note_text`;
* surfaces the app draws on are :class:`ProbeSurface` (``pygame.Surface`` is swapped for
  it while probing), whose ``blit`` follows text surfaces onto them and, when a composed
  surface is blitted on, carries its texts along, clipped by what is shown of it;
* every widget's ``draw`` opens a box (:meth:`Probe.box`; the probe wraps the ``draw`` of
  each widget class while on): texts drawn meanwhile must stay inside its rect, and its
  rect, if it is a control, must not be covered by other texts;
* each scene drawn is a layer: texts of a dialog drawn over the table are not said to
  overlap the table below (``ui.probe.layer``).

What it reports: a text outside its box (overflow), two texts or a text and a control
intersecting (overlap, by the inked pixels, not the line boxes), a character the font
file cannot draw (missing glyph, read from the font's cmap), a text shortened with an
ellipsis where no tooltip shows it whole (cut without tooltip), a word split across
lines, and the pixel size of every text (too small: under 13 px at 100% text size).
"""

from __future__ import annotations

import inspect
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import pygame

from ghostparlor.ui import probe as hooks
from ghostparlor.ui.probe import layer  # noqa: F401  (probe.layer(): a new layer starts)

_OriginalSurface = pygame.Surface


def __getattr__(name: str) -> Any:
    """``probe.ACTIVE``: the probe listening now (None when off), kept in :mod:`ghostparlor.ui.probe`."""
    if name == "ACTIVE":
        return hooks.ACTIVE
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class TextMeta:
    text: str  # the words drawn
    full: str  # the whole text asked for (differs when shortened)
    font: str  # the file that drew it
    cut: bool = False
    broken_word: bool = False
    ink: pygame.Rect | None = None  # inked pixels within the surface
    surface: Any = None
    px: int = 0  # the font's pixel size it was rendered at (0: unknown)


@dataclass
class Placed:
    meta: TextMeta
    rect: pygame.Rect  # inked pixels on the target
    box: pygame.Rect | None  # the box it must stay in, on the target
    box_name: str
    layer: int
    tooltip: bool
    clipped: bool = False  # part of it fell outside a composed surface


@dataclass
class Control:
    rect: pygame.Rect
    name: str
    layer: int


@dataclass
class Probe:
    texts: list[Placed] = field(default_factory=list)
    controls: list[Control] = field(default_factory=list)
    metas: dict[int, tuple[Any, TextMeta]] = field(default_factory=dict)  # id(surface) -> (surface, meta)
    held: dict[int, tuple[Any, list[Placed]]] = field(default_factory=dict)  # composed surfaces -> their texts
    boxes: list[tuple[pygame.Rect, str, bool]] = field(default_factory=list)  # (rect, name, has tooltip)
    root: Any = None
    layer_no: int = 0

    def note_text(self, surface: pygame.Surface, text: str, full: str, font: str, cut: bool = False,
                  broken_word: bool = False, px: int = 0) -> None:
        """A text surface was rendered (Assets tells it through ``ui.probe.note_text``)."""
        old = self.metas.get(id(surface))
        if old is not None and old[0] is surface:
            meta = old[1]
            meta.cut = meta.cut or cut
            meta.broken_word = meta.broken_word or broken_word
            if full != text:
                meta.full = full
            return
        ink = surface.get_bounding_rect(min_alpha=24)
        self.metas[id(surface)] = (surface, TextMeta(text, full, font, cut, broken_word, ink, surface, px))

    def meta_of(self, surface: Any) -> TextMeta | None:
        found = self.metas.get(id(surface))
        return found[1] if found is not None and found[0] is surface else None

    @contextmanager
    def box(self, rect: pygame.Rect, name: str = "", tooltip: bool = False, control: bool = False) -> Iterator[None]:
        """Texts drawn inside must stay in ``rect`` (canvas or target coordinates of the
        surface drawn on); a control's rect is also kept out of other texts' way."""
        rect = pygame.Rect(rect)
        if control:
            self.controls.append(Control(rect, name, self.layer_no))
        self.boxes.append((rect, name, tooltip))
        try:
            yield
        finally:
            self.boxes.pop()


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
        if hooks.ACTIVE is not None and (rect is None or pygame.Rect(rect).contains(self.get_rect())):
            hooks.ACTIVE.held.pop(id(self), None)  # painted over: what it held is gone
        return super().fill(color, rect, special_flags)

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        result = super().blit(source, dest, area, special_flags)
        if hooks.ACTIVE is not None:
            _on_blit(hooks.ACTIVE, self, source, dest, area)
        return result


def _on_blit(probe: Probe, target: Any, source: Any, dest: Any, area: Any) -> None:
    x, y, shown = _dest_rect(dest, source, area)
    root = target is probe.root
    bounds = target.get_rect()
    clip = target.get_clip()
    deliberate = clip != bounds  # a scroll view's clip: what it hides is a scroll away, not cut
    top = probe.boxes[-1] if probe.boxes and root else None
    meta = probe.meta_of(source)
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


# -- every widget's draw a box, while probing ------------------------------------------
_BOXED: dict[type, Callable[..., Any]] = {}  # widget class -> its own draw, while wrapped
_WRAPPERS: dict[Callable[..., Any], Callable[..., Any]] = {}  # a draw -> its boxed self (a draw two classes share boxes once)


def _boxed(draw: Callable[..., Any]) -> Callable[..., Any]:
    wrapper = _WRAPPERS.get(draw)
    if wrapper is not None:
        return wrapper

    def boxed(self, surface, *args, **kw):
        probe = hooks.ACTIVE
        if probe is None or not self.visible:
            return draw(self, surface, *args, **kw)
        with probe.box(self.rect, self.name or type(self).__name__, tooltip=bool(self.tooltip),
                       control=self.is_control and surface is probe.root):
            return draw(self, surface, *args, **kw)

    boxed.__doc__ = draw.__doc__
    boxed.__name__ = "draw"
    _WRAPPERS[draw] = boxed
    return boxed


def box_widget_draws() -> None:
    """Wrap the ``draw`` of every widget class (those made since the last call too): its
    texts must stay in its rect. Undone by :func:`stop`."""
    from ghostparlor.ui.widget import Widget

    seen: set[type] = set()
    todo = list(Widget.__subclasses__())
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        todo.extend(cls.__subclasses__())
        draw = cls.__dict__.get("draw")
        if cls in _BOXED or not inspect.isfunction(draw) or draw in _WRAPPERS.values():
            continue
        _BOXED[cls] = draw
        cls.draw = _boxed(draw)  # type: ignore[method-assign]


def _unbox_widget_draws() -> None:
    for cls, draw in _BOXED.items():
        cls.draw = draw  # type: ignore[method-assign]
    _BOXED.clear()
    _WRAPPERS.clear()


def start(canvas_size: tuple[int, int]) -> ProbeSurface:
    """Start probing; returns the canvas to draw on."""
    probe = Probe()
    hooks.ACTIVE = probe
    hooks.ACTIVE_BROKEN.clear()
    pygame.Surface = ProbeSurface  # type: ignore[misc]  # composed surfaces made meanwhile carry their texts
    canvas = ProbeSurface(canvas_size, pygame.SRCALPHA)
    probe.root = canvas
    box_widget_draws()
    return canvas


def stop() -> Probe:
    probe = hooks.ACTIVE
    hooks.ACTIVE = None
    pygame.Surface = _OriginalSurface  # type: ignore[misc]
    _unbox_widget_draws()
    assert probe is not None
    return probe


def clear_frame(probe: Probe) -> None:
    """Forget what was drawn (keep the text registry): before drawing the frame measured.
    Widget classes imported since :func:`start` get their box now."""
    probe.texts.clear()
    probe.controls.clear()
    probe.boxes.clear()
    probe.layer_no = 0
    box_widget_draws()


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
