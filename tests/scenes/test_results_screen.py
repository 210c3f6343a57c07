"""Issue 46 part 5: the results screen. The winner's moment plays and comes to rest (busy,
then not busy), a key ends it at once, reduce motion only fades (nothing moves), a
person's loss is said kindly and a win celebrated, the screen is filled (no empty third),
no text under 13 px (the sheet's under 15), and the winner's row wears the crown; for all
five games."""

import pygame
import pytest

from ghostparlor.games import load_game
from ghostparlor.scenes.results import ResultsScene
from ghostparlor.session import MatchSession, SeatPlan
from ghostparlor.ui import draw_background
from ghostparlor.ui.celebration import Moment
from ghostparlor.ui.moment_motifs import MomentInfo, motif
from tests.scenes.helpers import bots_play, click, key

GAMES = {"ghosts": 4, "ghostbumpers": 4, "phantom_society": 3, "dont_go_in_there": 4, "treasure_hunters": 3}
FRAME = 1 / 60


def finished(game_id: str, human: str | None = None, seed: int = 3) -> MatchSession:
    """A game played to its end by bots; then ``human`` ("winner" or "loser") names a seat
    a person's (the results only read who is a person)."""
    game = load_game(game_id)
    players = GAMES[game_id]
    session = bots_play(MatchSession(game, [SeatPlan(f"P{i}", "easy", i) for i in range(players)], None, seed, pace_seconds=0.0))
    assert session.is_over()
    if human is not None:
        result = session.result()
        if human == "winner":
            seat = result.winners[0] if result.winners else 0
        else:
            seat = next(i for i in range(players) if i not in result.winners) if result.team_won is None else 0
        plan = session.plans[seat]
        session.plans[seat] = SeatPlan(plan.name, "human", plan.colour)
    return session


def open_results(app, session, reduce_motion=False) -> ResultsScene:
    app.settings.reduce_motion = reduce_motion
    app.home()
    scene = ResultsScene(app, session)
    app.push(scene)
    return scene


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_moment_plays_then_rests_and_the_last_frame_is_drawn(app, game_id):
    scene = open_results(app, finished(game_id, "winner"))
    assert scene.moment.busy() and scene.busy()
    keys, positions = set(), []
    for frame in range(400):
        app.step(FRAME)
        keys.add(scene.moment.frame_key())
        positions.append([(round(s.x), round(s.y)) for s in scene.moment.sprites()])
        if not scene.moment.busy():
            break
    assert not scene.moment.busy(), "the moment never came to rest"
    assert 90 <= frame <= 180, f"the moment took {frame} frames (1.5-3 s)"
    assert len(keys) > 60, "the frame key follows the moment frame by frame"
    assert positions[0] != positions[-1], "something moves"
    assert scene.drawn_key == scene.frame_key(), "the frame it rests on reached the screen"
    assert not scene.moment.confetti_sprites(), "the confetti is gone at rest"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_reduce_motion_only_fades(app, game_id):
    scene = open_results(app, finished(game_id, "winner"), reduce_motion=True)
    moment = scene.moment
    assert moment.reduce_motion and not moment.confetti
    seen = []
    while moment.busy():
        sprites = moment.sprites()
        seen.append(sprites)
        assert not moment.confetti_sprites()
        app.step(FRAME)
    assert 10 <= len(seen) <= 60, "a short fade"
    places = {tuple((s.image, s.x, s.y, s.w, s.h, s.angle) for s in sprites) for sprites in seen + [moment.sprites()]}
    assert len(places) == 1, "nothing moves, turns or grows with reduce motion"
    alphas = [sum(s.alpha for s in sprites) for sprites in seen]
    assert alphas == sorted(alphas) and alphas[0] < alphas[-1], "it fades in"
    at_rest = [(s.image, s.x, s.y, s.alpha) for s in moment.sprites()]
    assert at_rest == [(s.image, s.x, s.y, s.alpha) for s in motif(moment.info, 1.0)], "the same picture at rest"


def test_a_key_or_a_click_ends_the_moment_at_once(app):
    scene = open_results(app, finished("ghosts", "winner"))
    app.step(FRAME)
    assert scene.moment.busy()
    key(app, pygame.K_RETURN)
    assert not scene.moment.busy() and app.stack.top is scene, "Enter ends the moment, it does not start a new game"
    assert scene.drawn_key == scene.frame_key()
    scene = open_results(app, finished("dont_go_in_there", "loser"))
    app.step(FRAME)
    click(app, (300, 300))  # on the stage
    assert not scene.moment.busy() and app.stack.top is scene


