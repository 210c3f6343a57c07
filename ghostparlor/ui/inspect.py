"""Inspect anything on a table: every card, tile, room, space, die, token and counter says
what it is and what it does under the rules, with its rule ID.

A game's table lists what is on it now as :class:`Thing` s (``Table.inspectables``): where it
is drawn, its *kind* and the parameters its words need. The words come from the string table,
one entry per kind of thing (``<game>.inspect.<kind>``), never written per screen, so they
are translated like every other text. The :class:`InspectLayer` of the game frame shows a
thing's tip when the pointer rests on it, or on ``?`` (or F1) for the thing under the
keyboard focus; with a tip opened by ``?`` the arrow keys and Tab walk from thing to thing
(a die or a counter takes no focus, but can be read from the keyboard too), ``?`` again opens
the rules reader at the section of the thing's rule, and Esc closes the tip.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ghostparlor.core.strings import t

QUESTION_KEYS = (pygame.K_F1,)


def is_question(event: pygame.event.Event) -> bool:
    """``?`` on any keyboard layout (its character), or F1."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key in QUESTION_KEYS or getattr(event, "unicode", "") == "?":
        return True
    return event.key == pygame.K_SLASH and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


@dataclass
class Thing:
    """One inspectable thing on the table.

    ``kind`` names its entry ``<game>.inspect.<kind>`` (a ``str.format`` template filled
    with ``params``); ``rule`` is the rule ID that governs it (``GH-4``), shown in the tip
    and opened by ``?``; ``name`` (optional) is a title line above the words, already
    translated (a card's own name)."""

    rect: pygame.Rect
    kind: str
    rule: str
    params: dict[str, Any] = field(default_factory=dict)
    name: str = ""

    def key(self, game_id: str) -> str:
        return f"{game_id}.inspect.{self.kind}"

    def words(self, game_id: str) -> str:
        return t(self.key(game_id), **self.params)


def tip_text(game_id: str, thing: Thing) -> str:
    """The whole tip: the thing's name, what it does, and its rule (with the key that opens it)."""
    body = thing.words(game_id)
    rule = t("inspect.rule_line", rule=thing.rule)
    return "\n".join(part for part in (thing.name, body, rule) if part)


def thing_at(things: list[Thing], pos: tuple[int, int]) -> Thing | None:
    """The thing drawn on top at ``pos`` (later in the list = on top; the smallest wins a tie of
    nesting, so a card on a board answers before the board)."""
    hits = [(i, th) for i, th in enumerate(things) if th.rect.collidepoint(pos)]
    if not hits:
        return None
    # a thing lying wholly inside another is on top of it (a die on the room it is rolled for)
    best = hits[-1][1]
    for _, th in hits:
        if th.rect.w * th.rect.h < best.rect.w * best.rect.h and best.rect.contains(th.rect):
            best = th
    return best


