"""The Ghostbumpers table as a story told on screen, headless and seeded: what the last
moves left on the table (last-move marks), the score sheet of the results, and the
defects found by looking: the hide dialog under the "Round begins" banner, a flying card
over a trick slot's name, a banner and a stale "... is thinking" header over the round
summary. Rule IDs from rules/ghostbumpers.md."""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from ghostparlor.ai.protocol import make_bot
from ghostparlor.games import load_game
from ghostparlor.games.ghostbumpers.table import table as gb_scene
from ghostparlor.games.ghostbumpers.rules import CardsPlayed, GameOver, RoundEnded, ScareLevelSet
from ghostparlor.games.ghostbumpers.table.table import DISCARD_POS, ME_PANEL, PILE_CARD, results_sheet
from ghostparlor.scenes.game import start_game
from ghostparlor.feed import FedEntry, SessionFeed
from ghostparlor.session import MatchSession, SeatPlan
from ghostparlor.ui.last_move import BADGE_RADIUS
from tests.scenes.helpers import click, key

NAMES = ["Agatha", "Bartholomew Longname", "Cornelius", "Drusilla", "Ezra", "Fenella"]


def _game(app, players=3, seed=3, speed="normal"):
    app.settings.animation_speed = speed
    app.settings.bot_pace_seconds = 0.0
    app.apply_settings()
    app.home()
    game = load_game("ghostbumpers")
    plans = [SeatPlan(NAMES[0], "human", 0)] + [SeatPlan(NAMES[i], "easy", i) for i in range(1, players)]
    scene = start_game(app, game, plans, None, seed=seed)
    return game, scene, make_bot("easy", game, 0), random.Random(seed)


def _at_rest(app, scene):
    return scene.my_turn() and not scene.table.busy() and not scene._pending_refresh and app.stack.top is scene


def _frame(app, scene):
    scene.dirty = True
    app.step(1 / 30)


class _Texts:
    """Every text the assets render while a frame is drawn (what the screen says)."""

    def __init__(self, monkeypatch, assets):
        self.seen: list[str] = []
        for name in ("text", "fit_text"):
            original = getattr(assets, name)

            def spy(text, *args, _original=original, **kwargs):
                self.seen.append(str(text))
                return _original(text, *args, **kwargs)

            monkeypatch.setattr(assets, name, spy)

    def take(self) -> list[str]:
        out, self.seen = self.seen, []
        return out


# --- the split -----------------------------------------------------------------------------

def test_the_table_is_made_of_panels_and_table_keeps_the_names_others_import(app):
    """Issue 50: the table is composed of panel objects, each a class of its own module
    (no mixins: the table's only base is Table), every module at most 600 lines and every
    class at most 400; no module of the table names the session (it reads its feed);
    table.py still gives make_table, results_sheet and the names tools and tests import."""
    import ast

    from ghostparlor.games.ghostbumpers.table.panel import Panel
    from ghostparlor.scenes.game import Table

    folder = Path(gb_scene.__file__).parent
    modules = sorted(folder.glob("*.py"))
    assert len(modules) >= 12
    for path in modules:
        text = path.read_text()
        assert len(text.splitlines()) <= 600, path.name
        assert "session" not in text, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno - node.lineno + 1 <= 400, (path.name, node.name)
    assert gb_scene.GhostbumpersTable.__bases__ == (Table,)
    game, scene, bot, rng = _game(app, speed="instant")
    panels = {name for name, value in vars(scene.table).items() if isinstance(value, Panel)}
    assert panels == {"art", "display", "seats", "piles", "tricks", "own", "hand_panel", "scores", "picker", "summary",
                      "anim", "marks", "open_view", "learn", "notes"}
    for name in ("make_table", "results_sheet", "GhostbumpersTable", "VALUE_COLOURS", "strength_text", "best_index",
                 "Step", "TRICK", "HAND_RECT", "SEAT_ROW", "SIDE", "CARD"):
        assert hasattr(gb_scene, name), name
    assert gb_scene.strength_text(8, 3, -1) == "3.8" and gb_scene.strength_text(0, 1, 10) == "10"  # GB-12


# --- defect (a): the hide dialog and the "Round begins" banner ----------------------------------

