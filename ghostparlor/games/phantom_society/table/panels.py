"""The Phantom Society table's panels: the side panel (who you are, the Master Game's
bids and victory points, the teams, the damage against the target, the four ghosts, the
reach rule), the strip below the board (the prompt, the supply chips, the bid cards, the
forced-pass button), the banner and the scoring-moment summaries. A mixin of
:class:`~ghostparlor.games.phantom_society.table.table.PhantomSocietyTable`; drawn from the
viewer's view only (in a replay's open view, the secrets it adds are marked with an eye and
a legend says what the eye means)."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules import Devastate, GameWon, HuntBegins, MasterEliminated, PassTurn
from ghostparlor.games.phantom_society.table.board import (
    BOARD_RECT, CHIP, INK, P, SIDE, STRIP, draw_eye, rgb, split_tile, symbol,
)
from ghostparlor.scenes.game import SIDE_X, TABLE_RECT
from ghostparlor.session import HUMAN
from ghostparlor.ui import draw
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.summary import SummaryPanel, SummaryRow


BID_ROW = (0, 24)  # the height of a team's bid box (at least)
SIDE_SHRINK = (1.0, 0.94, 0.88, 0.83, 0.78)  # the side panel's font factors, tried in turn until it fits


def wrap_lines(assets, text: str, width: int, size: int, weight: str, max_lines: int) -> tuple[list[str], int]:
    """``text`` in lines no wider than ``width``: wrapped at ``size`` when that takes at most
    ``max_lines``; else shrunk (and the last line ellipsized) to fit ``max_lines``."""
    if assets.text_width(text, size, weight) <= width:
        return [text], size
    if max_lines > 1:
        shown = assets.wrap(text, width, size, weight)
        if len(shown) <= max_lines:
            return shown, size
    return assets.fit_wrapped(text, width, max_lines * assets.line_height(size, weight), size, weight)


class TablePanels:
    """The side panel, the strip, the banner and the summaries (a mixin of the table)."""

    def moment_summary(self, event, line: str) -> SummaryPanel:
        """Who plays what at this moment, from public information only (roles, who is out,
        the winners, the damage)."""
        public = self.game.view(self.session.state, None)
        names, plans = self.names(), self.session.plans
        if isinstance(event, HuntBegins):
            title = t(P + "sum_hunt")
        elif isinstance(event, MasterEliminated):
            title = t(P + "sum_out")
        else:
            title = t(P + "sum_won")
        rows = []
        for seat in range(self.session.players):
            role = self.seat_role(seat)
            if isinstance(event, GameWon):
                detail = t(P + ("sum_winner" if seat in event.winners else "sum_loser"), role=role)
            elif seat in public.eliminated:
                detail = t(P + "sum_eliminated", role=role)
            else:
                detail = role
            rows.append(SummaryRow(plans[seat].colour, names[seat], detail, "",
                                   highlight=isinstance(event, GameWon) and seat in event.winners))
        damage = event.damage if isinstance(event, GameWon) else public.damage
        target = event.target if isinstance(event, (GameWon, HuntBegins)) else public.target
        return SummaryPanel(title, line, rows, t(P + "sum_footer", damage=damage, target=target))


    # --- text --------------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.mode == "tournament":
            return t(P + "status_vp", first=view.vp[0], second=view.vp[1])
        if view.phase in ("play", "over"):
            return t(P + "status", damage=view.damage, target=view.target)
        return ""

    def seat_role(self, seat: int) -> str:
        view = self.game.view(self.session.state, None)  # roles are public
        if view.phase in ("deal_piles", "bid") or not view.slot_seats:
            return ""
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t("phantom_society.role.ghosts") if seat in ghosts else t("phantom_society.role.hunters")

    def seat_status(self, seat: int, viewer: int | None) -> str:
        """The seat's side ("Ghosts", "Hunter", "Out") for the players panel, when every
        seat's fits beside its name there; else nothing (the teams stay listed on the side
        panel, with who is out)."""
        view = self.view
        if view is None or view.phase in ("deal_piles", "bid"):
            return ""
        statuses = [self._seat_side(s) for s in range(self.session.players)]
        if not all(self._status_fits(s, viewer, text) for s, text in enumerate(statuses)):
            return ""
        return statuses[seat] if 0 <= seat < len(statuses) else ""

    def _seat_side(self, seat: int) -> str:
        view = self.view
        if seat in view.eliminated:
            return t(P + "seat_out")
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t(P + "seat_ghost") if seat in ghosts else t(P + "seat_hunter")

    def _status_fits(self, seat: int, viewer: int | None, status: str) -> bool:
        """Whether ``status`` fits right of the seat's name in the game scene's players
        panel: a row 308 px wide, the name from 36 px in (at most 150 px short of the row,
        a bot's icon 28 px after it), the status (body, bold) right-aligned 8 px in."""
        assets = self.assets
        plans = self.session.plans
        if not 0 <= seat < len(plans):
            return True
        plan = plans[seat]
        row_w = 1280 - SIDE_X - 8 - 12
        who = t("game.you", name=plan.name) if seat == viewer else plan.name
        name_w = min(assets.text_width(who, "body", "bold" if seat == viewer else "regular"), row_w - 150)
        used = 36 + name_w + (28 if plan.kind != HUMAN else 0) + 12
        return used + assets.text_width(status, "body", "bold") + 8 <= row_w

    def prompt(self) -> tuple[str, str]:
        """The prompt and its colour name: what to do now, or who is doing what."""
        view = self.view
        names = self.names()
        if self.session.is_over() or view.phase == "over":
            return t(P + "prompt.over"), "accent"
        seat = view.to_move
        if self.scene.my_turn():
            if view.phase == "place":
                return t(P + "prompt.place"), "legal"
            if view.phase == "hide":
                return t(P + "prompt.hide", colours=self.colours_to_hide()), "legal"
            if view.phase == "bid":
                return t(P + "prompt.bid"), "legal"
            if any(isinstance(a, PassTurn) for a in self.legal):
                return t(P + "prompt.pass"), "warning"
            if any(isinstance(a, Devastate) for a in self.legal):
                return t(P + "prompt.devastate"), "legal"
            return t(P + "prompt.hunt"), "legal"
        who = names[seat] if 0 <= seat < len(names) else "?"
        what = {"place": "wait.place", "hide": "wait.hide", "bid": "wait.bid"}.get(view.phase)
        if what is None and view.phase == "play":
            what = "wait.devastate" if view.slot in ("G1", "G2") else "wait.hunt"
        if what is None:
            return t(P + "prompt.dealing"), "text_muted"
        return t(P + "prompt.wait", player=who, what=t(P + what)), "text"


    # --- the side panel -----------------------------------------------------------------------
    def side_plan(self, view) -> tuple[list[tuple], int]:
        """The side panel laid out from the measured line heights at the current text size:
        ``(kind, y, height, data)`` items top to bottom and the y where the reach rule may
        start. When it would not fit in SIDE, every text is shrunk by one factor (to 78% at
        most) rather than letting rows run into each other."""
        items, y = [], SIDE.y
        for k in SIDE_SHRINK:
            items, y = self._side_items(view, k)
            if y <= SIDE.bottom - 10:
                break
        return items, y

    def _side_items(self, view, k: float) -> tuple[list[tuple], int]:
        theme, assets = self.theme, self.assets
        names = self.names()
        lh = assets.line_height

        def px(role: str) -> int:
            return max(assets.min_px(), round(theme.font_size(role) * k))

        small, body, large = px("small"), px("body"), px("large")
        w = SIDE.w - 28
        y = SIDE.y + 10
        items: list[tuple] = []

        def lines(text: str, size: int, weight: str, tone: str, gap: int, max_lines: int = 2, tag: str = "") -> None:
            """``text`` wrapped into at most ``max_lines`` lines (shrunk/ellipsized beyond);
            ``tag`` names what the line is (the inspect tips find it by it)."""
            nonlocal y
            shown, size = wrap_lines(assets, text, w, size, weight, max_lines)
            height = len(shown) * lh(size, weight)
            items.append(("lines", y, height, (shown, size, weight, tone, tag)))
            y += height + gap

        def legend() -> None:
            """The replay's open view: what the eye marks was secret at this point."""
            nonlocal y
            y += 4
            shown, size = wrap_lines(assets, t("phantom_society.open.legend"), w - 30, small, "regular", 2)
            height = max(24, len(shown) * lh(size, "regular"))
            items.append(("open_legend", y, height, (shown, size)))
            y += height + 4

        # who you are
        viewer = self.scene.viewer()
        if viewer is None:  # a replay names its view ("all hands open")
            me = getattr(self.scene, "spectator_text", None) or t(P + "spectator")
        elif view.role is None:
            me = t(P + "you_unassigned")
        else:
            me = t(P + "you_are", role=t(f"phantom_society.role.{view.role}"))
        lines(me, body, "bold", "accent", 5, 3, "role")
        if view.mode != "standard":
            line = t(P + "game_of", game=view.game_number, games=view.games) if view.mode == "tournament" else t(P + "master_game")
            lines(line, small, "bold", "text", 4, 1, "mode")
            lines(t(P + "vp", first=view.vp[0], second=view.vp[1]), small, "regular", "text", 4, tag="vp")
            y += 4
            # each team's bid in its own box, side by side (its last-move mark)
            bw = (w - 8) // 2
            inner = bw - 22
            variants = [t(P + "bid_team", team=2, bid=b) for b in (t(P + "bid_hidden"), t(P + "bid_none"), "99")]
            two = max(assets.text_width(v, int(small * 0.85), "regular") for v in variants) > inner
            box_h = max(BID_ROW[1], lh(small, "regular") * (2 if two else 1) + 6)
            rects = (pygame.Rect(SIDE.x + 14, y, bw, box_h), pygame.Rect(SIDE.x + 14 + bw + 8, y, bw, box_h))
            texts = [t(P + "bid_team", team=team + 1, bid=self.bid_text(view, team)) for team in (0, 1)]
            items.append(("bids", y, box_h, (rects, texts, small, two)))
            y += box_h + 6
            if getattr(self, "opened_bids", None) and not getattr(self, "opened_ghosts", None):
                legend()
            if view.stake:
                lines(t(P + "stake", stake=view.stake), small, "regular", "text_muted", 4, 1, "stake")
        # the teams (who is out says so: the players panel may have no room for it)
        if view.phase not in ("deal_piles", "bid"):
            out = t(P + "seat_out")

            def who(seat: int) -> str:
                return f"{names[seat]} ({out})" if seat in view.eliminated else names[seat]

            ghosts = sorted({view.slot_seats[0], view.slot_seats[2]})
            hunters = sorted({view.slot_seats[1], view.slot_seats[3]})
            for key, seats in (("team_ghosts", ghosts), ("team_hunters", hunters)):
                lines(t(P + key, players=", ".join(who(s) for s in seats if 0 <= s < len(names))), small, "regular", "text", 4,
                      tag=key)
        y += 6
        # damage against the target (known once the bids are revealed in a Master Game)
        if view.target <= 0:
            return items, y
        lines(t(P + "damage", damage=view.damage, target=view.target), large, "bold", "text", 6, 1, "damage")
        items.append(("bar", y, 18, None))
        y += 26
        by_ghosts, by_hunters = self.damage_by_team(view)
        text = t(P + "by_team", ghosts=by_ghosts, hunters=by_hunters)
        if assets.text_width(text, small, "regular") > w and " · " in text:  # one part a line
            parts = [p.strip() for p in text.split(" · ")]
            parts = [p + (" ·" if i < len(parts) - 1 else "") for i, p in enumerate(parts)]
            height = len(parts) * lh(small, "regular")
            items.append(("lines", y, height, (parts, small, "regular", "text_muted", "by_team")))
            y += height + 10
        else:
            lines(text, small, "regular", "text_muted", 10, 1, "by_team")
        # the four ghosts
        lines(t(P + "ghosts_title"), body, "bold", "accent", 3, 1, "ghosts_title")
        revealed = dict(view.revealed)
        known = {g[0]: g for g in view.ghosts} if view.ghosts is not None else {}
        row_h = max(30, lh(small, "bold") + 8)
        for i, colour in enumerate(self.game.colours):
            if colour in revealed:
                text, tone = t(P + "ghost_revealed", square=revealed[colour]), "success"
            elif colour in known and known[colour][1] is not None:
                owner = known[colour][2]
                holder = names[owner] if 0 <= owner < len(names) else "?"
                text, tone = t(P + "ghost_at", square=known[colour][1], player=holder), "text"
            elif view.phase in ("deal_piles", "bid", "deal_colours", "place") or (
                    view.phase == "hide" and view.ghosts is not None):
                text, tone = t(P + "ghost_not_yet"), "text_muted"
            else:
                text, tone = t(P + "ghost_hidden"), "text_muted"
            label = t(f"phantom_society.colour.{colour}") + ": " + text
            items.append(("ghost", y, row_h, (colour, i, label, tone, small)))
            y += row_h
        if getattr(self, "opened_ghosts", None):
            legend()
        y += 8
        if view.phase in ("hide", "play"):
            items.append(("rule", y, 0, small))
        return items, y

    def draw_side(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        x, w = SIDE.x + 14, SIDE.w - 28
        items, _end = self.side_plan(view)
        for kind, y, height, data in items:
            if kind == "lines":
                shown, size, weight, tone = data[:4]
                step = assets.line_height(size, weight)
                for i, line in enumerate(shown):
                    img = assets.fit_text(line, w, size, theme.colour(tone), weight)
                    surface.blit(img, (x, y + i * step))
            elif kind == "bids":
                rects, texts, size, two = data
                for team, (rect, text) in enumerate(zip(rects, texts)):
                    opened = team in getattr(self, "opened_bids", ())  # a face-down bid shown by the open view
                    room = rect.w - 22 - (18 if opened else 0)
                    if two:
                        shown, px = assets.fit_wrapped(text, room, rect.h - 6, size, "regular")
                    else:
                        shown, px = [text], size
                    step = assets.line_height(px, "regular")
                    top = rect.centery - step * len(shown) // 2
                    for i, line in enumerate(shown):
                        img = assets.fit_text(line, room, px, theme.colour("text_muted"))
                        surface.blit(img, img.get_rect(midleft=(rect.x + 16, top + i * step + step // 2)))
                    if opened:  # marked: an outline inside the box, the eye at its right end
                        pygame.draw.rect(surface, theme.colour("info")[:3], rect.inflate(-4, -4), 1, border_radius=5)
                        draw_eye(surface, (rect.right - 13, rect.centery), 7, theme.colour("info")[:3])
            elif kind == "bar":
                target = max(1, view.target)
                bar = pygame.Rect(x, y, w, height)
                draw.box(surface, bar, (40, 30, 44), 8, theme.colour("panel_dark_edge"), 1)
                fill = bar.copy()
                fill.w = int(bar.w * min(1.0, view.damage / target))
                if fill.w > 4:
                    draw.box(surface, fill, (196, 70, 60), 8)
            elif kind == "ghost":
                colour, i, label, tone, size = data
                row = pygame.Rect(x, y, w, height)
                draw.draw_shape(surface, symbol(colour, i), (row.x + 12, row.centery), 10, rgb(colour), INK, 2)
                img = assets.fit_text(label, w - 30, size, theme.colour(tone), "bold")
                surface.blit(img, img.get_rect(midleft=(row.x + 28, row.centery)))
                if self.ghost_opened(view, colour):  # the replay's open view: a secret, marked on its symbol
                    draw_eye(surface, (row.x + 20, row.centery + 7), 7, theme.colour("info")[:3])
            elif kind == "open_legend":
                shown, size = data
                draw_eye(surface, (x + 12, y + height // 2), 9, theme.colour("info")[:3])
                step = assets.line_height(size, "regular")
                top = y + (height - step * len(shown)) // 2
                for i, line in enumerate(shown):
                    img = assets.fit_text(line, w - 30, size, theme.colour("info"))
                    surface.blit(img, (x + 28, top + i * step))
            elif kind == "rule":  # how ghosts reach (the rule, in short), in the room left
                room = SIDE.bottom - 10 - y
                floor = max(assets.min_px(), round(theme.font_size("small") * 0.7))
                if room < assets.line_height(floor, "regular"):
                    continue
                shown, px = assets.fit_wrapped(t(P + "reach_rule"), w, room, data, "regular", min(floor, data))
                step = assets.line_height(px, "regular")
                for i, line in enumerate(shown):
                    img = assets.text(line, px, theme.colour("text_muted"))
                    surface.blit(img, (x, y + i * step))

    def ghost_opened(self, view, colour: str) -> bool:
        """Whether the ``colour`` ghost's hiding place is a secret the open view shows."""
        opened = getattr(self, "opened_ghosts", ())
        return bool(opened) and view.ghosts is not None and any(
            g[0] == colour and g[1] in opened for g in view.ghosts)

    def bid_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where each team's bid is shown in a Master Game (PS-15): side by side under the
        victory points (the title line, the VP line, then the bids), as the side panel lays
        them out now."""
        if self.view is not None:
            for kind, _y, _h, data in self.side_plan(self.view)[0]:
                if kind == "bids":
                    return data[0]
        x, y = SIDE.x + 14, SIDE.y + 10 + 28 + 22 + 22 + 4
        w = (SIDE.w - 28 - 8) // 2
        return pygame.Rect(x, y, w, BID_ROW[1]), pygame.Rect(x + w + 8, y, w, BID_ROW[1])

    def bid_text(self, view, team: int) -> str:
        bid = view.bids[team]
        if bid is not None:
            return str(bid[0] + bid[1])
        if view.bid_placed[team]:
            return t(P + "bid_hidden")
        return t(P + "bid_none")

    def damage_by_team(self, view) -> tuple[int, int]:
        ghosts = hunters = 0
        for _turn, _seat, slot, kind, _square, tile, revealed in view.log:
            if tile is None or revealed is not None:
                continue
            value = split_tile(tile)[1]
            if kind == "devastate":
                ghosts += value
            elif kind == "hunt":
                hunters += value
        return ghosts, hunters

    # --- the strip ----------------------------------------------------------------------------
    def layout_strip(self) -> tuple[pygame.Rect, bool]:
        """Places the strip's controls for the current text size; returns the box left for
        the prompt and whether it is the one-line band above the controls.

        - placing: the supply chips along the strip's foot and the prompt above them when
          it fits there at the body size (wrapped, on as many lines as there is room),
          else beside them using the strip's whole height;
        - bidding: the prompt in two lines above the tens/thousands cards (their labels
          measured), the confirm button on the right;
        - a forced pass: the prompt beside the pass button."""
        assets = self.assets
        left, right = STRIP.x + 12, STRIP.right - 12
        for button in (self.pass_button, self.bid_button):
            button.rect = pygame.Rect(STRIP.right - 190, STRIP.centery - 26, 180, 52)
        if self.pass_button.visible or self.bid_button.visible:
            right = STRIP.right - 200
        if self.chips:
            top = STRIP.bottom - 2 - CHIP  # the chips along the strip's foot (their count on a badge)
            box = pygame.Rect(left, STRIP.y + 3, right - left, top - 2 - STRIP.y - 3)  # a line of Japanese at 150%
            text = self.prompt()[0]
            lines = assets.wrap(text, box.w, self.theme.font_size("body"), "bold", trial=True)
            band = len(lines) * assets.line_height("body", "bold") <= box.h
            if not band:
                top = STRIP.y + (STRIP.h - CHIP) // 2
            for i, chip in enumerate(self.chips):
                chip.rect = pygame.Rect(STRIP.x + 8 + i * (CHIP + 8), top, CHIP, CHIP)
            if band:
                return box, True
            x = self.chips[-1].rect.right + 16
            return pygame.Rect(x, STRIP.y + 8, right - x, STRIP.h - 16), False
        if self.tens_buttons:
            row_y, row_h = STRIP.y + 56, 38
            labels = [t(P + "bid_tens"), t(P + "bid_thousands")]
            widths = [assets.text_width(s, "small", "bold") for s in labels]
            cards = len(self.tens_buttons) * 66 - 6 + len(self.thousands_buttons) * 54 - 6
            room = right - left - cards - 8 - 20 - 8  # the labels' share of the row
            if sum(widths) > room:
                widths = [max(24, room * w // max(1, sum(widths))) for w in widths]
            self.bid_labels = []
            x = left
            for label, w, buttons, step in ((labels[0], widths[0], self.tens_buttons, 66),
                                            (labels[1], widths[1], self.thousands_buttons, 54)):
                self.bid_labels.append((label, pygame.Rect(x, row_y, w, row_h)))
                x += w + 8
                for b in buttons:
                    b.rect = pygame.Rect(x, row_y, step - 6, row_h)
                    x += step
                x += 20 - 6
            return pygame.Rect(left, STRIP.y + 6, right - left, 46), True
        return pygame.Rect(left, STRIP.y + 8, right - left, STRIP.h - 16), False

    def draw_strip(self, surface: pygame.Surface) -> None:
        theme, assets = self.theme, self.assets
        draw.box(surface, STRIP, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        text, tone = self.prompt()
        box, band = self.layout_strip()
        body = theme.font_size("body")  # the prompt never shrinks below the body text
        lines, px = assets.fit_wrapped(text, box.w, box.h, "body", "bold", body)
        lh = assets.line_height(px, "bold")
        y = box.y if band else box.centery - lh * len(lines) // 2
        for line in lines:
            img = assets.text(line, px, theme.colour(tone), "bold")
            surface.blit(img, (box.x, y))
            y += lh
        for chip in self.chips:
            chip.draw(surface)
        if self.tens_buttons:
            for label, rect in getattr(self, "bid_labels", ()):
                img = assets.fit_text(label, rect.w, "small", theme.colour("text"), "bold")
                surface.blit(img, img.get_rect(midleft=(rect.x, rect.centery)))
            for b in self.tens_buttons + self.thousands_buttons:
                b.draw(surface)
                if b.action in (self.bid_tens if b in self.tens_buttons else self.bid_thousands,):
                    pygame.draw.rect(surface, theme.colour("selected")[:3], b.rect.inflate(6, 6), 3, border_radius=10)
        if self.bid_button.visible:
            self.bid_button.draw(surface)
        if self.pass_button.visible:
            draw.glow(surface, self.pass_button.rect, theme.colour("warning"), 10, 8)
            self.pass_button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (BOARD_RECT.centerx, BOARD_RECT.y + 30), 820, TABLE_RECT)
