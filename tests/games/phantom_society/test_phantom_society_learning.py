"""The Phantom Society's learning aids (issue 22), against the rules of
docs/rules/phantom_society.md:

- the notes (aids.py): where each ghost may still hide, from the view only (section 7), on
  positions built with state_from_json: the forced pass of A-10 (PS-11) pins the red ghost
  on a1; a colour revealed is cleared (PS-9); the shares are exactly those of every hiding
  place the rules themselves allow (a brute force over every placement, replaying the log);
  the ghost team's notes say how exposed its own ghosts are;
- the diagrams (scene_diagrams.py) say what the rules compute: the eight lines of A-3 (PS-5), the
  damage of A-7 (PS-8: 5, 6, 9, 9), the bids of A-13 (PS-15, PS-16);
- the coach (coach.py): its words for a move, and each reason it gives, where it is true;
- the tutorial's script: legal at every step, and the facts its words state (the deduction
  of PS-5 on a full board, the miss of PS-8, the reveal of PS-9, damage 17 of 50);
- the inspect tips never show a hidden ghost to a hunter (D-9).
"""

from __future__ import annotations

import itertools
import random

import pytest

from ghostparlor.core.learn import check_tutorial, load_learn
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.core.strings import Words
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.play import aids, coach
from ghostparlor.games.phantom_society.table import diagrams as diagrams
from ghostparlor.games.phantom_society.rules.hand_positions import position as _position
from ghostparlor.games.phantom_society.rules import Devastate, HideGhost, Hunt, PassTurn, PlaceTile

G = load_game("phantom_society")
G1, H1, G2, H2 = 0, 1, 2, 3
GHOSTS = {"red": ("c3", G1, False), "blue": ("f6", G1, False), "green": ("a6", G2, False), "white": ("f1", G2, False)}
GHOST_TILES = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2"}
TUTORIAL = load_learn("phantom_society").tutorial


def position(players=4, fixed=None, empty=(), ghosts=None, **kw):
    tiles = dict(GHOST_TILES) if ghosts is None else {}
    tiles.update(fixed or {})
    return _position(G, players, tiles, empty, GHOSTS if ghosts is None else ghosts, **kw)


def key_of(words) -> str:
    assert isinstance(words, Words), words
    return words.key


def tiles_of(view, colour):
    return [sq for sq, tile in zip(G.square_names, view.board) if tile is not None and tile.startswith(colour + "_")]


def a10():
    """A-10: G1's blue ghost revealed, its red ghost hidden on a1, b1-f1, a2-a6, b2, c3, d4, e5 and f6
    empty; G2 has targets. G1 must pass (PS-11)."""
    empty = ["b1", "c1", "d1", "e1", "f1", "a2", "a3", "a4", "a5", "a6", "b2", "c3", "d4", "e5", "f6"]
    ghosts = {"blue": ("c5", G1, True), "red": ("a1", G1, False), "green": ("b4", G2, False), "white": ("d6", G2, False)}
    s = position(fixed={"a1": "red_2", "b4": "green_3", "d6": "white_2", "c5": "blue_1"}, empty=empty, ghosts=ghosts, slot="G1")
    assert G.legal_actions(s) == [PassTurn()]
    G.apply(s, PassTurn())
    return s


def tutorial_match(stop_before: str | None = None):
    """The tutorial's game played by its script (on the rules alone), up to the step whose text
    key ends with ``stop_before`` (or to the free step)."""
    match = Match(G, TUTORIAL.players, TUTORIAL.options, TUTORIAL.seed, chance_script=TUTORIAL.chance)
    for step in TUTORIAL.steps:
        if stop_before and step.text.endswith(stop_before):
            break
        while G.to_move(match.state) == CHANCE:
            match.apply(match.next_chance())
        if step.kind in ("act", "bot", "auto"):
            match.apply(G.action_from_json(step.action))
    return match


# --- notes ---------------------------------------------------------------------------------


def test_section7_notes_before_any_removal_every_tile_of_its_colour_is_as_likely():
    """Section 3.5: a ghost hides under a tile of its own colour; before any removal the record
    says nothing more: every one of the 9 tiles of a colour, 1/9 each."""
    s = position(slot="G1")
    notes = aids.notes(G, G.view(s, H1))
    assert notes.active and not notes.ruled_out
    for note in notes.ghosts:
        assert note.state == "hidden" and note.count == 9
        assert all(abs(p - 1 / 9) < 1e-9 for _sq, p in note.squares)
        assert note.mine is None


