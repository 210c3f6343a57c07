"""The Phantom Society table's side panel: who you are, the Master Game's bids and victory
points, the teams, the damage against the target (with what each team removed), the four
ghosts and the reach rule; and each seat's side for the players panel. Drawn from the
viewer's view only (in a replay's open view, the secrets it adds are marked with an eye and
a legend says what the eye means). Its things to inspect: every line of it."""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.table.board import INK, P, SIDE, draw_eye, rgb, split_tile, symbol
from ghostparlor.games.phantom_society.table.seen import Sighting
from ghostparlor.scenes.game import SIDE_X
from ghostparlor.ui import draw
from ghostparlor.ui.inspect import Thing

BID_ROW = (0, 24)  # the height of a team's bid box (at least)
SIDE_SHRINK = (1.0, 0.94, 0.88, 0.83, 0.78)  # the side panel's font factors, tried in turn until it fits
SIDE_TAGS = {  # a line of the side panel (its tag) -> what it is to inspect and its rule
    "role": ("role", "§3.1"), "team_ghosts": ("team_ghosts", "PS-4"), "team_hunters": ("team_hunters", "PS-7"),
}


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


def bid_text(view, team: int) -> str:
    bid = view.bids[team]
    if bid is not None:
        return str(bid[0] + bid[1])
    if view.bid_placed[team]:
        return t(P + "bid_hidden")
    return t(P + "bid_none")


def damage_by_team(view) -> tuple[int, int]:
    """The damage each side did so far (PS-8: a removed tile with no ghost under it)."""
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


def ghost_opened(seen: Sighting, colour: str) -> bool:
    """Whether the ``colour`` ghost's hiding place is a secret the open view shows."""
    view = seen.view
    return bool(seen.opened_ghosts) and view.ghosts is not None and any(
        g[0] == colour and g[1] in seen.opened_ghosts for g in view.ghosts)


