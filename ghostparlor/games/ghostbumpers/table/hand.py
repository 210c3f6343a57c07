"""Ghostbumpers table: the viewer's own panel, the hand and the play preview beside it
(select identical cards, see the k.v strength, then Play; 0/10 asks for its announcement)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN, DiscardCard, PlayCards, strength
from ghostparlor.games.ghostbumpers.table.layout import (
    FELT, HAND_RECT, ME_PANEL, MIN_PX, VALUE_COLOURS, best_index, blit_ink, block_height, draw_lines,
    fit_lines, fit_text, strength_text, text_step,
)

# the viewer's deck row: the cards (the scared one lifted) in a last-move frame, drawn 5
# pixels out of its rect, which starts 9 pixels above the cards and is 46 tall
ME_DECK_TOP = 14
ME_DECK_H = 56
PROMPT_BOTTOM = HAND_RECT.y + 50  # a prompt of two lines reaches no further (the fanned cards' tops are lower)
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
        # the hide dialog lies over the felt, the Play button's place with it
        self.play_button.visible = view is not None and view.hand is not None and not zero and not self.scare_buttons
        self.scores_button.visible = not self.scare_buttons
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

    def me_rows(self) -> dict:
        """The viewer's panel, measured at the current text size: rows from the top (name,
        points, "Your character deck", the deck, where the scared card lies), each as tall as
        its text; the height left over spreads between them."""
        view, theme, assets = self.view, self.theme, self.assets
        viewer = self.viewer_seat
        panel = ME_PANEL
        small_b = text_step(assets, "small", "bold")
        name_h = assets.line_height("body", "bold")
        pts = fit_text(assets, t("ghostbumpers.ui.points", n=view.totals[viewer]), panel.w - 16, "large", theme.colour("accent"), "title")
        pts_h = pts.get_bounding_rect().h
        if view.scare_position is not None:
            where = t("ghostbumpers.ui.scared_at", p=view.scare_position)
        else:
            where = t("ghostbumpers.ui.scared_not_set")
        owe_h = small_b + 2 if view.owed[viewer] else 0
        deck_h = ME_DECK_H
        # "Your character deck" in one line (shrunk a little if need be), or in two when one
        # would cut it and the panel has the height
        head_text = t("ghostbumpers.ui.your_deck")
        one = None, 0, small_b
        heads = [one]
        if assets.text_width(head_text, max(MIN_PX, int(theme.font_size("small") * 0.72)), "bold") > panel.w - 20:
            heads.insert(0, fit_lines(assets, head_text, panel.w - 20, 2 * small_b, "small", "bold"))
        tail = assets.line_height("small", "bold") - small_b  # the last line's ink below its step
        for head in heads:
            head_h = small_b + tail if head[0] is None else block_height(assets, *head, "bold")
            fixed = 6 + name_h + 4 + pts_h + head_h + deck_h + owe_h + 6
            where_lines = fit_lines(assets, where, panel.w - 20, max(small_b, panel.h - fixed - 2 - tail), "small", "bold", MIN_PX)
            spare = panel.h - fixed - block_height(assets, *where_lines, "bold")
            if head is one or "".join(where_lines[0]).replace(" ", "") == where.replace(" ", ""):
                break  # two lines when the rest is not cut for them
        gap = max(0, min(14, spare // 3))
        y = panel.y + 6
        rows = {"name_y": y, "name_h": name_h, "points": pts}
        y += name_h + 4
        rows["points_y"] = y
        y += pts_h + gap
        rows["head"], rows["head_text"], rows["head_y"] = head, head_text, y
        y += head_h + gap
        rows["deck_y"] = y + ME_DECK_TOP
        y += deck_h + gap
        rows["where"], rows["where_y"] = where_lines, y
        return rows

    def draw_me(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        viewer = self.viewer_seat
        if viewer is None:
            if self.open_state() is not None:  # a replay's open view: the words and what its outlines mean
                self.draw_open_panel(surface, getattr(self.scene, "spectator_text", None) or t("game.spectating"))
                return
            text = assets.text(getattr(self.scene, "spectator_text", None) or t("game.spectating"), "large", theme.colour("text_muted"), "bold")
            surface.blit(text, text.get_rect(center=(HAND_RECT.centerx, HAND_RECT.centery)))
            return
        plan = self.session.plans[viewer]
        panel = ME_PANEL
        active = view.to_move == viewer and not self.session.is_over()
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
        rows = self.me_rows()
        mid = rows["name_y"] + rows["name_h"] // 2
        draw_marker(surface, Marker(seat=plan.colour), (panel.x + 18, mid), 11, theme)
        dealer = viewer == view.dealer
        name = fit_text(assets, plan.name, panel.w - 44 - (22 if dealer else 0), "body", theme.colour("text"), "bold")
        placed = surface.blit(name, name.get_rect(midleft=(panel.x + 34, mid)))
        if dealer:  # GB-4, GB-23: the start card beside the name
            self.draw_start_card(surface, self.start_card_rect(placed.right + 6, mid))
        blit_ink(surface, rows["points"], midtop=(panel.centerx, rows["points_y"]))
        muted = theme.colour("text_muted")
        if rows["head"][0] is None:
            head = fit_text(assets, rows["head_text"], panel.w - 20, "small", muted, "bold")
            surface.blit(head, (panel.x + 10, rows["head_y"]))
        else:
            draw_lines(surface, assets, *rows["head"], muted, "bold", panel.x + 10, rows["head_y"])
        # the owner sees the order of the face-down deck, with the scared card
        deck = self.shown_deck(viewer)
        pos = view.scare_position
        order = "".join("S" if pos is not None and i == pos - 1 else "U" for i in range(deck))
        self.draw_character_row(surface, viewer, panel.x + 10, rows["deck_y"], panel.w - 20, order=order)
        colour = theme.colour("warning") if pos == 1 else theme.colour("text")
        draw_lines(surface, assets, *rows["where"], colour, "bold", panel.x + 10, rows["where_y"])
        if view.owed[viewer]:
            owe = fit_text(assets, t("ghostbumpers.ui.owes", n=view.owed[viewer]), panel.w - 20, "small", theme.colour("warning"), "bold")
            surface.blit(owe, owe.get_rect(bottomleft=(panel.x + 10, panel.bottom - 4)))
        # the prompt above the hand
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

    def prompt(self) -> tuple[str, tuple]:
        view, theme = self.view, self.theme
        names = self.session.names()
        if self.steps or self.session.is_over():
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
        plays = self.trick
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

    def draw_side(self, surface: pygame.Surface) -> None:
        """The Play button (or the 0/10 card's two) under the forecast, and Scores under the
        piles: no box of their own, so nothing empty waits there."""
        if self.view.hand is not None:
            self.play_button.draw(surface)
            self.zero_button.draw(surface)
            self.ten_button.draw(surface)
            if self.play_button.visible and self.play_button.enabled:
                draw.glow(surface, self.play_button.rect, self.theme.colour("legal"), 10, 6)
        self.scores_button.draw(surface)