def test_PS11_A10_a_forced_pass_pins_the_red_ghost_on_a1():
    """A-10 / PS-11: G1 passed, so none of G1's hidden ghosts has a target. G1 owns the revealed
    blue ghost and one hidden ghost; a1 is the only tile with no tile on any of its lines, so
    that ghost is the red one, on a1: every other red tile is ruled out."""
    s = a10()
    view = G.view(s, H1)
    notes = aids.notes(G, view)
    red = next(n for n in notes.ghosts if n.colour == "red")
    assert red.squares == (("a1", 1.0),)
    assert set(notes.ruled_out) == set(tiles_of(view, "red")) - {"a1"}
    blue = next(n for n in notes.ghosts if n.colour == "blue")
    assert blue.state == "revealed" and blue.found == "c5" and not blue.squares  # PS-9
    assert notes.candidate("a1")[0].colour == "red"


def test_notes_use_the_view_only():
    """The same view gives the same notes whatever the hidden state (D-9): the ghosts are
    redrawn by the rules' own resampling and the hunter's notes do not move."""
    s = a10()
    view = G.view(s, H1)
    notes = aids.notes(G, view)
    for r in range(5):
        other = G.resample_hidden(s, H1, random.Random(r))
        assert aids.notes(G, G.view(other, H1)) == notes


def brute_force_shares(match, seat):
    """P(ghost of each colour under each square) over every hiding place the rules allow: one
    tile of the ghost's colour each (section 3.5), every move of the log replayed by the rules
    with the same outcome (PS-4, PS-5, PS-8). A single master owns all four (2 players)."""
    actions = list(match.actions)
    start = next(i for i, a in enumerate(actions) if isinstance(a, HideGhost) and
                 sum(isinstance(b, HideGhost) for b in actions[: i + 1]) == 4) + 1
    base = Match(G, TUTORIAL.players, TUTORIAL.options, TUTORIAL.seed, chance_script=TUTORIAL.chance)
    for a in actions[:start]:
        base.apply(a)
    before = base.state
    removals = actions[start:]
    final = match.state
    colour_tiles = {c: [q for q in range(36) if before.board[q] >= 0 and G.colour_of[before.board[q]] == c]
                    for c in range(G.ncol)}
    counts = [dict() for _ in range(G.ncol)]
    total = 0
    for squares in itertools.product(*(colour_tiles[c] for c in range(G.ncol))):
        s = G.clone(before)
        s.ghost_sq = list(squares)
        ok = True
        for action in removals:
            if action not in G.legal_actions(s):
                ok = False
                break
            G.apply(s, action, events=False)
        if not ok or s.revealed != final.revealed or s.damage != final.damage:
            continue
        total += 1
        for c, q in enumerate(squares):
            if not final.revealed[c]:
                counts[c][G.square_names[q]] = counts[c].get(G.square_names[q], 0) + 1
    return [{sq: n / total for sq, n in col.items()} for col in counts]


@pytest.mark.parametrize("stop", ["second_devastation", "how_it_ends"])
def test_section7_notes_are_exactly_the_hiding_places_the_rules_allow(stop):
    """Section 7: the notes' shares are the share of every hiding place that fits the record,
    found here by brute force through the rules (PS-4, PS-5: each devastation a legal target
    then; PS-8: a miss has no ghost under it, a reveal is where it was)."""
    match = tutorial_match(stop)
    view = G.view(match.state, 1)
    notes = aids.notes(G, view)
    expected = brute_force_shares(match, 1)
    for c, note in enumerate(notes.ghosts):
        if note.state == "revealed":
            continue
        got = dict(note.squares)
        assert set(got) == set(expected[c]), note.colour
        for sq, p in expected[c].items():
            assert abs(got[sq] - p) < 1e-9, (note.colour, sq)


def test_PS5_the_tutorials_deduction_a_ghost_is_next_to_f6():
    """The tutorial's words (PS-5 on a full board): after f6 is devastated, some ghost is on e5,
    f5 or e6 in every hiding place that fits; the notes' shares there add up to at least 1."""
    match = tutorial_match("first_devastation")
    notes = aids.notes(G, G.view(match.state, 1))
    near = sum(note.share(sq) for note in notes.ghosts for sq in ("e5", "f5", "e6"))
    assert near >= 1 - 1e-9
    assert all(note.share(sq) > 0 for note in notes.ghosts for sq in ("e5", "f5", "e6")
               if note.colour == G.colours[G.colour_of[match.state.board[G.square_index[sq]]]])


