"""Phantom Society positions that cannot lie (issue 23): state_from_json refuses every
impossible position with a PositionError naming the key, derives what the rules determine,
and fills left-out keys with the set-up's own values.

Each refusal test breaks exactly one invariant of a possible position."""

from __future__ import annotations

import copy

import pytest

from ghostparlor.core.errors import PositionError
from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.hand_positions import position, position_json
from ghostparlor.games.phantom_society.rules import GHOSTS_WIN, HIDE, OVER, PLACE, PLAY, Devastate, Hunt, PassTurn

G = load_game("phantom_society")
G1, H1, G2, H2 = 0, 1, 2, 3
GHOSTS = {"red": ("c3", G1, False), "blue": ("f6", G1, False), "green": ("a6", G2, False), "white": ("f1", G2, False)}
TILES = {"c3": "red_4", "f6": "blue_2", "a6": "green_2", "f1": "white_2"}


def hunt_json(**kw):
    """A possible hunt position: the default ghosts, a1 and b1 removed (no damage stated)."""
    data = position_json(G, 4, TILES, ["a1", "b1"], GHOSTS, slot="G1")
    data.update(kw)
    return data


def canonical(players=4, **options):
    """The canonical JSON of a fresh game."""
    return G.state_to_json(G.new_state(players, G.normalize_options(players, options)))


def played(players=4, steps=60, **options):
    """The canonical JSON after ``steps`` of first-legal-action play (chance: first outcome)."""
    s = G.new_state(players, G.normalize_options(players, options))
    for _ in range(steps):
        seat = G.to_move(s)
        if seat < 0 and seat != CHANCE:
            break
        action = G.chance_outcomes(s)[0][0] if seat == CHANCE else G.legal_actions(s)[0]
        G.apply(s, action, False)
    return G.state_to_json(s)


def hunt_after(turns=6):
    """The canonical JSON of a standard game (fixed colours) a few removal turns into the hunt."""
    s = G.new_state(4, G.normalize_options(4, {"tile_colours": "fixed"}))
    while s.phase != PLAY:
        G.apply(s, G.legal_actions(s)[0], False)
    for _ in range(turns):
        legal = G.legal_actions(s)
        hidden = {G.square_names[q] for q, rev in zip(s.ghost_sq, s.revealed) if not rev}
        G.apply(s, next((a for a in legal if getattr(a, "square", None) not in hidden), legal[0]), False)
    return G.state_to_json(s)


def refused(data, key, word):
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key == key, str(info.value)
    assert word in info.value.problem, str(info.value)
    return info.value


def test_possible_positions_are_accepted():
    for data in (hunt_json(), canonical(), canonical(2, mode="tournament"), played(3, 40, tile_colours="fixed"),
                 hunt_after(), played(4, 10, mode="master_game")):
        s = G.state_from_json(copy.deepcopy(data))
        assert G.state_from_json(G.state_to_json(s)) is not None


# --- one test per invariant -----------------------------------------------------------


def test_players_in_range():
    refused({"players": 5}, "players", "out of range")


def test_the_game_id():
    refused(dict(canonical(), game="ghosts"), "game", "phantom_society")


def test_one_game_outside_a_tournament():
    refused(dict(canonical(), games=3), "games", "out of range")


def test_results_numbered_in_order():
    data = played(4, 400, mode="tournament", tournament_games=2, tile_colours="fixed")
    assert data["results"]
    data["results"][0]["game"] = 2
    refused(data, "results[0].game", "listed as game 1")


def test_victory_points_are_the_stakes_won():
    data = played(4, 400, mode="tournament", tournament_games=2, tile_colours="fixed")
    data["vp"] = [data["vp"][0] + 1, data["vp"][1]]
    refused(data, "vp", "the rules give")


def test_a_finished_tournament_has_no_next_game():
    data = played(4, 400, mode="tournament", tournament_games=2, tile_colours="fixed")
    assert data["game_number"] == 2 and data["vp"][0] != data["vp"][1]
    data["games"] = 1  # after game 1 of 1, not tied: it was over
    refused(data, "results[0]", "tournament was over")


def test_a_standard_game_has_no_bids():
    refused(dict(canonical(), bids=[[40, 8], [30, 7]]), "bids", "standard game")


def test_team_one_bids_first():
    refused(dict(canonical(mode="master_game"), piles=["A", "B"], bids=[None, [30, 7]], phase="bid"), "bids", "team 1 bids first")


