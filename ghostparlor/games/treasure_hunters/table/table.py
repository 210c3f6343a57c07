"""Ghost Fightin' Treasure Hunters on screen: the house drawn from the YAML graph (rooms
with their letters, hallway squares, coloured doors, the front door), the pawns (seat
colour AND seat shape, with the pawn's initial), ghosts, hauntings and jewels in the
rooms; beside it the team's progress (jewels out, rooms haunted, ghosts), the cards,
the movement die and the battle dice; below it the prompt, the choice buttons and the
pawn roster.

Drawing and input only: clicks and keys become Move / PickUpJewel / PutDownJewel /
SkipJewel actions that the session checks. Every event is played as a step (die roll,
card, ghost flight, pawn walk, fight); the shown position follows the steps, so the
board never jumps ahead of what has been animated.
"""
from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules.board import HALL, ROOM
from ghostparlor.games.treasure_hunters.rules import (
    PICK_UP,
    PUT_DOWN,
    SKIP,
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
    Move,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.games.treasure_hunters.table.art import (  # noqa: F401  (names other code imports from here)
    BOARD_AREA,
    DOOR_RGB,
    GHOST_RGB,
    HALL_FILL,
    HAUNT_RGB,
    INK,
    JEWEL_RGB,
    JEWEL_ROOM_FILL,
    NEXT_KEYS,
    P,
    PAWN_RGB,
    PREV_KEYS,
    ROOM_FILL,
    SIDE,
    STRIP,
    BattleDie,
    NodeSpot,
    TipArea,
    battle_face,
    draw_ghost,
    draw_haunt_marker,
    draw_jewel,
)
from ghostparlor.games.treasure_hunters.table.board import BoardMixin
from ghostparlor.games.treasure_hunters.table.plan import HousePlan
from ghostparlor.games.treasure_hunters.table.learn import LearnMixin
from ghostparlor.games.treasure_hunters.table.marks import MarksMixin, results_sheet, seat_counts  # noqa: F401
from ghostparlor.games.treasure_hunters.table.panels import PanelsMixin
from ghostparlor.games.treasure_hunters.table.pawns import PawnsMixin
from ghostparlor.scenes.game import Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, DieView, Tween
from ghostparlor.ui.spot import Spot


class TreasureHuntersTable(BoardMixin, PawnsMixin, MarksMixin, PanelsMixin, LearnMixin, Table):
    BACKDROP = "treasure_hunters/backdrop.jpg"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        game = self.game
        b = self.b = game.board
        BattleDie.faces = tuple(game.battle_faces)
        # geometry from the YAML graph's own coordinates (the floor plan picture is drawn from the same)
        plan = self.plan = HousePlan(b)
        self.gw, self.gh, self.cell, self.origin = plan.gw, plan.gh, plan.cell, plan.origin
        self.node_rects: dict[str, pygame.Rect] = plan.node_rects
        self.doors = plan.doors
        self.front_door = plan.front_door
        order = sorted(b.node_ids, key=lambda n: (self.node_rects[n].y, self.node_rects[n].x))
        self.spots: dict[str, Spot] = {}
        for nid in order:
            inset = 3 if b.kind[b.node_index[nid]] == ROOM else 2
            spot = NodeSpot(self.node_rects[nid].inflate(-inset * 2, -inset * 2), nid)
            self.spots[nid] = spot
            self.focus.add(spot)
        bw, bh = 176, 40
        bx = STRIP.right - bw - 10
        self.stay_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.stay"), action=None, style="secondary",
                                  size="small", tooltip=t(P + "tip.stay"), hotkey=pygame.K_s, name="stay")
        self.pickup_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.pick_up"), action=PICK_UP,
                                    size="small", tooltip=t(P + "tip.pick_up"), hotkey=pygame.K_j, name="pick_up")
        self.putdown_button = Button((bx, STRIP.y + 10, bw, bh), t(P + "button.put_down"), action=PUT_DOWN,
                                     size="small", tooltip=t(P + "tip.put_down"), hotkey=pygame.K_d, name="put_down")
        self.skip_button = Button((bx, STRIP.y + 10 + bh + 8, bw, bh), t(P + "button.skip"), action=SKIP, style="secondary",
                                  size="small", tooltip=t(P + "tip.skip"), hotkey=pygame.K_l, name="skip")
        self.buttons = [self.stay_button, self.pickup_button, self.putdown_button, self.skip_button]
        for button in self.buttons:
            button.visible = False
        self.focus.add(*self.buttons)
        self.goal_tip = TipArea((SIDE.x, SIDE.y, SIDE.w, 200), name="goal_tip")  # the side panel lays it out
        self.focus.add(self.goal_tip)
        # the dice
        self.move_die = DieView((SIDE.x + 24, SIDE.y + 318), 1, size=52, name="move_die")
        self.battle_dice = [BattleDie((SIDE.x + 150 + i * 60, SIDE.y + 318), 6, size=52, name=f"battle_{i}") for i in range(game.max_dice)]
        self.die_shown = False
        self.die_ghost = False
        self.battle_shown = 0
        self.battle_text = ""
        self.last_fight = None  # the GhostsFought / UnhauntRolled the battle dice show
        # what is shown (follows the animation steps, not the session)
        self.view = None
        self.view_seat: int | None = -99
        self.shown: dict = {}
        self.legal: list = []
        self.steps: list[dict] = []
        self.banner = ""
        self._planner = None  # the easy bot's job planner, for the team plan line
        self._plan_for = None
        self._plan = ""
        self.banner_tween: Tween | None = None
        self.last_card: str | None = None
        self.card_note = ""
        self.card_tween: Tween | None = None
        self.pulse = 0.0
        self.drawn_at: dict[int, tuple[float, float]] = {}  # pawn -> where it was last drawn
        self.drawn: dict = {}  # name -> where a part of the side panel was last drawn (the inspect tips read it)
        self.trails: dict = {}  # seat -> the PawnMoved of its last walk (set with the last-move marks)

    # --- model ---------------------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        game = self.game
        self.view = view = game.view(self.session.state, viewer)
        self.view_seat = viewer
        self.shown = {
            "positions": list(view.positions),
            "carrying": list(view.carrying),
            "carried_number": list(view.carried_number),
            "ghosts": list(view.ghosts),
            "haunted": list(view.haunted),
            "has_jewel": list(view.has_jewel),
            "jewel_number": list(view.jewel_number),
            "delivered": view.delivered,
            "markers": view.markers,
            "locked": view.locked_colour,
            "draw_size": view.draw_size,
        }
        if not self.steps:
            self.last_card = view.discard[-1] if view.discard else None
        if view.roll and not self.move_die.rolling:
            self.move_die.face = self.move_die._shown = max(1, min(6, view.roll))
            self.die_shown = True
            self.die_ghost = view.ghost_icon
        my_turn = self.scene.my_turn()
        self.legal = legal = self.session.legal_actions() if my_turn else []
        dests = {a.to for a in legal if isinstance(a, Move)}
        for nid, spot in self.spots.items():
            spot.legal = nid in dests
            spot.reason = "" if spot.legal else self.why_not(nid, my_turn)
            spot.tooltip = self.place_tip(nid)
        here = view.positions[view.turn] if view.positions else ""
        self.stay_button.visible = here in dests
        self.stay_button.action = Move(here) if here else None
        self.pickup_button.visible = PICK_UP in legal
        self.putdown_button.visible = PUT_DOWN in legal
        self.skip_button.visible = SKIP in legal
        if my_turn:
            focused = self.focus.focused
            if focused is None or not focused.accepts_focus:
                order = self.focus.focus_order()
                preferred = [w for w in order if w in (self.pickup_button, self.putdown_button)]
                if preferred or order:
                    self.focus.focus((preferred or order)[0], visible=False)

    def why_not(self, nid: str, my_turn: bool) -> str:
        """Why the viewer cannot move to ``nid`` now (a short sentence)."""
        view, game, b = self.view, self.game, self.b
        names = self.session.names()
        if self.session.is_over():
            return t(P + "why.over")
        if self.scene.viewer() is None:
            return t(P + "why.spectator")
        if not my_turn:
            seat = view.to_move
            if 0 <= seat < len(names) and seat != self.scene.viewer():
                return t(P + "why.not_yours", player=names[seat])
            return t(P + "why.wait")
        if view.phase == "pickup":
            return t(P + "why.jewel_first")
        if view.phase != "move":
            return t(P + "why.wait")
        s = self.session.state
        pawn = view.turn
        start = s.pos[pawn]
        node = b.node_index[nid]
        if game.is_trapped(s, pawn):
            return t(P + "why.trapped", room=game.room_name(view.positions[pawn]))
        carrier = s.carry[pawn] > 0
        out_ok = not (carrier and s.advanced and s.carry[pawn] != len(s.delivered) + 1)
        if node == b.out and not out_ok:
            return t(P + "why.jewel_order", number=len(s.delivered) + 1)
        locked = game.locked_colour(s)
        dist = b.distances(start, locked, s.haunted, carrier, out_ok)
        if node in dist:
            d = dist[node]
            if d > s.roll:
                return t(P + "why.too_far", spaces=d, roll=s.roll)
            if b.kind[node] == HALL and any(p == node for i, p in enumerate(s.pos) if i != pawn):
                return t(P + "why.occupied")
            return t(P + "why.cannot")
        if locked is not None and node in b.distances(start, None, s.haunted, carrier, out_ok):
            return t(P + "why.locked", colour=game.colour_name(b.colours[locked]))
        if carrier and node in b.distances(start, locked, None, carrier, out_ok):
            return t(P + "why.haunted_path")
        return t(P + "why.unreachable")

    def place_tip(self, nid: str) -> str:
        view, game, b = self.view, self.game, self.b
        name = game.place_name(nid)
        if nid in b.room_ids:
            r = b.room_ids.index(nid)
            parts = [name]
            if view.haunted[r]:
                parts.append(t(P + "tip.haunted"))
            elif view.ghosts[r]:
                parts.append(t(P + "tip.ghosts", n=view.ghosts[r]))
            if view.has_jewel[r]:
                parts.append(t(P + "tip.jewel_number", number=view.jewel_number[r]) if view.jewel_number[r] else t(P + "tip.jewel"))
            return " \u2022 ".join(parts)
        if nid == b.out_id:
            return t(P + "tip.outside")
        return name

    # --- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS + PREV_KEYS:
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
        if isinstance(source, Button) and action.kind == "click" and source in self.buttons and source.visible:
            if not self.scene.my_turn():
                return t("game.not_your_turn")
            return source.action
        return None

    # --- animation ---------------------------------------------------------------------------
    def add_step(self, kind: str, duration: float, event=None, **data) -> None:
        self.steps.append({"kind": kind, "duration": duration, "tween": None, "event": event, **data})

    def show_banner(self, text: str, hold: float = 2.6) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, hold, "linear")

    def animate(self, happening: Happening, viewer: int | None) -> None:
        e = happening.event
        names = self.session.names()
        if isinstance(e, DieRolled):
            self.add_step("roll", 0.75, e)
        elif isinstance(e, CardDrawn):
            self.add_step("card", 0.55, e)
        elif isinstance(e, GhostPlaced):
            self.add_step("ghost", 0.6, e)
            if e.haunted or e.skipped:
                self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, PawnMoved):
            path = self.walked_path(e)  # square by square, one short leg per space
            self.add_step("move", self.step_seconds() * max(0, len(path) - 1), e, path=path)
        elif isinstance(e, (GhostsFought, UnhauntRolled)):
            self.add_step("fight", 0.9, e)
            self.add_step("pause", 0.35)
        elif isinstance(e, (JewelDelivered, JewelPickedUp, JewelPutDown, JewelRevealed)):
            self.add_step("jewel", 0.45, e)
        elif isinstance(e, (DoorsLocked, DoorsUnlocked, PawnTrapped, DeckShuffled)):
            self.add_step("note", 0.0, e)
            self.show_banner(self.game.describe_event(e, names, viewer))
        elif isinstance(e, GameOver):
            self.add_step("note", 0.0, e)
            self.show_banner(self.game.describe_event(e, names, viewer), 4.0)
        else:
            self.add_step("note", 0.0, e)

    def room_index(self, rid: str) -> int:
        return self.b.room_ids.index(rid) if rid in self.b.room_ids else -1

    def start_step(self, step: dict) -> None:
        step["tween"] = Tween(0.0, 1.0, step["duration"], "linear" if step["kind"] in ("pause", "move") else "ease_out_cubic")
        e = step["event"]
        kind = step["kind"]
        if kind == "roll":
            self.die_shown = True
            self.die_ghost = e.ghost
            self.battle_shown = 0
            self.battle_text = ""
            self.last_fight = None
            self.card_note = ""
            self.move_die.roll(max(1, min(6, e.value)), self.theme.duration("die_roll"))
        elif kind == "card":
            self.last_card = e.card
            self.card_note = t(P + "card_ignored") if e.ignored else ""
            self.card_tween = Tween(0.0, 1.0, 0.4, "ease_out_cubic")
        elif kind == "fight":
            faces = e.faces
            self.last_fight = e  # what the battle dice's tip tells
            self.battle_shown = len(faces)
            for i, die in enumerate(self.battle_dice[: len(faces)]):
                die.roll(die.face_number(faces[i]), self.theme.duration("die_roll") + 0.08 * i)
            self.battle_text = ""
        elif kind == "ghost":
            rid = e.room
            if e.skipped:
                self.card_note = t(P + "card_overflow", rooms=", ".join(e.skipped), room=rid)
            else:
                self.card_note = t(P + "card_ghost", room=rid)

    def finish_step(self, step: dict) -> None:
        e = step["event"]
        sh = self.shown
        if e is None or not sh:
            return
        if isinstance(e, PawnMoved):
            sh["positions"][e.pawn] = e.to
        elif isinstance(e, GhostPlaced):
            r = self.room_index(e.room)
            if r >= 0:
                if e.haunted:
                    sh["ghosts"][r] = 0
                    sh["haunted"][r] = True
                else:
                    sh["ghosts"][r] = e.ghosts
            sh["markers"] = e.markers
        elif isinstance(e, JewelPickedUp):
            r = self.room_index(e.room)
            if r >= 0:
                sh["has_jewel"][r] = False
            sh["carrying"][e.pawn] = True
            sh["carried_number"][e.pawn] = e.number
        elif isinstance(e, JewelPutDown):
            r = self.room_index(e.room)
            if r >= 0:
                sh["has_jewel"][r] = True
                sh["jewel_number"][r] = e.number
            sh["carrying"][e.pawn] = False
        elif isinstance(e, JewelDelivered):
            sh["carrying"][e.pawn] = False
            sh["delivered"] = e.delivered
        elif isinstance(e, JewelRevealed):
            r = self.room_index(e.room)
            if r >= 0:
                sh["jewel_number"][r] = e.number
        elif isinstance(e, GhostsFought):
            r = self.room_index(e.room)
            if r >= 0:
                sh["ghosts"][r] = e.ghosts
            self.battle_text = t(P + "fight_result", removed=e.removed)
        elif isinstance(e, UnhauntRolled):
            r = self.room_index(e.room)
            if r >= 0 and e.success:
                sh["haunted"][r] = False
            sh["markers"] = e.markers
            self.battle_text = t(P + "unhaunt_ok") if e.success else t(P + "unhaunt_failed")
        elif isinstance(e, DoorsLocked):
            sh["locked"] = e.colour
        elif isinstance(e, DoorsUnlocked):
            sh["locked"] = None
        elif isinstance(e, DeckShuffled):
            sh["draw_size"] = e.cards
        elif isinstance(e, CardDrawn):
            sh["draw_size"] = max(0, sh["draw_size"] - 1)

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        e = happening.event
        if isinstance(e, (DieRolled, GhostsFought, UnhauntRolled)):
            return "dice_roll"
        if isinstance(e, CardDrawn):
            return "card_draw"
        if isinstance(e, GhostPlaced):
            return "haunting" if e.haunted else "ghost_found"
        if isinstance(e, PawnMoved):  # through a door (into or out of a room, or out of the house), else a step
            b = self.b
            return "door" if any(n in b.rects or n == b.out_id for n in self.walked_path(e)) else "click"
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
        self.move_die.update(dt)
        for die in self.battle_dice:
            die.update(dt)
        while self.steps:
            step = self.steps[0]
            if step["tween"] is None:
                self.start_step(step)
            step["tween"].update(dt)
            rolling = step["kind"] in ("roll", "fight") and (self.move_die.rolling or any(d.rolling for d in self.battle_dice))
            if step["tween"].done and not rolling:
                self.steps.pop(0)
                self.finish_step(step)
                dt = 0.0
                continue
            break
        for name in ("banner_tween", "card_tween"):
            tween = getattr(self, name)
            if tween is not None:
                tween.update(dt)
                if tween.done:
                    setattr(self, name, None)

    MOMENTS = {"ghost_placed": lambda e: "big" if e.haunted else "notable", "jewel_delivered": "big",
               "ghosts_fought": "notable", "pawn_trapped": "notable", "jewel_revealed": "notable", "deck_shuffled": "notable"}

    def prompt_area(self) -> pygame.Rect:
        """The strip's prompt lines at its top (no tip covers them; the keys line may be)."""
        return pygame.Rect(STRIP.x, STRIP.y, STRIP.w - 210, STRIP.h // 2)  # left of the choice buttons

    def busy(self) -> bool:
        return bool(self.steps)

    def frame_key(self):
        return super().frame_key(), self.lively() or self.pulse  # the ring settles when the table comes to rest

    def lively(self) -> bool:
        return self.busy() or self.banner_tween is not None or self.card_tween is not None or self.move_die.rolling \
            or any(d.rolling for d in self.battle_dice)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.view_seat != self.scene.viewer():
            self.refresh(self.scene.viewer())
        if self.view is None:
            return
        self.draw_board(surface)
        self.draw_side(surface)
        self.draw_strip(surface)
        for step in self.steps[:1]:
            if step["tween"] is not None:
                self.draw_step(surface, step)
        self.draw_banner(surface)



def results_credits(session) -> tuple[str, list[str]]:
    """The results screen's score column for a co-operative game: each person's own
    deliveries (TH-14, by the pawns they play), not the team's total repeated."""
    counts = seat_counts(session)["delivered"]
    return t(P + "credit_label"), [t(P + "credit", n=c) for c in counts]


def make_table(scene) -> TreasureHuntersTable:
    return TreasureHuntersTable(scene)
