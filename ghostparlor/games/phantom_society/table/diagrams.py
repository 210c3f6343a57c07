"""The rules reader's diagrams for The Phantom Society, drawn from the game's own rules and
content (rules: docs/rules/phantom_society.md):

- ``tiles``: the four colours of room tiles, each with its symbol and name, and the marks a
  tile may carry on the table (known to be empty, a revealed ghost, a hidden ghost).
- ``reach``: how many squares reach each square of the manor before any removal (8 in the
  middle, 5 on an edge, 3 in a corner: PS-5), the reason for the placement advice (3.4).
- ``lines``: the eight lines from a ghost, scenario A-3: the red ghost on c3 with d3 and d4
  empty; the first tile on each line is a target (the rules' own ``ghost_targets``).
- ``damage``: the worked damage of scenario A-7, played by the rules: G1 devastates d4, H1
  searches a1, G2 devastates e2, H2 searches c3 (the red ghost): damage 5, 6, 9, 9; the
  ledger lines are the game's own log lines.
- ``bids``: the Master Game bid of scenario A-13 (48 against 37: team 1 plays the ghosts,
  target 37, worth 11 victory points), by the rules.

``lines_example``, ``damage_example`` and ``bid_example`` return what the rules computed, so
a test checks the pictures say what the rules do. Every colour carries its symbol too, and
every label comes from the string table (``phantom_society.diagram.*``), fitted to its box.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.table.board import GHOST_RGB, INK, draw_ghost, draw_room_tile, rgb, split_tile, symbol

D = "phantom_society.diagram."

# the spec's scenarios (section 6): four players, G1 owns red (c3) and blue (f6), G2 green (a6) and white (f1)
G1, H1, G2, H2 = 0, 1, 2, 3
GHOSTS = {"red": ("c3", G1, False), "blue": ("f6", G1, False), "green": ("a6", G2, False), "white": ("f1", G2, False)}
GHOST_TILES = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2"}


def _position(game, fixed=None, empty=(), **kw):
    from ghostparlor.games.phantom_society.rules.hand_positions import position

    tiles = dict(GHOST_TILES)
    tiles.update(fixed or {})
    return position(game, 4, tiles, empty, GHOSTS, **kw)


# --- the examples, computed by the rules ---------------------------------------------


@dataclass(frozen=True)
class LinesExample:
    ghost: str  # its square
    colour: str
    empty: tuple[str, ...]
    targets: tuple[str, ...]  # the rules' legal targets of the ghost
    blocked: tuple[str, ...]  # tiles on a line behind a target
    off_line: tuple[str, ...]  # squares on no line of the ghost
    state: object


def lines_example(game) -> LinesExample:
    """A-3: the red ghost on c3, d3 and d4 empty: its targets by ``game.ghost_targets``."""
    empty = ("d3", "d4")
    s = _position(game, empty=empty, slot="G1")
    c = game.colour_index["red"]
    sq = game.square_index["c3"]
    targets = tuple(sorted(game.square_names[q] for q in game.ghost_targets(s, c)))
    on_line = set()
    for ray in game.geo.rays[sq]:
        on_line.update(game.square_names[q] for q in ray)
    blocked = tuple(sorted(name for name in on_line if name not in targets and name not in empty))
    off = tuple(sorted(name for name in game.square_names if name not in on_line and name != "c3"))
    return LinesExample("c3", "red", empty, targets, blocked, off, s)


@dataclass(frozen=True)
class DamageStep:
    slot: str  # G1, H1, G2, H2
    kind: str  # devastate / hunt
    square: str
    tile: str
    added: int
    damage: int
    revealed: str  # the colour revealed, or ""
    ghost: str  # the ghost whose line reached a devastated tile ("" for a search)
    events: tuple


def damage_example(game) -> list[DamageStep]:
    """A-7 played by the rules: G1 devastates d4 (5), H1 searches a1 (1), G2 devastates e2 (3),
    H2 searches c3 (the red 4 with the red ghost): damage 5, 6, 9, 9."""
    from ghostparlor.games.phantom_society.rules import Devastate, Hunt, TileRemoved

    fixed = {"d4": "blue_5", "a1": "green_1", "e2": "red_3"}
    s = _position(game, fixed=fixed, slot="G1", damage=0)
    steps = []
    for slot, action in (("G1", Devastate("d4")), ("H1", Hunt("a1")), ("G2", Devastate("e2")), ("H2", Hunt("c3"))):
        ghost = ""
        if isinstance(action, Devastate):
            seat = game.to_move(s)
            for c, colour in enumerate(game.colours):
                if s.owner[c] == seat and not s.revealed[c] and \
                        game.square_index[action.square] in game.ghost_targets(s, c):
                    ghost = colour
        events = tuple(game.apply(s, action))
        removed = next(e for e in events if isinstance(e, TileRemoved))
        steps.append(DamageStep(slot, "devastate" if isinstance(action, Devastate) else "hunt", action.square,
                                f"{removed.colour}_{removed.value}", removed.added, s.damage, removed.revealed, ghost, events))
    return steps


@dataclass(frozen=True)
class BidExample:
    bids: tuple  # per team (tens, thousands)
    totals: tuple
    ghost_team: int  # 0 or 1
    target: int
    stake: int


def bid_example(game) -> BidExample:
    """A-13 played by the rules: the piles dealt (A to team 1, B to team 2), then team 1 bids
    40 + 8 and team 2 30 + 7 (a hand-made position, not a game being played)."""
    from ghostparlor.games.phantom_society.rules import Bid, DealPiles

    s = game.new_state(2, game.normalize_options(2, {"mode": "master_game"}))
    for action in (DealPiles(("A", "B")), Bid(40, 8), Bid(30, 7)):
        game.apply(s, action)
    return BidExample(tuple(s.bids), tuple(sum(b) for b in s.bids), s.ghost_team, s.target, s.stake)


# --- drawing ----------------------------------------------------------------------


def _ink():
    from ghostparlor.ui import get_theme

    theme = get_theme()
    return theme.colour("ink")[:3], theme.colour("ink_muted")[:3], theme.colour("ink_accent")[:3]


def _board(surface: pygame.Surface, game, state, rect: pygame.Rect, *, dim=(), faded=()) -> int:
    """The manor of ``state`` drawn in ``rect`` (a square), with column letters and row numbers;
    returns the cell size."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    ink, muted, _accent = _ink()
    label = max(14, rect.w // 16)
    cell = (rect.w - label) // game.geo.columns
    x0, y0 = rect.x + label, rect.y + label
    pygame.draw.rect(surface, (92, 70, 62), (x0 - 3, y0 - 3, cell * 6 + 6, cell * 6 + 6), border_radius=6)
    for i, name in enumerate(game.square_names):
        col, row = i % game.geo.columns, i // game.geo.columns
        r = pygame.Rect(x0 + col * cell, y0 + row * cell, cell, cell)
        pygame.draw.rect(surface, (60, 44, 50), r.inflate(-2, -2), border_radius=4)
        k = state.board[i]
        if k >= 0:
            tile = game.tile_ids[k]
            colour, value = split_tile(tile)
            draw_room_tile(surface, r.inflate(-4, -4), colour, value, 0.5 if name in dim else 0.0)
        elif name in faded:
            img = pygame.Surface(r.inflate(-4, -4).size, pygame.SRCALPHA)
            colour, value = split_tile(faded[name])
            draw_room_tile(img, img.get_rect(), colour, value)
            img.set_alpha(90)
            surface.blit(img, r.inflate(-4, -4))
    for col in range(game.geo.columns):
        img = assets.fit_text("abcdef"[col], cell, max(assets.min_px(), label - 3), muted, "bold")
        surface.blit(img, img.get_rect(center=(x0 + col * cell + cell // 2, rect.y + label // 2)))
    for row in range(game.geo.rows):
        img = assets.fit_text(str(row + 1), label, max(assets.min_px(), label - 3), muted, "bold")
        surface.blit(img, img.get_rect(center=(rect.x + label // 2, y0 + row * cell + cell // 2)))
    return cell


def _cell_rect(game, rect: pygame.Rect, cell: int, square: str) -> pygame.Rect:
    label = max(14, rect.w // 16)
    i = game.square_index[square]
    col, row = i % game.geo.columns, i // game.geo.columns
    return pygame.Rect(rect.x + label + col * cell, rect.y + label + row * cell, cell, cell)


GOLD = (255, 212, 84)  # lines and targets: bright on the dark tiles, outlined in ink on the light ones
DARK = (34, 22, 30)


def _arrow(surface, start, end, colour=GOLD, width=3, head=9) -> None:
    """An arrow from ``start`` to ``end``, outlined in dark ink so it shows on any tile."""
    import math

    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    left = (end[0] - head * math.cos(angle - 0.45), end[1] - head * math.sin(angle - 0.45))
    right = (end[0] - head * math.cos(angle + 0.45), end[1] - head * math.sin(angle + 0.45))
    pygame.draw.line(surface, DARK, start, end, width + 4)
    pygame.draw.polygon(surface, DARK, [end, left, right], 0)
    pygame.draw.polygon(surface, DARK, [end, left, right], 4)
    pygame.draw.line(surface, colour, start, end, width)
    pygame.draw.polygon(surface, colour, [end, left, right])


def _ring(surface, rect: pygame.Rect, width: int) -> None:
    """A target's ring: gold inside a dark edge."""
    pygame.draw.rect(surface, DARK, rect, width + 4, border_radius=7)
    pygame.draw.rect(surface, GOLD, rect.inflate(-4, -4), width, border_radius=6)


def _start(centre, end, gap: float):
    """The point ``gap`` away from ``centre`` towards ``end`` (an arrow leaves the ghost's edge)."""
    import math

    dx, dy = end[0] - centre[0], end[1] - centre[1]
    d = math.hypot(dx, dy) or 1.0
    return (centre[0] + dx / d * gap, centre[1] + dy / d * gap)


def _text_column(surface: pygame.Surface | None, rect: pygame.Rect, paragraphs: list[tuple[str, str, str]],
                 gap: int = 8) -> int:
    """Paragraphs (text, size role, weight) in ``rect``'s width from its top; returns the bottom.
    With no ``surface`` the column is only measured."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    ink, _muted, _accent = _ink()
    y = rect.y
    for text, size, weight in paragraphs:
        lines, px = assets.fit_lines(text, rect.w, 12 * assets.line_height(size, weight), size, weight)
        step = assets.line_height(px, weight)
        for line in lines:
            if surface is not None:
                surface.blit(assets.text(line, px, ink, weight), (rect.x, y))
            y += step
        y += gap
    return y


def _split(width: int) -> tuple[int, bool]:
    """The board's side and whether the words go beside it (wide) or under it."""
    if width >= 620:
        return min(360, int(width * 0.46)), True
    return min(width, 360), False


def _compose(width: int, board: int, beside: bool, draw_board, paragraphs_of) -> pygame.Surface:
    """A board on the left with its words on the right (or under it when narrow)."""
    if beside:
        words_w = width - board - 24
        words = paragraphs_of(words_w)
        height = max(board, _text_column(None, pygame.Rect(0, 0, words_w, 0), words)) + 8
        out = pygame.Surface((width, height), pygame.SRCALPHA)
        draw_board(out, pygame.Rect(0, 0, board, board))
        _text_column(out, pygame.Rect(board + 24, 0, words_w, height), words)
        return out
    words = paragraphs_of(width)
    bottom = _text_column(None, pygame.Rect(0, 0, width, 0), words)
    out = pygame.Surface((width, board + 16 + bottom), pygame.SRCALPHA)
    draw_board(out, pygame.Rect((width - board) // 2, 0, board, board))
    _text_column(out, pygame.Rect(0, board + 16, width, bottom), words)
    return out


def draw_lines_diagram(game, width: int) -> pygame.Surface:
    ex = lines_example(game)
    _ink_c, _muted, accent = _ink()
    side, beside = _split(width)

    def board(surface, rect):
        cell = _board(surface, game, ex.state, rect, dim=ex.blocked + ex.off_line)
        centre = _cell_rect(game, rect, cell, ex.ghost).center
        for target in ex.targets:
            end = _cell_rect(game, rect, cell, target)
            _ring(surface, end.inflate(2, 2), max(2, cell // 18))
        for target in ex.targets:
            end = _cell_rect(game, rect, cell, target)
            _arrow(surface, _start(centre, end.center, cell * 0.3), _towards(centre, end.center, cell * 0.3),
                   GOLD, max(2, cell // 20), max(7, cell // 6))
        ghost = _cell_rect(game, rect, cell, ex.ghost)
        draw_ghost(surface, ghost.center, cell // 5, GHOST_RGB, INK)
        for square in ex.empty:
            r = _cell_rect(game, rect, cell, square)
            _centred(surface, t(D + "empty"), r.inflate(-6, -6), (230, 214, 190))

    def words(w):
        return [(t(D + "lines_title"), "body", "bold"),
                (t(D + "lines_text", ghost=t("phantom_society.colour.red"), square=ex.ghost,
                   empty=", ".join(ex.empty), targets=", ".join(ex.targets)), "small", "regular"),
                (t(D + "lines_blocked"), "small", "regular")]

    return _compose(width, side, beside, board, words)


def _towards(a, b, short: float):
    import math

    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return (b[0] - dx / d * short, b[1] - dy / d * short)


def _centred(surface, text: str, rect: pygame.Rect, colour) -> None:
    from ghostparlor.ui import get_assets

    img = get_assets().fit_text(text, rect.w, "small", colour, "bold", min_size=9)
    surface.blit(img, img.get_rect(center=rect.center))


def draw_damage_diagram(game, width: int) -> pygame.Surface:
    steps = damage_example(game)
    _ink_c, muted, accent = _ink()
    side, beside = _split(width)
    start = _position(game, fixed={"d4": "blue_5", "a1": "green_1", "e2": "red_3"}, slot="G1", damage=0)
    slots = {slot: t(f"phantom_society.slot.{slot}") for slot in ("G1", "H1", "G2", "H2")}
    names = [slots["G1"], slots["H1"], slots["G2"], slots["H2"]]

    def board(surface, rect):
        from ghostparlor.ui import get_assets

        cell = _board(surface, game, start, rect)
        for colour in ("red", "white"):
            r = _cell_rect(game, rect, cell, GHOSTS[colour][0])
            draw_ghost(surface, (r.right - cell // 5, r.y + cell // 5), max(5, cell // 8), GHOST_RGB, INK, 235)
        for step in steps:
            if step.ghost:
                a = _cell_rect(game, rect, cell, GHOSTS[step.ghost][0]).center
                b = _cell_rect(game, rect, cell, step.square).center
                _arrow(surface, _start(a, b, cell * 0.25), _towards(a, b, cell * 0.25), GOLD, max(2, cell // 20),
                       max(7, cell // 6))
        assets = get_assets()
        for n, step in enumerate(steps, 1):
            r = _cell_rect(game, rect, cell, step.square)
            badge = pygame.Rect(0, 0, max(18, cell // 3), max(18, cell // 3))
            badge.bottomright = (r.right - 1, r.bottom - 1)
            pygame.draw.ellipse(surface, (250, 240, 220), badge)
            pygame.draw.ellipse(surface, accent, badge, 2)
            img = assets.fit_text(str(n), badge.w - 4, max(assets.min_px(), badge.h - 6), INK, "bold")
            surface.blit(img, img.get_rect(center=badge.center))

    def words(w):
        out = [(t(D + "damage_title"), "body", "bold"), (t(D + "damage_text"), "small", "regular")]
        for step in steps:  # the game's own log lines ("Turn 1: ... +5, damage 5")
            out.append((game.describe_event(step.events[0], names, None), "small", "regular"))
        out.append((t(D + "damage_rule", damage=steps[-1].damage), "small", "bold"))
        return out

    return _compose(width, side, beside, board, words)


def draw_reach_diagram(game, width: int) -> pygame.Surface:
    from ghostparlor.ui import get_assets

    side, beside = _split(width)
    counts = game.geo.neighbours
    shades = {3: (236, 226, 200), 5: (214, 180, 140), 8: (176, 104, 80)}

    def board(surface, rect):
        assets = get_assets()
        _ink_c, muted, _accent = _ink()
        label = max(14, rect.w // 16)
        cell = (rect.w - label) // game.geo.columns
        for i, n in enumerate(counts):
            col, row = i % game.geo.columns, i // game.geo.columns
            r = pygame.Rect(rect.x + label + col * cell, rect.y + label + row * cell, cell, cell).inflate(-4, -4)
            pygame.draw.rect(surface, shades.get(n, (200, 200, 200)), r, border_radius=6)
            pygame.draw.rect(surface, (92, 70, 62), r, 1, border_radius=6)
            img = assets.fit_text(str(n), r.w - 6, max(14, cell // 3), INK if n < 8 else (255, 244, 230), "bold")
            surface.blit(img, img.get_rect(center=r.center))
        for col in range(game.geo.columns):
            img = assets.fit_text("abcdef"[col], cell, max(assets.min_px(), label - 3), muted, "bold")
            surface.blit(img, img.get_rect(center=(rect.x + label + col * cell + cell // 2, rect.y + label // 2)))
        for row in range(game.geo.rows):
            img = assets.fit_text(str(row + 1), label, max(assets.min_px(), label - 3), muted, "bold")
            surface.blit(img, img.get_rect(center=(rect.x + label // 2, rect.y + label + row * cell + cell // 2)))

    def words(w):
        return [(t(D + "reach_title"), "body", "bold"),
                (t(D + "reach_text", middle=max(counts), edge=sorted(set(counts))[1], corner=min(counts)), "small", "regular"),
                (t(D + "reach_advice"), "small", "regular")]

    return _compose(width, side, beside, board, words)


def draw_tiles_diagram(game, width: int) -> pygame.Surface:
    """The four colours of tiles (symbol, name, the values of a colour) and the marks a tile carries."""
    from ghostparlor.ui import get_assets

    assets = get_assets()
    ink, muted, accent = _ink()
    content = game.spec.content
    colours = [c["id"] for c in content["colours"]]
    values = sorted(content["colours"][0]["tiles"])
    n = len(colours) + 3
    slot = width // n
    size = max(40, min(86, slot - 16))
    label_h = assets.line_height("small", "bold") * 3 + 4
    out = pygame.Surface((width, size + label_h + 6 + assets.line_height("small") * 3 + 8), pygame.SRCALPHA)
    entries = []
    for i, colour in enumerate(colours):
        entries.append(("tile", colour, t(D + "tile_colour", colour=t(f"phantom_society.colour.{colour}"),
                                         symbol=t(f"phantom_society.diagram.symbol_{symbol(colour, i)}"))))
    entries.append(("cleared", colours[1], t(D + "mark_cleared")))
    entries.append(("revealed", colours[0], t(D + "mark_revealed")))
    entries.append(("hidden", colours[2], t(D + "mark_hidden")))
    gap = slot - size
    x = (width - n * slot) // 2 + gap // 2
    for kind, colour, label in entries:
        r = pygame.Rect(x, 0, size, size)
        if kind == "tile":
            draw_room_tile(out, r, colour, values[-1])
        elif kind == "cleared":
            draw_room_tile(out, r, colour, values[3], 0.0, True)
        elif kind == "revealed":
            pygame.draw.rect(out, (60, 44, 50), r, border_radius=6)
            from ghostparlor.ui import draw

            draw_ghost(out, r.center, size // 4, draw.lighten(rgb(colour), 0.35)[:3])
            rr = max(4, size // 9)
            draw.draw_shape(out, symbol(colour, 0), (r.x + rr + 4, r.y + rr + 4), rr, rgb(colour), INK, 1)
        else:
            draw_room_tile(out, r, colour, values[0])
            rr = max(5, size // 8)
            draw_ghost(out, (r.right - rr - 2, r.y + rr + 4), rr, GHOST_RGB, INK, 235)
        lines, px = assets.fit_lines(label, slot - 6, label_h, "small", "bold")
        y = size + 4
        for line in lines:
            img = assets.text(line, px, ink, "bold")
            out.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += assets.line_height(px, "bold")
        x += slot
    text = t(D + "tile_values", values=", ".join(str(v) for v in values), total=sum(values))
    lines, px = assets.fit_lines(text, width, assets.line_height("small") * 3, "small")
    y = size + label_h + 6
    for line in lines:
        out.blit(assets.text(line, px, ink), (0, y))
        y += assets.line_height(px)
    return out


def draw_bids_diagram(game, width: int) -> pygame.Surface:
    from ghostparlor.ui import get_assets

    assets = get_assets()
    ink, muted, accent = _ink()
    ex = bid_example(game)
    card_w, card_h = 56, 76
    row_h = card_h + 10
    out_h = row_h * 2 + assets.line_height("body", "bold") * 3 + 20
    out = pygame.Surface((width, out_h), pygame.SRCALPHA)
    left = 0
    for team, (tens, thousands) in enumerate(ex.bids):
        y = team * row_h
        label = t(D + "bid_team", team=team + 1, pile=game.pile_ids[team])
        img = assets.fit_text(label, 170, "small", ink, "bold")
        out.blit(img, img.get_rect(midleft=(left, y + card_h // 2)))
        x = left + 180
        for value in (tens, thousands):
            card = pygame.Rect(x, y, card_w, card_h)
            pygame.draw.rect(out, (250, 242, 226), card, border_radius=8)
            pygame.draw.rect(out, accent, card, 2, border_radius=8)
            num = assets.fit_text(str(value), card_w - 8, "large", INK, "bold")
            out.blit(num, num.get_rect(center=card.center))
            x += card_w + 10
            if value == tens:
                plus = assets.text("+", "large", ink, "bold")
                out.blit(plus, plus.get_rect(center=(x + 4, card.centery)))
                x += 18
        total = assets.text(f"= {tens + thousands}", "large", ink, "bold")
        out.blit(total, total.get_rect(midleft=(x + 4, y + card_h // 2)))
        if team == ex.ghost_team:
            tag = assets.fit_text(t(D + "bid_higher"), max(60, width - x - total.get_width() - 30), "small", accent, "bold")
            out.blit(tag, tag.get_rect(midleft=(x + total.get_width() + 20, y + card_h // 2)))
    text = t(D + "bid_result", team=ex.ghost_team + 1, target=ex.target, stake=ex.stake,
             high=max(ex.totals), low=min(ex.totals))
    lines, px = assets.fit_lines(text, width, assets.line_height("body", "bold") * 3, "body", "bold")
    y = row_h * 2 + 6
    for line in lines:
        out.blit(assets.text(line, px, ink, "bold"), (0, y))
        y += assets.line_height(px, "bold")
    return out


DIAGRAMS = {
    "tiles": draw_tiles_diagram,
    "reach": draw_reach_diagram,
    "lines": draw_lines_diagram,
    "damage": draw_damage_diagram,
    "bids": draw_bids_diagram,
}
