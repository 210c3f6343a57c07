"""Ghostbumpers on screen: every seat's character deck with its revealed cards, the trick
with each play's strength and the winning play marked, the draw and discard piles, the
viewer's own hand (select identical cards, see the k.v strength, then Play), the secret
scared-card depth pick with its risk explained, round scoring counted card by card and
a score table across rounds.

Drawing and input only: clicks and keys become SetScareLevel / PlayCards / PlayZeroTen /
DiscardCard actions that the session checks. Only the view of ``scene.viewer()`` is
drawn (hot seat: the hand and the scared card's depth are shown to their owner only).

Events are animated one after another from a queue (a play flies in, the trick winner is
marked, reveals flip one by one, the round is counted); while the queue runs the table
keeps drawing the view it had, and takes the new view when the queue is empty. A click,
Enter or Space skips the running animations.

The table is split by panel: scene_layout (places, colours, shared helpers), scene_hand
(the viewer's hand, own deck and play preview), scene_seats (the other seats and the
piles), scene_tricks (the trick slots, forecast, flights, banner), scene_dialogs (the hide
dialog, the score table), scene_summary (the round summary and the results' score sheet),
scene_anim (the animation queue), scene_marks (the last-move marks) and scene_learn (the
inspect tips and the notes panel). This module
builds the table from them and keeps every name other code imports from here.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import (
    ZERO_TEN, DiscardCard, GhostbumpersView, PlayCards, PlayZeroTen, SetScareLevel,
)
from ghostparlor.games.ghostbumpers.table.anim import Animations
from ghostparlor.games.ghostbumpers.table.dialogs import DialogsPanel
from ghostparlor.games.ghostbumpers.table.hand import HandPanel
from ghostparlor.games.ghostbumpers.table.layout import (  # noqa: F401 (re-exported: names other code imports from here)
    CARD, CHAR, DISCARD_POS, DRAW_POS, FELT, FORECAST, HAND_RECT, ME_PANEL, MINI, NAV_KEYS, PILE_CARD, PLAY_BUTTON,
    SCORES_BUTTON, SEAT_ROW, SIDE, SKIP_KEYS, SLOT_H, SLOT_TOP, TEN_BUTTON, TRICK, VALUE_COLOURS, ZERO_BUTTON, Step,
    best_index, strength_text,
)
from ghostparlor.games.ghostbumpers.table.learn import LearnPanel
from ghostparlor.games.ghostbumpers.table.marks import LastMoveMarks
from ghostparlor.games.ghostbumpers.table.open import OpenView
from ghostparlor.games.ghostbumpers.table.seats import SeatsPanel
from ghostparlor.games.ghostbumpers.table.summary import SummaryPanel, results_sheet  # noqa: F401 (the results screen asks)
from ghostparlor.games.ghostbumpers.table.tricks import TrickPanel
from ghostparlor.scenes.game import HintMark, Table
from ghostparlor.ui import Button, CardHand, Tween, draw


SEAT_STATUS_W = 104  # the players panel: a row's width less 150 for the name, less the margins


def _prompt_area() -> pygame.Rect:
    """The prompt above the hand, between the felt and the cards' tops (no tip covers it)."""
    return pygame.Rect(HAND_RECT.x - 10, FELT.bottom + 2, HAND_RECT.w + 20, HAND_RECT.y + 8 - FELT.bottom - 2)


