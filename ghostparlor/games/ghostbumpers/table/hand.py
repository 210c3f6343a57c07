"""Ghostbumpers table: the viewer's hand (select identical cards, see the k.v strength in the
prompt above it, then Play; the 0/10 card asks for its announcement) and the Play buttons."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN, DiscardCard, PlayCards, PlayZeroTen, strength
from ghostparlor.games.ghostbumpers.table.layout import (
    CARD, FELT, HAND_RECT, PLAY_BUTTON, TEN_BUTTON, ZERO_BUTTON, best_index, draw_lines, fit_lines, strength_text,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui import Button, CardHand, draw

PROMPT_BOTTOM = HAND_RECT.y + 50  # a prompt of two lines reaches no further (the fanned cards' tops are lower)


class HandPanel(Panel):
    """The hand widget and the Play, "as 0" and "as 10" buttons."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.hand = CardHand(HAND_RECT, [], layout="fan", card_size=CARD, multi_select=True, name="hand")
        self.play_button = Button(PLAY_BUTTON, t("ghostbumpers.ui.play"),
                                  tooltip=t("ghostbumpers.ui.play_tip"), name="play")
        self.zero_button = Button(ZERO_BUTTON, t("ghostbumpers.ui.play_as_0"),
                                  tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as0", size="small")
        self.ten_button = Button(TEN_BUTTON, t("ghostbumpers.ui.play_as_10"),
                                 tooltip=t("ghostbumpers.ui.zero_ten_tip"), name="as10", size="small")
        self.focus.add(self.hand, self.play_button, self.zero_button, self.ten_button)

    def refresh(self) -> None:
        """The viewer's cards from the view; on their turn the playable (or discardable) ones."""
        view = self.view
        my_turn = self.scene.my_turn()
        phase = view.phase
        if view.hand is not None:
            faces = [self.art.face(card, i) for i, card in enumerate(view.hand)]
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

    def owns(self, widget) -> bool:
        return widget in (self.hand, self.play_button, self.zero_button, self.ten_button)

    def handle(self, action):
        """An action of the hand or of a Play button: the game action it makes, words saying
        why it cannot be made, or None."""
        source = action.source
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
        return None

    def selection(self) -> tuple[int | None, int]:
        """(card value, count) of the selected cards in the hand."""
        chosen = [f for f in self.hand.cards if f.id in self.hand.selected]
        if not chosen:
            return None, 0
        return chosen[0].kind, len(chosen)

    def update_buttons(self) -> None:
        """Play (or the 0/10 card's "as 0" and "as 10") from the selection, the phase and the animations."""
        view = self.view
        my_turn = bool(self.legal)
        playing = my_turn and view is not None and view.phase == "play"
        card, count = self.selection()
        zero = playing and card == ZERO_TEN
        # the hide dialog lies over the felt, the Play button's place with it
        self.play_button.visible = view is not None and view.hand is not None and not zero and not self.table.picker.buttons
        self.play_button.enabled = playing and card is not None and card != ZERO_TEN and not self.table.anim.steps
        self.zero_button.visible = self.ten_button.visible = zero
        self.zero_button.enabled = self.ten_button.enabled = zero and not self.table.anim.steps

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
            self.table.update_buttons()
            return None
        if action.kind == "choose":
            return self.play_selection()
        return None

    def play_selection(self):
        card, count = self.selection()
        if card is None:
            return t("ghostbumpers.ui.select_first")
        if card == ZERO_TEN:
            self.table.update_buttons()
            self.focus.focus(self.ten_button)
            return t("ghostbumpers.ui.choose_announce")
        choice = PlayCards(card, count)
        if choice not in self.legal:
            return t("ghostbumpers.ui.not_your_card")
        self.hand.clear_selection()
        return choice

    def prompt(self) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        names = self.feed.names()
        if self.table.anim.steps or self.feed.is_over():
            return "", theme.colour("text")
        if self.legal:
            if view.phase == "play":
                return self.preview() or (t("ghostbumpers.ui.prompt_play"), theme.colour("legal"))
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

    def preview(self) -> tuple[str, tuple] | None:
        """GB-12/GB-13: the selection's k.v strength and what it would do now (the prompt
        line says it while cards are selected), or None with nothing selected."""
        view, theme = self.view, self.theme
        card, count = self.selection()
        if card is None or not self.legal or view.phase != "play":
            return None
        if card == ZERO_TEN:
            return t("ghostbumpers.ui.choose_announce"), theme.colour("text")
        plays = self.display.trick
        best = best_index(plays)
        best_s = plays[best][4] if best >= 0 else -1
        zero_on_table = any(p[1] == ZERO_TEN for p in plays)
        fives = sum(p[2] for p in plays if p[1] == self.game.five)
        head = t("ghostbumpers.ui.preview", cards=self.game.play_name(card, count, -1), value=strength_text(card, count, -1))
        if not plays:
            return head + " - " + t("ghostbumpers.ui.would_lead"), theme.colour("selected")
        if strength(card, count, -1) >= best_s:
            if zero_on_table:
                return head + " - " + t("ghostbumpers.ui.would_win_zero_ten"), theme.colour("warning")
            n = 1 + fives + (count if card == self.game.five else 0)
            return head + " - " + t("ghostbumpers.ui.would_win", n=n), theme.colour("warning")
        best_play = plays[best]
        return (head + " - " + t("ghostbumpers.ui.would_lose", value=strength_text(best_play[1], best_play[2], best_play[3])),
                theme.colour("success"))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The Play button (or the 0/10 card's two) under the forecast: no box of their own,
        so nothing empty waits there."""
        if self.view.hand is not None:
            self.play_button.draw(surface)
            self.zero_button.draw(surface)
            self.ten_button.draw(surface)
            if self.play_button.visible and self.play_button.enabled:
                draw.glow(surface, self.play_button.rect, self.theme.colour("legal"), 10, 6)

    def draw(self, surface: pygame.Surface) -> None:
        """The prompt above the hand, then the hand (a spectator has neither)."""
        if self.viewer_seat is None:
            return
        theme, assets = self.theme, self.assets
        prompt, colour = self.prompt()
        if prompt:  # one line above the hand, or two when one would cut it: never below the body size
            width = HAND_RECT.w + 20
            body = theme.font_size("body")
            if assets.text_width(prompt, body, "bold") <= width:
                img = assets.text(prompt, body, colour, "bold")
                surface.blit(img, img.get_rect(midtop=(HAND_RECT.centerx, HAND_RECT.y - 20)))
            else:
                top = FELT.bottom + 3
                lines, px, step = fit_lines(assets, prompt, width, PROMPT_BOTTOM - top, "body", "bold", body)
                draw_lines(surface, assets, lines, px, step, colour, "bold", HAND_RECT.centerx, top, "center")
        self.hand.draw(surface)
