"""The Phantom Society rules: every rule of section 4 and every acceptance scenario of section 6
of docs/rules/phantom_society.md (rule IDs PS-n, decisions D-n, scenarios A-n).

Positions are built with state_from_json (ghostparlor/games/phantom_society/rules/hand_positions.py);
four-player scenarios use the turn order G1, H1, G2, H2 with the first ghost turn to G1.
"""

import dataclasses

import pytest

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE, TERMINAL
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.hand_positions import position as _position
from ghostparlor.games.phantom_society.rules import (
    ColourCleared,
    Devastate,
    GameWon,
    GhostRevealed,
    HideGhost,
    Hunt,
    MasterEliminated,
    MasterPassed,
    PassTurn,
    PlaceTile,
    TileRemoved,
)

G = load_game("phantom_society")
G1, H1, G2, H2 = 0, 1, 2, 3
RED, BLUE, GREEN, WHITE = (G.colour_index[c] for c in ("red", "blue", "green", "white"))
NAMES = ["Ann", "Bob", "Cid", "Dee"]

# the default hiding places: G1 owns red (c3) and blue (f6), G2 owns green (a6) and white (f1)
GHOSTS = {"red": ("c3", G1, False), "blue": ("f6", G1, False), "green": ("a6", G2, False), "white": ("f1", G2, False)}
GHOST_TILES = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2"}


def position(players=4, fixed=None, empty=(), ghosts=None, **kw):
    tiles = dict(GHOST_TILES) if ghosts is None else {}
    tiles.update(fixed or {})
    return _position(G, players, tiles, empty, GHOSTS if ghosts is None else ghosts, **kw)


def squares(actions):
    return sorted(a.square for a in actions)


def targets(state, colour):
    return sorted(G.square_names[q] for q in G.ghost_targets(state, colour))


def seat_order(state, turns):
    """Seats to move over ``turns`` turns, each removing the first legal tile that hides no ghost."""
    out = []
    for _ in range(turns):
        seat = G.to_move(state)
        if seat in (CHANCE, TERMINAL):
            break
        out.append(seat)
        legal = G.legal_actions(state)
        hidden = {G.square_names[q] for q, rev in zip(state.ghost_sq, state.revealed) if q >= 0 and not rev}
        safe = [a for a in legal if getattr(a, "square", None) not in hidden]
        G.apply(state, (safe or legal)[0])
    return out


def fixed_match(players, **options):
    options = {"mode": "standard", "tile_colours": "fixed", **options}
    m = Match(G, players, options, seed=1)
    m.resolve_chance()
    return m


def play_setup(m):
    """Place every tile (first legal each time) and hide the ghosts; returns (placement seats, hider seats)."""
    placers, hiders = [], []
    while m.state.phase == 3:  # place
        placers.append(m.to_move())
        m.apply(m.legal_actions()[0])
    while m.state.phase == 4:  # hide
        hiders.append(m.to_move())
        m.apply(m.legal_actions()[0])
    return placers, hiders


# --- PS-5 legal targets, A-1 to A-4, D-1, D-3, D-4, D-5 ----------------------------------


def test_A1_PS5_D1_full_board_interior_ghost_has_its_8_neighbours():
    """A-1: a hidden red ghost at c3 (G1), no removals: {b2, c2, d2, b3, d3, b4, c4, d4}; c3 and e3 illegal."""
    s = position(slot="G1")
    assert targets(s, RED) == ["b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"]
    legal = squares(G.legal_actions(s))
    assert set(targets(s, RED)) <= set(legal)
    assert "c3" not in legal and "e3" not in legal  # D-1: never its own tile


