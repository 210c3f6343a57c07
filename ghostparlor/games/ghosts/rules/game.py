"""S-1 to S-6, GH-1 to GH-17: the Ghosts game class, bound to its content.

Ghosts (Reiner Knizia, Asyncron 2015), from docs/rules/ghosts.md. The class
only holds the content's constants (families, card kinds, values, the GH-6 cap) and
hands every method of the Game protocol to the module that holds its rules: setup
(S-1 to S-6), turn (GH-1), play (GH-2 to GH-7), taking (GH-8 to GH-11), rounds
(GH-12 to GH-14), result (GH-15), hidden (GH-17), positions and text.
"""

from __future__ import annotations

from typing import ClassVar

from ghostparlor.core.protocol import Game, GameSpec
from ghostparlor.core.serial import Codec

from . import hidden, play, positions, setup, state, text, turn
from . import result as scoring
from .actions import ACTION_CLASSES, DrawCard, PlayCard
from .content import load_spec
from .events import EVENT_CLASSES
from .state import GAME_ID


class GhostsGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "GH-17: every other seat's hand and the order of the deck are hidden; "
        "pile, Fog beside it, hand sizes, deck size, fear points and taken stacks are public."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        content = self.spec.content
        const = content["constants"]
        self.hand_size: int = const["hand_size"]
        self.cap: int = const["fear_cap"]
        self.rounds: int = const["rounds"]
        self.start_fp: int = const["start_fp"]
        self.relief_max: int = const["relief_max"]
        families = content["deck"]["families"]
        self.families: list[str] = [f["id"] for f in families]
        self.symbols: dict[str, str] = {f["id"]: f["symbol"] for f in families}
        # card kinds: one per (family, distinct value); Fog last
        family_of: list[int] = []
        value_of: list[int] = []
        ids: list[str] = []
        full: list[int] = []
        for fi, family in enumerate(families):
            for value in sorted(set(family["cards"])):
                family_of.append(fi)
                value_of.append(value)
                ids.append(f"ghost_{family['id']}_{value}")
                full.append(family["cards"].count(value))
        self.fog = len(ids)
        family_of.append(-1)
        value_of.append(0)
        ids.append("fog")
        full.append(content["deck"]["fog"])
        self.family_of = family_of
        self.value_of = value_of
        self.card_ids = ids
        self.kind_of = {cid: k for k, cid in enumerate(ids)}
        self.full_deck = full
        self.total_cards = sum(full)
        self.play_actions = [PlayCard(cid) for cid in ids]
        self.draw_actions = [DrawCard(cid) for cid in ids]

    # Each method is the module function itself (``f(game, state, ...)``), bound as a
    # method: no call in between on the hot paths the search bots run millions of times.
    new_state = setup.new_state  # S-2 to S-6
    to_move = turn.to_move  # GH-1
    legal_actions = play.legal_actions  # GH-2 to GH-8
    chance_outcomes = turn.chance_outcomes  # S-3, S-4, S-5, GH-10
    sample_chance = turn.sample_chance
    apply = turn.apply  # GH-1 to GH-15
    all_actions = turn.all_actions
    is_over = scoring.is_over  # GH-15
    result = scoring.result
    result_details = scoring.result_details
    clone = state.clone
    view = state.view  # GH-17
    conserved = state.conserved
    state_to_json = state.state_to_json
    state_from_json = positions.state_from_json
    deck_order_script = positions.deck_order_script
    resample_hidden = hidden.resample_hidden  # GH-17
    determinize = hidden.determinize
    card_name = text.card_name
    describe_action = text.describe_action
    describe_event = text.describe_event