def test_a_bid_is_of_the_team_pile():
    refused(dict(canonical(mode="master_game"), piles=["B", "A"], bids=[[40, 8], None], phase="bid"), "bids[0]", "pile B")


def test_a_bid_is_a_bid_of_a_pile():
    refused(dict(canonical(mode="master_game"), piles=["A", "B"], bids=[[45, 8], None], phase="bid"), "bids[0]", "PS-14")


def test_each_team_its_own_pile():
    refused(dict(canonical(mode="master_game"), piles=["A", "A"], phase="bid"), "piles", "same pile")


def test_the_target_is_the_lower_bid():
    data = {"players": 4, "mode": "master_game", "bids": [[40, 8], [30, 7]], "target": 45}
    refused(data, "target", "the rules give 37")


def test_the_higher_bid_plays_the_ghosts():
    data = {"players": 4, "mode": "master_game", "bids": [[40, 8], [30, 7]], "ghost_team": 1}
    refused(data, "ghost_team", "the rules give 0")


def test_the_seats_follow_the_bids():
    data = {"players": 4, "mode": "master_game", "bids": [[30, 8], [40, 7]], "slot_seats": [0, 1, 2, 3]}
    refused(data, "slot_seats", "the rules give [1, 2, 3, 0]")


def test_the_stake_is_the_difference():
    refused({"players": 4, "mode": "master_game", "bids": [[40, 8], [30, 7]], "stake": 3}, "stake", "the rules give 11")


def test_no_bidding_in_a_standard_game():
    refused(dict(canonical(), phase="bid"), "phase", "standard game")


def test_bids_are_in_once_placement_starts():
    refused(dict(canonical(mode="master_game"), piles=["A", "B"], phase="place"), "bids", "both teams have bid")


def test_piles_are_dealt_after_deal_piles():
    refused(dict(canonical(mode="master_game"), phase="bid"), "piles", "are dealt")


def test_colours_are_dealt_only_at_random():
    refused(dict(canonical(tile_colours="fixed"), phase="deal_colours"), "tile_colours", "random")


def test_each_slot_its_own_colour():
    data = played(4, 3, tile_colours="random")
    data["slot_colours"] = ["red", "red", "blue", "white"]
    refused(data, "slot_colours", "different colour")


def test_fixed_colours_are_the_fixed_ones():
    data = canonical(tile_colours="fixed")
    data["slot_colours"] = ["red", "blue", "green", "white"]
    refused(data, "slot_colours", "the rules give")


def test_the_box_is_empty_once_colours_are_dealt():
    refused(dict(canonical(tile_colours="fixed"), box={"red_1": 1}), "box", "the rules give")


def test_the_board_is_required_in_the_hunt():
    data = hunt_json()
    del data["board"]
    refused(data, "board", "is required in play")


def test_no_more_tiles_than_the_game_has():
    data = hunt_json()
    data["board"] = dict(data["board"], a1="blue_6", b1="blue_6")
    refused(data, "board", "blue_6 tiles on the board, the game has 1")


def test_a_full_board_is_not_in_placement():
    data = G.state_to_json(G.state_from_json(hunt_json()))
    refused(dict(data, board=[t or "red_1" for t in data["board"]], phase="place"), "board", "")


def test_the_board_is_full_while_the_ghosts_hide():
    data = played(4, 20, tile_colours="fixed")
    refused(dict(data, phase="hide"), "board", "every square holds a tile")


def test_each_seat_placed_its_share():
    data = played(4, 5, tile_colours="fixed")  # H1, G2, H2, G1, H1 placed one tile each (two for H1)
    board = data["board"]
    first = next(i for i, t in enumerate(board) if t and t.startswith("red"))  # H1 holds red
    board[first] = None
    board[next(i for i, t in enumerate(board) if t is None and i != first)] = "green_6"
    refused(data, "board", "placements so far were theirs")


def test_supplies_are_what_is_not_placed():
    data = played(4, 5, tile_colours="fixed")
    data["supply"][0] = {}
    refused(data, "supply[0]", "unplaced tiles")


def test_the_placement_turn_follows_the_tiles_placed():
    refused(dict(played(4, 5, tile_colours="fixed"), slot="G1"), "slot", "the rules give 'G2'")


def test_every_ghost_is_hidden_in_the_hunt():
    data = hunt_json()
    del data["ghosts"]["white"]
    refused(data, "ghosts.white", "is required in play")


