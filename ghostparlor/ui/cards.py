"""Cards: one card (:class:`CardSprite`), a hand (:class:`CardHand`), a pile (:class:`Pile`).

A card is described by a :class:`CardFace` -- its id (what the hand returns), its
face image in ``art/`` and the translated text shown on the generated fallback
face when the image is missing (and as the card's tooltip).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable, Sequence

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Colour, Theme, get_theme
from ghostparlor.ui.tween import approach
from ghostparlor.ui.widget import ACTIVATE_KEYS, ENTER_KEYS, RectLike, UIAction, Widget, is_left_down

DEFAULT_BACK = "common/card_back.png"
CARD_RADIUS = 9


@dataclass(frozen=True)
class CardFace:
    """What a card looks like.

    Attributes:
        id: unique within a hand; returned when the card is chosen.
        image: face image path in ``art/`` (``"ghosts/ghost_red_3.png"``) or ``None``.
        text: translated name (``"Red 3"``): drawn on the fallback face, and the tooltip.
        accent: colour of the fallback face's band (e.g. the family colour).
        kind: identical cards share a kind (for multi-select); ``None`` = unique.
        back: back image path (default ``common/card_back.png``).
        corner: short text for the fallback face's corners (e.g. ``"3"``).
    """

    id: Hashable
    image: str | None = None
    text: str = ""
    accent: Colour | None = None
    kind: Hashable | None = None
    back: str | None = None
    corner: str = ""


# ------------------------------------------------------------------ card art


def fallback_face(face: CardFace, size: tuple[int, int], theme: Theme | None = None) -> pygame.Surface:
    """A generated face for a card whose image is missing: parchment, a coloured band,
    the card's text in the middle and its corner marks."""
    theme = theme or get_theme()
    assets = get_assets()
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    accent = face.accent or theme.colour("secondary_edge")
    pygame.draw.rect(surface, theme.colour("parchment")[:3], rect, border_radius=CARD_RADIUS)
    band = pygame.Rect(0, 0, w, max(14, h // 7))
    pygame.draw.rect(surface, accent[:3], band, border_top_left_radius=CARD_RADIUS, border_top_right_radius=CARD_RADIUS)
    pygame.draw.rect(surface, accent[:3], rect, 4, border_radius=CARD_RADIUS)
    inner = rect.inflate(-12, -12)
    pygame.draw.rect(surface, (*theme.colour("parchment_edge")[:3], 160), inner, 1, border_radius=CARD_RADIUS - 3)
    ink = theme.colour("ink")
    if face.corner:
        mark = assets.fit_text(face.corner, w // 3, "large", draw.readable_on(accent), "bold")
        surface.blit(mark, mark.get_rect(midleft=(8, band.centery)))
        mark2 = assets.fit_text(face.corner, w // 3, "large", ink, "bold")
        surface.blit(mark2, mark2.get_rect(bottomright=(w - 8, h - 4)))
    body = pygame.Rect(8, band.bottom + 6, w - 16, h - band.height - 34)
    lines, px = assets.fit_wrapped(face.text or "?", body.width, body.height, "large", "bold", 10)
    line_h = assets.line_height(px, "bold")
    y = body.centery - len(lines) * line_h // 2
    for line in lines:
        image = assets.text(line, px, ink, "bold")
        surface.blit(image, image.get_rect(midtop=(body.centerx, y)))
        y += line_h
    return surface


def fallback_back(size: tuple[int, int], theme: Theme | None = None) -> pygame.Surface:
    """A generated card back: aubergine with a gold frame and a lattice."""
    theme = theme or get_theme()
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.colour("panel_dark")[:3], rect, border_radius=CARD_RADIUS)
    gold = theme.colour("accent")[:3]
    inner = rect.inflate(-14, -14)
    lattice = pygame.Surface(size, pygame.SRCALPHA)
    step = 14
    for k in range(-h, w + h, step):
        pygame.draw.line(lattice, (*gold, 50), (k, 0), (k + h, h))
        pygame.draw.line(lattice, (*gold, 50), (k, h), (k + h, 0))
    clip = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(clip, (255, 255, 255, 255), inner, border_radius=6)
    lattice.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(lattice, (0, 0))
    pygame.draw.rect(surface, gold, rect, 3, border_radius=CARD_RADIUS)
    pygame.draw.rect(surface, gold, inner, 1, border_radius=6)
    pygame.draw.circle(surface, gold, rect.center, min(w, h) // 6, 2)
    return surface


class CardSprite(Widget):
    """One card, face up or down, with its visual states.

    States (set by the owner): ``selected`` (gold frame, lifted by a hand),
    ``highlighted`` (green "legal" glow), ``dimmed`` (darkened: an illegal card),
    ``enabled`` False (darkened, no input), ``hovered``/``focused`` (tracked).

    Args:
        card: the :class:`CardFace`.
        pos: top-left of the card.
        size: card size (default theme ``card_size``, 120x168).
        face_up: draw the face or the back.

    Standalone, a click returns ``UIAction(kind="click", value=card.id)``.
    """

    focusable = True
    MARGIN = 12  # room around the card for glow and focus ring in the composed image

    def __init__(
        self,
        card: CardFace,
        pos: tuple[int, int] = (0, 0),
        *,
        size: tuple[int, int] | None = None,
        face_up: bool = True,
        enabled: bool = True,
        tooltip: str | None = None,
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        size = size or (theme or get_theme()).card_size
        super().__init__(pygame.Rect(pos, size), enabled=enabled,
                         tooltip=card.text if tooltip is None else tooltip, theme=theme, name=name)
        self.card = card
        self.face_up = face_up
        self.selected = False
        self.highlighted = False
        self.dimmed = False
        self._composed: dict[tuple, pygame.Surface] = {}
        self._rotated: dict[tuple, pygame.Surface] = {}

    @property
    def missing_image(self) -> bool:
        """True if the face (or back) image is missing and the fallback is drawn."""
        name = self.card.image if self.face_up else (self.card.back or DEFAULT_BACK)
        return name is None or not self.assets.has_image(name)

    def set_card(self, card: CardFace) -> None:
        if card != self.card:
            self.card = card
            self.tooltip = card.text
            self._composed.clear()
            self._rotated.clear()

    def base_surface(self) -> pygame.Surface:
        """The plain card image at its size (the art, or a generated fallback)."""
        size = self.rect.size
        key = ("base", self.face_up, size)
        cached = self._composed.get(key)
        if cached is not None:
            return cached
        name = self.card.image if self.face_up else (self.card.back or DEFAULT_BACK)
        image = self.assets.image_scaled(name, size) if name else None
        if image is None:
            image = fallback_face(self.card, size, self.theme) if self.face_up else fallback_back(size, self.theme)
        self._composed[key] = image
        return image

    def state_key(self, shadow: bool = True) -> tuple:
        return (self.face_up, self.rect.size, self.selected, self.highlighted, self.dimmed or not self.enabled,
                self.hovered and self.enabled, self.focused and self.focus_visible, shadow)

    def composed(self, shadow: bool = True) -> pygame.Surface:
        """The card with its state decorations (and a soft shadow), with :attr:`MARGIN`
        pixels around it; rotating it rotates the shadow too."""
        key = self.state_key(shadow)
        cached = self._composed.get(key)
        if cached is not None:
            return cached
        th = self.theme
        m = self.MARGIN
        w, h = self.rect.size
        out = pygame.Surface((w + m * 2, h + m * 2), pygame.SRCALPHA)
        card_rect = pygame.Rect(m, m, w, h)
        _, _, selected, highlighted, dimmed, hovered, focus, shadow = key
        if shadow:
            draw.shadow(out, card_rect, CARD_RADIUS, (0, 4), 120, 6)
        if highlighted and not dimmed:
            draw.glow(out, card_rect, th.colour("legal"), CARD_RADIUS, 7, 190)
        if selected:
            draw.glow(out, card_rect, th.colour("selected"), CARD_RADIUS, 9, 230)
        base = self.base_surface()
        if dimmed:
            base = base.copy()
            base.fill((105, 95, 115), special_flags=pygame.BLEND_RGB_MULT)
        out.blit(base, card_rect)
        if highlighted and not dimmed:
            pygame.draw.rect(out, th.colour("legal")[:3], card_rect, 2, border_radius=CARD_RADIUS)
        if hovered and not selected:
            pygame.draw.rect(out, th.colour("hover_glow")[:3], card_rect, 2, border_radius=CARD_RADIUS)
        if selected:
            pygame.draw.rect(out, th.colour("selected")[:3], card_rect, 3, border_radius=CARD_RADIUS)
        if focus:
            draw.focus_ring(out, card_rect, CARD_RADIUS, th, gap=2)
        if len(self._composed) > 24:
            self._composed = {k: v for k, v in self._composed.items() if k[0] == "base"}
        self._composed[key] = out
        return out

    def draw_at(self, surface: pygame.Surface, center: tuple[float, float], angle: float = 0.0,
                shadow: bool = True) -> None:
        """Draw the card centred on ``center``, rotated ``angle`` degrees (counter-clockwise)."""
        image = self.composed(shadow)
        angle = round(angle * 2) / 2
        if angle:
            rkey = (self.state_key(shadow), angle)
            rotated = self._rotated.get(rkey)
            if rotated is None:
                if len(self._rotated) > 32:
                    self._rotated.clear()
                rotated = pygame.transform.rotozoom(image, angle, 1.0)
                self._rotated[rkey] = rotated
            image = rotated
        surface.blit(image, image.get_rect(center=(int(round(center[0])), int(round(center[1])))))

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.draw_at(surface, self.rect.center)

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.card.id)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.card.id)
        return None


# ---------------------------------------------------------------------- hand


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


# ---------------------------------------------------------------------- pile


class Pile(Widget):
    """A stack of cards drawn with slight offsets, with a count badge.

    Args:
        pos: top-left of the bottom card.
        count: how many cards (0 draws an empty outline with ``label``).
        top: the top card's face (shown when ``face_up``), or ``None``.
        face_up: show the top card's face, else the back.
        back: back image path for a face-down pile.
        label: translated caption under an empty pile ("Discard").
        highlighted: glow (e.g. "take the pile" is legal).
        max_layers: at most this many edge layers are drawn.

    A click returns ``UIAction("click", count)`` when enabled.
    """

    focusable = True
    OFFSET = (2, -2)

    def __init__(
        self,
        pos: tuple[int, int],
        *,
        count: int = 0,
        top: CardFace | None = None,
        face_up: bool = True,
        back: str = DEFAULT_BACK,
        label: str = "",
        highlighted: bool = False,
        max_layers: int = 5,
        card_size: tuple[int, int] | None = None,
        enabled: bool = True,
        tooltip: str = "",
        theme: Theme | None = None,
        name: str = "",
    ) -> None:
        self.card_size = card_size or (theme or get_theme()).card_size
        self.max_layers = max_layers
        w, h = self.card_size
        room = max_layers * abs(self.OFFSET[0])
        super().__init__(pygame.Rect(pos[0], pos[1] - room, w + room + 14, h + room + 14),
                         enabled=enabled, tooltip=tooltip, theme=theme, name=name)
        self.count = count
        self.face_up = face_up
        self.back = back
        self.label = label
        self.highlighted = highlighted
        self._base = pygame.Rect(pos, self.card_size)
        self._top_sprite: CardSprite | None = None
        self._back_sprite = CardSprite(CardFace("__back__", back=back), size=self.card_size, face_up=False,
                                       theme=theme)
        self.set(count, top)

    def set(self, count: int, top: CardFace | None = None) -> None:
        """Change the number of cards and the top card."""
        self.count = max(0, int(count))
        if top is None:
            self._top_sprite = None
        elif self._top_sprite is None:
            self._top_sprite = CardSprite(top, size=self.card_size, face_up=self.face_up, theme=self._theme)
        else:
            self._top_sprite.set_card(top)

    @property
    def top(self) -> CardFace | None:
        return self._top_sprite.card if self._top_sprite else None

    def top_rect(self) -> pygame.Rect:
        """Where the top card is drawn (to animate a card landing on it)."""
        layers = min(self.max_layers, max(0, self.count - 1))
        return self._base.move(self.OFFSET[0] * layers, self.OFFSET[1] * layers)

    def handle(self, event: pygame.event.Event) -> UIAction | None:
        if not self.visible:
            return None
        self._track_hover(event)
        if not self.enabled:
            return None
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            return UIAction(self, "click", self.count)
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            return UIAction(self, "click", self.count)
        return None

    def consumes_key(self, key: int, mod: int = 0) -> bool:
        return key in ACTIVATE_KEYS

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        th = self.theme
        if self.count <= 0:
            outline = self._base
            draw.box(surface, outline, (*th.colour("control_track")[:3], 140), CARD_RADIUS)
            _dashed_rect(surface, outline, th.colour("panel_dark_edge"))
            if self.label:
                lines, px = self.assets.fit_wrapped(self.label, outline.width - 16, outline.height - 16, "body",
                                                    "regular", 11)
                lh = self.assets.line_height(px)
                y = outline.centery - lh * len(lines) // 2
                for line in lines:
                    img = self.assets.text(line, px, th.colour("text_muted"))
                    surface.blit(img, img.get_rect(midtop=(outline.centerx, y)))
                    y += lh
            if self.focused and self.focus_visible:
                draw.focus_ring(surface, outline, CARD_RADIUS, th)
            return
        layers = min(self.max_layers, self.count - 1)
        draw.shadow(surface, self._base, CARD_RADIUS, (0, 5), 130, 6)
        for i in range(layers):
            rect = self._base.move(self.OFFSET[0] * i, self.OFFSET[1] * i)
            if self.face_up:
                _edge_card(surface, rect, th)
            else:
                self._back_sprite.draw_at(surface, rect.center, shadow=False)
        top_rect = self.top_rect()
        sprite = self._top_sprite if (self._top_sprite is not None and self.face_up) else self._back_sprite
        sprite.highlighted = self.highlighted
        sprite.hovered = self.hovered and self.enabled
        sprite.focused = self.focused
        sprite.focus_visible = self.focus_visible
        sprite.draw_at(surface, top_rect.center, shadow=False)
        # count badge
        badge_c = (top_rect.right - 4, top_rect.top + 4)
        text = self.assets.text(str(self.count), "small", th.colour("accent_text"), "bold")
        r = max(13, text.get_width() // 2 + 7)
        pygame.draw.circle(surface, (12, 8, 16), (badge_c[0], badge_c[1] + 2), r + 2)
        pygame.draw.circle(surface, th.colour("accent")[:3], badge_c, r)
        pygame.draw.circle(surface, draw.darken(th.colour("accent"), 0.45)[:3], badge_c, r, 2)
        surface.blit(text, text.get_rect(center=badge_c))


def _edge_card(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """A plain card edge under a face-up pile."""
    pygame.draw.rect(surface, draw.darken(theme.colour("parchment"), 0.12)[:3], rect, border_radius=CARD_RADIUS)
    pygame.draw.rect(surface, theme.colour("parchment_edge")[:3], rect, 1, border_radius=CARD_RADIUS)


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, dash: int = 8) -> None:
    c = colour[:3]
    r = CARD_RADIUS
    for x in range(rect.left + r, rect.right - r, dash * 2):
        end = min(x + dash, rect.right - r)
        pygame.draw.line(surface, c, (x, rect.top), (end, rect.top), 2)
        pygame.draw.line(surface, c, (x, rect.bottom - 1), (end, rect.bottom - 1), 2)
    for y in range(rect.top + r, rect.bottom - r, dash * 2):
        end = min(y + dash, rect.bottom - r)
        pygame.draw.line(surface, c, (rect.left, y), (rect.left, end), 2)
        pygame.draw.line(surface, c, (rect.right - 1, y), (rect.right - 1, end), 2)
