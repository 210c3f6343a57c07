"""The session (app-side driver): log privacy, bot reasons, undo rules (no pygame)."""

import re

from ghostparlor.games import load_game
from ghostparlor.games.ghosts.rules import CardDrawn, PlayCard, TakePile
from ghostparlor.session import MatchSession, SeatPlan

G = load_game("ghosts")


def test_log_hides_drawn_cards_from_other_seats_GH17():
    s = MatchSession(G, [SeatPlan("Ann", "human"), SeatPlan("Bob", "easy"), SeatPlan("Cy", "easy")], {"first_player": 2}, seed=5, pace_seconds=0)
    for _ in range(30):
        if s.human_to_move() is not None:
            s.submit(s.legal_actions()[0])
        else:
            s.update(1.0)
    drawn_by_bob = [e.event for e in s.log if isinstance(e.event, CardDrawn) and e.event.seat == 1]
    assert drawn_by_bob
    ann_lines = s.log_lines(0)
    bob_lines = s.log_lines(1)
    card_names = {G.card_name(e.card) for e in drawn_by_bob}
    assert not any(f"Bob draws {name}" in line for line in ann_lines for name in card_names)
    assert any(f"Bob draws {name}" in line for line in bob_lines for name in card_names)


def test_bot_reasons_name_players_and_never_reveal_the_hand():
    s = MatchSession(G, [SeatPlan(n, "easy") for n in ("Ann", "Bob", "Cy", "Dee")], seed=9, pace_seconds=0, explain_bots=True)
    while not s.is_over():
        s.update(1.0)
    reasons = [str(e.text) for e in s.log if e.event is None]
    assert len(reasons) > 50
    assert not any(re.search(r"\bseat \d", r) for r in reasons)
    assert not any(re.search(r"keeps my|my only|my highest|my \d|my Fog", r) for r in reasons), reasons[:5]


def test_undo_only_while_nothing_new_was_revealed():
    s = MatchSession(G, [SeatPlan("Ann", "human"), SeatPlan("Bob", "human")], {"first_player": 1}, seed=3, pace_seconds=0)
    ok, why = s.can_undo()
    assert not ok
    legal = s.legal_actions()
    s.submit(next(a for a in legal if isinstance(a, PlayCard)))  # followed by a draw (chance)
    ok, why = s.can_undo()
    assert not ok and "drawn" in why
    # a take reveals nothing: it can be taken back
    while not any(isinstance(a, TakePile) for a in s.legal_actions()):
        s.submit(s.legal_actions()[0])
    before = G.fingerprint(s.state)
    s.submit(TakePile())
    ok, _ = s.can_undo()
    assert ok and s.undo()
    assert G.fingerprint(s.state) == before