def test_a_revealed_ghost_has_no_tile_over_it():
    data = hunt_json()
    data["ghosts"]["red"]["revealed"] = True
    refused(data, "board.c3", "revealed ghost under a tile")


def test_a_hidden_ghost_is_under_a_tile_of_its_colour():
    data = hunt_json()
    data["ghosts"]["red"]["square"] = "d4"
    refused(data, "board.d4", "hides under a red tile")


def test_a_hidden_ghost_is_under_a_tile():
    data = hunt_json()
    data["ghosts"]["red"]["square"] = "a1"
    refused(data, "board.a1", "needs a tile over it")


def test_a_ghost_belongs_to_a_master():
    data = hunt_json()
    data["ghosts"]["red"]["owner"] = H1
    refused(data, "ghosts.red.owner", "not a ghost master")


def test_a_master_owns_the_rules_number_of_ghosts():
    data = hunt_json()
    data["ghosts"]["green"]["owner"] = G1
    refused(data, "ghosts", "owns 3 ghosts, a master owns 2")


def test_two_ghosts_never_share_a_square():
    data = position_json(G, 4, TILES, ["a1"], dict(GHOSTS, white=("a1", G2, True)), slot="G1")
    data["ghosts"]["green"] = {"square": "a1", "owner": G2, "revealed": True}
    data["set_aside"] = {"white_1": 1, "green_1": 1}
    refused(data, "ghosts", "two ghosts on one square")


def test_the_hiding_step_is_the_ghosts_hidden():
    data = played(4, 37, tile_colours="fixed")
    assert data["phase"] == "hide" and data["hide_step"] == 1
    refused(dict(data, hide_step=2), "hide_step", "the rules give 1")


def test_the_masters_hide_in_turn():
    data = played(4, 38, tile_colours="fixed")  # G1 then G2 hid one ghost each
    owner = next(g["owner"] for g in data["ghosts"].values() if g["square"])
    for g in data["ghosts"].values():
        if g["square"]:
            g["owner"] = owner
    refused(data, "ghosts", "at this step of the hiding")


def test_no_ghost_is_revealed_before_the_hunt():
    data = played(4, 37, tile_colours="fixed")
    colour = next(c for c, g in data["ghosts"].items() if g["square"])
    data["ghosts"][colour]["revealed"] = True
    refused(data, f"ghosts.{colour}.revealed", "before the hunt")


def test_no_removal_log_before_the_hunt():
    data = played(4, 5, tile_colours="fixed")
    data["history"] = [{"seat": 0, "slot": "G1", "action": "pass", "square": None, "tile": None, "revealed": None}]
    refused(data, "history", "starts with the hunt")


def test_turns_go_round_the_slots():
    data = hunt_after()
    data["history"][1]["slot"] = data["history"][0]["slot"]
    refused(data, "history[1].slot", "in order")


def test_a_hunter_turn_is_the_hunter_seat():
    data = hunt_after()
    i = next(i for i, rec in enumerate(data["history"]) if rec["action"] == "hunt")
    data["history"][i]["seat"] = (data["history"][i]["seat"] + 2) % 4
    refused(data, f"history[{i}].seat", "hunter turn")


def test_a_devastation_is_a_legal_target_then():
    data = position_json(G, 4, TILES, ["e5"], GHOSTS, slot="H1")
    tile = next(iter(G.state_to_json(G.state_from_json(copy.deepcopy(data)))["removed"]))
    data["history"] = [{"seat": G1, "slot": "G1", "action": "devastate", "square": "e5", "tile": tile, "revealed": None}]
    G.state_from_json(copy.deepcopy(data))  # e5 is next to f6 (blue, G1): possible
    data["history"][0]["seat"], data["history"][0]["slot"] = G2, "G2"
    data["slot"] = "H2"
    refused(data, "history[0]", "not a legal target")


def test_a_pass_only_without_a_target():
    data = position_json(G, 4, TILES, [], GHOSTS, slot="H1",
                         history=[{"seat": G1, "slot": "G1", "action": "pass", "square": None, "tile": None, "revealed": None}])
    refused(data, "history[0]", "may not pass")


def test_a_removed_square_is_empty():
    data = hunt_after()
    sq = next(rec["square"] for rec in data["history"] if rec["square"])
    board = data["board"]
    board[G.square_index[sq]] = next(rec["tile"] for rec in data["history"] if rec["square"] == sq)
    refused(data, next(f"history[{i}].square" for i, rec in enumerate(data["history"]) if rec["square"] == sq), "still holds")


