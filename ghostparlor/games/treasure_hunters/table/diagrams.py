"""Diagrams of the Treasure Hunters rules reader, drawn from the game's own content: the
house is the board graph of ``data/games/treasure_hunters.yaml`` (rooms, hallway squares,
doors and their colours, the front door, the jewel rooms and the ghosts' start rooms), the
cards are the deck's own, the dice faces the content's battle die.

- ``board`` (section 2.3, D-13): the house, with a legend (each door kind has a shape as
  well as a colour: blue doors are solid, green doors striped, doors between rooms thin);
- ``cards`` (TH-2 to TH-6): the ghost-card cycle: draw pile -> a ghost in the room of the
  card's letter -> discard pile; the Shuffle card puts every card back; a haunted room
  passes its ghost on; the third ghost makes a haunting;
- ``moving`` (TH-7 to TH-10): a roll of 3 from outside, counted space by space, with a
  teammate on a hallway square that can be passed but not ended on;
- ``fight`` (TH-15, TH-16): the battle die's faces, a fight with two pawns, un-haunting.

Transparent, for the parchment reader; labels from the string table, fitted to their boxes.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.ui import get_assets

INK = (46, 30, 38)
MUTED = (110, 86, 84)
ACCENT = (132, 58, 34)
ROOM = (226, 210, 180)
JEWEL_ROOM = (236, 204, 196)
HALL = (204, 182, 146)
HALL_EDGE = (150, 120, 90)
OUTSIDE = (176, 208, 176)
JEWEL_LETTER = (200, 44, 44)
DOOR = {"blue": (52, 108, 210), "green": (34, 140, 66), "none": (140, 96, 56)}
FRONT = (214, 150, 30)
GOOD = (40, 120, 70)
D = "treasure_hunters.diagram."
MIN_PX = 13  # no text smaller (scene_art.MIN_PX)


def _canvas(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(320, width), height), pygame.SRCALPHA)


def _text(surface, text: str, rect: pygame.Rect, colour=INK, weight="regular", size="small", align="left",
          max_lines: int = 3, valign: str = "top") -> pygame.Rect:
    """``text`` wrapped into ``rect`` (shrunk to fit, never split in a word)."""
    from ghostparlor.ui.text import draw_lines

    return draw_lines(surface, text, rect, size=size, colour=colour, weight=weight, align=align, max_lines=max_lines,
                      valign=valign)


def _arrow(surface, start, end, colour=INK, width: int = 3) -> None:
    import math

    pygame.draw.line(surface, colour, start, end, width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    k = 11
    left = (end[0] - k * math.cos(angle - 0.45), end[1] - k * math.sin(angle - 0.45))
    right = (end[0] - k * math.cos(angle + 0.45), end[1] - k * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, colour, [end, left, right])


# --- the house ---------------------------------------------------------------------------
def _cells(board, nid: str) -> list[tuple[int, int]]:
    if nid in board.rects:
        x, y, w, h = board.rects[nid]
        return [(x + i, y + j) for i in range(w) for j in range(h)]
    return [tuple(board.xy[nid])]


def _node_rect(board, nid: str, origin, cell: int) -> pygame.Rect:
    x0, y0 = origin
    if nid in board.rects:
        x, y, w, h = board.rects[nid]
        return pygame.Rect(x0 + x * cell, y0 + y * cell, w * cell, h * cell)
    x, y = board.xy[nid]
    return pygame.Rect(x0 + x * cell, y0 + y * cell, cell, cell)


def _door_line(board, a: str, b: str, origin, cell: int):
    """The door between ``a`` and ``b`` on their shared cell edge (the middle one)."""
    cb = set(_cells(board, b))
    pairs = [((x, y), (dx, dy)) for x, y in _cells(board, a) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
             if (x + dx, y + dy) in cb]
    x0, y0 = origin
    if not pairs:
        return _node_rect(board, a, origin, cell).center, _node_rect(board, b, origin, cell).center
    (x, y), (dx, dy) = pairs[len(pairs) // 2]
    half = cell * 0.34
    if dx:
        ex = x0 + (x + (1 if dx > 0 else 0)) * cell
        cy = y0 + y * cell + cell / 2
        return (ex, cy - half), (ex, cy + half)
    ey = y0 + (y + (1 if dy > 0 else 0)) * cell
    cx = x0 + x * cell + cell / 2
    return (cx - half, ey), (cx + half, ey)


def draw_door(surface, p0, p1, colour: str, cell: int) -> None:
    """A door: blue solid, green striped (white ticks across it), room-to-room thin and brown;
    each with a dark edge so it reads on any fill."""
    rgb = DOOR.get(colour, DOOR["none"])
    width = max(4, cell // 6) if colour != "none" else max(3, cell // 9)
    pygame.draw.line(surface, (30, 20, 24), p0, p1, width + 4)
    pygame.draw.line(surface, rgb, p0, p1, width)
    if colour == "green":
        n = 4
        for i in range(1, n):
            f = i / n
            mx, my = p0[0] + (p1[0] - p0[0]) * f, p0[1] + (p1[1] - p0[1]) * f
            if p0[0] == p1[0]:
                pygame.draw.line(surface, (240, 250, 240), (mx - width // 2, my), (mx + width // 2, my), 2)
            else:
                pygame.draw.line(surface, (240, 250, 240), (mx, my - width // 2), (mx, my + width // 2), 2)


def draw_house(surface, game, origin, cell: int, *, start_ghosts: bool = True, jewels: bool = True,
               squares: bool = True) -> dict[str, pygame.Rect]:
    """The board graph drawn on parchment; returns each node's rect."""
    from ghostparlor.games.treasure_hunters.table.art import draw_ghost, draw_jewel

    assets = get_assets()
    b = game.board
    rects = {nid: _node_rect(b, nid, origin, cell) for nid in b.node_ids}
    for sid in b.hall_ids:
        r = rects[sid].inflate(-2, -2)
        pygame.draw.rect(surface, HALL, r, border_radius=3)
        pygame.draw.rect(surface, HALL_EDGE, r, 1, border_radius=3)
        if squares and cell >= 34:
            img = assets.fit_text(sid, cell - 4, MIN_PX, MUTED, "bold", MIN_PX)
            surface.blit(img, img.get_rect(topleft=(r.x + 3, r.y + 2)))
    out = rects[b.out_id].inflate(-2, -2)
    pygame.draw.rect(surface, OUTSIDE, out, border_radius=5)
    pygame.draw.rect(surface, GOOD, out, 2, border_radius=5)
    for r, rid in enumerate(b.room_ids):
        rect = rects[rid].inflate(-3, -3)
        jewel_room = r in b.jewel_rooms
        pygame.draw.rect(surface, JEWEL_ROOM if jewel_room else ROOM, rect, border_radius=6)
        pygame.draw.rect(surface, INK, rect, 2, border_radius=6)
        letter = assets.text(rid, max(14, min(30, int(cell * 0.6))), JEWEL_LETTER if jewel_room else INK, "title")
        surface.blit(letter, (rect.x + 5, rect.y + 1))
        if jewels and jewel_room:
            jr = max(5, min(11, cell // 4))
            draw_jewel(surface, (rect.x + jr + 6, rect.bottom - jr - 6), jr)
        if start_ghosts and r in b.ghost_start:
            gr = max(5, min(9, cell // 5))
            draw_ghost(surface, (rect.right - gr - 6, rect.y + gr + 6), gr)
    for a, c, col in b.doors:
        p0, p1 = _door_line(b, b.node_ids[a], b.node_ids[c], origin, cell)
        draw_door(surface, p0, p1, b.colours[col], cell)
    p0, p1 = _door_line(b, b.out_id, b.node_ids[b.front_square], origin, cell)
    pygame.draw.line(surface, (30, 20, 24), p0, p1, max(4, cell // 6) + 4)
    pygame.draw.line(surface, FRONT, p0, p1, max(4, cell // 6))
    return rects


def _house_cell(game, width: int, height: int) -> int:
    b = game.board
    w, h = b.grid
    ox, oy = b.xy[b.out_id]
    gw, gh = max(w, ox + 1), max(h, oy + 1)
    return max(16, min(width // gw, height // gh))


def draw_board(game, width: int) -> pygame.Surface:
    from ghostparlor.games.treasure_hunters.table.art import draw_ghost, draw_jewel

    assets = get_assets()
    surface = _canvas(width, 900)
    w = surface.get_width()
    legend_w = max(200, min(300, w // 3))
    cell = _house_cell(game, w - legend_w - 30, 430)
    b = game.board
    rects = draw_house(surface, game, (6, 4), cell)
    out = rects[b.out_id]
    word = assets.fit_text(t(D + "outside"), out.x - 10, "small", GOOD, "bold")
    surface.blit(word, word.get_rect(midright=(out.x - 6, out.centery)))
    # the legend: a sample of each thing beside its words
    house_right = max(r.right for r in rects.values())
    x = house_right + 24
    tw = w - x - 40 - 6
    y = 8
    line = assets.line_height("small")
    items = [
        ("jewel", t(D + "jewel_room")),
        ("ghost", t(D + "ghost_start")),
        ("hall", t(D + "hallway")),
        ("blue", t(D + "door_blue")),
        ("green", t(D + "door_green")),
        ("none", t(D + "door_rooms")),
        ("front", t(D + "front_door")),
    ]
    for kind, words in items:
        icon = pygame.Rect(x, y + 2, 30, 30)
        if kind == "jewel":
            letter = assets.text("A", 22, JEWEL_LETTER, "title")
            surface.blit(letter, letter.get_rect(midleft=(icon.x, icon.centery)))
            draw_jewel(surface, (icon.x + 22, icon.centery + 4), 7)
        elif kind == "ghost":
            draw_ghost(surface, icon.center, 9)
        elif kind == "hall":
            pygame.draw.rect(surface, HALL, icon.inflate(-4, -4), border_radius=3)
            pygame.draw.rect(surface, HALL_EDGE, icon.inflate(-4, -4), 1, border_radius=3)
        elif kind == "front":
            pygame.draw.line(surface, (30, 20, 24), (icon.x + 2, icon.centery), (icon.right - 2, icon.centery), 10)
            pygame.draw.line(surface, FRONT, (icon.x + 2, icon.centery), (icon.right - 2, icon.centery), 6)
        else:
            draw_door(surface, (icon.x + 2, icon.centery), (icon.right - 2, icon.centery), kind, 36)
        used = _text(surface, words, pygame.Rect(x + 40, y, tw, 4 * line + 4), INK, "regular", "small", "left", 4)
        y = max(y + 36, used.bottom + 10)
    caption = t(D + "board_caption")
    cap_h = _lines_h(caption, w - x - 6, "regular", 6)
    _text(surface, caption, pygame.Rect(x, y + 4, w - x - 6, cap_h + 2), MUTED, "regular", "small", "left", 6)
    house_bottom = max(r.bottom for r in rects.values())
    return _crop(surface, max(house_bottom, y + 4 + cap_h) + 8)


# --- the ghost-card cycle ----------------------------------------------------------------
CARD = (62, 86)


def _card(surface, game, card: str | None, rect: pygame.Rect) -> None:
    """A card: face down (None), a letter card, or the Shuffle card, as the table draws them."""
    from ghostparlor.games.treasure_hunters.table.art import draw_ghost

    assets = get_assets()
    if card is None:
        pygame.draw.rect(surface, (74, 54, 92), rect, border_radius=7)
        pygame.draw.rect(surface, (214, 170, 80), rect, 2, border_radius=7)
        draw_ghost(surface, (rect.centerx, rect.centery - 4), 11)
        return
    pygame.draw.rect(surface, (250, 244, 228), rect, border_radius=7)
    pygame.draw.rect(surface, INK, rect, 2, border_radius=7)
    b = game.board
    if card in b.room_ids:
        jewel = b.room_ids.index(card) in b.jewel_rooms
        img = assets.text(card, 36, JEWEL_LETTER if jewel else INK, "title")
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 8)))
        draw_ghost(surface, (rect.centerx, rect.bottom - 16), 6, (120, 200, 130), (30, 50, 34))
    else:
        import math

        c = (rect.centerx, rect.y + 30)
        for k in range(2):  # two arrows chasing each other round: "shuffle"
            start = math.pi * k + 0.3
            pts = [(c[0] + 14 * math.cos(start + i * 0.25), c[1] + 14 * math.sin(start + i * 0.25)) for i in range(10)]
            pygame.draw.lines(surface, ACCENT, False, pts, 3)
            end = pts[-1]
            ang = start + 9 * 0.25 + math.pi / 2
            pygame.draw.polygon(surface, ACCENT, [(end[0] + 6 * math.cos(ang), end[1] + 6 * math.sin(ang)),
                                                  (end[0] + 5 * math.cos(ang + 2.3), end[1] + 5 * math.sin(ang + 2.3)),
                                                  (end[0] + 5 * math.cos(ang - 2.3), end[1] + 5 * math.sin(ang - 2.3))])
        from ghostparlor.ui.text import draw_lines

        draw_lines(surface, t("treasure_hunters.ui.card_short.shuffle"), pygame.Rect(rect.x + 2, rect.y + 48, rect.w - 4, rect.h - 50),
                   size=MIN_PX, colour=INK, weight="bold", align="center", max_lines=2, min_size=MIN_PX)


def _mini_room(surface, game, rid: str, rect: pygame.Rect, ghosts: int, haunted: bool = False, pawns: int = 0) -> None:
    from ghostparlor.games.treasure_hunters.table.art import draw_ghost, draw_haunt_marker

    assets = get_assets()
    b = game.board
    jewel = rid in b.room_ids and b.room_ids.index(rid) in b.jewel_rooms
    pygame.draw.rect(surface, (214, 178, 204) if haunted else (JEWEL_ROOM if jewel else ROOM), rect, border_radius=6)
    pygame.draw.rect(surface, (170, 40, 50) if haunted else INK, rect, 2, border_radius=6)
    letter = assets.text(rid, 24, JEWEL_LETTER if jewel else INK, "title")
    surface.blit(letter, (rect.x + 5, rect.y + 1))
    if haunted:
        draw_haunt_marker(surface, (rect.right - 16, rect.y + 16), 11)
    for i in range(ghosts):
        draw_ghost(surface, (rect.right - 14 - i * 22, rect.y + 16), 8)
    for i in range(pawns):
        _pawn(surface, (rect.x + 18 + i * 26, rect.bottom - 16), ("red", "yellow", "blue", "green")[i % 4])


def _pawn(surface, centre, colour: str) -> None:
    from ghostparlor.games.treasure_hunters.table.art import PAWN_RGB

    assets = get_assets()
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, (30, 20, 24), (x, y), 12)
    pygame.draw.circle(surface, PAWN_RGB.get(colour, (200, 200, 200)), (x, y), 10)
    initial = t(f"treasure_hunters.colour.{colour}")[:1].upper()
    img = assets.text(initial, 13, (255, 255, 255) if colour in ("red", "blue", "green") else INK, "bold")
    surface.blit(img, img.get_rect(center=(x, y)))


def _stack(surface, game, cards: list, x: int, y: int, step: int = 6) -> pygame.Rect:
    rect = pygame.Rect(x, y, *CARD)
    for i, card in enumerate(cards):
        rect = pygame.Rect(x + i * step, y - i * step // 2, *CARD)
        _card(surface, game, card, rect)
    return pygame.Rect(x, y - (len(cards) - 1) * step // 2, CARD[0] + (len(cards) - 1) * step, CARD[1] + (len(cards) - 1) * step // 2)


def _lines_h(text: str, width: int, weight: str = "regular", max_lines: int = 3) -> int:
    """The height ``text`` takes wrapped into ``width`` at the small size (as ``_text`` draws it)."""
    assets = get_assets()
    lines, px = assets.fit_lines(text, width, max_lines * assets.line_height("small", weight), "small", weight, None, max_lines)
    return len(lines) * assets.line_height(px, assets.weight_for(text, weight))


def _crop(surface: pygame.Surface, bottom: int) -> pygame.Surface:
    return surface.subsurface((0, 0, surface.get_width(), max(1, min(surface.get_height(), bottom)))).copy()


def draw_cards(game, width: int) -> pygame.Surface:
    """The cycle: draw pile -> the card -> a ghost in its room; the card to the discard pile;
    the Shuffle card puts every card back. Then the two turns of a ghost's road: a haunted
    room passes it on (TH-4), a room's third ghost makes a haunting (TH-5). Laid out from
    the measured words, top down."""
    assets = get_assets()
    surface = _canvas(width, 900)
    w = surface.get_width()
    b = game.board
    letters = [c for c in game.card_ids if c in b.room_ids]
    shuffle = next((c for c in game.card_ids if c not in b.room_ids and c.upper() == "SHUFFLE"), None)
    # the letters of the example: a jewel room for the card, the next letter for the overflow
    card = letters[9] if len(letters) > 9 else letters[-1]
    nxt = b.room_ids[(b.room_ids.index(card) + 1) % len(b.room_ids)]
    col = (w - 20) // 4
    heads = [t(D + "draw_pile"), t(D + "roll_draws"), t(D + "ghost_to_room", letter=card), t(D + "discard_pile")]
    head_h = max(_lines_h(h, col - 10, "bold") for h in heads)
    for i, head in enumerate(heads):
        _text(surface, head, pygame.Rect(10 + i * col + 5, 4, col - 10, head_h + 2), INK, "bold", "small", "center", 3, "bottom")
    y = 4 + head_h + 12
    # 1. the draw pile
    pile = _stack(surface, game, [None, None, None], 10 + (col - CARD[0] - 12) // 2, y + 6)
    # 2. the card drawn
    card_rect = pygame.Rect(10 + col + (col - CARD[0]) // 2, y, *CARD)
    _card(surface, game, card, card_rect)
    _arrow(surface, (pile.right + 6, card_rect.centery), (card_rect.x - 8, card_rect.centery))
    # 3. its ghost goes to the room of its letter
    room = pygame.Rect(10 + 2 * col + 10, y + 4, col - 20, 80)
    _mini_room(surface, game, card, room, 1)
    plus = assets.text("+1", 16, ACCENT, "bold")
    surface.blit(plus, plus.get_rect(midright=(room.right - 30, room.y + 16)))
    _arrow(surface, (card_rect.right + 8, card_rect.centery), (room.x - 8, card_rect.centery))
    # 4. the card to the discard pile, face up
    discard = _stack(surface, game, [letters[0], letters[4], card], 10 + 3 * col + (col - CARD[0] - 12) // 2, y + 6)
    # the card's own way to the discard pile: under the room
    top = max(card_rect.bottom, room.bottom, discard.bottom) + 14
    pygame.draw.lines(surface, MUTED, False, [(card_rect.centerx, card_rect.bottom + 4), (card_rect.centerx, top),
                                              (discard.centerx, top)], 3)
    _arrow(surface, (discard.centerx, top), (discard.centerx, discard.bottom + 8), MUTED)
    label_w = discard.centerx - card_rect.centerx - 20
    label = t(D + "card_to_discard")
    label_h = _lines_h(label, label_w, "regular", 2)
    _text(surface, label, pygame.Rect(card_rect.centerx + 10, top + 6, label_w, label_h + 2), MUTED, "regular", "small", "center", 2)
    # 5. the Shuffle card brings every card back into the draw pile: a loop under the piles,
    # the card on it, its words under it
    sh_rect = pygame.Rect(w // 2 - CARD[0] // 2, top + 6 + label_h + 10, *CARD)
    loop_y = sh_rect.centery
    pygame.draw.lines(surface, ACCENT, False, [(discard.centerx + 14, discard.bottom + 4), (discard.centerx + 14, loop_y),
                                               (pile.centerx, loop_y)], 3)
    _arrow(surface, (pile.centerx, loop_y), (pile.centerx, pile.bottom + 8), ACCENT)
    _card(surface, game, shuffle, sh_rect)
    words_y = sh_rect.bottom + 8
    left_w, right_w = sh_rect.centerx - 20, w - sh_rect.centerx - 20
    back, anytime = t(D + "shuffle_back"), t(D + "shuffle_any")
    words_h = max(_lines_h(back, left_w, "bold"), _lines_h(anytime, right_w))
    _text(surface, back, pygame.Rect(10, words_y, left_w, words_h + 2), ACCENT, "bold", "small", "center", 3)
    _text(surface, anytime, pygame.Rect(sh_rect.centerx + 10, words_y, right_w, words_h + 2), ACCENT, "regular", "small", "center", 3)
    # the ghost's road: a haunted room passes it on; a third ghost makes a haunting
    y = words_y + words_h + 20
    pygame.draw.line(surface, (*MUTED, 120), (10, y - 10), (w - 10, y - 10), 1)
    half = (w - 30) // 2
    over, third = t(D + "overflow", letter=card, next=nxt), t(D + "third_ghost")
    road_h = max(_lines_h(over, half, "bold"), _lines_h(third, half, "bold"))
    _text(surface, over, pygame.Rect(10, y, half, road_h + 2), INK, "bold", "small", "left", 3)
    x2 = 20 + half
    _text(surface, third, pygame.Rect(x2, y, half, road_h + 2), INK, "bold", "small", "left", 3)
    a = pygame.Rect(16, y + road_h + 8, 88, 70)
    _mini_room(surface, game, card, a, 0, haunted=True)
    b2 = pygame.Rect(a.right + 60, a.y, 88, 70)
    _mini_room(surface, game, nxt, b2, 1)
    _arrow(surface, (a.right + 8, a.centery), (b2.x - 8, a.centery), ACCENT)
    c1 = pygame.Rect(x2 + 6, a.y, 88, 70)
    _mini_room(surface, game, letters[2], c1, 2)
    c2 = pygame.Rect(c1.right + 60, a.y, 88, 70)
    _mini_room(surface, game, letters[2], c2, 0, haunted=True)
    _arrow(surface, (c1.right + 8, c1.centery), (c2.x - 8, c1.centery), ACCENT)
    for left, right in ((a, b2), (c1, c2)):
        plus = assets.text("+1", 16, ACCENT, "bold")
        surface.blit(plus, plus.get_rect(midbottom=((left.right + right.x) // 2, left.centery - 4)))
    return _crop(surface, a.bottom + 6)


# --- moving --------------------------------------------------------------------------------
def draw_moving(game, width: int) -> pygame.Surface:
    """A roll of 3 from outside (TH-7, TH-8, TH-10): every place 3 spaces away or nearer can
    be reached (a ring), a teammate's hallway square can be walked through but not ended on
    (TH-9), and the way to the room at 3 is counted space by space."""
    from ghostparlor.games.treasure_hunters.rules.board import HALL as HALL_KIND, ROOM as ROOM_KIND

    assets = get_assets()
    surface = _canvas(width, 900)
    w = surface.get_width()
    b = game.board
    roll = 3
    start = b.out
    dist = b.distances(start, limit=roll)
    # the teammate stands on the front door's square's neighbour, on the way in
    first = b.front_square
    second = next((v for v, _ in b.adj[first] if b.kind[v] == HALL_KIND), first)
    target = next((n for n, d in sorted(dist.items(), key=lambda kv: (kv[1], kv[0])) if d == roll and b.kind[n] == ROOM_KIND), None)
    legend_w = max(220, min(320, w // 3))
    # the part of the house the roll can reach (one cell around it), drawn large
    reach = [n for n, d in dist.items() if d <= roll and n != second]
    cells = [c for n in dist for c in _cells(b, b.node_ids[n])]
    gw, gh = b.grid
    ox, oy = b.xy[b.out_id]
    x0 = max(0, min(x for x, _ in cells) - 1)
    x1 = min(max(gw, ox + 1) - 1, max(x for x, _ in cells) + 1)
    y0 = max(0, min(y for _, y in cells) - 1)
    y1 = min(max(gh, oy + 1) - 1, max(y for _, y in cells) + 1)
    cell = max(24, min(64, (w - legend_w - 30) // (x1 - x0 + 1), 400 // (y1 - y0 + 1)))  # the crop at most 400 high
    house = pygame.Surface((max(gw, ox + 1) * cell, max(gh, oy + 1) * cell), pygame.SRCALPHA)
    rects = draw_house(house, game, (0, 0), cell, start_ghosts=False, jewels=False, squares=True)
    for n in reach:
        r = rects[b.node_ids[n]].inflate(-6, -6)
        pygame.draw.rect(house, GOOD, r, 3, border_radius=6)
    # the way, numbered
    way = [start]
    if target is not None:
        from ghostparlor.games.treasure_hunters.table.pawns import route

        way = route(b, start, target, None, None, False) or [start]
    teammate = rects[b.node_ids[second]]
    for i, n in enumerate(way[1:], 1):
        r = rects[b.node_ids[n]]
        centre = (r.centerx, r.y + 15) if n == second else r.center
        pygame.draw.circle(house, (30, 20, 24), centre, 13)
        pygame.draw.circle(house, (250, 240, 220), centre, 11)
        img = assets.text(str(i), 15, INK, "bold")
        house.blit(img, img.get_rect(center=centre))
    out = rects[b.out_id]
    _pawn(house, out.center, "red")
    _pawn(house, (teammate.x + 15, teammate.bottom - 15), "yellow")
    # a cross on the teammate's square: no ending there
    cx, cy = teammate.right - 12, teammate.bottom - 13
    pygame.draw.line(house, (170, 40, 50), (cx - 6, cy - 6), (cx + 6, cy + 6), 3)
    pygame.draw.line(house, (170, 40, 50), (cx - 6, cy + 6), (cx + 6, cy - 6), 3)
    crop = pygame.Rect(x0 * cell, y0 * cell, (x1 - x0 + 1) * cell, (y1 - y0 + 1) * cell)
    surface.blit(house, (6, 4), crop)
    x = 6 + crop.w + 24
    tw = w - x - 6
    y = 8
    line = assets.line_height("small")
    items = [("ring", t(D + "reach", roll=roll)), ("num", t(D + "counted", room=b.node_ids[target] if target is not None else "")),
             ("cross", t(D + "occupied", square=b.node_ids[second]))]
    for kind, words in items:
        icon = pygame.Rect(x, y + 2, 28, 28)
        if kind == "ring":
            pygame.draw.rect(surface, GOOD, icon.inflate(-4, -4), 3, border_radius=6)
        elif kind == "num":
            pygame.draw.circle(surface, (30, 20, 24), icon.center, 12)
            pygame.draw.circle(surface, (250, 240, 220), icon.center, 10)
            img = assets.text("1", 14, INK, "bold")
            surface.blit(img, img.get_rect(center=icon.center))
        else:
            pygame.draw.line(surface, (170, 40, 50), (icon.x + 6, icon.y + 6), (icon.right - 6, icon.bottom - 6), 3)
            pygame.draw.line(surface, (170, 40, 50), (icon.x + 6, icon.bottom - 6), (icon.right - 6, icon.y + 6), 3)
        used = _text(surface, words, pygame.Rect(x + 38, y, tw - 38, 4 * line + 4), INK, "regular", "small", "left", 4)
        y = max(y + 34, used.bottom + 12)
    caption = t(D + "moving_caption")
    used = _text(surface, caption, pygame.Rect(x, y, tw, _lines_h(caption, tw, "regular", 7) + 2), MUTED, "regular", "small", "left", 7)
    height = min(surface.get_height(), max(crop.h + 10, used.bottom + 6))
    return surface.subsurface((0, 0, surface.get_width(), height)).copy()


# --- fighting ---------------------------------------------------------------------------------
def draw_fight(game, width: int) -> pygame.Surface:
    """The battle die's faces (from the content), a fight with two pawns in a room with two
    ghosts (TH-15: 2 dice, a ghost face removes a ghost, a haunting face does nothing), and a
    haunted room with two pawns (TH-16: any haunting face lifts the haunting)."""
    from ghostparlor.games.treasure_hunters.table.art import battle_face

    assets = get_assets()
    surface = _canvas(width, 900)
    w = surface.get_width()
    small = assets.line_height("small")
    faces = list(game.battle_faces)
    kinds = [f for f in ("ghost", "haunting", "blank") if f in faces] + [f for f in dict.fromkeys(faces) if f not in ("ghost", "haunting", "blank")]
    # the die's faces, grouped by kind, each group with its count in words
    _text(surface, t(D + "die_faces"), pygame.Rect(10, 4, w - 20, small + 4), INK, "bold", "small", "left", 1)
    x, y, size = 12, 10 + small + 4, 44
    group_w = (w - 24) // max(1, len(kinds))
    face_words = [t(D + f"face_{kind}", n=faces.count(kind)) if kind in ("ghost", "haunting", "blank") else kind for kind in kinds]
    faces_h = max(_lines_h(words, group_w - 10) for words in face_words)
    for g, kind in enumerate(kinds):
        gx = x + g * group_w
        n = faces.count(kind)
        for i in range(n):
            surface.blit(battle_face(kind, size), (gx + i * (size + 6), y))
        _text(surface, face_words[g], pygame.Rect(gx, y + size + 4, group_w - 10, faces_h + 2), INK, "regular", "small", "left", 3)
    y += size + faces_h + 20
    pygame.draw.line(surface, (*MUTED, 120), (10, y - 8), (w - 10, y - 8), 1)
    b = game.board
    half = (w - 30) // 2
    letters = b.room_ids
    # 1. two pawns fight two ghosts: 2 dice, ghost + haunting: one ghost goes
    bottom = y
    ex = [(letters[min(10, len(letters) - 1)], "fight_example", ("ghost", "haunting"), 2, False, 1, False),
          (letters[min(5, len(letters) - 1)], "unhaunt_example", ("blank", "haunting"), 0, True, 0, False)]
    for i, (rid, key, rolled, ghosts, haunted, after_ghosts, after_haunted) in enumerate(ex):
        x0 = 10 + i * (half + 10)
        title_h = max(_lines_h(t(D + k), half, "bold") for k in ("fight_example", "unhaunt_example"))
        _text(surface, t(D + key), pygame.Rect(x0, y, half, title_h + 2), INK, "bold", "small", "left", 3)
        ry = y + title_h + 10
        before = pygame.Rect(x0 + 4, ry, 100, 78)
        _mini_room(surface, game, rid, before, ghosts, haunted, pawns=2)
        dx = before.right + 16
        for k, face in enumerate(rolled):
            surface.blit(battle_face(face, 38), (dx + k * 44, before.centery - 19))
        after = pygame.Rect(dx + len(rolled) * 44 + 26, ry, 100, 78)
        _arrow(surface, (dx + len(rolled) * 44 + 2, before.centery), (after.x - 6, before.centery), ACCENT)
        _mini_room(surface, game, rid, after, after_ghosts, after_haunted, pawns=2)
        result = t(D + ("fight_result" if not haunted else "unhaunt_result"))
        res_h = _lines_h(result, half, "regular", 4)
        used = _text(surface, result, pygame.Rect(x0, before.bottom + 8, half, res_h + 2), MUTED, "regular", "small", "left", 4)
        bottom = max(bottom, used.bottom + 6, before.bottom + 8)
    return surface.subsurface((0, 0, w, min(surface.get_height(), bottom))).copy()


DIAGRAMS = {"board": draw_board, "cards": draw_cards, "moving": draw_moving, "fight": draw_fight}
