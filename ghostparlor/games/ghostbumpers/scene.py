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
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import (
    ZERO_TEN, BothPilesEmpty, BottomCardMoved, CardDealt, CardDrawn, CardRevealed, CardsPlayed, DiscardCard,
    DiscardReshuffled, DiscardsRevealed, GameOver, GhostbumpersView, PlayCards, PlayZeroTen, RoundEnded,
    RoundStarted, SetScareLevel, TricksBegin, TrickWon, strength,
)
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table
from ghostparlor.session import Happening
from ghostparlor.ui import Button, CardFace, CardHand, Tween, draw
from ghostparlor.ui.cards import fallback_back, fallback_face
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.banner import draw_banner

# --- layout (the table area is x 0..944, y 52..720) ---------------------------
SEAT_ROW = pygame.Rect(12, 60, 920, 148)
FELT = pygame.Rect(12, 216, 920, 254)
TRICK = pygame.Rect(204, 224, 580, 238)
FORECAST = pygame.Rect(792, 232, 132, 222)
DRAW_POS = (30, 262)
DISCARD_POS = (114, 262)
PILE_CARD = (70, 98)
ME_PANEL = pygame.Rect(12, 478, 188, 234)
HAND_RECT = pygame.Rect(206, 500, 536, 218)
CARD = (98, 138)
SIDE = pygame.Rect(750, 478, 182, 234)
MINI = (58, 82)  # cards in the trick
CHAR = (26, 36)  # character cards beside a deck

VALUE_COLOURS = {
    1: (96, 140, 200), 2: (86, 164, 176), 3: (92, 160, 120), 4: (136, 164, 86), 5: (226, 178, 84),
    6: (216, 146, 70), 7: (204, 108, 72), 8: (180, 80, 104), 9: (134, 84, 160), 0: (70, 62, 86),
}
NAV_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_HOME, pygame.K_END)
SKIP_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def strength_text(card: int, count: int, announce: int) -> str:
    """GB-12 as printed on the table: a single card its value, k x v the decimal "k.v"."""
    if card == ZERO_TEN:
        return str(max(0, announce))
    if count == 1:
        return str(card)
    return f"{count}.{card}"


def best_index(plays) -> int:
    """GB-13: the highest strength wins; on a tie the latest play wins."""
    best, best_s = -1, -1
    for i, play in enumerate(plays):
        if play[4] >= best_s:
            best, best_s = i, play[4]
    return best


class Step:
    """One queued animation: a kind, its data and a tween from 0 to 1."""

    def __init__(self, kind: str, duration: float, **data) -> None:
        self.kind = kind
        self.tween = Tween(0.0, 1.0, duration, "linear")
        self.data = data
        self.started = False