def test_A2_PS5_D4_edges_and_corners():
    """A-2: a ghost at a1 reaches {a2, b1, b2}; at a3 {a2, a4, b2, b3, b4} (D-4: no wrap-around)."""
    s = position(ghosts={"blue": ("a1", G1, False), "red": ("a3", G1, False), "green": ("f3", G2, False), "white": ("f5", G2, False)},
                 fixed={"a1": "blue_1", "a3": "red_1", "f3": "green_1", "f5": "white_1"})
    assert targets(s, BLUE) == ["a2", "b1", "b2"]
    assert targets(s, RED) == ["a2", "a4", "b2", "b3", "b4"]
    assert "a4" not in targets(s, GREEN) and "a2" not in targets(s, GREEN)  # f3 does not wrap to a-file
    assert targets(s, GREEN) == ["e2", "e3", "e4", "f2", "f4"]


def test_PS5_before_any_removal_8_5_3_neighbours():
    """PS-5: on a full board a ghost reaches only its on-board neighbours: 8 inside, 5 on an edge, 3 in a corner."""
    s = position()
    counts = {}
    for sq in range(36):
        counts.setdefault(len(G.geo.targets(sq, s.board)), set()).add(G.square_names[sq])
    assert {k: len(v) for k, v in counts.items()} == {8: 16, 5: 16, 3: 4}
    assert counts[3] == {"a1", "f1", "a6", "f6"}


def test_A3_PS5_reach_over_empty_squares():
    """A-3: d3 empty: {b2, c2, d2, b3, e3, b4, c4, d4}, f3 blocked by e3; e3 also empty: f3 is a target.
    d3 and d4 empty instead: {b2, c2, d2, b3, e3, b4, c4, e5}; e4 is not on a line."""
    s = position(empty=["d3"])
    assert targets(s, RED) == ["b2", "b3", "b4", "c2", "c4", "d2", "d4", "e3"]
    assert "f3" not in targets(s, RED)
    s = position(empty=["d3", "e3"])
    assert "f3" in targets(s, RED)
    s = position(empty=["d3", "d4"])
    assert targets(s, RED) == ["b2", "b3", "b4", "c2", "c4", "d2", "e3", "e5"]
    assert "e4" not in targets(s, RED)


def test_A4_PS5_D3_a_revealed_ghost_does_not_block():
    """A-4: a hunter removes d3 revealing the blue ghost: e3 becomes a target of c3, d3 never is."""
    ghosts = {"red": ("c3", G2, False), "green": ("a6", G2, False), "blue": ("d3", G1, False), "white": ("f1", G1, False)}
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "a6": "green_2", "d3": "blue_3", "f1": "white_2"}, slot="H1")
    assert G.to_move(s) == H1
    events = G.apply(s, Hunt("d3"))
    assert any(isinstance(e, GhostRevealed) and e.colour == "blue" and e.square == "d3" for e in events)
    assert G.to_move(s) == G2
    legal = squares(G.legal_actions(s))
    assert "e3" in legal and "d3" not in legal
    assert "e3" in targets(s, RED)


def test_A5_PS5_PS8_D2_a_hidden_ghost_blocks_and_can_be_devastated():
    """A-5: a hidden green ghost (G2) under d3 (green 4) blocks c3's line: d3 legal, e3 not.
    G1 devastates d3: green revealed, damage unchanged, play continues (D-2)."""
    ghosts = {"red": ("c3", G1, False), "blue": ("f6", G1, False), "green": ("d3", G2, False), "white": ("f1", G2, False)}
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "f6": "blue_2", "d3": "green_4", "f1": "white_2"}, slot="G1", damage=7)
    legal = squares(G.legal_actions(s))
    assert "d3" in legal and "e3" not in legal
    events = G.apply(s, Devastate("d3"))
    removed = [e for e in events if isinstance(e, TileRemoved)][0]
    assert (removed.revealed, removed.added, removed.damage, removed.by) == ("green", 0, 7, "ghost")
    assert s.revealed[GREEN] and s.damage == 7
    assert s.set_aside[G.tile_index["green_4"]] == 1
    assert G.to_move(s) == H1 and not G.is_over(s)


