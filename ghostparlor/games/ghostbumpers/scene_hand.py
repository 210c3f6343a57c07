"""Ghostbumpers table: the viewer's own panel, the hand and the play preview beside it
(select identical cards, see the k.v strength, then Play; 0/10 asks for its announcement)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN, DiscardCard, PlayCards, strength
from ghostparlor.games.ghostbumpers.scene_layout import (
    HAND_RECT, ME_PANEL, SIDE, VALUE_COLOURS, best_index, strength_text,
)
from ghostparlor.ui import CardFace, draw
from ghostparlor.ui.tokens import Marker, draw_marker


class HandPanel:
    """The viewer's hand, own deck panel and the side preview (a mixin of GhostbumpersTable)."""

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
        waiting = self.picker_waits()  # the dialog waits for the banner: its buttons too
        for button in self.scare_buttons:
            button.visible = not waiting
            button.enabled = not self.steps and not waiting

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
