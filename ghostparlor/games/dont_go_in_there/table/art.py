"""Don't Go In There: the layout of the table and its procedural pictures (curse cards,
the type chips, ghost dice, flashlights), shared by every panel of the table.

Drawing only: no rule is decided here."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import DieView, draw

P = "dont_go_in_there.ui."

# --- layout (the 944 x 668 table area left of the side column) -------------------
BOARD_Y = 60
BOARD_W = 302
BOARD_H = 346
BOARD_GAP = 9
BOARD_X0 = 10
SLOT_Y = 66  # the card slots' top in a board (the room's name and rule line above them)
CARD = (90, 108)
CARD_GAP = 6
SPACE_Y = 200  # space 1's top in a board (the Library's slot tags between the cards and it)
SPACE_H = 34
SPACE_GAP = 2
STRIP = pygame.Rect(10, 412, 924, 78)
PLAYERS = pygame.Rect(10, 496, 924, 218)
DIE = 40
SETUP_PHASES = ("types", "remove", "sides", "deal", "first_player")

# Curse types: a colour AND a shape AND a picture (colour is never the only cue).
CURSE_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "amulet": ((230, 159, 0), "diamond"),
    "cat": ((86, 180, 233), "triangle"),
    "clock": ((0, 158, 115), "circle"),
    "doll": ((204, 121, 167), "star"),
    "holy_water": ((0, 114, 178), "hexagon"),
    "mask": ((213, 94, 0), "square"),
    "mirror": ((178, 182, 200), "diamond"),
    "music_box": ((240, 228, 66), "star"),
    "portrait": ((160, 112, 76), "square"),
    "ring": ((222, 190, 96), "circle"),
    "tome": ((132, 92, 176), "hexagon"),
    "twin": ((96, 170, 150), "triangle"),
}
ROOM_TINT: dict[str, tuple[int, int, int]] = {
    "attic": (70, 52, 86),
    "nursery": (62, 60, 92),
    "basement": (52, 48, 62),
    "hallway": (78, 56, 62),
    "library": (66, 58, 48),
    "secret_passage": (44, 56, 64),
}
PARCHMENT = (238, 224, 193)
CARD_DICE: dict[str, int] = {}  # card id -> dice icons (from the content, filled by the table)
INK = (46, 30, 38)


def board_rect(b: int) -> pygame.Rect:
    return pygame.Rect(BOARD_X0 + b * (BOARD_W + BOARD_GAP), BOARD_Y, BOARD_W, BOARD_H)


def slot_rect(b: int, slot: int) -> pygame.Rect:
    """``slot`` 1..3 of board ``b`` (0-based)."""
    r = board_rect(b)
    total = CARD[0] * 3 + CARD_GAP * 2
    x = r.centerx - total // 2 + (slot - 1) * (CARD[0] + CARD_GAP)
    return pygame.Rect(x, r.y + SLOT_Y, *CARD)


def space_rect(b: int, space: int) -> pygame.Rect:
    """``space`` 1 (top) .. 4 (bottom) of board ``b``."""
    r = board_rect(b)
    return pygame.Rect(r.x + 8, r.y + SPACE_Y + (space - 1) * (SPACE_H + SPACE_GAP), r.w - 16, SPACE_H)


from ghostparlor.games.dont_go_in_there.play.goals import curse_of, value_of  # noqa: E402,F401 (a card id's parts: one definition)


# --- procedural pictures (cached) --------------------------------------------------
def _lang() -> str:
    from ghostparlor.core.strings import language

    return language()


def curse_chip(curse: str, radius: int) -> pygame.Surface:
    """The type's chip: its picture on a disc ringed in the type's colour, with the type's
    symbol shape on its corner (shape and picture: the colour is never the only cue)."""
    return _chip(curse, radius)


@lru_cache(maxsize=256)
def _chip(curse: str, radius: int) -> pygame.Surface:
    from ghostparlor.games.dont_go_in_there.table.pictures import curse_picture

    colour, shape = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    size = 2 * radius + 4
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(image, PARCHMENT, (c, c), radius)
    pygame.draw.circle(image, draw.darken(colour, 0.15)[:3], (c, c), radius, max(2, radius // 5))
    pygame.draw.circle(image, INK, (c, c), radius + 1, 1)
    pic = curse_picture(curse, int(radius * 1.5))
    image.blit(pic, pic.get_rect(center=(c, c)))
    badge_r = max(3, int(radius * 0.45))
    badge = draw.shape_surface(shape, badge_r, colour, INK, 1)
    image.blit(badge, badge.get_rect(center=(size - badge_r - 1, size - badge_r - 1)))
    return image


def dice_of(card: str) -> int:
    """DG-7: the dice icons of ``card`` (from the content)."""
    if card in CARD_DICE:
        return CARD_DICE[card]
    from ghostparlor.games import load_game

    game = load_game("dont_go_in_there")
    k = game.kind_of.get(card)
    return game.dice_of[k] if k is not None else 1


def card_surface(card: str, w: int, h: int) -> pygame.Surface:
    """A curse card (DG-7, section 2.1): the type's name on its colour band, its picture,
    its value (curses) at the left, its dice icons at the right and its effect in a few
    words at the bottom (card_short_text), no text under TEXT_MIN; ``face_down`` draws
    the back. Smaller cards keep what fits (the effect goes first, then the name): the
    inspect tip says the card whole, with its rule."""
    from ghostparlor.ui.assets import get_assets

    # the card's words grow with the text size (13 px at 100%), as far as the card holds them
    grown = max(TEXT_MIN, get_assets().theme.font_size("small") * TEXT_MIN // 15)
    return _card(card, int(w), int(h), _lang(), grown)


def fit_words(text: str, width: int, height: int, start: int, floor: int, max_lines: int,
              weight: str = "regular") -> tuple[list[str], int] | None:
    """``text`` wrapped at whole words into ``width`` x ``height`` (at most ``max_lines``),
    at the largest size from ``start`` down to ``floor``; None when it cannot fit so."""
    from ghostparlor.ui.assets import break_units, clean_text, get_assets

    assets = get_assets()
    units = [u for para in text.split("\n") for _, u in break_units(clean_text(para))]
    for px in range(start, floor - 1, -1):
        w8 = assets.weight_for(text, weight)
        font = assets.font(px, w8)
        if max((font.size(u)[0] for u in units), default=0) > width:
            continue
        lines = assets.wrap(text, width, px, w8, trial=True)
        lh = assets.line_height(px, w8) - 1
        if len(lines) <= max_lines and len(lines) * lh <= height + 1:
            return lines, px
    return None


TEXT_MIN = 13  # no text on the table is drawn smaller (px at 100% text size)
PIC_LEAST = 32  # a card's picture row, at least (px): its name and its effect share the rest


def card_short_text(curse: str) -> str:
    """The effect printed on the type's cards, in a few words (numbers from the content);
    the card's inspect tip says the whole rule."""
    from ghostparlor.games import load_game
    from ghostparlor.games.dont_go_in_there.play.goals import goal_params

    return t(f"dont_go_in_there.card_short.{curse}", **goal_params(load_game("dont_go_in_there"), curse))


