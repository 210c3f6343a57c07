"""The coach's words for The Phantom Society (``ghostparlor/ai/coach.py`` calls them).

``move_words`` names a move as its own player says it ("searching e5, the Blue 2");
``why`` gives a reason from the rules when one is true, read from the seat's view only
(the board, the public log, and for the ghost team its own ghosts), else None:

- a search of a tile that cannot hide a ghost: its colour is cleared (PS-9), or the public
  record rules the square out (PS-5, PS-11, section 7);
- a search that may add enough damage to hand the ghosts the game (PS-12);
- a search where the record gave the better square a clearly higher chance of a ghost, or
  the same chance for a cheaper miss (PS-8);
- a devastation that reveals the team's own ghost (D-2), one that misses the target the
  better one reaches (PS-12), one that tells the hunters more about where the team's
  ghosts are (the hunters' own deduction, section 7), or one worth less that tells them
  no less (PS-8);
- a placement or a hiding place reached from fewer squares than the better one (PS-5,
  the placement advice of section 3.4).
"""

from __future__ import annotations

from ghostparlor.core.strings import Words, t
from ghostparlor.games.phantom_society.play import aids
from ghostparlor.games.phantom_society.rules import Bid, Devastate, HideGhost, Hunt, PassTurn, PlaceTile

W = "phantom_society.why."
C = "phantom_society.coach."
SLOTS = ("G1", "H1", "G2", "H2")
CLEAR = 0.25  # a chance this much higher is worth naming
SAME = 0.02  # chances this close count as the same


def _tile(game, view, square: str) -> str | None:
    return view.board[game.square_index[square]]


def _tile_words(game, tile: str) -> str:
    colour, value = tile.rsplit("_", 1)
    return game.tile_name(colour, int(value))


def _value(game, tile: str | None) -> int:
    return int(tile.rsplit("_", 1)[1]) if tile else 0


def _colour(tile: str) -> str:
    return tile.rsplit("_", 1)[0]


def move_words(game, view, action):
    if isinstance(action, PlaceTile):
        return t(C + "place", tile=game.tile_name(action.colour, action.value), square=action.square)
    if isinstance(action, HideGhost):
        return t(C + "hide", ghost=t(f"phantom_society.colour.{action.colour}"), square=action.square)
    if isinstance(action, (Devastate, Hunt)):
        tile = _tile(game, view, action.square)
        key = "devastate" if isinstance(action, Devastate) else "search"
        return t(C + key, square=action.square, tile=_tile_words(game, tile) if tile else "-")
    if isinstance(action, PassTurn):
        return t(C + "pass")
    if isinstance(action, Bid):
        return t(C + "bid", tens=action.tens, thousands=action.thousands, total=action.tens + action.thousands)
    return ""


def _own_hidden(game, view) -> dict[str, str]:
    """The ghost team's hidden ghosts in the view: colour -> square (empty for anybody else)."""
    if view.ghosts is None or view.role != "ghosts":
        return {}
    return {colour: square for colour, square, _owner, revealed in view.ghosts if square is not None and not revealed}






def why(game, view, mine, better):
    if view is None:
        return None
    if isinstance(mine, Hunt) and isinstance(better, Hunt):
        return _why_search(game, view, mine, better)
    if isinstance(mine, Devastate) and isinstance(better, Devastate):
        return _why_devastate(game, view, mine, better)
    if isinstance(mine, PlaceTile) and isinstance(better, PlaceTile):
        return _why_place(game, view, mine, better)
    if isinstance(mine, HideGhost) and isinstance(better, HideGhost):
        return _why_hide(game, view, mine, better)
    return None


