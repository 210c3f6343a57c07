"""Hot seat privacy on each game's table: people and a bot at one screen, a whole game played
through the table's widgets. A spy on what the table draws checks every frame: only what the
person the screen was given to may see (their own hand, their own secrets), never another
person's; and while the curtain (the handoff) is up, nothing of the table is drawn."""

import random

import pytest

from ghostparlor.games import load_game
from ghostparlor.scenes.game import start_game
from ghostparlor.session import SeatPlan
from tests.scenes.helpers import click, pass_screen

TWO_PEOPLE_AND_A_BOT = [SeatPlan("Sabine", "human", 0), SeatPlan("Max", "easy", 1), SeatPlan("Franck", "human", 2)]


class Spy:
    """One game's spy: how the game is set up, what is spied on, how a person plays."""

    game_id = ""
    plans = TWO_PEOPLE_AND_A_BOT
    options: dict | None = {"first_player": 1}
    seed = 0
    rng_seed = 0
    steps = 20000
    people = {0, 2}
    min_handoffs = 5

    def __init__(self, scene, game, monkeypatch) -> None:
        self.scene, self.game = scene, game
        self.frames: list = []  # the person shown each frame the spy checked
        self.install(monkeypatch)

    def install(self, monkeypatch) -> None:
        raise NotImplementedError

    def play(self, app, rng) -> None:
        raise NotImplementedError

    def before_step(self) -> None:
        pass

    def after_step(self, top) -> None:
        pass

    def check_the_end(self) -> None:
        assert self.people <= set(self.frames)


class GhostsHands(Spy):
    """Ghosts: the hand drawn is the hand of the person the screen was given to."""

    game_id, seed, rng_seed, steps = "ghosts", 12, 2, 6000

    def install(self, monkeypatch) -> None:
        from ghostparlor.ui import CardHand

        scene, game = self.scene, self.game
        original_draw = CardHand.draw

        def spy_draw(hand, surface):
            if hand is not scene.table.hand:
                return original_draw(hand, surface)
            shown = scene.shown_to
            assert shown is not None, "a hand was drawn before any handoff"
            state_hand = sorted(game.card_ids[k] for k in scene.session.state.hands[shown])
            drawn = sorted(f.kind for f in scene.table.hand.cards)
            assert drawn == state_hand or scene._pending_refresh, (shown, drawn, state_hand)
            self.frames.append(shown)
            original_draw(hand, surface)

        monkeypatch.setattr(CardHand, "draw", spy_draw)  # the table is built afresh at every handoff: spy on the class
        self.turns = 0

    def play(self, app, rng) -> None:
        from ghostparlor.games.ghosts.rules import TakePile

        scene = self.scene
        self.turns += 1
        scene.table.refresh(scene.viewer())
        action = rng.choice(scene.session.legal_actions())
        if isinstance(action, TakePile):
            click(app, scene.table.take_button.rect.center)
        else:
            face = next(f for f in scene.table.hand.cards if f.kind == action.card)
            click(app, scene.table.hand.card_center(face.id))

    def check_the_end(self) -> None:
        assert self.turns > 10 and set(self.frames) == self.people


class GhostbumpersHands(Spy):
    """Ghostbumpers: the view drawn is the shown person's, their hand and scare card only."""

    game_id, seed, rng_seed, steps = "ghostbumpers", 12, 4, 60000

    def install(self, monkeypatch) -> None:
        scene = self.scene
        cls = type(scene.table)
        original_draw = cls.draw

        def spy_draw(table, surface):
            view = table.view
            shown = scene.shown_to
            if view is not None:
                assert view.seat == shown, (view.seat, shown)  # only the shown person's view is drawn
                if shown is None:
                    assert view.hand is None and view.scare_position is None and not table.hand.cards
                else:
                    state = scene.session.state
                    if not table.pending and not table.anim.steps:
                        hand = sorted(v for v in range(10) for _ in range(state.hands[shown][v]))
                        assert sorted(f.kind for f in table.hand.cards) == hand
                        sc = state.scare[shown]
                        assert view.scare_position == (sc + 1 if sc >= 0 else None)
                self.frames.append(shown)
            original_draw(table, surface)

        monkeypatch.setattr(cls, "draw", spy_draw)

    def play(self, app, rng) -> None:
        from tests.scenes.test_ghostbumpers_scene import play_human_turn

        play_human_turn(app, self.scene, rng)


