"""GB-1 to GB-26: the Ghostbumpers game object (Inka & Markus Brand, Deep Print Games 2025;
rules from docs/rules/ghostbumpers.md). It binds the content's numbers (section 1 and 2)
and hands every step of the protocol to the module of its rule family.

Rule IDs (GB-n rules, D-n decisions, W-n/E-n scenarios) are cited where they are
implemented: setup (section 2, GB-1 to GB-4), deal (GB-2, GB-23), plays (GB-6 to GB-11),
tricks (GB-5, GB-13 to GB-17), reveals (GB-15, GB-16), refill (GB-7 to GB-9), scoring
(GB-18 to GB-25), hidden (GB-26), positions.
"""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from ghostparlor.core.protocol import Action, Event, Game, GameSpec, Result
from ghostparlor.core.serial import Codec

from . import hidden, positions, scoring, setup, state, steps, text
from .actions import ACTION_CLASSES, DiscardCard, DrawCard, PlayCards, PlayZeroTen, SetScareLevel
from .content import GAME_ID, load_spec
from .events import EVENT_CLASSES
from .state import OVER, GhostbumpersState


class GhostbumpersGame(Game):
    """The rules of Ghostbumpers over its content; states are :class:`GhostbumpersState`.

    The hot steps (to_move, legal_actions, apply, view, clone) are the rule modules'
    functions themselves, taking the game as their first argument, so that a search bot
    pays no extra call for them."""

    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "GB-26: other seats' hands, the draw pile's order and contents, other seats' scared-card "
        "positions (also after GB-16 moves) and GB-9 discards not yet revealed are hidden; every "
        "played card and 0/10 announcement, the discard pile, pile size, hand sizes, revealed "
        "character cards, character-deck sizes and scores are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        c = self.spec.content
        cards = c["monster_cards"]
        self.box_counts: list[int] = [cards["zero_ten"]] + [cards["counts"][v] for v in range(1, 10)]
        self.five: int = cards["extra_reveal_value"]
        self.removed: dict[int, int] = dict(c["removed_per_value_1_to_9"])
        self.hand_size: int = c["hand_size"]
        self.unafraid: int = c["character_set"]["unafraid"]
        self.set_size: int = self.unafraid + c["character_set"]["scared"]
        self.rounds_by_players: dict[int, int] = dict(c["rounds_by_players"])
        self.paranoia_points: int = c["paranoia_points"]
        self.target_default: int = c["target_score_default"]
        self.round_cap: int = c["target_round_cap"]
        # section 2: the deck of each player count (the 0/10 card is never removed)
        self.deck_by_players: dict[int, list[int]] = {}
        for n in range(self.min_players, self.max_players + 1):
            r = self.removed[n]
            self.deck_by_players[n] = [self.box_counts[0]] + [self.box_counts[v] - r for v in range(1, 10)]
        most = max(self.box_counts)
        self.play_actions = [[None] + [PlayCards(v, k) for k in range(1, most + 1)] for v in range(10)]
        self.play_actions[0] = []
        self.zero_ten_actions = [PlayZeroTen(0), PlayZeroTen(10)]
        self.draw_actions = [DrawCard(v) for v in range(10)]
        self.discard_actions = [DiscardCard(v) for v in range(10)]
        self.scare_actions = [None] + [SetScareLevel(p) for p in range(1, self.set_size + 1)]

    # --- set-up (section 2, GB-2, GB-25, D-13) -------------------------------
    normalize_options = setup.normalize_options
    new_state = setup.new_state

    def target_of(self, options: dict[str, Any]) -> int | None:
        return setup.target_of(self, options)

    def rounds_for(self, players: int) -> int:
        return self.rounds_by_players[players]

    # --- the protocol: the rule modules' functions themselves (hot paths) -----
    to_move = state.to_move
    legal_actions = steps.legal_actions
    chance_outcomes = steps.chance_outcomes
    sample_chance = steps.sample_chance
    apply = steps.apply
    view = state.view

    def clone(self, s: GhostbumpersState) -> GhostbumpersState:
        return s.clone()

    def all_actions(self, s: GhostbumpersState) -> list[Action]:
        return steps.all_actions(self, s)

    # --- scoring and the end (GB-19, GB-24) ------------------------------------
    def count(self, s: GhostbumpersState, seat: int) -> tuple[int, int, bool]:
        return scoring.count(s, seat)

    def is_over(self, s: GhostbumpersState) -> bool:
        return s.phase == OVER

    def result(self, s: GhostbumpersState) -> Result:
        return scoring.result(s)

    # --- positions and JSON ---------------------------------------------------
    deck_text = staticmethod(state.deck_text)

    def state_to_json(self, s: GhostbumpersState) -> dict[str, Any]:
        return state.state_to_json(self, s)

    def state_from_json(self, data: dict[str, Any]) -> GhostbumpersState:
        return positions.state_from_json(self, data)

    def deck_order_script(self, s: GhostbumpersState, order: Any) -> list[Action]:
        return positions.deck_order_script(self, s, order)

    def conserved(self, s: GhostbumpersState) -> dict[str, int]:
        return positions.conserved(s)

    # --- hidden information (GB-26) -------------------------------------------
    def resample_hidden(self, s: GhostbumpersState, seat: int | None, rng) -> GhostbumpersState:
        return hidden.resample_hidden(self, s, seat, rng)

    def determinize(self, view, rng) -> GhostbumpersState:
        return hidden.determinize(self, view, rng)

    # --- text -----------------------------------------------------------------
    card_id = staticmethod(text.card_id)

    def card_name(self, v: int) -> str:
        return text.card_name(v)

    def play_name(self, card: int, count: int, announce: int) -> str:
        return text.play_name(card, count, announce)

    def describe_action(self, action: Action, names: Sequence[str], seat: int) -> str:
        return text.describe_action(action, names, seat)

    def describe_event(self, event: Event, names: Sequence[str], viewer: int | None) -> str:
        return text.describe_event(event, names, viewer)
