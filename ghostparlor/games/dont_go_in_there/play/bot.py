"""The "easy" heuristic bot for Don't Go In There (rules: docs/rules/dont_go_in_there.md, section 7).

The bot sees only its :class:`~ghostparlor.games.dont_go_in_there.rules.DontGoInThereView`
and the legal actions; from the game object it reads content only (card values,
dice icons, flashlights, the dice odds). Every decision is one pass over the
legal actions, each scored by a few counted expectations (no search):

* **Card cost.** A card's cost to the bot is the change of its final curses if it
  took the card now: the value, minus what the card's immediate effect dispels
  (a Twin pair, a 4th Ring, a 3rd Mirror, a Doll set of 6, the Clock, a Tome on
  the bot's costliest type), the end effects it would feed (Amulet chains,
  Portrait halves, a Cat while the bot's ghosts are low), and the ghosts it moves
  (Mirror +1, Holy Water halving, Mask passing, Library slots 1 and 3). Unfinished
  sets are discounted by how far along they are.
* **Ghosts.** A ghost is priced at a share of a curse: more when the bot may be
  the ghost leader (only the most-ghosts players pay floor(M/2), DG-15). Hidden
  opponents' counts are estimated at about one ghost per card taken (random play
  averages that); with open ghosts the real counts are used.
* **Placement.** For every legal space: the expected haunting E[max(0, X - F)]
  with X ~ Bin(D, 1/2) (D from the visible cards; a face-down card the bot has
  not seen counts as average), the room's placement effect, and the card the bot
  can expect at its pick rank (meeples above it choose first and are assumed to
  take the lowest values; a later meeple may still come in above it).
* **Dice abilities.** Basement: reroll when the expected outcome over the
  binomial is better for the bot than the roll in front of it. Hallway: turn the
  die that helps the bot most; ghosts pushed onto rivals count a little.
* **Tome** names the type with the most face-up curses; **Doll** takes the D-7
  default order.

The reason never names the bot's ghost count or a face-down card it looked at.

A card's price is kept once worked out, under what it depends on (the cards of its type
the bot holds; its ghosts for Mirror, Holy Water, Mask and Cat; its best other type for the
Tome), which the search's playouts meet over and over. Those playouts do not build a view
per step: ``rollout.py`` reads the same facts from the imagined state and feeds them to the
same prices (:meth:`DontGoInThereBot._set_facts`, :meth:`DontGoInThereBot.kind_cost`).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ghostparlor.core.protocol import Action
from ghostparlor.core.strings import Words
from ghostparlor.games.dont_go_in_there.play.bot_prices import CardPrices

__all__ = ["DontGoInThereBot", "make_easy_bot"]


def _curse(curse: str) -> Words:
    return Words(f"dont_go_in_there.curse.{curse}")


def _room(room: str) -> Words:
    return Words(f"dont_go_in_there.room.{room}")


def _pretty(card: str) -> Words:
    curse, _, value = card.rpartition("_")
    return Words("dont_go_in_there.card.name", curse=_curse(curse), value=value)


class DontGoInThereBot(CardPrices):
    """Prices each card by what it does to the bot's final curses, and each space by
    the card it can expect there and the ghosts it will likely take."""

    name = "easy"
    needs_view = True

    # weights, tuned with ghostparlor.devtools.sim against random bots and itself
    W_GHOST = 0.5  # a ghost, when the bot is not near the ghost lead
    W_GHOST_LEAD = 1.0  # a ghost, when the bot may lead the ghost count
    W_OTHERS = 0.1  # a ghost pushed onto another seat (Hallway, Basement)
    PER_CARD_GHOSTS = 1.0  # estimate of a hidden opponent's ghosts per card taken
    PARTIAL_SET = 0.15  # discount per card already held toward a set
    RESOLVER_BONUS = 0.8  # controlling the Basement or Hallway dice
    FACE_DOWN_VALUE = 2.5
    FACE_DOWN_DICE = 1.5
    NOISE = 0.01
    MEMO_PRICES = 100_000  # card prices kept (then forgotten all at once)

    def __init__(self, game: Any, seat: int) -> None:
        self.seat = seat
        self.reason = ""
        self.g = game
        self.flash = list(game.flashlights)
        self.resolve_at = game.resolve_at
        self.kind_of = game.kind_of
        self.value_of = game.value_of
        self.dice_of = game.dice_of
        self.type_of = game.type_of
        self.type_ids = game.type_ids
        self.V = game.V
        self.roll_probs = game.roll_probs
        top = max(self.flash) + 2
        self.eg = [[sum(p * max(0, x - f) for x, p in enumerate(probs)) for f in range(top)] for probs in game.roll_probs]
        self.slot_ghosts = {rid: game.slot_ghosts[i] for i, rid in enumerate(game.room_ids)}
        self.place_gain = {rid: game.place_gain[i] for i, rid in enumerate(game.room_ids)}
        self.place_discard = {rid: game.place_discard[i] for i, rid in enumerate(game.room_ids)}
        self.rerolls = {rid: game.rerolls[i] for i, rid in enumerate(game.room_ids)}
        self.turns = {rid: game.turns[i] for i, rid in enumerate(game.room_ids)}
        # the curse types' numbers, read once (content, not the view)
        ti = game.type_index
        self.t_twin, self.t_ring, self.t_mirror, self.t_doll = (ti.get(x, -1) for x in ("twin", "ring", "mirror", "doll"))
        self.t_clock, self.t_holy, self.t_mask, self.t_tome = (ti.get(x, -1) for x in ("clock", "holy_water", "mask", "tome"))
        self.t_amulet, self.t_portrait, self.t_cat, self.t_music = (ti.get(x, -1) for x in ("amulet", "portrait", "cat", "music_box"))

        def param(curse: str, name: str) -> Any:
            return game.curse_params.get(curse, {}).get(name)

        self.ring_set = param("ring", "set")
        self.mirror_ghosts = param("mirror", "ghosts")
        self.mirror_set = param("mirror", "set")
        self.clock_threshold = param("clock", "threshold")
        self.clock_dispel = param("clock", "dispel")
        self.holy_set = param("holy_water", "set")
        self.holy_divisor = param("holy_water", "discard_divisor")
        self.tome_set = param("tome", "set")
        self.amulet_pairs = [tuple(x) for x in (param("amulet", "dispels_value") or ())]
        self.portrait_per = param("portrait", "per")
        self.cat_limit = param("cat", "ghost_limit")
        self.cat_keep = param("cat", "keep")
        self.types = len(self.type_ids)
        self.eg_memo: dict = {}  # (dice, flashlights) -> expected ghosts (content only)
        self.doll_memo: dict = {}  # (same-type kinds held, new kind) -> whether a Doll set forms
        # the types whose price depends on the bot's ghosts (and their weight), not only on its cards
        self.ghost_priced = [t in (self.t_mirror, self.t_holy, self.t_mask, self.t_cat) for t in range(self.types)]
        # a card's price depends on the cards of its type the bot holds (and for a few types
        # on its ghosts, or on its other types): the prices worked out are kept under those
        # (the same ones come back decision after decision, and in the search's playouts
        # sample after sample)
        self.cost_memo: dict[tuple, float] = {}
        # what the bot knows of itself at the decision (set by _set_facts)
        self._mine_key: tuple | None = None
        self._same_memo: dict[int, tuple] = {}  # type -> the values held of it
        self._best_memo: dict[int, int] = {}  # type -> _best_other_sum
        self._sums: list[int] = []
        self.mine: list[int] = []
        self.my_ghosts = 0
        self.others_max = 0
        self.w = self.W_GHOST

    # --- the bot's reading of the view ---------------------------------------
    def _setup(self, view: Any) -> None:
        me = self.seat
        kind_of = self.kind_of
        others = []
        for i in range(view.players):
            if i == me:
                continue
            g = view.ghosts[i]
            if g is None:
                g = self.PER_CARD_GHOSTS * (len(view.tableaux[i]) + len(view.dispelled[i]))
            others.append(g)
        self._set_facts([kind_of[c] for c in view.tableaux[me]], view.ghosts[me] or 0, max(others) if others else 0)

    # --- prices -----------------------------------------------------------------
    def card_cost(self, view: Any, card: str) -> float:
        """What taking ``card`` now does to the bot's final curses (ghosts priced in)."""
        return self.kind_cost(self.kind_of[card], view.clock_used_by is None)

    # --- choosing -------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random, budget: Any = None) -> Action:
        self._setup(view)
        kind = legal[0].TYPE
        if len(legal) == 1 and kind not in ("place", "take"):
            self.reason = Words("dont_go_in_there.reason.only_choice")
            return legal[0]
        if kind == "place":
            return self._place(view, legal, rng)
        if kind == "take":
            return self._take(view, legal, rng)
        if kind in ("reroll", "turn_die", "keep_roll"):
            return self._dice(view, legal)
        if kind == "tome_dispel":
            return self._tome(view, legal)
        if kind == "doll_set":
            self.reason = Words("dont_go_in_there.reason.dispel_dolls", values=" + ".join(map(str, legal[0].values)))
            return legal[0]  # D-7: the default order
        if kind == "choose_type":
            action = legal[rng.randrange(len(legal))]
            self.reason = Words("dont_go_in_there.reason.put_in_play", curse=_curse(action.curse))
            return action
        self.reason = ""
        return legal[rng.randrange(len(legal))]

    def _take(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        board = next(b for b in view.boards if b.room == view.resolving)
        best, best_score = legal[0], None
        for action in legal:
            card = board.slots[action.slot - 1]
            score = self.card_cost(view, card) + self._slot_cost(board.room, action.slot - 1) + rng.random() * self.NOISE
            if best_score is None or score < best_score:
                best, best_score = action, score
        card = board.slots[best.slot - 1]
        value = self.value_of[self.kind_of[card]]
        if best_score < value - 0.5:
            self.reason = Words("dont_go_in_there.reason.take_lowers", card=_pretty(card))
        else:
            self.reason = Words("dont_go_in_there.reason.take_cheapest", card=_pretty(card))
        return best

    def _room_cards(self, view: Any, board: Any) -> tuple[list[float], float, float, list[str | None]]:
        """Each card's cost to the bot (Library slots included), the room's dice as the bot
        knows them and as everybody knows them (for the reason), and the names it may say."""
        costs = []
        dice = public = 0.0
        names: list[str | None] = []
        for i, card in enumerate(board.slots):
            if card is None:
                continue
            if card == "face_down":
                costs.append(self.FACE_DOWN_VALUE)
                dice += self.FACE_DOWN_DICE
                public += self.FACE_DOWN_DICE
                names.append(None)
                continue
            k = self.kind_of[card]
            costs.append(self.card_cost(view, card) + self._slot_cost(board.room, i))
            dice += self.dice_of[k]
            secret = i + 1 == board.face_down_slot  # a face-down card the bot looked at
            public += self.FACE_DOWN_DICE if secret else self.dice_of[k]
            names.append(None if secret else card)  # never name a peeked card
        return costs, dice, public, names

    def _expected_ghosts(self, dice: float, flashlights: int) -> float:
        key = (dice, flashlights)
        out = self.eg_memo.get(key)
        if out is None:
            out = self.eg_memo[key] = self._expected_ghosts_at(dice, flashlights)
        return out

    def _expected_ghosts_at(self, dice: float, flashlights: int) -> float:
        lo = int(dice)
        frac = dice - lo
        top = len(self.eg) - 1
        a = self.eg[min(lo, top)][flashlights]
        b = self.eg[min(lo + 1, top)][flashlights]
        return a * (1 - frac) + b * frac

    def _place(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        boards = {b.room: b for b in view.boards if b.room is not None}
        cache: dict[str, tuple] = {}
        best, best_score, best_info = legal[0], None, ()
        for action in legal:
            room = action.room
            board = boards[room]
            if room not in cache:
                cache[room] = self._room_cards(view, board)
            costs, dice, public, names = cache[room]
            sp = action.space - 1
            taken = [i for i, w in enumerate(board.meeples) if w is not None]
            count = len(taken) + 1
            above = sum(1 for i in taken if i < sp)
            if count < self.resolve_at:
                empty = [i for i, w in enumerate(board.meeples) if w is None and i != sp]
                share = sum(1 for i in empty if i < sp) / len(empty) if empty else 0.0
                above += (self.resolve_at - count) * share
            card = self._card_at_rank(costs, above)
            ghosts = self._expected_ghosts(dice, self.flash[sp])
            haunting = self._expected_ghosts(public, self.flash[sp])  # for the reason: public dice only
            gain_sp, gain = self.place_gain[room]
            if sp == gain_sp:
                ghosts += gain
            disc_sp, disc = self.place_discard[room]
            if sp == disc_sp:
                ghosts -= min(disc, self.my_ghosts)
            score = -card - self.w * ghosts + rng.random() * self.NOISE
            if count >= self.resolve_at and (self.rerolls[room] or self.turns[room]):
                score += self.RESOLVER_BONUS
            if best_score is None or score > best_score:
                best, best_score, best_info = action, score, (room, action.space, haunting, count, costs, names, above)
        room, space, ghosts, count, costs, names, above = best_info
        name = _room(room)
        if count >= self.resolve_at:
            self.reason = Words("dont_go_in_there.reason.fill_room", room=name, space=space)
        elif above < 0.5 and costs:
            cheapest = min(range(len(costs)), key=lambda i: costs[i])
            named = names[cheapest]
            if named:
                self.reason = Words("dont_go_in_there.reason.first_pick_named", room=name, space=space, card=_pretty(named))
            else:
                self.reason = Words("dont_go_in_there.reason.first_pick", room=name, space=space)
        elif ghosts < 0.5:
            self.reason = Words("dont_go_in_there.reason.flashlights", room=name, space=space)
        else:
            self.reason = Words("dont_go_in_there.reason.fair_card", room=name, space=space, ghosts=ghosts)
        return best

    @staticmethod
    def _card_at_rank(costs: list[float], above: float) -> float:
        """The bot's expected card cost when ``above`` meeples (may be fractional) choose first.
        Earlier choosers are assumed to take the cards that cost the bot least (a pessimistic guess)."""
        if not costs:
            return 0.0
        order = sorted(costs)
        lo = int(above)
        frac = above - lo
        a = order[min(lo, len(order) - 1)]
        b = order[min(lo + 1, len(order) - 1)]
        return a * (1 - frac) + b * frac

    def _gains(self, view: Any, rolled: int) -> tuple[float, float]:
        """Ghosts the bot and the others would gain from the resolving room with ``rolled`` ghosts."""
        board = next(b for b in view.boards if b.room == view.resolving)
        mine = others = 0.0
        for sp, who in enumerate(board.meeples):
            if who is None:
                continue
            gain = max(0, rolled - self.flash[sp])
            if who == self.seat:
                mine += gain
            else:
                others += gain
        return mine, others

    def _dice_value(self, view: Any, rolled: int) -> float:
        mine, others = self._gains(view, rolled)
        return -self.w * mine + self.W_OTHERS * others

    def _dice(self, view: Any, legal: Sequence[Action]) -> Action:
        now = self._dice_value(view, view.rolled)
        best, best_score = None, now
        for action in legal:
            if action.TYPE == "reroll":
                score = sum(p * self._dice_value(view, g) for g, p in enumerate(self.roll_probs[view.dice]))
            elif action.TYPE == "turn_die":
                score = self._dice_value(view, view.rolled + (1 if action.to == "ghost" else -1))
            else:
                continue
            if score > best_score + 1e-9:
                best, best_score = action, score
        if best is None:
            keep = next(a for a in legal if a.TYPE == "keep_roll")
            self.reason = Words("dont_go_in_there.reason.keep_roll", ghosts=view.rolled)
            return keep
        if best.TYPE == "reroll":
            self.reason = Words("dont_go_in_there.reason.reroll", ghosts=view.rolled)
        elif best.to == "blank":
            self.reason = Words("dont_go_in_there.reason.turn_to_blank", ghosts=view.rolled - 1)
        else:
            self.reason = Words("dont_go_in_there.reason.turn_to_ghost", ghosts=view.rolled + 1)
        return best

    def _tome(self, view: Any, legal: Sequence[Action]) -> Action:
        best, best_sum = legal[0], -1
        for action in legal:
            total = self._type_sum(self.g.type_index[action.curse])
            if total > best_sum:
                best, best_sum = action, total
        self.reason = Words("dont_go_in_there.reason.name_for_tome", curse=_curse(best.curse), curses=best_sum)
        return best


def make_easy_bot(game, seat: int) -> DontGoInThereBot:
    """The "easy" level for Don't Go In There (registered by ghostparlor.ai.heuristics)."""
    return DontGoInThereBot(game, seat)
