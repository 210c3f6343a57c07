"""Hidden information: D-9, D-11, A-14 and section 3.5 of docs/rules/phantom_society.md, and
resample_hidden (the hunters' determinization) checked against an independent brute force."""

import itertools
import random

from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules.hand_positions import position
from ghostparlor.games.phantom_society.rules import GhostHidden, Hunt

G = load_game("phantom_society")
GEO = G.geo


def random_game(players, seed, stop_after=None, mode="standard", lucky=0.0):
    """A Match played at random; stops ``stop_after`` removal-phase turns into the game (None: to the end).
    With ``lucky`` > 0 hunters find a hidden ghost that often (to reach eliminations and late positions)."""
    m = Match(G, players, {"mode": mode}, seed=seed)
    rng = random.Random(seed)
    while not m.is_over():
        s = m.state
        if stop_after is not None and s.phase == 5 and len(s.history) >= stop_after:
            break
        if m.to_move() == CHANCE:
            m.apply(m.next_chance())
            continue
        legal = m.legal_actions()
        if s.phase == 5 and s.slot in (1, 3) and rng.random() < lucky:
            hidden = [G.square_names[q] for q, rev in zip(s.ghost_sq, s.revealed) if not rev]
            legal = [a for a in legal if a.square in hidden] or legal
        m.apply(rng.choice(legal))
    return m


def consistent(state, squares, owners):
    """An independent check of one hypothesis against the public record (section 7), by replaying it."""
    n_col = G.ncol
    board_now = state.board
    # every hidden ghost under a tile of its colour that is still there; revealed ones where they were revealed
    for c in range(n_col):
        if state.revealed[c]:
            if squares[c] != state.ghost_sq[c]:
                return False
        elif board_now[squares[c]] < 0 or G.colour_of[board_now[squares[c]]] != c:
            return False
    masters = sorted({state.slot_seats[0], state.slot_seats[2]})
    if len(masters) == 2 and sorted(owners) != [masters[0]] * 2 + [masters[1]] * 2:
        return False
    if len(masters) == 1 and set(owners) != {masters[0]}:
        return False
    # replay the log from the occupancy before it
    occupied = [q >= 0 for q in board_now]
    for rec in state.history:
        if rec[2] != 2:
            occupied[rec[3]] = True
    revealed = [state.revealed[c] and all(rec[4] != c for rec in state.history) for c in range(n_col)]
    board = [1 if o else -1 for o in occupied]
    for seat, slot, kind, sq, rev in state.history:
        if kind != 1:  # a ghost turn
            slot_master = state.slot_seats[slot]
            out = len(masters) == 2 and all(revealed[c] for c in range(n_col) if owners[c] == slot_master)
            if (seat != slot_master) != out:
                return False
            mine = [c for c in range(n_col) if owners[c] == seat and not revealed[c]]
            reach = set()
            for c in mine:
                reach.update(GEO.targets(squares[c], board))
            if kind == 2 and reach:
                return False
            if kind == 0 and sq not in reach:
                return False
        if kind != 2:
            board[sq] = -1
        if rev >= 0:
            revealed[rev] = True
    elim = {m for m in masters if len(masters) == 2 and all(state.revealed[c] for c in range(n_col) if owners[c] == m)}
    return elim == {m for m in masters if G.eliminated(state, m)}


def brute_force(state):
    """Every consistent (squares, owners), by trying them all."""
    cands = []
    for c in range(G.ncol):
        if state.revealed[c]:
            cands.append([state.ghost_sq[c]])
        else:
            cands.append([q for q in range(36) if state.board[q] >= 0 and G.colour_of[state.board[q]] == c])
    masters = sorted({state.slot_seats[0], state.slot_seats[2]})
    if len(masters) == 1:
        splits = [[masters[0]] * 4]
    else:
        splits = []
        for mine in itertools.combinations(range(4), 2):
            splits.append([masters[0] if c in mine else masters[1] for c in range(4)])
    out = set()
    for owners in splits:
        for squares in itertools.product(*cands):
            if consistent(state, list(squares), owners):
                out.add((tuple(squares), tuple(owners)))
    return out


# --- D-9 views --------------------------------------------------------------------------


def test_D9_hunters_never_see_hidden_ghosts_or_owners_the_ghost_team_sees_all():
    m = random_game(4, 3, stop_after=4)
    s = m.state
    for seat in (1, 3, None):
        v = G.view(s, seat)
        assert v.ghosts is None and v.ghost_targets is None
        assert v.role in ("hunters", None)
    for seat in (0, 2):
        v = G.view(s, seat)
        assert v.role == "ghosts"
        assert [(g[0], g[1], g[2]) for g in v.ghosts] == [
            (G.colours[c], G.square_names[s.ghost_sq[c]], s.owner[c]) for c in range(4)
        ]


