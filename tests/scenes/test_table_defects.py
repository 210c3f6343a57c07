"""Issue 20, point 6: defects found by play, each with its regression test."""

import pytest

from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.rules import CardsPlayed, TrickWon, strength, strength_words
from ghostparlor.games.ghosts.rules import PileTaken

NAMES = ["Agatha", "Boris", "Cornelius"]


def test_ghostbumpers_log_prints_strengths_as_the_table_does():
    """GB-12: a pair of 6 is strength 2.6 on the table; the log said "strength 26"."""
    game = load_game("ghostbumpers")
    line = game.describe_event(CardsPlayed(0, 6, 2, -1, strength(6, 2, -1), 0), NAMES, 1)
    assert "strength 2.6" in line and "26" not in line
    single = game.describe_event(CardsPlayed(1, 7, 1, -1, strength(7, 1, -1), 0), NAMES, 1)
    assert "strength 7" in single and "70" not in single
    won = game.describe_event(TrickWon(2, strength(3, 3, -1), 3, False, ()), NAMES, 0)
    assert "strength 3.3" in won
    assert strength_words(strength(0, 1, 10)) == "10" and strength_words(strength(0, 1, 0)) == "0"


def test_ghosts_forced_take_says_what_is_gained_and_the_new_total():
    """GH-8.2: taking the pile gains +1 FP; the log called the new total what was gained."""
    game = load_game("ghosts")
    forced = game.describe_event(PileTaken(0, tuple(range(5)), True, 2), NAMES, 1)
    assert "+1 fear point" in forced and "2 in all" in forced and "5 cards" in forced
    free = game.describe_event(PileTaken(1, (1, 2), False, 1), NAMES, 0)
    assert "+1 fear point" in free and "1 in all" in free


def test_ghosts_round_end_panel_accounts_for_the_round(app):
    """Issue 20, point 4: at GH-12 the table shows who took how many piles, the GH-13 relief
    and the totals; bots wait until Enter dismisses it."""
    import random

    import pygame

    from ghostparlor.ai.protocol import make_bot
    from ghostparlor.scenes.game import start_game
    from ghostparlor.session import SeatPlan
    from tests.scenes.helpers import key

    app.home()
    game = load_game("ghosts")
    plans = [SeatPlan("Agatha", "human", 0)] + [SeatPlan(n, "easy", i + 1) for i, n in enumerate(NAMES[1:])]
    scene = start_game(app, game, plans, None, seed=4)
    bot = make_bot("easy", game, 0)
    rng = random.Random(1)
    for _ in range(40000):
        app.step(1 / 30)
        summary = scene.table.summary
        if summary is not None:
            break
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert summary is not None and summary.title == "Round 1 ends"
    assert [r.name for r in summary.rows] == ["Agatha", *NAMES[1:]]
    state = scene.session.state
    assert [r.total for r in summary.rows] == [f"{fp} FP" for fp in state.fp]
    assert any("pile" in r.detail for r in summary.rows)
    def moves():
        return sum(not a.IS_CHANCE for a in scene.session.match.actions)

    before = moves()
    for _ in range(30):  # while it is up, nobody moves (the deal of the next round may go on)
        app.step(1 / 30)
    assert moves() == before and scene.table.summary is summary
    key(app, pygame.K_RETURN)
    assert scene.table.summary is None


def test_results_offer_play_again_watch_replay_and_back_to_title_and_say_lower_wins(app):
    """Issue 20, point 4: every results screen has the three ways on; Ghosts says lower wins."""
    from ghostparlor.devtools.factory import build_scene
    from tests.scenes.helpers import click, run

    results = build_scene(app, "results", "ghosts", 3, 1, 0)
    run(app, 0.2)
    assert app.stack.top is results
    assert results.result.lower_is_better
    texts = [b.text for b in (results.again, results.replay, results.title)]
    assert texts == ["Play again", "Watch replay", "Back to title"]
    click(app, results.replay.rect.center)
    assert app.stack.top.name == "replay"
    app.pop()
    assert app.stack.top is results


