"""Ghostbumpers on screen: every seat's character deck with its revealed cards, the trick
with each play's strength and the winning play marked, the draw and discard piles, the
viewer's own hand (select identical cards, see the k.v strength, then Play), the secret
scared-card depth pick with its risk explained, round scoring counted card by card and
a score table across rounds.

Drawing and input only: clicks and keys become SetScareLevel / PlayCards / PlayZeroTen /
DiscardCard actions that the rules check. The table reads the game through its seat's
feed (``self.feed``, ghostparlor/feed.py): only the view of ``scene.viewer()`` is drawn
(hot seat: the hand and the scared card's depth are shown to their owner only).

Events are animated one after another from a queue (a play flies in, the trick winner is
marked, reveals flip one by one, the round is counted); while the queue runs the table
keeps drawing the view it had, and takes the new view when the queue is empty. A click,
Enter or Space skips the running animations.

The table is made of panel objects (panel.py), each owning its widgets and state:

* ``art``        art.py      the card and character-card pictures
* ``display``    display.py  what the running animations show on top of the view
* ``seats``      seats.py    the other seats' panels and where each seat sits
* ``piles``      piles.py    the draw and discard piles
* ``tricks``     tricks.py   the trick's slots and the forecast
* ``own``        own.py      the viewer's own panel
* ``hand_panel`` hand.py     the viewer's hand, the prompt, the Play buttons
* ``picker``     dialogs.py  the hide dialog (GB-3)
* ``scores``     scores.py   the score table (GB-24)
* ``summary``    summary.py  the round summary (GB-19 to GB-22); ``results_sheet``
* ``anim``       anim.py     the animation queue, flights and banner
* ``marks``      marks.py    the last-move marks
* ``open_view``  open.py     a finished game's replay with every hand open
* ``learn``      learn.py    the inspect tips
* ``notes``      notes.py    the notes panel

This module builds the table from them, takes each new view, hands input to the panel
whose widget it is, draws the panels in order, and keeps every name other code imports.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import (
    ZERO_TEN, DiscardCard, GhostbumpersView, PlayCards, PlayZeroTen, SetScareLevel,
)
from ghostparlor.games.ghostbumpers.table.anim import Animations
from ghostparlor.games.ghostbumpers.table.art import Art
from ghostparlor.games.ghostbumpers.table.dialogs import ScarePicker
from ghostparlor.games.ghostbumpers.table.display import Display
from ghostparlor.games.ghostbumpers.table.hand import HandPanel
from ghostparlor.games.ghostbumpers.table.layout import (  # noqa: F401 (re-exported: names other code imports from here)
    CARD, CHAR, DISCARD_POS, DRAW_POS, FELT, FORECAST, HAND_RECT, ME_PANEL, MINI, NAV_KEYS, PILE_CARD, PLAY_BUTTON,
    SCORES_BUTTON, SEAT_ROW, SIDE, SKIP_KEYS, SLOT_H, SLOT_TOP, TEN_BUTTON, TRICK, VALUE_COLOURS, ZERO_BUTTON, Step,
    best_index, strength_text,
)
from ghostparlor.games.ghostbumpers.table.learn import LearnPanel
from ghostparlor.games.ghostbumpers.table.marks import LastMoveMarks
from ghostparlor.games.ghostbumpers.table.notes import NotesPanel
from ghostparlor.games.ghostbumpers.table.open import OpenView
from ghostparlor.games.ghostbumpers.table.own import OwnPanel
from ghostparlor.games.ghostbumpers.table.piles import PilesPanel
from ghostparlor.games.ghostbumpers.table.scores import ScoreTable
from ghostparlor.games.ghostbumpers.table.seats import SeatsPanel
from ghostparlor.games.ghostbumpers.table.summary import RoundSummary, results_sheet  # noqa: F401 (the results screen asks)
from ghostparlor.games.ghostbumpers.table.tricks import TrickPanel
from ghostparlor.scenes.game import HintMark, Table
from ghostparlor.ui import draw


SEAT_STATUS_W = 104  # the players panel: a row's width less 150 for the name, less the margins


def _prompt_area() -> pygame.Rect:
    """The prompt above the hand, between the felt and the cards' tops (no tip covers it)."""
    return pygame.Rect(HAND_RECT.x - 10, FELT.bottom + 2, HAND_RECT.w + 20, HAND_RECT.y + 8 - FELT.bottom - 2)


