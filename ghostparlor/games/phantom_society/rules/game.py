"""PS-1 to PS-18, D-1 to D-12: the Game of The Phantom Society, a thin table of contents: each
method is a plain function of the module that holds its rules (``g`` is the game, carrying the
content's tables; ``s`` the state)."""

from __future__ import annotations

from typing import ClassVar

from ghostparlor.core.protocol import Game, GameSpec
from ghostparlor.core.serial import Codec
from ghostparlor.games.phantom_society.rules import (
    actions, hidden, hiding, lines, master_game, moves, placement, positions, setup, state, text, turns, views,
)
from ghostparlor.games.phantom_society.rules import result as scoring
from ghostparlor.games.phantom_society.rules.actions import ACTION_CLASSES
from ghostparlor.games.phantom_society.rules.content import load_spec
from ghostparlor.games.phantom_society.rules.events import EVENT_CLASSES
from ghostparlor.games.phantom_society.rules.state import GAME_ID


class PhantomSocietyGame(Game):
    id: ClassVar[str] = GAME_ID
    hidden_information: ClassVar[str] = (
        "D-9, PS-15, A-14: hunters and spectators never see where hidden ghosts are, which colour each "
        "master hid, or which master owns which ghost (revealed ghosts and their squares are public; an "
        "eliminated master is public, D-11). The ghost team sees all four positions and owners. A team's "
        "bid is hidden from the other team and spectators until both bids are revealed. Tiles, placements, "
        "damage, the removal log, passes and the objective piles are public; at the end every position is shown."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        setup.build_tables(self)

    # section 3: set-up and chance
    new_state = setup.new_state
    teams = setup.teams
    chance_outcomes = setup.chance_outcomes
    sample_chance = setup.sample_chance

    # PS-1 to PS-3, PS-10, section 3.5, PS-15: whose turn
    ghost_seats = turns.ghost_seats
    hunter_seats = turns.hunter_seats
    eliminated = turns.eliminated
    ghost_actor = turns.ghost_actor
    hider = turns.hider
    bidder = turns.bidder
    to_move = turns.to_move

    # PS-4, PS-5: the lines from a ghost
    targets_of = lines.targets_of
    ghost_targets = lines.ghost_targets

    # the moves of every phase
    legal_actions = moves.legal_actions
    apply = moves.apply
    all_actions = actions.all_actions
    legal_bids = master_game.legal_bids
    legal_placements = placement.legal_placements
    legal_hides = hiding.legal_hides

    # PS-12, PS-16, PS-17: the end
    is_over = scoring.is_over
    result = scoring.result

    # D-9, D-10: views and what a seat cannot see
    role_of = views.role_of
    view = views.view
    resample_hidden = hidden.resample_hidden
    determinize = hidden.determinize
    board_colours = hidden.board_colours
    hunters_hypotheses = hidden.hunters_hypotheses
    hypotheses = hidden.hypotheses

    # the state and its JSON
    clone = state.clone
    state_to_json = state.state_to_json
    fingerprint = state.fingerprint
    conserved = state.conserved
    state_from_json = positions.state_from_json

    # D-10: text
    tile_name = text.tile_name
    describe_action = text.describe_action
    describe_event = text.describe_event
    result_details = text.result_details
