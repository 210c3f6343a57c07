"""Cards: one card (:class:`CardSprite`); a hand is ``ui/card_hand.py`` (:class:`CardHand`),
a pile ``ui/card_pile.py`` (:class:`Pile`).

A card is described by a :class:`CardFace` -- its id (what the hand returns), its
face image in ``art/`` and the translated text shown on the generated fallback
face when the image is missing (and as the card's tooltip).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.assets import get_assets
from ghostparlor.ui.theme import Colour, Theme, get_theme
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget

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
        return self.clicked(event, self.card.id)