@lru_cache(maxsize=256)
def _card(card: str, w: int, h: int, lang: str, grown: int) -> pygame.Surface:
    from ghostparlor.games.dont_go_in_there.table.pictures import curse_picture
    from ghostparlor.ui.assets import get_assets

    assets = get_assets()
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    if card == "face_down":
        back = assets.image_scaled("dont_go_in_there/back.png", (w, h)) if assets.has_image("dont_go_in_there/back.png") else None
        if back is not None:
            surface.blit(back, (0, 0))
            return surface
        draw.box(surface, rect, (58, 38, 72), 8, (226, 178, 84), 2)
        _ghost(surface, (rect.centerx, rect.centery - 6), w // 5, (236, 232, 246))
        return surface
    curse = curse_of(card)
    value = value_of(card)
    colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    edge = 3 if w >= 56 else 2
    radius = max(4, w // 10)
    draw.box(surface, rect, PARCHMENT, radius, draw.darken(colour, 0.35), edge)
    on_band = draw.readable_on(colour)
    # the effect in a few words at the bottom (cards big enough for it), first: the name
    # and the picture share what it leaves
    effect = None
    bottom = h - edge - 2
    band_least = assets.line_height(TEXT_MIN, "bold") + 1
    if h >= 90 and w >= 72:
        effect = fit_words(card_short_text(curse), w - 8, h - 2 * edge - 5 - band_least - PIC_LEAST, grown, TEXT_MIN, 3)
        if effect is not None:
            elh = assets.line_height(effect[1], "regular") - 1
            bottom = h - edge - 3 - len(effect[0]) * elh
            pygame.draw.line(surface, draw.darken(colour, 0.2)[:3], (8, bottom), (w - 9, bottom), 1)
            y = bottom + 2
            for line in effect[0]:
                img = assets.text(line, effect[1], INK)
                surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
                y += elh
    # the name on the band: one line, else two (whole words) at a size a person reads;
    # a card too small for it shows the band bare (its inspect tip names it)
    band = pygame.Rect(edge, edge, w - 2 * edge, max(6, h // 10))
    name = t(f"dont_go_in_there.curse.{curse}")
    name_room = bottom - edge - PIC_LEAST
    fitted = fit_words(name, band.w - 4, min(name_room, 2 * band_least), grown + 1, TEXT_MIN, 1, "bold") or \
        fit_words(name, band.w - 4, name_room, TEXT_MIN, TEXT_MIN, 2, "bold")
    if fitted is None and name_room >= band_least:  # one line, shortened (the tip names it)
        fitted = [name], TEXT_MIN
    if fitted:
        lines, px = fitted
        lh = assets.line_height(px, "bold") - 2
        band.h = max(band.h, len(lines) * lh + 3)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=radius - 1, border_top_right_radius=radius - 1)
    if fitted:
        y = band.centery - len(lines) * lh // 2
        for line in lines:
            img = assets.fit_text(line, band.w - 4, px, on_band, "bold", TEXT_MIN)
            surface.blit(img, img.get_rect(midtop=(band.centerx, y)))
            y += lh
    # the picture, the value at its left and the dice icons at its right
    mid_top = band.bottom + 2
    mid_h = bottom - mid_top - 1
    pic_size = max(8, min(mid_h, int(w * 0.46)))
    pic = curse_picture(curse, pic_size)
    pic_rect = pic.get_rect(center=(rect.centerx, mid_top + mid_h // 2))
    surface.blit(pic, pic_rect)
    if h >= 40:
        num = assets.text(str(value), max(TEXT_MIN, min(h // 5, 24)), INK, "bold")
        left_c = (edge + pic_rect.left) // 2 + 1
        surface.blit(num, num.get_rect(center=(left_c, pic_rect.centery)))
    icons = dice_of(card)
    size = max(6, min(h // 9, (w - pic_rect.right - edge - 4)))
    gap = max(2, size // 4)
    total = icons * size + (icons - 1) * gap
    right_c = (pic_rect.right + w - edge) // 2
    y0 = pic_rect.centery - total // 2
    for i in range(icons):  # DG-7
        r = pygame.Rect(right_c - size // 2, y0 + i * (size + gap), size, size)
        pygame.draw.rect(surface, (250, 246, 236), r, border_radius=max(1, size // 4))
        pygame.draw.rect(surface, INK, r, 1, border_radius=max(1, size // 4))
        pygame.draw.circle(surface, INK, r.center, max(1, size // 6))
    return surface


def room_picture(room: str, w: int, h: int) -> pygame.Surface | None:
    """The room's illustration (art/dont_go_in_there/room_<room>.jpg: its doorway, walls,
    the mantel under the card slots, the floor under the spaces, its furniture), or None
    when the file is not there."""
    from ghostparlor.ui.assets import get_assets

    rel = f"dont_go_in_there/room_{room}.jpg"
    assets = get_assets()
    return assets.image_scaled(rel, (w, h)) if assets.has_image(rel) else None


def _ghost(surface: pygame.Surface, center: tuple[int, int], r: int, colour, outline=(30, 20, 36)) -> None:
    """A little sheet ghost: round head, scalloped hem, two eyes."""
    cx, cy = center
    body = pygame.Rect(cx - r, cy - r, 2 * r, int(2.2 * r))
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(surface, colour, (cx - r, cy, 2 * r, int(r * 1.0)))
    for i in range(3):
        pygame.draw.circle(surface, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 8))
    eye = max(1, r // 4)
    pygame.draw.circle(surface, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(surface, outline, (cx + r // 3, cy - r // 6), eye)
    del body


@lru_cache(maxsize=16)
def die_face(kind: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    if kind == "ghost":
        pygame.draw.rect(surface, (58, 40, 74), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (226, 178, 84), rect, 2, border_radius=size // 6)
        _ghost(surface, (rect.centerx, rect.centery - size // 10), size // 4, (244, 240, 252))
    else:
        pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=size // 6)
        pygame.draw.circle(surface, (200, 188, 164), rect.center, size // 6, 2)
    return surface


def draw_lamp(surface: pygame.Surface, pos: tuple[int, int], size: int = 12) -> None:
    """A flashlight: a handle and a beam cone."""
    x, y = pos
    pygame.draw.rect(surface, (90, 84, 96), (x, y - 3, size // 2, 6), border_radius=2)
    beam = [(x + size // 2, y - 3), (x + size + 4, y - 7), (x + size + 4, y + 7), (x + size // 2, y + 3)]
    pygame.draw.polygon(surface, (255, 226, 120), beam)
    pygame.draw.polygon(surface, (120, 90, 30), beam, 1)


class GhostDie(DieView):
    """A die whose faces are ghosts and blanks (the game's faces from the content)."""

    faces: tuple = ("ghost", "ghost", "ghost", "blank", "blank", "blank")

    def face_surface(self, face: int) -> pygame.Surface:
        kind = self.faces[(face - 1) % len(self.faces)]
        return die_face(kind, self.size)

    def face_number(self, kind: str) -> int:
        return self.faces.index(kind) + 1 if kind in self.faces else 1


# --- text measured by its ink (texts are laid out from what they ink at the current text size) ---
def ink_of(text: str, size, weight: str = "regular") -> pygame.Rect:
    """The inked pixels of ``text`` within its rendered surface (empty text: a zero rect)."""
    from ghostparlor.ui.assets import get_assets

    if not text:
        return pygame.Rect(0, 0, 0, 0)
    return get_assets().text(text, size, (255, 255, 255), weight).get_bounding_rect()


def ink_span(texts, size, weight: str = "regular") -> tuple[int, int]:
    """(top, height) of the ink the ``texts`` share at ``size``: the highest ink top and the
    lowest ink bottom within their surfaces (lines of one block share one pitch)."""
    rects = [r for r in (ink_of(x, size, weight) for x in texts) if r.h > 0]
    if not rects:
        return 0, 0
    top = min(r.top for r in rects)
    return top, max(r.bottom for r in rects) - top


def fit_block(text: str, width: int, height: int, size, weight: str = "regular", min_size: int = 11,
              max_lines: int = 3, gap: int = 2, one_line: float = 0.88) -> tuple[list[str], int, int, int]:
    """``text`` wrapped into ``width`` so that its inked block is at most ``height`` tall:
    (lines, px, pitch, top) with ``top`` the surfaces' offset above the block's first ink
    and ``pitch`` the step between lines. One line a little smaller (down to ``one_line``
    of the size) rather than two; else wraps and shrinks down to ``min_size``, then keeps
    the lines that fit and ends the last with an ellipsis (the whole text as its tooltip)."""
    from ghostparlor.ui import cut_tips
    from ghostparlor.ui.assets import ELLIPSIS, get_assets

    assets = get_assets()
    px0 = assets.theme.font_size(size)
    floor = min(min_size, px0)
    for px in range(px0, max(floor, int(px0 * one_line)) - 1, -1):
        if assets.text_width(text, px, weight) <= width and "\n" not in text:
            top, h = ink_span([text], px, weight)
            if h <= height:
                return [text], px, h + gap, top
    px = px0
    while True:
        lines = assets.wrap(text, width, px, weight)
        top, h = ink_span(lines, px, weight)
        pitch = h + gap
        if (len(lines) <= max_lines and len(lines) * pitch - gap <= height) or px <= floor:
            break
        px -= 1
    fit = max(1, min(max_lines, (height + gap) // max(1, pitch)))
    if len(lines) > fit:
        kept = lines[:fit]
        kept[-1] = assets.ellipsize(kept[-1] + ELLIPSIS, width, px, weight)
        cut_tips.remember(kept[-1], text)
        lines = kept
    return lines, px, pitch, top