def test_the_hide_dialog_waits_for_the_round_banner_and_never_lies_under_it(app):
    """GB-1, GB-3: the round's banner ("Round 1 begins ...") was drawn over the hide dialog's
    title. Now the dialog (and its depth buttons) waits while the banner is up, the table
    counts as busy, and the dialog comes when the banner is gone; the two never share a frame."""
    game, scene, bot, rng = _game(app)
    table = scene.table
    waited = shown = 0
    for _ in range(3000):
        _frame(app, scene)
        drawn = dict(table.drawn)
        assert not ("picker" in drawn and "banner" in drawn), "banner drawn with the hide dialog"
        if "picker" in drawn:
            assert all(not r.colliderect(drawn["picker"]) for k, r in drawn.items() if k == "banner")
        if table.picker.buttons and table.anim.banner_tween is not None and not table.anim.steps:
            waited += 1
            assert table.busy() and "picker" not in drawn and "banner" in drawn
            assert all(not b.visible for b in table.picker.buttons)
            assert not scene.hint_marks()  # nothing offered under the banner
        if "picker" in drawn:
            shown += 1
            assert all(b.visible and b.enabled for b in table.picker.buttons)
            break
    assert waited > 0 and shown == 1, (waited, shown)


def test_a_click_skips_the_banner_and_brings_the_hide_dialog_at_once(app):
    """GB-3: whoever wants to hide at once clicks (or presses Enter): the banner goes, the dialog is up."""
    game, scene, bot, rng = _game(app)
    table = scene.table
    for _ in range(600):
        _frame(app, scene)
        if table.picker.waits():
            break
    assert table.picker.waits()
    key(app, pygame.K_RETURN)
    _frame(app, scene)
    assert table.anim.banner_tween is None and table.picker.shown() and "picker" in table.drawn
    button = table.picker.buttons[0]
    click(app, button.rect.center)
    hidden = [e.event for e in scene.session.log if isinstance(e.event, ScareLevelSet) and e.event.seat == 0]
    assert [e.position for e in hidden] == [1]  # the depth was taken (GB-3)


# --- defect (b): cards in the trick and the players' names --------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_cards_in_a_trick_slot_never_cover_the_players_name(app, players):
    """GB-6, GB-12: a play of 1 to 9 identical cards lies below its slot's name plate, in
    every slot, for every player count."""
    game, scene, bot, rng = _game(app, players, speed="instant")
    table = scene.table
    for index in range(players):
        plate = table.tricks.slot_name_rect(index)
        box = table.tricks.slot_box(index)
        assert box.contains(plate)
        for count in range(1, 10):
            cards = table.tricks.play_card_rects(count, table.tricks.slot_cards_center(index), box.w - 12)
            assert all(not card.colliderect(plate) for card in cards), (index, count)
            assert all(box.contains(card) for card in cards), (index, count)


def test_a_card_flying_into_the_trick_passes_under_the_names(app):
    """GB-6: the card flying in from a seat used to be drawn over the trick slots' names on
    its way; the name plates are drawn over it now: the plate's pixels are the same with
    and without the card in the air over it."""
    game, scene, bot, rng = _game(app, 3, speed="instant")
    table = scene.table
    for _ in range(4000):
        app.step(1 / 30)
        if _at_rest(app, scene) and len(table.display.trick) >= 1:
            break
        if _at_rest(app, scene):
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert table.display.trick, "no trick on the table"
    plate = table.tricks.slot_name_rect(0)
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    before = surface.subsurface(plate).copy()
    tween = SimpleNamespace(value=1.0)
    flight = {"card": 9, "count": 2, "from": plate.center, "to": plate.center, "tween": tween}
    table.anim.flights.append(flight)
    try:
        table.draw(surface)
    finally:
        table.anim.flights.remove(flight)
    after = surface.subsurface(plate)
    cards = table.tricks.play_card_rects(2, plate.center, 100)
    assert any(card.colliderect(plate) for card in cards)  # the card is really over the plate
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")


# --- defect (c): the round summary ----------------------------------------------------------

@pytest.mark.slow
def test_nothing_draws_over_the_round_summary(app, monkeypatch):
    """GB-18 to GB-22: while the round is counted, the scared-card banner was drawn over the
    summary and the header still said the last mover "is thinking". Now no banner is drawn
    while the summary is up, the header names nobody to move and says the round is being
    counted, and no last-move mark lies over it."""
    game, scene, bot, rng = _game(app, 3)
    table = scene.table
    texts = _Texts(monkeypatch, scene.assets)
    frames = 0
    for _ in range(40000):
        texts.take()
        _frame(app, scene)
        if table.summary.overlay is not None:
            frames += 1
            said = texts.take()
            event = table.summary.overlay["event"]
            assert "summary" in table.drawn and "banner" not in table.drawn
            seat, over, mine = scene.clock()
            assert seat == -1 and not mine
            assert not any("thinking" in s or "is playing" in s or s.startswith("Your turn") for s in said), said
            assert f"Round {event.round} ends: counting" in said
            assert not scene.last_marks.marks
            if frames >= 20:
                break
            continue
        if _at_rest(app, scene):
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert frames >= 20, frames
    key(app, pygame.K_RETURN)  # the summary is skipped: the table is at rest and the clock is the game's again
    for _ in range(200):
        app.step(1 / 30)
        if not table.busy() and not scene._pending_refresh:
            break
    assert table.summary.overlay is None and scene.clock()[0] == scene.session.to_move()


