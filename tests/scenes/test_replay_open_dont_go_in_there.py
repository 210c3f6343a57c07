"""Don't Go In There in the replay's "all hands open" view (issue 25, part 1): the table
draws every secret a spectator's view hides (the face-down Secret Passage card, every
seat's ghost count, the cards removed unseen at set-up), each marked as revealed, with
tips that say so; a seat's view of the same step stays that seat's view."""

import random

import pygame

from ghostparlor.core.match import Match
from ghostparlor.core.strings import t
from ghostparlor.core.timeline import build_timeline
from ghostparlor.games import load_game
from ghostparlor.games.dont_go_in_there.table.art import curse_of, slot_rect, value_of
from ghostparlor.scenes.replay import ReplayScene
from ghostparlor.devtools.sim import play_game
from ghostparlor.ui.inspect import tip_text
from tests.scenes.helpers import key
from tests.scenes.privacy_twin import _TwinMatch
from tests.scenes.test_replay_viewer import _texts_drawn as _drawn

NAMES = ["Ann", "Ben", "Cleo"]
GAME = "dont_go_in_there"


def _data(players=3, seed=8):
    game = load_game(GAME)
    match = play_game(game, players, {}, seed, ["random"] * players)
    record = match.record(fingerprints=False)
    plans = [{"name": NAMES[i], "kind": "human", "colour": i} for i in range(players)]
    record["seats"] = [{"name": p["name"], "kind": p["kind"]} for p in plans]
    return game, {"record": record, "plans": plans, "saved_at": ""}


def _secret_stop(game, data):
    """The first stop where a face-down card lies on a board, the ghosts are hidden and
    cards were removed: (stop, board, slot)."""
    record = data["record"]
    timeline = build_timeline(game, record)
    match = Match(game, record["players"], record.get("options"), 0)
    done = 0
    for stop, position in enumerate(timeline.positions):
        for a in record["actions"][done:position]:
            match.apply(game.action_from_json(a), events=False)
        done = position
        state = match.state
        boards = [b for b, fd in enumerate(state.face_down) if fd >= 0 and state.slots[b][fd] >= 0]
        if boards and not state.open_ghosts and not game.is_over(state) and sum(state.removed):
            return stop, boards[0], state.face_down[boards[0]] + 1
    raise AssertionError("no stop with a face-down card")


def _open(app, data, stop, view=None):
    app.home()
    scene = ReplayScene.from_save(app, data, at=stop, view=view)
    app.push(scene)
    app.step(1 / 60)
    return scene


def test_the_open_view_draws_every_secret_marked_and_a_seats_view_does_not(app, monkeypatch):
    game, data = _data()
    stop, board, slot = _secret_stop(game, data)
    scene = _open(app, data, stop)
    state = scene.session.state
    spectator = game.view(state, None)
    assert scene.reveal_all and scene.viewer() is None
    assert spectator.boards[board].slots[slot - 1] == "face_down" and None in spectator.ghosts
    table = scene.table
    # the table's view: the real card face up, every ghost count, the removed cards
    card = game.card_ids[state.slots[board][slot - 1]]
    assert table.view.boards[board].slots[slot - 1] == card
    assert table.view.ghosts == tuple(state.ghosts)
    assert (board, slot) in table.secrets.slots and table.secrets.ghosts == {s for s, g in enumerate(spectator.ghosts) if g is None}
    removed = sorted(game.card_ids[k] for k, n in enumerate(state.removed) for _ in range(n))
    assert sorted(table.secrets.removed) == removed and removed
    # drawn: each seat's true ghosts, the removed cards' count, the panel text and the legend
    drawn = _drawn(app, scene, monkeypatch)
    for g in state.ghosts:
        assert t("dont_go_in_there.ui.ghosts", n=g) in drawn
    assert t("dont_go_in_there.open.removed", n=len(removed)) in drawn
    assert t("replay.open_view_panel") in drawn and t("dont_go_in_there.open.legend") in drawn
    for value in {str(value_of(c)) for c in removed}:
        assert value in drawn  # the removed cards' values on their small cards
    # the tips say what the revealed things are
    things = table.inspectables(None)
    card_tip = next(tip_text(GAME, th) for th in things if th.rect == slot_rect(board, slot))
    assert game.card_name(card) in card_tip and t("dont_go_in_there.open.note_card") in card_tip
    seat = min(table.secrets.ghosts)
    seat_tip = next(tip_text(GAME, th) for th in things if th.kind == "player" and th.name == NAMES[seat])
    assert t("dont_go_in_there.open.note_ghosts") in seat_tip and t("ui.count.ghosts", n=state.ghosts[seat]) in seat_tip
    removed_tip = next(tip_text(GAME, th) for th in things if th.kind == "open_removed")
    for curse in {curse_of(c) for c in removed}:
        assert game.curse_name(curse) in removed_tip  # every removed card's type, in words
    assert t("dont_go_in_there.inspect.count_cards", n=len(removed)) in removed_tip
    # pixels: the same step with the hidden cards drawn anew differs where the card lies
    scene.draw(app.canvas)
    real = app.canvas.copy()
    rng = random.Random(3)
    for _ in range(50):
        twin = game.resample_hidden(state, None, rng)
        if twin.slots[board][slot - 1] != state.slots[board][slot - 1]:
            break
    assert game.view(twin, None) == spectator  # nothing a spectator sees changed
    scene.session.match = _TwinMatch(scene.session.match, twin)
    scene._rebuild_table()
    scene.draw(app.canvas)
    rect = slot_rect(board, slot)
    assert pygame.image.tobytes(real.subsurface(rect), "RGB") != pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")
    # a seat's view of the same step: that seat's view, nothing filled in, no mark
    seat_scene = _open(app, data, stop, view=0)
    assert not seat_scene.reveal_all and seat_scene.table.view == game.view(seat_scene.session.state, 0)
    assert not seat_scene.table.secrets.slots and not seat_scene.table.secrets.ghosts and not seat_scene.table.secrets.removed
    drawn = _drawn(app, seat_scene, monkeypatch)
    assert t("dont_go_in_there.open.legend") not in drawn
    assert t("dont_go_in_there.open.removed", n=len(removed)) not in drawn


def test_switching_views_with_the_key_shows_and_hides_the_secrets(app):
    game, data = _data()
    stop, board, slot = _secret_stop(game, data)
    scene = _open(app, data, stop)
    assert scene.table.secrets.slots
    key(app, pygame.K_v)  # a seat's view
    assert scene.view_seat == 0
    table = app.stack.top.table
    assert not table.secrets.slots and not table.secrets.removed
    assert table.view == game.view(scene.session.state, 0)
    for _ in range(len(scene.views()) - 1):
        key(app, pygame.K_v)
    assert scene.view_seat is None and app.stack.top.table.secrets.slots == {(board, slot)}
