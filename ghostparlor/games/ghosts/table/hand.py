"""The viewer's own corner of the Ghosts table: their panel (name, fear points, this
round's pile, the cards taken), their hand, the take button, the prompt above the hand
and what "FP" means in words. A spectator (a replay's open view) sees a line instead.

Input only as far as the hand and the button go: a card chosen becomes ``PlayCard``, the
button ``TakePile``; whether they are legal the feed says (the rules decide).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import PlayCard, TakePile
from ghostparlor.games.ghosts.table.fear import counter_things, draw_fear
from ghostparlor.games.ghosts.table.geometry import (CARD, FAMILY_COLOURS, FP_LEGEND, HAND_RECT, ME_PANEL, TAKE_MIN_X,
                                                     TAKE_RIGHT, card_image)
from ghostparlor.games.ghosts.table.part import Part
from ghostparlor.scenes.game import TABLE_RECT
from ghostparlor.ui import Button, CardFace, CardHand, draw
from ghostparlor.ui.inspect import Thing
from ghostparlor.ui.text_layout import put
from ghostparlor.ui.tokens import Marker, draw_marker


class HandPanel(Part):
    """The viewer's panel, hand and take button, and the legal actions they offer."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.hand = CardHand(HAND_RECT, [], layout="fan", card_size=CARD, name="hand")
        self.take_button = Button((772, 600, 160, 54), t("ghosts.ui.take"), tooltip=t("ghosts.ui.take_tip"), name="take",
                                  hotkey=pygame.K_t)
        self.legal: list = []  # the viewer's legal actions, on their turn

    # --- model ---------------------------------------------------------------
    def refresh(self, view) -> None:
        super().refresh(view)
        my_turn = self.scene.my_turn()
        self.legal = self.feed.legal_actions() if my_turn else []
        if view.hand is not None:
            faces = [self.face(card, i) for i, card in enumerate(view.hand)]
            self.hand.set_cards(faces)
            legal_cards = {a.card for a in self.legal if isinstance(a, PlayCard)}
            self.hand.set_legal({f.id for f in faces if f.kind in legal_cards} if my_turn else set())
            self.hand.enabled = my_turn
            self.hand.visible = True
        else:
            self.hand.set_cards([])
            self.hand.visible = False
        self.take_button.visible = view.hand is not None
        self.take_button.enabled = any(isinstance(a, TakePile) for a in self.legal)
        if my_turn and self.legal == [TakePile()]:
            self.take_button.tooltip = t("ghosts.ui.must_take")
        else:
            self.take_button.tooltip = t("ghosts.ui.take_tip")
        self.place_take_button()

    def first_focus(self):
        """What the keyboard starts on when it is the viewer's turn: the hand, or the
        button when no card can be played."""
        return self.hand if any(isinstance(a, PlayCard) for a in self.legal) else self.take_button

    def face(self, card: str, index: int) -> CardFace:
        family = card.split("_")[1] if card != "fog" else None
        return CardFace(
            id=f"{card}#{index}",
            image=card_image(card),
            text=self.game.card_name(card),
            accent=FAMILY_COLOURS.get(family) if family else (170, 170, 180),
            kind=card,
            corner=card.rsplit("_", 1)[-1] if family else "~",
        )

    def update(self, dt: float) -> None:
        self.hand.update(dt)

    # --- input ------------------------------------------------------------------
    def action_for(self, action):
        """The move (or why not) for what the focus group reported on the hand or the button."""
        if action.source is self.hand:
            card = str(action.value).split("#")[0]
            if action.kind == "choose":
                return PlayCard(card)
            if action.kind == "rejected":
                return self.why_not(card)
            return None
        if action.source is self.take_button and action.kind == "click":
            return TakePile()
        return None

    def why_not(self, card: str) -> str:
        view = self.view
        if not self.scene.my_turn():
            return t("game.not_your_turn")
        name = self.game.card_name(card)
        if card == "fog" and view.phase == "open":
            return t("ghosts.ui.illegal_fog_open")
        return t("ghosts.ui.illegal_cap", card=name, cap=view.fear_cap)

    # --- where things lie ----------------------------------------------------------
    def anchor(self) -> tuple[int, int]:
        """Where the viewer's cards fly from and the pile they take flies to."""
        return (HAND_RECT.centerx, HAND_RECT.y + 80)

    def prompt_area(self) -> pygame.Rect:
        """The prompt line above the hand (no tip covers it)."""
        return pygame.Rect(TABLE_RECT.x, HAND_RECT.y - 12, TABLE_RECT.w, self.assets.line_height("body") + 8)

    def place_take_button(self) -> None:
        """The take button: as wide as its words need at the text size (at least 160 px),
        right of the hand."""
        button = self.take_button
        need = self.assets.text_width(button.text, button.size, "bold") + 2 * self.theme.space("m") + 4
        w = max(160, min(TAKE_RIGHT - TAKE_MIN_X, need))
        rect = pygame.Rect(TAKE_RIGHT - w, 600, w, 54)
        if rect != button.rect:
            button.rect = rect

    def things(self, viewer: int | None) -> list[Thing]:
        """The viewer's own panel and hand."""
        if viewer is None:
            return []
        game = self.game
        things = counter_things(self.view, viewer, pygame.Rect(ME_PANEL), self.feed.names(), own=True)
        for face in self.hand.cards:
            rect = self.hand.card_rect(face.id)
            if rect is None:
                continue
            card = face.kind
            if card == "fog":
                things.append(Thing(rect, "hand_fog", "GH-5", name=game.card_name(card)))
            else:
                _, family, value = card.split("_")
                things.append(Thing(rect, "hand_card", "GH-3", {"family": t(f"ghosts.family.{family}"), "value": value},
                                    name=game.card_name(card)))
        return things

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_me(surface)
        self.draw_fp_legend(surface)

    def draw_me(self, surface: pygame.Surface) -> None:
        view, theme = self.view, self.theme
        viewer = self.scene.viewer()
        panel = ME_PANEL
        if viewer is None:
            # left of the FP legend, which stays (the seats still show fear points)
            text = self.text.block(getattr(self.scene, "spectator_text", None) or t("game.spectating"), FP_LEGEND.x - 28,
                                   "large", theme.colour("text_muted"), "bold", max_lines=2)
            put(surface, text, FP_LEGEND.x // 2, 600 - text.height // 2, "center")
            return
        seat = self.feed.seats()[viewer]
        active = view.active == viewer and view.phase in ("play", "open")
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
        # name; the fear points; this round's pile (or not) and the cards taken, each on two lines if need be
        top = panel.y + 8
        name = self.text.block(seat.name, panel.w - 46, "body", theme.colour("text"), "bold", max_lines=1)
        name_h = max(name.height, 14)
        draw_marker(surface, Marker(seat=seat.colour), (panel.x + 20, top + name_h // 2), 12, theme)
        put(surface, name, panel.x + 38, top)
        took = view.took_pile[viewer]
        width = panel.w - 14
        mark_text = t("ghosts.ui.took") if took else t("ghosts.ui.no_pile")
        mark_colour = theme.colour("warning") if took else theme.colour("success")
        taken_text = t("ghosts.ui.taken", n=len(view.taken[viewer]))
        mark = self.text.block(mark_text, width, "small", mark_colour, one_line_to=0.85)
        taken = self.text.block(taken_text, width, "small", theme.colour("text_muted"), one_line_to=0.85)
        room_top, room_bottom = top + name_h + 5, panel.bottom - 8
        if room_bottom - room_top - (mark.height + 5 + taken.height) < 2 * 18 + 6:  # no room for the marker: one line each
            mark = self.text.block(mark_text, width, "small", mark_colour, max_lines=1)
            taken = self.text.block(taken_text, width, "small", theme.colour("text_muted"), max_lines=1)
        texts_h = mark.height + 5 + taken.height
        radius = max(16, min(24, (room_bottom - room_top - texts_h - 6) // 2))
        body_top = room_top + max(0, (room_bottom - room_top - (2 * radius + 6 + texts_h)) // 2)
        draw_fear(surface, theme, self.assets, (panel.centerx, body_top + radius), view.fear_points[viewer], radius)
        bottom = put(surface, mark, panel.centerx, body_top + 2 * radius + 6, "center")
        put(surface, taken, panel.centerx, bottom + 5, "center")
        # the prompt above the hand
        if self.scene.my_turn():
            if self.legal == [TakePile()]:
                prompt, colour = t("ghosts.ui.must_take"), theme.colour("warning")
            elif view.phase == "open":
                prompt, colour = t("ghosts.ui.open_hint"), theme.colour("legal")
            else:
                prompt, colour = t("ghosts.ui.play_hint"), theme.colour("legal")
            img = self.text.block(prompt, TABLE_RECT.w - 28, "body", colour, "bold", max_lines=1)
            x = max(14 + img.width // 2, min(TABLE_RECT.right - 14 - img.width // 2, HAND_RECT.centerx))
            put(surface, img, x, HAND_RECT.y - 8, "center")
        self.hand.draw(surface)
        self.place_take_button()
        self.take_button.draw(surface)
        if self.take_button.enabled and self.scene.my_turn() and self.legal == [TakePile()]:
            draw.glow(surface, self.take_button.rect, theme.colour("warning"), 10, 8)

    def draw_fp_legend(self, surface: pygame.Surface) -> None:
        """ "FP = fear points: fewer is better", readable on the table (not a tooltip): the unit
        the seats and the players panel show, said once in words."""
        legend = self.text.block(t("ghosts.ui.fp_legend"), FP_LEGEND.w, "small", self.theme.colour("text_muted"), max_lines=3,
                                 height=FP_LEGEND.h)
        put(surface, legend, FP_LEGEND.right, FP_LEGEND.y, "right")