class InspectLayer:
    """The frame's inspect tips: hover tips, and the keyboard's ``?`` walk.

    The frame asks :meth:`things` from the table only when it needs them (the pointer has
    rested, or a key asks), so the table lays them out from what it drew last."""

    def __init__(self, game_id: str, theme=None) -> None:
        self.game_id = game_id
        self.theme = theme
        self.pointer: tuple[int, int] | None = None
        self.rest = 0.0
        self.hover: Thing | None = None
        self.pinned: Thing | None = None  # opened with "?": stays until Esc, a click or "?" again
        self._cache: tuple[str, pygame.Surface] | None = None
        self._moment: object = None  # what the table showed when the tip was read (its words follow the table)

    def clear(self) -> None:
        self.pointer = None
        self.rest = 0.0
        self.hover = None
        self.pinned = None

    # --- events ----------------------------------------------------------------------
    def pointer_moved(self, pos: tuple[int, int]) -> None:
        if self.pointer != tuple(pos):
            self.pointer = tuple(pos)
            self.rest = 0.0
            self.hover = None

    def update(self, dt: float, things_now, moment: object = None) -> None:
        """``things_now``: a callable giving the table's things (called once the pointer has
        rested for the tooltip delay, and again whenever ``moment`` changes: a move was made,
        so a tip shown says what the thing is now)."""
        changed = moment != self._moment
        if changed and self.pinned is not None:  # a pinned tip follows its thing (same kind, same place)
            self._moment = moment
            pinned = self.pinned
            self.pinned = next((th for th in things_now() if th.kind == pinned.kind and th.rect == pinned.rect), pinned)
        if self.pointer is None:
            return
        before = self.rest
        self.rest += dt
        delay = self._delay()
        if before < delay <= self.rest or (self.rest >= delay and changed):
            self._moment = moment
            self.hover = thing_at(things_now(), self.pointer)

    def _delay(self) -> float:
        theme = self.theme
        try:
            return theme.duration("tooltip_delay") if theme is not None else 0.45
        except Exception:  # noqa: BLE001 - a theme without it
            return 0.45

    def pin(self, thing: Thing | None) -> None:
        self.pinned = thing

    def walk(self, things: list[Thing], dx: int, dy: int) -> None:
        """Move the pinned tip to the nearest thing in direction (dx, dy) (Tab: in list order)."""
        if not things:
            return
        current = self.pinned
        if current is None or all(th.rect != current.rect or th.kind != current.kind for th in things):
            self.pinned = things[0]
            return
        index = next(i for i, th in enumerate(things) if th.rect == current.rect and th.kind == current.kind)
        if dx == 0 and dy == 0:
            self.pinned = things[(index + 1) % len(things)]
            return
        cx, cy = current.rect.center
        best, score_best = None, float("inf")
        for th in things:
            if th is things[index]:
                continue
            vx, vy = th.rect.centerx - cx, th.rect.centery - cy
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            score = along + (abs(vx * dy) + abs(vy * dx)) * 2.5
            if score < score_best:
                best, score_best = th, score
        if best is not None:
            self.pinned = best

    # --- showing -----------------------------------------------------------------------
    @property
    def showing(self) -> Thing | None:
        if self.pinned is not None:
            return self.pinned
        if self.hover is not None and self.pointer is not None and self.hover.rect.collidepoint(self.pointer):
            return self.hover
        return None

    def draw(self, surface: pygame.Surface) -> bool:
        """Draw the tip shown now; True if one was drawn."""
        thing = self.showing
        if thing is None:
            return False
        from ghostparlor.ui import probe as _probe

        _probe.layer()
        text = tip_text(self.game_id, thing)
        if self._cache is None or self._cache[0] != text:
            self._cache = (text, render_tip(self.game_id, thing, self.theme))
        image = self._cache[1]
        from ghostparlor.ui.tip_place import place

        bounds = surface.get_rect()
        if self.pinned is thing:  # keyboard: a ring round the thing, the tip under it (above when no room)
            ring = thing.rect.inflate(6, 6)
            colour = (self.theme.colour("focus") if self.theme is not None else (120, 200, 255))
            pygame.draw.rect(surface, (20, 12, 22), ring.inflate(4, 4), 2, border_radius=8)
            pygame.draw.rect(surface, colour[:3], ring, 3, border_radius=8)
            rect = place(image.get_size(), bounds, anchor=thing.rect)
        else:
            rect = place(image.get_size(), bounds, self.pointer)
        surface.blit(image, rect)
        return True


def render_tip(game_id: str, thing: Thing, theme=None, width: int = 400) -> pygame.Surface:
    """The tip bubble: the thing's name (bold, gold), what it does, and its rule (muted), each
    wrapped whole; a bubble too tall for the window grows wider rather than cut a line."""
    from ghostparlor.ui import draw
    from ghostparlor.ui.assets import get_assets
    from ghostparlor.ui.theme import get_theme

    theme = theme or get_theme()
    assets = get_assets()
    parts = [(thing.name, "bold", theme.colour("accent")), (thing.words(game_id), "regular", theme.colour("text")),
             (t("inspect.rule_line", rule=thing.rule), "regular", theme.colour("text_muted"))]
    lh = assets.line_height("small")
    for w in (width, width + 120, width + 240):
        rows = [(line, weight, colour) for text, weight, colour in parts if text
                for line in assets.wrap(text, w - 20, "small", weight)]
        if len(rows) * lh + 14 <= 420:
            break
    out_w = min(w, max(assets.text_width(line, "small", weight) for line, weight, _ in rows) + 20)
    surface = pygame.Surface((out_w, lh * len(rows) + 14 + 4), pygame.SRCALPHA)
    draw.box(surface, surface.get_rect(), theme.colour("tooltip_bg"), 7, theme.colour("tooltip_edge"), 1)
    y = 7
    last_weight = rows[0][1] if rows else "regular"
    for line, weight, colour in rows:
        if colour == theme.colour("text_muted") and last_weight != "muted":
            y += 4  # a little air before the rule
            last_weight = "muted"
        surface.blit(assets.text(line, "small", colour, weight), (10, y))
        y += lh
    return surface
