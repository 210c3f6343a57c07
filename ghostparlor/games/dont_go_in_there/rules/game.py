"""S-1 to S-6, DG-1 to DG-41: the Game object of Don't Go In There, bound to its content.

The class holds the content's constants (rooms, boards, the card template, the curse
types' numbers, prebuilt actions) and nothing else: each protocol method is a plain
function of the module named after its rules (``turn``, ``moves``, ``setup``,
``placement``, ``resolution``, ``claims``, ``curses``, ``choices``, ``result``,
``hidden``, ``positions``, ``text``), taking the game ``g`` and the state ``s``. The hot ones (to_move, legal_actions, apply,
chance, view, clone) are bound directly, with no call in between.
"""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from ghostparlor.core.protocol import Game, GameSpec
from ghostparlor.core.serial import Codec

from . import curses, hidden, moves, positions, setup, text, turn
from . import result as scoring
from .actions import ACTION_CLASSES, ChooseType, DealCard, PickType, PlaceMeeple, RemoveCard, RollDice, TakeCard, TomeDispel
from .content import binomial, load_spec
from .events import EVENT_CLASSES
from .state import GAME_ID, GHOST, OVER, DontGoInThereState


class DontGoInThereGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "D-11: the removed cards and the order of the deck are secret (their sizes are public); "
        "DG-25: the face-down Secret Passage card is seen only by seats that placed a meeple there; "
        "D-9: other seats' ghost counts are hidden unless the option open_ghosts is on (every change is "
        "logged publicly). Tableaux, dispelled cards, curse totals, supplies and the types in play are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        c = self.spec.content
        const = c["constants"]
        self.spaces: int = const["spaces_per_room"]
        self.flashlights: list[int] = list(const["flashlights"])
        self.cards_per_room: int = const["cards_per_room"]
        self.resolve_at: int = const["resolve_at_meeples"]
        self.meeples_per_player: int = const["meeples_per_player"]
        self.turns_per_player: int = const["turns_per_player"]
        self.start_ghosts: int = const["start_ghosts"]
        self.penalty_divisor: int = const["penalty_divisor"]
        faces = c["dice"]["faces"]
        self.dice_count: int = c["dice"]["count"]
        self.p_ghost: float = faces.count(GHOST) / len(faces)
        self.roll_probs = [binomial(d, self.p_ghost) for d in range(self.dice_count + 1)]
        self.roll_actions = [[RollDice(d, g) for g in range(d + 1)] for d in range(self.dice_count + 1)]
        # cards
        template = c["cards"]["template"]
        self.values: list[int] = [e["value"] for e in template]
        self.copies: list[int] = [e["copies"] for e in template]
        self.icons: list[int] = [e["dice"] for e in template]
        self.V = V = len(template)
        self.per_type: int = c["cards"]["per_type"]
        self.curses: list[dict] = list(c["curses"])
        self.type_ids: list[str] = [x["id"] for x in self.curses]
        self.type_index = {tid: i for i, tid in enumerate(self.type_ids)}
        self.curse_params = {x["id"]: x for x in self.curses}
        self.card_ids: list[str] = [f"{tid}_{v}" for tid in self.type_ids for v in self.values]
        self.kind_of = {cid: k for k, cid in enumerate(self.card_ids)}
        self.kinds = len(self.card_ids)
        self.value_of = [self.values[k % V] for k in range(self.kinds)]
        self.dice_of = [self.icons[k % V] for k in range(self.kinds)]
        self.type_of = [k // V for k in range(self.kinds)]
        # effect type indices (-1 when the type is not in the content)
        ti = self.type_index
        self.T_CLOCK = ti.get("clock", -1)
        self.T_DOLL = ti.get("doll", -1)
        self.T_HOLY = ti.get("holy_water", -1)
        self.T_MASK = ti.get("mask", -1)
        self.T_MIRROR = ti.get("mirror", -1)
        self.T_RING = ti.get("ring", -1)
        self.T_TOME = ti.get("tome", -1)
        self.T_TWIN = ti.get("twin", -1)
        # rooms and boards
        self.rooms: list[dict] = list(c["rooms"])
        self.room_ids: list[str] = [r["id"] for r in self.rooms]
        self.room_index = {rid: i for i, rid in enumerate(self.room_ids)}
        self.boards: list[tuple[int, int]] = [(self.room_index[a], self.room_index[b]) for a, b in c["boards"]]
        self.board_of_room = {}
        self.other_side = {}
        for b, (x, y) in enumerate(self.boards):
            self.board_of_room[x] = b
            self.board_of_room[y] = b
            self.other_side[x] = y
            self.other_side[y] = x
        nrooms = len(self.rooms)
        self.place_gain = [(-1, 0)] * nrooms  # DG-20: (space index, ghosts)
        self.place_discard = [(-1, 0)] * nrooms  # DG-21
        self.rerolls = [0] * nrooms  # DG-22
        self.turns = [0] * nrooms  # DG-23
        self.sorts = [False] * nrooms  # DG-24
        self.slot_ghosts = [[0] * self.cards_per_room for _ in range(nrooms)]  # DG-24
        self.face_down_slot = [-1] * nrooms  # DG-25
        for i, r in enumerate(self.rooms):
            if r["id"] == "attic":
                self.place_gain[i] = (r["space"] - 1, r["ghosts"])
            elif r["id"] == "nursery":
                self.place_discard[i] = (r["space"] - 1, r["discard"])
            elif r["id"] == "basement":
                self.rerolls[i] = r["rerolls"]
            elif r["id"] == "hallway":
                self.turns[i] = r["dice_turned"]
            elif r["id"] == "library":
                self.sorts[i] = r["sort_ascending"]
                self.slot_ghosts[i] = list(r["slot_ghosts"])
            elif r["id"] == "secret_passage":
                self.face_down_slot[i] = r["face_down_slot"] - 1
        self.setup_rows = {row["players"]: row for row in c["setup"]}
        # prebuilt actions
        self.place_actions = {(r, sp): PlaceMeeple(self.room_ids[r], sp + 1) for r in range(nrooms) for sp in range(self.spaces)}
        self.take_actions = [TakeCard(i + 1) for i in range(self.cards_per_room)]
        self.deal_actions = [DealCard(cid) for cid in self.card_ids]
        self.remove_actions = [RemoveCard(cid) for cid in self.card_ids]
        self.pick_actions = [PickType(tid) for tid in self.type_ids]
        self.choose_actions = [ChooseType(tid) for tid in self.type_ids]
        self.tome_actions = [TomeDispel(tid) for tid in self.type_ids]
        doll = self.curse_params.get("doll", {})
        self.doll_target = doll.get("target", 0)
        self.doll_priority = [tuple(sorted(g)) for g in doll.get("set_priority", [])]

    # --- helpers -------------------------------------------------------------
    def card_id(self, k: int) -> str:
        return self.card_ids[k]

    def param(self, curse: str, name: str) -> Any:
        return self.curse_params[curse][name]

    def turns_total(self, players: int) -> int:
        return self.setup_rows[players]["deck"] if players in self.setup_rows else self.turns_per_player * players

    def room_dice(self, kinds: Sequence[int]) -> int:
        """DG-7: D = the dice icons on the room's cards."""
        return sum(self.dice_of[k] for k in kinds if k >= 0)

    # --- the protocol: each a plain function of its rules module ------------
    new_state = setup.new_state
    to_move = turn.to_move
    legal_actions = turn.legal_actions
    chance_outcomes = turn.chance_outcomes
    sample_chance = turn.sample_chance
    apply = moves.apply
    all_actions = turn.all_actions
    view = hidden.view
    resample_hidden = hidden.resample_hidden
    determinize = hidden.determinize
    ghosts_visible = hidden.ghosts_visible
    result = scoring.result
    result_details = scoring.result_details
    state_to_json = positions.state_to_json
    state_from_json = positions.state_from_json
    deck_order_script = positions.deck_order_script
    conserved = positions.conserved
    card_name = text.card_name
    curse_name = text.curse_name
    room_name = text.room_name
    describe_action = text.describe_action
    describe_event = text.describe_event
    # rules the bot and the scene ask about
    curses_of = scoring.curses_of
    amulet_targets = scoring.amulet_targets
    doll_sets = curses.doll_sets

    def is_over(self, s: DontGoInThereState) -> bool:
        return s.phase == OVER

    def clone(self, s: DontGoInThereState) -> DontGoInThereState:
        return s.clone()