def test_the_ghost_teams_notes_say_how_exposed_its_ghosts_are():
    """A ghost master's notes are the hunters' deduction (the public record only) plus where the
    team's ghosts really are: the share the record gives that square."""
    s = a10()
    master = aids.notes(G, G.view(s, G1))
    hunter = aids.notes(G, G.view(s, H1))
    assert master.ghost_team and not hunter.ghost_team
    for m, h in zip(master.ghosts, hunter.ghosts):
        assert m.squares == h.squares  # the same deduction
        if m.state == "hidden":
            assert m.mine == G.square_names[s.ghost_sq[G.colour_index[m.colour]]]
            assert m.exposed == h.share(m.mine)
    red = next(n for n in master.ghosts if n.colour == "red")
    assert red.mine == "a1" and red.exposed == 1.0


def test_notes_before_the_ghosts_hide_and_while_they_hide():
    """Placement: nothing to note yet. Hiding (section 3.5): any tile of a colour, evenly."""
    match = tutorial_match("place_cheap")
    assert match.state.phase == 3 and not aids.notes(G, G.view(match.state, 1)).active
    match = tutorial_match("hide")
    for _ in range(2):
        notes = aids.notes(G, G.view(match.state, 1))
        assert notes.phase == "hide" and all(n.state == "waiting" and n.count == 9 for n in notes.ghosts)
        match.apply(next(a for a in G.legal_actions(match.state) if isinstance(a, HideGhost)))


# --- diagrams ------------------------------------------------------------------------------


def test_A3_PS5_the_lines_diagram_shows_the_rules_targets():
    """A-3: the ghost on c3 with d3 and d4 empty reaches {b2, c2, d2, b3, e3, b4, c4, e5}; f3 lies
    behind e3; e4 is on no line of c3."""
    ex = diagrams.lines_example(G)
    assert ex.ghost == "c3" and set(ex.empty) == {"d3", "d4"}
    assert set(ex.targets) == {"b2", "c2", "d2", "b3", "e3", "b4", "c4", "e5"}
    assert "f3" in ex.blocked and "e4" in ex.off_line
    assert set(ex.targets) == {G.square_names[q] for q in G.ghost_targets(ex.state, G.colour_index["red"])}


def test_A7_PS8_the_damage_diagram_is_the_rules_own_damage():
    """A-7: G1 devastates d4 (5), H1 searches a1 (1), G2 devastates e2 (3), H2 searches c3 (the red
    ghost): damage 5, 6, 9, 9, whoever removes; the reveal adds nothing."""
    steps = diagrams.damage_example(G)
    assert [s.damage for s in steps] == [5, 6, 9, 9]
    assert [s.added for s in steps] == [5, 1, 3, 0]
    assert [s.square for s in steps] == ["d4", "a1", "e2", "c3"]
    assert steps[-1].revealed == "red" and not any(s.revealed for s in steps[:-1])
    assert steps[0].ghost == "red" and steps[2].ghost == "white"  # the ghost whose line reached it (PS-4)


def test_A13_PS15_PS16_the_bids_diagram_is_the_rules_own_result():
    """A-13: 40 + 8 = 48 against 30 + 7 = 37: team 1 plays the ghosts, target 37, worth 11 VP."""
    ex = diagrams.bid_example(G)
    assert ex.totals == (48, 37) and ex.ghost_team == 0 and ex.target == 37 and ex.stake == 11


def test_reach_counts_are_the_rules_own():
    """PS-5 on a full board: 8 targets in the middle, 5 on an edge, 3 in a corner."""
    assert sorted(set(G.geo.neighbours)) == [3, 5, 8]
    s = position(slot="G1")
    assert len(G.ghost_targets(s, G.colour_index["red"])) == 8  # c3
    assert len(G.ghost_targets(s, G.colour_index["white"])) == 3  # f1


@pytest.mark.parametrize("width", [820, 420])
def test_every_diagram_draws_at_any_width(width):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    for name, draw in diagrams.DIAGRAMS.items():
        surface = draw(G, width)
        assert 0 < surface.get_width() <= width and surface.get_height() > 40, name


# --- the coach -------------------------------------------------------------------------------


