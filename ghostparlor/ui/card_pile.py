"""A stack of cards with a count badge (:class:`Pile`): a deck, a discard pile."""

from __future__ import annotations

import pygame

from ghostparlor.ui import draw
from ghostparlor.ui.cards import CARD_RADIUS, DEFAULT_BACK, CardFace, CardSprite
from ghostparlor.ui.theme import Colour, Theme, get_theme
from ghostparlor.ui.widget import ACTIVATE_KEYS, UIAction, Widget


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
        return self.clicked(event, self.count)

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