def test_D5_reach_is_straight_lines_from_the_ghost_only():
    """D-5: after c3 devastates d3, e3 opens on the line; e2 and e4 (next to d3, off the lines of c3) never do."""
    s = position(slot="G1")
    G.apply(s, Devastate("d3"))
    now = targets(s, RED)
    assert "e3" in now and "e2" not in now and "e4" not in now


def test_D4_colour_never_restricts_a_target():
    """D-4: the targets of one ghost are tiles of several colours."""
    s = position(slot="G1")
    colours = {G.colours[G.colour_of[s.board[G.square_index[q]]]] for q in targets(s, RED)}
    assert len(colours) > 1


# --- PS-7, PS-8, PS-9 ------------------------------------------------------


def test_A6_PS8_PS9_hunter_reveals_and_the_colour_is_cleared():
    """A-6: damage 12, the green ghost under b5 (green 6); H1 removes b5: green revealed on b5, damage 12,
    the 6 set aside, every remaining green tile cleared."""
    ghosts = dict(GHOSTS, green=("b5", G2, False))
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "f6": "blue_2", "b5": "green_6", "f1": "white_2"}, slot="H1", damage=12)
    events = G.apply(s, Hunt("b5"))
    assert s.revealed[GREEN] and s.ghost_sq[GREEN] == G.square_index["b5"]
    assert s.damage == 12
    assert s.set_aside[G.tile_index["green_6"]] == 1 and s.board[G.square_index["b5"]] == -1
    cleared = [e for e in events if isinstance(e, ColourCleared)][0]
    greens = sorted(G.square_names[q] for q in range(36) if s.board[q] >= 0 and G.colour_of[s.board[q]] == GREEN)
    assert cleared.colour == "green" and sorted(cleared.squares) == greens and len(greens) == 8
    view = G.view(s, H2)
    assert view.cleared == ("green",) and ("green", "b5") in view.revealed
    # PS-9: removing a cleared tile is legal but only adds damage
    s.slot = 3  # H2's turn
    before = s.damage
    value = G.value_of[s.board[G.square_index[greens[0]]]]
    G.apply(s, Hunt(greens[0]))
    assert s.damage == before + value


def test_A7_PS8_damage_accounting_whoever_removes():
    """A-7: G1 takes d4 (5), H1 a1 (1), G2 e2 (3), H2 c3 (red 4 with the red ghost): damage 5, 6, 9, 9."""
    fixed = {"d4": "blue_5", "a1": "green_1", "e2": "red_3"}
    s = position(fixed=fixed, slot="G1", damage=0)
    seen = []
    for seat, action in ((G1, Devastate("d4")), (H1, Hunt("a1")), (G2, Devastate("e2")), (H2, Hunt("c3"))):
        assert G.to_move(s) == seat
        G.apply(s, action)
        seen.append(s.damage)
    assert seen == [5, 6, 9, 9]
    assert s.revealed[RED] and not any(s.revealed[c] for c in (BLUE, GREEN, WHITE))


def test_PS7_a_hunter_may_remove_any_tile():
    """PS-7: any tile on the board, anywhere, of any colour."""
    s = position(empty=["d3", "a1"], slot="H1")
    legal = squares(G.legal_actions(s))
    assert len(legal) == 34 and "d3" not in legal and "a1" not in legal
    assert all(isinstance(a, Hunt) for a in G.legal_actions(s))


def test_PS4_a_master_devastates_only_targets_of_their_own_hidden_ghosts():
    """PS-4: f2 is reached only by G2's white ghost (f1): G1 may not take it; the action names no ghost."""
    s = position(slot="G1")
    legal = squares(G.legal_actions(s))
    assert "f2" not in legal
    assert set(legal) == set(targets(s, RED)) | set(targets(s, BLUE))
    with pytest.raises(IllegalAction):
        G.apply(s, Devastate("f2"))
    assert [f.name for f in dataclasses.fields(Devastate)] == ["square"]


def test_PS6_ghosts_never_move():
    """PS-6: a ghost stays under its tile while the tiles around it go."""
    s = position(slot="G1")
    before = list(s.ghost_sq)
    seat_order(s, 12)
    assert s.ghost_sq == before