def test_coach_move_words():
    s = position(slot="H1")
    view = G.view(s, H1)
    assert coach.move_words(G, view, Hunt("c3")) == "searching c3 (Red 4)"
    assert coach.move_words(G, view, PassTurn()) == "passing"
    assert coach.move_words(G, view, PlaceTile("red", 6, "a1")) == "the Red 6 on a1"


def test_PS9_why_a_cleared_tile_was_a_poor_search():
    s = a10()
    view = G.view(s, H1)
    blue = tiles_of(view, "blue")[0]
    assert key_of(coach.why(G, view, Hunt(blue), Hunt("a1"))) == "phantom_society.why.search_cleared"


def test_PS11_why_a_ruled_out_square_was_a_poor_search_and_the_last_square_better():
    s = a10()
    view = G.view(s, H1)
    other_red = next(sq for sq in tiles_of(view, "red") if sq != "a1")
    assert key_of(coach.why(G, view, Hunt(other_red), Hunt("a1"))) == "phantom_society.why.search_ruled_out"
    green = tiles_of(view, "green")[0]
    reason = coach.why(G, view, Hunt(green), Hunt("a1"))
    assert key_of(reason) == "phantom_society.why.search_last" and reason.params["square"] == "a1"


def test_section7_why_a_more_likely_square_was_better():
    """After f6 is devastated (the tutorial), f5 holds a ghost in far more of the placements that
    fit than a far corner does."""
    match = tutorial_match("first_devastation")
    view = G.view(match.state, 1)
    reason = coach.why(G, view, Hunt("a6"), Hunt("f5"))
    assert key_of(reason) == "phantom_society.why.search_chance"
    notes = aids.notes(G, view)
    assert reason.params["better_pct"] == aids_pct(notes, "f5") and reason.params["mine_pct"] == aids_pct(notes, "a6")


def test_PS8_why_a_cheaper_search_as_likely_was_better():
    """After f6 is devastated (the tutorial), a6 (Red 5) and c4 (Red 1) are as likely to hide the
    red ghost; a miss adds the tile's value (PS-8): c4 risks 1, a6 risks 5."""
    match = tutorial_match("first_devastation")
    view = G.view(match.state, 1)
    reason = coach.why(G, view, Hunt("a6"), Hunt("c4"))
    assert key_of(reason) == "phantom_society.why.search_cost"
    assert (reason.params["value"], reason.params["better_value"]) == (5, 1)
    assert reason.params["mine_pct"] == reason.params["better_pct"]
    assert coach.why(G, view, Hunt("c4"), Hunt("a6")) is None  # the dearer one is never "better" for that


def aids_pct(notes, square):
    found = notes.candidate(square)
    return coach.aids_pct(found[1] if found else 0.0)


def test_PS12_why_a_search_that_hands_the_ghosts_the_game_was_poor():
    """A miss that brings the damage to the target ends the game for the ghosts (PS-12, A-8)."""
    s = a10()
    s.damage = 44  # the target of 4 players is 45 (PS-13)
    view = G.view(s, H1)
    green = tiles_of(view, "green")[0]
    reason = coach.why(G, view, Hunt(green), Hunt("a1"))
    assert key_of(reason) == "phantom_society.why.search_loses" and reason.params["target"] == 45


def test_D2_why_devastating_your_own_ghost_was_poor():
    """A-5 / D-2: G2's green ghost hidden on d3 blocks c3's line; G1 may devastate d3, but that
    reveals the team's own ghost with no damage."""
    ghosts = dict(GHOSTS, green=("d3", G2, False))
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "f6": "blue_2", "d3": "green_4", "f1": "white_2"}, slot="G1")
    view = G.view(s, G1)
    assert Devastate("d3") in G.legal_actions(s)
    reason = coach.why(G, view, Devastate("d3"), Devastate("b2"))
    assert key_of(reason) == "phantom_society.why.devastate_own" and reason.params["square"] == "d3"


def test_PS12_why_the_devastation_that_reaches_the_target_was_better():
    """A-8: damage 41; f2 (4) is a target of G2's white ghost on f1: it reaches 45 and wins."""
    s = position(fixed={"f2": "red_4", "e1": "green_1"}, slot="G2", damage=41)
    view = G.view(s, G2)
    legal = G.legal_actions(s)
    assert Devastate("f2") in legal and Devastate("e1") in legal
    reason = coach.why(G, view, Devastate("e1"), Devastate("f2"))
    assert key_of(reason) == "phantom_society.why.devastate_target" and reason.params["target"] == 45


