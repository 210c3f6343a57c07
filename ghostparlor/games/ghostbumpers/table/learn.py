"""Ghostbumpers table: what each thing on it is (inspect tips) and the notes panel.

Drawing only, from the viewer's view (GB-26): the other hands and character decks are
counted, never shown; the depth of a scared card is told to its owner only.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghostbumpers.rules import ZERO_TEN
from ghostparlor.games.ghostbumpers.table.layout import (
    DISCARD_POS, DRAW_POS, FORECAST, HAND_RECT, ME_PANEL, MIN_PX, PILE_CARD, TRICK, VALUE_COLOURS,
    block_height, fit_lines, fit_text, strength_text, text_step,
)
from ghostparlor.ui.inspect import Thing


class LearnPanel:
    """Inspect tips and notes (a mixin of GhostbumpersTable)."""

    # --- inspect ---------------------------------------------------------------------------
    def inspectables(self, viewer):
        view = self.view
        if view is None or self.show_scores or self.overlay is not None:
            return []  # the score table or the round's summary covers the table
        names = self.session.names()
        things: list[Thing] = []
        picker = self.picker_shown()
        if picker:
            panel = self.picker_layout()["panel"]
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
        below = getattr(self, "pile_bottom", DRAW_POS[1] + PILE_CARD[1] + 6 + label_h)
        out = []
        for pos, kind, rule, n in ((DRAW_POS, "draw_pile", "GB-7", view.draw_pile_size),
                                   (DISCARD_POS, "discard_pile", "GB-17", len(view.discard_pile))):
            rect = pygame.Rect(pos[0] - 4, pos[1] - 14, PILE_CARD[0] + 18, below - pos[1] + 16)
            state = self.open_state() if kind == "draw_pile" else None
            if state is not None and state.pile_size > 0:  # a replay's open view: what it holds
                counts = {v: state.pile[v] for v in range(10) if state.pile[v]}
                out.append(Thing(rect, "draw_pile_open", rule, {"counts": self.discard_counts_text(counts)}))
                continue
            out.append(Thing(rect, kind, rule, {"n": n}))
        counts_rect = getattr(self, "counts_rect", None)
        if counts_rect is not None and view.discard_pile:
            counts: dict[int, int] = {}
            for card in view.discard_pile:
                counts[card] = counts.get(card, 0) + 1
            out.append(Thing(pygame.Rect(counts_rect), "discard_counts", "GB-26", {"counts": self.discard_counts_text(counts)}))
        return out

    def _trick_things(self, view, names) -> list[Thing]:
        plays, winner, last = self.trick_plays()
        if view.phase not in ("play", "refill", "gb9_discard", "pay_owed"):
            return []
        if view.rounds:
            round_text = t("ghostbumpers.ui.round", round=view.round, rounds=view.rounds)
        else:
            round_text = t("ghostbumpers.ui.round_target", round=view.round, target=view.target_score)
        out = [Thing(pygame.Rect(TRICK), "trick", "GB-5", {"round": round_text, "trick": view.tricks_done + 1})]
        best = self.marked_play(plays, winner, last)
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
            out.append(Thing(self.slot_box(i), "trick_play", rule, params, name=self._card_title(card)))
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
        rows = self.seat_rows()
        if not rows:
            return []
        assets = self.assets
        out = []
        for seat, rect in self.seat_rects().items():
            player = names[seat]
            mid = rows["name_top"] + rows["name_h"] // 2
            hand_mid = rows["hand_top"] + rows["hand_h"] // 2
            points = t("ghostbumpers.ui.points", n=view.totals[seat])
            if rows["points_up"]:
                w = assets.text_width(points, rows["small"], "bold")
                pts = pygame.Rect(rect.right - 10 - w, mid - rows["name_h"] // 2, w + 6, rows["name_h"])
            else:
                w = min(rows["points_room"], assets.text_width(points, rows["small"], "bold"))
                pts = pygame.Rect(rect.right - 10 - w, rows["hand_top"], w + 6, rows["hand_h"])
            if not self.open_points_off(seat, rect, rows):  # a replay's open view may leave them to the players panel
                out.append(Thing(pts, "points", "GB-19", {"player": player, "n": view.totals[seat]}))
            if seat == view.dealer:
                out.append(Thing(self._start_card_at(rect, rows, names[seat]), "start_card", "GB-4", {"player": player}))
            order = self.open_order(seat)
            layout = self.character_row_layout(seat, rect.x + 10, rows["deck_y"], rect.w - 20, order=order)
            if order is not None:  # a replay's open view: where the scared card lies
                deck = pygame.Rect(rect.x + 8, rows["deck_y"] - 8, 30, 40)
                if layout["deck"]:
                    deck = layout["deck"][0].unionall(layout["deck"][1:]).inflate(6, 6)
                depth = self.open_scare_depth(seat)
                if depth is None:
                    out.append(Thing(deck, "seat_deck_open_unset", "GB-3", {"player": player}))
                else:
                    out.append(Thing(deck, "seat_deck_open", "GB-15", {"player": player, "p": depth, "n": len(order)},
                                     name=t("ghostbumpers.inspect_name.scared")))
            else:
                deck = layout["deck"][0].union(pygame.Rect(layout["badge"][0] - 12, layout["badge"][1] - 12, 24, 24))
                out.append(Thing(deck, "seat_deck", "GB-3", {"player": player, "n": self.shown_deck(seat)}))
            if layout["revealed"]:
                area = layout["revealed"][0].unionall(layout["revealed"][1:])
                out.append(Thing(area, "revealed", "GB-15", {"player": player, "n": self.shown_revealed(seat),
                                                            "left": self.shown_deck(seat)}))
            hand = pygame.Rect(rect.x + 6, rows["hand_top"], (pts.x if not rows["points_up"] else rect.right - 6) - rect.x - 10,
                               rows["hand_h"])
            cards = self.open_hand(seat)
            if cards is not None:  # a replay's open view: the cards, and a pending discard apart
                chips, _, _, pending = self.open_hand_rects(seat, rect, rows, self.open_hand_right(seat, rect, rows))
                if pending is not None and chips:
                    out.append(Thing(chips[-1].inflate(4, 4), "seat_pending_open", "GB-9",
                                     {"player": player, "card": self.value_text(pending)}))
                    chips = chips[:-1]
                area = chips[0].unionall(chips[1:]).inflate(6, 6) if chips else hand
                out.append(Thing(area, "seat_hand_open", "GB-7", {"player": player, "cards": self.cards_text(cards)}))
            else:
                out.append(Thing(hand, "seat_hand", "GB-7", {"player": player, "n": self.shown_hand(seat)}))
            status, _ = self.seat_state(seat)
            if status and rows["status_top"] is not None:
                explain, rule = self._status_words(view, seat)
                area = pygame.Rect(rect.x + 8, rows["status_top"], rect.w - 16, rows["small_h"])
                out.append(Thing(area, "seat_status", rule, {"player": player, "status": status, "explain": explain}))
        return out

    def _start_card_at(self, rect: pygame.Rect, rows: dict, name: str) -> pygame.Rect:
        """Where the start card is drawn beside ``name`` in a seat panel (as draw_seats places it)."""
        from ghostparlor.games.ghostbumpers.table.seats import START_CARD

        assets = self.assets
        mid = rows["name_top"] + rows["name_h"] // 2
        room = rect.w - 42 - START_CARD[0] - 8
        if rows["points_up"]:
            room -= assets.text_width(t("ghostbumpers.ui.points", n=self.view.totals[self.view.dealer]), rows["small"], "bold") + 8
        width = fit_text(assets, name, room, rows["body"], (255, 255, 255), "bold").get_width()
        return self.start_card_rect(rect.x + 34 + width + 6, mid).inflate(8, 6)

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
        for face in self.hand.cards:
            rect = self.hand.card_rect(face.id)
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
        rows = self.me_rows()
        panel = ME_PANEL
        player = names[viewer]
        pts = rows["points"].get_bounding_rect()
        out.append(Thing(pygame.Rect(panel.centerx - pts.w // 2 - 4, rows["points_y"] - 2, pts.w + 8, pts.h + 6), "points",
                         "GB-19", {"player": player, "n": view.totals[viewer]}))
        if viewer == view.dealer:
            mid = rows["name_y"] + rows["name_h"] // 2
            width = fit_text(assets, self.session.plans[viewer].name, panel.w - 44 - 22, "body", (255, 255, 255), "bold").get_width()
            out.append(Thing(self.start_card_rect(panel.x + 34 + width + 6, mid).inflate(8, 6), "start_card", "GB-4",
                             {"player": player}))
        deck_n = self.shown_deck(viewer)
        pos = view.scare_position
        order = "".join("S" if pos is not None and i == pos - 1 else "U" for i in range(deck_n))
        layout = self.character_row_layout(viewer, panel.x + 10, rows["deck_y"], panel.w - 20, order=order)
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
            out.append(Thing(self.prompt_area(), "preview", "GB-12"))
        return out

    # --- notes -----------------------------------------------------------------------------
    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Per value this round: the copies in the deck, played, in your hand, unseen (a small
        table, one column per value with its colour and number); then the 0/10 card, your own
        scared card and the tricks left (GB-26: public information and your own hand). Every
        text is measured: the table's rows and the words under it shrink together (to 72% at
        the least) until all of it fits the panel."""
        from ghostparlor.games.ghostbumpers.play.aids import notes
        from ghostparlor.games.ghostbumpers.table.layout import draw_lines

        theme, assets = self.theme, self.assets
        view = self.view
        data = notes(self.game, view) if view is not None else None
        text, muted, accent = theme.colour("text"), theme.colour("text_muted"), theme.colour("accent")
        if data is None:
            lines, px, step = fit_lines(assets, t("ghostbumpers.notes.none"), rect.w, rect.h, "small")
            draw_lines(surface, assets, lines, px, step, muted, "regular", rect.x, rect.y)
            return
        if data.scare_position is None:
            mine = t("ghostbumpers.notes.mine_unset")
        elif data.scare_position == 1:
            mine = t("ghostbumpers.notes.mine_on_top", now=data.worth_now)
        else:
            mine = t("ghostbumpers.notes.mine_scared", p=data.scare_position, safe=data.safe_reveals, now=data.worth_now)
        zero = {"hand": t("ghostbumpers.notes.zero_hand"), "discard": t("ghostbumpers.notes.zero_discard"),
                "unseen": t("ghostbumpers.notes.zero_unseen"),
                "trick": t("ghostbumpers.notes.zero_trick", announce=max(0, data.zero_ten_announce or 0))}[data.zero_ten_where]
        foot = [(zero, text, "bold"), (mine, text, "regular"),
                (t("ghostbumpers.notes.tricks_left", n=data.tricks_left), muted, "regular")]
        title = fit_text(assets, t("ghostbumpers.notes.title"), rect.w, "body", accent, "bold")
        small = theme.font_size("small")
        for k in range(15):  # the table and the words shrink together until they fit
            px = max(MIN_PX, round(small * (1.0 - 0.02 * k)))
            row_h = max(16, text_step(assets, px, "bold") + 4)
            wrapped = [(assets.wrap(words, rect.w, px, weight, trial=True), colour, weight) for words, colour, weight in foot]
            foot_h = sum(len(lines) * text_step(assets, px, weight) + 3 for lines, _, weight in wrapped)
            if title.get_height() + 4 + 5 * row_h + 6 + foot_h <= rect.h and self._table_width(data, px) <= rect.w:
                break
        y = rect.y
        surface.blit(title, (rect.x, y))
        y += title.get_height() + 4
        self._draw_value_table(surface, pygame.Rect(rect.x, y, rect.w, 5 * row_h), data, px, row_h)
        y += 5 * row_h + 8
        for words, colour, weight in foot:
            lines, size, step = fit_lines(assets, words, rect.w, max(text_step(assets, px, weight), rect.bottom - y), px,
                                          weight, MIN_PX)
            y = draw_lines(surface, assets, lines, size, step, colour, weight, rect.x, y) + 3

    def _labels(self) -> list[str]:
        return ["", t("ghostbumpers.notes.in_deck"), t("ghostbumpers.notes.played"), t("ghostbumpers.notes.mine"),
                t("ghostbumpers.notes.unseen")]

    def _columns(self, data, px: int) -> tuple[int, int]:
        """(the labels' width, a value column's least width) at ``px``."""
        assets = self.assets
        label_need = max(assets.text_width(label, px, "bold") for label in self._labels()) + 10
        widest = max(assets.text_width(str(x), px, "bold") for row in data.rows for x in (row.copies, row.value, 8))
        return label_need, max(18, widest + 7)

    def _table_width(self, data, px: int) -> int:
        label_need, least = self._columns(data, px)
        return label_need + len(data.rows) * least

    def _draw_value_table(self, surface: pygame.Surface, box: pygame.Rect, data, px: int, row_h: int) -> None:
        """Rows: the value (a chip in the cards' colour with its number), then the copies in the
        deck, played, yours and unseen (the unseen row bold: what is still out there)."""
        from ghostparlor.ui import draw

        theme, assets = self.theme, self.assets
        text, muted = theme.colour("text"), theme.colour("text_muted")
        labels = self._labels()
        cols = len(data.rows)
        # the labels as wide as they are (bold: the widest), the columns share the rest
        label_need, least = self._columns(data, px)
        col_w = max(least, min(30, (box.w - label_need) // cols))
        label_w = box.w - cols * col_w
        for r, label in enumerate(labels):
            mid = box.y + r * row_h + row_h // 2
            if r % 2 == 1:
                pygame.draw.rect(surface, theme.colour("panel_dark_edge")[:3], (box.x, mid - row_h // 2, box.w, row_h),
                                 border_radius=4)
            weight = "bold" if r == 4 else "regular"
            if label:
                image = fit_text(assets, label, label_w - 6, px, text if r == 4 else muted, weight)
                surface.blit(image, image.get_rect(midleft=(box.x + 3, mid)))
            for c, row in enumerate(data.rows):
                cx = box.x + label_w + c * col_w + col_w // 2
                if r == 0:  # the value: its colour (the cards' accent) and its number
                    chip = pygame.Rect(0, 0, col_w - 3, row_h - 3)
                    chip.center = (cx, mid)
                    draw.box(surface, chip, VALUE_COLOURS[row.value], 4)
                    number = fit_text(assets, str(row.value), chip.w, px, (255, 255, 255), "bold")
                    surface.blit(number, number.get_rect(center=chip.center))
                    continue
                value = (row.copies, row.played, row.mine, row.unseen)[r - 1]
                shown = str(value) if value or r == 1 else "-"
                colour = text if value else muted
                number = fit_text(assets, shown, col_w - 2, px, colour, weight)
                surface.blit(number, number.get_rect(center=(cx, mid)))