@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_enter_acts_only_on_a_visible_focus_ring(app, game_id):
    """Issue 20, point 5: a turn begins with the focus set but not shown; Enter then only
    shows the ring (nothing is played, no ghost is placed). That Enter on the shown ring
    plays is what every whole-game-by-keys test does (helpers.play_by_keyboard)."""
    import random

    import pygame

    from ghostparlor.ai.protocol import make_bot
    from ghostparlor.scenes.game import demo_plans, start_game
    from tests.scenes.helpers import key, wait_for_turn

    app.home()
    game = load_game(game_id)
    scene = start_game(app, game, demo_plans(game, max(2, game.min_players)), None, seed=3)
    bot, rng = make_bot("easy", game, 0), random.Random(3)
    hidden = 0
    for _ in range(6):
        if not wait_for_turn(app, scene):
            break
        focused = scene.table.focus.focused
        if focused is not None and not focused.focus_visible:
            before = len(scene.session.match.actions)
            key(app, pygame.K_RETURN)
            assert len(scene.session.match.actions) == before, "Enter acted on a hidden focus"
            assert focused.focus_visible
            hidden += 1
        scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert hidden >= 1


@pytest.mark.parametrize("game_id", ["ghosts", "ghostbumpers", "phantom_society", "dont_go_in_there", "treasure_hunters"])
def test_continue_restores_the_game_log_for_each_seats_view(game_id):
    """Issue 20, point 6: Continue rebuilt only "The saved game was loaded."; now the log is
    replayed from the record, each seat reading its own view (secrets stay secret)."""
    import random

    from ghostparlor.session import LogEntry, MatchSession, SeatPlan

    game = load_game(game_id)
    players = max(2, game.min_players)
    plans = [SeatPlan(f"P{i}", "human" if i == 0 else "easy", i) for i in range(players)]
    session = MatchSession(game, plans, None, seed=9, pace_seconds=0.0)
    rng = random.Random(9)
    for _ in range(400):
        if session.is_over() or len(session.match.actions) > 60:
            break
        if session.human_to_move() is not None:
            session.submit(rng.choice(session.legal_actions()))
        else:
            session.update(1.0)
    data = session.save_data()
    resumed = MatchSession.resume(game, data["record"], data["plans"], pace_seconds=0.0)
    for seat in range(players):
        before = [line for line, entry in zip(session.log_lines(seat), session.log) if entry.event is not None]
        after = resumed.log_lines(seat)
        assert after[:-1] == before, seat
        assert "log above" in after[-1]
    assert all(isinstance(e, LogEntry) for e in resumed.log)


def test_treasure_hunters_header_and_every_room_name_are_shown_whole(app, monkeypatch):
    """Issue 20, point 6: the header cut the game's name; rooms E and H showed no name;
    "Dining Room..." was cut. Every room's name is drawn whole (wrapped where narrow)."""
    from ghostparlor.devtools.factory import build_scene
    from ghostparlor.ui import get_assets
    from tests.scenes.helpers import run

    scene = build_scene(app, "game", "treasure_hunters", 4, 1, 0)
    run(app, 0.5)
    assets = get_assets()
    drawn: list[str] = []
    assets.clear()  # every text is rendered anew, through ellipsize where it is fitted
    text, ellipsize = assets.text, assets.ellipsize
    monkeypatch.setattr(assets, "text", lambda value, *a, **k: (drawn.append(value), text(value, *a, **k))[1])
    monkeypatch.setattr(assets, "ellipsize", lambda *a, **k: (lambda out: (drawn.append(out), out)[1])(ellipsize(*a, **k)))
    scene.draw(app.canvas)
    joined = " ".join(drawn)
    # the bar shows the whole name, or its short form where the whole one would be cut (text size)
    assert {"Treasure Hunters", "Ghost Fightin' Treasure Hunters"} & set(drawn)
    assert not any(d.endswith("\u2026") and "Treasure" in d for d in drawn)
    game = scene.session.game
    for rid in scene.table.view.room_ids:
        for word in game.room_name(rid).split():
            if word == f"({rid})":  # the room's letter is on its plaque: the name drops it (issue 46)
                continue
            assert word in joined, (rid, word)
    assert not any("Dining" in d and d.endswith("\u2026") for d in drawn)