# --- PS-10, PS-11, A-10, A-11, D-7, D-11 ----------------------------------------------


def test_A10_PS11_forced_pass_goes_to_the_next_hunter():
    """A-10: G1's blue revealed, red hidden at a1, b1-f1, a2-a6, b2, c3, d4, e5, f6 empty: G1 passes,
    G2 does not act, H1 plays next, damage unchanged. With a tile on f6, f6 is G1's only move."""
    empty = ["b1", "c1", "d1", "e1", "f1", "a2", "a3", "a4", "a5", "a6", "b2", "c3", "d4", "e5", "f6"]
    ghosts = {"blue": ("b1", G1, True), "red": ("a1", G1, False), "green": ("c5", G2, False), "white": ("e3", G2, False)}
    fixed = {"a1": "red_3", "c5": "green_3", "e3": "white_3"}
    s = position(ghosts=ghosts, fixed=fixed, empty=empty, slot="G1")  # damage: what the 14 removed tiles add up to
    before = s.damage
    assert G.to_move(s) == G1
    assert G.legal_actions(s) == [PassTurn()]
    assert G.targets_of(s, G2)  # G2 has legal targets
    events = G.apply(s, PassTurn())
    assert events == [MasterPassed(1, G1)]
    assert G.to_move(s) == H1 and s.damage == before
    assert G.view(s, H1).log[-1][3] == "pass"
    t = position(ghosts=ghosts, fixed=dict(fixed, f6="blue_6"), empty=empty[:-1], slot="G1")
    assert G.legal_actions(t) == [Devastate("f6")]


def test_PS11_a_master_with_a_target_may_not_pass():
    """PS-11: a master who has a legal target may not pass."""
    s = position(slot="G1")
    with pytest.raises(IllegalAction):
        G.apply(s, PassTurn())
    assert PassTurn() not in G.legal_actions(s)


def test_D7_D2_forced_self_reveal_when_only_ghost_tiles_are_in_reach():
    """D-7: G1's only legal target hides the partner's ghost (or its own other ghost, D-2): it must take it."""
    empty = ["b1", "c1", "d1", "e1", "f1", "a2", "a3", "a4", "a5", "a6", "c3", "d4", "e5", "f6"]
    fixed = {"a1": "red_3", "b2": "green_3", "e3": "white_3"}
    ghosts = {"blue": ("b1", G1, True), "red": ("a1", G1, False), "green": ("b2", G2, False), "white": ("e3", G2, False)}
    s = position(ghosts=ghosts, fixed=fixed, empty=empty, slot="G1")  # damage: what the 13 removed tiles add up to
    before = s.damage
    assert G.legal_actions(s) == [Devastate("b2")]
    with pytest.raises(IllegalAction):
        G.apply(s, PassTurn())
    G.apply(s, Devastate("b2"))
    assert s.revealed[GREEN] and s.damage == before and G.to_move(s) == H1
    # its own other ghost
    fixed = {"a1": "red_3", "b2": "blue_3", "e3": "white_3", "c5": "green_3"}
    ghosts = {"blue": ("b2", G1, False), "red": ("a1", G1, False), "green": ("c5", G2, False), "white": ("e3", G2, False)}
    t = position(ghosts=ghosts, fixed=fixed, empty=empty, slot="G1")
    before = t.damage
    assert "b2" in squares(G.legal_actions(t))
    G.apply(t, Devastate("b2"))
    assert t.revealed[BLUE] and t.damage == before


def test_A11_PS10_D11_eliminated_master_partner_takes_every_ghost_turn():
    """A-11: G1 owns blue and red, both revealed: the turns go G2, H1, G2, H2, G2."""
    ghosts = {"blue": ("a1", G1, True), "red": ("b1", G1, True), "green": ("c4", G2, False), "white": ("e4", G2, False)}
    s = position(ghosts=ghosts, fixed={"c4": "green_3", "e4": "white_3"}, empty=["a1", "b1"], slot="G1")
    assert G.view(s, H1).eliminated == (G1,)  # D-11: public
    assert seat_order(s, 5) == [G2, H1, G2, H2, G2]


