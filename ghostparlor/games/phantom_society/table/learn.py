"""The Phantom Society table: what teaches the game on it (issue 22).

- ``inspectables``: every square of the manor (an empty square at placement, a tile with its
  colour and value, a tile known to be empty, a removed tile's square, a revealed ghost; a
  hidden ghost only to the ghost team, and to everybody once the game is over, D-9), the
  player's supply of tiles, every line of the side panel (who you are, the teams, the
  damage and its meter, the four ghosts, the reach rule, the Master Game's bids and victory
  points) and the prompt. Words from ``phantom_society.inspect.<kind>``.
- ``draw_notes`` / ``draw_notes_overlay``: where each ghost may still hide, from the public
  record (``aids.notes``): a list in the side panel, and on the board a badge with the
  colour's symbol and the share on every square that may still hide a ghost; tiles the
  record rules out are veiled.

A mixin of :class:`~ghostparlor.games.phantom_society.table.table.PhantomSocietyTable`; drawing only,
from the viewer's view.
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.play import aids
from ghostparlor.games.phantom_society.rules import Devastate
from ghostparlor.games.phantom_society.table.board import INK, SIDE, rgb, split_tile, symbol
from ghostparlor.ui import draw
from ghostparlor.ui.inspect import Thing

I = "phantom_society.inspect."
N = "phantom_society.notes."

TURN_RULE = {2: "PS-3", 3: "PS-2", 4: "PS-1"}
# the notes panel's layouts, tried in turn until every text fits whole: (font factor, lines of squares
# per ghost, lines of heading, lines of the legend saying what the shares are)
NOTES_LEVELS = ((1.0, 2, 2, 2), (0.92, 2, 2, 2), (1.0, 2, 2, 0), (0.92, 2, 2, 0), (1.0, 1, 2, 2), (0.92, 1, 2, 2),
                (0.92, 1, 2, 0), (0.85, 1, 2, 0), (0.85, 1, 1, 0), (0.85, 1, 0, 0), (0.78, 1, 0, 0), (0.72, 1, 0, 0),
                (0.72, 0, 0, 0))
BADGE_PX = 14  # the overlay's share on a square: a fixed size, as the board's own figures
PHASE_RULE = {"deal_piles": "PS-14", "bid": "PS-15", "deal_colours": "§3.2", "place": "§3.3", "hide": "§3.5"}


def pct(share: float) -> int:
    """A share as a whole percent, never 0 for a square still possible."""
    return max(1, round(100 * share)) if share > 0 else 0


class LearnTable:
    """Inspect tips and notes of the Phantom Society table."""

    # --- inspect -----------------------------------------------------------------------
    def colour_word(self, colour: str) -> str:
        return t(f"phantom_society.colour.{colour}")

    def tile_words(self, tile: str) -> str:
        colour, value = split_tile(tile)
        return self.game.tile_name(colour, value)

    def inspectables(self, viewer):
        view = self.view
        if view is None or self.summary is not None:
            return []
        things: list[Thing] = [Thing(pygame.Rect(self.grid.board_rect), "manor", "§2")]
        things += self._square_things(view)
        things += self._chip_things(view)
        things += self._side_things(view)
        things += self._strip_things(view)
        return things

    def _removals(self, view) -> dict[str, tuple]:
        """The last removal of each square in the public log: square -> (turn, seat, tile)."""
        out = {}
        for turn, seat, _slot, kind, square, tile, _revealed in view.log:
            if kind != "pass" and square:
                out[square] = (turn, seat, tile)
        return out

    def _square_things(self, view) -> list[Thing]:
        names = self.names()
        cleared = set(view.cleared)
        revealed = {sq: colour for colour, sq in view.revealed}
        hidden = {}
        if view.ghosts is not None:  # the ghost team (D-9), or everybody once the game is over
            hidden = {sq: (colour, owner) for colour, sq, owner, rev in view.ghosts if sq is not None and not rev}
        removals = self._removals(view)
        targets = {a.square for a in self.legal if isinstance(a, Devastate)}
        out = []
        for row in range(self.rows):
            for col in range(self.cols):
                cell = (col, row)
                square = self.square_of(cell)
                rect = self.grid.cell_rect(cell)
                tile = view.board[self.index_of(cell)]
                if tile is not None:
                    colour, value = split_tile(tile)
                    params = {"tile": self.tile_words(tile), "square": square, "value": value,
                              "colour": self.colour_word(colour)}
                    if square in hidden:
                        ghost, owner = hidden[square]
                        player = names[owner] if 0 <= owner < len(names) else "?"
                        reach = [self.game.square_names[q] for q in self.game.geo.targets(
                            self.game.square_index[square], [0 if b is not None else -1 for b in view.board])]
                        params.update(ghost=self.colour_word(ghost), player=player, reach=", ".join(reach) or "-")
                        # shown only by a replay's open view: the tip says it was a secret then
                        kind = "tile_open_ghost" if square in getattr(self, "opened_ghosts", ()) else "tile_hidden_ghost"
                        out.append(Thing(rect, kind, "PS-5", params))
                    elif colour in cleared:
                        out.append(Thing(rect, "tile_cleared", "PS-9", params))
                    elif square in targets:
                        out.append(Thing(rect, "tile_target", "PS-4", params))
                    else:
                        out.append(Thing(rect, "tile", "PS-8", params))
                elif square in revealed:
                    colour = revealed[square]
                    out.append(Thing(rect, "ghost_revealed", "PS-8", {"ghost": self.colour_word(colour), "square": square}))
                elif view.phase in ("place", "deal_colours", "deal_piles", "bid"):
                    out.append(Thing(rect, "square_open", "§3.3", {"square": square}))
                else:
                    if square in removals:  # the public log says who removed what (D-10)
                        turn, seat, removed = removals[square]
                        player = names[seat] if 0 <= seat < len(names) else "?"
                        how = t(I + "removed_by", player=player, tile=self.tile_words(removed) if removed else "-", turn=turn)
                    else:  # removed before the record began (a set-up position)
                        how = t(I + "removed")
                    out.append(Thing(rect, "square_empty", "PS-5", {"square": square, "removed": how}))
        return out

    def _chip_things(self, view) -> list[Thing]:
        out = []
        for chip in self.chips:
            if not chip.visible:
                continue
            out.append(Thing(pygame.Rect(chip.rect), "supply_tile", "§3.3",
                             {"tile": self.tile_words(chip.tile_id), "n": chip.count}))
        return out

    def _side_things(self, view) -> list[Thing]:
        items, end = self.side_plan(view)
        x, w = SIDE.x + 10, SIDE.w - 20
        out = []
        damage_rect = None
        for kind, y, height, data in items:
            rect = pygame.Rect(x, y - 2, w, height + 4)
            if kind == "lines":
                tag = data[4] if len(data) > 4 else ""
                text = " ".join(data[0])
                if tag == "role":
                    out.append(Thing(rect, "role", "§3.1", {"line": text}))
                elif tag == "mode":
                    out.append(Thing(rect, "master_game", "PS-17" if view.mode == "tournament" else "PS-15", {"line": text}))
                elif tag == "vp":
                    out.append(Thing(rect, "victory_points", "PS-16", {"first": view.vp[0], "second": view.vp[1]}))
                elif tag == "stake":
                    out.append(Thing(rect, "stake", "PS-16", {"stake": view.stake}))
                elif tag == "team_ghosts":
                    out.append(Thing(rect, "team_ghosts", "PS-4", {"line": text}))
                elif tag == "team_hunters":
                    out.append(Thing(rect, "team_hunters", "PS-7", {"line": text}))
                elif tag == "damage":
                    damage_rect = rect
                elif tag == "by_team":
                    ghosts, hunters = self.damage_by_team(view)
                    out.append(Thing(rect, "damage_split", "PS-8", {"ghosts": ghosts, "hunters": hunters}))
                elif tag == "ghosts_title":
                    out.append(Thing(rect, "ghost_list", "PS-12", {}))
            elif kind == "bar" and damage_rect is not None:
                damage_rect = damage_rect.union(pygame.Rect(x, y, w, height + 2))
                out.append(Thing(damage_rect, "damage", "PS-12", {"damage": view.damage, "target": view.target}))
            elif kind == "bids":
                rects, texts, _size, _two = data
                for team, (box, text) in enumerate(zip(rects, texts)):
                    kind = "bid_box_open" if team in getattr(self, "opened_bids", ()) else "bid_box"
                    out.append(Thing(pygame.Rect(box), kind, "PS-15", {"team": team + 1, "bid": self.bid_text(view, team)}))
            elif kind == "ghost":
                colour, _i, label, _tone, _size = data
                params = {"ghost": self.colour_word(colour)}
                revealed = dict(view.revealed)
                known = {g[0]: g for g in view.ghosts} if view.ghosts is not None else {}
                if colour in revealed:
                    params["square"] = revealed[colour]
                    out.append(Thing(rect, "ghost_row_revealed", "PS-9", params))
                elif self.ghost_opened(view, colour):  # a replay's open view shows where it hides
                    _c, square, owner, _rev = known[colour]
                    names = self.names()
                    params.update(square=square, player=names[owner] if 0 <= owner < len(names) else "?")
                    out.append(Thing(rect, "ghost_row_open", "PS-6", params))
                elif view.phase in ("play", "over") or (colour in known and known[colour][1] is not None) or (
                        view.phase == "hide" and view.ghosts is None):
                    out.append(Thing(rect, "ghost_row_hidden", "PS-6", params))
                else:
                    out.append(Thing(rect, "ghost_row_waiting", "§3.5", params))
            elif kind == "open_legend":
                out.append(Thing(rect, "open_legend", "D-9", {}))
            elif kind == "rule":
                room = SIDE.bottom - 10 - y
                floor = max(self.assets.min_px(), round(self.theme.font_size("small") * 0.7))
                if room >= self.assets.line_height(floor, "regular"):
                    out.append(Thing(pygame.Rect(x, y, w, room), "reach_note", "PS-5", {}))
        return out

    def _strip_things(self, view) -> list[Thing]:
        out = []
        box, _band = self.layout_strip()
        text = self.prompt()[0]
        if view.phase == "over" or self.session.is_over():
            kind, rule = "prompt_play", "PS-12"
        elif view.phase == "play":
            kind, rule = "prompt_play", TURN_RULE.get(view.players, "PS-1")
        elif view.phase in ("bid", "deal_piles"):
            kind, rule = "prompt_bid", "PS-15"
        else:
            kind, rule = "prompt_setup", PHASE_RULE.get(view.phase, "§3.3")
        lines, px = self.assets.fit_wrapped(text, box.w, box.h, "body", "bold", self.theme.font_size("body"))
        height = len(lines) * self.assets.line_height(px, "bold")
        width = max((self.assets.text_width(line, px, "bold") for line in lines), default=40)
        y = box.y if _band else box.centery - height // 2
        out.append(Thing(pygame.Rect(box.x - 4, y - 2, min(box.w, width) + 8, height + 4), kind, rule))
        if self.tens_buttons and view.phase == "bid":
            pile = None
            if view.seat is not None:
                for team, seats in enumerate(view.teams):
                    if view.seat in seats:
                        pile = view.piles[team]
            index = self.game.pile_ids.index(pile) if pile in self.game.pile_ids else 0
            params = {"pile": pile or "-", "tens": ", ".join(str(v) for v in self.game.pile_tens[index]),
                      "thousands": ", ".join(str(v) for v in self.game.pile_thousands[index])}
            for _label, rect in getattr(self, "bid_labels", ()):
                out.append(Thing(pygame.Rect(rect), "bid_cards", "PS-14", params))
        return out

    # --- notes -------------------------------------------------------------------------
    def notes_now(self):
        """The notes of the view drawn now, worked out once per view (the side panel and the
        board's marks both read them every frame)."""
        cached = self.__dict__.get("_notes")
        if cached is None or cached[0] is not self.view:
            cached = self.__dict__["_notes"] = (self.view, aids.notes(self.game, self.view))
        return cached[1]

    def draw_notes(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The side panel's notes: where each ghost may still hide (from the public record)."""
        view = self.view
        if view is None:
            return
        notes = self.notes_now()
        theme, assets = self.theme, self.assets
        if not notes.active:
            from ghostparlor.ui.text import draw_lines

            draw_lines(surface, t(N + "later"), rect, size="small", colour=theme.colour("text_muted"), align="left")
            return
        items: list = []
        for i, level in enumerate(NOTES_LEVELS):  # the fullest layout where every text fits whole
            items, bottom, cut = self._notes_plan(notes, rect, *level)
            if bottom <= rect.bottom and not cut:
                break
        for kind, box, data in items:
            if kind == "text":
                lines, px, weight, tone = data
                step = assets.line_height(px, weight)
                for j, line in enumerate(lines):
                    img = assets.fit_text(line, box.w, px, theme.colour(tone), weight)
                    surface.blit(img, (box.x, box.y + j * step))
            elif kind == "symbol":
                colour, j = data
                draw.draw_shape(surface, symbol(colour, j), box.center, box.w // 2, rgb(colour), INK, 2)

    def _notes_plan(self, notes, rect: pygame.Rect, k: float, detail: int, head: int, legend: int) -> tuple[list, int, bool]:
        """The notes laid out at font factor ``k`` with at most ``detail`` lines of squares per
        ghost, ``head`` lines of heading and ``legend`` lines saying what the shares are:
        (items, bottom, whether a text had to be shortened)."""
        theme, assets = self.theme, self.assets
        small = max(assets.min_px(), round(theme.font_size("small") * k))
        body = max(assets.min_px(), round(theme.font_size("body") * k))
        items: list = []
        y = rect.y
        cut = False

        def text(words: str, px: int, weight: str, tone: str, x: int, width: int, max_lines: int, gap: int) -> None:
            nonlocal y, cut
            lines, size = assets.fit_lines(words, width, max_lines * assets.line_height(px, weight), px, weight,
                                           px, max_lines)
            if lines and lines[-1].endswith("\u2026") and not words.endswith("\u2026"):
                cut = True
            h = len(lines) * assets.line_height(size, weight)
            items.append(("text", pygame.Rect(x, y, width, h), (lines, size, weight, tone)))
            y += h + gap

        if head:
            text(t(N + ("head_team" if notes.ghost_team else "head")), small, "regular", "text_muted", rect.x, rect.w, head, 5)
        indent = 24
        for i, note in enumerate(notes.ghosts):
            sym = max(7, round(9 * k))
            colour = self.colour_word(note.colour)
            detail_text = ""
            if note.state == "revealed":
                title = t(N + "revealed", ghost=colour, square=note.found)
            elif note.state == "waiting":
                title = t(N + "waiting", ghost=colour, n=note.tiles)
            else:
                title = t(N + "squares", ghost=colour, n=note.count)
                if detail:
                    detail_text = self._square_list(note, rect.w - indent, small, detail)
            line_h = assets.line_height(body, "bold")
            items.append(("symbol", pygame.Rect(rect.x + 2, y + line_h // 2 - sym, sym * 2, sym * 2), (note.colour, i)))
            tone = "success" if note.state == "revealed" else "text"
            text(title, body, "bold", tone, rect.x + indent, rect.w - indent, 1, 1)
            if detail_text:
                text(detail_text, small, "regular", "text_muted", rect.x + indent, rect.w - indent, detail, 1)
            if note.mine:
                text(t(N + "yours", square=note.mine, pct=pct(note.exposed)), small, "bold", "warning",
                     rect.x + indent, rect.w - indent, 1, 1)
            y += 4
        if legend:
            text(t(N + "legend"), small, "regular", "text_muted", rect.x, rect.w, legend, 0)
        return items, y, cut

    def _square_list(self, note, width: int, px: int, lines: int = 2) -> str:
        """The squares a ghost may be under, most likely first, in at most ``lines`` lines (joined
        by newlines), never breaking a square from its share; what does not fit is counted."""
        parts = [t(N + "share", square=sq, pct=pct(p)) for sq, p in note.squares]
        assets = self.assets

        def fits(line: str) -> bool:
            return assets.text_width(line, px, "regular") <= width

        def more(n: int) -> str:
            return t(N + "more", n=n)

        rows: list[list[str]] = [[]]
        for i, part in enumerate(parts):
            row = rows[-1]
            if not row or fits(" · ".join(row + [part])):
                row.append(part)
                continue
            if len(rows) == lines:  # no room: the rest is counted on the last line
                while row and not fits(" · ".join(row + [more(len(parts) - i + 0)])):
                    i -= 1
                    row.pop()
                row.append(more(len(parts) - i))
                return "\n".join(" · ".join(r) for r in rows)
            rows.append([part])
        return "\n".join(" · ".join(r) for r in rows)

    def draw_notes_overlay(self, surface: pygame.Surface) -> None:
        """On the board: every square that may still hide a ghost gets a badge (the colour's
        symbol and the share); a tile of a colour still hidden that the record rules out is
        veiled."""
        view = self.view
        if view is None or self.summary is not None or view.phase not in ("hide", "play"):
            return
        notes = self.notes_now()
        if not notes.active:
            return
        assets, theme = self.assets, self.theme
        ruled = set(notes.ruled_out)
        for row in range(self.rows):
            for col in range(self.cols):
                cell = (col, row)
                square = self.square_of(cell)
                if view.board[self.index_of(cell)] is None or square in self.vanished:
                    continue
                rect = self.grid.cell_rect(cell).inflate(-8, -8)
                if square in ruled:  # the record rules it out: veiled and hatched (a pattern, not a shade alone)
                    surface.blit(self._ruled_out_veil(rect.size), rect)
                    continue
                found = notes.candidate(square)
                if found is None:
                    continue
                note, share = found
                label = f"{pct(share)}%"
                px = min(BADGE_PX, self.theme.font_size("small"))
                img = assets.fit_text(label, rect.w // 2, px, (250, 244, 232), "bold")
                badge = pygame.Rect(0, 0, img.get_width() + 10, img.get_height() + 2)
                badge.bottomright = (rect.right - 1, rect.bottom - 1)
                back = pygame.Surface(badge.size, pygame.SRCALPHA)
                pygame.draw.rect(back, (20, 12, 26, 210), back.get_rect(), border_radius=badge.h // 2)
                surface.blit(back, badge)
                surface.blit(img, img.get_rect(center=badge.center))
                if note.mine == square:  # the ghost team's own ghost: how exposed it is
                    pygame.draw.rect(surface, theme.colour("warning")[:3], rect.inflate(4, 4), 2, border_radius=8)

    def _ruled_out_veil(self, size: tuple[int, int]) -> pygame.Surface:
        cache = self.__dict__.setdefault("_veils", {})
        veil = cache.get(size)
        if veil is None:
            w, h = size
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (16, 10, 20, 120), veil.get_rect(), border_radius=max(3, w // 10))
            for x in range(-h, w, 12):
                pygame.draw.line(veil, (16, 10, 20, 150), (x, h), (x + h, 0), 3)
            cache[size] = veil
        return veil
