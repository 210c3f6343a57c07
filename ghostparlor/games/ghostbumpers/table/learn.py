"""Ghostbumpers table: what each thing on it is (the inspect tips).

Drawing nothing, from the viewer's view (GB-26): the other hands and character decks are
counted, never shown; the depth of a scared card is told to its owner only (a replay's open
view says what it shows open).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.art import START_CARD
from ghostparlor.games.ghostbumpers.table.layout import (
    DISCARD_POS, DRAW_POS, FORECAST, HAND_RECT, ME_PANEL, PILE_CARD, TRICK, block_height, fit_text, strength_text,
    text_step,
)
from ghostparlor.games.ghostbumpers.table.panel import Panel
from ghostparlor.ui.inspect import Thing


class LearnPanel(Panel):
    """The inspect tips: every thing on the table, where the last frame drew it."""

    def inspectables(self, viewer):
        view = self.view
        if view is None or self.table.scores.shown or self.table.summary.overlay is not None:
            return []  # the score table or the round's summary covers the table
        names = self.feed.names()
        things: list[Thing] = []
        picker = self.table.picker.shown()
        if picker:
            panel = self.table.picker.layout()["panel"]
            things.append(Thing(pygame.Rect(panel), "hide_dialog", "GB-3"))
        else:
            things.extend(self._pile_things(view))
            things.extend(self._trick_things(view, names))
        things.extend(self._seat_things(view, names))
        if viewer is not None and view.hand is not None:
            things.extend(self._own_things(view, viewer, names))
        return things

    def _pile_things(self, view) -> list[Thing]:
        label_h = text_step(self.assets, "small", "bold")
        piles = self.table.piles
        below = piles.pile_bottom if piles.pile_bottom is not None else DRAW_POS[1] + PILE_CARD[1] + 6 + label_h
        out = []
        for pos, kind, rule, n in ((DRAW_POS, "draw_pile", "GB-7", view.draw_pile_size),
                                   (DISCARD_POS, "discard_pile", "GB-17", len(view.discard_pile))):
            rect = pygame.Rect(pos[0] - 4, pos[1] - 14, PILE_CARD[0] + 18, below - pos[1] + 16)
            state = self.table.open_view.full_state() if kind == "draw_pile" else None
            if state is not None and state.pile_size > 0:  # a replay's open view: what it holds
                counts = {v: state.pile[v] for v in range(10) if state.pile[v]}
                out.append(Thing(rect, "draw_pile_open", rule, {"counts": piles.discard_counts_text(counts)}))
                continue
            out.append(Thing(rect, kind, rule, {"n": n}))
        counts_rect = piles.counts_rect
        if counts_rect is not None and view.discard_pile:
            counts: dict[int, int] = {}
            for card in view.discard_pile:
                counts[card] = counts.get(card, 0) + 1
            out.append(Thing(pygame.Rect(counts_rect), "discard_counts", "GB-26", {"counts": piles.discard_counts_text(counts)}))
        return out

    def _trick_things(self, view, names) -> list[Thing]:
        plays, winner, last = self.display.trick_plays()
        if view.phase not in ("play", "refill", "gb9_discard", "pay_owed"):
            return []
        if view.rounds:
            round_text = t("ghostbumpers.ui.round", round=view.round, rounds=view.rounds)
        else:
            round_text = t("ghostbumpers.ui.round_target", round=view.round, target=view.target_score)
        out = [Thing(pygame.Rect(TRICK), "trick", "GB-5", {"round": round_text, "trick": view.tricks_done + 1})]
        best = self.display.marked_play(plays, winner, last)
        win_play = next((p for p in plays if p[0] == winner), None) if last else None
        for i, (seat, card, count, announce, power) in enumerate(plays):
            # one kind of thing, a play in the trick; where it stands says the rule that decides it
            if last:
                standing, rule = t("ghostbumpers.inspect_play.last", winner=names[winner] if winner is not None else "?",
                                   best=strength_text(win_play[1], win_play[2], win_play[3]) if win_play else "?"), "GB-17"
            elif card == ZERO_TEN:
                standing, rule = t("ghostbumpers.inspect_play.zero_ten"), "GB-16"
            elif i == best:
                standing, rule = t("ghostbumpers.inspect_play.best", player=names[seat]), "GB-13"
            else:
                standing, rule = t("ghostbumpers.inspect_play.below"), "GB-12"
            params = {"player": names[seat], "cards": self.game.play_name(card, count, announce),
                      "strength": strength_text(card, count, announce), "standing": standing}
            out.append(Thing(self.table.tricks.slot_box(i), "trick_play", rule, params, name=self._card_title(card)))
        if plays and not last:
            if any(p[1] == ZERO_TEN for p in plays):
                what, rule = t("ghostbumpers.inspect_play.forecast_zero_ten"), "GB-16"
            else:
                fives = sum(p[2] for p in plays if p[1] == self.game.five)
                what, rule = t("ghostbumpers.inspect_play.forecast_reveals", n=1 + fives, fives=fives), "GB-14"
            out.append(Thing(pygame.Rect(FORECAST), "forecast", rule, {"what": what}))
        return out

    def _card_title(self, card: int) -> str:
        if card == ZERO_TEN:
            return t("ghostbumpers.inspect_name.zero_ten")
        return t("ghostbumpers.inspect_name.monster", value=card)

    def _seat_things(self, view, names) -> list[Thing]:
        rows = self.table.seats.seat_rows()
        if not rows:
            return []
        assets = self.assets
        opened = self.table.open_view  # a replay's open view (else its answers are None)
        out = []
        for seat, rect in self.table.seats.seat_rects().items():
            player = names[seat]
            mid = rows["name_top"] + rows["name_h"] // 2
            points = t("ghostbumpers.ui.points", n=view.totals[seat])
            if rows["points_up"]:
                w = assets.text_width(points, rows["small"], "bold")
                pts = pygame.Rect(rect.right - 10 - w, mid - rows["name_h"] // 2, w + 6, rows["name_h"])
            else:
                w = min(rows["points_room"], assets.text_width(points, rows["small"], "bold"))
                pts = pygame.Rect(rect.right - 10 - w, rows["hand_top"], w + 6, rows["hand_h"])
            if not opened.points_off(seat, rect, rows):  # a replay's open view may leave them to the players panel
                out.append(Thing(pts, "points", "GB-19", {"player": player, "n": view.totals[seat]}))
            if seat == view.dealer:
                out.append(Thing(self._start_card_at(rect, rows, names[seat]), "start_card", "GB-4", {"player": player}))
            order = opened.order(seat)
            layout = self.table.seats.character_row_layout(seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order)
            if order is not None:  # a replay's open view: where the scared card lies
                deck = pygame.Rect(rect.x + 8, rows["deck_y"] - 8, 30, 40)
                if layout["deck"]:
                    deck = layout["deck"][0].unionall(layout["deck"][1:]).inflate(6, 6)
                depth = opened.scare_depth(seat)
                if depth is None:
                    out.append(Thing(deck, "seat_deck_open_unset", "GB-3", {"player": player}))
                else:
                    out.append(Thing(deck, "seat_deck_open", "GB-15", {"player": player, "p": depth, "n": len(order)},
                                     name=t("ghostbumpers.inspect_name.scared")))
            else:
                deck = layout["deck"][0].union(pygame.Rect(layout["badge"][0] - 12, layout["badge"][1] - 12, 24, 24))
                out.append(Thing(deck, "seat_deck", "GB-3", {"player": player, "n": self.display.shown_deck(seat)}))
            if layout["revealed"]:
                area = layout["revealed"][0].unionall(layout["revealed"][1:])
                out.append(Thing(area, "revealed", "GB-15", {"player": player, "n": self.display.shown_revealed(seat),
                                                            "left": self.display.shown_deck(seat)}))
            hand = pygame.Rect(rect.x + 6, rows["hand_top"], (pts.x if not rows["points_up"] else rect.right - 6) - rect.x - 10,
                               rows["hand_h"])
            cards = opened.hand(seat)
            if cards is not None:  # a replay's open view: the cards, and a pending discard apart
                chips, _, _, pending = opened.hand_rects(seat, rect, rows, opened.hand_right(seat, rect, rows))
                if pending is not None and chips:
                    out.append(Thing(chips[-1].inflate(4, 4), "seat_pending_open", "GB-9",
                                     {"player": player, "card": opened.value_text(pending)}))
                    chips = chips[:-1]
                area = chips[0].unionall(chips[1:]).inflate(6, 6) if chips else hand
                out.append(Thing(area, "seat_hand_open", "GB-7", {"player": player, "cards": opened.cards_text(cards)}))
            else:
                out.append(Thing(hand, "seat_hand", "GB-7", {"player": player, "n": self.display.shown_hand(seat)}))
            status, _ = self.table.seats.seat_state(seat)
            if status and rows["status_top"] is not None:
                explain, rule = self._status_words(view, seat)
                area = pygame.Rect(rect.x + 8, rows["status_top"], rect.w - 16, rows["small_h"])
                out.append(Thing(area, "seat_status", rule, {"player": player, "status": status, "explain": explain}))
        return out

    def _start_card_at(self, rect: pygame.Rect, rows: dict, name: str) -> pygame.Rect:
        """Where the start card is drawn beside ``name`` in a seat panel (as draw_seats places it)."""
        assets = self.assets
        mid = rows["name_top"] + rows["name_h"] // 2
        room = rect.w - 42 - START_CARD[0] - 8
        if rows["points_up"]:
            room -= assets.text_width(t("ghostbumpers.ui.points", n=self.view.totals[self.view.dealer]), rows["small"], "bold") + 8
        width = fit_text(assets, name, room, rows["body"], (255, 255, 255), "bold").get_width()
        return self.art.start_card_rect(rect.x + 34 + width + 6, mid).inflate(8, 6)

    @staticmethod
    def _status_words(view, seat: int) -> tuple[str, str]:
        if view.phase == "scare":
            return t("ghostbumpers.inspect_status.hiding"), "GB-3"
        return t("ghostbumpers.inspect_status.owes"), "D-7"

    def _own_things(self, view, viewer: int, names) -> list[Thing]:
        assets = self.assets
        out = [Thing(pygame.Rect(HAND_RECT), "hand", "GB-2", {"n": len(view.hand)})]
        game = self.game
        copies = game.deck_by_players[view.players]
        held: dict[int, int] = {}
        for card in view.hand:
            held[card] = held.get(card, 0) + 1
        for face in self.table.hand_panel.hand.cards:
            rect = self.table.hand_panel.hand.card_rect(face.id)
            if rect is None:
                continue
            card = face.kind
            name = self._card_title(card)
            if card == ZERO_TEN:
                out.append(Thing(rect, "hand_zero_ten", "GB-10", name=name))
            elif card == game.five:
                out.append(Thing(rect, "hand_five", "GB-14", {"held": held[card], "copies": copies[card]}, name=name))
            else:
                out.append(Thing(rect, "hand_card", "GB-12", {"value": card, "held": held[card], "copies": copies[card]},
                                 name=name))
        rows = self.table.own.rows()
        panel = ME_PANEL
        player = names[viewer]
        pts = rows["points"].get_bounding_rect()
        out.append(Thing(pygame.Rect(panel.centerx - pts.w // 2 - 4, rows["points_y"] - 2, pts.w + 8, pts.h + 6), "points",
                         "GB-19", {"player": player, "n": view.totals[viewer]}))
        if viewer == view.dealer:
            mid = rows["name_y"] + rows["name_h"] // 2
            width = fit_text(assets, self.feed.seats()[viewer].name, panel.w - 44 - 22, "body", (255, 255, 255), "bold").get_width()
            out.append(Thing(self.art.start_card_rect(panel.x + 34 + width + 6, mid).inflate(8, 6), "start_card", "GB-4",
                             {"player": player}))
        deck_n = self.display.shown_deck(viewer)
        pos = view.scare_position
        order = "".join("S" if pos is not None and i == pos - 1 else "U" for i in range(deck_n))
        layout = self.table.seats.character_row_layout(viewer, panel.x + 10, rows["deck_y"], panel.w - 20, order=order)
        where_h = block_height(assets, *rows["where"], "bold")
        area = pygame.Rect(panel.x + 6, rows["deck_y"] - 10, panel.w - 12, rows["where_y"] + where_h - rows["deck_y"] + 12)
        if pos is None:
            out.append(Thing(area, "my_deck_unset", "GB-3", {"n": deck_n, "size": view.set_size}))
        else:
            beneath = deck_n - pos
            now = 2 * beneath if pos == 1 else beneath
            out.append(Thing(area, "my_deck", "GB-19", {"n": deck_n, "p": pos, "safe": pos - 1, "beneath": beneath,
                                                        "now": now}))
            if layout["scared"] is not None:
                out.append(Thing(pygame.Rect(layout["scared"]), "my_scared_card", "GB-15", {"p": pos, "beneath": beneath},
                                 name=t("ghostbumpers.inspect_name.scared")))
        if layout["revealed"]:
            shown = layout["revealed"][0].unionall(layout["revealed"][1:])
            out.append(Thing(shown, "revealed", "GB-15", {"player": player, "n": len(layout["revealed"]), "left": deck_n}))
        if view.owed[viewer]:
            owe_h = text_step(assets, "small", "bold") + 2
            area = pygame.Rect(panel.x + 6, panel.bottom - 4 - owe_h, panel.w - 12, owe_h)
            out.append(Thing(area, "seat_status", "D-7", {"player": player, "status": t("ghostbumpers.ui.owes", n=view.owed[viewer]),
                                                           "explain": t("ghostbumpers.inspect_status.owes")}))
        if self.legal and view.phase == "play":  # the prompt line: the selection's strength, or how to make one
            out.append(Thing(self.table.prompt_area(), "preview", "GB-12"))
        return out

