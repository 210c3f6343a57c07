"""The "easy" heuristic teammate for Ghost Fightin' Treasure Hunters
(rules: docs/rules/treasure_hunters.md, section 7).

The bot sees only its :class:`~ghostparlor.games.treasure_hunters.rules.TreasureHuntersView`,
the legal actions and the static board graph (content, known to everybody).
Every decision is a handful of breadth-first searches over the house (no search
over future dice or cards):

* **Roles.** Each pawn without a jewel is given one job, the same way by every
  teammate (so two pawns never chase one jewel): first a **rescue** (a jewel
  carrier trapped in a haunted room with nobody to help gets the nearest free
  pawn; a helper already there stays and rolls again), then the **jewels** (a
  greedy matching of free pawns to jewel rooms by the detour a jewel costs: the
  walk there minus the way back out, so jewels on the way out come first and,
  from the front door, the far rooms are emptied while the fast room chains are
  still open), then **ghost fighting** (a room with 2 ghosts is one card from a
  haunting), and when no jewel is left inside, **out through the front door**
  (pawns outside still draw cards, so the game must end quickly).
* **Carriers** walk the shortest carrier route out (haunted rooms cut it) and
  never walk into a haunted room.
* **Destinations** are scored by the distance left to the target, with a bonus
  for ending in a room with ghosts (fights are free, D-7) and a penalty for
  standing on the front-door square when it is not the target.
* **Advanced game:** the nearest useful jewel: the next number where it is
  known, face-down jewels to reveal them; a pawn picks up only the next number
  (or the lowest number not yet fetched, if a pawn stays free), so D-11 never
  strikes; a carrier waiting for its number stays near the front door. The
  advanced game is very hard: this bot rarely wins it (see the game's docs).

Tuning (ghostparlor.devtools.sim, 500 games per seat count): basic game 39-52% team wins
against 0% for random teammates.

The decisions read a few facts of the table (:class:`Facts`: pawns as board nodes,
ghosts, hauntings, which rooms hold a jewel, the lock, the draw pile's letters), built
here from the view; the search's playouts build the same facts straight from their
imagined state (``rollout.py``) and call the same decision code, so they choose exactly
what this bot chooses on the view, without building a view per step.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Seat, Words, has as has_key
from ghostparlor.games.treasure_hunters.play.facts import Facts

__all__ = ["Facts", "TreasureHuntersBot", "make_easy_bot"]

FAR = 99
MEMO_SIZE = 4096  # kept carrier routes (one per lock and set of haunted rooms) before the store is emptied


def score_list(dist: dict[int, int], nodes: int) -> list[float]:
    """``float(dist.get(node, FAR))`` per node: a move's first score, read by index."""
    return [float(dist.get(v, FAR)) for v in range(nodes)]


