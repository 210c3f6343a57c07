"""Learning Treasure Hunters (issue 22): the notes (ghost cards left per room letter), the
coach's reasons, the tutorial's script and the board's room names, each checked against
the rules of docs/rules/treasure_hunters.md they rest on.

Positions are built with ``game.state_from_json`` (the rules' own reader), so every one of
them is a position the rules allow.
"""

from __future__ import annotations

import random

import pytest

from ghostparlor.games import load_game
from ghostparlor.games.treasure_hunters.play import aids, coach
from ghostparlor.games.treasure_hunters.rules import PICK_UP, SKIP, Move

GAME = "treasure_hunters"


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


def position(game, **data):
    base = {"game": GAME, "players": 2, "phase": "move", "turn": 0, "roll": 6}
    base.update(data)
    return game.state_from_json(base)


def notes_of(game, state, seat=0):
    return aids.notes(game, game.view(state, seat))


def room(notes, letter):
    return next(r for r in notes.rooms if r.letter == letter)


# --- the notes -------------------------------------------------------------------------


def test_at_the_start_every_letter_and_the_shuffle_card_are_in_the_draw_pile(game):
    """Section 3, TH-2, TH-6: the basic deck is 12 letters and the Shuffle card."""
    n = notes_of(game, position(game))
    assert n.draw_size == 13 and n.discard_size == 0
    assert all(r.cards_left == r.cards_total == 1 and r.lands_in == r.letter and r.incoming == 1 for r in n.rooms)
    assert n.shuffle_left == 1 and n.draw_left == () and n.locks_left == ()
    assert n.chance(room(n, "A")) == pytest.approx(1 / 13)
    assert n.shuffle_chance == pytest.approx(1 / 13) and n.shuffle_by == 13


def test_a_letter_on_the_discard_pile_cannot_come_before_the_next_shuffle(game):
    """TH-2: a drawn card lies face up on the discard pile; TH-6: only Shuffle brings it back."""
    n = notes_of(game, position(game, discard=["A", "E", "J"], ghosts={"A": 1, "E": 1, "J": 1}))
    assert n.draw_size == 10 and n.discard_size == 3
    for letter in "AEJ":
        assert room(n, letter).cards_left == 0 and room(n, letter).incoming == 0
        assert n.chance(room(n, letter)) == 0.0
    assert room(n, "B").cards_left == 1 and n.chance(room(n, "B")) == pytest.approx(1 / 10)
    # the Shuffle card is among the 10: it comes on the 10th draw at the latest
    assert n.shuffle_chance == pytest.approx(1 / 10) and n.shuffle_by == 10
    # what is counted is what the rules hold: the draw pile is the deck minus the discard pile
    view = game.view(position(game, discard=["A", "E", "J"], ghosts={"A": 1, "E": 1, "J": 1}), 0)
    assert dict(aids.pile_left(game, view)) == dict(view.draw_pile)


def test_a_haunted_room_passes_its_cards_on_to_the_next_letter(game):
    """TH-4 (worked example 4): L and A haunted, B holding 2 ghosts: cards L, A and B all put
    their ghost in B, and the next one makes a haunting there (TH-5)."""
    state = position(game, haunted=["L", "A"], ghosts={"B": 2, "C": 1, "F": 1, "I": 1})
    n = notes_of(game, state)
    assert room(n, "L").lands_in == "B" and room(n, "A").lands_in == "B"
    assert room(n, "B").incoming == 3 and room(n, "A").incoming == 0 and room(n, "L").incoming == 0
    assert room(n, "B").next_haunts and not room(n, "C").next_haunts
    assert n.chance(room(n, "B")) == pytest.approx(3 / 13)
    # once B's own card and A's card are drawn, only L's card still reaches B
    later = position(game, haunted=["L", "A"], ghosts={"B": 2, "C": 1, "F": 1, "I": 1}, discard=["A", "B"])
    assert room(notes_of(game, later), "B").incoming == 1


def test_two_ghosts_whose_cards_are_all_drawn_are_safe_until_the_shuffle(game):
    """TH-5 needs a third ghost; TH-2, TH-6: no card for the room is left before a Shuffle."""
    n = notes_of(game, position(game, ghosts={"C": 2, "F": 1, "I": 1, "L": 1}, discard=["C"]))
    assert room(n, "C").ghosts == 2 and not room(n, "C").next_haunts