def test_a_removal_reveals_the_ghost_under_it():
    data = position_json(G, 4, TILES, ["c3"], dict(GHOSTS, red=("c3", G1, True)), slot="G1",
                         history=[{"seat": G2, "slot": "G2", "action": "devastate", "square": "b2", "tile": "red_1", "revealed": None},
                                  {"seat": H2, "slot": "H2", "action": "hunt", "square": "c3", "tile": "red_1", "revealed": None}])
    refused(data, "history[0].square", "still holds")  # b2 still holds a tile
    data["history"] = data["history"][1:]
    refused(data, "history[0].revealed", "reveals red")


def test_the_turn_follows_the_log():
    data = hunt_after()
    data["slot"] = data["history"][-1]["slot"]
    refused(data, "slot", "turn")


def test_one_tile_set_aside_per_revealed_ghost():
    data = position_json(G, 4, TILES, ["b1"], dict(GHOSTS, white=("f1", G2, True)), slot="G1")
    data["set_aside"] = {}
    refused(data, "set_aside", "one per revealed ghost")


def test_removed_tiles_are_those_off_the_board():
    refused(dict(hunt_json(), removed={"red_1": 1}), "removed", "the rules give")


def test_damage_is_what_the_removed_tiles_add_up_to():
    refused(dict(hunt_json(), damage=12), "damage", "add up to 2")


def test_a_game_ends_at_the_first_of_its_ends():
    ghosts = {c: (sq, o, True) for c, (sq, o, _r) in GHOSTS.items()}
    data = position_json(G, 4, TILES, [], ghosts, slot="G1", damage=45)
    refused(data, "damage", "ended at the first")


def test_over_means_over():
    refused(dict(hunt_json(), phase="over"), "phase", "below the target")


def test_the_winner_is_derived():
    refused(dict(hunt_json(), winner="ghosts"), "winner", "the rules give None")


@pytest.mark.parametrize("key, value", [
    ("players", "4"), ("board", "x"), ("board", [None] * 35), ("ghosts", []), ("ghosts", {"red": 3}),
    ("ghosts", {"pink": {}}), ("history", {}), ("history", [3]), ("bids", [[40], None]), ("results", [{}]),
    ("damage", -1), ("slot", "G3"), ("phase", 5), ("supply", [[]] * 4), ("removed", {"red_9": 1}), ("mode", None),
])
def test_malformed_input_is_a_position_error(key, value):
    data = G.state_to_json(G.state_from_json(hunt_json()))
    data[key] = value
    with pytest.raises(PositionError) as info:
        G.state_from_json(data)
    assert info.value.key.split(".")[0].split("[")[0] in (key, "board", "ghosts", "history"), str(info.value)


# --- derived fields ---------------------------------------------------------------------


def test_derived_damage_from_the_removed_tiles():
    s = G.state_from_json(hunt_json())
    assert s.damage == sum(G.value_of[k] * c for k, c in enumerate(s.removed)) > 0
    assert s.damage == sum(G.value_of[G.tile_index[t]] for t in G.state_to_json(s)["removed"] for _ in range(G.state_to_json(s)["removed"][t]))


def test_derived_set_aside_and_damage_for_a_revealed_ghost():
    data = position_json(G, 4, TILES, ["b1"], dict(GHOSTS, white=("f1", G2, True)), slot="G1")
    removed_worth = G.state_from_json(copy.deepcopy(data)).damage
    del data["set_aside"]
    data["damage"] = removed_worth
    s = G.state_from_json(data)  # the tile set aside is chosen to give the stated damage
    assert s.damage == removed_worth and sum(s.set_aside) == 1
    assert G.colour_of[s.set_aside.index(1)] == G.colour_index["white"]


def test_derived_master_game_from_the_bids():
    """A-13: 48 against 37: team 1 plays the ghosts, target 37, stake 11; the piles, teams and seats follow."""
    s = G.state_from_json({"players": 4, "mode": "master_game", "bids": [[40, 8], [30, 7]]})
    assert (s.target, s.ghost_team, s.stake) == (37, 0, 11)
    assert [G.pile_ids[p] for p in s.piles] == ["A", "B"]
    assert s.slot_seats == list(G.setups[4]["roles"][0])
    assert s.phase == PLACE and G.to_move(s) == s.slot_seats[1] >= 0  # H1 places first, not chance
    t = G.state_from_json({"players": 4, "mode": "master_game", "bids": [[30, 8], [40, 7]]})
    assert (t.target, t.ghost_team, t.stake) == (38, 1, 9) and t.slot_seats == list(G.setups[4]["roles"][1])


