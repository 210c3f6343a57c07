"""TH-1 and D-14, D-15: the game as the protocol sees it: Ghost Fightin' Treasure
Hunters (Brian Yu, Mattel 2013), from docs/rules/treasure_hunters.md (basic game
TH-n, advanced game TH-An, decisions D-n).

A co-operative game: 1 to 4 seats share 3 or 4 pawns (section 1, D-5). The class only
binds the content (board graph, dice, cards and counts from
``data/games/treasure_hunters.yaml``, D-15: the engine holds no layout) and names which
module of the rulebook answers each question of the protocol; each method is that
module's plain function, taking the game (its content constants) first.
"""

from __future__ import annotations

from typing import ClassVar

from ghostparlor.core.protocol import Game, GameSpec
from ghostparlor.core.serial import Codec
from ghostparlor.games.treasure_hunters.rules import (
    battle,
    ghosts,
    hidden,
    movement,
    positions,
    result,
    setup,
    state,
    steps,
    text,
    turn,
    why,
)
from ghostparlor.games.treasure_hunters.rules.actions import ACTION_CLASSES
from ghostparlor.games.treasure_hunters.rules.content import bind_constants, load_spec
from ghostparlor.games.treasure_hunters.rules.events import EVENT_CLASSES
from ghostparlor.games.treasure_hunters.rules.state import GAME_ID


class TreasureHuntersGame(Game):
    id: ClassVar[str] = GAME_ID
    cooperative: ClassVar[bool] = True
    private_views: ClassVar[bool] = False  # co-op: every seat sees the whole table
    hidden_information: ClassVar[str] = (
        "Nothing differs between seats: every seat sees the whole table. Hidden from everybody: "
        "the order of the draw pile (draws are chance steps; its contents are public) and the "
        "numbers of the jewels lying face down (TH-A1) until one is revealed (TH-A2, D-12); in the "
        "basic game the numbers are never revealed nor used."
    )
    action_codec = Codec(ACTION_CLASSES)
    event_codec = Codec(EVENT_CLASSES)

    def __init__(self, spec: GameSpec | None = None) -> None:
        super().__init__(spec if spec is not None else load_spec())
        bind_constants(self)  # content.py: board, dice, cards, counts

    # set-up (section 3, TH-A1)
    new_state = setup.new_state
    pawn_count = setup.pawn_count
    # a turn's steps (TH-1, D-5, D-14)
    to_move = turn.to_move
    legal_actions = steps.legal_actions
    chance_outcomes = steps.chance_outcomes
    sample_chance = steps.sample_chance
    apply = steps.apply
    all_actions = steps.all_actions
    # the ghost cards and the doors (TH-2..TH-6, TH-A3..TH-A5)
    full_deck = ghosts.full_deck
    deck_total = ghosts.deck_total
    locked_colour = ghosts.locked_colour
    # moving and the jewels (TH-7..TH-14, TH-17, TH-A2)
    destinations = movement.destinations
    is_trapped = movement.is_trapped
    next_number = movement.next_number
    why_illegal = why.why_illegal  # the words a table shows for a place it cannot move to
    # fighting (TH-15, TH-16, D-6)
    pawns_in_room = battle.pawns_in_room
    # the end (TH-19..TH-22, D-11)
    is_over = result.is_over
    result_details = result.result_details
    result = result.result  # (last: the name now means the method)
    # the table, its JSON and what nobody knows (D-3, D-4, D-12, D-14)
    view = state.view
    clone = state.clone
    conserved = state.conserved
    state_to_json = state.state_to_json
    state_from_json = positions.state_from_json
    deck_order_script = positions.deck_order_script
    determinize = hidden.determinize
    resample_hidden = hidden.resample_hidden
    # words (the game log)
    room_name = text.room_name
    place_name = text.place_name
    card_name = text.card_name
    colour_name = text.colour_name
    pawn_name = text.pawn_name
    faces_text = text.faces_text
    describe_action = text.describe_action
    describe_event = text.describe_event
