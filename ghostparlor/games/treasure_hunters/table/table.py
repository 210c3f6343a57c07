"""Ghost Fightin' Treasure Hunters on screen: the house drawn from the YAML graph (rooms
with their letters, hallway squares, coloured doors, the front door), the pawns (seat
colour AND seat shape, with the pawn's initial), ghosts, hauntings and jewels in the
rooms; beside it the team's progress (jewels out, rooms haunted, ghosts), the cards,
the movement die and the battle dice; below it the prompt, the choice buttons and the
pawn roster.

Drawing and input only: clicks and keys become Move / PickUpJewel / PutDownJewel /
SkipJewel actions that the rules check. Every event is played as a step (die roll,
card, ghost flight, pawn walk, fight); the shown position follows the steps, so the
board never jumps ahead of what has been animated.
"""
from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import (
    CardDrawn,
    DeckShuffled,
    DieRolled,
    DoorsLocked,
    DoorsUnlocked,
    GameOver,
    GhostPlaced,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    JewelPutDown,
    JewelRevealed,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.games.treasure_hunters.table.art import STRIP, P, BattleDie
from ghostparlor.games.treasure_hunters.table.board import HouseBoard
from ghostparlor.games.treasure_hunters.table.learn import TableTips
from ghostparlor.games.treasure_hunters.table.marks import move_marks, results_sheet, seat_counts  # noqa: F401  (results_sheet: the results screen's)
from ghostparlor.games.treasure_hunters.table.names import PawnWords
from ghostparlor.games.treasure_hunters.table.notes import NotesPanel
from ghostparlor.games.treasure_hunters.table.pawns import Walks
from ghostparlor.games.treasure_hunters.table.shown import follow, shown_of
from ghostparlor.games.treasure_hunters.table.side import SidePanel
from ghostparlor.games.treasure_hunters.table.strip import Banner, ChoiceStrip
from ghostparlor.scenes.game import Table
from ghostparlor.ui import Button, Tween
from ghostparlor.ui.spot import Spot


class TreasureHuntersTable(Table):
    """The table, made of its parts: the house (:class:`~.board.HouseBoard`), the walks and
    trails (:class:`~.pawns.Walks`), the side panel (:class:`~.side.SidePanel`), the strip
    (:class:`~.strip.ChoiceStrip`), the banner, the Notes tab (:class:`~.notes.NotesPanel`)
    and the inspect tips (:class:`~.learn.TableTips`). It owns what they share: the view,
    the position shown (``shown``, following the steps), the legal actions and the steps."""

    BACKDROP = "treasure_hunters/backdrop.jpg"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        game = self.game
        self.b = game.board
        BattleDie.faces = tuple(game.battle_faces)
        # what is shown (follows the animation steps, not the game)
        self.view = None
        self.view_seat: int | None = -99
        self.shown: dict = {}
        self.legal: list = []
        self.steps: list[dict] = []
        self.pulse = 0.0
        # the parts (the board's places, then the strip's buttons, then the goal: the focus order)
        self.words = PawnWords(self.feed, self.theme)
        self.board = HouseBoard(self)
        self.walks = Walks(self)
        self.strip = ChoiceStrip(self)
        self.side = SidePanel(self)
        self.banner = Banner()
        self.notes = NotesPanel(self)
        self.tips = TableTips(self)

    # --- model ---------------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        self.view = view = self.feed.view()
        self.view_seat = viewer
        self.shown = shown_of(view)
        self.side.refresh(view, not self.steps)
        my_turn = self.scene.my_turn()
        self.legal = legal = self.feed.legal_actions() if my_turn else []
        dests = self.board.refresh(legal, my_turn)
        self.strip.refresh(view, legal, dests)
        if my_turn:
            focused = self.focus.focused
            if focused is None or not focused.accepts_focus:
                order = self.focus.focus_order()
                preferred = [w for w in order if w in (self.strip.pickup_button, self.strip.putdown_button)]
                if preferred or order:
                    self.focus.focus((preferred or order)[0], visible=False)

    # --- text for the frame ----------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None or not self.shown:
            return ""
        return t(P + "status", delivered=self.shown["delivered"], jewels=self.game.jewel_count,
                 haunted=self.shown["markers"], limit=view.markers_total)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        view = self.view
        if view is None:
            return ""
        pawns = [p for p, owner in enumerate(view.pawn_owner) if owner == seat]
        initials = [self.words.initial(p) for p in pawns]
        from ghostparlor.ui.glyphs import missing

        for gap in (" ", "\u2009"):  # the players panel keeps ~100 px for it (body size)
            line = gap.join(initials)
            if missing(gap, self.assets.font_path(self.assets.weight_for(line, "bold"))):
                continue
            if self.assets.text_width(line, "body", "bold") <= 100:
                return line
        return "" if len(pawns) == len(view.pawn_owner) else "".join(initials)  # one person plays every pawn: nothing to tell apart

    def prompt(self) -> tuple[str, tuple]:
        """The strip's prompt line and its colour."""
        return self.strip.prompt()

    def prompt_area(self) -> pygame.Rect:
        """The strip's prompt lines at its top (no tip covers them; the keys line may be)."""
        return pygame.Rect(STRIP.x, STRIP.y, STRIP.w - 210, STRIP.h // 2)  # left of the choice buttons

    def last_move_marks(self, moves: dict, viewer: int | None) -> list:
        marks, self.walks.trails = move_marks(self.feed, self.board, moves, viewer)
        return marks

    def inspectables(self, viewer: int | None) -> list:
        return self.tips.things(viewer)

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.notes.draw(surface, rect)

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        walked, said = self.walk_legal(event, t(P + "why.nothing_to_choose"))
        if walked:
            return said
        action = self.focus.handle(event)
        if action is None:
            return None
        if isinstance(action.source, Spot):
            return self.board.handle(action)
        if isinstance(action.source, Button):
            return self.strip.handle(action)
        return None

    # --- animation ---------------------------------------------------------------------------
    def add_step(self, kind: str, duration: float, event=None, **data) -> None:
        self.steps.append({"kind": kind, "duration": duration, "tween": None, "event": event, **data})

    def animate(self, happening, viewer: int | None) -> None:
        e = happening.event
        names = self.feed.names()
        if isinstance(e, DieRolled):
            self.add_step("roll", 0.75, e)
        elif isinstance(e, CardDrawn):
            self.add_step("card", 0.55, e)
        elif isinstance(e, GhostPlaced):
            self.add_step("ghost", 0.6, e)
            if e.haunted or e.skipped:
                self.banner.show(self.game.describe_event(e, names, viewer))
        elif isinstance(e, PawnMoved):
            path = self.walks.walked_path(e)  # square by square, one short leg per space
            self.add_step("move", self.walks.step_seconds() * max(0, len(path) - 1), e, path=path)
        elif isinstance(e, (GhostsFought, UnhauntRolled)):
            self.add_step("fight", 0.9, e)
            self.add_step("pause", 0.35)
        elif isinstance(e, (JewelDelivered, JewelPickedUp, JewelPutDown, JewelRevealed)):
            self.add_step("jewel", 0.45, e)
        elif isinstance(e, (DoorsLocked, DoorsUnlocked, PawnTrapped, DeckShuffled)):
            self.add_step("note", 0.0, e)
            self.banner.show(self.game.describe_event(e, names, viewer))
        elif isinstance(e, GameOver):
            self.add_step("note", 0.0, e)
            self.banner.show(self.game.describe_event(e, names, viewer), 4.0)
        else:
            self.add_step("note", 0.0, e)

    def start_step(self, step: dict) -> None:
        step["tween"] = Tween(0.0, 1.0, step["duration"], "linear" if step["kind"] in ("pause", "move") else "ease_out_cubic")
        self.side.start_step(step)

    def finish_step(self, step: dict) -> None:
        e = step["event"]
        if e is None or not self.shown:
            return
        follow(self.shown, e, self.b.room_ids)
        if isinstance(e, (GhostsFought, UnhauntRolled)):
            self.side.fight_done(e)

    def sound_for(self, happening, viewer: int | None) -> str | None:
        e = happening.event
        if isinstance(e, (DieRolled, GhostsFought, UnhauntRolled)):
            return "dice_roll"
        if isinstance(e, CardDrawn):
            return "card_draw"
        if isinstance(e, GhostPlaced):
            return "haunting" if e.haunted else "ghost_found"
        if isinstance(e, PawnMoved):  # through a door (into or out of a room, or out of the house), else a step
            b = self.b
            return "door" if any(n in b.rects or n == b.out_id for n in self.walks.walked_path(e)) else "click"
        if isinstance(e, (DoorsLocked, DoorsUnlocked)):
            return "door"
        if isinstance(e, (JewelPickedUp, JewelRevealed)):
            return "reveal"
        if isinstance(e, JewelDelivered):
            return "take_pile"
        if isinstance(e, DeckShuffled):
            return "fog"
        if isinstance(e, GameOver):
            return "win" if e.outcome == "won" else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        # the active pawn's ring breathes while the table moves anyway; at rest it holds its widest
        # (a frame is drawn only when something changes: a ring drawn at rest must not depend on time)
        self.pulse = (self.pulse + dt) % 2.0 if self.lively() else 0.5
        self.side.update(dt)
        while self.steps:
            step = self.steps[0]
            if step["tween"] is None:
                self.start_step(step)
            step["tween"].update(dt)
            rolling = step["kind"] in ("roll", "fight") and self.side.rolling()
            if step["tween"].done and not rolling:
                self.steps.pop(0)
                self.finish_step(step)
                dt = 0.0
                continue
            break
        self.banner.update(dt)
        self.side.update_card(dt)

    MOMENTS = {"ghost_placed": lambda e: "big" if e.haunted else "notable", "jewel_delivered": "big",
               "ghosts_fought": "notable", "pawn_trapped": "notable", "jewel_revealed": "notable", "deck_shuffled": "notable"}

    def busy(self) -> bool:
        return bool(self.steps)

    def frame_key(self):
        return super().frame_key(), self.lively() or self.pulse  # the ring settles when the table comes to rest

    def lively(self) -> bool:
        return self.busy() or self.banner.tween is not None or self.side.card_tween is not None or self.side.rolling()

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())
        if self.view is None:
            return
        self.board.draw(surface)
        self.side.draw(surface)
        self.strip.draw(surface)
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.board.draw_step(surface, step)
        self.banner.draw(surface)


def results_credits(feed) -> tuple[str, list[str]]:
    """The results screen's score column for a co-operative game: each person's own
    deliveries (TH-14, by the pawns they play), not the team's total repeated."""
    counts = seat_counts(feed)["delivered"]
    return t(P + "credit_label"), [t(P + "credit", n=c) for c in counts]


def make_table(scene) -> TreasureHuntersTable:
    return TreasureHuntersTable(scene)
