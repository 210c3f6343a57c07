"""Don't Go In There on screen: the three room boards (card slots on top, spaces 1..4
below with their flashlights and meeples), the dice of a resolving room, the prompt
for the player to move (with buttons for every choice a card or a room asks for) and
every player's collected curse cards grouped by type, with curses, ghosts and meeples.

Drawing and input only: clicks and keys become PlaceMeeple / TakeCard / Reroll /
TurnDie / KeepRoll / ChooseDollSet / TomeDispel / ChooseType actions that the session
checks. Only the viewer's view is drawn (hot seat keeps the face-down Secret Passage
card and hidden ghost counts private); the replay's "all hands open" view of a finished
game shows them, marked (scene_open.py).

By panel: this module holds the table's model, buttons, input and animation (and
``make_table``); scene_art.py the layout and the procedural pictures; scene_draw.py the
drawing of every panel; scene_marks.py the last-move marks and the collections' layout;
scene_sheet.py the results' score sheet (``results_sheet``). The names others import
stay importable from here.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import (
    END_ORDER,
    BoardFlipped,
    BoardRemoved,
    CardsDispelled,
    CardTaken,
    ChooseDollSet,
    ChooseType,
    DiceRolled,
    DieTurned,
    EffectWithoutTarget,
    FirstPlayerChosen,
    GameOver,
    GhostPenalty,
    GhostsChanged,
    GhostsPassed,
    KeepRoll,
    MeepleHaunted,
    MeeplePlaced,
    PlaceMeeple,
    RemovedCardsShown,
    Reroll,
    RoomResolves,
    SecretCardRevealed,
    SecretCardSeen,
    TakeCard,
    TomeDispel,
    TomeNamed,
    TurnDie,
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
    NEXT_KEYS,
    P,
    PARCHMENT,
    PLAYERS,
    PREV_KEYS,
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
from ghostparlor.games.dont_go_in_there.table.draw import TableDrawing
from ghostparlor.games.dont_go_in_there.table.learn import TableLearn
from ghostparlor.games.dont_go_in_there.table.marks import TableMarks, collection_rows  # noqa: F401
from ghostparlor.games.dont_go_in_there.table.open import TableOpen
from ghostparlor.games.dont_go_in_there.table.sheet import results_sheet, tiebreak_text  # noqa: F401
from ghostparlor.scenes.game import TABLE_RECT, Table  # noqa: F401
from ghostparlor.session import Happening
from ghostparlor.ui import Button, Tween
from ghostparlor.ui.spot import Spot


SEAT_STATUS_W = 124  # what the frame's seat list leaves right of a player's name (scenes/game.py)


class DontGoInThereTable(TableOpen, TableLearn, TableDrawing, TableMarks, Table):
    BACKDROP = "dont_go_in_there/backdrop.jpg"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        game = self.game
        GhostDie.faces = tuple(game.spec.content["dice"]["faces"])
        CARD_DICE.update({cid: game.dice_of[k] for k, cid in enumerate(game.card_ids)})
        self.view = None
        self.view_seat: int | None = -99
        self.legal: list = []
        self.slot_spots = {(b, s): Spot(slot_rect(b, s), f"slot_{b + 1}_{s}") for b in range(3) for s in (1, 2, 3)}
        self.space_spots = {(b, s): Spot(space_rect(b, s), f"space_{b + 1}_{s}") for b in range(3) for s in (1, 2, 3, 4)}
        for b in range(3):
            self.focus.add(*(self.slot_spots[(b, s)] for s in (1, 2, 3)))
        for b in range(3):
            self.focus.add(*(self.space_spots[(b, s)] for s in (1, 2, 3, 4)))
        self.buttons: list[Button] = []
        self.choice_title = ""
        self.dice: list[GhostDie] = []
        self.dice_info: tuple[int, int] | None = None  # (dice, ghosts) of the last roll
        self.steps: list[dict] = []  # animations played one after the other (hold the bots)
        self.floats: list[dict] = []  # "+1 ghost" texts shown at a seat's ghosts or on a space
        self.float_boxes: dict[tuple, pygame.Rect] = {}  # where those show (set as the panels are drawn)
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.extra_meeples: dict[tuple[int, int], int] = {}  # landed meeples not in the (stale) view yet
        self.hidden_slots: set[tuple[int, int]] = set()  # cards flown away, not in the view yet
        self.revealed: dict[tuple[int, int], str] = {}  # Secret Passage cards turned up, view not refreshed
        self.resolving_board: int | None = None
        self.final_lines: list[str] = []
        self.final_shown = 0
        self.final_tween: Tween | None = None
        self.prompt_rect: pygame.Rect | None = None  # where the prompt was last written (scene_draw)
        self._first_refresh = True

    # --- model ---------------------------------------------------------------
    def board_of(self, room: str) -> int:
        g = self.game
        return g.board_of_room[g.room_index[room]]

    def refresh(self, viewer: int | None) -> None:
        game = self.game
        # a spectator's view; the replay's open view fills in every secret (scene_open)
        self.view = view = self.open_view(game.view(self.session.state, viewer))
        self.view_seat = viewer
        self.extra_meeples.clear()
        self.hidden_slots.clear()
        self.revealed.clear()
        my_turn = self.scene.my_turn()
        self.legal = legal = self.session.legal_actions() if my_turn else []
        places = {(a.room, a.space) for a in legal if isinstance(a, PlaceMeeple)}
        takes = {a.slot for a in legal if isinstance(a, TakeCard)}
        names = self.session.names()
        mover = view.to_move
        res_b = self.board_of(view.resolving) if view.resolving else None
        self.resolving_board = res_b
        for (b, s), spot in self.space_spots.items():
            bd = view.boards[b]
            room = bd.room
            spot.visible = room is not None
            spot.legal = room is not None and (room, s) in places
            spot.action = PlaceMeeple(room, s) if room else None
            who = bd.meeples[s - 1] if room else None
            if room is None:
                spot.reason = t(P + "why.board_out")
            elif not my_turn:
                spot.reason = self._wait_reason(mover, names)
            elif who is not None:
                spot.reason = t(P + "why.space_taken")
            elif view.phase == "claim":
                spot.reason = t(P + "why.claim_first", room=game.room_name(view.resolving))
            else:
                spot.reason = t(P + "why.answer_first")
            spot.tooltip = ""  # the inspect tip says what the space is (scene_learn)
        for (b, s), spot in self.slot_spots.items():
            bd = view.boards[b]
            card = bd.slots[s - 1] if bd.room else None
            spot.visible = bd.room is not None
            spot.legal = res_b == b and s in takes
            spot.action = TakeCard(s)
            if card is None:
                spot.reason = t(P + "why.empty_slot")
            elif not my_turn:
                spot.reason = self._wait_reason(mover, names)
            elif view.phase == "place":
                spot.reason = t(P + "why.place_first")
            elif view.phase == "claim" and res_b != b:
                spot.reason = t(P + "why.other_room", room=game.room_name(view.resolving))
            else:
                spot.reason = t(P + "why.answer_first")
            spot.tooltip = ""  # the inspect tip says what the card is (scene_learn)
        self.build_buttons(view, legal)
        # the dice of a resolving room (also when the table opens mid-resolution)
        if view.resolving and view.phase != "roll":
            if not any(d.rolling for d in self.dice):
                self.set_dice(view.dice, view.rolled)
        # the final scoring, step by step
        if view.phase == "over":
            self.drop_marks_over_boards()  # the final scoring covers the boards from now on
            lines = self.final_scoring_lines(viewer)
            if lines != self.final_lines:
                self.final_lines = lines
                if self._first_refresh:
                    self.final_shown = len(lines)
                elif self.final_tween is None and self.final_shown < len(lines):
                    self.final_tween = Tween(0.0, 1.0, 0.9, "linear")
        else:
            self.final_lines = []
            self.final_shown = 0
            self.final_tween = None
        self._first_refresh = False
        # keyboard: land on the first thing to do
        if my_turn:
            focused = self.focus.focused
            if focused is None or not focused.accepts_focus:
                order = self.focus.focus_order()
                if order:
                    self.focus.focus(order[0], visible=False)

    def _wait_reason(self, mover: int, names: list[str]) -> str:
        if 0 <= mover < len(names) and mover != self.scene.viewer():
            return t(P + "why.not_yours", player=names[mover])
        return t("game.not_your_turn")

    def build_buttons(self, view, legal: list) -> None:
        for button in self.buttons:
            self.focus.remove(button)
        self.buttons = []
        self.choice_title = ""
        if not legal:
            return
        ability = [a for a in legal if isinstance(a, (Reroll, TurnDie, KeepRoll))]
        if ability:
            specs = []
            for a in ability:
                if isinstance(a, Reroll):
                    specs.append((a, t(P + "button.reroll"), t(P + "tip.reroll"), "primary", pygame.K_r))
                elif isinstance(a, TurnDie):
                    key = "to_ghost" if a.to == "ghost" else "to_blank"
                    specs.append((a, t(P + f"button.{key}"), t(P + f"tip.{key}"), "primary", pygame.K_g if a.to == "ghost" else pygame.K_b))
                else:
                    specs.append((a, t(P + "button.keep"), t(P + "tip.keep"), "secondary", pygame.K_k))
            w, h = 148, 34
            for i, (action, text, tip, style, hotkey) in enumerate(specs):
                col, row = i % 2, i // 2
                rect = (STRIP.right - 2 * w - 12 + col * (w + 6), STRIP.y + 5 + row * (h + 4), w, h)
                self.buttons.append(Button(rect, text, action=action, style=style, size="small", tooltip=tip,
                                           hotkey=hotkey, name=f"ability_{i}"))
        else:
            choices = [a for a in legal if isinstance(a, (ChooseDollSet, TomeDispel, ChooseType))]
            if not choices:
                return
            seat = view.seat
            specs = []
            for a in choices:
                if isinstance(a, ChooseDollSet):
                    values = " + ".join(map(str, a.values))
                    specs.append((a, t(P + "button.doll", values=values), t(P + "tip.doll", values=values), a.values[0] if a.values else None))
                elif isinstance(a, TomeDispel):
                    cards = [c for c in (view.tableaux[seat] if seat is not None else ()) if curse_of(c) == a.curse]
                    tip = t(P + "tip.tome", curse=self.game.curse_name(a.curse), count_text=t("ui.count.cards", n=len(cards)), curses=sum(map(value_of, cards)))
                    specs.append((a, self.game.curse_name(a.curse), tip, a.curse))
                else:
                    specs.append((a, self.game.curse_name(a.curse), t(P + "tip.type", curse=self.game.curse_name(a.curse)), a.curse))
            if isinstance(choices[0], ChooseDollSet):
                self.choice_title = t(P + "prompt.doll")
            elif isinstance(choices[0], TomeDispel):
                self.choice_title = t(P + "prompt.tome")
            else:
                self.choice_title = t(P + "prompt.types", chosen=len(view.types) + 1, needed=view.types_needed)
            cols = 3 if len(specs) > 4 else 2
            w, h = 176, 40
            rows = (len(specs) + cols - 1) // cols
            panel = self.choice_rect(cols, rows)
            x0 = panel.centerx - (cols * w + (cols - 1) * 10) // 2
            for i, (action, text, tip, _) in enumerate(specs):
                col, row = i % cols, i // cols
                rect = (x0 + col * (w + 10), panel.y + 64 + row * (h + 10), w, h)
                button = Button(rect, text, action=action, style="primary", size="body", tooltip=tip, name=f"choice_{i}")
                if isinstance(action, (TomeDispel, ChooseType)):
                    button.icon = curse_chip(action.curse, 13)
                self.buttons.append(button)
        self.focus.add(*self.buttons)

    def choice_rect(self, cols: int, rows: int) -> pygame.Rect:
        w = cols * 176 + (cols - 1) * 10 + 60
        h = 64 + rows * 50 + 16
        rect = pygame.Rect(0, 0, max(w, 480), h)
        rect.center = (BOARD_X0 + (3 * BOARD_W + 2 * BOARD_GAP) // 2, BOARD_Y + BOARD_H // 2 + 10)
        return rect

    def final_scoring_lines(self, viewer: int | None) -> list[str]:
        names = self.session.names()
        lines = []
        for entry in self.session.log:
            e = entry.event
            if isinstance(e, CardsDispelled) and e.reason in END_ORDER:
                lines.append(self.game.describe_event(e, names, viewer))
            elif isinstance(e, (GhostPenalty, RemovedCardsShown)):
                lines.append(self.game.describe_event(e, names, viewer))
        view = self.view
        if view is not None:
            for seat in range(view.players):
                ghosts = view.ghosts[seat]
                lines.append(t(P + "final_totals", player=names[seat], curses=view.curses[seat],
                               ghosts_text=t("ui.count.ghosts", n=ghosts if ghosts is not None else "?")))
        for entry in self.session.log:
            if isinstance(entry.event, GameOver):
                lines.append(self.game.describe_event(entry.event, names, viewer))
        return lines

    # --- dice ----------------------------------------------------------------------
    def set_dice(self, dice: int, ghosts: int, animate: bool = False) -> None:
        dice = max(0, min(dice, 12))
        if len(self.dice) != dice:
            self.dice = [GhostDie((STRIP.x, STRIP.y), size=DIE, name=f"die_{i}") for i in range(dice)]
        if self.view is not None:
            self.place_dice()  # in the strip's dice area (scene_draw)
        ghost_face = GhostDie.face_number(self.dice[0], "ghost") if self.dice else 1
        blank_face = GhostDie.face_number(self.dice[0], "blank") if self.dice else 4
        for i, die in enumerate(self.dice):
            face = ghost_face if i < ghosts else blank_face
            if animate:
                die.roll(face, self.theme.duration("die_roll") + 0.05 * i)
            elif not die.rolling:
                die.face = face
                die._shown = face
        self.dice_info = (dice, ghosts)

    # --- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS + PREV_KEYS:
            # Tab and the arrows belong to the frame's buttons (they reach the frame first):
            # N / . and , walk through what can be played now; Enter or Space plays it
            self.scene.chrome.focus(None)
            step = -1 if event.key in PREV_KEYS or getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            if not self.focus.focus_order():
                return t(P + "why.nothing_to_choose") if not self.scene.my_turn() else None
            self.focus.focus_next(step)
            return None
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
        if isinstance(source, Button) and action.kind == "click" and source in self.buttons:
            return source.action
        return None

    # --- animation ------------------------------------------------------------------
    def seat_rects(self) -> dict[int, pygame.Rect]:
        view = self.view
        n = view.players if view else self.session.players
        viewer = self.view_seat if self.view_seat != -99 else None
        order = list(range(n))
        if viewer is not None and 0 <= viewer < n:
            order = [viewer] + [s for s in range(n) if s != viewer]
        gap = 8
        w = (PLAYERS.w - gap * (n - 1)) // max(1, n)
        return {seat: pygame.Rect(PLAYERS.x + i * (w + gap), PLAYERS.y, w, PLAYERS.h) for i, seat in enumerate(order)}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        rect = self.seat_rects().get(seat)
        return (rect.centerx, rect.y + 40) if rect else (470, 600)

    def speed_time(self, seconds: float) -> float:
        return seconds

    def add_step(self, kind: str, duration: float, **data) -> None:
        # the view the step was queued over: a step that ends after the table was refreshed
        # leaves no trace (the fresh view already shows what it did)
        self.steps.append({"kind": kind, "duration": duration, "tween": None, "view": self.view, **data})

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def float_text(self, text: str, pos: tuple[int, int], colour, at: tuple | None = None) -> None:
        """``at``: ("seat", seat) shows the text in place of the seat's ghosts, ("space", b, s)
        in place of the name on that space (a text never lies over another)."""
        self.floats.append({"text": text, "pos": pos, "colour": colour, "at": at,
                            "tween": Tween(0.0, 1.0, 1.4, "ease_out_cubic")})

    def _floated(self, *at) -> bool:
        return any(f.get("at") == at for f in self.floats)

    def animate(self, happening: Happening, viewer: int | None) -> None:
        e = happening.event
        names = self.session.names()
        theme = self.theme
        if isinstance(e, MeeplePlaced):
            b = self.board_of(e.room)
            self.add_step("meeple", 0.35, seat=e.seat, board=b, space=e.space,
                          start=self.seat_anchor(e.seat), end=space_rect(b, e.space).center)
        elif isinstance(e, GhostsChanged):
            key = "float_gain" if e.change > 0 else "float_loss"
            x, y = self.seat_anchor(e.seat)
            self.float_text(t(P + key, n=abs(e.change)), (x, y + 30), theme.colour("warning") if e.change > 0 else theme.colour("success"),
                            ("seat", e.seat))
        elif isinstance(e, GhostsPassed):
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, SecretCardSeen):
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, RoomResolves):
            self.resolving_board = self.board_of(e.room)
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, SecretCardRevealed):
            self.add_step("reveal", 0.5, board=self.board_of(e.room), slot=e.slot, card=e.card)
        elif isinstance(e, DiceRolled):
            self.add_step("roll", 0.9, dice=e.dice, ghosts=e.ghosts)
        elif isinstance(e, DieTurned):
            dice = self.dice_info[0] if self.dice_info else len(self.dice)
            self.add_step("roll", 0.5, dice=dice, ghosts=e.ghosts)
        elif isinstance(e, MeepleHaunted):
            if e.ghosts > 0:
                b = self.board_of(e.room)
                r = space_rect(b, e.space)
                self.float_text(t(P + "float_gain", n=e.ghosts), (r.centerx, r.y), theme.colour("warning"), ("space", b, e.space))
        elif isinstance(e, CardTaken):
            b = self.board_of(e.room)
            self.add_step("card", 0.45, board=b, slot=e.slot, card=e.card, start=slot_rect(b, e.slot).center,
                          end=self.seat_anchor(e.seat))
        elif isinstance(e, (CardsDispelled, TomeNamed, EffectWithoutTarget, BoardFlipped, BoardRemoved, GhostPenalty)):
            self.show_banner(self.game.describe_event(e, names, viewer))
            if isinstance(e, (BoardFlipped, BoardRemoved)):
                self.add_step("pause", 0.5)
        elif isinstance(e, (FirstPlayerChosen, GameOver)):
            self.show_banner(self.game.describe_event(e, names, viewer))

    def start_step(self, step: dict) -> None:
        step["tween"] = Tween(0.0, 1.0, step["duration"], "ease_out_cubic" if step["kind"] != "pause" else "linear")
        if step["kind"] == "roll":
            self.set_dice(step["dice"], step["ghosts"], animate=True)
        elif step["kind"] == "meeple" and self.view is not None and self.view.resolving is None:
            if not any(d.rolling for d in self.dice):
                self.dice = []  # a new placement: the last roll is put away
                self.dice_info = None

    def finish_step(self, step: dict) -> None:
        kind = step["kind"]
        if step.get("view") is not self.view:
            return  # refreshed meanwhile: the view shows the meeple, the card gone, the card turned up
        if kind == "meeple":
            self.extra_meeples[(step["board"], step["space"])] = step["seat"]
        elif kind == "card":
            self.hidden_slots.add((step["board"], step["slot"]))
        elif kind == "reveal":
            self.revealed[(step["board"], step["slot"])] = step["card"]

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
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
            return "win" if viewer is None or viewer in e.winners else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        for die in self.dice:
            die.update(dt)
        while self.steps:
            step = self.steps[0]
            if step["tween"] is None:
                self.start_step(step)
            step["tween"].update(dt)
            rolling = step["kind"] == "roll" and any(d.rolling for d in self.dice)
            if step["tween"].done and not rolling:
                self.steps.pop(0)
                self.finish_step(step)
                dt = 0.0
                continue
            break
        for f in list(self.floats):
            f["tween"].update(dt)
            if f["tween"].done:
                self.floats.remove(f)
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None
        if self.final_tween is not None:
            self.final_tween.update(dt)
            if self.final_tween.done:
                self.final_shown += 1
                self.final_tween = Tween(0.0, 1.0, 0.9, "linear") if self.final_shown < len(self.final_lines) else None

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
        return pygame.Rect(self.prompt_rect if self.prompt_rect is not None else STRIP)

    def busy(self) -> bool:
        return bool(self.steps) or self.final_tween is not None

    def lively(self) -> bool:
        return self.busy() or bool(self.floats) or self.banner_tween is not None or any(d.rolling for d in self.dice)

    # --- text for the frame ---------------------------------------------------------------
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
        view, theme = self.view, self.theme
        names = self.session.names()
        if self.session.is_over():
            return t(P + "prompt.over"), theme.colour("accent")
        if self.scene.viewer() is None:
            return getattr(self.scene, "spectator_text", None) or t(P + "prompt.spectate"), theme.colour("text_muted")  # a replay names its view
        mover = view.to_move
        if not self.scene.my_turn():
            if 0 <= mover < len(names):
                return t(P + "prompt.wait", player=names[mover]), theme.colour("text_muted")
            return "", theme.colour("text_muted")
        phase = view.phase
        legal = theme.colour("legal")
        if phase == "place":
            return t(P + "prompt.place"), legal
        if phase == "claim":
            return t(P + "prompt.claim", room=self.game.room_name(view.resolving)), legal
        if phase == "ability":
            key = "basement" if any(isinstance(a, Reroll) for a in self.legal) else "hallway"
            return t(P + f"prompt.{key}", ghosts=view.rolled, dice=view.dice), legal
        if self.choice_title:
            return self.choice_title, legal
        return "", legal


def make_table(scene) -> DontGoInThereTable:
    return DontGoInThereTable(scene)