class GhostbumpersTable(LearnPanel, HandPanel, SeatsPanel, TrickPanel, DialogsPanel, SummaryPanel, Animations,
                        LastMoveMarks, OpenView, Table):
    HANDOFF_SHOWS = "cards"
    BACKDROP = "ghostbumpers/backdrop.jpg"

    MOMENTS = {"card_revealed": lambda e: "big" if e.scared else "notable", "trick_won": "notable",
               "bottom_card_moved": lambda e: "notable" if e.moved else None}

    def prompt_area(self) -> pygame.Rect:
        return _prompt_area()

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.view: GhostbumpersView | None = None
        self.legal: list = []
        self.hand = CardHand(HAND_RECT, [], layout="fan", card_size=CARD, multi_select=True, name="hand")
        self.play_button = Button(PLAY_BUTTON, t("ghostbumpers.ui.play"),
                                  tooltip=t("ghostbumpers.ui.play_tip"), name="play")
        self.zero_button = Button(ZERO_BUTTON, t("ghostbumpers.ui.play_as_0"),
                                  tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as0", size="small")
        self.ten_button = Button(TEN_BUTTON, t("ghostbumpers.ui.play_as_10"),
                                 tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as10", size="small")
        self.scores_button = Button(SCORES_BUTTON, t("ghostbumpers.ui.scores"),
                                    style="secondary", size="small", tooltip=t("ghostbumpers.ui.scores_tip"),
                                    name="scores", hotkey=pygame.K_s)
        self.close_button = Button((0, 0, 140, 38), t("ghostbumpers.ui.close"), style="secondary", size="small", name="close")
        self.scare_buttons: list[Button] = []
        self.focus.add(self.hand, self.play_button, self.zero_button, self.ten_button, self.scores_button)
        self.steps: list[Step] = []
        self.flights: list[dict] = []
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.pending = False  # a newer view waits for the animations to end
        self.viewer_seat: int | None = None
        self.actions_seen = 0
        self.show_scores = False
        self.overlay: dict | None = None  # the round being counted
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self.drawn: dict[str, pygame.Rect] = {}  # what the last frame drew where (banner, dialog, summary)
        self.open_played: dict[int, list[int]] = {}  # the open view: cards flown from a hand in the running animations
        self.reset_display()

    # --- model -----------------------------------------------------------------------
    def reset_display(self) -> None:
        """Forget what the animations added on top of the view."""
        self.trick: list[tuple] = list(self.view.table) if self.view is not None else []
        self.trick_winner: int | None = None
        self.extra_revealed: dict[int, int] = {}
        self.hand_delta: dict[int, int] = {}
        self.scared_seat: int | None = None
        self.moving: int | None = None

    def refresh(self, viewer: int | None) -> None:
        count = len(self.session.match.actions)
        rewound = count < self.actions_seen
        self.actions_seen = count
        if rewound or viewer != self.viewer_seat or self.view is None or self.view.seat != viewer:
            self.skip_animations(apply=False)  # a new person or an undo: never draw the old view
            self.viewer_seat = viewer
            self.apply_view()
            return
        if self.steps:
            self.pending = True
            return
        self.apply_view()

    def apply_view(self) -> None:
        """Take the current view (only the viewer's) and the legal actions when it is their turn."""
        self.pending = False
        viewer = self.viewer_seat
        self.view = view = self.game.view(self.session.state, viewer)
        self.take_open_snapshot()  # the full state beside it, in a replay's open view only
        my_turn = self.scene.my_turn()
        self.legal = self.session.legal_actions() if my_turn else []
        self.reset_display()
        phase = view.phase
        if view.hand is not None:
            faces = [self.face(card, i) for i, card in enumerate(view.hand)]
            old = [f.kind for f in self.hand.cards]
            self.hand.set_cards(faces)
            if old != [f.kind for f in faces]:
                self.hand.clear_selection()
            self.hand.multi_select = phase == "play"
            if my_turn and phase == "play":
                kinds = {a.card for a in self.legal if isinstance(a, PlayCards)} | (
                    {ZERO_TEN} if any(isinstance(a, PlayZeroTen) for a in self.legal) else set())
                self.hand.set_legal({f.id for f in faces if f.kind in kinds})
            elif my_turn and phase in ("gb9_discard", "pay_owed"):
                kinds = {a.card for a in self.legal if isinstance(a, DiscardCard)}
                self.hand.set_legal({f.id for f in faces if f.kind in kinds})
            else:
                self.hand.set_legal(None)
                self.hand.clear_selection()
            self.hand.visible = True
        else:
            self.hand.set_cards([])
            self.hand.visible = False
        self.build_scare_buttons()
        self.update_buttons()
        if my_turn and (self.focus.focused is None or not self.focus.focused.accepts_focus):
            if self.scare_buttons:
                self.focus.focus(self.scare_buttons[0], visible=False)
            elif view.hand:
                self.focus.focus(self.hand, visible=False)

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.steps or self.picker_waits():
            if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1) or (
                    event.type == pygame.KEYDOWN and event.key in SKIP_KEYS):
                self.skip_animations()
                if self.picker_waits():  # the news is in the log: the dialog comes now
                    self.banner_tween = None
                    self.update_buttons()
                return None
            if event.type == pygame.MOUSEMOTION:
                self.focus.handle(event)
            return None
        if self.show_scores:
            if event.type == pygame.MOUSEMOTION:
                self.close_button.handle(event)
                return None
            if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (*SKIP_KEYS, pygame.K_s)):
                self.show_scores = False
                self.forget_marks()  # the table shows again: its marks are taken anew
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and not self.scores_button.visible:
            self.show_scores = True  # S opens the scores while the scared-card dialog hides their button
            self.forget_marks()
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
        source = action.source
        if source is self.scores_button and action.kind == "click":
            self.show_scores = True
            self.forget_marks()  # nothing over the score table
            return None
        if source is self.hand:
            return self.hand_action(action)
        if source is self.play_button and action.kind == "click":
            return self.play_selection()
        if source in (self.zero_button, self.ten_button) and action.kind == "click":
            announce = 10 if source is self.ten_button else 0
            choice = PlayZeroTen(announce)
            if choice in self.legal:
                self.hand.clear_selection()
                return choice
            return t("ghostbumpers.ui.not_your_card")
        if source in self.scare_buttons and action.kind == "click":
            choice = SetScareLevel(int(source.action))
            if choice in self.legal:
                return choice
            return t("ghostbumpers.ui.not_your_card")
        return None

    def hint_marks(self, move) -> list[HintMark]:
        if self.show_scores or self.overlay is not None:  # the table is covered
            return []
        if isinstance(move, PlayCards):
            return self.hand_marks(self.hand, move.card, move.count)
        if isinstance(move, DiscardCard):
            return self.hand_marks(self.hand, move.card)
        if isinstance(move, PlayZeroTen):  # the card, then the announcement once it is picked
            button = self.ten_button if move.announce == 10 else self.zero_button
            extra = [HintMark(pygame.Rect(button.rect))] if button.visible else []
            return self.hand_marks(self.hand, ZERO_TEN) + extra
        if isinstance(move, SetScareLevel):
            return [HintMark(pygame.Rect(b.rect)) for b in self.scare_buttons if b.action == move.position]
        return super().hint_marks(move)

    # --- layout ------------------------------------------------------------------------------
    def others(self) -> list[int]:
        view = self.view
        viewer = self.viewer_seat
        n = view.players if view else self.session.players
        start = (viewer + 1) if viewer is not None else 0
        return [(start + i) % n for i in range(n) if (start + i) % n != viewer]

    def seat_rects(self) -> dict[int, pygame.Rect]:
        seats = self.others()
        if not seats:
            return {}
        gap = 8
        w = min(228, (SEAT_ROW.w - gap * (len(seats) - 1)) // len(seats))
        total = w * len(seats) + gap * (len(seats) - 1)
        x = SEAT_ROW.x + (SEAT_ROW.w - total) // 2
        return {seat: pygame.Rect(x + i * (w + gap), SEAT_ROW.y, w, SEAT_ROW.h) for i, seat in enumerate(seats)}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.viewer_seat:
            return (HAND_RECT.centerx, HAND_RECT.y + 90)
        rect = self.seat_rects().get(seat)
        return rect.center if rect else (TRICK.centerx, SEAT_ROW.bottom)

    def slot_rect(self, index: int) -> pygame.Rect:
        n = self.view.players if self.view else self.session.players
        w = min(MINI[0] + 40, TRICK.w // max(1, n))
        x0 = TRICK.centerx - w * n // 2
        return pygame.Rect(x0 + index * w, TRICK.y + SLOT_TOP, w, SLOT_H)

    # --- text for the frame -------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.rounds:
            text = t("ghostbumpers.ui.round", round=view.round, rounds=view.rounds)
        else:
            text = t("ghostbumpers.ui.round_target", round=view.round, target=view.target_score)
        if self.overlay is not None:  # the round being counted (the view may be the next round's already)
            event = self.overlay["event"]
            return t("ghostbumpers.ui.round_counting", round=event.round)
        if view.phase in ("play", "refill", "gb9_discard", "pay_owed"):
            text += " - " + t("ghostbumpers.ui.trick_no", n=view.tricks_done + 1)
        return text

    def seat_status(self, seat: int, viewer: int | None) -> str:
        if self.view is None:
            return ""
        # the players panel leaves about 104 pixels for it beside the name: a points text
        # wider than that (Japanese at a large text size) is the bare number
        text = t("ghostbumpers.ui.points", n=self.view.totals[seat])
        if self.assets.text_width(text, "body", "bold") > SEAT_STATUS_W:
            return str(self.view.totals[seat])
        return text

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        theme = self.theme
        draw.box(surface, FELT, (16, 40, 32, 120), 24, theme.colour("accent_pressed"), 3)  # the backdrop's felt shows through
        self.draw_seats(surface)
        if not self.picker_shown():  # the hide dialog lies over the whole felt
            self.draw_piles(surface)
        self.drawn = {}
        if self.picker_shown():
            self.draw_scare_picker(surface)
        else:
            self.draw_trick(surface)
            self.draw_forecast(surface)
        self.draw_me(surface)
        self.draw_side(surface)
        for flight in self.flights:
            self.draw_flight(surface, flight)
        if not self.picker_shown():
            self.draw_slot_names(surface)  # over the flying cards: a card never covers a name
        if self.overlay is not None:
            self.draw_round_end(surface)  # the summary is drawn last but the score table: nothing over it
        else:
            self.draw_banner(surface)
        if self.show_scores:
            self.draw_score_table(surface)

    def picker_shown(self) -> bool:
        """The hide dialog (GB-3) is up: this seat hides its scared card, nothing is
        animating and no banner is telling news (the dialog waits for the banner)."""
        return bool(self.scare_buttons) and not self.steps and self.banner_tween is None

    def picker_waits(self) -> bool:
        """The hide dialog waits for the banner ("Round 2 begins") to go (a click skips it)."""
        return bool(self.scare_buttons) and not self.steps and self.banner_tween is not None


def make_table(scene) -> GhostbumpersTable:
    return GhostbumpersTable(scene)