def test_derived_phase_from_the_rest():
    assert G.state_from_json({"players": 4, "mode": "master_game"}).phase == 0  # deal_piles
    assert G.state_from_json({"players": 4, "mode": "master_game", "piles": ["A", "B"]}).phase == 1  # bid
    data = G.state_to_json(G.state_from_json(hunt_json()))
    del data["phase"]
    assert G.state_from_json(data).phase == PLAY
    hiding = played(4, 37, tile_colours="fixed")
    del hiding["phase"]
    assert G.state_from_json(hiding).phase == HIDE


def test_derived_supplies_and_turn_in_placement():
    data = played(4, 5, tile_colours="fixed")
    for key in ("supply", "slot", "box", "hide_step", "removed", "set_aside", "damage", "history"):
        del data[key]
    s = G.state_from_json(data)
    assert G.state_to_json(s) == played(4, 5, tile_colours="fixed")


def test_derived_turn_from_the_log():
    data = hunt_after()
    expected = data["slot"]
    del data["slot"]
    assert G.state_to_json(G.state_from_json(data))["slot"] == expected


def test_derived_victory_points_from_the_games_played():
    data = played(4, 400, mode="tournament", tournament_games=2, tile_colours="fixed")
    vp = data.pop("vp")
    assert G.state_from_json(data).vp == vp


def test_derived_tile_colours_from_the_slot_colours():
    data = played(4, 3, tile_colours="random")
    del data["tile_colours"]
    s = G.state_from_json(data)
    assert s.random_colours is (data["slot_colours"] != ["blue", "red", "green", "white"])


def test_a_game_already_over_is_ended():
    """PS-12: damage at the target in a position of the hunt: the ghosts have won."""
    s = position(G, 4, TILES, (), GHOSTS, slot="H1", damage=45)
    assert s.phase == OVER and s.winner == GHOSTS_WIN and G.result(s).winners == (G1, G2)
    assert len(s.results) == 1 and s.results[0].damage == 45
    ghosts = dict(GHOSTS, **{c: (sq, o, True) for c, (sq, o, _r) in GHOSTS.items()})
    t = position(G, 4, TILES, (), ghosts, slot="H1")
    assert t.phase == OVER and G.result(t).winners == (H1, H2)


# --- defaults -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{"tile_colours": "fixed"}, {"tile_colours": "random"},
                                     {"mode": "master_game", "tile_colours": "fixed"}, {"mode": "tournament"}])
def test_defaults_are_the_set_up(players, options):
    """A position stating only the players and options is the set-up of that game."""
    s = G.state_from_json({"players": players, **options})
    full = dict({"tile_colours": "random"}, **options)
    assert G.state_to_json(s) == G.state_to_json(G.new_state(players, G.normalize_options(players, full)))


def test_default_owners_split_the_ghosts_as_the_rules_do():
    data = hunt_json()
    for g in data["ghosts"].values():
        del g["owner"]
    s = G.state_from_json(data)
    assert sorted(s.owner) == [G1, G1, G2, G2]
    data2 = position_json(G, 2, TILES, [], {c: (sq, 0, False) for c, (sq, _o, _r) in GHOSTS.items()})
    for g in data2["ghosts"].values():
        del g["owner"]
    assert G.state_from_json(data2).owner == [0, 0, 0, 0]  # the lone master


def test_default_first_master_is_the_option_default():
    data = hunt_json()
    del data["first_master"], data["slot"]
    s = G.state_from_json(data)
    assert s.first_master == 2 and s.slot == 2  # G2 (section 3.6 PROPOSAL)


def test_positions_play_on_as_the_rules_do():
    s = G.state_from_json(hunt_json())
    assert G.to_move(s) == G1 and Devastate("b2") in G.legal_actions(s)
    G.apply(s, Devastate("b2"))
    assert G.to_move(s) == H1 and Hunt("c1") in G.legal_actions(s) and PassTurn() not in G.legal_actions(s)


def test_no_deck_order_in_phantom_society():
    """Chance deals only the objective piles and the tile colours: there is no deck to order."""
    with pytest.raises(PositionError) as info:
        Match.at_position(G, dict(hunt_json(), deck_order=["red_1"]))
    assert info.value.key == "deck_order"