class GhostbumpersTable(Table):
    HANDOFF_SHOWS = "cards"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.view: GhostbumpersView | None = None
        self.legal: list = []
        self.hand = CardHand(HAND_RECT, [], layout="fan", card_size=CARD, multi_select=True, name="hand")
        self.play_button = Button((SIDE.x + 8, SIDE.y + 118, SIDE.w - 16, 46), t("ghostbumpers.ui.play"),
                                  tooltip=t("ghostbumpers.ui.play_tip"), name="play")
        self.zero_button = Button((SIDE.x + 8, SIDE.y + 112, SIDE.w - 16, 38), t("ghostbumpers.ui.play_as_0"),
                                  tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as0", size="small")
        self.ten_button = Button((SIDE.x + 8, SIDE.y + 156, SIDE.w - 16, 38), t("ghostbumpers.ui.play_as_10"),
                                 tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as10", size="small")
        self.scores_button = Button((SIDE.x + 8, SIDE.bottom - 38, SIDE.w - 16, 32), t("ghostbumpers.ui.scores"),
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

    def build_scare_buttons(self) -> None:
        """GB-3: one button per depth 1..7 while this seat hides its scared card."""
        positions = sorted(a.position for a in self.legal if isinstance(a, SetScareLevel))
        if [b.action for b in self.scare_buttons] == positions:
            return
        for button in self.scare_buttons:
            self.focus.remove(button)
        self.scare_buttons = []
        if not positions:
            return
        w, gap = 64, 12
        total = len(positions) * w + (len(positions) - 1) * gap
        x0 = TRICK.centerx - total // 2
        for i, p in enumerate(positions):
            button = Button((x0 + i * (w + gap), TRICK.y + 84, w, 78), str(p), action=p, size="large",
                            style="secondary", tooltip=t("ghostbumpers.ui.scare_position_tip", p=p), name=f"scare{p}")
            self.scare_buttons.append(button)
        self.focus.add(*self.scare_buttons)

    def face(self, card: int, index: int) -> CardFace:
        return CardFace(
            id=f"{card}#{index}",
            image=self.card_image(card),
            text=self.game.card_name(card),
            accent=VALUE_COLOURS[card],
            kind=card,
            corner="0/10" if card == ZERO_TEN else str(card),
        )

    @staticmethod
    def card_image(card: int) -> str:
        return "ghostbumpers/zero_ten.png" if card == ZERO_TEN else f"ghostbumpers/monster_{card}.png"

    def selection(self) -> tuple[int | None, int]:
        """(card value, count) of the selected cards in the hand."""
        chosen = [f for f in self.hand.cards if f.id in self.hand.selected]
        if not chosen:
            return None, 0
        return chosen[0].kind, len(chosen)

    def update_buttons(self) -> None:
        view = self.view
        my_turn = bool(self.legal)
        playing = my_turn and view is not None and view.phase == "play"
        card, count = self.selection()
        zero = playing and card == ZERO_TEN
        self.play_button.visible = view is not None and view.hand is not None and not zero
        self.play_button.enabled = playing and card is not None and card != ZERO_TEN and not self.steps
        self.zero_button.visible = self.ten_button.visible = zero
        self.zero_button.enabled = self.ten_button.enabled = zero and not self.steps
        for button in self.scare_buttons:
            button.visible = True
            button.enabled = not self.steps

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.steps:
            if (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1) or (
                    event.type == pygame.KEYDOWN and event.key in SKIP_KEYS):
                self.skip_animations()
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
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
        source = action.source
        if source is self.scores_button and action.kind == "click":
            self.show_scores = True
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

    def hand_action(self, action):
        view = self.view
        if action.kind in ("focus", "cursor"):
            return None
        if not self.legal:
            self.hand.clear_selection()
            return t("ghostbumpers.ui.not_your_card")
        if view.phase == "scare":
            self.hand.clear_selection()
            return t("ghostbumpers.ui.hide_first")
        if view.phase in ("gb9_discard", "pay_owed"):
            if action.kind in ("choose", "select"):
                ids = action.value if isinstance(action.value, tuple) else (action.value,)
                if not ids:
                    return None
                card = int(str(ids[-1]).split("#")[0])
                self.hand.clear_selection()
                choice = DiscardCard(card)
                return choice if choice in self.legal else t("ghostbumpers.ui.not_your_card")
            return None
        if action.kind == "rejected":
            return t("ghostbumpers.ui.not_your_card")
        if action.kind == "select":
            self.update_buttons()
            return None
        if action.kind == "choose":
            return self.play_selection()
        return None

    def play_selection(self):
        card, count = self.selection()
        if card is None:
            return t("ghostbumpers.ui.select_first")
        if card == ZERO_TEN:
            self.update_buttons()
            self.focus.focus(self.ten_button)
            return t("ghostbumpers.ui.choose_announce")
        choice = PlayCards(card, count)
        if choice not in self.legal:
            return t("ghostbumpers.ui.not_your_card")
        self.hand.clear_selection()
        return choice

    # --- animation --------------------------------------------------------------------------
    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        """Sounds are played when their animation step starts (so a reveal sounds when it
        flips, not when the bot decided); see :meth:`step_sound`."""
        return None

    def step_sound(self, event) -> str | None:
        viewer = self.viewer_seat
        if isinstance(event, CardsPlayed):
            return "card_play"
        if isinstance(event, CardRevealed):
            return "scare" if event.scared else "reveal"
        if isinstance(event, BottomCardMoved):
            return "mirror" if event.moved else None
        if isinstance(event, (CardDealt, DiscardReshuffled, DiscardsRevealed)):
            return "card_draw"
        if isinstance(event, TrickWon):
            return "take_pile"
        if isinstance(event, RoundEnded):
            return "reveal"
        if isinstance(event, GameOver):
            return "win" if viewer is None or viewer in event.winners else "lose"
        if isinstance(event, CardDrawn) and event.seat == viewer:
            return "card_draw"
        return None

    def animate(self, happening: Happening, viewer: int | None) -> None:
        event = happening.event
        names = self.session.names()
        if isinstance(event, CardsPlayed):
            self.steps.append(Step("play", 0.38, event=event))
        elif isinstance(event, TrickWon):
            key = "ghostbumpers.ui.wins_zero_ten" if event.zero_ten else "ghostbumpers.ui.wins_trick"
            self.steps.append(Step("won", 1.1, event=event, text=t(key, player=names[event.winner], n=event.reveals)))
        elif isinstance(event, CardRevealed):
            self.steps.append(Step("reveal", 1.5 if event.scared else 0.6, event=event))
        elif isinstance(event, BottomCardMoved):
            self.steps.append(Step("moved", 0.8 if event.moved else 0.2, event=event))
        elif isinstance(event, RoundEnded):
            cards = sum(max(0, b) for b in event.beneath) + event.scores.count(0)
            self.steps.append(Step("round_end", 4.0 + 0.16 * cards, event=event))
        elif isinstance(event, CardDealt):
            if not self.steps or self.steps[-1].kind != "deal":
                self.steps.append(Step("deal", 0.9, event=event, seats=[]))
            self.steps[-1].data["seats"].append(event.seat)
        elif isinstance(event, CardDrawn):
            self.steps.append(Step("drawn", 0.22, event=event))
        elif isinstance(event, (RoundStarted, TricksBegin, BothPilesEmpty, DiscardReshuffled, DiscardsRevealed, GameOver)):
            self.steps.append(Step("banner", 0.5, event=event, text=self.game.describe_event(event, names, viewer)))

    def start_step(self, step: Step) -> None:
        event = step.data.get("event")
        sound = self.step_sound(event) if event is not None else None
        if sound:
            self.scene.app.play_sound(sound)
        kind = step.kind
        if kind == "play":
            if self.trick_winner is not None:
                self.trick = []
                self.trick_winner = None
            e = event
            self.trick.append((e.seat, e.card, e.count, e.announce, e.strength))
            self.hand_delta[e.seat] = self.hand_delta.get(e.seat, 0) - e.count
            slot = self.slot_rect(len(self.trick) - 1)
            self.flights.append({"card": e.card, "count": e.count, "from": self.seat_anchor(e.seat),
                                 "to": slot.center, "tween": step.tween, "slot": len(self.trick) - 1})
        elif kind == "won":
            self.trick_winner = event.winner
            self.show_banner(step.data["text"])
        elif kind == "reveal":
            if event.scared:
                self.scared_seat = event.seat
                self.show_banner(t("ghostbumpers.ui.scared_banner", player=self.session.names()[event.seat]))
            else:
                self.extra_revealed[event.seat] = self.extra_revealed.get(event.seat, 0) + 1
        elif kind == "moved":
            self.moving = event.seat
        elif kind == "drawn":
            self.hand_delta[event.seat] = self.hand_delta.get(event.seat, 0) + 1
            self.flights.append({"card": None, "count": 1, "from": (DRAW_POS[0] + 35, DRAW_POS[1] + 49),
                                 "to": self.seat_anchor(event.seat), "tween": step.tween})
        elif kind == "deal":
            self.trick = []
            self.trick_winner = None
            seen: list[int] = []
            for seat in step.data["seats"]:
                if seat not in seen:
                    seen.append(seat)
            for i, seat in enumerate(seen):
                self.flights.append({"card": None, "count": 1, "from": (DRAW_POS[0] + 35, DRAW_POS[1] + 49),
                                     "to": self.seat_anchor(seat), "tween": step.tween, "delay": i / max(1, len(seen))})
        elif kind == "round_end":
            self.overlay = {"event": event, "tween": step.tween}
        elif kind == "banner":
            self.show_banner(step.data["text"])

    def end_step(self, step: Step) -> None:
        self.flights = [f for f in self.flights if f["tween"] is not step.tween]
        if step.kind == "moved":
            self.moving = None
        elif step.kind == "round_end":
            self.overlay = None

    def skip_animations(self, apply: bool = True) -> None:
        """Finish every queued animation now (a click, Enter or Space while they run)."""
        self.steps.clear()
        self.flights.clear()
        self.overlay = None
        if apply and self.pending:
            self.apply_view()

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        step_dt = dt
        while self.steps:
            step = self.steps[0]
            if not step.started:
                step.started = True
                self.start_step(step)
            step.tween.update(step_dt)
            step_dt = 0.0
            if step.tween.done:
                self.end_step(step)
                self.steps.pop(0)
                continue
            break
        if not self.steps and self.pending:
            self.apply_view()
        if self.banner_tween is not None:
            self.banner_tween.update(dt)
            if self.banner_tween.done:
                self.banner_tween = None
        if not self.steps:
            self.update_buttons()

    def busy(self) -> bool:
        return bool(self.steps)

    def lively(self) -> bool:
        return bool(self.steps or self.flights or self.banner_tween)

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
        w = min(112, TRICK.w // max(1, n))
        x0 = TRICK.centerx - w * n // 2
        return pygame.Rect(x0 + index * w, TRICK.y + 34, w, 168)

    # --- text for the frame -------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.rounds:
            text = t("ghostbumpers.ui.round", round=view.round, rounds=view.rounds)
        else:
            text = t("ghostbumpers.ui.round_target", round=view.round, target=view.target_score)
        if view.phase in ("play", "refill", "gb9_discard", "pay_owed"):
            text += " - " + t("ghostbumpers.ui.trick_no", n=view.tricks_done + 1)
        return text

    def seat_status(self, seat: int, viewer: int | None) -> str:
        if self.view is None:
            return ""
        return t("ghostbumpers.ui.points", n=self.view.totals[seat])

    # --- drawing --------------------------------------------------------------------------------
    def card_surface(self, card: int | None, size: tuple[int, int]) -> pygame.Surface:
        key = ("card", card, size)
        surf = self._surfaces.get(key)
        if surf is None:
            if card is None:
                surf = self.assets.image_scaled("ghostbumpers/back.png", size) or fallback_back(size, self.theme)
            else:
                surf = self.assets.image_scaled(self.card_image(card), size) or fallback_face(self.face(card, 0), size, self.theme)
            self._surfaces[key] = surf
        return surf

    def char_surface(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A character card: "back", "U" (a calm round ghost) or "S" (a jagged star with "!")."""
        key = ("char", kind, size)
        surf = self._surfaces.get(key)
        if surf is not None:
            return surf
        art = {"back": "ghostbumpers/character_back.png", "U": "ghostbumpers/unafraid.png", "S": "ghostbumpers/scared.png"}[kind]
        surf = self.assets.image_scaled(art, size)
        if surf is None:
            theme = self.theme
            w, h = size
            if kind == "back":
                surf = fallback_back(size, theme)
            else:
                surf = pygame.Surface(size, pygame.SRCALPHA)
                rect = surf.get_rect()
                fill = theme.colour("parchment") if kind == "U" else (232, 196, 200)
                pygame.draw.rect(surf, fill[:3], rect, border_radius=5)
                pygame.draw.rect(surf, theme.colour("parchment_edge")[:3] if kind == "U" else (150, 40, 56), rect, 2, border_radius=5)
                c = (w // 2, h // 2)
                r = max(4, min(w, h) // 3)
                if kind == "U":
                    pygame.draw.circle(surf, (250, 248, 240), c, r)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], c, r, 2)
                    e = max(1, r // 4)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], (c[0] - r // 3, c[1] - r // 4), e)
                    pygame.draw.circle(surf, theme.colour("ink")[:3], (c[0] + r // 3, c[1] - r // 4), e)
                    pygame.draw.arc(surf, theme.colour("ink")[:3], pygame.Rect(c[0] - r // 2, c[1] - r // 4, r, r // 1.4 + 1), 3.5, 5.9, 2)
                else:
                    draw.draw_shape(surf, "star", c, r * 1.15, (200, 50, 64), (60, 10, 20), 2)
                    mark = self.assets.text("!", max(10, h // 3), (255, 250, 240), "bold")
                    surf.blit(mark, mark.get_rect(center=(c[0], c[1] + 1)))
        self._surfaces[key] = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        theme = self.theme
        draw.box(surface, FELT, (40, 62, 52), 24, theme.colour("accent_pressed"), 3)
        self.draw_seats(surface)
        self.draw_piles(surface)
        if self.scare_buttons and not self.steps:
            self.draw_scare_picker(surface)
        else:
            self.draw_trick(surface)
            self.draw_forecast(surface)
        self.draw_me(surface)
        self.draw_side(surface)
        for flight in self.flights:
            self.draw_flight(surface, flight)
        if self.overlay is not None:
            self.draw_round_end(surface)
        self.draw_banner(surface)
        if self.show_scores:
            self.draw_score_table(surface)

    def shown_revealed(self, seat: int) -> int:
        return self.view.revealed[seat] + self.extra_revealed.get(seat, 0)

    def shown_deck(self, seat: int) -> int:
        return max(0, self.view.deck_sizes[seat] - self.extra_revealed.get(seat, 0) - (1 if self.scared_seat == seat else 0))

    def draw_character_row(self, surface: pygame.Surface, seat: int, x: int, y: int, width: int,
                           order: str | None = None) -> None:
        """A seat's face-down character deck and the cards revealed beside it.

        ``order`` (the owner only) is the face-down deck top first with "S" where the
        scared card lies; others see plain backs."""
        assets, theme = self.assets, self.theme
        deck = self.shown_deck(seat)
        revealed = self.shown_revealed(seat)
        w, h = CHAR
        if order is not None:
            step = min(w + 3, (width - 8) // max(1, len(order) + revealed))
            xx = x
            for _ in range(revealed):
                surface.blit(self.char_surface("U", CHAR), (xx, y))
                xx += step
            if revealed:
                xx += 4
            for i, c in enumerate(order):
                lift = 6 if c == "S" else 0
                surface.blit(self.char_surface("back", CHAR), (xx, y - lift))
                if c == "S":
                    badge = self.char_surface("S", (w - 8, h - 12))
                    surface.blit(badge, (xx + 4, y - lift + 6))
                xx += step
            return
        # others: a stack of backs with the count, then the revealed cards
        layers = min(4, deck)
        lift = 0
        if self.moving == seat:
            lift = 6
        for i in range(layers):
            surface.blit(self.char_surface("back", (w + 6, h + 8)), (x + i * 2, y - i * 2 - lift))
        if deck == 0:
            draw.box(surface, pygame.Rect(x, y, w + 6, h + 8), None, 5, theme.colour("edge"), 1)
        num = assets.text(str(deck), "small", theme.colour("accent_text"), "bold")
        badge = num.get_rect(center=(x + w + 6, y + 2))
        pygame.draw.circle(surface, theme.colour("accent")[:3], badge.center, 10)
        surface.blit(num, badge)
        rx = x + w + 22
        space = x + width - rx - w
        step = min(w + 3, space // max(1, revealed - 1)) if revealed > 1 else w
        for i in range(revealed):
            surface.blit(self.char_surface("U", CHAR), (rx + i * step, y + 4))
        if self.scared_seat == seat:
            sx = rx + revealed * step
            surface.blit(self.char_surface("S", (w + 8, h + 10)), (min(sx, x + width - w - 8), y))

    def draw_seats(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        plans = self.session.plans
        names = self.session.names()
        for seat, rect in self.seat_rects().items():
            active = seat == view.to_move and not self.session.is_over() and not self.steps
            draw.box(surface, rect, theme.colour("panel_dark"), 12,
                     theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
            if active:
                draw.glow(surface, rect, theme.colour("accent"), 12, 6)
            draw_marker(surface, Marker(seat=plans[seat].colour), (rect.x + 18, rect.y + 18), 11, theme)
            pts = assets.text(t("ghostbumpers.ui.points", n=view.totals[seat]), "small", theme.colour("accent"), "bold")
            surface.blit(pts, pts.get_rect(topright=(rect.right - 8, rect.y + 10)))
            name = assets.fit_text(names[seat], rect.w - 50 - pts.get_width(), "body", theme.colour("text"), "bold")
            surface.blit(name, (rect.x + 34, rect.y + 7))
            if seat == view.dealer:
                star = assets.fit_text("*", 14, "small", theme.colour("accent"), "bold")
                surface.blit(star, (rect.x + 13, rect.y + 30))
            self.draw_character_row(surface, seat, rect.x + 10, rect.y + 44, rect.w - 20)
            # hand size as small backs and a count, then the seat's state
            size = max(0, view.hand_sizes[seat] + self.hand_delta.get(seat, 0))
            back = self.card_surface(None, (18, 25))
            for i in range(min(size, 9)):
                surface.blit(back, (rect.x + 10 + i * 6, rect.y + 112))
            label = assets.text(t("ghostbumpers.ui.cards", n=size), "small", theme.colour("text_muted"))
            surface.blit(label, (rect.x + 10 + min(size, 9) * 6 + 20, rect.y + 114))
            status, colour = self.seat_state(seat)
            if status:
                img = assets.fit_text(status, rect.w - 20, "small", colour, "bold")
                surface.blit(img, img.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)))

    def seat_state(self, seat: int) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        if view.phase == "scare":
            if view.scare_set[seat]:
                return t("ghostbumpers.ui.hidden_done"), theme.colour("success")
            return t("ghostbumpers.ui.hiding"), theme.colour("warning")
        if view.owed[seat]:
            return t("ghostbumpers.ui.owes", n=view.owed[seat]), theme.colour("warning")
        return "", theme.colour("text")

    def draw_piles(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        for pos, count, label, face_up in ((DRAW_POS, view.draw_pile_size, t("ghostbumpers.ui.draw_pile"), False),
                                           (DISCARD_POS, len(view.discard_pile), t("ghostbumpers.ui.discard_pile"), True)):
            rect = pygame.Rect(pos, PILE_CARD)
            if count <= 0:
                draw.box(surface, rect, (30, 48, 40), 9, theme.colour("panel_dark_edge"), 2)
            else:
                for i in range(min(4, (count + 5) // 6)):
                    surface.blit(self.card_surface(None, PILE_CARD), rect.move(i * 2, -i * 2))
                num = assets.text(str(count), "body", theme.colour("accent_text"), "bold")
                c = (rect.right, rect.y + 2)
                pygame.draw.circle(surface, theme.colour("accent")[:3], c, max(14, num.get_width() // 2 + 6))
                surface.blit(num, num.get_rect(center=c))
            img = assets.fit_text(label, PILE_CARD[0] + 10, "small", theme.colour("text"), "bold")
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 6)))
        # the discard pile's contents are public: show the count of each value
        counts: dict[int, int] = {}
        for card in view.discard_pile:
            counts[card] = counts.get(card, 0) + 1
        if counts:
            text = " ".join(f"{'0/10' if v == ZERO_TEN else v}x{c}" for v, c in sorted(counts.items()))
            lines, px = assets.fit_wrapped(text, 168, 70, "small", "regular", 11)
            y = DRAW_POS[1] + PILE_CARD[1] + 30
            for line in lines:
                img = assets.text(line, px, theme.colour("text_muted"))
                surface.blit(img, (24, y))
                y += px + 3

    def trick_plays(self) -> tuple[list[tuple], int | None, bool]:
        """(plays, winner, is_last_trick): the trick on the table, or the last one dimmed."""
        if self.trick:
            return self.trick, self.trick_winner, False
        view = self.view
        if view.last_trick is not None and view.phase in ("play", "refill", "gb9_discard", "pay_owed"):
            winner, _, plays = view.last_trick
            return [(p[0], p[1], p[2], p[3], strength(p[1], p[2], p[3])) for p in plays], winner, True
        return [], None, False

    def draw_trick(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        plays, winner, last = self.trick_plays()
        names = self.session.names()
        title = t("ghostbumpers.ui.trick_title")
        if last:
            win = next((p for p in plays if p[0] == winner), None)
            title = t("ghostbumpers.ui.last_trick", player=names[winner],
                      value=strength_text(win[1], win[2], win[3]) if win else "?")
        elif not plays and view.phase == "play":
            title = t("ghostbumpers.ui.leads", player=names[view.to_move])
        if self.banner_tween is None:  # a banner there tells the news instead
            head = assets.fit_text(title, TRICK.w - 20, "body", theme.colour("text") if not last else theme.colour("text_muted"), "bold")
            surface.blit(head, head.get_rect(midtop=(TRICK.centerx, TRICK.y + 4)))
        best = best_index(plays) if not last else next((i for i, p in enumerate(plays) if p[0] == winner), -1)
        landing = {f.get("slot") for f in self.flights if "slot" in f}
        for i, (seat, card, count, announce, power) in enumerate(plays):
            slot = self.slot_rect(i)
            win = i == best
            box = slot.inflate(-6, 0)
            if win:
                draw.box(surface, box, (58, 84, 64), 10, theme.colour("selected"), 3)
            elif not last:
                draw.box(surface, box, (34, 54, 44), 10, (70, 100, 84), 1)
            draw_marker(surface, Marker(seat=self.session.plans[seat].colour), (box.x + 14, box.y + 14), 8, theme)
            name = assets.fit_text(names[seat], box.w - 30, "small", theme.colour("text"), "bold")
            surface.blit(name, (box.x + 26, box.y + 6))
            if i not in landing:
                self.draw_play_cards(surface, card, count, (box.centerx, box.y + 82), box.w - 12, dim=last and not win)
            value = strength_text(card, count, announce)
            text = assets.text(value, "large", theme.colour("selected") if win else theme.colour("text"), "bold")
            surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + 128)))
            if win and not last:
                tag = assets.fit_text(t("ghostbumpers.ui.winning"), box.w - 8, "small", theme.colour("selected"), "bold")
                r = tag.get_rect(midtop=(box.centerx, box.bottom + 4))
                draw.draw_shape(surface, "star", (r.x - 9, r.centery), 6, theme.colour("selected"))
                surface.blit(tag, r)

    def draw_play_cards(self, surface: pygame.Surface, card: int, count: int, center: tuple[int, int], width: int,
                        dim: bool = False) -> None:
        w, h = MINI
        step = min(20, (width - w) // max(1, count - 1)) if count > 1 else 0
        x0 = center[0] - (w + step * (count - 1)) // 2
        image = self.card_surface(card, MINI)
        if dim:
            image = image.copy()
            image.fill((150, 140, 150), special_flags=pygame.BLEND_RGB_MULT)
        for k in range(count):
            rect = pygame.Rect(x0 + k * step, center[1] - h // 2 + (count - 1 - k) * 0, w, h)
            draw.shadow(surface, rect, 8, (0, 3), 100, 4)
            surface.blit(image, rect)

    def draw_forecast(self, surface: pygame.Surface) -> None:
        """GB-14/GB-16: what the trick's winner must do, as the trick stands now."""
        theme, assets = self.theme, self.assets
        plays, winner, last = self.trick_plays()
        if last or not plays:
            return
        box = FORECAST
        draw.box(surface, box, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        zero = any(p[1] == ZERO_TEN for p in plays)
        if zero:
            text = t("ghostbumpers.ui.forecast_zero_ten")
            lines, px = assets.fit_wrapped(text, box.w - 16, box.h - 16, "small", "bold", 11)
            y = box.y + 10
            for line in lines:
                img = assets.text(line, px, theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += px + 4
            return
        fives = sum(p[2] for p in plays if p[1] == self.game.five)
        n = 1 + fives
        head = assets.fit_text(t("ghostbumpers.ui.forecast", n=n), box.w - 12, "small", theme.colour("text"), "bold", min_size=12)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + 10)))
        big = assets.text(str(n), "title", theme.colour("warning") if n > 1 else theme.colour("accent"), "title")
        surface.blit(big, big.get_rect(midtop=(box.centerx, box.y + 120)))
        # one card symbol per reveal owed
        size = (22, 30)
        per_row = 4
        for i in range(min(n, 12)):
            x = box.centerx - (min(n, per_row) * 26) // 2 + (i % per_row) * 26
            y = box.y + 44 + (i // per_row) * 34
            surface.blit(self.char_surface("back", size), (x, y))
        lines, px = assets.fit_wrapped(t("ghostbumpers.ui.forecast_fives", fives=fives), box.w - 16, 60, "small", "regular", 11)
        y = box.bottom - 10 - len(lines) * (px + 3)
        for line in lines:
            img = assets.text(line, px, theme.colour("text_muted"))
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += px + 3

    def draw_scare_picker(self, surface: pygame.Surface) -> None:
        """GB-3: pick the depth of the scared card, with the risk of the hovered depth."""
        theme, assets = self.theme, self.assets
        panel = pygame.Rect(TRICK.x - 4, TRICK.y + 2, TRICK.w + 140, TRICK.h - 4)
        draw.box(surface, panel, theme.colour("panel_dark"), 14, theme.colour("accent"), 2)
        title = assets.text(t("ghostbumpers.ui.scare_title"), "large", theme.colour("accent"), "title")
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 8)))
        n = len(self.scare_buttons)
        prompt = assets.fit_text(t("ghostbumpers.ui.scare_prompt", n=n), panel.w - 24, "small", theme.colour("text"))
        surface.blit(prompt, prompt.get_rect(midtop=(panel.centerx, panel.y + 44)))
        chosen = None
        for button in self.scare_buttons:
            if button.hovered or (button.focused and button.focus_visible):
                chosen = button
        for button in self.scare_buttons:
            button.draw(surface)  # placed at build time
            icon = self.char_surface("S" if button is chosen else "back", (20, 28))
            surface.blit(icon, icon.get_rect(midbottom=(button.rect.centerx, button.rect.bottom - 4)))
        if self.scare_buttons:
            first, last = self.scare_buttons[0].rect, self.scare_buttons[-1].rect
            top = assets.text(t("ghostbumpers.ui.deck_top"), "small", theme.colour("text_muted"))
            bottom = assets.text(t("ghostbumpers.ui.deck_bottom"), "small", theme.colour("text_muted"))
            surface.blit(top, top.get_rect(midtop=(first.centerx, first.bottom + 4)))
            surface.blit(bottom, bottom.get_rect(midtop=(last.centerx, last.bottom + 4)))
        if chosen is not None:
            text = self.risk_text(int(chosen.action), n)
            colour = theme.colour("text")
        else:
            text = t("ghostbumpers.ui.scare_position_tip", p="1-%d" % n)
            colour = theme.colour("text_muted")
        lines, px = assets.fit_wrapped(text, panel.w - 40, 52, "body", "regular", 12)
        y = panel.bottom - 10 - len(lines) * (px + 4)
        for line in lines:
            img = assets.text(line, px, colour)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += px + 4

    def risk_text(self, p: int, n: int) -> str:
        beneath = n - p
        if p == 1:
            return t("ghostbumpers.ui.risk_top", points=2 * beneath)
        if p == n:
            return t("ghostbumpers.ui.risk_bottom")
        return t("ghostbumpers.ui.risk_middle", p=p, safe=p - 1, points=beneath)

    def draw_me(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        viewer = self.viewer_seat
        if viewer is None:
            text = assets.text(t("game.spectating"), "large", theme.colour("text_muted"), "bold")
            surface.blit(text, text.get_rect(center=(HAND_RECT.centerx, HAND_RECT.centery)))
            return
        plan = self.session.plans[viewer]
        panel = ME_PANEL
        active = view.to_move == viewer and not self.session.is_over()
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
        draw_marker(surface, Marker(seat=plan.colour), (panel.x + 18, panel.y + 18), 11, theme)
        name = assets.fit_text(plan.name, panel.w - 44, "body", theme.colour("text"), "bold")
        surface.blit(name, (panel.x + 34, panel.y + 7))
        pts = assets.text(t("ghostbumpers.ui.points", n=view.totals[viewer]), "large", theme.colour("accent"), "title")
        surface.blit(pts, pts.get_rect(midtop=(panel.centerx, panel.y + 34)))
        head = assets.fit_text(t("ghostbumpers.ui.your_deck"), panel.w - 16, "small", theme.colour("text_muted"), "bold")
        surface.blit(head, (panel.x + 10, panel.y + 76))
        # the owner sees the order of the face-down deck, with the scared card
        deck = self.shown_deck(viewer)
        pos = view.scare_position
        order = "".join("S" if pos is not None and i == pos - 1 else "U" for i in range(deck))
        self.draw_character_row(surface, viewer, panel.x + 10, panel.y + 110, panel.w - 20, order=order)
        if pos is not None:
            where = t("ghostbumpers.ui.scared_at", p=pos)
        else:
            where = t("ghostbumpers.ui.scared_not_set")
        lines, px = assets.fit_wrapped(where, panel.w - 20, 44, "small", "bold", 11)
        y = panel.y + 154
        for line in lines:
            img = assets.text(line, px, theme.colour("warning") if pos == 1 else theme.colour("text"), "bold")
            surface.blit(img, (panel.x + 10, y))
            y += px + 3
        if view.owed[viewer]:
            owe = assets.text(t("ghostbumpers.ui.owes", n=view.owed[viewer]), "small", theme.colour("warning"), "bold")
            surface.blit(owe, (panel.x + 10, panel.bottom - 26))
        # the prompt above the hand
        prompt, colour = self.prompt()
        if prompt:
            img = assets.fit_text(prompt, HAND_RECT.w + 20, "body", colour, "bold")
            surface.blit(img, img.get_rect(midtop=(HAND_RECT.centerx, HAND_RECT.y - 20)))
        self.hand.draw(surface)

    def prompt(self) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        names = self.session.names()
        if self.steps or self.session.is_over():
            return "", theme.colour("text")
        if self.legal:
            if view.phase == "play":
                return t("ghostbumpers.ui.prompt_play"), theme.colour("legal")
            if view.phase == "gb9_discard":
                return t("ghostbumpers.ui.discard_prompt"), theme.colour("warning")
            if view.phase == "pay_owed":
                return t("ghostbumpers.ui.pay_prompt"), theme.colour("warning")
            return "", theme.colour("text")
        seat = view.to_move
        if 0 <= seat < len(names):
            if view.phase == "scare":
                return t("ghostbumpers.ui.scare_waiting", player=names[seat]), theme.colour("text_muted")
            if view.phase in ("gb9_discard", "pay_owed"):
                return t("ghostbumpers.ui.discard_waiting", player=names[seat]), theme.colour("text_muted")
        return "", theme.colour("text")

    def draw_side(self, surface: pygame.Surface) -> None:
        """The play preview: the selection's k.v strength and what it would do now."""
        view, theme, assets = self.view, self.theme, self.assets
        if view.hand is None:
            self.scores_button.draw(surface)
            return
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 1)
        lines: list[tuple[str, tuple, str]] = []
        card, count = self.selection()
        playing = bool(self.legal) and view.phase == "play"
        if playing:
            if card is None:
                lines.append((t("ghostbumpers.ui.preview_none"), theme.colour("text_muted"), "regular"))
            else:
                plays = self.trick
                best = best_index(plays)
                best_s = plays[best][4] if best >= 0 else -1
                zero_on_table = any(p[1] == ZERO_TEN for p in plays)
                fives = sum(p[2] for p in plays if p[1] == self.game.five)
                if card == ZERO_TEN:
                    lines.append((t("ghostbumpers.ui.choose_announce"), theme.colour("text"), "bold"))
                else:
                    s = strength(card, count, -1)
                    cards = self.game.play_name(card, count, -1)
                    lines.append((t("ghostbumpers.ui.preview", cards=cards, value=strength_text(card, count, -1)),
                                  theme.colour("selected"), "bold"))
                    if not plays:
                        lines.append((t("ghostbumpers.ui.would_lead"), theme.colour("text_muted"), "regular"))
                    elif s >= best_s:
                        if zero_on_table:
                            lines.append((t("ghostbumpers.ui.would_win_zero_ten"), theme.colour("warning"), "bold"))
                        else:
                            n = 1 + fives + (count if card == self.game.five else 0)
                            lines.append((t("ghostbumpers.ui.would_win", n=n), theme.colour("warning"), "bold"))
                    else:
                        best_play = plays[best]
                        lines.append((t("ghostbumpers.ui.would_lose", value=strength_text(best_play[1], best_play[2], best_play[3])),
                                      theme.colour("success"), "bold"))
        y = SIDE.y + 10
        bottom = (self.zero_button.rect.y if self.zero_button.visible else self.play_button.rect.y) - 6
        for text, colour, weight in lines:
            wrapped, px = assets.fit_wrapped(text, SIDE.w - 20, max(20, bottom - y), "small", weight, 11)
            for line in wrapped:
                if y + px > bottom:
                    break
                img = assets.text(line, px, colour, weight)
                surface.blit(img, (SIDE.x + 10, y))
                y += px + 4
            y += 4
        self.play_button.draw(surface)
        self.zero_button.draw(surface)
        self.ten_button.draw(surface)
        if self.play_button.visible and self.play_button.enabled:
            draw.glow(surface, self.play_button.rect, theme.colour("legal"), 10, 6)
        self.scores_button.draw(surface)

    def draw_flight(self, surface: pygame.Surface, flight: dict) -> None:
        p = flight["tween"].value
        delay = flight.get("delay", 0.0)
        if delay:
            p = max(0.0, min(1.0, (p - delay * 0.6) / 0.4))
            if p <= 0.0:
                return
        (x0, y0), (x1, y1) = flight["from"], flight["to"]
        x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p - 40 * (1 - (2 * p - 1) ** 2)
        if flight["card"] is None:
            image = self.card_surface(None, (40, 56))
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
            return
        self.draw_play_cards(surface, flight["card"], flight["count"], (int(x), int(y)), 100)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (TRICK.centerx, TRICK.y + 16), 820)

    def draw_round_end(self, surface: pygame.Surface) -> None:
        """GB-19 to GB-22: each seat counted card by card (S, then the cards beneath it)."""
        theme, assets = self.theme, self.assets
        event: RoundEnded = self.overlay["event"]
        progress = self.overlay["tween"].value
        names = self.session.names()
        n = len(event.scores)
        row_h = min(62, 380 // n)
        panel = pygame.Rect(70, 120, 804, 92 + n * row_h + 40)
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill(theme.colour("dim_overlay"))
        surface.blit(shade, TABLE_RECT)
        draw.box(surface, panel, theme.colour("parchment"), 16, theme.colour("parchment_edge"), 3)
        if event.paranoia:
            title = t("ghostbumpers.ui.round_end_paranoia", round=event.round, player=names[event.seat])
        elif event.how == "scared":
            title = t("ghostbumpers.ui.round_end_scared", round=event.round, player=names[event.seat])
        else:
            title = t("ghostbumpers.ui.round_end_hands", round=event.round)
        head = assets.fit_text(title, panel.w - 40, "large", theme.colour("ink_accent"), "title")
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 14)))
        # cards appear one by one over the first 70% of the step
        total_cards = sum(1 + max(0, b) for b in event.beneath if b >= 0) or 1
        shown = int(progress / 0.7 * total_cards + 0.999) if progress < 0.7 else total_cards
        w, h = 30, 42
        for i in range(n):
            y = panel.y + 70 + i * row_h
            if i % 2 == 0:
                draw.box(surface, pygame.Rect(panel.x + 12, y - 4, panel.w - 24, row_h - 4), (*theme.colour("parchment_title")[:3],), 8)
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (panel.x + 32, y + row_h // 2 - 6), 10, theme)
            name = assets.fit_text(names[i], 170, "body", theme.colour("ink"), "bold")
            surface.blit(name, (panel.x + 50, y + row_h // 2 - 6 - name.get_height() // 2))
            b = event.beneath[i]
            x = panel.x + 226
            cy = y + row_h // 2 - 6 - h // 2
            if b < 0:
                if event.paranoia and i == event.seat:
                    text = t("ghostbumpers.ui.row_paranoia")
                elif event.paranoia:
                    text = t("ghostbumpers.ui.row_beaten")
                else:
                    text = t("ghostbumpers.ui.row_scared")
                if i == event.seat:
                    surface.blit(self.char_surface("S", (w, h)), (x, cy))
                    x += w + 10
                img = assets.text(text, "body", theme.colour("ink_muted"), "bold")
                surface.blit(img, img.get_rect(midleft=(x, cy + h // 2)))
            else:
                cards = ["S"] + ["U"] * b
                for k, kind in enumerate(cards):
                    if shown <= 0:
                        break
                    shown -= 1
                    surface.blit(self.char_surface(kind, (w, h)), (x + k * (w + 2), cy))
                key = "ghostbumpers.ui.row_doubled" if event.doubled[i] else "ghostbumpers.ui.row_beneath"
                img = assets.fit_text(t(key, n=b), panel.right - 176 - (panel.x + 492), "small", theme.colour("ink_muted"))
                surface.blit(img, img.get_rect(midleft=(panel.x + 492, cy + h // 2)))
            score = assets.text(f"+{event.scores[i]}", "large", theme.colour("ink_accent"), "bold")
            surface.blit(score, score.get_rect(midright=(panel.right - 110, y + row_h // 2 - 6)))
            total = assets.text(t("ghostbumpers.ui.points", n=event.totals[i]), "body", theme.colour("ink"), "bold")
            surface.blit(total, total.get_rect(midright=(panel.right - 20, y + row_h // 2 - 6)))
        hint = assets.text(t("ghostbumpers.ui.skip"), "small", theme.colour("ink_muted"))
        surface.blit(hint, hint.get_rect(midbottom=(panel.centerx, panel.bottom - 10)))

    def draw_score_table(self, surface: pygame.Surface) -> None:
        """Every finished round's scores and the totals (GB-24)."""
        view, theme, assets = self.view, self.theme, self.assets
        names = self.session.names()
        shade = pygame.Surface(TABLE_RECT.size, pygame.SRCALPHA)
        shade.fill(theme.colour("dim_overlay"))
        surface.blit(shade, TABLE_RECT)
        history = list(view.history)
        shown = history[-10:]
        first = len(history) - len(shown)
        n = view.players
        col_w = 56
        name_w = 180
        width = name_w + col_w * (len(shown) + 1) + 40
        panel = pygame.Rect(0, 0, max(420, width), 120 + n * 40 + 50)
        panel.center = (TABLE_RECT.centerx - 4, TABLE_RECT.centery - 20)
        draw.box(surface, panel, theme.colour("parchment"), 16, theme.colour("parchment_edge"), 3)
        head = assets.text(t("ghostbumpers.ui.score_table"), "large", theme.colour("ink_accent"), "title")
        surface.blit(head, head.get_rect(midtop=(panel.centerx, panel.y + 12)))
        x0 = panel.x + 20 + name_w
        y0 = panel.y + 64
        for j in range(len(shown)):
            img = assets.text(t("ghostbumpers.ui.round_col", n=first + j + 1), "small", theme.colour("ink_muted"), "bold")
            surface.blit(img, img.get_rect(midtop=(x0 + j * col_w + col_w // 2, y0)))
        img = assets.text(t("ghostbumpers.ui.total"), "small", theme.colour("ink_accent"), "bold")
        surface.blit(img, img.get_rect(midtop=(x0 + len(shown) * col_w + col_w // 2, y0)))
        best = max(view.totals) if view.totals else 0
        for i in range(n):
            y = y0 + 28 + i * 40
            if i % 2 == 0:
                draw.box(surface, pygame.Rect(panel.x + 12, y - 4, panel.w - 24, 36), theme.colour("parchment_title"), 8)
            draw_marker(surface, Marker(seat=self.session.plans[i].colour), (panel.x + 32, y + 14), 9, theme)
            name = assets.fit_text(names[i], name_w - 40, "body", theme.colour("ink"), "bold" if i == self.viewer_seat else "regular")
            surface.blit(name, (panel.x + 48, y + 14 - name.get_height() // 2))
            for j, row in enumerate(shown):
                img = assets.text(str(row[i]), "body", theme.colour("ink"))
                surface.blit(img, img.get_rect(center=(x0 + j * col_w + col_w // 2, y + 14)))
            total = view.totals[i]
            img = assets.text(str(total), "body", theme.colour("ink_accent"), "bold")
            r = img.get_rect(center=(x0 + len(shown) * col_w + col_w // 2, y + 14))
            surface.blit(img, r)
            if total == best and history:
                draw.draw_shape(surface, "star", (r.right + 12, r.centery), 7, theme.colour("accent"), theme.colour("ink"), 1)
        self.close_button.rect.midbottom = (panel.centerx, panel.bottom - 12)
        self.close_button.draw(surface)


def make_table(scene) -> GhostbumpersTable:
    return GhostbumpersTable(scene)