class GhostbumpersTable(Table):
    HANDOFF_SHOWS = "cards"
    BACKDROP = "ghostbumpers/backdrop.jpg"

    MOMENTS = {"card_revealed": lambda e: "big" if e.scared else "notable", "trick_won": "notable",
               "bottom_card_moved": lambda e: "notable" if e.moved else None}

    def __init__(self, scene) -> None:
        super().__init__(scene)
        # the view taken last (only the viewer's), and the legal actions when it is their turn
        self.view: GhostbumpersView | None = None
        self.legal: list = []
        self.viewer_seat: int | None = None
        self.actions_seen = 0
        self.pending = False  # a newer view waits for the animations to end
        self.drawn: dict[str, pygame.Rect] = {}  # what the last frame drew where (banner, dialog, summary)
        # the panels (the hand's widgets first, then the Scores button: the keyboard's order)
        self.art = Art(self)
        self.display = Display(self)
        self.seats = SeatsPanel(self)
        self.piles = PilesPanel(self)
        self.tricks = TrickPanel(self)
        self.own = OwnPanel(self)
        self.hand_panel = HandPanel(self)
        self.scores = ScoreTable(self)
        self.picker = ScarePicker(self)
        self.summary = RoundSummary(self)
        self.anim = Animations(self)
        self.marks = LastMoveMarks(self)
        self.open_view = OpenView(self)
        self.learn = LearnPanel(self)
        self.notes = NotesPanel(self)

    @property
    def hand(self):
        """The viewer's hand (a CardHand): the hand panel's."""
        return self.hand_panel.hand

    @property
    def show_scores(self) -> bool:
        """The score table is open (it covers the table)."""
        return self.scores.shown

    def prompt_area(self) -> pygame.Rect:
        return _prompt_area()

    # --- model -----------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        count = self.feed.actions_played()
        rewound = count < self.actions_seen
        self.actions_seen = count
        if rewound or viewer != self.viewer_seat or self.view is None or self.view.seat != viewer:
            self.anim.skip(apply=False)  # a new person or an undo: never draw the old view
            self.viewer_seat = viewer
            self.apply_view()
            return
        if self.anim.steps:
            self.pending = True
            return
        self.apply_view()

    def apply_view(self) -> None:
        """Take the current view (only the viewer's) and the legal actions when it is their turn."""
        self.pending = False
        self.view = view = self.feed.view()
        self.open_view.take_snapshot()  # the full state beside it, in a replay's open view only
        my_turn = self.scene.my_turn()
        self.legal = self.feed.legal_actions() if my_turn else []
        self.display.reset()
        self.hand_panel.refresh()
        self.picker.refresh()
        self.update_buttons()
        if my_turn and (self.focus.focused is None or not self.focus.focused.accepts_focus):
            if self.picker.buttons:
                self.focus.focus(self.picker.buttons[0], visible=False)
            elif view.hand:
                self.focus.focus(self.hand, visible=False)

    def update_buttons(self) -> None:
        """Every button's state from the view, the selection and the animations."""
        self.hand_panel.update_buttons()
        self.scores.button.visible = not self.picker.buttons  # the hide dialog lies over its place
        self.picker.update_buttons()

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        anim, picker = self.anim, self.picker
        if anim.steps or picker.waits():
            if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1) or (
                    event.type == pygame.KEYDOWN and event.key in SKIP_KEYS):
                anim.skip()
                if picker.waits():  # the news is in the log: the dialog comes now
                    anim.banner_tween = None
                    self.update_buttons()
                return None
            if event.type == pygame.MOUSEMOTION:
                self.focus.handle(event)
            return None
        if self.scores.handle(event):
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
        source = action.source
        if source is self.scores.button:
            if action.kind == "click":
                self.scores.open()
            return None
        if self.hand_panel.owns(source):
            return self.hand_panel.handle(action)
        if picker.owns(source):
            return picker.handle(action)
        return None

    def hint_marks(self, move) -> list[HintMark]:
        if self.scores.shown or self.summary.overlay is not None:  # the table is covered
            return []
        hand_panel = self.hand_panel
        if isinstance(move, PlayCards):
            return self.hand_marks(self.hand, move.card, move.count)
        if isinstance(move, DiscardCard):
            return self.hand_marks(self.hand, move.card)
        if isinstance(move, PlayZeroTen):  # the card, then the announcement once it is picked
            button = hand_panel.ten_button if move.announce == 10 else hand_panel.zero_button
            extra = [HintMark(pygame.Rect(button.rect))] if button.visible else []
            return self.hand_marks(self.hand, ZERO_TEN) + extra
        if isinstance(move, SetScareLevel):
            return [HintMark(pygame.Rect(b.rect)) for b in self.picker.buttons if b.action == move.position]
        return super().hint_marks(move)

    # --- the animations ------------------------------------------------------------------
    def sound_for(self, happening, viewer: int | None) -> str | None:
        """Sounds are played when their animation step starts (so a reveal sounds when it
        flips, not when the bot decided); see :meth:`Animations.step_sound`."""
        return None

    def animate(self, happening, viewer: int | None) -> None:
        self.anim.animate(happening, viewer)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.anim.update(dt)

    def busy(self) -> bool:
        return bool(self.anim.steps) or self.picker.waits()

    def lively(self) -> bool:
        return self.anim.lively()

    # --- what the game scene asks ------------------------------------------------------------
    def last_move_marks(self, moves: dict, viewer: int | None) -> list:
        return self.marks.marks(moves, viewer)

    def inspectables(self, viewer):
        return self.learn.inspectables(viewer)

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.notes.draw(surface, rect)

    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.rounds:
            text = t("ghostbumpers.ui.round", round=view.round, rounds=view.rounds)
        else:
            text = t("ghostbumpers.ui.round_target", round=view.round, target=view.target_score)
        if self.summary.overlay is not None:  # the round being counted (the view may be the next round's already)
            event = self.summary.overlay["event"]
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

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        theme = self.theme
        draw.box(surface, FELT, (16, 40, 32, 120), 24, theme.colour("accent_pressed"), 3)  # the backdrop's felt shows through
        self.seats.draw(surface)
        picker = self.picker.shown()  # the hide dialog lies over the whole felt
        if not picker:
            self.piles.draw(surface)
        self.drawn = {}
        if picker:
            self.picker.draw(surface)
        else:
            self.tricks.draw(surface)
        self.own.draw(surface)
        self.hand_panel.draw(surface)
        self.hand_panel.draw_buttons(surface)
        self.scores.draw_button(surface)
        self.anim.draw_flights(surface)
        if not picker:
            self.tricks.draw_slot_names(surface)  # over the flying cards: a card never covers a name
        if self.summary.overlay is not None:
            self.summary.draw(surface)  # the summary is drawn last but the score table: nothing over it
        else:
            self.anim.draw_banner(surface)
        if self.scores.shown:
            self.scores.draw(surface)


def make_table(scene) -> GhostbumpersTable:
    return GhostbumpersTable(scene)