def test_section7_why_a_devastation_that_tells_the_hunters_more_was_poor():
    """The hunters' deduction after each devastation (the record only): when the master's move
    points the record at the team's true squares clearly more, the coach says so, with the
    shares the hypotheses give."""
    match = tutorial_match("first_devastation")
    match.apply(Hunt("f5"))  # the tutorial's miss; now Agatha's ghost turn
    s = match.state
    view = G.view(s, 0)
    legal = [a for a in G.legal_actions(s) if isinstance(a, Devastate)]
    hyp = aids.hypotheses(G, view)
    own = {c: sq for c, sq, _o, rev in view.ghosts if not rev}
    truth = {G.colour_index[c]: G.square_index[sq] for c, sq in own.items()}

    def risk(action):
        return hyp.after_devastation(G.geo, 0, 0, G.square_index[action.square]).mass(truth) / len(truth)

    ranked = sorted(legal, key=risk)
    safe, told = ranked[0], ranked[-1]
    assert risk(told) - risk(safe) >= 0.1
    reason = coach.why(G, view, told, safe)
    if key_of(reason) == "phantom_society.why.devastate_tells":
        assert reason.params["mine_pct"] == coach.aids_pct(risk(told))
        assert reason.params["better_pct"] == coach.aids_pct(risk(safe))
    else:  # a stronger reason comes first (its own ghost, or the target)
        assert key_of(reason) in ("phantom_society.why.devastate_own", "phantom_society.why.devastate_target")


def test_PS8_why_a_devastation_worth_more_that_tells_no_more_was_better():
    """PS-8: a devastation adds its tile's value; between two that point the record at the team's
    squares alike, the dearer one is better (the tutorial's second ghost turn: c1 is worth 3, b1 2)."""
    match = tutorial_match("first_devastation")
    match.apply(Hunt("f5"))
    view = G.view(match.state, 0)
    reason = coach.why(G, view, Devastate("b1"), Devastate("c1"))
    assert key_of(reason) == "phantom_society.why.devastate_value"
    assert (reason.params["better_value"], reason.params["value"]) == (3, 2)


def test_section3_4_why_a_placement_was_poor():
    """Section 3.4, PS-5: a corner is reached from 3 squares, the middle from 8: hunters keep
    valuable tiles in corners, ghost masters in the middle."""
    match = Match(G, 2, {"tile_colours": "fixed"}, 1)
    hunter = G.view(match.state, 1)
    reason = coach.why(G, hunter, PlaceTile("red", 6, "c3"), PlaceTile("red", 6, "a1"))
    assert key_of(reason) == "phantom_society.why.place_hunter" and (reason.params["n"], reason.params["m"]) == (8, 3)
    assert coach.why(G, hunter, PlaceTile("red", 6, "a1"), PlaceTile("red", 6, "c3")) is None
    match.apply(PlaceTile("red", 1, "f6"))
    master = G.view(match.state, 0)
    reason = coach.why(G, master, PlaceTile("blue", 6, "a1"), PlaceTile("blue", 6, "c3"))
    assert key_of(reason) == "phantom_society.why.place_ghosts" and (reason.params["n"], reason.params["m"]) == (3, 8)


def test_PS5_why_a_hiding_place_with_less_reach_was_poor():
    match = tutorial_match("hide")
    view = G.view(match.state, 0)
    reason = coach.why(G, view, HideGhost("blue", "e1"), HideGhost("blue", "d4"))
    assert key_of(reason) == "phantom_society.why.hide_reach" and (reason.params["n"], reason.params["m"]) == (5, 8)


def test_the_coach_says_nothing_it_cannot_justify():
    s = position(slot="H1")
    view = G.view(s, H1)
    values = {sq: G.value_of[s.board[G.square_index[sq]]] for sq in G.square_names}
    a, b = next((x, y) for x in G.square_names for y in G.square_names
                if x != y and values[x] == values[y] and x not in GHOST_TILES and y not in GHOST_TILES)
    assert coach.why(G, view, Hunt(a), Hunt(b)) is None  # two tiles nothing tells apart
    assert coach.why(G, view, Hunt("a1"), PassTurn()) is None


# --- the tutorial ---------------------------------------------------------------------------