def test_PS10_elimination_is_announced_when_the_second_ghost_is_revealed():
    """PS-10, D-11: G1's second ghost is found: it is announced, and G2 then plays G1's turns too."""
    ghosts = {"blue": ("a1", G1, True), "red": ("c3", G1, False), "green": ("a6", G2, False), "white": ("f1", G2, False)}
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "a6": "green_2", "f1": "white_2"}, empty=["a1"], slot="H1")
    assert G.to_move(s) == H1 and G.view(s, H1).eliminated == ()
    events = G.apply(s, Hunt("c3"))
    assert MasterEliminated(G1, G2) in events
    assert G.to_move(s) == G2  # G2's own turn
    G.apply(s, G.legal_actions(s)[0])
    G.apply(s, Hunt(next(a.square for a in G.legal_actions(s) if a.square not in ("a6", "f1"))))
    assert G.to_move(s) == G2  # G1's slot: the partner plays


# --- PS-12, A-8, A-9 -----------------------------------------------------------------


def test_A8_PS12_ghosts_win_at_once_even_by_a_hunter_removal():
    """A-8: damage 41, the master devastates f2 (4): 45, the ghosts win at once.
    Variant: damage 43, a hunter removes a 2 with no ghost: 45, the ghosts win."""
    ghosts = {"white": ("f1", G1, False), "blue": ("f6", G1, False), "red": ("c3", G2, False), "green": ("a6", G2, False)}
    fixed = {"f2": "red_4", "a1": "green_2"}
    s = position(ghosts=ghosts, fixed=dict(GHOST_TILES, **fixed), slot="G1", damage=41)
    events = G.apply(s, Devastate("f2"))
    assert s.damage == 45 and G.is_over(s) and G.to_move(s) == TERMINAL
    won = [e for e in events if isinstance(e, GameWon)][0]
    assert won.side == "ghosts" and won.winners == (G1, G2)
    result = G.result(s)
    assert result.winners == (G1, G2) and result.scores == (1.0, 0.0, 1.0, 0.0)
    assert G.legal_actions(s) == []
    v = position(ghosts=ghosts, fixed=dict(GHOST_TILES, **fixed), slot="H1", damage=43)
    G.apply(v, Hunt("a1"))
    assert v.damage == 45 and G.is_over(v) and G.result(v).winners == (G1, G2)


def test_A8_PS13_two_players_play_on_at_45_and_end_at_50():
    """A-8: in a 2-player game the same move gives 45 and play continues; the game ends at >= 50."""
    ghosts = {"white": ("f1", 0, False), "blue": ("f6", 0, False), "red": ("c3", 0, False), "green": ("a6", 0, False)}
    fixed = dict(GHOST_TILES, f2="red_4")
    s = position(players=2, ghosts=ghosts, fixed=fixed, slot="G1", damage=41)
    assert s.target == 50
    G.apply(s, Devastate("f2"))
    assert s.damage == 45 and not G.is_over(s) and G.to_move(s) == 1
    t = position(players=2, ghosts=ghosts, fixed=fixed, slot="G1", damage=46)
    G.apply(t, Devastate("f2"))
    assert t.damage == 50 and G.is_over(t) and G.result(t).winners == (0,)


def test_A9_PS12_hunters_win_when_the_last_ghost_is_revealed():
    """A-9: 3 ghosts revealed, damage 44, the white ghost under f6: a hunter removes f6, damage stays 44, hunters win."""
    ghosts = {"blue": ("a1", G1, True), "red": ("b1", G1, True), "green": ("c1", G2, True), "white": ("f6", G2, False)}
    s = position(ghosts=ghosts, fixed={"f6": "white_6"}, empty=["a1", "b1", "c1"], slot="H2", damage=44)
    events = G.apply(s, Hunt("f6"))
    assert s.damage == 44 and G.is_over(s)
    assert [e for e in events if isinstance(e, GameWon)][0].side == "hunters"
    assert G.result(s).winners == (H1, H2)