class SocietyPanel:
    """The side panel beside the manor and the seats' sides."""

    def __init__(self, feed, scene, theme, assets) -> None:
        self.feed, self.game, self.scene = feed, feed.game, scene
        self.theme, self.assets = theme, assets
        self.seen: Sighting | None = None

    def refresh(self, seen: Sighting) -> None:
        self.seen = seen

    # --- the seats ---------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.seen.view if self.seen is not None else None
        if view is None:
            return ""
        if view.mode == "tournament":
            return t(P + "status_vp", first=view.vp[0], second=view.vp[1])
        if view.phase in ("play", "over"):
            return t(P + "status", damage=view.damage, target=view.target)
        return ""

    def seat_role(self, seat: int) -> str:
        view = self.feed.public_view()  # roles are public
        if view.phase in ("deal_piles", "bid") or not view.slot_seats:
            return ""
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t("phantom_society.role.ghosts") if seat in ghosts else t("phantom_society.role.hunters")

    def seat_status(self, seat: int, viewer: int | None) -> str:
        """The seat's side ("Ghosts", "Hunter", "Out") for the players panel, when every
        seat's fits beside its name there; else nothing (the teams stay listed on the side
        panel, with who is out)."""
        view = self.seen.view if self.seen is not None else None
        if view is None or view.phase in ("deal_piles", "bid"):
            return ""
        statuses = [self._seat_side(view, s) for s in range(self.feed.players)]
        if not all(self._status_fits(s, viewer, text) for s, text in enumerate(statuses)):
            return ""
        return statuses[seat] if 0 <= seat < len(statuses) else ""

    def _seat_side(self, view, seat: int) -> str:
        if seat in view.eliminated:
            return t(P + "seat_out")
        ghosts = {view.slot_seats[0], view.slot_seats[2]}
        return t(P + "seat_ghost") if seat in ghosts else t(P + "seat_hunter")

    def _status_fits(self, seat: int, viewer: int | None, status: str) -> bool:
        """Whether ``status`` fits right of the seat's name in the game scene's players
        panel: a row 308 px wide, the name from 36 px in (at most 150 px short of the row,
        a bot's icon 28 px after it), the status (body, bold) right-aligned 8 px in."""
        assets = self.assets
        seats = self.feed.seats()
        if not 0 <= seat < len(seats):
            return True
        info = seats[seat]
        row_w = 1280 - SIDE_X - 8 - 12
        who = t("game.you", name=info.name) if seat == viewer else info.name
        name_w = min(assets.text_width(who, "body", "bold" if seat == viewer else "regular"), row_w - 150)
        used = 36 + name_w + (28 if not info.is_human else 0) + 12
        return used + assets.text_width(status, "body", "bold") + 8 <= row_w

    # --- the layout ---------------------------------------------------------------------------
    def plan(self) -> tuple[list[tuple], int]:
        """The side panel laid out from the measured line heights at the current text size:
        ``(kind, y, height, data)`` items top to bottom and the y where the reach rule may
        start. When it would not fit in SIDE, every text is shrunk by one factor (to 78% at
        most) rather than letting rows run into each other."""
        items, y = [], SIDE.y
        for k in SIDE_SHRINK:
            items, y = self._items(self.seen, k)
            if y <= SIDE.bottom - 10:
                break
        return items, y

    def _items(self, seen: Sighting, k: float) -> tuple[list[tuple], int]:
        theme, assets, view = self.theme, self.assets, seen.view
        names = self.feed.names()
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
        if self.feed.viewer is None:  # a replay names its view ("all hands open")
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
            texts = [t(P + "bid_team", team=team + 1, bid=bid_text(view, team)) for team in (0, 1)]
            items.append(("bids", y, box_h, (rects, texts, small, two)))
            y += box_h + 6
            if seen.opened_bids and not seen.opened_ghosts:
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
        by_ghosts, by_hunters = damage_by_team(view)
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
        if seen.opened_ghosts:
            legend()
        y += 8
        if view.phase in ("hide", "play"):
            items.append(("rule", y, 0, small))
        return items, y

    def bid_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where each team's bid is shown in a Master Game (PS-15): side by side under the
        victory points (the title line, the VP line, then the bids), as the side panel lays
        them out now."""
        if self.seen is not None:
            for kind, _y, _h, data in self.plan()[0]:
                if kind == "bids":
                    return data[0]
        x, y = SIDE.x + 14, SIDE.y + 10 + 28 + 22 + 22 + 4
        w = (SIDE.w - 28 - 8) // 2
        return pygame.Rect(x, y, w, BID_ROW[1]), pygame.Rect(x + w + 8, y, w, BID_ROW[1])

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        seen, theme, assets = self.seen, self.theme, self.assets
        view = seen.view
        draw.box(surface, SIDE, theme.colour("panel_dark"), 12, theme.colour("panel_dark_edge"), 2)
        x, w = SIDE.x + 14, SIDE.w - 28
        items, _end = self.plan()
        for kind, y, height, data in items:
            if kind == "lines":
                shown, size, weight, tone = data[:4]
                step = assets.line_height(size, weight)
                for i, line in enumerate(shown):
                    img = assets.fit_text(line, w, size, theme.colour(tone), weight)
                    surface.blit(img, (x, y + i * step))
            elif kind == "bids":
                self._draw_bids(surface, data)
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
                if ghost_opened(seen, colour):  # the replay's open view: a secret, marked on its symbol
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

    def _draw_bids(self, surface: pygame.Surface, data) -> None:
        theme, assets = self.theme, self.assets
        rects, texts, size, two = data
        for team, (rect, text) in enumerate(zip(rects, texts)):
            opened = team in self.seen.opened_bids  # a face-down bid shown by the open view
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

    # --- what each line is (the inspect tips) ------------------------------------------------------
    def things(self) -> list[Thing]:
        seen = self.seen
        view = seen.view
        items, _end = self.plan()
        x, w = SIDE.x + 10, SIDE.w - 20
        out = []
        damage_rect = None
        for kind, y, height, data in items:
            rect = pygame.Rect(x, y - 2, w, height + 4)
            if kind == "lines":
                tag = data[4] if len(data) > 4 else ""
                text = " ".join(data[0])
                if tag in SIDE_TAGS:
                    out.append(Thing(rect, *SIDE_TAGS[tag], {"line": text}))
                elif tag == "mode":
                    out.append(Thing(rect, "master_game", "PS-17" if view.mode == "tournament" else "PS-15", {"line": text}))
                elif tag == "vp":
                    out.append(Thing(rect, "victory_points", "PS-16", {"first": view.vp[0], "second": view.vp[1]}))
                elif tag == "stake":
                    out.append(Thing(rect, "stake", "PS-16", {"stake": view.stake}))
                elif tag == "damage":
                    damage_rect = rect
                elif tag == "by_team":
                    ghosts, hunters = damage_by_team(view)
                    out.append(Thing(rect, "damage_split", "PS-8", {"ghosts": ghosts, "hunters": hunters}))
                elif tag == "ghosts_title":
                    out.append(Thing(rect, "ghost_list", "PS-12", {}))
            elif kind == "bar" and damage_rect is not None:
                damage_rect = damage_rect.union(pygame.Rect(x, y, w, height + 2))
                out.append(Thing(damage_rect, "damage", "PS-12", {"damage": view.damage, "target": view.target}))
            elif kind == "bids":
                rects, _texts, _size, _two = data
                for team, box in enumerate(rects):
                    kind = "bid_box_open" if team in seen.opened_bids else "bid_box"
                    out.append(Thing(pygame.Rect(box), kind, "PS-15", {"team": team + 1, "bid": bid_text(view, team)}))
            elif kind == "ghost":
                out.append(self._ghost_thing(rect, data[0]))
            elif kind == "open_legend":
                out.append(Thing(rect, "open_legend", "D-9", {}))
            elif kind == "rule":
                room = SIDE.bottom - 10 - y
                floor = max(self.assets.min_px(), round(self.theme.font_size("small") * 0.7))
                if room >= self.assets.line_height(floor, "regular"):
                    out.append(Thing(pygame.Rect(x, y, w, room), "reach_note", "PS-5", {}))
        return out

    def _ghost_thing(self, rect: pygame.Rect, colour: str) -> Thing:
        view = self.seen.view
        params = {"ghost": t(f"phantom_society.colour.{colour}")}
        revealed = dict(view.revealed)
        known = {g[0]: g for g in view.ghosts} if view.ghosts is not None else {}
        if colour in revealed:
            params["square"] = revealed[colour]
            return Thing(rect, "ghost_row_revealed", "PS-9", params)
        if ghost_opened(self.seen, colour):  # a replay's open view shows where it hides
            _c, square, owner, _rev = known[colour]
            names = self.feed.names()
            params.update(square=square, player=names[owner] if 0 <= owner < len(names) else "?")
            return Thing(rect, "ghost_row_open", "PS-6", params)
        if view.phase in ("play", "over") or (colour in known and known[colour][1] is not None) or (
                view.phase == "hide" and view.ghosts is None):
            return Thing(rect, "ghost_row_hidden", "PS-6", params)
        return Thing(rect, "ghost_row_waiting", "§3.5", params)