def test_the_tutorial_script_is_legal_at_every_step():
    assert check_tutorial(G, TUTORIAL) == []
    assert TUTORIAL.players == 2 and TUTORIAL.names[TUTORIAL.human] is None
    assert TUTORIAL.steps[-1].kind == "free"


def test_the_tutorials_words_are_what_the_rules_do():
    """The facts the lesson states: the person hunts (PS-3, 2 players: target 50, PS-13); the
    first devastation is f6, worth 5, and on a full board only e5, f5 and e6 reach it (PS-5);
    the f5 search misses and adds 1 (PS-8); a1 is reached only from a2, b1, b2; e5 reveals the
    blue ghost and clears blue (PS-9); damage is 17 of 50 at the free step; three ghosts hide."""
    match = tutorial_match("first_devastation")
    s = match.state
    assert G.role_of(s, 1) == "hunters" and s.target == 50 and s.damage == 5
    full = [0] * 36
    reach_f6 = {G.square_names[q] for q in G.geo.targets(G.square_index["f6"], full)}
    assert reach_f6 == {"e5", "f5", "e6"}
    reach_a1 = {G.square_names[q] for q in G.geo.targets(G.square_index["a1"], full)}
    assert reach_a1 == {"a2", "b1", "b2"}
    match = tutorial_match("miss")
    assert match.state.damage == 6 and not any(match.state.revealed)
    match = tutorial_match("found")
    assert match.state.revealed[G.colour_index["blue"]] and G.view(match.state, 1).cleared == ("blue",)
    match = tutorial_match()
    assert match.state.damage == 17 and sum(match.state.revealed) == 1
    assert G.to_move(match.state) == 1 and len(G.legal_actions(match.state)) > 1


# --- inspect: never a hidden ghost to a hunter (D-9) ----------------------------------------------


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("GHOSTPARLOR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from ghostparlor.app import App
    from ghostparlor.ui import reset_assets

    application = App(headless=True)
    application.settings.animation_speed = "instant"
    application.settings.bot_pace_seconds = 0.0
    application.apply_settings()
    yield application
    application.shutdown()
    reset_assets()


def table_at(app, human: int, stop: str):
    from ghostparlor.scenes.game import GameScene
    from ghostparlor.session import HUMAN, MatchSession, SeatPlan

    match = tutorial_match(stop)
    plans = [SeatPlan(name, HUMAN if i == human else "easy", i) for i, name in enumerate(["Agatha", "Boris"])]
    session = MatchSession(G, plans, TUTORIAL.options, TUTORIAL.seed, pace_seconds=0.0, chance_script=TUTORIAL.chance)
    for action in match.actions:
        session.match.apply(action)
    session.take_happenings()
    scene = GameScene(app, session, persist=False)
    app.push(scene)
    for _ in range(30):
        app.step(1 / 30)
    return scene


def test_D9_a_hunters_tips_never_show_a_hidden_ghost(app):
    scene = table_at(app, 1, "how_it_ends")
    things = scene.table.inspectables(scene.viewer())
    kinds = {th.kind for th in things}
    assert "tile_hidden_ghost" not in kinds and "ghost_revealed" in kinds and "tile_cleared" in kinds
    hidden = {G.square_names[q] for c, q in enumerate(scene.session.state.ghost_sq)
              if not scene.session.state.revealed[c]}
    for th in things:
        assert "ghost" not in th.params or th.kind in ("ghost_revealed", "ghost_row_revealed", "ghost_row_hidden")
        if th.kind == "ghost_row_hidden":
            assert set(th.params) == {"ghost"}
    # the hunters' notes: the public record only
    assert scene.table.notes.notes_now() == aids.notes(G, G.view(scene.session.state, 1))
    assert hidden  # three ghosts still hide


def test_a_ghost_masters_tips_show_the_teams_ghosts(app):
    scene = table_at(app, 0, "how_it_ends")
    things = scene.table.inspectables(scene.viewer())
    shown = sorted(th.params["square"] for th in things if th.kind == "tile_hidden_ghost")
    assert shown == ["a4", "b2", "c4"]  # red, green and white still hidden; blue was found on e5
    reach = next(th for th in things if th.kind == "tile_hidden_ghost" and th.params["square"] == "c4").params["reach"]
    expected = {G.square_names[q] for q in G.ghost_targets(scene.session.state, G.colour_index["red"])}
    assert set(reach.split(", ")) == expected  # PS-5: the first tile on each of its lines