def test_the_advanced_deck_and_the_lock_card_kept_aside(game):
    """TH-A1: 19 cards; TH-A4: an active lock card lies beside the discard pile, not in the draw pile."""
    state = position(game, advanced=True, lock="LOCK_BLUE", discard=["K", "A"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1, "K": 1, "A": 1})
    n = notes_of(game, state)
    view = game.view(state, 0)
    assert n.advanced and n.lock_aside == "blue"
    assert n.draw_size == 19 - 3 == view.draw_size
    assert dict(n.draw_left) == {2: 1, 3: 1} and dict(n.locks_left) == {"blue": 1, "green": 2}
    assert dict(aids.pile_left(game, view)) == dict(view.draw_pile)
    # TH-A3, TH-A6: the plain Shuffle card and both Draw + Shuffle cards reshuffle
    assert n.shuffle_chance == pytest.approx(3 / 16) and n.shuffle_by == 16 - 3 + 1


@pytest.mark.parametrize("advanced", [False, True])
def test_notes_match_the_draw_pile_and_ignore_the_face_down_jewels(game, advanced):
    """TH-A1, D-12: nobody knows the face-down numbers, and the notes never depend on them; the
    cards counted are the draw pile the rules hold."""
    from ghostparlor.core.match import Match
    from ghostparlor.core.protocol import CHANCE, TERMINAL

    for seed in (1, 2, 3):
        match = Match(game, 2, {"advanced": advanced}, seed)
        rng = random.Random(seed)
        for step in range(300):
            seat = game.to_move(match.state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                match.resolve_chance()
                continue
            view = game.view(match.state, seat)
            n = aids.notes(game, view)
            assert dict(aids.pile_left(game, view)) == dict(view.draw_pile)
            assert n.draw_size == sum(c for _, c in view.draw_pile)
            for r in range(2):
                other = game.resample_hidden(match.state, seat, random.Random(r))
                assert aids.notes(game, game.view(other, seat)) == n
            match.apply(rng.choice(game.legal_actions(match.state)))


# --- the coach --------------------------------------------------------------------------


def why(game, state, mine, better):
    said = coach.why(game, game.view(state, game.to_move(state)), mine, better)
    return said.key if said is not None else None


def test_coach_names_moves_as_their_player_says_them(game):
    state = position(game, pawns=["K", "OUT", "OUT", "OUT"], roll=3)
    view = game.view(state, 0)
    assert str(coach.move_words(game, view, Move("K"))) == "staying at Kitchen (K)"
    assert str(coach.move_words(game, view, Move("OUT"))) == "stepping outside"
    assert str(coach.move_words(game, view, Move("H2"))) == "going to hallway square H2"
    assert str(coach.move_words(game, view, PICK_UP)) == "picking up the jewel"


def test_coach_carrying_the_jewel_out_delivers_it(game):
    """TH-14: a carrier stepping outside delivers its jewel."""
    state = position(game, pawns=["H2", "OUT", "OUT", "OUT"], carrying=[1, 0, 0, 0], roll=3)
    assert why(game, state, Move("H3"), Move("OUT")) == "treasure_hunters.coach.why_deliver"


def test_coach_a_carrier_entering_a_haunted_room_is_trapped(game):
    """TH-17, D-2: a carrier may enter a haunted room as its last space, and cannot leave."""
    state = position(game, pawns=["H2", "OUT", "OUT", "OUT"], carrying=[1, 0, 0, 0], roll=3, haunted=["J"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1})
    assert Move("J") in game.legal_actions(state)
    assert why(game, state, Move("J"), Move("OUT")) == "treasure_hunters.coach.why_trap_enter"


def test_coach_picking_up_alone_in_a_haunted_room_traps_the_pawn(game):
    """D-1: allowed, but the pawn is trapped at once with nobody to lift the haunting (TH-16, TH-17)."""
    state = position(game, phase="pickup", pawns=["B", "OUT", "OUT", "OUT"], haunted=["B"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1})
    assert set(game.legal_actions(state)) == {PICK_UP, SKIP}
    assert why(game, state, PICK_UP, SKIP) == "treasure_hunters.coach.why_trap_pickup"
    # with a partner in the room there is no trap to name
    partnered = position(game, phase="pickup", pawns=["B", "B", "OUT", "OUT"], haunted=["B"], ghosts={"C": 1, "F": 1, "I": 1, "L": 1})
    assert why(game, partnered, PICK_UP, SKIP) is None


def test_coach_a_jewel_left_behind_must_be_fetched_again(game):
    """TH-12: the jewel may be picked up at the end of the move; left, it stays in its room."""
    state = position(game, phase="pickup", pawns=["B", "OUT", "OUT", "OUT"])
    assert why(game, state, SKIP, PICK_UP) == "treasure_hunters.coach.why_take"


def test_coach_two_pawns_in_a_haunted_room_can_lift_it(game):
    """TH-16, D-6: a pawn ending its move in a haunted room with another pawn rolls 2 dice."""
    state = position(game, pawns=["J", "I", "OUT", "OUT"], roll=2, haunted=["I"], ghosts={"C": 1, "F": 1, "L": 1})
    assert why(game, state, Move("H2"), Move("I")) == "treasure_hunters.coach.why_unhaunt"


def test_coach_fighting_two_ghosts_a_card_can_still_reach(game):
    """TH-5, TH-15: a room with 2 ghosts is one card from a haunting while its card is in the
    draw pile; once the card is on the discard pile (TH-2) that reason is not given."""
    live = position(game, pawns=["OUT", "OUT", "OUT", "OUT"], roll=4, ghosts={"I": 2, "C": 1, "F": 1, "L": 1})
    assert Move("I") in game.legal_actions(live)
    assert why(game, live, Move("H3"), Move("I")) == "treasure_hunters.coach.why_fight"
    drawn = position(game, pawns=["OUT", "OUT", "OUT", "OUT"], roll=4, ghosts={"I": 2, "C": 1, "F": 1, "L": 1}, discard=["I"])
    assert why(game, drawn, Move("H3"), Move("I")) is None


def test_coach_a_carrier_resting_by_two_ghosts_risks_its_jewel(game):
    """TH-5, TH-17: the next card for that room would haunt it with the carrier inside."""
    state = position(game, pawns=["H3", "OUT", "OUT", "OUT"], carrying=[1, 0, 0, 0], roll=2,
                     ghosts={"K": 2, "C": 1, "F": 1, "I": 1, "L": 1})
    assert why(game, state, Move("K"), Move("H1")) == "treasure_hunters.coach.why_two_ghosts"


def test_coach_two_dice_with_a_teammate(game):
    """TH-15, D-6: another pawn in the room makes the fight 2 battle dice."""
    state = position(game, pawns=["OUT", "K", "OUT", "OUT"], roll=3, ghosts={"K": 1, "C": 1, "F": 1, "I": 1, "L": 1}, discard=["K"])
    assert why(game, state, Move("J"), Move("K")) in ("treasure_hunters.coach.why_two_dice", "treasure_hunters.coach.why_jewel")
    # J has its jewel; with J's jewel gone the reason is the dice
    state = position(game, pawns=["OUT", "K", "OUT", "OUT"], roll=3, ghosts={"K": 1, "C": 1, "F": 1, "I": 1, "L": 1}, discard=["K"],
                     jewels={"A": 1, "B": 2, "D": 3, "E": 4, "G": 5, "H": 6, "K": 8}, delivered=[7])
    assert why(game, state, Move("J"), Move("K")) == "treasure_hunters.coach.why_two_dice"


def test_coach_says_nothing_it_cannot_ground(game):
    """Two hallway squares on the way: no rule makes one of them better; no reason is named."""
    state = position(game, pawns=["OUT", "OUT", "OUT", "OUT"], roll=3)
    assert why(game, state, Move("H1"), Move("H2")) is None


def test_coach_everybody_out_after_the_last_jewel(game):
    """TH-19: with every jewel out, the team wins only when every pawn is outside."""
    state = position(game, pawns=["H1", "OUT", "OUT", "OUT"], roll=1, delivered=[1, 2, 3, 4, 5, 6, 7, 8], jewels={})
    assert why(game, state, Move("H1"), Move("OUT")) == "treasure_hunters.coach.why_head_out"


# --- the tutorial -------------------------------------------------------------------------


def test_the_tutorial_script_is_legal_and_teaches_the_core_rules(game):
    """Played on the rules alone: every move legal at its step; on the way a roll with the
    ghost icon draws a card (TH-2) and a 6 does not, a letter card places a ghost (TH-3), the
    Shuffle card reshuffles (TH-6), a pawn moves (TH-7), picks up (TH-12) and delivers a jewel
    (TH-14), fights with 1 die and with 2 (TH-15); the last step leaves a real choice."""
    from ghostparlor.core.learn import check_tutorial, load_learn
    from ghostparlor.core.match import Match
    from ghostparlor.core.protocol import CHANCE
    from ghostparlor.games.treasure_hunters.rules import (
        CardDrawn,
        DeckShuffled,
        DieRolled,
        GhostPlaced,
        GhostsFought,
        JewelDelivered,
        JewelPickedUp,
    )

    tutorial = load_learn(GAME).tutorial
    assert check_tutorial(game, tutorial) == []
    assert tutorial.players == 2 and tutorial.names.count(None) == 1
    match = Match(game, tutorial.players, tutorial.options, tutorial.seed, chance_script=tutorial.chance)
    events = []
    for step in tutorial.steps:
        if step.kind == "say":
            continue
        while game.to_move(match.state) == CHANCE:
            events += match.apply(match.next_chance())
        if step.kind == "free":
            assert game.to_move(match.state) == tutorial.human
            assert len({a.to for a in game.legal_actions(match.state) if isinstance(a, Move)}) > 10
            break
        events += match.apply(game.action_from_json(step.action))
    kinds = {type(e).__name__ for e in events}
    assert {"CardDrawn", "GhostPlaced", "DeckShuffled", "JewelPickedUp", "JewelDelivered", "GhostsFought"} <= kinds
    rolls = [e for e in events if isinstance(e, DieRolled)]
    assert any(e.ghost for e in rolls) and any(not e.ghost for e in rolls)
    assert any(isinstance(e, CardDrawn) and e.card == "SHUFFLE" for e in events)
    fights = [e for e in events if isinstance(e, GhostsFought)]
    assert sorted(len(e.faces) for e in fights) == [1, 1, 2]
    assert sum(isinstance(e, JewelDelivered) for e in events) == 2
    assert any(isinstance(e, GhostPlaced) for e in events) and any(isinstance(e, JewelPickedUp) for e in events)
    assert not any(isinstance(e, DeckShuffled) and e.cards != 13 for e in events)


# --- the board: a room's name never lies under a face --------------------------------------


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    application = App(headless=True)
    application.settings.bot_pace_seconds = 0.0
    application.apply_settings()
    yield application
    application.shutdown()
    reset_assets()


@pytest.mark.parametrize("lang,scale", [("en", 1.0), ("es", 1.5), ("ja", 1.5), ("ru", 1.25)])
def test_a_rooms_name_never_lies_under_its_ghosts_or_haunting(app, game, lang, scale):
    """The board keeps every room's letter visible (section 2.3); its name sits beside the
    letter or under it, never under a ghost or a haunting marker (issue 22's defect)."""
    from ghostparlor.core.match import Match
    from ghostparlor.scenes.game import GameScene, demo_plans
    from ghostparlor.session import MatchSession

    app.settings.language = lang
    app.settings.ui_scale = scale
    app.apply_settings()
    app.home()
    data = {"game": GAME, "players": 2, "phase": "move", "turn": 0, "roll": 3, "pawns": ["H3", "E", "H", "OUT"],
            "carrying": [0, 2, 0, 0], "ghosts": {"A": 2, "C": 1, "D": 2, "G": 1, "K": 2}, "haunted": ["B", "E", "F", "H", "L"],
            "discard": ["A", "B", "C", "D", "E"]}
    match = Match.at_position(game, data, seed=1, keep_history=True)
    session = MatchSession(game, demo_plans(game, 2, 1), seed=1, pace_seconds=0.0, match=match)
    scene = GameScene(app, session, persist=False)
    app.push(scene)
    app.step(1 / 30)
    table = scene.table
    named = 0
    for r, rid in enumerate(game.board.room_ids):
        parts = table.board.rooms.room_layout(r, rid)
        faces = [g[2] for g in parts["ghosts"]] + ([parts["marker"][2]] if parts["marker"] else [])
        for _img, place in parts["name"]:
            named += 1
            assert place.collidelist(faces) < 0, (lang, rid, place, faces)
            assert parts["rect"].contains(place), (lang, rid)
    assert named >= 6