def test_PS12_D2_reveals_by_ghosts_count_toward_the_hunters_win():
    """PS-12: all 4 revealed wins for the hunters whoever revealed them: here G1's red devastates the
    partner's white (D-2, a reveal and no damage), then a hunter finds red, the last one."""
    ghosts = {"blue": ("a1", G1, True), "red": ("c3", G1, False), "green": ("c1", G2, True), "white": ("d3", G2, False)}
    t = position(ghosts=ghosts, fixed={"c3": "red_4", "d3": "white_3"}, empty=["a1", "c1"], slot="G1", damage=30)
    G.apply(t, Devastate("d3"))
    assert not G.is_over(t) and t.revealed[WHITE] and t.damage == 30
    assert G.to_move(t) == H1
    events = G.apply(t, Hunt("c3"))
    assert G.is_over(t) and G.result(t).winners == (H1, H2) and t.damage == 30
    assert [e.side for e in events if isinstance(e, GameWon)] == ["hunters"]


# --- A-12 illegal moves, A-14 secrecy, D-10 log ---------------------------------------


def test_A12_illegal_moves_are_rejected_and_change_nothing():
    """A-12: in A-1, G1 picking c3 (its own tile) or e3 is rejected; a hunter picking the empty d3 of A-3 too."""
    s = position(slot="G1")
    before = G.fingerprint(s)
    for square in ("c3", "e3"):
        with pytest.raises(IllegalAction) as info:
            G.apply(s, Devastate(square))
        assert "Devastate" in str(info.value) and "legal target" in info.value.reason
        assert G.fingerprint(s) == before
    with pytest.raises(IllegalAction):
        G.apply(s, Hunt("a1"))  # not a hunter turn
    t = position(empty=["d3"], slot="H1")
    before = G.fingerprint(t)
    with pytest.raises(IllegalAction):
        G.apply(t, Hunt("d3"))
    with pytest.raises(IllegalAction):
        G.apply(t, Hunt("z9"))
    assert G.fingerprint(t) == before


def test_A14_D10_the_public_log_names_no_owner_and_no_acting_ghost():
    """A-14: G2 owns green; when green is revealed the log says "green ghost revealed" and names no owner.
    D-10: each entry records turn, seat, square, tile and outcome, never which ghost devastated."""
    ghosts = dict(GHOSTS, green=("b5", G2, False))
    s = position(ghosts=ghosts, fixed={"c3": "red_4", "f6": "blue_2", "b5": "green_6", "f1": "white_2", "d4": "blue_5"}, slot="G1")
    events = G.apply(s, Devastate("d4"))
    removed = events[0]
    assert removed == TileRemoved(1, G1, "ghost", "d4", "blue", 5, 5, "", 5)
    line = G.describe_event(removed, NAMES, H1)
    assert "d4" in line and "Ann" in line and "red" not in line.lower()
    events = G.apply(s, Hunt("b5"))
    texts = [G.describe_event(e, NAMES, H2) for e in events]
    assert any("Green ghost revealed" in x for x in texts)
    assert not any("Cid" in x for x in texts)  # Cid is G2, the owner
    assert all("owner" not in e.to_json() for e in events)
    log = G.view(s, H1).log
    assert log == ((1, G1, "G1", "devastate", "d4", "blue_5", None), (2, H1, "H1", "hunt", "b5", "green_6", "green"))


def test_PS18_the_log_is_the_same_for_every_seat():
    """PS-18: talk is replaced by the public log; everybody reads the same log."""
    s = position(slot="G1")
    seat_order(s, 6)
    logs = {G.view(s, seat).log for seat in (G1, H1, G2, H2, None)}
    assert len(logs) == 1 and len(logs.pop()) == 6


# --- turn order PS-1, PS-2, PS-3 and the set-up of section 3 ---------------------------------