def _why_search(game, view, mine: Hunt, better: Hunt):
    tile = _tile(game, view, mine.square)
    if tile is None:
        return None
    colour = _colour(tile)
    colour_word = t(f"phantom_society.colour.{colour}")
    if colour in view.cleared:
        return Words(W + "search_cleared", square=mine.square, ghost=colour_word)
    notes = aids.notes(game, view)
    note = next((n for n in notes.ghosts if n.colour == colour), None)
    mine_p = note.share(mine.square) if note is not None else 0.0
    if note is not None and note.state == "hidden" and mine_p == 0.0:
        return Words(W + "search_ruled_out", square=mine.square, ghost=colour_word)
    btile = _tile(game, view, better.square)
    if btile is None:
        return None
    bnote = next((n for n in notes.ghosts if n.colour == _colour(btile)), None)
    better_p = bnote.share(better.square) if bnote is not None and bnote.state == "hidden" else 0.0
    value = _value(game, tile)
    if mine_p < 1.0 and view.damage + value >= view.target and (
            better_p >= 0.999 or view.damage + _value(game, btile) < view.target):
        return Words(W + "search_loses", square=mine.square, value=value, damage=view.damage + value, target=view.target)
    if better_p >= 0.999 and bnote.count == 1:
        return Words(W + "search_last", square=better.square, ghost=t(f"phantom_society.colour.{bnote.colour}"))
    if better_p - mine_p >= CLEAR:
        return Words(W + "search_chance", better=better.square, better_pct=aids_pct(better_p), mine=mine.square,
                     mine_pct=aids_pct(mine_p))
    bvalue = _value(game, btile)
    if better_p >= mine_p - SAME and value > bvalue:  # as likely, and a miss costs less (PS-8)
        return Words(W + "search_cost", better=better.square, better_pct=aids_pct(better_p), mine=mine.square,
                     mine_pct=aids_pct(mine_p), value=value, better_value=bvalue)
    return None


def aids_pct(share: float) -> int:
    return max(1, round(100 * share)) if share > 0 else 0


def _why_devastate(game, view, mine: Devastate, better: Devastate):
    own = _own_hidden(game, view)
    hit = next((colour for colour, square in own.items() if square == mine.square), None)
    if hit is not None:
        return Words(W + "devastate_own", square=mine.square, ghost=t(f"phantom_society.colour.{hit}"))
    tile, btile = _tile(game, view, mine.square), _tile(game, view, better.square)
    if tile is None or btile is None:
        return None
    value, bvalue = _value(game, tile), _value(game, btile)
    if better.square not in own.values() and view.damage + bvalue >= view.target > view.damage + value:
        return Words(W + "devastate_target", square=better.square, value=bvalue, target=view.target)
    if own and view.slot is not None:
        hyp = aids.hypotheses(game, view)
        truth = {game.colour_index[c]: game.square_index[sq] for c, sq in own.items()}
        master = view.slot_seats[SLOTS.index(view.slot)]
        risk = {}
        for square in (mine.square, better.square):
            after = hyp.after_devastation(game.geo, view.seat, master, game.square_index[square])
            risk[square] = after.mass(truth) / max(1, len(truth))
        if risk[mine.square] - risk[better.square] >= 0.1:
            return Words(W + "devastate_tells", square=mine.square, mine_pct=aids_pct(risk[mine.square]),
                         better=better.square, better_pct=aids_pct(risk[better.square]))
        if bvalue > value and risk[better.square] <= risk[mine.square] + SAME:  # more damage, no more said (PS-8)
            return Words(W + "devastate_value", better=better.square, better_value=bvalue, mine=mine.square, value=value)
    return None


def _why_place(game, view, mine: PlaceTile, better: PlaceTile):
    if (mine.colour, mine.value) != (better.colour, better.value) or mine.value < 4:
        return None
    n = game.geo.neighbours[game.square_index[mine.square]]
    m = game.geo.neighbours[game.square_index[better.square]]
    tile = game.tile_name(mine.colour, mine.value)
    if view.role == "hunters" and m < n:
        return Words(W + "place_hunter", tile=tile, square=mine.square, n=n, better=better.square, m=m)
    if view.role == "ghosts" and m > n:
        return Words(W + "place_ghosts", tile=tile, square=mine.square, n=n, better=better.square, m=m)
    return None


def _why_hide(game, view, mine: HideGhost, better: HideGhost):
    board = [0 if tile is not None else -1 for tile in view.board]
    n = len(game.geo.targets(game.square_index[mine.square], board))
    m = len(game.geo.targets(game.square_index[better.square], board))
    if m > n:
        return Words(W + "hide_reach", square=mine.square, n=n, better=better.square, m=m)
    return None