# --- last-move marks -------------------------------------------------------------------------

def _play_until(app, scene, game, bot, rng, done, limit=40000):
    for _ in range(limit):
        app.step(1 / 30)
        if _at_rest(app, scene):
            if done():
                _frame(app, scene)
                return True
            scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    return False


def test_each_play_in_the_trick_is_marked_in_its_slot_clear_of_names_and_values(app):
    """GB-5, GB-6, GB-17: at rest, every seat that played in the trick on the felt has its
    mark (dashed frame, its token) on that play's slot; those who played only in the
    previous trick have their token on the discard pile, where those cards lie; the tokens
    cover no name, card or strength."""
    game, scene, bot, rng = _game(app, 5, seed=2, speed="instant")
    table = scene.table
    assert _play_until(app, scene, game, bot, rng, lambda: len(table.display.trick) >= 1 and table.view.tricks_done >= 1)
    marks = {mark.seat: mark for mark, _ in scene.last_marks.marks}
    tips = {mark.seat: tip for mark, tip in scene.last_marks.marks}
    in_trick = [play[0] for play in table.display.trick]
    for index, seat in enumerate(in_trick):
        mark = marks[seat]
        box = table.tricks.slot_box(index)
        assert mark.frame and mark.rect == box.inflate(-10, -10)
        cx, cy = mark.badge_center()
        badge = pygame.Rect(cx - BADGE_RADIUS, cy - BADGE_RADIUS, 2 * BADGE_RADIUS, 2 * BADGE_RADIUS)
        plate = table.tricks.slot_name_rect(index)
        name_left = plate.x + 16
        assert badge.right < name_left, "the token covers the name"
        cards = table.tricks.play_card_rects(table.display.trick[index][2], table.tricks.slot_cards_center(index), box.w - 12)
        assert all(not badge.colliderect(card) for card in cards), "the token covers a card's value"
        assert badge.bottom < box.y + 128  # the strength is printed there
        assert "plays" in tips[seat] and NAMES[seat] in tips[seat]
    waiting = [s for s in range(5) if s not in in_trick]
    assert waiting, "everybody played already"
    for seat in waiting:  # they played last in the trick before: its cards are discarded now (GB-17)
        mark = marks[seat]
        assert not mark.frame
        assert pygame.Rect(DISCARD_POS, PILE_CARD).collidepoint(mark.badge_center())
        assert "discard pile" in tips[seat]


def test_the_hidden_scared_card_is_marked_on_the_deck_without_saying_where(app):
    """GB-3, GB-26: a seat that hid its scared card has its mark on its character deck;
    the mark and its tooltip say that it hid it, never at which depth (the owner's own
    tooltip may: the log tells the owner)."""
    game, scene, bot, rng = _game(app, 4, seed=5, speed="instant")
    table = scene.table
    assert _play_until(app, scene, game, bot, rng,
                       lambda: table.view.phase == "scare" and sum(table.view.scare_set) >= 1)
    hidden = [s for s in range(4) if table.view.scare_set[s]]
    marks = {mark.seat: (mark, tip) for mark, tip in scene.last_marks.marks}
    for seat in hidden:
        mark, tip = marks[seat]
        assert mark.corner == "topright"
        if seat == 0:
            assert ME_PANEL.contains(mark.rect)
        else:
            assert table.seats.seat_rects()[seat].contains(mark.rect)
            assert not any(ch.isdigit() for ch in tip), tip  # no depth in another seat's tooltip
    # no other seat's mark says more than the public event does
    for seat, (mark, tip) in marks.items():
        moves = scene.session.last_moves()[seat]
        if seat != 0 and any(isinstance(e, ScareLevelSet) for e in moves.events):
            assert "position" not in tip


def test_marks_follow_a_new_trick_and_leave_with_the_round(app):
    """GB-17, GB-23: when a new trick begins the marks of the old one do not stay over the
    new cards; once the round is scored no mark points at cards that were gathered."""
    game, scene, bot, rng = _game(app, 3, seed=4, speed="instant")
    table = scene.table
    checked = 0
    for _ in range(40000):
        app.step(1 / 30)
        if not _at_rest(app, scene):
            continue
        plays, _, last = table.display.trick_plays()
        for mark, _ in scene.last_marks.marks:
            if mark.frame and table.seats.seat_rects().get(mark.seat) is None and mark.seat != 0:
                continue
            for index, play in enumerate(plays):  # a slot's frame is always that slot's player's
                if mark.frame and mark.rect == table.tricks.slot_box(index).inflate(-10, -10):
                    assert play[0] == mark.seat
                    checked += 1
        if table.view.phase == "scare":
            assert all(not any(mark.rect == table.tricks.slot_box(i).inflate(-10, -10) for i in range(3))
                       for mark, _ in scene.last_marks.marks)
            if table.view.round >= 4:
                break
        scene._submit(bot.choose(game.view(scene.session.state, 0), scene.session.legal_actions(), rng))
    assert checked > 5 and table.view.round >= 4