def test_escape_on_the_title_asks_before_quitting(app):
    """Issue 20, point 5: a stray Esc on the title screen asked nothing and closed the app."""
    import pygame

    from tests.scenes.helpers import click, key

    app.home()
    app.step(1 / 30)
    key(app, pygame.K_ESCAPE)
    assert app.running and app.stack.top.name == "confirm"
    key(app, pygame.K_ESCAPE)  # Esc again is No: back on the title
    assert app.running and app.stack.top.name == "title"
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.yes.rect.center)
    assert not app.running


def test_text_fields_take_ctrl_a_and_ctrl_backspace():
    """Issue 20, point 6: Ctrl+A selects the whole name (typing replaces it, Backspace clears
    it); Ctrl+Backspace deletes the last word."""
    import pygame

    from ghostparlor.ui import TextInput

    field = TextInput((0, 0, 300, 40), "Agatha Crumb", max_length=20)
    field.set_focus(True)

    def press(k, mod=0):
        return field.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))

    press(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    assert field.text == "Agatha "
    press(pygame.K_a, pygame.KMOD_CTRL)
    assert field.all_selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert field.text == "B" and not field.all_selected
    press(pygame.K_a, pygame.KMOD_CTRL)
    press(pygame.K_BACKSPACE)
    assert field.text == "" and field.caret == 0


def test_a_disabled_button_says_why(app):
    """Issue 20, point 5: Hint and Undo, when they cannot be used, say why in their tips."""
    from ghostparlor.scenes.game import demo_plans, start_game

    app.home()
    game = load_game("ghosts")
    scene = start_game(app, game, demo_plans(game, 3), {"first_player": 2}, seed=1)
    app.step(1 / 30)
    scene.draw(app.canvas)
    assert not scene.my_turn()
    assert not scene.hint_button.enabled and "own turn" in scene.hint_button.tooltip
    assert not scene.undo_button.enabled and scene.undo_button.tooltip.startswith("Undo:")


@pytest.mark.slow
def test_phantom_society_panels_when_the_hunt_begins_and_at_the_end(app):
    """Issue 20, point 4: a panel when every ghost is hidden and play begins (PS-6), and at
    the end (PS-12); each names every seat's role from public information."""
    import random

    from ghostparlor.ai.protocol import make_bot
    from ghostparlor.scenes.game import demo_plans, start_game

    app.home()
    game = load_game("phantom_society")
    scene = start_game(app, game, demo_plans(game, 2), None, seed=6)
    bot, rng = make_bot("easy", game, 0), random.Random(6)
    titles = []
    for _ in range(40000):
        if app.stack.top.name == "results":
            break
        app.step(1 / 30)
        panel = getattr(scene.table, "summary", None)
        if panel is not None and (not titles or titles[-1] != panel.title):
            titles.append(panel.title)
            assert len(panel.rows) == 2 and {r.detail.split(" - ")[0] for r in panel.rows} == {"Ghost master", "Hunter"}
        if scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert titles[0] == "The hunt begins" and titles[-1] == "The game is decided"
    assert app.stack.top.name == "results"


def test_treasure_hunters_results_credit_each_persons_deliveries(app):
    """Issue 20, point 4: the results credited the team's total to every player; now each
    person's own deliveries (TH-14, by the pawns they play) sum to the team's."""
    from ghostparlor.devtools.factory import build_scene
    from tests.scenes.helpers import run

    results = build_scene(app, "results", "treasure_hunters", 4, 1, 0)
    run(app, 0.2)
    label, credits = results.credits
    state = results.session.match.state
    assert label == "Jewels each carried out"
    assert sum(int(c) for c in credits) == len(state.delivered)
    assert any(line for line in results.details)  # why the team won or lost
