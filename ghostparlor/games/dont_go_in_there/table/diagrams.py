"""Diagrams of the Don't Go In There rules reader, drawn from the game's own content (the
card template, the flashlights of the spaces, the rooms and their numbers, the curse types
and their pictures) and from the spec's worked examples (rules/dont_go_in_there.md, A-1
and A-19):

- ``cards`` (S-1, section 2.1): the 8 cards every type has, values and dice icons;
- ``board`` (DG-3, DG-7, DG-9): a room, its 3 cards and dice, spaces 1 to 4 with their
  flashlights;
- ``rooms`` (DG-20 to DG-25): the six rooms, two to a board, and what each does;
- ``haunting`` (DG-7, DG-9, A-1): the dice of the Nursery and the ghosts each meeple gains;
- ``claims`` (DG-10, A-1): who takes a card first, top space first, and the last card;
- ``curses`` (DG-30 to DG-41): the twelve types, picture, name and effect;
- ``penalty`` (DG-15, A-19): the most ghosts pay half as curses, ties all pay.

Transparent, for the parchment reader; labels from the string table, fitted to their
boxes; every colour goes with a shape or a word.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.table.art import CURSE_STYLE, card_surface, die_face, draw_lamp
from ghostparlor.games.dont_go_in_there.table.learn import room_rule
from ghostparlor.games.dont_go_in_there.table.pictures import curse_picture
from ghostparlor.ui import get_assets
from ghostparlor.ui.text import draw_lines
from ghostparlor.ui.tokens import Marker, draw_marker

D = "dont_go_in_there.diagram."
INK = (46, 30, 38)
MUTED = (110, 86, 84)
GOOD = (40, 120, 70)
BAD = (170, 50, 40)
ROOM_FILL = (84, 66, 96)
SPACE_FILL = (62, 48, 74)
CARD = (80, 104)


def _canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(300, width), height), pygame.SRCALPHA)


def _text(surface, text: str, rect: pygame.Rect, size="small", colour=INK, weight="regular", align="left", lines: int = 2,
          valign: str = "top") -> pygame.Rect:
    return draw_lines(surface, text, rect, size=size, colour=colour, weight=weight, align=align, max_lines=lines,
                      valign=valign)


def _one(surface, text: str, pos, width: int, size="small", colour=INK, weight="bold", anchor="midleft") -> pygame.Rect:
    image = get_assets().fit_text(text, width, size, colour, weight)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def _caption_h(text: str, width: int) -> int:
    """The height a caption takes at the current text size (up to 3 lines, body bold)."""
    assets = get_assets()
    lines, px = assets.fit_lines(text, max(100, width - 20), 3 * assets.line_height("body", "bold"), "body", "bold", None, 3)
    return len(lines) * assets.line_height(px, "bold") + 4


def _with_caption(surface: pygame.Surface, text: str, top: int) -> pygame.Surface:
    """``surface`` grown to hold ``text`` under ``top``, the caption drawn."""
    h = _caption_h(text, surface.get_width())
    if top + h > surface.get_height():
        grown = pygame.Surface((surface.get_width(), top + h), pygame.SRCALPHA)
        grown.blit(surface, (0, 0))
        surface = grown
    _caption(surface, text, top)
    return surface


def _caption(surface, text: str, top: int) -> None:
    _text(surface, text, pygame.Rect(10, top, surface.get_width() - 20, surface.get_height() - top - 2), "body", INK,
          "bold", "center", 3)


def _card(game, card: str, size=CARD) -> pygame.Surface:
    return card_surface(card, *size)


def _cards_of(game, curse: str) -> list[str]:
    return [f"{curse}_{v}" for v in game.values]


def _type(game, *wanted: str) -> str:
    """The first of ``wanted`` that the content has (else its first type)."""
    for curse in wanted:
        if curse in game.type_index:
            return curse
    return game.type_ids[0]


def _dice(game, cards: list[str]) -> int:
    return sum(game.dice_of[game.kind_of[c]] for c in cards)


def _spaces(surface, game, rect: pygame.Rect, meeples: dict[int, int] | None = None, row_h: int = 30,
            tags: dict[int, tuple[str, tuple]] | None = None) -> list[pygame.Rect]:
    """Spaces 1..4 of a room, top to bottom, with their flashlights; ``meeples``: space ->
    seat of a marker drawn on it; ``tags``: space -> (words, colour) after the flashlights."""
    assets = get_assets()
    out = []
    for s in range(1, game.spaces + 1):
        r = pygame.Rect(rect.x, rect.y + (s - 1) * (row_h + 3), rect.w, row_h)
        pygame.draw.rect(surface, SPACE_FILL, r, border_radius=6)
        pygame.draw.rect(surface, INK, r, 1, border_radius=6)
        c = (r.x + row_h // 2 + 2, r.centery)
        pygame.draw.circle(surface, (24, 16, 30), c, row_h // 2 - 3)
        num = assets.text(str(s), max(11, row_h // 2), (240, 232, 246), "bold")
        surface.blit(num, num.get_rect(center=c))
        lights = game.flashlights[s - 1]
        lamp, pitch = max(6, row_h * 9 // 32), max(11, row_h * 20 // 32)
        for i in range(lights):
            draw_lamp(surface, (r.x + row_h + 4 + i * pitch, r.centery), lamp)
        if tags and s in tags:
            words, colour = tags[s]
            x = r.x + row_h + 8 + lights * pitch
            _one(surface, words, (x, r.centery), r.right - x - row_h - 4, "small", colour, "bold")
        if meeples and s in meeples:
            draw_marker(surface, Marker(seat=meeples[s]), (r.right - row_h // 2 - 2, r.centery), row_h // 2 - 4)
        out.append(r)
    return out


def _room(surface, game, rect: pygame.Rect, room: str, cards: list[str], card_size=(64, 83)) -> tuple[list[pygame.Rect], int]:
    """A room board: its name, its cards in slots 1..3 (and the dice they give); returns the
    slots' rects and the y under them."""
    pygame.draw.rect(surface, ROOM_FILL, rect, border_radius=12)
    pygame.draw.rect(surface, INK, rect, 2, border_radius=12)
    _one(surface, game.room_name(room), (rect.x + 12, rect.y + 16), rect.w // 2, "body", (240, 214, 150), "bold")
    if cards:
        words = t(D + "dice", n=_dice(game, cards))
        _one(surface, words, (rect.right - 10, rect.y + 16), rect.w // 2 - 20, "small", (240, 232, 246), "bold", "midright")
    slots = []
    gap = 8
    total = 3 * card_size[0] + 2 * gap
    x0 = rect.centerx - total // 2
    for i in range(3):
        r = pygame.Rect(x0 + i * (card_size[0] + gap), rect.y + 32, *card_size)
        if i < len(cards) and cards[i]:
            surface.blit(_card(game, cards[i], card_size), r)
        else:
            pygame.draw.rect(surface, (0, 0, 0, 50), r, border_radius=6)
        slots.append(r)
    return slots, rect.y + 32 + card_size[1] + 8


# --- the diagrams --------------------------------------------------------------------------------


def draw_cards(game, width: int) -> pygame.Surface:
    """S-1, section 2.1: one type's 8 cards, two of each value (from the card template)."""
    curse = _type(game, "mirror")
    cards = _cards_of(game, curse)
    surface = _canvas(width, 196)
    w = surface.get_width()
    step = min(150, (w - 40) // len(cards))
    x0 = (w - step * (len(cards) - 1) - CARD[0]) // 2
    for i, card in enumerate(cards):
        x = x0 + i * step
        for back in (1,):  # the second copy, under the first
            pygame.draw.rect(surface, (150, 132, 110), pygame.Rect(x + 6 * back, 6 - 4 * back + 4, *CARD), border_radius=8)
        surface.blit(_card(game, card), (x, 6))
        copies = game.copies[game.values.index(int(card.rpartition("_")[2]))]
        _one(surface, t(D + "copies", n=copies), (x + CARD[0] // 2 + 3, 6 + CARD[1] + 14), step - 8, "small", INK,
             "bold", "center")
    return _with_caption(surface, t(D + "cards_caption"), 6 + CARD[1] + 30)


def draw_board(game, width: int) -> pygame.Surface:
    """DG-3, DG-7, DG-9: a room with its cards and dice, and spaces 1..4 with their flashlights."""
    surface = _canvas(width, 330)
    w = surface.get_width()
    room = game.room_ids[0]
    cards = [f"{_type(game, 'ring')}_{game.values[0]}", f"{_type(game, 'twin')}_{game.values[2]}",
             f"{_type(game, 'doll')}_{game.values[1]}"]
    board = pygame.Rect(20, 6, min(320, w // 2 - 20), 318)
    slots, y = _room(surface, game, board, room, cards, (80, 104))
    spaces = _spaces(surface, game, pygame.Rect(board.x + 10, y + 6, board.w - 20, 36), row_h=36)
    # the labels: what the cards give, what each space has
    x = board.right + 30
    label_w = w - x - 10
    top = slots[0]
    pygame.draw.line(surface, INK, (board.right - 8, top.centery), (x - 6, top.centery), 2)
    _text(surface, t(D + "board_cards", dice=_dice(game, cards), cards=len(cards)),
          pygame.Rect(x, top.y, label_w, top.h), "small", INK, "regular", "left", 4, "middle")
    for s, r in enumerate(spaces, start=1):
        lights = game.flashlights[s - 1]
        key = "space_top" if s == 1 else "space_bottom" if s == len(spaces) else "space"
        pygame.draw.line(surface, MUTED, (r.right + 2, r.centery), (x - 6, r.centery), 1)
        _one(surface, t(D + key, n=s, lights=t(D + "lights", n=lights)), (x, r.centery), label_w, "small", INK, "bold")
    return surface


def _pic_w(room: str) -> int:
    return 92 if room in ("library", "secret_passage") else 80


def _room_cell_h(game, room: str, col_w: int) -> int:
    """The height the room's words need beside its picture (at least 172 px)."""
    assets = get_assets()
    width = col_w - _pic_w(room) - 10 - 14
    lines = assets.wrap(room_rule(game, room), width, "small", trial=True)
    return max(172, 36 + len(lines) * assets.line_height("small") + 4)


def _room_cell(surface, game, rect: pygame.Rect, room: str) -> None:
    """One room of the ``rooms`` diagram: its name, a small picture of where its rule acts,
    and the rule in words (numbers from the content)."""
    assets = get_assets()
    pygame.draw.rect(surface, (236, 222, 192), rect, border_radius=10)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=10)
    _one(surface, game.room_name(room), (rect.x + 10, rect.y + 14), rect.w - 20, "body", INK, "bold")
    pic = pygame.Rect(rect.x + 10, rect.y + 30, _pic_w(room), rect.h - 40)
    r = game.rooms[game.room_index[room]]
    if room in ("attic", "nursery"):
        s = r["space"]
        tag = ("+" if room == "attic" else "−") + str(r.get("ghosts", r.get("discard", 1)))
        rows = _spaces(surface, game, pygame.Rect(pic.x, pic.y, pic.w - 26, 20), row_h=20)
        hit = rows[s - 1]
        pygame.draw.rect(surface, GOOD if room == "nursery" else BAD, hit.inflate(4, 4), 2, border_radius=6)
        _one(surface, tag, (hit.right + 3, hit.centery), pic.right - hit.right - 3, "small", INK, "bold", "midleft")
    elif room in ("basement", "hallway"):
        size = 22
        a = die_face("ghost", size)
        b = die_face("blank", size)
        surface.blit(a, (pic.x + 4, pic.y + 10))
        arrow_y = pic.y + 10 + size // 2
        pygame.draw.line(surface, INK, (pic.x + size + 8, arrow_y), (pic.x + size + 18, arrow_y), 3)
        pygame.draw.polygon(surface, INK, [(pic.x + size + 24, arrow_y), (pic.x + size + 17, arrow_y - 5), (pic.x + size + 17, arrow_y + 5)])
        surface.blit(b if room == "hallway" else a, (pic.x + size + 28, pic.y + 10))
        if room == "basement":  # all the dice again
            surface.blit(b, (pic.x + size + 28, pic.y + 14 + size))
            surface.blit(a, (pic.x + 4, pic.y + 14 + size))
    else:
        w = 28
        for i in range(3):
            slot = pygame.Rect(pic.x + i * (w + 4), pic.y + 6, w, 36)
            face_down = room == "secret_passage" and i == r.get("face_down_slot", 3) - 1
            pygame.draw.rect(surface, (58, 38, 72) if face_down else (244, 234, 210), slot, border_radius=4)
            pygame.draw.rect(surface, INK, slot, 1, border_radius=4)
            label = "?" if face_down else str(i + 1)
            img = assets.text(label, 13, (240, 214, 150) if face_down else INK, "bold")
            surface.blit(img, img.get_rect(center=slot.center))
            if room == "library":
                g = r["slot_ghosts"][i]
                if g:
                    _one(surface, f"{g:+d}", (slot.centerx, slot.bottom + 10), w + 6, "small", BAD if g > 0 else GOOD,
                         "bold", "center")
    words = room_rule(game, room)
    _text(surface, words, pygame.Rect(pic.right + 8, rect.y + 28, rect.right - pic.right - 14, rect.h - 32), "small",
          INK, "regular", "left", 12)


def draw_rooms(game, width: int) -> pygame.Surface:
    """DG-20 to DG-25: the three boards, each with its two rooms (the other side below)."""
    cols = len(game.boards)
    w = max(300, width)
    col_w = (w - 10 * (cols - 1)) // cols
    cell_h = max(_room_cell_h(game, game.room_ids[ri], col_w) for pair in game.boards for ri in pair)
    surface = _canvas(width, 2 * (cell_h + 8) + 24)
    for b, pair in enumerate(game.boards):
        x = b * (col_w + 10)
        _one(surface, t(D + "board_n", n=b + 1), (x + col_w // 2, 10), col_w, "small", MUTED, "bold", "center")
        for side, ri in enumerate(pair):
            cell = pygame.Rect(x, 22 + side * (cell_h + 8), col_w, cell_h)
            _room_cell(surface, game, cell, game.room_ids[ri])
        mid, y = x + col_w - 18, 22 + cell_h  # "turns over"
        pygame.draw.line(surface, INK, (mid, y - 4), (mid, y + 4), 2)
        pygame.draw.polygon(surface, INK, [(mid - 5, y + 3), (mid + 5, y + 3), (mid, y + 8)])
    return surface


def _example_cards(game) -> list[str]:
    """A-1: the Nursery holds Ring 1, Cat 3 and Doll 4 (other types when the content lacks them)."""
    return [f"{_type(game, 'ring')}_1", f"{_type(game, 'cat', 'clock')}_3", f"{_type(game, 'doll')}_4"]


def draw_haunting(game, width: int) -> pygame.Surface:
    """DG-7, DG-9, A-1: 4 dice (the icons of Ring 1, Cat 3, Doll 4), 3 ghosts; each meeple
    gains 3 minus its flashlights."""
    surface, cards, _, _, spaces, meeples, x = _example_room(game, width)
    w = surface.get_width()
    dice = _dice(game, cards)
    ghosts = min(3, dice)
    # the roll
    size = 40
    for i in range(dice):
        surface.blit(die_face("ghost" if i < ghosts else "blank", size), (x + i * (size + 8), 30))
    _one(surface, t(D + "rolled", dice=dice, ghosts=ghosts), (x, 30 + size + 14), w - x - 10, "small", INK, "bold")
    for s, r in enumerate(spaces, start=1):
        if s not in meeples:
            continue
        lights = game.flashlights[s - 1]
        gain = max(0, ghosts - lights)
        pygame.draw.line(surface, MUTED, (r.right + 2, r.centery), (x - 6, r.centery), 1)
        words = t(D + "gain", player=t(D + "player", n=meeples[s] + 1), ghosts=ghosts, lights=lights, gain=gain)
        draw_marker(surface, Marker(seat=meeples[s]), (x + 8, r.centery), 9)
        _one(surface, words, (x + 22, r.centery), w - x - 30, "small", INK, "bold")
    return _with_caption(surface, t(D + "haunting_caption"), 300)


def _example_room(game, width: int):
    """The worked example's room (A-1): its three cards and three meeples on spaces 1 to 3,
    drawn on the left of a new canvas; (canvas, cards, its room, slots, spaces, meeples, the x
    where the explanation starts)."""
    surface = _canvas(width, 330)
    cards = _example_cards(game)
    room = "nursery" if "nursery" in game.room_index else game.room_ids[0]
    board = pygame.Rect(20, 6, 300, 290)
    slots, y = _room(surface, game, board, room, cards)
    meeples = {1: 0, 2: 1, 3: 2}
    spaces = _spaces(surface, game, pygame.Rect(board.x + 10, y + 6, board.w - 20, 32), meeples, row_h=32)
    return surface, cards, room, slots, spaces, meeples, board.right + 30


def draw_claims(game, width: int) -> pygame.Surface:
    """DG-10, A-1: Player 1 (space 1) chooses first, Player 2 next, Player 3 gets the last card;
    then the board turns over."""
    surface, cards, room, slots, spaces, meeples, x = _example_room(game, width)
    w = surface.get_width()
    keys = ["pick_first", "pick_second", "pick_last"]
    order = sorted(meeples)
    for rank, s in enumerate(order):
        r = spaces[s - 1]
        badge = (x + 12, r.centery)
        pygame.draw.circle(surface, (240, 214, 150), badge, 12)
        pygame.draw.circle(surface, INK, badge, 12, 2)
        num = get_assets().text(str(rank + 1), 14, INK, "bold")
        surface.blit(num, num.get_rect(center=badge))
        pygame.draw.line(surface, MUTED, (r.right + 2, r.centery), (x - 2, r.centery), 1)
        key = keys[min(rank, 2)] if rank < len(order) - 1 else "pick_last"
        _one(surface, t(D + key, player=t(D + "player", n=meeples[s] + 1)), (x + 30, r.centery), w - x - 40, "small", INK, "bold")
    empty = [s for s in range(1, game.spaces + 1) if s not in meeples]
    if empty:
        r = spaces[empty[0] - 1]
        _one(surface, t(D + "empty"), (x + 30, r.centery), w - x - 40, "small", MUTED, "regular")
    # the flip, above the labels
    other = game.room_name(game.room_ids[game.other_side[game.room_index[room]]])
    _text(surface, t(D + "flip", room=game.room_name(room), other=other, cards=game.cards_per_room),
          pygame.Rect(x, slots[0].y, w - x - 10, slots[0].h), "small", INK, "regular", "left", 4, "middle")
    return _with_caption(surface, t(D + "claims_caption"), 300)


def draw_curses(game, width: int) -> pygame.Surface:
    """DG-30 to DG-41: the twelve types, picture, name, when it acts and what it does."""
    from ghostparlor.games.dont_go_in_there.play.goals import card_line

    types = list(game.type_ids)
    cols = 3 if width >= 600 else 2
    rows = -(-len(types) // cols)
    cell_h = 76
    surface = _canvas(width, rows * cell_h + 4)
    w = surface.get_width()
    col_w = (w - 8 * (cols - 1)) // cols
    for i, curse in enumerate(types):
        col, row = i % cols, i // cols
        cell = pygame.Rect(col * (col_w + 8), row * cell_h, col_w, cell_h - 6)
        colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
        pygame.draw.rect(surface, (236, 222, 192), cell, border_radius=8)
        pygame.draw.rect(surface, colour, cell, 2, border_radius=8)
        pic = curse_picture(curse, 54)
        surface.blit(pic, pic.get_rect(midleft=(cell.x + 6, cell.centery)))
        tx = cell.x + 66
        when = t(D + ("when_end" if game.curse_params[curse].get("timing") == "end" else "when_taken"))
        name = _one(surface, game.curse_name(curse), (tx, cell.y + 13), cell.right - tx - 8, "small", INK, "bold")
        _one(surface, when, (cell.right - 8, cell.y + 13), max(10, cell.right - name.right - 16), "small", MUTED, "regular",
             "midright")
        _text(surface, str(card_line(game, curse)), pygame.Rect(tx, cell.y + 24, cell.right - tx - 8, cell.h - 26), "small",
              INK, "regular", "left", 2)
    return surface


def draw_penalty(game, width: int) -> pygame.Surface:
    """DG-15, A-19: ghosts 9, 9 and 4: the two with the most gain 9 ÷ 2 = 4 curses each."""
    from ghostparlor.games.dont_go_in_there.table.art import _ghost

    ghosts = [9, 9, 4]
    top = max(ghosts)
    divisor = game.penalty_divisor
    surface = _canvas(width, 150)
    w = surface.get_width()
    col_w = (w - 20) // len(ghosts)
    for i, g in enumerate(ghosts):
        cx = 10 + i * col_w + col_w // 2
        draw_marker(surface, Marker(seat=i), (cx - 46, 24), 11)
        _one(surface, t(D + "player", n=i + 1), (cx - 30, 24), col_w - 60, "small", INK, "bold")
        _ghost(surface, (cx - 24, 64), 12, (244, 240, 252), INK)
        _one(surface, t(D + "ghosts", n=g), (cx - 6, 66), col_w // 2 + 20, "body", INK, "bold")
        pays = g == top and top > 0
        words = t(D + "pays", curses=top // divisor) if pays else t(D + "pays_not")
        mark = (cx - 30, 104)
        pygame.draw.circle(surface, BAD if pays else GOOD, mark, 9)
        if pays:  # a plus: a shape as well as a colour
            pygame.draw.line(surface, (255, 255, 255), (mark[0] - 5, mark[1]), (mark[0] + 5, mark[1]), 2)
            pygame.draw.line(surface, (255, 255, 255), (mark[0], mark[1] - 5), (mark[0], mark[1] + 5), 2)
        else:
            pygame.draw.line(surface, (255, 255, 255), (mark[0] - 5, mark[1]), (mark[0] + 5, mark[1]), 2)
        _one(surface, words, (cx - 16, 104), col_w - 30, "small", BAD if pays else GOOD, "bold")
    return _with_caption(surface, t(D + "penalty_caption", top=top, divisor=divisor, curses=top // divisor), 122)


DIAGRAMS = {"cards": draw_cards, "board": draw_board, "rooms": draw_rooms, "haunting": draw_haunting,
            "claims": draw_claims, "curses": draw_curses, "penalty": draw_penalty}