# --- the score sheet -------------------------------------------------------------------------

def _finished(players: int, seed: int) -> MatchSession:
    game = load_game("ghostbumpers")
    plans = [SeatPlan(NAMES[i], "easy", i) for i in range(players)]
    session = MatchSession(game, plans, seed=seed, pace_seconds=0.0)
    while not session.is_over():
        session.bot_move(session.to_move())
    return session


@pytest.mark.parametrize("players,rounds", [(3, 6), (4, 8), (5, 5)])
def test_the_score_sheet_has_a_row_per_round_and_the_totals(players, rounds):
    """GB-19 to GB-24: one row per round (GB-24: 3 players 6 rounds, 4 players 8, 5 players
    5) with each seat's points of that round; the columns add up to the total line, which is
    the result; no tie-break is stated (GB-24 breaks no tie)."""
    session = _finished(players, seed=11)
    sheet = results_sheet(SessionFeed(session, lambda: None))  # as a spectator reads the finished game
    assert sheet is not None
    assert [label for label, _ in sheet.rows] == [f"Round {n}" for n in range(1, rounds + 1)]
    ended = [e.event for e in session.log if isinstance(e.event, RoundEnded)]
    assert [cells for _, cells in sheet.rows] == [[str(x) for x in e.scores] for e in ended]
    label, totals = sheet.total
    assert label == "Total"
    sums = [sum(int(cells[i]) for _, cells in sheet.rows) for i in range(players)]
    assert [int(x) for x in totals] == sums == [int(x) for x in session.result().scores]
    assert sheet.tiebreak == ""


def test_the_score_sheet_says_a_shared_win_and_paranoia_in_words():
    """GB-22, GB-24: tied highest totals share the win (named, no tie-break); a paranoia
    round is explained."""
    names = ["Agatha", "Boris", "Cornelius"]
    log = [
        FedEntry(CardsPlayed(0, 3, 1, -1, 30, 0)),
        FedEntry(RoundEnded(1, "scared", 2, True, (0, 0, 10), (-1, -1, -1), (False,) * 3, (0, 0, 10))),
        FedEntry(RoundEnded(2, "hands_empty", -1, False, (12, 2, 2), (6, 1, 1), (True, False, False), (12, 2, 12))),
        FedEntry(GameOver((0, 2), (12, 2, 12), False)),
    ]
    feed = SimpleNamespace(names=lambda: names, log=lambda: log)
    sheet = results_sheet(feed)
    assert sheet.rows == [("Round 1", ["0", "0", "10"]), ("Round 2", ["12", "2", "2"])]
    assert sheet.total == ("Total", ["12", "2", "12"])
    assert sheet.tiebreak == ""
    assert any("Cornelius" in n and "paranoia" in n and "GB-22" in n for n in sheet.notes)
    assert any("Agatha, Cornelius share the win on 12 points" in n for n in sheet.notes)


def test_the_results_screen_shows_the_sheet(app):
    """The results screen's "Score sheet" toggle draws the rounds for every seat."""
    from ghostparlor.devtools.factory import build_scene
    from tests.scenes.helpers import run

    results = build_scene(app, "results", "ghostbumpers", 3, 2, 0)
    run(app, 0.2)
    assert results.sheet is not None and results.sheet_button.visible
    assert len(results.sheet.rows) == 6  # GB-24: 3 players play 6 rounds
    click(app, results.sheet_button.rect.center)
    assert results.show_sheet


def test_no_mark_lies_over_the_score_table_and_they_come_back_when_it_closes(app):
    """GB-24: the score table covers the felt; the last-move marks are not drawn over it
    and are back, the same, once it is closed."""
    game, scene, bot, rng = _game(app, 3, seed=2, speed="instant")
    table = scene.table
    assert _play_until(app, scene, game, bot, rng, lambda: len(table.display.trick) >= 1 and table.view.tricks_done >= 1)
    before = [(m.seat, tuple(m.rect)) for m, _ in scene.last_marks.marks]
    assert before
    click(app, table.scores.button.rect.center)
    _frame(app, scene)
    assert table.scores.shown and not scene.last_marks.marks
    key(app, pygame.K_RETURN)
    _frame(app, scene)
    assert not table.scores.shown
    assert [(m.seat, tuple(m.rect)) for m, _ in scene.last_marks.marks] == before