def test_a_loss_is_said_kindly_and_a_win_is_celebrated(app):
    won = open_results(app, finished("ghosts", "winner"))
    assert won.ending == "win" and won.moment.confetti
    assert won.headline.endswith("wins!")
    app.step(FRAME * 20)
    assert won.moment.confetti_sprites(), "little ghosts and sparkles fall"
    lost = open_results(app, finished("ghosts", "loser"))
    assert lost.ending == "loss" and not lost.moment.confetti
    winner = lost.session.names()[lost.result.winners[0]]
    assert lost.headline == f"{winner} won this one" and "Rematch" in lost.line
    watched = open_results(app, finished("ghosts"))
    assert watched.ending == "watched" and not watched.moment.confetti
    team = finished("treasure_hunters", "loser", seed=1)
    for seed in range(1, 12):  # a co-operative loss: everybody's, said gently
        team = finished("treasure_hunters", "loser", seed=seed)
        if team.result().team_won is False:
            break
    shared = open_results(app, team)
    assert team.result().team_won is False and shared.ending == "loss"
    assert "together" in shared.line.lower() and not shared.moment.confetti
    assert not shared.moment.info.won, "the house taken by ghosts"


def drawn(scene, surface) -> tuple[list[int], pygame.Rect]:
    """The sizes of every text drawn and the bounding box of what differs from the bare background."""
    sizes = []
    real_text = scene.assets.text

    def spy(text, size="body", *args, **kwargs):
        sizes.append(scene.theme.font_size(size))
        return real_text(text, size, *args, **kwargs)

    scene.assets.text = spy
    try:
        scene.draw(surface)
    finally:
        del scene.assets.text
    bare = pygame.Surface(surface.get_size())
    draw_background(bare, scene.theme)
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (2, 2, 2, 255), bare)  # pixels as on the bare background
    mask.invert()
    boxes = mask.get_bounding_rects()
    box = boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)
    return sizes, box


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_screen_is_filled_readable_and_the_winner_wears_the_crown(app, game_id):
    scene = open_results(app, finished(game_id, "winner"))
    scene.moment.skip()
    surface = pygame.Surface((1280, 720))
    sizes, box = drawn(scene, surface)
    assert min(sizes) >= 13, f"a text at {min(sizes)} px"
    assert box.height >= 0.85 * 720 and box.width >= 0.85 * 1280, f"the drawing covers only {box}"
    crowned = {row.seat for row in scene.rows if row.crowned}
    assert crowned == set(scene.result.winners) and crowned, "the winners' rows wear the crown, and only theirs"
    for text in (scene.again.text, scene.replay.text, scene.export.text, scene.title.text):
        assert text, "the buttons are kept"
    if scene.sheet is not None:
        scene.show_sheet = True
        sizes, _ = drawn(scene, surface)
        assert min(sizes) >= 15, f"the score sheet draws a text at {min(sizes)} px"


def test_the_crown_is_drawn_on_the_winners_row(app):
    scene = open_results(app, finished("ghosts", "winner"))
    scene.moment.skip()
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    row = scene.rows[0]
    assert row.crowned and row.seat in scene.result.winners
    gold = sum(1 for x in range(row.rect.x + 50, row.rect.x + 95) for y in range(row.rect.top, row.rect.bottom)
               if (lambda c: c.r > 180 and c.g > 120 and c.b < 110)(surface.get_at((x, y))))
    assert gold >= 40, "a gold crown on the winner's row"
    plain = scene.rows[-1]
    assert not plain.crowned


def test_the_moment_is_a_function_of_its_clock():
    info = MomentInfo("ghosts", True, (200, 80, 60), seed=4)
    a, b = Moment(info, confetti=True), Moment(info, confetti=True)
    b.update(5.0)
    assert b.clock == pytest.approx(0.1), "a slow frame does not jump over the moment"
    a.clock = b.clock = 1.25
    assert a.sprites() == b.sprites() and a.confetti_sprites() == b.confetti_sprites()
    assert a.frame_key() == b.frame_key()


def test_a_score_sheet_that_fits_is_shown_under_the_ranking(app):
    """Ghostbumpers says nothing in words at the end: its round-by-round sheet takes the room."""
    scene = open_results(app, finished("ghostbumpers", "winner"))
    scene.moment.skip()
    assert scene.sheet is not None and not scene.details
    seen = []
    real = scene.assets.fit_text

    def spy(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    scene.assets.fit_text = spy
    try:
        scene.draw(pygame.Surface((1280, 720)))
    finally:
        del scene.assets.fit_text
    assert scene.sheet.title in seen and scene.sheet.rows[-1][0] in seen, "every round under the ranking"
    assert scene.rows[-1].rect.bottom < 450, "the ranking makes room for it"


def test_a_new_language_keeps_the_moment_where_it_was(app):
    scene = open_results(app, finished("ghosts", "winner"))
    scene.moment.skip()
    scene.show_sheet = True
    again = scene.rebuilt()
    assert not again.moment.busy() and again.show_sheet, "the moment does not play again"