class TreasureHuntersBot:
    """Fetch the nearest jewel, carry it out, rescue trapped carriers, fight 2-ghost rooms."""

    name = "easy"
    needs_view = True

    W_FIGHT = 0.3  # per expected ghost removed by ending in a room with ghosts
    W_THREAT = 1.2  # extra for fighting in a room one ghost short of a haunting
    W_DOORSTEP = 0.4  # standing on the front-door square when it is not the target
    W_RETURN = -1.05  # per space of the way back out from a jewel room (negative: far jewels first)
    ADV_PICK_AHEAD = 0  # advanced: pick up a jewel with at most this many unfetched lower numbers
    ADV_EXPLORE = 1.0  # advanced: extra cost of visiting a face-down jewel to reveal it
    ADV_QUEUE = 2.0  # advanced: extra cost per unfetched lower number
    W_CARRIER_RISK = 0.0  # a carrier ending in a room one card from a haunting
    W_PAIR = 3.0  # spaces a free pawn will go further to fight beside a teammate (2 dice each)
    UNHAUNT_AT = 9  # with this many rooms haunted, two free pawns meet to break the nearest haunting (TH-16)
    UNHAUNT_JEWEL = 3.0  # a haunting over a jewel is worth breaking first (spaces saved)
    ADV_RETURN = 0.0  # advanced: W_RETURN (nearest first works better there)
    NOISE = 0.01

    def __init__(self, game: Any, seat: int) -> None:
        self.seat = seat
        self.reason = ""
        self.board = game.board
        self.haunt_at = game.ghosts_to_haunt
        self.max_dice = game.max_dice
        self.pawn_colours = list(game.pawn_colours)
        self.room_ids = list(game.board.room_ids)
        # letter card id -> the room it names (TH-3), for counting the cards still to come
        self.card_room = {cid: game.card_arg[k] for k, cid in enumerate(game.card_ids) if game.card_type[k] == 0}
        # the same per card kind, for a draw pile kept as counts: (kind, room) per letter card
        self.letter_kinds = [(k, game.card_arg[k]) for k in range(len(game.card_ids)) if game.card_type[k] == 0]
        self.room_kinds: list[list[int]] = [[k for k, r in self.letter_kinds if r == room] for room in range(len(self.room_ids))]
        # the board never changes: free walking distances per (start, lock), carrier routes
        # out per (lock, haunted rooms), kept for every decision (never changed once made)
        # (and the same as a list of floats per node, FAR where unreachable: the move's scores)
        self._free_memo: dict[tuple, dict[int, int]] = {}
        self._free_scores: dict[tuple, list[float]] = {}
        self._home_memo: dict[tuple, tuple[dict[int, int], list[float]]] = {}

    # --- reading the view --------------------------------------------------------
    def _world(self, view: Any) -> Facts:
        b = self.board
        locked = b.colours.index(view.locked_colour) if view.locked_colour else None
        node_index = b.node_index
        return Facts([node_index[p] for p in view.positions], view.carrying, view.carried_number, view.haunted,
                     view.ghosts, view.has_jewel, view.jewel_number, locked, view.advanced, view.next_number,
                     view.turn, view.draw_pile, False)

    def _free_dist(self, start: int, locked: int | None) -> dict[int, int]:
        """Walking distance from ``start`` to every node (shared: never change it)."""
        key = (start, locked)
        dist = self._free_memo.get(key)
        if dist is None:
            dist = self._free_memo[key] = self.board.distances(start, locked)
        return dist

    def _free_score_list(self, start: int, locked: int | None) -> list[float]:
        """:meth:`_free_dist` as ``float(dist.get(node, FAR))`` per node (shared)."""
        key = (start, locked)
        scores = self._free_scores.get(key)
        if scores is None:
            scores = self._free_scores[key] = score_list(self._free_dist(start, locked), len(self.board.node_ids))
        return scores

    def _carrier_home_scored(self, w: Facts) -> tuple[dict[int, int], list[float]]:
        """Carrier distance from every node to OUTSIDE (haunted rooms cut routes; in one =
        trapped), and the same as a score list. Shared: never change them."""
        haunted = w.haunted
        key = (w.locked, tuple(haunted))
        memo = self._home_memo
        found = memo.get(key)
        if found is None:
            b = self.board
            dist = b.distances(b.out, w.locked, haunted, carrier=True)
            for r, h in enumerate(haunted):
                if h:
                    dist.pop(b.room_node[r], None)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            found = memo[key] = (dist, score_list(dist, len(b.node_ids)))
        return found

    def _deliverable(self, w: Facts, p: int) -> bool:
        return w.carrying[p] and (not w.advanced or w.carried_number[p] == w.next_number)

    # --- roles ----------------------------------------------------------------------
    def _queue(self, w: Facts, n: int) -> int:
        """Advanced: how many lower numbers than ``n`` are still neither delivered nor carried."""
        carried = {c for c in w.carried_number if c}
        return sum(1 for m in range(w.next_number, n) if m not in carried)

    def _pickable(self, w: Facts, n: int, free_after: int) -> bool:
        """Advanced: worth picking up jewel ``n`` (``free_after``: pawns without a jewel afterwards).

        The next number always; a later one only if at most ADV_PICK_AHEAD unfetched numbers
        come before it and a pawn stays free to fetch them (so D-11 can never strike)."""
        if n == w.next_number:
            return True
        return free_after >= 1 and self._queue(w, n) <= self.ADV_PICK_AHEAD

    def _jewel_rooms(self, w: Facts, free: int) -> dict[int, float]:
        """Rooms worth fetching from, with an extra cost (advanced: the number order)."""
        out: dict[int, float] = {}
        pos = w.pos
        haunted = w.haunted
        room_node = self.board.room_node
        for r, has in enumerate(w.has_jewel):
            if not has:
                continue
            node = room_node[r]
            if haunted[r] and pos.count(node) == 0:
                continue  # D-1: picking up alone in a haunted room traps the pawn
            extra = 0.0
            if w.advanced:
                n = w.jewel_number[r]
                if n == 0:
                    extra = self.ADV_EXPLORE  # unknown: worth a visit to reveal it
                elif not self._pickable(w, n, free - 1):
                    continue
                else:
                    extra = self.ADV_QUEUE * self._queue(w, n)
            out[r] = extra
        return out

    def _assign(self, w: Facts, only: int | None = None) -> dict[int, tuple[str, int]]:
        """Every free pawn's job: ("rescue"|"jewel"|"fight"|"out"|"stay", node). A job once
        given never changes, so with ``only`` (a pawn) it stops as soon as that pawn has one."""
        b = self.board
        pos = w.pos
        haunted = w.haunted
        carrying = w.carrying
        pawns = len(pos)
        free = [p for p in range(pawns) if not carrying[p]]
        locked = w.locked
        memo = self._free_memo
        dists = {}
        for p in free:
            dist_p = memo.get((pos[p], locked))
            dists[p] = dist_p if dist_p is not None else self._free_dist(pos[p], locked)
        jobs: dict[int, tuple[str, int]] = {}
        haunted_rooms = [r for r, h in enumerate(haunted) if h]
        # rescues (TH-16, TH-17): a haunted room holding trapped carriers and no free pawn
        for r in haunted_rooms:
            node = b.room_node[r]
            if node not in pos:
                continue
            trapped = [p for p in range(pawns) if pos[p] == node and carrying[p]]
            if not trapped:
                continue
            helpers = [p for p in free if pos[p] == node and p not in jobs]
            if helpers:
                jobs[helpers[0]] = ("stay", node)
                continue
            if len(trapped) >= 2:
                continue  # they un-haunt on their own turns
            options = [(dists[p].get(node, FAR), p) for p in free if p not in jobs]
            if options:
                d, p = min(options)
                if d < FAR:
                    jobs[p] = ("rescue", node)
        # hauntings (TH-16): two pawns meet in a haunted room and roll until the marker goes
        if haunted_rooms:
            self._unhaunt(w, pos, free, dists, jobs, len(haunted_rooms) >= self.UNHAUNT_AT)
            if only in jobs:
                return jobs
        # jewels: a greedy matching of free pawns to jewel rooms by distance
        rooms = self._jewel_rooms(w, len(free))
        pairs = []
        if rooms:
            home = self._carrier_home_scored(w)[0]
            w_return = self.ADV_RETURN if w.advanced else self.W_RETURN
            room_node = b.room_node
            # (room, its node, its extra cost, the way back out's share) per room worth fetching from
            worth = [(r, room_node[r], extra, w_return * home.get(room_node[r], 12)) for r, extra in rooms.items()]
            for p in free:
                if p in jobs:
                    continue
                dist_p = dists[p]
                for r, node, extra, back in worth:
                    d = dist_p.get(node, FAR)
                    if d < FAR:
                        pairs.append((d + extra + back, p, r))
            pairs.sort()
        taken_rooms = set()
        for _, p, r in pairs:
            if p in jobs or r in taken_rooms:
                continue
            jobs[p] = ("jewel", b.room_node[r])
            taken_rooms.add(r)
            if p == only:
                return jobs
        # the rest: while jewels lie in the house, fight where a haunting threatens; else go out
        jewels_inside = any(w.has_jewel)
        fights = None  # (node, 2 if a haunting threatens there else 0) per room with ghosts
        for p in free:
            if p in jobs:
                continue
            best = None
            if jewels_inside:
                if fights is None:
                    fights = []
                    threat_at = self.haunt_at - 1
                    for r, g in enumerate(w.ghosts):
                        if g:
                            threat = g >= threat_at and w.incoming_at(r, self.card_room, self.letter_kinds, self.room_kinds) > 0
                            fights.append((b.room_node[r], 2 if threat else 0))
                dist_p = dists[p]
                here = pos[p]
                targets = {t for _, t in jobs.values()}
                for node, threat in fights:
                    d = dist_p.get(node, FAR) - threat
                    # section 7: with a teammate in the room each fight rolls 2 dice
                    if pos.count(node) - (here == node) > 0 or node in targets:
                        d -= self.W_PAIR
                    if best is None or d < best[0]:
                        best = (d, node)
            if best is not None:
                jobs[p] = ("fight", best[1])
            else:
                jobs[p] = ("out", b.out)
            if p == only:
                return jobs
        return jobs

    def _unhaunt(self, w: Facts, pos: list[int], free: list[int], dists: dict, jobs: dict, any_room: bool) -> None:
        """Send the cheapest pair of free pawns to one haunted room (pawns already there stay):
        always for a haunting that locks a jewel in (nobody can take it alone, D-1), and for
        any haunting once ``any_room``."""
        room_node = self.board.room_node
        best = None
        has_jewel = w.has_jewel
        targets = {target for _, target in jobs.values()}
        for r, h in enumerate(w.haunted):
            if not h or (not any_room and not has_jewel[r]):
                continue
            node = room_node[r]
            if node in targets:
                continue
            need = max(0, 2 - pos.count(node))
            helpers = []
            if need:
                helpers = sorted([(dists[p].get(node, FAR), p) for p in free if p not in jobs and pos[p] != node])[:need]
                if len(helpers) < need or helpers[-1][0] >= FAR:  # sorted: the last is the farthest
                    continue
            cost = sum(d for d, _ in helpers) - (self.UNHAUNT_JEWEL if has_jewel[r] else 0.0)
            if best is None or cost < best[0]:
                there = [p for p in range(len(pos)) if pos[p] == node]
                best = (cost, node, [p for p in there if p in free and p not in jobs], [p for _, p in helpers])
        if best is None:
            return
        _, node, stayers, goers = best
        for p in stayers:
            jobs[p] = ("stay", node)
        for p in goers:
            jobs[p] = ("unhaunt", node)

    def team_plan(self, view: Any) -> list[tuple[int, str, str]]:
        """What every pawn means to do next, as (pawn, job, place): the same jobs the bots
        move by. Jobs: deliver, trapped, wait, rescue, unhaunt, stay, jewel, fight, out."""
        w = self._world(view)
        b = self.board
        jobs = self._assign(w)
        plan = []
        for p in range(len(view.positions)):
            at = view.positions[p]
            if view.carrying[p]:
                if at in self.room_ids and view.haunted[self.room_ids.index(at)]:
                    plan.append((p, "trapped", at))
                elif self._deliverable(w, p):
                    plan.append((p, "deliver", b.out_id))
                else:
                    plan.append((p, "wait", b.out_id))
                continue
            job, node = jobs.get(p, ("out", b.out))
            plan.append((p, job, b.node_ids[node]))
        return plan

    # --- choosing -------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        if view.phase == "pickup":
            return self.jewel_step(self._world(view), legal)
        if len(legal) == 1:
            action = legal[0]
            p = view.turn
            at = view.positions[p]
            if view.carrying[p] and at in self.room_ids and view.haunted[self.room_ids.index(at)]:
                if view.positions.count(at) > 1:
                    self.reason = Words("treasure_hunters.reason.trapped_with_partner", room=at)
                else:
                    self.reason = Words("treasure_hunters.reason.trapped_waiting", room=at)
            else:
                self.reason = stay_reason(self.board, at)
            return action
        return self._move(view, legal, rng)

    def _move(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        w = self._world(view)
        best, role, target, dist = self.move(w, legal, rng)
        self.reason = move_reason(self, view, role, target, best.to, dist, w.pos[w.turn])
        return best

    def move(self, w: Facts, legal: Sequence[Action], rng: random.Random) -> tuple[Action, str, int, dict[int, int]]:
        """The destination (one ``rng.random()`` per legal move, in order), with the pawn's
        role, its target node and the distances it was scored by (for the reason)."""
        b = self.board
        pos = w.pos
        haunted = w.haunted
        me = w.turn
        here = pos[me]
        carrier = w.carrying[me]
        role = ""
        target = b.out
        if carrier:
            home, scores = self._carrier_home_scored(w)
            if self._deliverable(w, me):
                dist = home
                role = "deliver"
            else:
                # advanced: hold a later number safely near the front door until it is next
                dist = {v: d + (3 if v == b.front_square else 0) for v, d in home.items()}
                dist.pop(b.out, None)
                scores = score_list(dist, len(b.node_ids))
                role = "wait"
        else:
            job, target = self._assign(w, me).get(me, ("out", b.out))
            role = job
            dist = self._free_dist(target, w.locked)
            scores = self._free_score_list(target, w.locked)
        ghosts = w.ghosts
        node_index = b.node_index
        room_of = b.room_of
        front_square = b.front_square
        max_dice = self.max_dice
        threat_at = self.haunt_at - 1
        noise = self.NOISE
        random_ = rng.random
        doorstep = self.W_DOORSTEP if target != b.out else None
        best = None
        best_score = 1e9
        for action in legal:
            v = node_index[action.to]
            score = scores[v]  # float(dist.get(v, FAR))
            r = room_of[v]
            if r >= 0:
                g = ghosts[r]
                if haunted[r] and carrier and v != here:
                    score += 50  # TH-17: never walk a jewel into a haunting
                if g:
                    others = pos.count(v) - (here == v)
                    dice = min(max_dice, 2 if others else 1)
                    score -= self.W_FIGHT * min(g, dice * 0.5) * 2
                    if g >= threat_at:
                        if w.incoming_at(r, self.card_room, self.letter_kinds, self.room_kinds) > 0:
                            score -= self.W_THREAT
                            if carrier and not haunted[r]:
                                score += self.W_CARRIER_RISK  # section 7: the next card could trap the carrier
            elif v == front_square and doorstep is not None:
                score += doorstep
            score += random_() * noise
            if score < best_score:
                best, best_score = action, score
        return best, role, target, dist

    def jewel_step(self, w: Facts, legal: Sequence[Action]) -> Action:
        """Step 4: pick up, put down or leave the jewel (no random numbers drawn)."""
        types = {a.TYPE: a for a in legal}
        p = w.turn
        node = w.pos[p]
        at = self.board.node_ids[node]
        r = self.board.room_of[node]
        skip = types.get("skip_jewel")
        if "pick_up" in types:
            alone = w.pos.count(node) == 1
            if r >= 0 and w.haunted[r] and alone:
                self.reason = Words("treasure_hunters.reason.leave_in_haunted", room=at)
                return skip
            if w.advanced:
                n = w.jewel_number[r]
                free_after = sum(1 for c in w.carrying if not c) - 1
                if not self._pickable(w, n, free_after):
                    self.reason = Words("treasure_hunters.reason.leave_numbered", n=n, room=at, next=w.next_number)
                    return skip
                if n != w.next_number:
                    self.reason = Words("treasure_hunters.reason.take_early", n=n, room=at)
                    return types["pick_up"]
            self.reason = Words("treasure_hunters.reason.pick_up", room=at)
            return types["pick_up"]
        if "put_down" in types:
            stuck = all(w.carrying) and w.next_number not in w.carried_number
            if stuck:
                self.reason = Words("treasure_hunters.reason.put_down", room=at, next=w.next_number)
                return types["put_down"]
            self.reason = Words("treasure_hunters.reason.keep_jewel")
            return skip
        self.reason = Words("treasure_hunters.reason.no_jewel_here")
        return legal[0]

# --- reasons (the words of a decision on the view; the search's playouts skip them) ----------
def stay_reason(b: Any, nid: str) -> Words:
    """Nowhere else to go: where the pawn stays."""
    if nid == b.out_id:
        return Words("treasure_hunters.reason.stay_outside")
    if nid in b.room_ids:
        return Words("treasure_hunters.reason.stay_in_room", room=nid)
    return Words("treasure_hunters.reason.stay_on_square", square=nid)


def pawn_words(bot: TreasureHuntersBot, view: Any, p: int) -> Words:
    colour = bot.pawn_colours[p] if p < len(bot.pawn_colours) else str(p + 1)
    key = f"treasure_hunters.reason.colour_{colour}"
    shown = Words(key) if has_key(key) else Words.plain(colour)
    return Words("treasure_hunters.reason.pawn", player=Seat(view.pawn_owner[p]), colour=shown)


def move_reason(bot: TreasureHuntersBot, view: Any, role: str, target: int, to: str, dist: dict, here: int) -> Words:
    b = bot.board
    tid = b.node_ids[target]
    v = b.node_index[to]
    left = dist.get(v, FAR)
    if role == "deliver":
        if to == b.out_id:
            return Words("treasure_hunters.reason.carry_out")
        free = b.distances(here, b.colours.index(view.locked_colour) if view.locked_colour else None).get(b.out, FAR)
        if dist.get(here, FAR) > free:
            return Words("treasure_hunters.reason.carry_the_long_way", left=left)
        return Words("treasure_hunters.reason.carry_toward_door", left=left)
    if role == "wait":
        return Words("treasure_hunters.reason.hold_near_door", n=view.carried_number[view.turn], next=view.next_number)
    if role in ("rescue", "stay", "unhaunt"):
        trapped = [i for i, q in enumerate(view.positions) if q == tid and view.carrying[i] and i != view.turn]
        if not trapped and role != "rescue":
            haunted = sum(view.haunted)
            if to == tid:
                return Words("treasure_hunters.reason.stay_to_unhaunt", room=tid, haunted=haunted, rooms=6)
            return Words("treasure_hunters.reason.head_to_unhaunt", room=tid, left=left)
        who = pawn_words(bot, view, trapped[0]) if trapped else Words("treasure_hunters.reason.a_trapped_pawn")
        if to == tid:
            return Words("treasure_hunters.reason.join_trapped", pawn=who, room=tid)
        return Words("treasure_hunters.reason.help_trapped", pawn=who, room=tid)
    if role == "jewel":
        r = b.room_of[target]
        n = view.jewel_number[r] if r >= 0 else 0
        if to == tid:
            return Words("treasure_hunters.reason.go_for_jewel", room=tid, n=n) if n else Words("treasure_hunters.reason.go_for_the_jewel", room=tid)
        if n:
            return Words("treasure_hunters.reason.head_for_jewel", n=n, room=tid, left=left)
        return Words("treasure_hunters.reason.head_for_the_jewel", room=tid, left=left)
    if role == "fight":
        r = b.room_of[target]
        g = view.ghosts[r] if r >= 0 else 0
        if g >= bot.haunt_at - 1:
            return Words("treasure_hunters.reason.fight_before_haunting", ghosts=g, room=tid)
        return Words("treasure_hunters.reason.fight", room=tid)
    if to == b.out_id:
        return Words("treasure_hunters.reason.walk_out")
    return Words("treasure_hunters.reason.head_out", left=left)


def make_easy_bot(game, seat: int) -> TreasureHuntersBot:
    """The "easy" level for Ghost Fightin' Treasure Hunters (registered by ghostparlor.ai.heuristics)."""
    return TreasureHuntersBot(game, seat)
