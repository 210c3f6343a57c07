"""A hand of cards in a row or a fan (:class:`CardHand`), made of :class:`~ghostparlor.ui.cards.CardSprite`."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable, Sequence

import pygame

from ghostparlor.ui.cards import CardFace, CardSprite
from ghostparlor.ui.theme import Theme
from ghostparlor.ui.tween import approach
from ghostparlor.ui.widget import ACTIVATE_KEYS, ENTER_KEYS, RectLike, UIAction, Widget, is_left_down


@dataclass
class _Slot:
    sprite: CardSprite
    x: float
    y: float
    angle: float
    lift: float = 0.0
    target: tuple[float, float, float] | None = None


class CardHand(Widget):
    """A hand of cards in a row or a fan.

    Hovering lifts a card; clicking a legal card chooses it. Illegal cards (not in
    ``legal``) are dimmed and clicking them returns ``kind="rejected"`` (so the
    scene can say why). Keyboard, while focused: Left/Right move the cursor,
    Home/End jump, Enter/Space choose.

    Returns from :meth:`handle`:
        * single-select: ``UIAction("choose", card_id)``
        * ``multi_select=True``: a click or Space toggles the card and returns
          ``UIAction("select", tuple_of_ids)`` -- only cards of the same ``kind`` can
          be selected together (picking another kind restarts the selection);
          Enter returns ``UIAction("choose", tuple_of_ids)`` (or nothing if empty).
        * ``UIAction("rejected", card_id)`` for an illegal card.

    Args:
        rect: the area; cards sit at its bottom and lift into its top. Give it a
            height of about card height + 40 (row) or + 70 (fan).
        cards: the :class:`CardFace` list, left to right (ids unique).
        layout: "row" (overlapping as needed) or "fan".
        face_up: False shows backs (an opponent's hand; not interactive).
        legal: ids that may be chosen; ``None`` means all.
        highlight_legal: glow legal cards when ``legal`` is a set.
        multi_select: allow several identical cards (same ``kind``).
        card_size: default theme ``card_size``.
    """

    focusable = True
    HOVER_LIFT = 22
    SELECT_LIFT = 34

    def __init__(
        self,
        rect: RectLike,
        cards: Sequence[CardFace] = (),
        *,
        layout: str = "row",
        face_up: bool = True,
        legal: Iterable[Hashable] | None = None,
        highlight_legal: bool = True,
        multi_select: bool = False,
        card_size: tuple[int, int] | None = None,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.layout = layout
        self.face_up = face_up
        self.highlight_legal = highlight_legal
        self.multi_select = multi_select
        self.card_size = card_size or self.theme.card_size
        self.legal: set[Hashable] | None = set(legal) if legal is not None else None
        self.selected: list[Hashable] = []
        self.cursor = 0
        self.hover_index: int | None = None
        self._slots: list[_Slot] = []
        self._layout_key: tuple | None = None
        self.set_cards(cards)

    # ----------------------------------------------------------------- content
    @property
    def cards(self) -> list[CardFace]:
        return [slot.sprite.card for slot in self._slots]

    def set_cards(self, cards: Sequence[CardFace]) -> None:
        """Replace the hand; cards that stay keep their place and animate to new spots."""
        old = {slot.sprite.card.id: slot for slot in self._slots}
        slots: list[_Slot] = []
        for card in cards:
            slot = old.get(card.id)
            if slot is None:
                sprite = CardSprite(card, size=self.card_size, face_up=self.face_up, theme=self._theme)
                slot = _Slot(sprite, float(self.rect.centerx), float(self.rect.bottom + self.card_size[1]), 0.0)
            else:
                slot.sprite.set_card(card)
            slots.append(slot)
        fresh = not self._slots
        self._slots = slots
        ids = {card.id for card in cards}
        self.selected = [cid for cid in self.selected if cid in ids]
        self.cursor = min(self.cursor, max(0, len(slots) - 1))
        self._layout_key = None
        self._apply_layout(snap=fresh)
        self._refresh_states()

    def set_legal(self, legal: Iterable[Hashable] | None) -> None:
        """Which card ids may be chosen (``None``: all); illegal selected cards are dropped."""
        self.legal = set(legal) if legal is not None else None
        self.selected = [cid for cid in self.selected if self.is_legal(cid)]
        self._refresh_states()

    def is_legal(self, card_id: Hashable) -> bool:
        return self.legal is None or card_id in self.legal

    def clear_selection(self) -> None:
        self.selected = []
        self._refresh_states()

    # ------------------------------------------------------------------ layout
    def _targets(self) -> list[tuple[float, float, float]]:
        n = len(self._slots)
        cw, ch = self.card_size
        if n == 0:
            return []
        base_y = self.rect.bottom - ch / 2 - 4
        cx = self.rect.centerx
        if self.layout == "fan":
            step = min(cw * 0.66, (self.rect.width - cw - 40) / max(1, n - 1)) if n > 1 else 0.0
            step = max(6.0, step)
            angle_step = min(4.0, 26.0 / max(1, n - 1))  # degrees between neighbours
            radius = step / math.radians(angle_step) if angle_step > 0 else 1e9
            placed = []
            for i in range(n):
                t = i - (n - 1) / 2
                angle = -t * angle_step
                drop = (t * step) ** 2 / (2 * radius)
                placed.append((cx + t * step, drop, angle))
            # lift the whole fan so the lowest rotated corner stays inside the rect
            lowest = max(d + (cw / 2) * abs(math.sin(math.radians(a))) + (ch / 2) * math.cos(math.radians(a))
                         for _, d, a in placed)
            top = self.rect.bottom - 4 - lowest
            return [(x, top + d, a) for x, d, a in placed]
        gap = 10
        step = min(cw + gap, (self.rect.width - cw) / max(1, n - 1)) if n > 1 else 0
        step = max(6.0, step)
        total = step * (n - 1)
        return [(cx - total / 2 + i * step, base_y, 0.0) for i in range(n)]

    def _apply_layout(self, snap: bool = False) -> None:
        key = (tuple(self.rect), len(self._slots), self.layout, self.card_size)
        if key == self._layout_key and not snap:
            return
        self._layout_key = key
        for slot, (x, y, angle) in zip(self._slots, self._targets()):
            slot.target = (x, y, angle)
            if snap:
                slot.x, slot.y, slot.angle = x, y, angle

    def _refresh_states(self) -> None:
        legal_known = self.legal is not None
        for i, slot in enumerate(self._slots):
            sprite = slot.sprite
            cid = sprite.card.id
            sprite.face_up = self.face_up
            sprite.enabled = self.enabled
            sprite.dimmed = self.face_up and not self.is_legal(cid)
            sprite.highlighted = self.face_up and legal_known and self.highlight_legal and self.is_legal(cid)
            sprite.selected = cid in self.selected
            sprite.hovered = i == self.hover_index and self.enabled and self.face_up
            sprite.focused = self.focused and i == self.cursor
            sprite.focus_visible = self.focus_visible

    def card_center(self, card_id: Hashable) -> tuple[int, int] | None:
        """Where a card is drawn now (to animate it flying to a pile)."""
        for slot in self._slots:
            if slot.sprite.card.id == card_id:
                return (int(slot.x), int(slot.y - slot.lift))
        return None

    def settled(self) -> bool:
        """True when every card rests at its place in the fan (none is still flying in or sliding)."""
        return all(abs(s.x - s.target[0]) < 1 and abs(s.y - s.target[1]) < 1 for s in self._slots if s.target)

    def focus_rect(self) -> pygame.Rect:
        """The card under the keyboard cursor (what "?" asks about), else the hand."""
        if self._slots and 0 <= self.cursor < len(self._slots):
            rect = self.card_rect(self._slots[self.cursor].sprite.card.id)
            if rect is not None:
                return rect
        return pygame.Rect(self.rect)

    def card_rect(self, card_id: Hashable) -> pygame.Rect | None:
        """The upright box of a card at its resting place in the hand (a hint points at it)."""
        for slot in self._slots:
            if slot.sprite.card.id == card_id:
                x, y, _angle = slot.target or (slot.x, slot.y, slot.angle)
                rect = pygame.Rect(0, 0, *self.card_size)
                rect.center = (int(x), int(y - slot.lift))
                return rect
        return None

    def _contains(self, slot: _Slot, pos: tuple[int, int], lift: float) -> bool:
        cw, ch = self.card_size
        dx = pos[0] - slot.x
        dy = pos[1] - (slot.y - lift)
        a = math.radians(slot.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= cw / 2 and abs(ly) <= ch / 2

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Index of the topmost card under ``pos`` (its resting or lifted place)."""
        for i in range(len(self._slots) - 1, -1, -1):
            slot = self._slots[i]
            if self._contains(slot, pos, slot.lift) or self._contains(slot, pos, 0.0):
                return i
        return None

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and (self.rect.collidepoint(pos) or self.card_at(pos) is not None)

    # ------------------------------------------------------------------- input
    def consumes_key(self, key: int, mod: int = 0) -> bool:
        if not self._slots or not self.face_up:
            return False
        return key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END) or key in ACTIVATE_KEYS

    def set_focus(self, focused: bool, visible: bool = True) -> None:
        super().set_focus(focused, visible)
        self._refresh_states()

    def _pick(self, index: int, toggle_only: bool = False) -> UIAction | None:
        slot = self._slots[index]
        cid = slot.sprite.card.id
        self.cursor = index
        if not self.is_legal(cid):
            self._refresh_states()
            return UIAction(self, "rejected", cid)
        if not self.multi_select:
            self._refresh_states()
            return UIAction(self, "choose", cid)
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            kind = slot.sprite.card.kind
            current = {s.sprite.card.kind for s in self._slots if s.sprite.card.id in self.selected}
            if kind is None or current != {kind}:
                self.selected = []
            self.selected.append(cid)
        self._refresh_states()
        return UIAction(self, "select", tuple(self.selected))

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        etype = event.type
        if etype == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
            index = self.card_at(event.pos) if self.face_up else None
            if index != self.hover_index:
                self.hover_index = index
                if index is not None:
                    self.cursor = index
                self._refresh_states()
            return None
        if etype == pygame.WINDOWLEAVE:
            self.hovered = False
            self.hover_index = None
            self._refresh_states()
            return None
        if not self.enabled or not self.face_up or not self._slots:
            return None
        if is_left_down(event):
            index = self.card_at(event.pos)
            if index is not None:
                return self._pick(index)
            return None
        if etype == pygame.KEYDOWN and self.focused:
            key = event.key
            n = len(self._slots)
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                if key == pygame.K_LEFT:
                    self.cursor = (self.cursor - 1) % n
                elif key == pygame.K_RIGHT:
                    self.cursor = (self.cursor + 1) % n
                elif key == pygame.K_HOME:
                    self.cursor = 0
                else:
                    self.cursor = n - 1
                self.focus_visible = True
                self._refresh_states()
                return UIAction(self, "cursor", self._slots[self.cursor].sprite.card.id)
            if key in ACTIVATE_KEYS:
                self.cursor = min(self.cursor, n - 1)
                if self.multi_select and key in ENTER_KEYS:
                    if self.selected:
                        return UIAction(self, "choose", tuple(self.selected))
                    return self._pick(self.cursor)
                return self._pick(self.cursor)
        return None

    def tooltip_text(self) -> str:
        if self.hover_index is not None and self.face_up and self.hover_index < len(self._slots):
            return self._slots[self.hover_index].sprite.card.text
        return self.tooltip

    # -------------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self._apply_layout()
        for i, slot in enumerate(self._slots):
            tx, ty, ta = slot.target if slot.target is not None else (slot.x, slot.y, slot.angle)
            slot.x = approach(slot.x, tx, 14.0, dt)
            slot.y = approach(slot.y, ty, 14.0, dt)
            slot.angle = approach(slot.angle, ta, 14.0, dt)
            sprite = slot.sprite
            lift = 0.0
            if sprite.selected:
                lift = self.SELECT_LIFT
            elif sprite.hovered and not sprite.dimmed:
                lift = self.HOVER_LIFT
            elif self.focused and self.focus_visible and i == self.cursor:
                lift = self.HOVER_LIFT
            slot.lift = approach(slot.lift, lift, 22.0, dt)

    def frame_key(self) -> object:
        """Where each card is drawn (to the pixel, as it glides), and how it looks."""
        return tuple((id(s.sprite), round(s.x), round(s.y), round(s.angle, 1), round(s.lift), s.sprite.dimmed,
                      s.sprite.selected, s.sprite.highlighted, s.sprite.face_up, s.sprite.card) for s in self._slots)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self._apply_layout()
        for slot in self._slots:
            slot.sprite.draw_at(surface, (slot.x, slot.y - slot.lift), slot.angle)