def test_D9_every_position_is_shown_at_the_end():
    m = random_game(3, 5)
    v = G.view(m.state, 1)  # the hunter
    assert G.is_over(m.state) and v.ghosts is not None and all(g[1] is not None for g in v.ghosts)
    assert m.state.results[-1].ghosts == v.ghosts


def test_section3_5_hiding_is_seen_by_the_ghost_team_only():
    m = Match(G, 4, {"mode": "standard", "tile_colours": "fixed"}, seed=1)
    while m.state.phase == 3:
        m.apply(m.legal_actions()[0])
    events = m.apply(m.legal_actions()[0])
    hidden = events[0]
    assert isinstance(hidden, GhostHidden)
    assert hidden.visible_to(0) and hidden.visible_to(2) and not hidden.visible_to(1) and not hidden.visible_to(None)
    names = ["Ann", "Bob", "Cid", "Dee"]
    assert hidden.square in G.describe_event(hidden, names, 2)
    assert hidden.square not in G.describe_event(hidden, names, 1)
    assert hidden.square not in G.describe_action(m.actions[-1], names, 0)
    assert G.view(m.state, 1).hidden_count == 1 and G.view(m.state, 1).ghosts is None
    # a hunter's redraw: one ghost of any colour under a tile of that colour, hidden by G1
    colours = set()
    for seed in range(40):
        other = G.resample_hidden(m.state, 1, random.Random(seed))
        assert G.view(other, 1) == G.view(m.state, 1)
        (c,) = [c for c in range(4) if other.ghost_sq[c] >= 0]
        assert G.colour_of[other.board[other.ghost_sq[c]]] == c and other.owner[c] == 0
        colours.add(c)
    assert colours == {0, 1, 2, 3}


def test_A14_D11_a_revealed_ghost_is_public_its_owner_is_not_until_elimination():
    ghosts = {"red": ("c3", 0, False), "blue": ("f6", 2, False), "green": ("b5", 2, False), "white": ("f1", 0, False)}
    s = position(G, 4, {"c3": "red_4", "f6": "blue_2", "b5": "green_6", "f1": "white_2"}, (), ghosts, slot="H1")
    G.apply(s, Hunt("b5"))
    v = G.view(s, 1)
    assert v.revealed == (("green", "b5"),) and v.ghosts is None and v.eliminated == ()
    owners = set()
    for seed in range(60):
        other = G.resample_hidden(s, 1, random.Random(seed))
        assert G.view(other, 1) == v
        owners.add(other.owner[G.colour_index["green"]])
    assert owners == {0, 2}  # the owner of the revealed green ghost stays unknown


# --- resample_hidden against brute force ----------------------------------------------------


def test_resample_draws_only_hypotheses_consistent_with_the_public_record():
    checked = 0
    for seed in range(40):
        players = 2 + seed % 3
        m = random_game(players, seed, stop_after=2 + seed % 9)
        s = m.state
        if s.phase != 5:
            continue
        hunter = s.slot_seats[1]
        rng = random.Random(seed)
        assert consistent(s, s.ghost_sq, s.owner)  # the truth is a hypothesis
        for _ in range(5):
            other = G.resample_hidden(s, hunter, rng)
            assert consistent(s, other.ghost_sq, other.owner)
            assert G.view(other, hunter) == G.view(s, hunter)
            assert G.view(other, None) == G.view(s, None)
            assert G.legal_actions(other) if G.to_move(other) >= 0 else True
            checked += 1
    assert checked > 100


def pass_position():
    """A-10's corner: G1's red at a1 has no target, so the log holds a pass; then a few more turns."""
    empty = ["b1", "c1", "d1", "e1", "f1", "a2", "a3", "a4", "a5", "a6", "b2", "c3", "d4", "e5", "f6"]
    ghosts = {"blue": ("b1", 0, True), "red": ("a1", 0, False), "green": ("c5", 2, False), "white": ("e3", 2, False)}
    s = position(G, 4, {"a1": "red_3", "c5": "green_3", "e3": "white_3"}, empty, ghosts, slot="G1")
    rng = random.Random(2)
    for _ in range(5):
        legal = G.legal_actions(s)
        hidden = {G.square_names[q] for q, rev in zip(s.ghost_sq, s.revealed) if not rev}
        G.apply(s, rng.choice([a for a in legal if getattr(a, "square", None) not in hidden] or legal))
    assert any(rec[2] == 2 for rec in s.history)
    return s


def brute_force_positions():
    yield pass_position()
    for seed in range(300):
        players = 2 + seed % 3
        lucky = 0.4 if seed % 2 else 0.0
        m = random_game(players, seed, stop_after=6 + seed % 12, lucky=lucky)
        yield m.state