def test_PS1_section3_four_player_set_up_and_turn_order():
    """Section 3: seats G1, H1, G2, H2; one colour each; H1 places first, then clockwise; the masters hide
    (G1, G2, G1, G2); PS-1: the first ghost turn is G2's, then H2, G1, H1."""
    m = fixed_match(4)
    s = m.state
    assert s.slot_seats == [0, 1, 2, 3] and s.target == 45
    for seat in range(4):
        assert sum(s.supply[seat]) == 9
        assert {G.colour_of[k] for k, c in enumerate(s.supply[seat]) if c} == {G.fixed_slot_colours[seat]}
    placers, hiders = play_setup(m)
    assert placers[:8] == [H1, G2, H2, G1, H1, G2, H2, G1] and len(placers) == 36
    assert hiders == [G1, G2, G1, G2]
    assert sorted(m.state.owner) == [G1, G1, G2, G2]
    assert seat_order(m.state, 6) == [G2, H2, G1, H1, G2, H2]


def test_section3_6_first_master_option_G1():
    """Section 3.6 PROPOSAL: the first ghost turn is configurable; with G1 the order is PS-1's G1, H1, G2, H2."""
    m = fixed_match(4, first_master="G1")
    play_setup(m)
    assert seat_order(m.state, 4) == [G1, H1, G2, H2]


def test_PS2_section3_three_players_one_hunter_two_masters():
    """3 players: G1, H, G2, H; the hunter holds 2 colours (18 tiles) and places every other tile;
    PS-2: the masters alternate ghost turns, the hunter takes every hunter turn."""
    m = fixed_match(3)
    s = m.state
    assert s.slot_seats == [0, 1, 2, 1]
    assert [sum(x) for x in s.supply] == [9, 18, 9]
    placers, hiders = play_setup(m)
    assert placers[:8] == [1, 2, 1, 0, 1, 2, 1, 0]
    assert hiders == [0, 2, 0, 2]
    assert seat_order(m.state, 6) == [2, 1, 0, 1, 2, 1]


def test_PS3_section3_two_players_the_master_controls_all_four_ghosts():
    """2 players: each holds 2 colours; placement H, M, H, M; the master hides all 4; PS-3: master first, alternating."""
    m = fixed_match(2)
    s = m.state
    assert s.slot_seats == [0, 1, 0, 1] and s.target == 50
    assert [sum(x) for x in s.supply] == [18, 18]
    placers, hiders = play_setup(m)
    assert placers[:4] == [1, 0, 1, 0]
    assert hiders == [0, 0, 0, 0] and m.state.owner == [0, 0, 0, 0]
    assert seat_order(m.state, 4) == [0, 1, 0, 1]


def test_section3_2_random_tile_colours_are_a_chance_step():
    """Section 3.2: colours dealt at random (a recorded chance step); the lone hunter of 3 players holds two."""
    m = Match(G, 3, {"mode": "standard", "tile_colours": "random"}, seed=4)
    assert m.to_move() == CHANCE
    outcomes = G.chance_outcomes(m.state)
    assert len(outcomes) == 24 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    G.apply(m.state, outcomes[5][0])
    colours = outcomes[5][0].colours
    hunter = {G.colour_of[k] for k, c in enumerate(m.state.supply[1]) if c}
    assert hunter == {G.colour_index[colours[1]], G.colour_index[colours[3]]}


def test_section3_3_placement_rules():
    """Section 3.3: a seat places one of its own tiles, face up, on an empty square."""
    m = fixed_match(4)
    s = m.state
    with pytest.raises(IllegalAction):
        G.apply(s, PlaceTile("blue", 1, "a1"))  # H1 holds red, not blue
    G.apply(s, PlaceTile("red", 6, "a1"))
    G.apply(s, PlaceTile("green", 1, "b1"))
    with pytest.raises(IllegalAction):
        G.apply(s, PlaceTile("white", 3, "a1"))  # occupied
    assert G.view(s, None).board[0] == "red_6"  # placement is public


