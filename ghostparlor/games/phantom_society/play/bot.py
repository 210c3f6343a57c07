"""The "easy" heuristic bot for The Phantom Society (rules: docs/rules/phantom_society.md, section 7).

The bot sees only its :class:`~ghostparlor.games.phantom_society.rules.PhantomSocietyView`
and the legal actions; the game object gives it only the fixed content (the grid's
lines). One pass over the legal actions per decision, each scored:

* **Hunter.** Every hypothesis of hidden squares and ownership that fits the public
  log is counted exactly (inference.py: hunter misses, every devastation a legal
  target then, every pass a master without targets, eliminations), giving the
  chance that a ghost is under each tile. A search is worth that chance times the
  value of finding a ghost, minus the damage a miss adds; a miss that would bring
  the damage to the target is avoided. Cleared colours have chance 0 and are left
  alone. Ties go to cheap tiles.
* **Ghost master.** The team knows every position. A devastation is worth the
  tile's value, plus a bonus for targets many other tiles could also have reached
  (the hunters learn less) and for the line it opens toward more value, minus a
  large penalty for removing a tile that hides the team's own ghost (D-2, only when
  forced) and a penalty when the hunters' posterior would point to the true square.
  A move that reaches the target is taken at once.
* **Placement.** Masters put valuable tiles in the middle, where ghosts can reach
  them; hunters put valuable tiles in corners and on edges (section 3.4).
* **Hiding.** A central tile (more reach) surrounded by value, away from the
  team's other ghosts (so a ghost never blocks or reveals a partner).
* **Bidding.** The expected victory points against an unknown bid, with the chance
  that the ghosts reach a target estimated from the target alone.

Reasons never mention where the team's ghosts hide nor the bid's amount.

The scoring of searches, devastations, hiding and placement is in ``*_from`` methods that
take the few facts they need (values per square, the hypotheses of the public record, the
team's hidden ghosts); ``choose`` reads those facts from the view, and the search's playouts
(rollout.py) read the same facts from their imagined state, so both choose alike.
"""

from __future__ import annotations

import math
import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Words, has
from ghostparlor.games.phantom_society.rules.inference import DEVASTATE, HUNT, PASS, Hypotheses, public_info

__all__ = ["PhantomSocietyEasyBot", "make_easy_bot"]

KINDS = {"devastate": DEVASTATE, "hunt": HUNT, "pass": PASS}
SLOTS = ("G1", "H1", "G2", "H2")


