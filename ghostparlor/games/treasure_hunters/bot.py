"""The "easy" heuristic teammate for Ghost Fightin' Treasure Hunters
(rules: ../shared/rules/treasure_hunters.md, section 7).

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

Tuning (ghostparlor.sim, 500 games per seat count): basic game 39-52% team wins
against 0% for random teammates.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Seat, Words, has as has_key

__all__ = ["TreasureHuntersBot", "make_easy_bot"]

FAR = 99


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

    # --- reading the view --------------------------------------------------------
    def _world(self, view: Any) -> dict:
        b = self.board
        locked = b.colours.index(view.locked_colour) if view.locked_colour else None
        return {
            "pos": [b.node_index[p] for p in view.positions],
            "locked": locked,
            "haunted": view.haunted,
            "incoming": self._incoming(view),
        }

    def _incoming(self, view: Any) -> list[int]:
        """Section 7, "count cards": how many letter cards still in the draw pile land in each
        room (after the TH-4 overflow past haunted rooms). A room whose cards are all in the
        discard pile gets no ghost before the next SHUFFLE."""
        n = len(self.room_ids)
        incoming = [0] * n
        for card, count in view.draw_pile:
            r = self.card_room.get(card)
            if r is None:
                continue
            for _ in range(n):
                if not view.haunted[r]:
                    break
                r = (r + 1) % n
            incoming[r] += count
        return incoming

    def _stay(self, nid: str) -> Words:
        """Nowhere else to go: where the pawn stays."""
        if nid == self.board.out_id:
            return Words("treasure_hunters.reason.stay_outside")
        if nid in self.room_ids:
            return Words("treasure_hunters.reason.stay_in_room", room=nid)
        return Words("treasure_hunters.reason.stay_on_square", square=nid)

    def _pawn(self, view: Any, p: int) -> Words:
        colour = self.pawn_colours[p] if p < len(self.pawn_colours) else str(p + 1)
        key = f"treasure_hunters.reason.colour_{colour}"
        shown = Words(key) if has_key(key) else Words.plain(colour)
        return Words("treasure_hunters.reason.pawn", player=Seat(view.pawn_owner[p]), colour=shown)

    def _free_dist(self, start: int, w: dict) -> dict[int, int]:
        return self.board.distances(start, w["locked"])

    def _carrier_home(self, w: dict) -> dict[int, int]:
        """Carrier distance from every node to OUTSIDE (haunted rooms cut routes; in one = trapped)."""
        b = self.board
        haunted = w["haunted"]
        dist = b.distances(b.out, w["locked"], haunted, carrier=True)
        for r, h in enumerate(haunted):
            if h:
                dist.pop(b.room_node[r], None)
        return dist

    def _deliverable(self, view: Any, p: int) -> bool:
        return view.carrying[p] and (not view.advanced or view.carried_number[p] == view.next_number)

    # --- roles ----------------------------------------------------------------------
    def _queue(self, view: Any, n: int) -> int:
        """Advanced: how many lower numbers than ``n`` are still neither delivered nor carried."""
        carried = {c for c in view.carried_number if c}
        return sum(1 for m in range(view.next_number, n) if m not in carried)

    def _pickable(self, view: Any, n: int, free_after: int) -> bool:
        """Advanced: worth picking up jewel ``n`` (``free_after``: pawns without a jewel afterwards).

        The next number always; a later one only if at most ADV_PICK_AHEAD unfetched numbers
        come before it and a pawn stays free to fetch them (so D-11 can never strike)."""
        if n == view.next_number:
            return True
        return free_after >= 1 and self._queue(view, n) <= self.ADV_PICK_AHEAD

    def _jewel_rooms(self, view: Any, w: dict, free: int) -> dict[int, float]:
        """Rooms worth fetching from, with an extra cost (advanced: the number order)."""
        out: dict[int, float] = {}
        pos = w["pos"]
        for r, has in enumerate(view.has_jewel):
            if not has:
                continue
            node = self.board.room_node[r]
            if view.haunted[r] and pos.count(node) == 0:
                continue  # D-1: picking up alone in a haunted room traps the pawn
            extra = 0.0
            if view.advanced:
                n = view.jewel_number[r]
                if n == 0:
                    extra = self.ADV_EXPLORE  # unknown: worth a visit to reveal it
                elif not self._pickable(view, n, free - 1):
                    continue
                else:
                    extra = self.ADV_QUEUE * self._queue(view, n)
            out[r] = extra
        return out

    def _assign(self, view: Any, w: dict) -> dict[int, tuple[str, int]]:
        """Every free pawn's job: ("rescue"|"jewel"|"fight"|"out"|"stay", node)."""
        b = self.board
        pos = w["pos"]
        haunted = w["haunted"]
        pawns = len(pos)
        free = [p for p in range(pawns) if not view.carrying[p]]
        dists = {p: self._free_dist(pos[p], w) for p in free}
        jobs: dict[int, tuple[str, int]] = {}
        # rescues (TH-16, TH-17): a haunted room holding trapped carriers and no free pawn
        for r, h in enumerate(haunted):
            if not h:
                continue
            node = b.room_node[r]
            trapped = [p for p in range(pawns) if pos[p] == node and view.carrying[p]]
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
        self._unhaunt(view, pos, free, dists, jobs, sum(haunted) >= self.UNHAUNT_AT)
        # jewels: a greedy matching of free pawns to jewel rooms by distance
        rooms = self._jewel_rooms(view, w, len(free))
        home = self._carrier_home(w)
        pairs = []
        for p in free:
            if p in jobs:
                continue
            for r, extra in rooms.items():
                node = b.room_node[r]
                d = dists[p].get(node, FAR)
                if d < FAR:
                    pairs.append((d + extra + (self.ADV_RETURN if view.advanced else self.W_RETURN) * home.get(node, 12), p, r))
        pairs.sort()
        taken_rooms = set()
        for _, p, r in pairs:
            if p in jobs or r in taken_rooms:
                continue
            jobs[p] = ("jewel", b.room_node[r])
            taken_rooms.add(r)
        # the rest: while jewels lie in the house, fight where a haunting threatens; else go out
        jewels_inside = any(view.has_jewel)
        for p in free:
            if p in jobs:
                continue
            best = None
            if jewels_inside:
                for r, g in enumerate(view.ghosts):
                    if g:
                        node = b.room_node[r]
                        threat = g >= self.haunt_at - 1 and w["incoming"][r] > 0
                        d = dists[p].get(node, FAR) - (2 if threat else 0)
                        # section 7: with a teammate in the room each fight rolls 2 dice
                        if any(q == node for i, q in enumerate(pos) if i != p) or any(t == node for _, t in jobs.values()):
                            d -= self.W_PAIR
                        if best is None or d < best[0]:
                            best = (d, b.room_node[r])
            if best is not None:
                jobs[p] = ("fight", best[1])
            else:
                jobs[p] = ("out", b.out)
        return jobs

    def _unhaunt(self, view: Any, pos: list[int], free: list[int], dists: dict, jobs: dict, any_room: bool) -> None:
        """Send the cheapest pair of free pawns to one haunted room (pawns already there stay):
        always for a haunting that locks a jewel in (nobody can take it alone, D-1), and for
        any haunting once ``any_room``."""
        b = self.board
        best = None
        for r, h in enumerate(view.haunted):
            node = b.room_node[r]
            if not h or any(target == node for _, target in jobs.values()):
                continue
            if not any_room and not view.has_jewel[r]:
                continue
            there = [p for p in range(len(pos)) if pos[p] == node]
            need = max(0, 2 - len(there))
            helpers = sorted((dists[p].get(node, FAR), p) for p in free if p not in jobs and pos[p] != node)[:need]
            if len(helpers) < need or any(d >= FAR for d, _ in helpers):
                continue
            cost = sum(d for d, _ in helpers) - (self.UNHAUNT_JEWEL if view.has_jewel[r] else 0.0)
            if best is None or cost < best[0]:
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
        jobs = self._assign(view, w)
        plan = []
        for p in range(len(view.positions)):
            at = view.positions[p]
            if view.carrying[p]:
                if at in self.room_ids and view.haunted[self.room_ids.index(at)]:
                    plan.append((p, "trapped", at))
                elif self._deliverable(view, p):
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
            return self._jewel_step(view, legal)
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
                self.reason = self._stay(at)
            return action
        return self._move(view, legal, rng)

    def _move(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        b = self.board
        w = self._world(view)
        pos = w["pos"]
        haunted = w["haunted"]
        me = view.turn
        here = pos[me]
        carrier = view.carrying[me]
        role = ""
        target = b.out
        if carrier:
            home = self._carrier_home(w)
            if self._deliverable(view, me):
                dist = home
                role = "deliver"
            else:
                # advanced: hold a later number safely near the front door until it is next
                dist = {v: d + (3 if v == b.front_square else 0) for v, d in home.items()}
                dist.pop(b.out, None)
                role = "wait"
        else:
            job, target = self._assign(view, w).get(me, ("out", b.out))
            role = job
            dist = b.distances(target, w["locked"])
        best = None
        best_score = 1e9
        for action in legal:
            v = b.node_index[action.to]
            score = float(dist.get(v, FAR))
            r = b.room_of[v]
            if r >= 0:
                g = view.ghosts[r]
                if haunted[r] and carrier and v != here:
                    score += 50  # TH-17: never walk a jewel into a haunting
                if g:
                    others = sum(1 for i, q in enumerate(pos) if q == v and i != me)
                    dice = min(self.max_dice, 2 if others else 1)
                    score -= self.W_FIGHT * min(g, dice * 0.5) * 2
                    if g >= self.haunt_at - 1 and w["incoming"][r] > 0:
                        score -= self.W_THREAT
                        if carrier and not haunted[r]:
                            score += self.W_CARRIER_RISK  # section 7: the next card could trap the carrier
            elif v == b.front_square and target != b.out:
                score += self.W_DOORSTEP
            score += rng.random() * self.NOISE
            if score < best_score:
                best, best_score = action, score
        self.reason = self._move_reason(view, role, target, best.to, dist, here)
        return best

    def _jewel_step(self, view: Any, legal: Sequence[Action]) -> Action:
        types = {a.TYPE: a for a in legal}
        p = view.turn
        at = view.positions[p]
        r = self.room_ids.index(at) if at in self.room_ids else -1
        skip = types.get("skip_jewel")
        if "pick_up" in types:
            alone = view.positions.count(at) == 1
            if r >= 0 and view.haunted[r] and alone:
                self.reason = Words("treasure_hunters.reason.leave_in_haunted", room=at)
                return skip
            if view.advanced:
                n = view.jewel_number[r]
                free_after = sum(1 for c in view.carrying if not c) - 1
                if not self._pickable(view, n, free_after):
                    self.reason = Words("treasure_hunters.reason.leave_numbered", n=n, room=at, next=view.next_number)
                    return skip
                if n != view.next_number:
                    self.reason = Words("treasure_hunters.reason.take_early", n=n, room=at)
                    return types["pick_up"]
            self.reason = Words("treasure_hunters.reason.pick_up", room=at)
            return types["pick_up"]
        if "put_down" in types:
            stuck = all(view.carrying) and view.next_number not in view.carried_number
            if stuck:
                self.reason = Words("treasure_hunters.reason.put_down", room=at, next=view.next_number)
                return types["put_down"]
            self.reason = Words("treasure_hunters.reason.keep_jewel")
            return skip
        self.reason = Words("treasure_hunters.reason.no_jewel_here")
        return legal[0]

    # --- reasons --------------------------------------------------------------------
    def _move_reason(self, view: Any, role: str, target: int, to: str, dist: dict, here: int) -> Words:
        b = self.board
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
            who = self._pawn(view, trapped[0]) if trapped else Words("treasure_hunters.reason.a_trapped_pawn")
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
            if g >= self.haunt_at - 1:
                return Words("treasure_hunters.reason.fight_before_haunting", ghosts=g, room=tid)
            return Words("treasure_hunters.reason.fight", room=tid)
        if to == b.out_id:
            return Words("treasure_hunters.reason.walk_out")
        return Words("treasure_hunters.reason.head_out", left=left)


def make_easy_bot(game, seat: int) -> TreasureHuntersBot:
    """The "easy" level for Ghost Fightin' Treasure Hunters (registered by ghostparlor.ai.heuristics)."""
    return TreasureHuntersBot(game, seat)