def test_section3_5_a_ghost_hides_under_its_own_colour():
    """Section 3.5: each ghost under a tile of its own colour, four different tiles."""
    m = fixed_match(4)
    play_setup_place_only(m)
    s = m.state
    red_square = next(G.square_names[q] for q in range(36) if G.colour_of[s.board[q]] == RED)
    blue_square = next(G.square_names[q] for q in range(36) if G.colour_of[s.board[q]] == BLUE)
    with pytest.raises(IllegalAction):
        G.apply(s, HideGhost("blue", red_square))
    G.apply(s, HideGhost("red", red_square))
    with pytest.raises(IllegalAction):
        G.apply(s, HideGhost("red", red_square))  # already hidden
    legal = G.legal_actions(s)
    assert HideGhost("blue", blue_square) in legal and not any(a.colour == "red" for a in legal)


def play_setup_place_only(m):
    while m.state.phase == 3:
        m.apply(m.legal_actions()[0])


# --- D-6 -----------------------------------------------------------------------------


def test_D6_every_game_ends_with_a_winner_within_36_removals():
    """D-6: a hunter always has a move, the game ends within 36 removals, and there are no draws."""
    import random

    for seed in range(60):
        m = Match(G, 2 + seed % 3, {"mode": "standard"}, seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            if m.to_move() == CHANCE:
                m.apply(m.next_chance())
            else:
                legal = m.legal_actions()
                assert legal
                m.apply(rng.choice(legal))
        removals = sum(1 for rec in m.state.history if rec[2] != 2)
        assert removals <= 36 and G.result(m.state).winners


def test_D9_the_end_of_the_game_tells_where_every_ghost_was():
    """D-9: at the end every ghost position is public; the results screen lists them."""
    import random as _random

    from ghostparlor.core.match import Match

    m = Match(G, 2, seed=3)
    rng = _random.Random(3)
    while not m.is_over():
        if m.to_move() < 0:
            m.resolve_chance()
        else:
            m.apply(rng.choice(m.legal_actions()), events=False)
    lines = G.result_details(m.state, ["Ada", "Bo"])
    squares = [square for _c, square, _o, _r in m.state.results[-1].ghosts]
    assert len(lines) >= 2 and all(sq in lines[1] for sq in squares)


def test_hunter_inference_weighted_marginals_agree_with_the_uniform_ones_and_sum_to_one():
    """The hunter's likelihood weighting (bot NEAR) reweights the same consistent set: with
    every weight 1 it is exactly the uniform marginals, and each hidden ghost's
    probabilities sum to 1 whatever the weights."""
    import random as _random

    from ghostparlor.core.match import Match
    from ghostparlor.games.phantom_society.play.bot import PhantomSocietyEasyBot

    checked = 0
    for seed in range(3):
        m = Match(G, 4, seed=seed)
        bots = [PhantomSocietyEasyBot(G, i) for i in range(4)]
        rng = _random.Random(seed)
        while not m.is_over():
            seat = m.to_move()
            if seat < 0:
                m.resolve_chance()
                continue
            view, legal = G.view(m.state, seat), G.legal_actions(m.state)
            if view.phase == "play" and legal[0].TYPE == "hunt":
                hyp = bots[seat].hypotheses(view)
                uniform = hyp.marginals()
                same = hyp.weighted_marginals([{sq: 1.0 for sq in col} for col in hyp.explained()])
                tilted = hyp.weighted_marginals([{sq: 1.5 ** n for sq, n in col.items()} for col in hyp.explained()])
                for c, dist in enumerate(uniform):
                    assert all(abs(dist.get(k, 0) - same[c].get(k, 0)) < 1e-9 for k in set(dist) | set(same[c]))
                    if dist:
                        assert abs(sum(tilted[c].values()) - 1.0) < 1e-9
                checked += 1
            m.apply(bots[seat].choose(view, legal, rng), events=False)
    assert checked > 10
