"""Don't Go In There on screen: the three room boards (card slots on top, spaces 1..4
below with their flashlights and meeples), the dice of a resolving room, the prompt
for the player to move (with buttons for every choice a card or a room asks for) and
every player's collected curse cards grouped by type, with curses, ghosts and meeples.

Drawing and input only: clicks and keys become PlaceMeeple / TakeCard / Reroll /
TurnDie / KeepRoll / ChooseDollSet / TomeDispel / ChooseType actions that the session
checks. Only the viewer's view is drawn (hot seat keeps the face-down Secret Passage
card and hidden ghost counts private).
"""

from __future__ import annotations

from functools import lru_cache

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
from ghostparlor.scenes.game import TABLE_RECT, Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, DieView, Tween, draw
from ghostparlor.ui.spot import Spot
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.banner import draw_banner

P = "dont_go_in_there.ui."

# --- layout (the 944 x 668 table area left of the side column) -------------------
BOARD_Y = 60
BOARD_W = 302
BOARD_H = 346
BOARD_GAP = 9
BOARD_X0 = 10
CARD = (80, 112)
CARD_GAP = 8
SPACE_H = 36
SPACE_GAP = 3
STRIP = pygame.Rect(10, 412, 924, 78)
PLAYERS = pygame.Rect(10, 496, 924, 218)
DIE = 40
NEXT_KEYS = (pygame.K_n, pygame.K_PERIOD)
PREV_KEYS = (pygame.K_COMMA,)
SETUP_PHASES = ("types", "remove", "sides", "deal", "first_player")

# Curse types: a colour AND a shape AND a two-letter mark (colour is never the only cue).
CURSE_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "amulet": ((230, 159, 0), "diamond"),
    "cat": ((86, 180, 233), "triangle"),
    "clock": ((0, 158, 115), "circle"),
    "doll": ((204, 121, 167), "star"),
    "holy_water": ((0, 114, 178), "hexagon"),
    "mask": ((213, 94, 0), "square"),
    "mirror": ((178, 182, 200), "diamond"),
    "music_box": ((240, 228, 66), "star"),
    "portrait": ((160, 112, 76), "square"),
    "ring": ((222, 190, 96), "circle"),
    "tome": ((132, 92, 176), "hexagon"),
    "twin": ((96, 170, 150), "triangle"),
}
ROOM_TINT: dict[str, tuple[int, int, int]] = {
    "attic": (70, 52, 86),
    "nursery": (62, 60, 92),
    "basement": (52, 48, 62),
    "hallway": (78, 56, 62),
    "library": (66, 58, 48),
    "secret_passage": (44, 56, 64),
}
PARCHMENT = (238, 224, 193)
CARD_DICE: dict[str, int] = {}  # card id -> dice icons (from the content, filled by the table)
INK = (46, 30, 38)


def board_rect(b: int) -> pygame.Rect:
    return pygame.Rect(BOARD_X0 + b * (BOARD_W + BOARD_GAP), BOARD_Y, BOARD_W, BOARD_H)


def slot_rect(b: int, slot: int) -> pygame.Rect:
    """``slot`` 1..3 of board ``b`` (0-based)."""
    r = board_rect(b)
    total = CARD[0] * 3 + CARD_GAP * 2
    x = r.centerx - total // 2 + (slot - 1) * (CARD[0] + CARD_GAP)
    return pygame.Rect(x, r.y + 52, *CARD)


def space_rect(b: int, space: int) -> pygame.Rect:
    """``space`` 1 (top) .. 4 (bottom) of board ``b``."""
    r = board_rect(b)
    return pygame.Rect(r.x + 8, r.y + 188 + (space - 1) * (SPACE_H + SPACE_GAP), r.w - 16, SPACE_H)


def curse_of(card: str) -> str:
    return card.rpartition("_")[0]


def value_of(card: str) -> int:
    try:
        return int(card.rpartition("_")[2])
    except ValueError:
        return 0


