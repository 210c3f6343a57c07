"""Don't Go In There on screen: the three room boards (card slots on top, spaces 1..4
below with their flashlights and meeples), the dice of a resolving room, the prompt
for the player to move (with buttons for every choice a card or a room asks for) and
every player's collected curse cards grouped by type, with curses, ghosts and meeples.

Drawing and input only: clicks and keys become PlaceMeeple / TakeCard / Reroll /
TurnDie / KeepRoll / ChooseDollSet / TomeDispel / ChooseType actions that the game
checks. The table knows the game only through its seat's feed (ghostparlor/feed.py):
only the viewer's view is drawn (hot seat keeps the face-down Secret Passage card and
hidden ghost counts private); the replay's "all hands open" view of a finished game
shows them, marked (open.py).

The table is composed of panels (part.py), each owning what it keeps, with its own
refresh / update / draw / inspect tips: the boards (boards.py, their heads header.py),
the strip under them (strip.py), the players' panels (players.py, their collections'
layout collection.py), the question and die-ability buttons (choices.py), the final
scoring (final.py), what moves between two views (motion.py), the open view's secrets
(open.py), the last-move marks (marks.py) and the side panel's notes (learn.py). This
module holds the table's model (the view, the legal actions), its input and
``make_table``; the pictures and the layout are in art.py, the results' score sheet in
sheet.py (``results_sheet``). The names others import stay importable from here.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import (
    BoardFlipped,
    CardsDispelled,
    CardTaken,
    DiceRolled,
    GameOver,
    MeepleHaunted,
    MeeplePlaced,
    PlaceMeeple,
    RoomResolves,
    SecretCardRevealed,
    SecretCardSeen,
    TakeCard,
)
from ghostparlor.games.dont_go_in_there.table.art import (  # noqa: F401 (names others import from here)
    BOARD_GAP,
    BOARD_H,
    BOARD_W,
    BOARD_X0,
    BOARD_Y,
    CARD,
    CARD_DICE,
    CARD_GAP,
    CURSE_STYLE,
    DIE,
    INK,
    P,
    PARCHMENT,
    PLAYERS,
    ROOM_TINT,
    SETUP_PHASES,
    SPACE_GAP,
    SPACE_H,
    STRIP,
    GhostDie,
    _ghost,
    board_rect,
    card_surface,
    curse_chip,
    curse_of,
    die_face,
    draw_lamp,
    slot_rect,
    space_rect,
    value_of,
)
from ghostparlor.games.dont_go_in_there.table.boards import BoardsPanel
from ghostparlor.games.dont_go_in_there.table.choices import ChoicePanel
from ghostparlor.games.dont_go_in_there.table.final import FinalScoring
from ghostparlor.games.dont_go_in_there.table.learn import NotesPanel
from ghostparlor.games.dont_go_in_there.table.marks import RoomMarks
from ghostparlor.games.dont_go_in_there.table.motion import Motion
from ghostparlor.games.dont_go_in_there.table.open import OpenSecrets
from ghostparlor.games.dont_go_in_there.table.players import SeatPanels
from ghostparlor.games.dont_go_in_there.table.sheet import results_sheet, tiebreak_text  # noqa: F401
from ghostparlor.games.dont_go_in_there.table.strip import StripPanel
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table  # noqa: F401
from ghostparlor.ui import Button
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.last_move import LastMark
from ghostparlor.ui.spot import Spot


SEAT_STATUS_W = 124  # what the frame's seat list leaves right of a player's name (scenes/game.py)


class DontGoInThereTable(Table):
    BACKDROP = "dont_go_in_there/backdrop.jpg"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        game = self.game
        GhostDie.faces = tuple(game.spec.content["dice"]["faces"])
        CARD_DICE.update({cid: game.dice_of[k] for k, cid in enumerate(game.card_ids)})
        self.view = None  # the viewer's view (the open view's secrets filled in), as of the last refresh
        self.view_seat: int | None = -99  # whose view it is
        self.legal: list = []  # the feed's legal actions when it is the viewer's turn
        self._first_refresh = True
        # the panels (the boards' spots first: the keyboard walks them before the buttons)
        self.boards = BoardsPanel(self)
        self.strip = StripPanel(self)
        self.players = SeatPanels(self)
        self.choice = ChoicePanel(self)
        self.final = FinalScoring(self)
        self.motion = Motion(self)
        self.secrets = OpenSecrets(self)
        self.marks = RoomMarks(self)
        self.notes = NotesPanel(self)

    # --- model ---------------------------------------------------------------
    def board_of(self, room: str) -> int:
        g = self.game
        return g.board_of_room[g.room_index[room]]

    def refresh(self, viewer: int | None) -> None:
        # the seat's view; the replay's open view fills in every secret (open.py)
        self.view = view = self.secrets.open_view(self.feed.view())
        self.view_seat = viewer
        my_turn = self.scene.my_turn()
        self.legal = legal = self.feed.legal_actions() if my_turn else []
        self.boards.refresh(view, legal, my_turn, self.feed.names())
        self.choice.build(view, legal)
        # the dice of a resolving room (also when the table opens mid-resolution)
        if view.resolving and view.phase != "roll":
            if not self.strip.rolling():
                self.strip.set_dice(view.dice, view.rolled)
        # the final scoring, step by step
        if view.phase == "over":
            self.marks.drop_over_boards()  # the final scoring covers the boards from now on
        self.final.refresh(view, viewer, self._first_refresh)
        self._first_refresh = False
        # keyboard: land on the first thing to do
        if my_turn:
            focused = self.focus.focused
            if focused is None or not focused.accepts_focus:
                order = self.focus.focus_order()
                if order:
                    self.focus.focus(order[0], visible=False)

    # --- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        walked, said = self.walk_legal(event, t(P + "why.nothing_to_choose"))
        if walked:
            return said
        action = self.focus.handle(event)
        if action is None:
            return None
        source = action.source
        if isinstance(source, Spot):
            if action.kind == "rejected":
                return source.reason or t("game.not_your_turn")
            if action.kind == "click":
                if not self.scene.my_turn():
                    return t("game.not_your_turn")
                return source.action
            return None
        if isinstance(source, Button) and action.kind == "click" and source in self.choice.buttons:
            return source.action
        return None

    # --- animation ------------------------------------------------------------------
    def animate(self, happening, viewer: int | None) -> None:
        self.motion.animate(happening, viewer)

    def sound_for(self, happening, viewer: int | None) -> str | None:
        e = happening.event
        if isinstance(e, MeeplePlaced):
            return "click"
        if isinstance(e, RoomResolves):
            return "door"  # the room's door opens on the meeples in it
        if isinstance(e, DiceRolled):
            return "dice_roll"
        if isinstance(e, CardTaken):
            return "card_draw"
        if isinstance(e, SecretCardSeen) and e.visible_to(viewer):
            return "reveal"
        if isinstance(e, SecretCardRevealed):
            return "reveal"
        if isinstance(e, MeepleHaunted) and e.ghosts > 0 and e.seat == viewer:
            return "scare"
        if isinstance(e, CardsDispelled):
            return "mirror"
        if isinstance(e, BoardFlipped):
            return "take_pile"
        if isinstance(e, GameOver):
            return self.ending_sound(e, viewer)
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.strip.update(dt)
        dt = self.motion.update(dt)  # nothing left of it once a step has ended
        self.final.update(dt)

    MOMENTS = {"room_resolves": "big", "board_flipped": "big", "dice_rolled": "notable", "meeple_haunted": "notable",
               "card_taken": "notable", "cards_dispelled": "notable"}

    def moment_rect(self, happening, viewer):
        room = getattr(happening.event, "room", None)
        if type(happening.event).TYPE != "room_resolves" or self.view is None:
            return None
        b = next((i for i, bd in enumerate(self.view.boards) if bd.room == room), None)
        return board_rect(b) if b is not None else None

    def prompt_area(self) -> pygame.Rect:
        """Where the prompt is written in the strip under the rooms, between the deck and
        the dice or the keys hint (no tip covers it); the whole strip before it is drawn."""
        return pygame.Rect(self.strip.prompt_rect if self.strip.prompt_rect is not None else STRIP)

    def busy(self) -> bool:
        return self.motion.busy() or self.final.busy()

    def lively(self) -> bool:
        return self.busy() or self.motion.lively() or self.strip.rolling()

    # --- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())  # never draw another seat's view (hot seat)
        view = self.view
        if view is None:
            return
        self.boards.draw(surface)
        self.strip.draw(surface)
        self.players.draw(surface)
        self.motion.draw_steps(surface)
        self.motion.draw_floats(surface)
        asking = self.choice.asking()
        if asking:
            self.choice.draw(surface)
        if view.phase == "over" and self.final.lines:
            self.final.draw(surface)
        if not asking:  # never over a question being asked
            self.motion.draw_banner(surface)

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The side panel's notes: the cards of each type still to come (learn.py)."""
        self.notes.draw(surface, rect)

    # --- what the table says to the frame, the hint, the coach and the inspect tips ---------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        return t(P + "status", turn=min(view.turn + 1, view.turns_total), total=view.turns_total, deck=view.deck_size)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None or seat >= len(view.curses):
            return ""
        status = t(P + "seat_curses", curses=view.curses[seat])
        # the frame's seat list keeps ~100 px right of the name for it: the bare number when
        # the words do not fit there (the players' panels say "11 curses" in full)
        if self.assets.text_width(status, "body", "bold") > SEAT_STATUS_W:
            return str(view.curses[seat])
        return status

    def prompt(self) -> tuple[str, tuple]:
        """What the person is to do now (or whose turn it is), and its colour (strip.py)."""
        return self.strip.prompt()

    def inspectables(self, viewer: int | None) -> list[Thing]:
        view = self.view
        if view is None or self.choice.asking():
            return []
        names = self.feed.names()
        things: list[Thing] = []
        if view.phase != "over":  # the final scoring covers the boards and the strip
            things.extend(self.boards.things(names))
            things.extend(self.strip.things())
        for seat, rect in self.players.seat_rects().items():
            things.extend(self.players.seat_things(seat, rect, names, viewer))
        return things + self.secrets.things()  # the replay's open view: the removed cards (open.py)

    def hint_marks(self, move) -> list[HintMark]:
        view = self.view
        if isinstance(move, PlaceMeeple):
            return [HintMark(space_rect(self.board_of(move.room), move.space))]
        if isinstance(move, TakeCard):
            if view is None or view.resolving is None:
                return []
            return [HintMark(slot_rect(self.board_of(view.resolving), move.slot))]
        return [HintMark(pygame.Rect(b.rect)) for b in self.choice.buttons if b.visible and b.action == move]

    def last_move_marks(self, moves: dict, viewer: int | None) -> list[LastMark]:
        return self.marks.last_move_marks(moves, viewer)


def make_table(scene) -> DontGoInThereTable:
    return DontGoInThereTable(scene)