class DontGoInThereSecrets(Spy):
    """Don't Go In There: ghost counts only the viewer's own; the Secret Passage card face up
    only for a person who looked at it."""

    game_id, seed, rng_seed = "dont_go_in_there", 21, 2

    def install(self, monkeypatch) -> None:
        from ghostparlor.games.dont_go_in_there.table.boards import BoardsPanel

        scene, game = self.scene, self.game
        original = BoardsPanel.draw_board

        def spy(boards, surface, b):
            shown = scene.shown_to
            view = boards.view
            assert view.seat == shown, (view.seat, shown)
            state = scene.session.state
            if view.phase != "over":  # ghosts: only the viewer's own count (open_ghosts is off)
                for seat, g in enumerate(view.ghosts):
                    assert g is None or seat == shown
            fd = state.face_down[b]
            card = view.boards[b].slots[fd] if fd >= 0 and view.boards[b].room else None
            if fd >= 0 and card not in (None, "face_down") and view.boards[b].room == game.room_ids[state.board_room[b]]:
                assert shown is not None and state.seen[b][shown]
            self.frames.append(shown)
            original(boards, surface, b)

        monkeypatch.setattr(BoardsPanel, "draw_board", spy)

    def play(self, app, rng) -> None:
        from tests.scenes.test_dont_go_in_there_scene import play_by_mouse

        play_by_mouse(app, self.scene, rng)


class PhantomSocietyGhosts(Spy):
    """The Phantom Society, two people: the ghost master (seat 0) and the hunter (seat 1). No
    frame of the hunter's draws a hidden ghost, nor holds the hidden ghosts in its view."""

    game_id, seed, rng_seed = "phantom_society", 6, 3
    plans = [SeatPlan("Agatha", "human", 0), SeatPlan("Boris", "human", 1)]
    options = None
    people = {0, 1}
    min_handoffs = 1

    def install(self, monkeypatch) -> None:
        from ghostparlor.games.phantom_society.table.manor import ManorPanel

        self.drawn: list[str] = []
        self.hunter_frames = self.master_saw_ghosts = 0
        original = ManorPanel.draw_hidden_ghost

        def spy(manor, surface, rect, square, owner):
            self.drawn.append(square)
            original(manor, surface, rect, square, owner)

        monkeypatch.setattr(ManorPanel, "draw_hidden_ghost", spy)

    def before_step(self) -> None:
        self.drawn.clear()

    def after_step(self, top) -> None:
        scene = self.scene
        if top is scene:
            self.frames.append(scene.viewer())
            if scene.viewer() == 0 and self.drawn:
                self.master_saw_ghosts += 1  # the spy sees the hidden ghosts their master is shown
        if top is scene and scene.viewer() == 1 and not scene.session.is_over():  # at the end all is shown (D-9)
            assert scene.table.view is None or scene.table.view.ghosts is None
            assert not self.drawn, f"a hunter's frame showed a hidden ghost on {self.drawn}"
            self.hunter_frames += 1

    def play(self, app, rng) -> None:
        from tests.scenes.test_phantom_society_scene import play_by_widgets

        play_by_widgets(app, self.scene, rng)

    def check_the_end(self) -> None:
        super().check_the_end()
        assert self.hunter_frames > 20 and self.master_saw_ghosts > 0


@pytest.mark.slow
@pytest.mark.parametrize("spy_class", [GhostsHands, GhostbumpersHands, DontGoInThereSecrets, PhantomSocietyGhosts],
                         ids=lambda c: c.game_id)
def test_hot_seat_every_frame_shows_only_the_shown_persons_secrets(app, monkeypatch, spy_class):
    app.home()
    game = load_game(spy_class.game_id)
    scene = start_game(app, game, spy_class.plans, spy_class.options, seed=spy_class.seed)
    spy = spy_class(scene, game, monkeypatch)
    rng = random.Random(spy.rng_seed)
    handoffs = []
    for _ in range(spy.steps):
        if scene.session.is_over():
            break
        spy.before_step()
        app.step(1 / 30)
        top = app.stack.top
        if pass_screen(app, scene):
            continue
        if top.name == "handoff":
            handoffs.append(top.seat)
            assert app.stack.visible() == [top]  # the curtain hides the table
            click(app, top.ready.rect.center)
            continue
        spy.after_step(top)
        if top is scene and scene.my_turn() and not scene.table.busy() and not scene._pending_refresh:
            spy.play(app, rng)
    assert scene.session.is_over()
    assert set(handoffs) == spy.people and len(handoffs) >= spy.min_handoffs
    spy.check_the_end()