def test_the_hypotheses_are_exactly_the_brute_force_set():
    """The factored enumeration (inference.py) finds exactly the hypotheses a brute force finds
    (positions with passes, eliminations and reveals by ghosts included)."""
    compared = 0
    kinds = set()
    for s in brute_force_positions():
        if s.phase != 5:
            continue
        sizes = 1
        for c in range(4):
            if not s.revealed[c]:
                sizes *= sum(1 for q in range(36) if s.board[q] >= 0 and G.colour_of[s.board[q]] == c)
        if sizes > 1500:
            continue
        hyp = G.hypotheses(s)
        expected = brute_force(s)
        assert hyp.total == len(expected)
        if any(rec[2] == 2 for rec in s.history):
            kinds.add("pass")
        if any(G.eliminated(s, m) for m in (s.slot_seats[0], s.slot_seats[2])):
            kinds.add("elimination")
        if any(rec[2] == 0 and rec[4] >= 0 for rec in s.history):
            kinds.add("reveal by a ghost")
        rng = random.Random(compared)
        for _ in range(10):
            squares, owners = hyp.sample(rng)
            assert (tuple(squares), tuple(owners)) in expected
        marg = hyp.marginals()
        for c in range(4):
            for sq, p in marg[c].items():
                want = sum(1 for squares, _ in expected if squares[c] == sq) / len(expected)
                assert abs(p - want) < 1e-9
        compared += 1
        if compared >= 30 and len(kinds) == 3:
            break
    assert compared >= 20 and kinds == {"pass", "elimination", "reveal by a ghost"}, kinds


def test_resample_is_uniform_over_the_hypotheses():
    m = random_game(4, 11, stop_after=8)
    s = m.state
    hyp = G.hypotheses(s)
    counts = {}
    rng = random.Random(1)
    draws = 4000
    for _ in range(draws):
        squares, _owners = hyp.sample(rng)
        counts[tuple(squares)] = counts.get(tuple(squares), 0) + 1
    marg = hyp.marginals()
    for c in range(4):
        for sq, p in marg[c].items():
            seen = sum(n for squares, n in counts.items() if squares[c] == sq) / draws
            assert abs(seen - p) < 0.05


def test_determinize_rebuilds_a_state_from_a_view_for_the_search_bots():
    """determinize(view): the seat's view is unchanged, tiles are conserved, the hidden part is a
    consistent hypothesis; a seat that sees everything (the ghost team) gets the true state back."""
    checked = 0
    for seed in range(9):
        players = 2 + seed % 3
        mode = ("standard", "master_game", "tournament")[seed % 3]
        m = Match(G, players, {"mode": mode, "tournament_games": 2}, seed=seed)
        rng = random.Random(seed)
        step = 0
        while not m.is_over():
            s = m.state
            if step % 5 == 0:
                for seat in [*range(players), None]:
                    view = G.view(s, seat)
                    if seat is None:
                        continue
                    sample = G.determinize(view, rng)
                    assert G.view(sample, seat) == view
                    assert G.conserved(sample) == G.conserved(s)
                    if G.to_move(s) == seat:
                        assert G.legal_actions(sample) == G.legal_actions(s)
                    if view.role == "ghosts" and s.phase == 5:
                        assert G.state_to_json(sample) == G.state_to_json(s)
                    if s.phase == 5:
                        assert consistent(s, sample.ghost_sq, sample.owner)
                    checked += 1
            step += 1
            m.apply(m.next_chance() if m.to_move() == CHANCE else rng.choice(m.legal_actions()))
    assert checked > 300


def test_after_devastation_equals_starting_again():
    """Hypotheses.after_devastation (the ghost bot's look-ahead) gives what a fresh count gives after the move."""
    compared = 0
    for seed in range(60):
        m = random_game(2 + seed % 3, seed, stop_after=3 + seed % 8)
        s = m.state
        if s.phase != 5 or s.slot not in (0, 2):
            continue
        seat = G.to_move(s)
        hidden = {q for q, rev in zip(s.ghost_sq, s.revealed) if not rev}
        for action in G.legal_actions(s):
            sq = G.square_index.get(getattr(action, "square", ""), -1)
            if sq < 0 or sq in hidden:
                continue
            quick = G.hypotheses(s).after_devastation(GEO, seat, s.slot_seats[s.slot], sq)
            after = G.clone(s)
            G.apply(after, action)
            if G.is_over(after):
                continue
            fresh = G.hypotheses(after)
            assert quick.total == fresh.total
            truth = {c: q for c, q in enumerate(s.ghost_sq) if not s.revealed[c]}
            assert abs(quick.mass(truth) - fresh.mass(truth)) < 1e-9
            assert quick.marginals() == fresh.marginals() or all(
                abs(quick.marginals()[c].get(q, 0) - p) < 1e-9 for c in range(4) for q, p in fresh.marginals()[c].items())
            compared += 1
    assert compared > 40
