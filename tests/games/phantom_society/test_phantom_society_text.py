"""Player-facing text of The Phantom Society: every log line and action text comes from the string
table (data/locale/ghostparlor.pot, the phantom_society keys), fully formatted, and secret details stay secret."""

import random

from ghostparlor.core.match import Match
from ghostparlor.core.protocol import CHANCE
from ghostparlor.core.strings import has
from ghostparlor.games import load_game
from ghostparlor.games.phantom_society.rules import EVENT_CLASSES, ACTION_CLASSES

G = load_game("phantom_society")
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def test_dynamic_keys_exist():
    for colour in G.colours:
        assert has(f"phantom_society.colour.{colour}")
    for opt in G.spec.options.values():
        assert has(opt.text_key) and opt.text_key.startswith("phantom_society.option.")
    from ghostparlor.core.learn import learn_content

    sections = learn_content("phantom_society").sections
    assert sections and all(has(s.title_key("phantom_society")) and has(s.body_key("phantom_society")) for s in sections)
    assert has("phantom_society.name") and has("phantom_society.pitch")


def test_every_event_and_action_reads_as_text_in_every_mode():
    seen_events = set()
    seen_actions = set()
    for index, mode in enumerate(["standard", "master_game", "tournament"] * 3):
        players = 2 + index % 3
        m = Match(G, players, {"mode": mode, "tournament_games": 2}, seed=index)
        rng = random.Random(index)
        lucky = index % 2 == 1  # hunters who find ghosts reach eliminations and the hunters' win
        while not m.is_over():
            s = m.state
            if m.to_move() == CHANCE:
                action = m.next_chance()
            else:
                legal = m.legal_actions()
                if lucky and s.phase == 5 and s.slot in (1, 3):
                    hidden = [G.square_names[q] for q, rev in zip(s.ghost_sq, s.revealed) if not rev]
                    legal = [a for a in legal if a.square in hidden] or legal
                action = rng.choice(legal)
            seat = m.to_move()
            text = G.describe_action(action, NAMES[:players], seat if seat >= 0 else 0)
            assert text and "{" not in text and not text.startswith("phantom_society."), text
            seen_actions.add(action.TYPE)
            for event in m.apply(action):
                seen_events.add(event.TYPE)
                for viewer in [*range(players), None]:
                    line = G.describe_event(event, NAMES[:players], viewer)
                    assert line and "{" not in line and not line.startswith("phantom_society."), (event, line)
    assert seen_actions >= {c.TYPE for c in ACTION_CLASSES} - {"pass"}  # passes are rare: see below
    assert seen_events >= {c.TYPE for c in EVENT_CLASSES} - {"master_passed"}


def test_a_pass_is_announced():
    """D-9: "Master X cannot devastate"."""
    from ghostparlor.games.phantom_society.rules import MasterPassed, PassTurn

    assert G.describe_event(MasterPassed(7, 2), NAMES, 1) == "Turn 7: master Cid cannot devastate"
    assert G.describe_action(PassTurn(), NAMES, 2) == "Cid cannot devastate and passes"