# --- procedural pictures (cached) --------------------------------------------------
@lru_cache(maxsize=256)
def curse_chip(curse: str, radius: int) -> pygame.Surface:
    """The type's symbol: its shape in its colour with the two-letter mark inside."""
    from ghostparlor.ui.assets import get_assets

    colour, shape = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    image = draw.shape_surface(shape, radius, colour, (18, 12, 22), max(1, radius // 7)).copy()
    inner = {"diamond": 1.15, "triangle": 1.1, "star": 1.0}.get(shape, 1.5)
    mark = get_assets().fit_text(t(P + f"abbr.{curse}"), int(radius * inner), max(9, int(radius * 0.9)),
                                 draw.readable_on(colour), "bold", 6)
    rect = mark.get_rect(center=image.get_rect().center)
    if shape == "triangle":
        rect.y += radius // 4
    image.blit(mark, rect)
    return image


@lru_cache(maxsize=128)
def card_surface(card: str, w: int, h: int) -> pygame.Surface:
    """A curse card: the type's colour band and name, its symbol, the value in the corners
    and the dice icons at the bottom. ``face_down`` draws the back."""
    from ghostparlor.ui.assets import get_assets

    assets = get_assets()
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    if card == "face_down":
        draw.box(surface, rect, (58, 38, 72), 8, (226, 178, 84), 2)
        inner = rect.inflate(-12, -12)
        pygame.draw.rect(surface, (96, 72, 104), inner, 1, border_radius=6)
        _ghost(surface, (rect.centerx, rect.centery - 6), w // 5, (236, 232, 246))
        q = assets.text("?", max(12, h // 5), (226, 178, 84), "title")
        surface.blit(q, q.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))
        return surface
    curse = curse_of(card)
    value = value_of(card)
    colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
    draw.box(surface, rect, PARCHMENT, 8, draw.darken(colour, 0.35), 3)
    band = pygame.Rect(3, 3, w - 6, max(16, h // 6))
    draw.box(surface, band, colour, 6)
    name = assets.fit_text(t(f"dont_go_in_there.curse.{curse}"), band.w - 6, max(10, h // 9), draw.readable_on(colour), "bold", 8)
    surface.blit(name, name.get_rect(center=band.center))
    chip = curse_chip(curse, max(8, w // 5))
    surface.blit(chip, chip.get_rect(center=(rect.centerx, rect.centery + 2)))
    num = assets.text(str(value), max(12, h // 6), INK, "title")
    surface.blit(num, num.get_rect(topleft=(6, band.bottom + 1)))
    surface.blit(num, num.get_rect(topright=(w - 6, band.bottom + 1)))
    # dice icons along the bottom (DG-7)
    icons = CARD_DICE.get(card, 2 if value <= 2 else 1)
    size = max(8, h // 9)
    total = icons * size + (icons - 1) * 4
    x = rect.centerx - total // 2
    for i in range(icons):
        r = pygame.Rect(x + i * (size + 4), h - size - 7, size, size)
        pygame.draw.rect(surface, (250, 246, 236), r, border_radius=3)
        pygame.draw.rect(surface, INK, r, 1, border_radius=3)
        pygame.draw.circle(surface, INK, r.center, max(1, size // 6))
    return surface


def _ghost(surface: pygame.Surface, center: tuple[int, int], r: int, colour, outline=(30, 20, 36)) -> None:
    """A little sheet ghost: round head, scalloped hem, two eyes."""
    cx, cy = center
    body = pygame.Rect(cx - r, cy - r, 2 * r, int(2.2 * r))
    pygame.draw.circle(surface, colour, (cx, cy), r)
    pygame.draw.rect(surface, colour, (cx - r, cy, 2 * r, int(r * 1.0)))
    for i in range(3):
        pygame.draw.circle(surface, colour, (cx - r + r // 3 + i * (2 * r // 3), cy + r), max(2, r // 3))
    pygame.draw.circle(surface, outline, (cx, cy), r, max(1, r // 8))
    eye = max(1, r // 4)
    pygame.draw.circle(surface, outline, (cx - r // 3, cy - r // 6), eye)
    pygame.draw.circle(surface, outline, (cx + r // 3, cy - r // 6), eye)
    del body


@lru_cache(maxsize=16)
def die_face(kind: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    if kind == "ghost":
        pygame.draw.rect(surface, (58, 40, 74), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (226, 178, 84), rect, 2, border_radius=size // 6)
        _ghost(surface, (rect.centerx, rect.centery - size // 10), size // 4, (244, 240, 252))
    else:
        pygame.draw.rect(surface, (246, 238, 220), rect, border_radius=size // 6)
        pygame.draw.rect(surface, (190, 176, 150), rect, 2, border_radius=size // 6)
        pygame.draw.circle(surface, (200, 188, 164), rect.center, size // 6, 2)
    return surface


def draw_lamp(surface: pygame.Surface, pos: tuple[int, int], size: int = 12) -> None:
    """A flashlight: a handle and a beam cone."""
    x, y = pos
    pygame.draw.rect(surface, (90, 84, 96), (x, y - 3, size // 2, 6), border_radius=2)
    beam = [(x + size // 2, y - 3), (x + size + 4, y - 7), (x + size + 4, y + 7), (x + size // 2, y + 3)]
    pygame.draw.polygon(surface, (255, 226, 120), beam)
    pygame.draw.polygon(surface, (120, 90, 30), beam, 1)


class GhostDie(DieView):
    """A die whose faces are ghosts and blanks (the game's faces from the content)."""

    faces: tuple = ("ghost", "ghost", "ghost", "blank", "blank", "blank")

    def face_surface(self, face: int) -> pygame.Surface:
        kind = self.faces[(face - 1) % len(self.faces)]
        return die_face(kind, self.size)

    def face_number(self, kind: str) -> int:
        return self.faces.index(kind) + 1 if kind in self.faces else 1


class DontGoInThereTable(Table):
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
        self.floats: list[dict] = []  # "+1 ghost" texts rising from a seat or a space
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.extra_meeples: dict[tuple[int, int], int] = {}  # landed meeples not in the (stale) view yet
        self.hidden_slots: set[tuple[int, int]] = set()  # cards flown away, not in the view yet
        self.revealed: dict[tuple[int, int], str] = {}  # Secret Passage cards turned up, view not refreshed
        self.resolving_board: int | None = None
        self.final_lines: list[str] = []
        self.final_shown = 0
        self.final_tween: Tween | None = None
        self._first_refresh = True

    # --- model ---------------------------------------------------------------
    def board_of(self, room: str) -> int:
        g = self.game
        return g.board_of_room[g.room_index[room]]

    def refresh(self, viewer: int | None) -> None:
        game = self.game
        self.view = view = game.view(self.session.state, viewer)
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
            if room:
                if who is not None:
                    spot.tooltip = t(P + "space_taken_tip", space=s, player=names[who])
                else:
                    lights = game.flashlights[s - 1]
                    spot.tooltip = t(P + "space_tip", space=s, room=game.room_name(room), flashlights=lights)
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
            spot.tooltip = self.card_tip(card) if card else ""
        self.build_buttons(view, legal)
        # the dice of a resolving room (also when the table opens mid-resolution)
        if view.resolving and view.phase != "roll":
            if not any(d.rolling for d in self.dice):
                self.set_dice(view.dice, view.rolled)
        # the final scoring, step by step
        if view.phase == "over":
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

    def card_tip(self, card: str) -> str:
        if card == "face_down":
            return t("dont_go_in_there.card.face_down")
        curse = curse_of(card)
        value = value_of(card)
        return t(P + "card_tip", card=self.game.card_name(card), curses=value, dice=CARD_DICE.get(card, 1),
                 effect=t(P + f"effect.{curse}"))

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
                    tip = t(P + "tip.tome", curse=self.game.curse_name(a.curse), count=len(cards), curses=sum(map(value_of, cards)))
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
                               ghosts=ghosts if ghosts is not None else "?"))
        for entry in self.session.log:
            if isinstance(entry.event, GameOver):
                lines.append(self.game.describe_event(entry.event, names, viewer))
        return lines

    # --- dice ----------------------------------------------------------------------
    def set_dice(self, dice: int, ghosts: int, animate: bool = False) -> None:
        dice = max(0, min(dice, 12))
        if len(self.dice) != dice:
            total = dice * DIE + max(0, dice - 1) * 8
            x0 = STRIP.x + 340 + (300 - total) // 2
            self.dice = [GhostDie((x0 + i * (DIE + 8), STRIP.y + 10), size=DIE, name=f"die_{i}") for i in range(dice)]
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
        self.steps.append({"kind": kind, "duration": duration, "tween": None, **data})

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def float_text(self, text: str, pos: tuple[int, int], colour) -> None:
        self.floats.append({"text": text, "pos": pos, "colour": colour, "tween": Tween(0.0, 1.0, 1.4, "ease_out_cubic")})

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
            self.float_text(t(P + key, n=abs(e.change)), (x, y + 30), theme.colour("warning") if e.change > 0 else theme.colour("success"))
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
                self.float_text(t(P + "float_gain", n=e.ghosts), (r.centerx, r.y), theme.colour("warning"))
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
        return t(P + "seat_status", curses=view.curses[seat])

    def prompt(self) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        names = self.session.names()
        if self.session.is_over():
            return t(P + "prompt.over"), theme.colour("accent")
        if self.scene.viewer() is None:
            return t(P + "prompt.spectate"), theme.colour("text_muted")
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

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())  # never draw another seat's view (hot seat)
        view = self.view
        if view is None:
            return
        for b in range(len(view.boards)):
            self.draw_board(surface, b)
        self.draw_strip(surface)
        self.draw_players(surface)
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.draw_step(surface, step)
        self.draw_floats(surface)
        if self.buttons and self.choice_title:
            self.draw_choice_panel(surface)
        if view.phase == "over" and self.final_lines:
            self.draw_final(surface)
        if not (self.buttons and self.choice_title):  # never over a question being asked
            self.draw_banner(surface)

    def draw_board(self, surface: pygame.Surface, b: int) -> None:
        view, theme, assets, game = self.view, self.theme, self.assets, self.game
        bd = view.boards[b]
        rect = board_rect(b)
        room = bd.room
        if room is None:
            draw.box(surface, rect, (30, 22, 38), 14, theme.colour("panel_dark_edge"), 1)
            if view.phase not in SETUP_PHASES:  # DG-11: the deck ran out
                label = assets.text(t(P + "board_out"), "large", theme.colour("text_muted"), "bold")
                surface.blit(label, label.get_rect(center=rect.center))
            return
        resolving = self.resolving_board == b and (view.resolving is not None or self.steps)
        tint = ROOM_TINT.get(room, (60, 44, 72))
        draw.shadow(surface, rect, 14)
        draw.box(surface, rect, tint, 14, theme.colour("accent") if resolving else theme.colour("panel_dark_edge"), 3 if resolving else 2)
        if resolving:
            draw.glow(surface, rect, theme.colour("accent"), 14, 6, 120)
        title = assets.fit_text(game.room_name(room), rect.w - 70, "large", theme.colour("accent"), "title")
        surface.blit(title, title.get_rect(topleft=(rect.x + 12, rect.y + 6)))
        ability = assets.fit_text(t(P + f"ability.{room}"), rect.w - 20, "small", theme.colour("text_muted"), "regular", 11)
        surface.blit(ability, (rect.x + 12, rect.y + 32))
        # dice icons of the room (DG-7)
        known = [c for c in bd.slots if c is not None and c != "face_down"]
        dice = sum(game.dice_of[game.kind_of[c]] for c in known if c in game.kind_of)
        unknown = any(c == "face_down" for c in bd.slots)
        text = t(P + "room_dice", n=f"{dice}+?" if unknown else dice)
        chip = assets.text(text, "small", theme.colour("text"), "bold")
        cr = chip.get_rect(topright=(rect.right - 12, rect.y + 10))
        draw.box(surface, cr.inflate(12, 6), (24, 16, 30), 8, theme.colour("panel_dark_edge"), 1)
        surface.blit(chip, cr)
        # the card slots
        for s in (1, 2, 3):
            sr = slot_rect(b, s)
            card = bd.slots[s - 1]
            if (b, s) in self.revealed:
                card = self.revealed[(b, s)]
            if (b, s) in self.hidden_slots or self._flying_from(b, s):
                card = None
            if card is None:
                draw.box(surface, sr, (0, 0, 0, 60), 8, theme.colour("panel_dark_edge"), 1)
            else:
                draw.shadow(surface, sr, 8, (0, 3))
                surface.blit(card_surface(card, *CARD), sr)
                if bd.face_down_slot == s and card != "face_down":
                    # a face-down card only this viewer has looked at: marked as secret
                    mark = assets.text(t(P + "face_down"), "small", theme.colour("accent_text"), "bold")
                    badge = pygame.Rect(0, 0, 22, 22)
                    badge.center = (sr.right - 6, sr.y + 6)
                    pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 11)
                    surface.blit(mark, mark.get_rect(center=badge.center))
                    pygame.draw.rect(surface, theme.colour("accent")[:3], sr, 2, border_radius=8)
            if room == "library":
                g = game.slot_ghosts[game.room_index[room]][s - 1]
                if g:
                    tag = assets.text(t(P + "library_slot", n=g), "small", theme.colour("warning") if g > 0 else theme.colour("success"), "bold")
                    surface.blit(tag, tag.get_rect(midtop=(sr.centerx, sr.bottom + 2)))
        # the spaces, top (deepest) to bottom
        for s in (1, 2, 3, 4):
            self.draw_space(surface, b, s, room, bd)
        for s in (1, 2, 3):
            self.slot_spots[(b, s)].draw(surface)
        for s in (1, 2, 3, 4):
            self.space_spots[(b, s)].draw(surface)

    def _flying_from(self, b: int, s: int) -> bool:
        return bool(self.steps) and self.steps[0]["kind"] == "card" and self.steps[0]["tween"] is not None \
            and self.steps[0]["board"] == b and self.steps[0]["slot"] == s

    def draw_space(self, surface: pygame.Surface, b: int, s: int, room: str, bd) -> None:
        theme, assets, game = self.theme, self.assets, self.game
        r = space_rect(b, s)
        depth = 0.5 - 0.12 * (s - 1)
        fill = draw.darken(ROOM_TINT.get(room, (60, 44, 72)), max(0.0, depth))
        draw.box(surface, r, fill, 8, theme.colour("grid_line"), 1)
        num = assets.text(t(P + "space", n=s), "body", theme.colour("text"), "title")
        pygame.draw.circle(surface, (24, 16, 30), (r.x + 18, r.centery), 13)
        pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], (r.x + 18, r.centery), 13, 1)
        surface.blit(num, num.get_rect(center=(r.x + 18, r.centery)))
        lights = game.flashlights[s - 1]
        for i in range(lights):
            draw_lamp(surface, (r.x + 40 + i * 22, r.centery), 10)
        # placement effects (DG-20, DG-21)
        ri = game.room_index[room]
        gain_sp, gain = game.place_gain[ri]
        disc_sp, disc = game.place_discard[ri]
        tag = None
        if gain_sp == s - 1 and gain:
            tag = (t(P + "attic_space", n=gain), theme.colour("warning"))
        elif disc_sp == s - 1 and disc:
            tag = (t(P + "nursery_space", n=disc), theme.colour("success"))
        if tag:
            img = assets.text(tag[0], "small", tag[1], "bold")
            surface.blit(img, img.get_rect(midleft=(r.x + 44 + max(lights, 0) * 22, r.centery)))
        who = bd.meeples[s - 1]
        if who is None:
            who = self.extra_meeples.get((b, s))
        centre = (r.right - 24, r.centery)
        if who is not None:
            plan = self.session.plans[who]
            draw_marker(surface, Marker(seat=plan.colour), centre, 13, theme)
            name = assets.fit_text(self.session.names()[who], 90, "small", theme.colour("text"), "bold")
            surface.blit(name, name.get_rect(midright=(centre[0] - 20, centre[1])))
        else:
            pygame.draw.circle(surface, (0, 0, 0, 0), centre, 12)
            pygame.draw.circle(surface, theme.colour("panel_dark_edge")[:3], centre, 12, 1)

    def draw_strip(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        text, colour = self.prompt()
        width = 320 if (self.dice or any(not self.choice_title for _ in self.buttons)) else STRIP.w - 30
        if self.choice_title and self.buttons:
            text = self.choice_title  # the choice panel above asks; the strip repeats it beside the dice
        if text:
            lines, px = assets.fit_wrapped(text, width, STRIP.h - 12, "body", "bold", 13)
            y = STRIP.centery - len(lines) * (px + 3) // 2
            for line in lines:
                img = assets.text(line, px, colour, "bold")
                surface.blit(img, (STRIP.x + 14, y))
                y += px + 3
        if self.dice:
            for die in self.dice:
                die.draw(surface)
            if self.dice_info and not any(d.rolling for d in self.dice):
                dice, ghosts = self.dice_info
                label = assets.text(t(P + "rolled", ghosts=ghosts, dice=dice), "small", theme.colour("accent"), "bold")
                cx = (self.dice[0].rect.x + self.dice[-1].rect.right) // 2
                surface.blit(label, label.get_rect(midtop=(cx, STRIP.y + 56)))
        if view.resolving and view.claim_order and view.phase in ("claim", "doll", "tome"):
            names = self.session.names()
            who = view.claim_order[0]
            label = assets.text(t(P + "next_claim", player=names[who]), "small", theme.colour("text"), "bold")
            x = STRIP.right - 14
            surface.blit(label, label.get_rect(midright=(x, STRIP.centery)))
        for button in self.buttons:
            if not self.choice_title:
                button.draw(surface)
        if self.scene.my_turn() and not (self.buttons and not self.choice_title):
            keys = assets.text(t(P + "keys"), "small", theme.colour("text_muted"))
            surface.blit(keys, keys.get_rect(bottomright=(STRIP.right - 12, STRIP.bottom - 6)))

    def draw_players(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
        viewer = self.view_seat if self.view_seat != -99 else None
        for seat, rect in self.seat_rects().items():
            mover = view.to_move == seat and not self.session.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if mover else theme.colour("panel_dark_edge"), 3 if mover else 1)
            if mover:
                draw.glow(surface, rect, theme.colour("accent"), 12, 5, 100)
            plan = self.session.plans[seat]
            draw_marker(surface, Marker(seat=plan.colour), (rect.x + 18, rect.y + 18), 11, theme)
            who = t("game.you", name=names[seat]) if seat == viewer else names[seat]
            name = assets.fit_text(who, rect.w - 40, "body", theme.colour("text"), "bold")
            surface.blit(name, (rect.x + 34, rect.y + 8))
            # curses (the score) and ghosts
            half = rect.w // 2 + (12 if rect.w < 200 else 0)
            num = assets.text(str(view.curses[seat]), "large", theme.colour("accent"), "bold")
            surface.blit(num, (rect.x + 10, rect.y + 34))
            word = assets.text(t(P + "curses_word"), "small", theme.colour("accent"), "bold")
            if rect.w >= 200 and rect.x + 14 + num.get_width() + word.get_width() < rect.x + half:
                surface.blit(word, (rect.x + 14 + num.get_width(), rect.y + 43))
            ghosts = view.ghosts[seat]
            narrow = rect.w < 200
            if narrow:
                gtext = str(ghosts) if ghosts is not None else "?"
            else:
                gtext = t(P + "ghosts", n=ghosts) if ghosts is not None else t(P + "ghosts_hidden")
            gx = rect.x + half + 4
            _ghost(surface, (gx + 8, rect.y + 46), 7, (236, 232, 246))
            gimg = assets.fit_text(gtext, rect.right - gx - 26, "body", theme.colour("text"), "bold")
            surface.blit(gimg, gimg.get_rect(midleft=(gx + 20, rect.y + 48)))
            extra = t(P + "meeples", n=view.supply[seat])
            if view.dispelled[seat]:
                extra += " · " + t(P + "dispelled", n=len(view.dispelled[seat]))
            if view.penalty[seat]:
                extra += " · " + t(P + "penalty", n=view.penalty[seat])
            eimg = assets.fit_text(extra, rect.w - 20, "small", theme.colour("text_muted"))
            surface.blit(eimg, (rect.x + 10, rect.y + 66))
            self.draw_collection(surface, seat, pygame.Rect(rect.x + 8, rect.y + 88, rect.w - 16, rect.h - 94))

    def draw_collection(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cards grouped by curse type: the type's chip, then one mini card per
        card (face-up ones bold, dispelled ones dark and struck through)."""
        view, theme, assets = self.view, self.theme, self.assets
        groups: dict[str, list[tuple[int, bool]]] = {}
        for card in view.tableaux[seat]:
            groups.setdefault(curse_of(card), []).append((value_of(card), True))
        for card in view.dispelled[seat]:
            groups.setdefault(curse_of(card), []).append((value_of(card), False))
        if not groups:
            img = assets.text(t(P + "no_cards"), "small", theme.colour("text_muted"))
            surface.blit(img, (area.x + 4, area.y + 4))
            return
        order = [c for c in view.types if c in groups] + [c for c in groups if c not in view.types]
        row_h = 25
        rows_fit = max(1, area.h // row_h)
        cols = 1 if len(order) <= rows_fit else 2
        col_w = area.w // cols
        mini_w, mini_h = 15, 20
        for i, curse in enumerate(order):
            col, row = i // rows_fit, i % rows_fit
            if col >= cols:
                break
            x = area.x + col * col_w
            y = area.y + row * row_h
            chip = curse_chip(curse, 11)
            surface.blit(chip, chip.get_rect(center=(x + 12, y + 11)))
            cards = sorted(groups[curse], key=lambda c: (not c[1], c[0]))
            step = min(mini_w + 3, max(8, (col_w - 34) // max(1, len(cards))))
            colour, _ = CURSE_STYLE.get(curse, ((200, 200, 200), "circle"))
            for j, (value, up) in enumerate(cards):
                r = pygame.Rect(x + 28 + j * step, y + 1, mini_w, mini_h)
                if up:
                    pygame.draw.rect(surface, PARCHMENT, r, border_radius=3)
                    pygame.draw.rect(surface, draw.darken(colour, 0.3)[:3], r, 2, border_radius=3)
                    num = assets.text(str(value), 13, INK, "bold")
                else:
                    pygame.draw.rect(surface, (34, 24, 40), r, border_radius=3)
                    pygame.draw.rect(surface, (96, 80, 100), r, 1, border_radius=3)
                    num = assets.text(str(value), 13, (120, 108, 124), "bold")
                surface.blit(num, num.get_rect(center=r.center))
                if not up:
                    pygame.draw.line(surface, (150, 130, 150), (r.x + 2, r.bottom - 3), (r.right - 3, r.y + 2), 1)
            total = sum(v for v, up in cards if up)
            if total and len(cards) * step + 34 + 26 < col_w:
                tot = assets.text(f"={total}", "small", theme.colour("text_muted"), "bold")
                surface.blit(tot, tot.get_rect(midleft=(x + 30 + len(cards) * step, y + 11)))

    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        if kind == "meeple":
            (x0, y0), (x1, y1) = step["start"], step["end"]
            end = (space_rect(step["board"], step["space"]).right - 24, y1)
            x, y = x0 + (end[0] - x0) * p, y0 + (end[1] - y0) * p - 40 * (1 - (2 * p - 1) ** 2)
            draw_marker(surface, Marker(seat=self.session.plans[step["seat"]].colour), (x, y), 14, self.theme)
        elif kind == "card":
            (x0, y0), (x1, y1) = step["start"], step["end"]
            x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
            scale = 1.0 - 0.5 * p
            image = pygame.transform.smoothscale(card_surface(step["card"], *CARD), (int(CARD[0] * scale), int(CARD[1] * scale)))
            rect = image.get_rect(center=(int(x), int(y)))
            draw.shadow(surface, rect, 8, (0, 6))
            surface.blit(image, rect)
        elif kind == "reveal":
            r = slot_rect(step["board"], step["slot"])
            w = int(abs(1 - 2 * p) * CARD[0])
            image = card_surface("face_down" if p < 0.5 else step["card"], *CARD)
            if w > 2:
                image = pygame.transform.smoothscale(image, (w, CARD[1]))
                surface.blit(image, image.get_rect(center=r.center))

    def draw_floats(self, surface: pygame.Surface) -> None:
        for f in self.floats:
            p = f["tween"].value
            img = self.assets.text(f["text"], "body", f["colour"], "bold").copy()
            img.set_alpha(int(255 * (1 - p * p)))
            x, y = f["pos"]
            rect = img.get_rect(center=(x, int(y - 30 * p)))
            bg = rect.inflate(10, 4)
            draw.box(surface, bg, (20, 12, 26, int(200 * (1 - p * p))), 6)
            surface.blit(img, rect)

    def draw_choice_panel(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        cols = 3 if len(self.buttons) > 4 else 2
        rows = (len(self.buttons) + cols - 1) // cols
        panel = self.choice_rect(cols, rows)
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill((10, 6, 14, 120))
        surface.blit(shade, TABLE_RECT.topleft)
        draw.shadow(surface, panel, 14, (0, 8))
        draw.box(surface, panel, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        lines, px = assets.fit_wrapped(self.choice_title, panel.w - 40, 52, "body", "bold", 13)
        y = panel.y + 12
        for line in lines:
            img = assets.text(line, px, theme.colour("ink"), "bold")
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += px + 4
        for button in self.buttons:
            button.draw(surface)

    def draw_final(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        area = pygame.Rect(BOARD_X0 + 60, BOARD_Y + 10, 3 * BOARD_W + 2 * BOARD_GAP - 120, BOARD_H - 20)
        draw.shadow(surface, area, 14, (0, 8))
        draw.box(surface, area, theme.colour("parchment"), 14, theme.colour("parchment_edge"), 3)
        title = assets.text(t(P + "final_title"), "large", theme.colour("ink_accent"), "title")
        surface.blit(title, title.get_rect(midtop=(area.centerx, area.y + 10)))
        shown = self.final_lines[: self.final_shown + (1 if self.final_tween is not None else 0)]
        y = area.y + 48
        line_h = min(24, (area.h - 58) // max(1, len(self.final_lines)))
        size = 17 if line_h >= 22 else 14
        for i, line in enumerate(shown):
            colour = theme.colour("ink")
            img = assets.fit_text(line, area.w - 40, size, colour, "bold" if i >= len(self.final_lines) - 1 - self.view.players else "regular").copy()
            if i == self.final_shown and self.final_tween is not None:
                img.set_alpha(int(255 * min(1.0, self.final_tween.value * 3)))
            surface.blit(img, (area.x + 20, y))
            y += line_h

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (472, BOARD_Y + 172), 860)


def make_table(scene) -> DontGoInThereTable:
    return DontGoInThereTable(scene)
