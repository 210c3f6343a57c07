"""Ghosts on screen: the pile with its fear level, Fog beside it, the direction of play,
every seat's hand size, fear points and taken stacks, and the viewer's own hand.

Drawing and input only: clicks become PlayCard / TakePile actions that the session
checks. Only the viewer's view is drawn (hot seat keeps other hands hidden).
"""

from __future__ import annotations

import pygame

from ghostparlor.core.strings import t
from ghostparlor.games.ghosts.rules import (CardDrawn, CardPlayed, GameOver, GhostsView, PileTaken, PlayCard, ReliefGiven,
                                           RoundEnded, RoundStarted, TakePile)
from ghostparlor.scenes.game import TABLE_RECT, HintMark, Table
from ghostparlor.ui.last_move import LastMark
from ghostparlor.session import Happening
from ghostparlor.ui import Button, CardFace, CardHand, Tween, draw
from ghostparlor.ui.tokens import Marker, draw_marker
from ghostparlor.ui.assets import break_units, clean_text
from ghostparlor.ui.banner import draw_banner
from ghostparlor.ui.summary import SummaryPanel, SummaryRow

FAMILY_COLOURS = {
    "red": (213, 72, 58),
    "yellow": (232, 190, 60),
    "blue": (60, 124, 214),
    "green": (70, 160, 92),
    "black": (60, 56, 70),
    "white": (236, 232, 226),
}
CARD = (120, 168)
SMALL = (60, 84)
PILE_CENTER = (270, 318)
DECK_X = 24
FOG_CARD = (92, 129)  # Fog beside the pile (GH-5), a little smaller than the pile's cards
FOG_SPOT = (488, 258)
# the bottom row, left to right: the viewer's panel, the hand (a fan of five needs about 460 px),
# the take button (as wide as its words need, up to the table's edge)
ME_PANEL = pygame.Rect(8, 526, 180, 186)
HAND_RECT = pygame.Rect(194, 502, 480, 216)
TAKE_RIGHT, TAKE_MIN_X = 932, 684
SEAT_ROW = pygame.Rect(12, 60, 920, 132)
DIRECTION_RIGHT, DIRECTION_MIN_X = 932, 612  # the direction chip grows leftwards with its words
# what FP means, in words on the table (the seats, the players panel and the viewer's marker say "3 FP"):
# right of the hand, under its prompt, over the take button
FP_LEGEND = pygame.Rect(TAKE_MIN_X, 542, TAKE_RIGHT - TAKE_MIN_X, 54)  # below the prompt line's area


def card_image(card: str) -> str:
    return f"ghosts/{card}.png"


def ink(image: pygame.Surface) -> pygame.Rect:
    """The inked pixels of a rendered text (what the eye, and the layout check, sees)."""
    return image.get_bounding_rect(min_alpha=24)


def pieces(text: str) -> list[tuple[str, str]]:
    """Where a line of ``text`` may break: between words, between Japanese characters, and
    after the hyphen of a compound ("картой-|призраком"), each piece with what joins it to
    the one before."""
    out: list[tuple[str, str]] = []
    for gap, unit in break_units(clean_text(text)):
        parts = unit.split("-")
        if len(parts) > 1 and all(parts):
            for i, part in enumerate(parts):
                out.append((gap if i == 0 else "", part + ("-" if i < len(parts) - 1 else "")))
        else:
            out.append((gap, unit))
    return out


class Block:
    """Rendered lines of one text, stacked by their ink (what is seen), not by line boxes."""

    def __init__(self, lines: list[pygame.Surface]) -> None:
        self.lines = lines
        boxes = [ink(image) for image in lines]
        self.offset = min(b.y for b in boxes)  # ink top within a rendered line
        span = max(b.bottom for b in boxes) - self.offset
        self.pitch = span + 3  # from one line's ink top to the next's
        self.height = (len(lines) - 1) * self.pitch + span  # the block's ink, top to bottom

    @property
    def width(self) -> int:
        return max((image.get_width() for image in self.lines), default=0)


from ghostparlor.games.ghosts.table.gauge import GAUGE, MIN_PX, GhostsGauge  # noqa: E402 (the level gauge, the call)
from ghostparlor.games.ghosts.table.learn import GhostsLearn  # noqa: E402 (inspect tips and notes)