class PhantomSocietyEasyBot:
    """Counts hypotheses as a hunter, hides its tracks as a ghost master."""

    name = "easy"
    needs_view = True

    # Weights, tuned with ghostparlor.devtools.sim against random bots and against itself.
    NEAR = 0.5  # hunter: likelihood boost per logged devastation a candidate square explains
    FIND = 14.0  # a hunter's worth of revealing a ghost, in thousands of damage
    MISS = 1.0  # per point of damage a hunter's miss adds
    LOSE = 1000.0  # a miss that reaches the target loses the game
    OWN_GHOST = 100.0  # a master removing the team's own ghost (D-2)
    AMBIGUITY = 0.15  # per other tile that could also have reached the target
    OPENING = 0.15  # per point of value a devastation brings into reach
    EXPOSE = 6.0  # per unit of posterior mass the move puts on the team's true squares
    PLACE_SPREAD = 1.0  # placement: value times the square's reach above (ghosts) or below (hunters) the average
    NOISE = 0.01
    FAIR_TARGET = {2: 48.0, 3: 44.0, 4: 44.0}  # bidding: where the ghosts win half the time
    SLOPE = 4.0

    def __init__(self, game: Any, seat: int) -> None:
        self.seat = seat
        self.reason = ""
        self.geo = game.geo
        self.colours = list(game.colours)
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        self.value_of_tile = {tid: game.value_of[k] for k, tid in enumerate(game.tile_ids)}
        self.colour_of_tile = {tid: game.colour_of[k] for k, tid in enumerate(game.tile_ids)}
        self.names = list(self.geo.names)
        self.index = dict(self.geo.index)
        self.pile_bids = {
            pid: sorted({a + b for a in tens for b in thousands})
            for pid, tens, thousands in zip(game.pile_ids, game.pile_tens, game.pile_thousands)
        }
        neighbours = self.geo.neighbours
        self.mean_reach = mean = sum(neighbours) / len(neighbours)
        # placement: per square, its reach above the average (for the ghosts) or below it (hunters)
        self.place_spread = {side: [(1.0 if side else -1.0) * (r - mean) for r in neighbours] for side in (True, False)}

    # --- choosing -----------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        if len(legal) == 1:
            self.reason = self._forced_reason(view, legal[0])
            return legal[0]
        phase = view.phase
        if phase == "bid":
            return self._bid(view, legal, rng)
        if phase == "place":
            return self._place(view, legal, rng)
        if phase == "hide":
            return self._hide(view, legal, rng)
        if phase == "play":
            if legal[0].TYPE == "hunt":
                return self._hunt(view, legal, rng)
            return self._devastate(view, legal, rng)
        self.reason = Words("phantom_society.reason.no_choice")
        return legal[rng.randrange(len(legal))]

    def _forced_reason(self, view: Any, action: Action) -> Words:
        kind = action.TYPE
        if kind == "pass":
            return Words("phantom_society.reason.must_pass")
        if kind == "devastate":
            return Words("phantom_society.reason.devastate", square=action.square)  # never say it was the only target: that would locate the ghosts
        if kind == "hunt":
            return Words("phantom_society.reason.last_search", square=action.square)
        return Words("phantom_society.reason.only_move")

    # --- the board as the view shows it ----------------------------------------------
    def board_values(self, view: Any) -> list[int]:
        """Tile value per square, -1 where empty."""
        values = self.value_of_tile
        return [values[t] if t is not None else -1 for t in view.board]

    def hypotheses(self, view: Any) -> Hypotheses:
        """Every placement and split of the ghosts that fits the public record."""
        colours = self.colour_of_tile
        board_colours = [colours[t] if t is not None else -1 for t in view.board]
        history = []
        for _turn, seat, slot, kind, square, _tile, revealed in view.log:
            history.append((seat, SLOTS.index(slot), KINDS[kind], self.index[square] if square else -1,
                            self.colour_index[revealed] if revealed else -1))
        revealed_sq = [-1] * len(self.colours)
        for colour, square in view.revealed:
            revealed_sq[self.colour_index[colour]] = self.index[square]
        info = public_info(self.geo, len(self.colours), board_colours, history, revealed_sq, view.slot_seats, view.eliminated)
        return Hypotheses(self.geo, info)

    def _revealed_colours(self, view: Any) -> set[int]:
        index = self.colour_index
        return {index[colour] for colour, _square in view.revealed}

    # --- hunter ---------------------------------------------------------------------
    def _hunt_scores(self, view: Any, legal: Sequence[Action], rng: random.Random) -> list[tuple[float, Action, float]]:
        """(score, action, chance of a ghost) for every search, best first."""
        return self.hunt_scores_from(self.hypotheses(view), self._revealed_colours(view), self.board_values(view),
                                     view.target - view.damage, legal, rng)

    def hunt_scores_from(self, hyp: Hypotheses, revealed: set[int], board: list[int], margin: int,
                         legal: Sequence[Action], rng: random.Random) -> list[tuple[float, Action, float]]:
        """:meth:`_hunt_scores` from the few facts it reads: the hypotheses of the public record,
        the revealed colours, the tile value per square (-1 empty) and the damage still missing."""
        if self.NEAR > 0:
            # masters devastate from where they hide: a square whose ghost could have made
            # more of the logged devastations is likelier (a simple likelihood of the record)
            factor = 1.0 + self.NEAR
            marg = hyp.weighted_marginals([{sq: factor ** n for sq, n in col.items()} for col in hyp.explained()])
        else:
            marg = hyp.marginals()
        chance = [0.0] * self.geo.size
        for c, dist in enumerate(marg):
            if c not in revealed:
                for sq, p in dist.items():
                    chance[sq] += p
        index = self.index
        scored = []
        for action in legal:
            sq = index[action.square]
            p = min(1.0, chance[sq])
            value = board[sq]
            score = p * self.FIND - (1.0 - p) * value * self.MISS
            if value >= margin:
                score -= (1.0 - p) * self.LOSE
            score -= 0.001 * value  # ties: the cheaper tile
            score += rng.random() * self.NOISE
            scored.append((score, action, p))
        scored.sort(key=lambda x: -x[0])
        return scored

    def _hunt(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        _score, best, best_p = self._hunt_scores(view, legal, rng)[0]
        board = self.board_values(view)
        pct = int(round(best_p * 100))
        value = board[self.index[best.square]]
        if pct >= 50:
            self.reason = Words("phantom_society.reason.search_points", square=best.square, pct=pct)
        elif pct >= 10:
            self.reason = Words("phantom_society.reason.search_chance", square=best.square, pct=pct, value=value)
        else:
            self.reason = Words("phantom_society.reason.search_cheap", square=best.square, value=value)
        return best

    # --- ghost master -------------------------------------------------------------------
    def _team_ghosts(self, view: Any) -> dict[int, tuple[int, int]]:
        """Hidden team ghosts: square -> (colour, owner)."""
        out = {}
        for colour, square, owner, revealed in view.ghosts or ():
            if square is not None and not revealed:
                out[self.index[square]] = (self.colour_index[colour], owner)
        return out

    def _devastate_scores(self, view: Any, legal: Sequence[Action], rng: random.Random) -> list[tuple[float, Action, str]]:
        """(score, action, kind) for every devastation, best first."""
        colours = self.colour_of_tile
        cleared = set(view.cleared)
        suspects = {sq for sq, t in enumerate(view.board) if t is not None and self.colours[colours[t]] not in cleared}
        slot = SLOTS.index(view.slot) if view.slot else 0
        return self.devastate_scores_from(self._team_ghosts(view), self.board_values(view), view.target - view.damage,
                                          suspects, view.slot_seats[slot], lambda: self.hypotheses(view), legal, rng)

    def devastate_scores_from(self, ghosts: dict[int, tuple[int, int]], board: list[int], margin: int, suspects: set[int],
                              slot_master: int, hypotheses: Any, legal: Sequence[Action],
                              rng: random.Random) -> list[tuple[float, Action, str]]:
        """:meth:`_devastate_scores` from the few facts it reads: the team's hidden ghosts
        (square -> (colour, owner)), the tile value per square (-1 empty), the damage still
        missing, the squares whose tiles' colours are not cleared, the master of the slot to
        play and a function giving the hypotheses of the public record (asked only when needed)."""
        geo = self.geo
        mine = [sq for sq, (_c, owner) in ghosts.items() if owner == self.seat]
        if not mine:  # the partner's ghosts act for an eliminated master... not possible; use all
            mine = list(ghosts)
        occ = 0
        for q, v in enumerate(board):
            if v >= 0:
                occ |= 1 << q
        index = self.index
        between = geo.between
        rays = geo.rays
        scored = []
        for action in legal:
            sq = index[action.square]
            value = board[sq]
            if sq in ghosts:
                scored.append((-self.OWN_GHOST + value * 0.01, action, "own"))
                continue
            if value >= margin:
                scored.append((1000.0 + value, action, "win"))
                continue
            score = float(value)
            # ambiguity: how many other suspect tiles could have reached this target (reach is
            # symmetric: they are the first tiles on the lines out of the target)
            others = sum(1 for q in geo.targets(sq, board) if q in suspects and q not in mine)
            score += self.AMBIGUITY * others
            # opening: what comes into reach for my ghosts once the tile is gone
            after = occ & ~(1 << sq)
            gained = 0
            for g in mine:
                if between[g].get(sq) is not None:
                    for ray in rays[g]:
                        if sq in ray:
                            for q in ray[ray.index(sq) + 1:]:
                                if (after >> q) & 1:
                                    if q not in ghosts:
                                        gained += board[q]
                                    break
            score += self.OPENING * gained
            score += rng.random() * self.NOISE
            scored.append((score, action, "value"))
        scored.sort(key=lambda x: -x[0])
        # the hunters' posterior after the move: avoid pointing at a true square
        if scored[0][2] == "value" and len(scored) > 1:
            top = [x for x in scored[:3] if x[2] == "value"]
            rescored = []
            now = hypotheses()
            truth = {c: g for g, (c, _o) in ghosts.items()}
            for score, action, kind in top:
                sq = index[action.square]
                risk = now.after_devastation(geo, self.seat, slot_master, sq).mass(truth)
                rescored.append((score - self.EXPOSE * risk, action, kind))
            rescored.sort(key=lambda x: -x[0])
            weighed = {r[1] for r in rescored}
            scored = rescored + [x for x in scored if x[1] not in weighed]
        return scored

    def _devastate(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        score, best, kind = self._devastate_scores(view, legal, rng)[0]
        board = self.board_values(view)
        value = board[self.index[best.square]]
        if kind == "win":
            self.reason = Words("phantom_society.reason.devastate_target", square=best.square, value=value)
        elif kind == "own":
            self.reason = Words("phantom_society.reason.devastate", square=best.square)
        elif value >= 5:
            self.reason = Words("phantom_society.reason.devastate_costly", square=best.square, value=value)
        else:
            self.reason = Words("phantom_society.reason.devastate_guessing", square=best.square, value=value)
        return best

    def shortlist(self, view: Any, legal: Sequence[Action], k: int, rng: random.Random) -> list[Action] | None:
        """The ``k`` moves this heuristic rates best (for the search bots), or None when
        it has no rating for this kind of decision."""
        if view.phase != "play" or len(legal) <= k:
            return None
        if legal[0].TYPE == "hunt":
            return [a for _s, a, _p in self._hunt_scores(view, legal, rng)[:k]]
        if legal[0].TYPE == "devastate":
            return [a for _s, a, _k in self._devastate_scores(view, legal, rng)[:k]]
        return None

    # --- set-up ---------------------------------------------------------------------------
    def _place(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Maximise value x spread, where spread is the square's reach above the average (ghosts)
        or below it (hunters): the best square, then the dearest tile if the square is good for
        this side, the cheapest if no square is (ties at random)."""
        ghosts = view.role == "ghosts"
        reach = self.geo.neighbours
        empty = [i for i, t in enumerate(view.board) if t is None]
        held = {}
        for tid, _count in view.supplies[self.seat]:
            held.setdefault(self.value_of_tile[tid], []).append(self.colours[self.colour_of_tile[tid]])
        best = self.place_from(ghosts, empty, held, legal, rng)
        spot = reach[self.index[best.square]]
        if spot == 8:
            where = Words("phantom_society.reason.where_middle")
        else:
            where = Words("phantom_society.reason.where_corner" if spot == 3 else "phantom_society.reason.where_edge")
        key = f"phantom_society.colour.{best.colour}"
        colour = Words(key) if has(key) else Words.plain(best.colour.capitalize())
        tile = Words("phantom_society.tile", colour=colour, value=best.value)
        if ghosts:
            self.reason = Words("phantom_society.reason.place_for_ghosts", tile=tile, where=where)
        else:
            self.reason = Words("phantom_society.reason.place_for_hunters", tile=tile, where=where)
        return best

    def place_from(self, ghosts: bool, empty: Sequence[int], held: dict[int, list[str]], legal: Sequence[Action],
                   rng: random.Random, find: Any = None) -> Action:
        """:meth:`_place` from the side (True for the ghost team), the empty squares (ascending),
        the seat's tiles (value -> colour names, in the supply's order) and, optionally, a
        function ``find(square name, value, colour)`` giving the legal action directly."""
        spread = self.place_spread[ghosts]
        top = max(spread[i] for i in empty)
        names = self.names
        squares = sorted(names[i] for i in empty if spread[i] == top)
        square = squares[rng.randrange(len(squares))]
        value = max(held) if top > 0 else min(held)
        colours = held[value]
        colour = colours[rng.randrange(len(colours))]
        if find is not None:
            return find(square, value, colour)
        best = next((a for a in legal if a.square == square and a.value == value and a.colour == colour), None)
        if best is None:  # pragma: no cover - the view and the legal actions always agree
            best = legal[rng.randrange(len(legal))]
        return best

    def _hide(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        best = self.hide_from(self.board_values(view), self._team_ghosts(view), legal, rng)
        self.reason = Words("phantom_society.reason.hide")
        return best

    def hide_from(self, board: list[int], ghosts: dict[int, tuple[int, int]], legal: Sequence[Action],
                  rng: random.Random) -> Action:
        """:meth:`_hide` from the tile value per square (-1 empty) and the team's hidden ghosts."""
        geo = self.geo
        index = self.index
        between = geo.between
        best = None
        best_score = -1e18
        for action in legal:
            sq = index[action.square]
            reach = sum(board[q] for q in geo.targets(sq, board) if q not in ghosts)
            near = sum(1 for g in ghosts if between[g].get(sq) is not None)
            score = reach + 0.2 * board[sq] - 4.0 * near + rng.random() * 2.0
            if score > best_score:
                best, best_score = action, score
        return best

    def _bid(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        team = 0 if view.teams[0] and self.seat in view.teams[0] else 1
        other_pile = view.piles[1 - team]
        fair = self.FAIR_TARGET.get(view.players, 44.0)

        def ghosts_win(target: float) -> float:
            return 1.0 / (1.0 + math.exp((target - fair) / self.SLOPE))

        theirs = self.pile_bids.get(other_pile) or [fair]
        best = None
        best_score = -1e18
        for action in legal:
            b = action.tens + action.thousands
            ev = 0.0
            for o in theirs:
                if b > o:
                    ev += (b - o) * (2 * ghosts_win(o) - 1)
                else:
                    ev += (o - b) * (1 - 2 * ghosts_win(b))
            ev = ev / len(theirs) + rng.random() * 0.5
            if ev > best_score:
                best, best_score = action, ev
        self.reason = Words("phantom_society.reason.bid")
        return best


def make_easy_bot(game, seat: int) -> PhantomSocietyEasyBot:
    """The "easy" level for The Phantom Society (registered by ghostparlor.ai.heuristics)."""
    return PhantomSocietyEasyBot(game, seat)
