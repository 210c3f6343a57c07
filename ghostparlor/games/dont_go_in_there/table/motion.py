"""Don't Go In There: what moves over the table between two views: the steps played one
after the other while the bots wait (a meeple flying to its space, a card flying to its
taker, the Secret Passage card turning up, the dice rolling, a pause as a board flips),
the "+1 ghost" texts rising where the ghosts changed, and the banner that says what just
happened.

Each event the viewer sees becomes a step, a text or a banner here (``animate``); a step
that ends over the view it was queued over leaves its trace on the boards until the view
is refreshed (``BoardsPanel.step_done``).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.dont_go_in_there.rules import (
    BoardFlipped,
    BoardRemoved,
    CardsDispelled,
    CardTaken,
    DiceRolled,
    DieTurned,
    EffectWithoutTarget,
    FirstPlayerChosen,
    GameOver,
    GhostPenalty,
    GhostsChanged,
    GhostsPassed,
    MeepleHaunted,
    MeeplePlaced,
    RoomResolves,
    SecretCardRevealed,
    SecretCardSeen,
    TomeNamed,
)
from ghostparlor.games.dont_go_in_there.table.art import BOARD_GAP, BOARD_H, BOARD_W, BOARD_X0, BOARD_Y, CARD, TEXT_MIN, P, card_surface, slot_rect, space_rect
from ghostparlor.games.dont_go_in_there.table.part import Part
from ghostparlor.ui import Tween, draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.tokens import Marker, draw_marker


class Motion(Part):
    """The steps, the rising texts and the banner over the table."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.steps: list[dict] = []  # animations played one after the other (hold the bots)
        self.floats: list[dict] = []  # "+1 ghost" texts shown at a seat's ghosts or on a space
        self.float_boxes: dict[tuple, pygame.Rect] = {}  # where those show (set as the panels are drawn)
        self.banner = ""
        self.banner_tween: Tween | None = None

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

    def floated(self, *at) -> bool:
        return any(f.get("at") == at for f in self.floats)

    def place_float(self, at: tuple, box: pygame.Rect) -> None:
        """Where a text for ``at`` (("seat", seat) or ("space", b, s)) shows, as that panel is drawn."""
        self.float_boxes[at] = box

    def flying_from(self, b: int, s: int) -> bool:
        """The card of slot ``s`` of board ``b`` is flying to its taker now (its slot is drawn empty)."""
        return bool(self.steps) and self.steps[0]["kind"] == "card" and self.steps[0]["tween"] is not None \
            and self.steps[0]["board"] == b and self.steps[0]["slot"] == s

    def busy(self) -> bool:
        return bool(self.steps)

    def lively(self) -> bool:
        return bool(self.floats) or self.banner_tween is not None

    def animate(self, happening, viewer: int | None) -> None:
        e = happening.event
        names = self.feed.names()
        theme = self.theme
        if isinstance(e, MeeplePlaced):
            b = self.table.board_of(e.room)
            self.add_step("meeple", 0.35, seat=e.seat, board=b, space=e.space,
                          start=self.table.players.seat_anchor(e.seat), end=space_rect(b, e.space).center)
        elif isinstance(e, GhostsChanged):
            key = "float_gain" if e.change > 0 else "float_loss"
            x, y = self.table.players.seat_anchor(e.seat)
            self.float_text(t(P + key, n=abs(e.change)), (x, y + 30), theme.colour("warning") if e.change > 0 else theme.colour("success"),
                            ("seat", e.seat))
        elif isinstance(e, GhostsPassed):
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, SecretCardSeen):
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, RoomResolves):
            self.table.boards.resolves(self.table.board_of(e.room))
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, SecretCardRevealed):
            self.add_step("reveal", 0.5, board=self.table.board_of(e.room), slot=e.slot, card=e.card)
        elif isinstance(e, DiceRolled):
            self.add_step("roll", 0.9, dice=e.dice, ghosts=e.ghosts)
        elif isinstance(e, DieTurned):
            dice = self.table.strip.dice_info[0] if self.table.strip.dice_info else len(self.table.strip.dice)
            self.add_step("roll", 0.5, dice=dice, ghosts=e.ghosts)
        elif isinstance(e, MeepleHaunted):
            if e.ghosts > 0:
                b = self.table.board_of(e.room)
                r = space_rect(b, e.space)
                self.float_text(t(P + "float_gain", n=e.ghosts), (r.centerx, r.y), theme.colour("warning"), ("space", b, e.space))
        elif isinstance(e, CardTaken):
            b = self.table.board_of(e.room)
            self.add_step("card", 0.45, board=b, slot=e.slot, card=e.card, start=slot_rect(b, e.slot).center,
                          end=self.table.players.seat_anchor(e.seat))
        elif isinstance(e, (CardsDispelled, TomeNamed, EffectWithoutTarget, BoardFlipped, BoardRemoved, GhostPenalty)):
            self.show_banner(self.game.describe_event(e, names, viewer))
            if isinstance(e, (BoardFlipped, BoardRemoved)):
                self.add_step("pause", 0.5)
        elif isinstance(e, (FirstPlayerChosen, GameOver)):
            self.show_banner(self.game.describe_event(e, names, viewer))

    def start_step(self, step: dict) -> None:
        step["tween"] = Tween(0.0, 1.0, step["duration"], "ease_out_cubic" if step["kind"] != "pause" else "linear")
        if step["kind"] == "roll":
            self.table.strip.set_dice(step["dice"], step["ghosts"], animate=True)
        elif step["kind"] == "meeple" and self.view is not None and self.view.resolving is None:
            if not self.table.strip.rolling():
                self.table.strip.put_away()  # a new placement: the last roll is put away

    def finish_step(self, step: dict) -> None:
        if step.get("view") is not self.view:
            return  # refreshed meanwhile: the view shows the meeple, the card gone, the card turned up
        self.table.boards.step_done(step)

    def update(self, dt: float) -> float:
        """Plays the steps, the texts and the banner; returns what is left of ``dt`` for
        what follows (nothing once a step has ended in it)."""
        strip = self.table.strip
        while self.steps:
            step = self.steps[0]
            if step["tween"] is None:
                self.start_step(step)
            step["tween"].update(dt)
            rolling = step["kind"] == "roll" and strip.rolling()
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
        return dt

    # --- drawing ---------------------------------------------------------------------
    def draw_steps(self, surface: pygame.Surface) -> None:
        """The step being played (the first one, once started)."""
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.draw_step(surface, step)

    def draw_step(self, surface: pygame.Surface, step: dict) -> None:
        p = step["tween"].value
        kind = step["kind"]
        if kind == "meeple":
            (x0, y0), (x1, y1) = step["start"], step["end"]
            end = (space_rect(step["board"], step["space"]).right - 24, y1)
            x, y = x0 + (end[0] - x0) * p, y0 + (end[1] - y0) * p - 40 * (1 - (2 * p - 1) ** 2)
            draw_marker(surface, Marker(seat=self.feed.seats()[step["seat"]].colour), (x, y), 14, self.theme)
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
            fade = 1 - p * p
            box = self.float_boxes.get(f.get("at")) if f.get("at") else None
            if box is not None and box.w > 8:
                # in place of the seat's ghosts / the space's name (hidden meanwhile)
                img = self.assets.fit_text(f["text"], box.w, "body", f["colour"], "bold", TEXT_MIN).copy()
                ink = img.get_bounding_rect()
                rect = img.get_rect()
                if f["at"][0] == "space":
                    rect.right = box.right
                else:
                    rect.x = box.x
                rect.y = box.centery - ink.centery + int(4 * (1 - p))
            else:
                img = self.assets.text(f["text"], "body", f["colour"], "bold").copy()
                x, y = f["pos"]
                rect = img.get_rect(center=(x, int(y - 30 * p)))
            img.set_alpha(int(255 * fade))
            draw.box(surface, rect.inflate(10, 4), (20, 12, 26, int(200 * fade)), 6)
            surface.blit(img, rect)

    def draw_banner(self, surface: pygame.Surface) -> None:
        pace = getattr(self.scene, "pace", None)
        if pace is not None and pace.busy():
            return  # a big moment's spotlight says it (the same line twice read as a fault)
        if self.banner_tween is not None:
            table = pygame.Rect(BOARD_X0, BOARD_Y, 3 * BOARD_W + 2 * BOARD_GAP, BOARD_H)
            draw_banner(surface, self.banner, self.banner_tween.value, (table.centerx, BOARD_Y + 172), table.w - 48, table)