class GhostsTable(GhostsLearn, GhostsGauge, Table):
    HANDOFF_SHOWS = "cards"
    BACKDROP = "ghosts/backdrop.jpg"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.view: GhostsView | None = None
        self.hand = CardHand(HAND_RECT, [], layout="fan", card_size=CARD, name="hand")
        self.take_button = Button((772, 600, 160, 54), t("ghosts.ui.take"), tooltip=t("ghosts.ui.take_tip"), name="take", hotkey=pygame.K_t)
        self.focus.add(self.hand, self.take_button)
        self.legal: list = []
        self.flights: list[dict] = []  # cards moving across the table
        self.call_tween: Tween | None = None
        self.banner = ""
        self.banner_tween: Tween | None = None
        self.hidden_top = 0  # pile cards not drawn yet (a flying card lands there)
        self.pause: Tween | None = None  # holds the bots for a moment (round end)
        self.summary: SummaryPanel | None = None  # the round's end, until dismissed

    # --- model ---------------------------------------------------------------
    def refresh(self, viewer: int | None) -> None:
        self.view = self.game.view(self.session.state, viewer)
        view = self.view
        my_turn = self.scene.my_turn()
        self.legal = self.session.legal_actions() if my_turn else []
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
        self.set_level(view.level)
        if self.call is not None and (not view.pile or self.call[2] != view.level):
            self.call = None  # an undo, a take or a new round: the call is no longer the pile's
        if my_turn and self.focus.focused is None:
            self.focus.focus(self.hand if any(isinstance(a, PlayCard) for a in self.legal) else self.take_button, visible=False)

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

    # --- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event):
        if self.summary is not None and self.summary.handle(event):
            return None
        action = self.focus.handle(event)
        if action is None:
            return None
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

    def hint_marks(self, move) -> list[HintMark]:
        if isinstance(move, PlayCard):
            return self.hand_marks(self.hand, move.card)
        if isinstance(move, TakePile):
            return [HintMark(pygame.Rect(self.take_button.rect))]
        return super().hint_marks(move)

    # --- last moves: the card each seat played where it lies, or the pile it took -------------
    def last_move_marks(self, moves, viewer):
        view = self.view
        if view is None or self.summary is not None:
            return []
        log = [e.event for e in self.session.log if e.event is not None]
        marks = []
        for seat, move in moves.items():
            for event in move.events:
                if isinstance(event, CardPlayed):
                    rect = self.played_rect(event, log)
                    if rect is not None:
                        marks.append(LastMark(seat, rect))
                elif isinstance(event, PileTaken):  # the taker's panel: "took the pile (5 cards): +1 fear point"
                    rect = self.seat_panel_rect(seat)
                    if rect is not None and self.since(event, log, (RoundStarted,)):
                        text = t("ghosts.ui.mark_took", cards=len(event.cards), n=event.fear_points)
                        marks.append(LastMark(seat, rect, text=text, corner="topright"))
        return marks

    @staticmethod
    def since(event, log: list, ends: tuple) -> bool:
        """``event`` is in the log and none of ``ends`` came after it."""
        index = next((i for i, e in enumerate(log) if e is event), None)
        return index is not None and not any(isinstance(e, ends) for e in log[index + 1:])

    def played_rect(self, event: CardPlayed, log: list) -> pygame.Rect | None:
        """Where a played card lies now: its strip of the open pile, or the Fog beside it;
        None once the pile was taken or the round ended."""
        view = self.view
        if not self.since(event, log, (PileTaken, RoundEnded, RoundStarted)):
            return None
        at = next(i for i, e in enumerate(log) if e is event)
        opened = max((i for i in range(at + 1) if isinstance(log[i], CardPlayed) and log[i].how == "open"), default=None)
        if event.how == "fog":  # the k-th Fog beside this pile, drawn 6 px down and right of the one before
            k = sum(1 for e in log[(opened or 0):at] if isinstance(e, CardPlayed) and e.how == "fog")
            if k >= min(view.fog_beside, 4):
                return None
            return pygame.Rect((FOG_SPOT[0] + k * 6, FOG_SPOT[1] + k * 6), FOG_CARD)
        pile = list(view.pile)
        if opened is None:
            return None
        # its place in the pile: the cards laid on it since it was opened (a Fog lies beside, GH-5)
        index = sum(1 for e in log[opened:at] if isinstance(e, CardPlayed) and e.how != "fog")
        if index >= len(pile) or pile[index] != event.card:
            return None
        shown = pile[-6:]
        first = len(pile) - len(shown)
        if index < first:
            return None
        i = index - first
        x0, y = PILE_CENTER[0] - 90, PILE_CENTER[1] - CARD[1] // 2
        width = CARD[0] if i == len(shown) - 1 else 34
        return pygame.Rect(x0 + i * 34, y, width, CARD[1])

    def seat_panel_rect(self, seat: int) -> pygame.Rect | None:
        if seat == self.scene.viewer():
            return pygame.Rect(ME_PANEL)
        return self.seat_rects().get(seat)

    def why_not(self, card: str) -> str:
        view = self.view
        if not self.scene.my_turn():
            return t("game.not_your_turn")
        name = self.game.card_name(card)
        if card == "fog" and view.phase == "open":
            return t("ghosts.ui.illegal_fog_open")
        return t("ghosts.ui.illegal_cap", card=name, cap=view.fear_cap)

    # --- animation ------------------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        if seat == self.scene.viewer():
            return (HAND_RECT.centerx, HAND_RECT.y + 80)
        rect = self.seat_rects().get(seat)
        return rect.center if rect else (470, 120)

    def animate(self, happening: Happening, viewer: int | None) -> None:
        event = happening.event
        if isinstance(event, CardPlayed):
            target = self.pile_slot_center(event)
            self.flights.append({"card": event.card, "from": self.seat_anchor(event.seat), "to": target,
                                 "tween": Tween(0.0, 1.0, 0.34, "ease_out_cubic"), "land_on_pile": event.how != "fog"})
            self.hidden_top += 1 if event.how != "fog" else 0
            self.call = (*self.call_words(event), event.level)
            self.call_tween = Tween(1.0, 0.0, 2.2, "linear")
        elif isinstance(event, PileTaken):
            self.flights.append({"card": None, "from": PILE_CENTER, "to": self.seat_anchor(event.seat),
                                 "tween": Tween(0.0, 1.0, 0.45, "ease_in_out"), "land_on_pile": False})
            self.show_banner(self.game.describe_event(event, self.session.names(), viewer))
        elif isinstance(event, RoundEnded):
            self.summary = self.round_summary(event)  # the round's scoring, until dismissed
        elif isinstance(event, ReliefGiven):
            if self.summary is not None:
                self.summary.rows = self.summary_rows()
        elif isinstance(event, RoundStarted):
            self.show_banner(self.game.describe_event(event, self.session.names(), viewer))
        elif isinstance(event, GameOver):
            self.show_banner(self.game.describe_event(event, self.session.names(), viewer))

    # --- the round's end (GH-12, GH-13): who took which pile, relief, totals -------------------
    def round_summary(self, event: RoundEnded) -> SummaryPanel:
        names = self.session.names()
        return SummaryPanel(t("ghosts.ui.sum_title", round=event.round),
                            t("ghosts.ui.sum_why", player=names[event.seat_due]), self.summary_rows(),
                            t("ghosts.ui.sum_footer"))

    def round_account(self) -> tuple[dict[int, list[int]], dict[int, int], dict[int, int]]:
        """From the game log (public events only; the table may be new since the round began):
        each seat's piles and cards taken in the last round that ended, its relief, and its
        fear points as the events tell them."""
        events = [e.event for e in self.session.log if e.event is not None]
        end = max((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), default=-1)
        start = max((i for i, e in enumerate(events[:end]) if isinstance(e, RoundStarted)), default=-1)
        takes: dict[int, list[int]] = {}
        relief: dict[int, int] = {}
        fp: dict[int, int] = {}
        for i, e in enumerate(events):
            if isinstance(e, PileTaken) and i <= end:
                fp[e.seat] = e.fear_points
                if i > start:
                    took = takes.setdefault(e.seat, [0, 0])
                    took[0] += 1
                    took[1] += len(e.cards)
            elif isinstance(e, ReliefGiven) and i > end:
                relief[e.seat] = e.returned
                fp[e.seat] = e.fear_points
            elif i > end and isinstance(e, (RoundStarted, GameOver)):
                break
        return takes, relief, fp

    def summary_rows(self) -> list[SummaryRow]:
        names, plans = self.session.names(), self.session.plans
        takes, relief, fp = self.round_account()
        rows = []
        for seat in range(self.session.players):
            piles, cards = takes.get(seat, [0, 0])
            if piles:
                detail = t("ghosts.ui.sum_took", piles=piles, cards_text=t("ui.count.cards", n=cards))
            elif relief.get(seat):
                detail = t("ghosts.ui.sum_relief", n=relief[seat])
            else:
                detail = t("ghosts.ui.sum_none")
            known = self.view.fear_points[seat] if self.view is not None else 0  # a resumed game's log starts late
            rows.append(SummaryRow(plans[seat].colour, names[seat], detail, t("ghosts.ui.fear_points", n=fp.get(seat, known)),
                                   highlight=bool(relief.get(seat))))
        return rows

    def show_banner(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(1.0, 0.0, 2.6, "linear")

    def sound_for(self, happening: Happening, viewer: int | None) -> str | None:
        event = happening.event
        if isinstance(event, CardPlayed):
            return {"mirror": "mirror", "fog": "fog"}.get(event.how, "card_play")
        if isinstance(event, PileTaken):
            return "take_pile"
        if isinstance(event, CardDrawn) and event.seat == viewer:
            return "card_draw"
        if isinstance(event, RoundEnded):
            return "reveal"
        if isinstance(event, GameOver):
            return "win" if viewer is None or viewer in event.winners else "lose"
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hand.update(dt)
        self.update_gauge(dt)
        for flight in list(self.flights):
            flight["tween"].update(dt)
            if flight["tween"].done:
                self.flights.remove(flight)
                if flight["land_on_pile"]:
                    self.hidden_top = max(0, self.hidden_top - 1)
        if self.summary is not None:
            self.summary.update(dt)
            if self.summary.done:
                self.summary = None
        for name in ("call_tween", "banner_tween", "pause"):
            tween = getattr(self, name)
            if tween is not None:
                tween.update(dt)
                if tween.done:
                    setattr(self, name, None)

    MOMENTS = {"pile_taken": "big", "all_fog_redeal": "notable",
               "card_played": lambda e: "notable" if e.how in ("mirror", "fog") else None}

    def prompt_area(self) -> pygame.Rect:
        """The prompt line above the hand (no tip covers it)."""
        return pygame.Rect(TABLE_RECT.x, HAND_RECT.y - 12, TABLE_RECT.w, self.assets.line_height("body") + 8)

    def busy(self) -> bool:
        return bool(self.flights) or self.pause is not None or self.summary is not None

    def lively(self) -> bool:
        """Something moves: keep redrawing (flights, fades, the level meter gliding)."""
        return bool(self.flights or self.call_tween or self.banner_tween or self.level_tween is not None
                    or self.summary is not None)

    # --- layout -------------------------------------------------------------------------
    def others(self) -> list[int]:
        view = self.view
        viewer = self.scene.viewer()
        n = view.players if view else self.session.players
        start = (viewer + 1) if viewer is not None else 0
        return [(start + i) % n for i in range(n) if (start + i) % n != viewer]

    def seat_rects(self) -> dict[int, pygame.Rect]:
        seats = self.others()
        if not seats:
            return {}
        gap = 10
        w = min(220, (SEAT_ROW.w - gap * (len(seats) - 1)) // len(seats))
        total = w * len(seats) + gap * (len(seats) - 1)
        x = SEAT_ROW.x + (SEAT_ROW.w - total) // 2
        return {seat: pygame.Rect(x + i * (w + gap), SEAT_ROW.y, w, SEAT_ROW.h) for i, seat in enumerate(seats)}

    def pile_slot_center(self, event: CardPlayed | None = None) -> tuple[int, int]:
        view = self.view
        if event is not None and event.how == "fog":
            return (FOG_SPOT[0] + FOG_CARD[0] // 2, FOG_SPOT[1] + FOG_CARD[1] // 2)
        count = len(view.pile) if view else 0
        if event is not None and event.how == "open":
            count = 0
        shown = min(count, 6)
        return (PILE_CENTER[0] - 90 + shown * 34 + CARD[0] // 2 - 30, PILE_CENTER[1])

    # --- measured text: rows laid out from the ink of the texts at the current size ------------
    def wrap_pieces(self, text: str, width: int, px: int, weight: str) -> list[str] | None:
        """``text`` in lines no wider than ``width`` at ``px``, breaking only between
        pieces (no word is cut); None when one piece alone is too wide."""
        assets = self.assets
        lines: list[str] = []
        line = ""
        for gap, piece in pieces(text):
            if assets.text_width(piece, px, weight) > width:
                return None
            candidate = piece if not line else f"{line}{gap}{piece}"
            if not line or assets.text_width(candidate, px, weight) <= width:
                line = candidate
            else:
                lines.append(line)
                line = piece
        lines.append(line)
        return lines

    def text_block(self, text: str, width: int, size: int | str, colour, weight: str = "regular",
                   max_lines: int = 2, height: int | None = None, min_size: int | None = None,
                   one_line_to: float = 1.0) -> "Block":
        """``text`` as rendered lines that fit ``width`` (and ``height``): one line at the full
        size if it fits, else up to ``max_lines`` lines, shrinking only as far as needed (to
        ``min_size``, by default 72%); at the floor, one line that shrinks and then ends with an
        ellipsis (drawn on the canvas, its tooltip shows it whole). ``one_line_to`` < 1: rather
        one line down to that share of the size than two lines."""
        assets = self.assets
        px0 = self.theme.font_size(size)
        floor = min(px0, max(MIN_PX, min_size if min_size is not None else int(px0 * 0.72)))
        for px in range(px0, max(floor, int(px0 * one_line_to + 0.999)) - 1, -1):
            if assets.text_width(text, px, weight) <= width:
                block = Block([assets.text(clean_text(text), px, colour, weight)])
                if height is None or block.height <= height:
                    return block
        for px in range(px0, floor - 1, -1):
            lines = self.wrap_pieces(text, width, px, weight)
            if lines is not None and len(lines) <= max_lines:
                block = Block([assets.text(line, px, colour, weight) for line in lines])
                if height is None or block.height <= height:
                    return block
        return Block([assets.fit_text(text, width, size, colour, weight, floor)])

    @staticmethod
    def put(surface: pygame.Surface, block: "Block", x: int, top: int, align: str = "left", offset: int | None = None) -> int:
        """Blit ``block`` with the ink of its first line at ``top`` (or, given the ``offset`` a
        row of texts shares, on that row's baseline); ``x`` is its left edge, centre or right
        edge (``align``). Returns the bottom of its ink."""
        shift = block.offset if offset is None else offset
        for i, image in enumerate(block.lines):
            y = top + i * block.pitch - shift
            if align == "center":
                rect = image.get_rect(midtop=(x, y))
            elif align == "right":
                rect = image.get_rect(topright=(x, y))
            else:
                rect = image.get_rect(topleft=(x, y))
            surface.blit(image, rect)
        return top + block.offset - shift + block.height

    # --- drawing -----------------------------------------------------------------------------
    def status_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        return t("ghosts.ui.round", round=view.round, rounds=view.rounds)

    def seat_status(self, seat: int, viewer: int | None) -> str:
        if self.view is None:
            return ""
        return t("ghosts.ui.fear_points", n=self.view.fear_points[seat])

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if view is None:
            return
        theme = self.theme
        table = TABLE_RECT.inflate(-16, -16)
        felt = pygame.Rect(table.x, 200, table.w, 282)
        draw.box(surface, felt, (16, 40, 32, 110), 24, theme.colour("accent_pressed"), 3)  # the backdrop's felt shows through
        self.draw_seats(surface)
        self.draw_deck(surface)
        self.draw_pile(surface)
        self.draw_direction(surface)
        self.draw_gauge(surface)
        self.draw_call(surface)
        self.draw_me(surface)
        self.draw_fp_legend(surface)
        for flight in self.flights:
            self.draw_flight(surface, flight)
        if self.summary is not None:
            self.summary.draw(surface, TABLE_RECT)
        else:
            self.draw_banner(surface)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The other seats' panels, top to bottom: name; the hand (small backs) beside the fear
        points; the hand size and whether the seat took a pile this round, on one row when
        both fit, else on two. Rows are measured from the texts drawn, the same in every panel
        (the hands line up); the hand's cards take what height is left."""
        view, theme, assets = self.view, self.theme, self.assets
        plans = self.session.plans
        names = self.session.names()
        rects = self.seat_rects()
        if not rects:
            return
        width = next(iter(rects.values())).w
        muted = theme.colour("text_muted")
        marks = {True: (t("ghosts.ui.took"), theme.colour("warning")), False: (t("ghosts.ui.no_pile"), theme.colour("success"))}
        one_row = (max(assets.text_width(t("ghosts.ui.cards", n=view.hand_sizes[seat]), "small") for seat in rects) + 12
                   + max(assets.text_width(text, "small") for text, _ in marks.values()) <= width - 20)
        name_blocks = {seat: self.text_block(names[seat], width - 46, "body", theme.colour("text"), "bold", max_lines=1) for seat in rects}
        count_blocks = {seat: self.text_block(t("ghosts.ui.cards", n=view.hand_sizes[seat]), width - 20, "small", muted, max_lines=1)
                        for seat in rects}
        mark_blocks = {}
        for seat in rects:
            room = width - 32 - count_blocks[seat].width if one_row else width - 20
            mark_blocks[seat] = {took: self.text_block(text, room, "small", colour, max_lines=1) for took, (text, colour) in marks.items()}

        def row(blocks) -> tuple[int, int]:  # (shared ink top within a line, ink height) of a row
            top = min(b.offset for b in blocks)
            return top, max(b.offset + b.height for b in blocks) - top

        name_off, name_h = row(name_blocks.values())
        count_off, count_h = row(count_blocks.values())
        mark_off, mark_h = row([b for pair in mark_blocks.values() for b in pair.values()])
        if one_row:
            count_off = mark_off = min(count_off, mark_off)
            count_h = mark_h = max(count_h, mark_h)
            rows_h = count_h
        else:
            rows_h = count_h + 4 + mark_h
        for seat, rect in rects.items():
            active = seat == view.active and view.phase in ("play", "open") and not self.session.is_over()
            draw.box(surface, rect, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
            if active:
                draw.glow(surface, rect, theme.colour("accent"), 12, 6)
            top = rect.y + 8
            draw_marker(surface, Marker(seat=plans[seat].colour), (rect.x + 20, top + name_h // 2), 12, theme)
            self.put(surface, name_blocks[seat], rect.x + 38, top, offset=name_off)
            # the status rows at the bottom, the hand and the fear points between
            rows_top = rect.bottom - 8 - rows_h
            band_top = top + max(name_h, 14) + 6
            band_h = max(20, rows_top - 6 - band_top)
            radius = max(16, min(24, band_h // 2 + 4))
            centre = (rect.right - 8 - radius, band_top + band_h // 2)
            self.draw_fear(surface, centre, view.fear_points[seat], radius)
            # hand: small backs, fanned (face up only in a replay of a finished game)
            size = view.hand_sizes[seat]
            card_h = min(50, band_h)
            card = (card_h * 36 // 50, card_h)
            faces = None
            if getattr(self.scene, "reveal_all", False):
                faces = [self.game.card_ids[k] for k in self.session.state.hands[seat]]
                if len(faces) != size:  # the table still shows an earlier moment (a card in flight): backs until it catches up
                    faces = None
            room = centre[0] - radius - 6 - (rect.x + 12) - card[0]
            step = min(16, room // max(1, size - 1)) if size > 1 else 0
            back = assets.image_scaled("ghosts/back.png", card)
            card_y = band_top + (band_h - card_h) // 2
            for i in range(size):
                x = rect.x + 12 + i * step
                image = assets.image_scaled(card_image(faces[i]), card) if faces else back
                if image is not None:
                    surface.blit(image, (x, card_y))
                else:
                    draw.box(surface, pygame.Rect((x, card_y), card), theme.colour("secondary"), 4, theme.colour("accent"), 1)
            mark = mark_blocks[seat][bool(view.took_pile[seat])]
            self.put(surface, count_blocks[seat], rect.x + 12, rows_top, offset=count_off)
            if one_row:
                self.put(surface, mark, rect.right - 9, rows_top, "right", offset=mark_off)
            else:
                self.put(surface, mark, rect.x + 12, rows_top + count_h + 4, offset=mark_off)

    def fp_unit(self, fp: int) -> str:
        """The fear points' short unit as the language writes it ("FP", "PM", "ОС")."""
        whole = t("ghosts.ui.fear_points", n=fp)
        unit = whole.replace(str(fp), "", 1).strip()
        return unit if 0 < len(unit) <= 4 else "FP"

    def draw_fear(self, surface: pygame.Surface, center: tuple[int, int], fp: int, radius: int = 24) -> None:
        """Fear points: a round marker with the number and the unit ("FP") under it, both
        sized to stay inside the marker at any text size."""
        theme, assets = self.theme, self.assets
        pygame.draw.circle(surface, (120, 36, 44), center, radius)
        pygame.draw.circle(surface, theme.colour("accent"), center, radius, 2)
        unit = assets.text(self.fp_unit(fp), MIN_PX, theme.colour("accent"), "bold")
        unit_ink = ink(unit)
        inner = 2 * radius - 8  # the ink stays clear of the ring
        px = self.theme.font_size("large")
        while True:
            num = assets.text(str(fp), px, theme.colour("text"), "bold")
            num_ink = ink(num)
            if (num_ink.h + 2 + unit_ink.h <= inner and num_ink.w <= inner) or px <= MIN_PX:
                break
            px -= 1
        top = center[1] - (num_ink.h + 2 + unit_ink.h) // 2
        surface.blit(num, (center[0] - num_ink.centerx, top - num_ink.y))
        surface.blit(unit, (center[0] - unit_ink.centerx, top + num_ink.h + 2 - unit_ink.y))

    def draw_deck(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        x, y = DECK_X, PILE_CENTER[1] - CARD[1] // 2
        back = assets.image_scaled("ghosts/back.png", CARD)
        layers = min(5, (view.deck_size + 9) // 10)
        for i in range(layers):
            if back is not None:
                surface.blit(back, (x + i * 2, y - i * 2))
        if view.deck_size == 0:
            draw.box(surface, pygame.Rect(x, y, *CARD), None, 10, theme.colour("edge"), 2)
        centre = x + CARD[0] // 2
        label = self.text_block(t("ghosts.ui.deck", n=view.deck_size), 2 * (centre - 14), "body", theme.colour("text"), "bold", max_lines=1)
        self.put(surface, label, centre, y + CARD[1] + 10, "center")

    def draw_pile(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        pile = list(view.pile)
        if self.hidden_top:
            pile = pile[: max(0, len(pile) - self.hidden_top)]
        shown = pile[-6:]
        x0 = PILE_CENTER[0] - 90
        y = PILE_CENTER[1] - CARD[1] // 2
        if not view.pile:
            slot = pygame.Rect(x0, y, *CARD)
            draw.box(surface, slot, (30, 48, 40), 10, theme.colour("accent"), 2)
            hint = self.text_block(t("ghosts.ui.open_hint"), CARD[0] - 14, "small", theme.colour("text_muted"),
                                   max_lines=8, height=CARD[1] - 16)
            self.put(surface, hint, slot.centerx, slot.centery - hint.height // 2, "center")
        for i, card in enumerate(shown):
            image = assets.image_scaled(card_image(card), CARD)
            pos = (x0 + i * 34, y)
            draw.shadow(surface, pygame.Rect(pos, CARD), 10)
            if image is not None:
                surface.blit(image, pos)
        if len(pile) > 6:
            more = assets.text(f"+{len(pile) - 6}", "small", theme.colour("text_muted"))
            surface.blit(more, more.get_rect(topright=(x0 - 6, y + 4)))
        # Fog beside the pile (GH-5): it never becomes the reference card
        if view.fog_beside:
            # right of the level readout, above the direction box: nothing covers the level
            fx, fy = FOG_SPOT
            fog = assets.image_scaled(card_image("fog"), FOG_CARD)
            for i in range(min(view.fog_beside, 4)):
                if fog is not None:
                    draw.shadow(surface, pygame.Rect((fx + i * 6, fy + i * 6), FOG_CARD), 8)
                    surface.blit(fog, (fx + i * 6, fy + i * 6))
            label = self.text_block(t("ghosts.ui.fog_beside", n=view.fog_beside), 2 * (GAUGE.x - 8 - (fx + FOG_CARD[0] // 2 + 9)),
                                    "small", theme.colour("text"), "bold", max_lines=1)
            self.put(surface, label, fx + FOG_CARD[0] // 2 + 9, fy - 5 - label.height, "center")

    def direction_chip(self) -> tuple[pygame.Rect, "Block"]:
        """The direction chip and its words: as wide as the words need (one line at the full
        text size, else two), from 172 px up to the space right of the meter."""
        view, theme = self.view, self.theme
        words = t("ghosts.ui.direction_cw" if view.direction == 1 else "ghosts.ui.direction_ccw")
        widest = DIRECTION_RIGHT - DIRECTION_MIN_X - 62
        height = 58
        text = self.text_block(words, widest, "small", theme.colour("text"), "bold", max_lines=2, height=height - 8)
        w = max(172, text.width + 62)
        return pygame.Rect(DIRECTION_RIGHT - w, 413, w, height), text

    def draw_direction(self, surface: pygame.Surface) -> None:
        view, theme, assets = self.view, self.theme, self.assets
        cw = view.direction == 1
        icon = assets.image_scaled("common/icon_arrow_cw.png" if cw else "common/icon_arrow_ccw.png", (40, 40))
        box, text = self.direction_chip()
        draw.box(surface, box, theme.colour("panel_dark"), 10, theme.colour("panel_dark_edge"), 1)
        if icon is not None:
            surface.blit(icon, (box.x + 8, box.y + 8))
        self.put(surface, text, box.x + 54, box.centery - text.height // 2)

    def draw_fp_legend(self, surface: pygame.Surface) -> None:
        """ "FP = fear points: fewer is better", readable on the table (not a tooltip): the unit
        the seats and the players panel show, said once in words."""
        theme = self.theme
        legend = self.text_block(self.fp_legend(), FP_LEGEND.w, "small", theme.colour("text_muted"), max_lines=3,
                                 height=FP_LEGEND.h)
        self.put(surface, legend, FP_LEGEND.right, FP_LEGEND.y, "right")

    def fp_legend(self) -> str:
        return t("ghosts.ui.fp_legend")

    def place_take_button(self) -> None:
        """The take button: as wide as its words need at the text size (at least 160 px),
        right of the hand."""
        button = self.take_button
        need = self.assets.text_width(button.text, button.size, "bold") + 2 * self.theme.space("m") + 4
        w = max(160, min(TAKE_RIGHT - TAKE_MIN_X, need))
        rect = pygame.Rect(TAKE_RIGHT - w, 600, w, 54)
        if rect != button.rect:
            button.rect = rect

    def draw_me(self, surface: pygame.Surface) -> None:
        view, theme = self.view, self.theme
        viewer = self.scene.viewer()
        panel = ME_PANEL
        if viewer is None:
            # left of the FP legend, which stays (the seats still show fear points)
            text = self.text_block(getattr(self.scene, "spectator_text", None) or t("game.spectating"), FP_LEGEND.x - 28,
                                   "large", theme.colour("text_muted"), "bold", max_lines=2)
            self.put(surface, text, FP_LEGEND.x // 2, 600 - text.height // 2, "center")
            return
        plan = self.session.plans[viewer]
        active = view.active == viewer and view.phase in ("play", "open")
        draw.box(surface, panel, theme.colour("panel_dark"), 12, theme.colour("accent") if active else theme.colour("panel_dark_edge"), 3 if active else 1)
        # name; the fear points; this round's pile (or not) and the cards taken, each on two lines if need be
        top = panel.y + 8
        name = self.text_block(plan.name, panel.w - 46, "body", theme.colour("text"), "bold", max_lines=1)
        name_h = max(name.height, 14)
        draw_marker(surface, Marker(seat=plan.colour), (panel.x + 20, top + name_h // 2), 12, theme)
        self.put(surface, name, panel.x + 38, top)
        took = view.took_pile[viewer]
        width = panel.w - 14
        mark_text = t("ghosts.ui.took") if took else t("ghosts.ui.no_pile")
        mark_colour = theme.colour("warning") if took else theme.colour("success")
        taken_text = t("ghosts.ui.taken", n=len(view.taken[viewer]))
        mark = self.text_block(mark_text, width, "small", mark_colour, one_line_to=0.85)
        taken = self.text_block(taken_text, width, "small", theme.colour("text_muted"), one_line_to=0.85)
        room_top, room_bottom = top + name_h + 5, panel.bottom - 8
        if room_bottom - room_top - (mark.height + 5 + taken.height) < 2 * 18 + 6:  # no room for the marker: one line each
            mark = self.text_block(mark_text, width, "small", mark_colour, max_lines=1)
            taken = self.text_block(taken_text, width, "small", theme.colour("text_muted"), max_lines=1)
        texts_h = mark.height + 5 + taken.height
        radius = max(16, min(24, (room_bottom - room_top - texts_h - 6) // 2))
        body_top = room_top + max(0, (room_bottom - room_top - (2 * radius + 6 + texts_h)) // 2)
        self.draw_fear(surface, (panel.centerx, body_top + radius), view.fear_points[viewer], radius)
        bottom = self.put(surface, mark, panel.centerx, body_top + 2 * radius + 6, "center")
        self.put(surface, taken, panel.centerx, bottom + 5, "center")
        # the prompt above the hand
        if self.scene.my_turn():
            if self.legal == [TakePile()]:
                prompt, colour = t("ghosts.ui.must_take"), theme.colour("warning")
            elif view.phase == "open":
                prompt, colour = t("ghosts.ui.open_hint"), theme.colour("legal")
            else:
                prompt, colour = t("ghosts.ui.play_hint"), theme.colour("legal")
            img = self.text_block(prompt, TABLE_RECT.w - 28, "body", colour, "bold", max_lines=1)
            x = max(14 + img.width // 2, min(TABLE_RECT.right - 14 - img.width // 2, HAND_RECT.centerx))
            self.put(surface, img, x, HAND_RECT.y - 8, "center")
        self.hand.draw(surface)
        self.place_take_button()
        self.take_button.draw(surface)
        if self.take_button.enabled and self.scene.my_turn() and self.legal == [TakePile()]:
            draw.glow(surface, self.take_button.rect, theme.colour("warning"), 10, 8)
        self.focus.draw(surface) if False else None

    def draw_flight(self, surface: pygame.Surface, flight: dict) -> None:
        p = flight["tween"].value
        (x0, y0), (x1, y1) = flight["from"], flight["to"]
        x, y = x0 + (x1 - x0) * p, y0 + (y1 - y0) * p
        name = card_image(flight["card"]) if flight["card"] else "ghosts/back.png"
        image = self.assets.image_scaled(name, CARD)
        if image is not None:
            rect = image.get_rect(center=(int(x), int(y)))
            draw.shadow(surface, rect, 10, (0, 8))
            surface.blit(image, rect)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_tween is not None:
            draw_banner(surface, self.banner, self.banner_tween.value, (470, 224), 820)


def make_table(scene) -> GhostsTable:
    return GhostsTable(scene)


def results_sheet(session):
    """Fear points round by round (GH-12, GH-13): what each seat took and got back in every
    round, from the game's public events; the bottom line is the final score."""
    from ghostparlor.ui.score_sheet import ScoreSheet

    n = session.players
    game = session.game
    rounds: list[tuple[int, list[int], list[int]]] = []  # (round, piles taken, relief returned)
    for entry in session.log:
        event = entry.event
        if isinstance(event, RoundStarted):
            rounds.append((event.round, [0] * n, [0] * n))
        elif isinstance(event, PileTaken) and rounds:
            rounds[-1][1][event.seat] += 1
        elif isinstance(event, ReliefGiven) and rounds:
            rounds[-1][2][event.seat] += event.returned
    start = getattr(game, "start_fp", 1)
    rows = [(t("ghosts.ui.sheet_start"), [str(start)] * n)]
    for number, took, relief in rounds:
        cells = []
        for seat in range(n):
            cell = t("ghosts.ui.sheet_gained", took=took[seat]) if took[seat] else t("ghosts.ui.sheet_none")
            if relief[seat]:
                cell = f"{cell} {t('ghosts.ui.sheet_relief', n=relief[seat])}" if took[seat] else t("ghosts.ui.sheet_relief", n=relief[seat])
            cells.append(cell)
        rows.append((t("ghosts.ui.sheet_round", n=number), cells))
    result = session.result()
    scores = result.scores if result is not None else [0] * n
    total = (t("ghosts.ui.sheet_total"), [f"{int(s)}" if float(s).is_integer() else f"{s:.1f}" for s in scores])
    return ScoreSheet(t("ghosts.ui.sheet_title"), rows, total, [t("ghosts.ui.sheet_note")])
