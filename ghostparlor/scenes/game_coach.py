"""The coach in the game frame: which people it watches, and its judgements run in slices
between frames after each of their moves (the judging itself is ``ghostparlor/ai/coach.py``).

Watched: every person when Settings -> Coach is "always"; in "first_game" (the default) a
person who has no finished game of this game in the statistics; nobody when "off".

When it speaks. A note at most once in :data:`NOTE_EVERY` of a person's moves (a note held
back by this says nothing anywhere), except for a blunder (``coach.BLUNDER``: a much larger
margin), which always speaks.

Where. The note goes into that person's own lines of the game log (in hot seat nobody else
reads it) and, in plain words, onto a card of its own docked at the top of the side panel's
log (:meth:`CoachWatch.note_rect`): never over the top bar, the Hint, Undo and Menu buttons
or the table (and so never over a table's prompt). The card is shown only while the screen
shows the person it is for, until their next move, an undo of the move it judged, or a
click on its close button; hovering it shows the numbers (both moves' shares of the win
and how many imagined games) in a tooltip beside it (clear of the top bar and the prompt). A judgement that ends after the person has moved
again goes to the log only: the card speaks of the position on the screen or the move just
made.
"""

from __future__ import annotations

import random
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

import pygame

from ghostparlor.core.strings import Words, t

NOTE_EVERY = 4  # a note at most once in this many of a person's moves (a blunder: always)
CARD_GAP = 4  # the card's distance from the log panel's edges and its title band
PAD = 10  # inside the card
CLOSE = 26  # the close button's side
TOP_BAR = 52  # the frame's top bar: whose turn it is, Hint, Undo, Menu


def watched_seats(app, session) -> set[int]:
    mode = getattr(app.settings, "coach", "first_game")
    humans = set(session.humans())
    if mode == "off" or not humans:
        return set()
    if mode == "always":
        return humans
    from ghostparlor.persistence import stats

    try:
        data, _ = stats.load_stats()
    except Exception:  # noqa: BLE001 - statistics that cannot be read: everybody is new
        data = {"games": {}}
    played = (data.get("games") or {}).get(session.game.id) or {}
    names = session.names()
    return {seat for seat in humans if int((played.get(names[seat]) or {}).get("games", 0)) == 0}


@dataclass
class Card:
    """A note on screen: for ``seat``, about the move made after ``played`` actions."""

    number: int  # how many notes were given before it (the frame key tells cards apart)
    seat: int
    played: int
    action: Any
    note: Words
    numbers: Words | None
    blunder: bool


@dataclass
class _Job:
    seat: int
    move_no: int  # the person's watched moves before this one
    played: int
    action: Any
    coach: Any
    thinking: Any


class CoachWatch:
    """Queues a judgement for each watched person's move, runs them one at a time, and shows
    the notes that pass the rate limit."""

    def __init__(self, scene, seats: set[int]) -> None:
        self.scene = scene
        self.seats = set(seats)
        self.jobs: deque[_Job] = deque()
        self.notes: list[tuple[int, Words]] = []  # every note given (tests, the results)
        self.held: list[tuple[int, Words]] = []  # notes the rate limit kept back
        self.moves: dict[int, int] = {}  # seat -> watched moves made
        self.last_note: dict[int, int] = {}  # seat -> the watched move its last note was about
        self.card: Card | None = None
        self._mover: int | None = None  # the person whose move is being made (before_move)
        self._pointer: tuple[int, int] | None = None
        self._hover_since: float | None = None
        self._pressed = False  # a press began on the card: its release is the card's too

    @property
    def active(self) -> bool:
        return bool(self.seats)

    # --- judging --------------------------------------------------------------------------
    def before_move(self, seat: int | None) -> dict | None:
        """What the coach needs from before a person's move (their view, their legal moves)."""
        self._mover = seat
        session = self.scene.session
        if seat is None or seat not in self.seats or self.scene.read_only:
            return None
        legal = session.legal_actions()
        if len(legal) < 2:
            return None
        return {"seat": seat, "view": session.view(seat), "legal": legal,
                "played": len(session.match.actions)}

    def after_move(self, before: dict | None, action: Any) -> None:
        mover, self._mover = self._mover, None
        if self.card is not None and mover == self.card.seat:
            self.card = None  # the person moved on: the note about the move before goes
        if before is None:
            return
        from ghostparlor.ai.coach import Coach, seed_for

        session = self.scene.session
        seat = before["seat"]
        move_no = self.moves.get(seat, 0)
        self.moves[seat] = move_no + 1
        coach = Coach(session.game, seat)
        rng = random.Random(seed_for(seat, before["played"]))
        thinking = coach.judge(before["view"], before["legal"], action, rng, session.names())
        self.jobs.append(_Job(seat, move_no, before["played"], action, coach, thinking))

    def update(self) -> None:
        """One slice of the judgement at the head of the queue (none while a bot's search
        thinks: the frame has one slice of thinking, not two)."""
        card = self.card
        if card is not None and not self._made(card.played, card.action):
            self.card = None  # the move it judged was undone
        while self.jobs and not self._made(self.jobs[0].played, self.jobs[0].action):
            self.jobs.popleft()  # a judgement of a move taken back says nothing
        if not self.jobs or getattr(self.scene.session, "_thinking", None) is not None:
            return
        job = self.jobs[0]
        try:
            next(job.thinking)
            return
        except StopIteration:
            pass
        self.jobs.popleft()
        verdict = job.coach.verdict
        if verdict is None or verdict.note is None:
            return
        self.said(job, verdict)

    def _made(self, played: int, action: Any) -> bool:
        """The move made after ``played`` actions is still ``action`` (not undone)."""
        actions = self.scene.session.match.actions
        return len(actions) > played and actions[played] == action

    def allows(self, seat: int, move_no: int, blunder: bool) -> bool:
        """The rate limit: a note at most once in NOTE_EVERY of the person's moves, a blunder always."""
        last = self.last_note.get(seat)
        return blunder or last is None or move_no - last >= NOTE_EVERY

    def said(self, job: _Job, verdict) -> None:
        """A judgement with a note: to the log and the card, if the rate limit lets it speak."""
        seat = job.seat
        if not self.allows(seat, job.move_no, verdict.blunder):
            self.held.append((seat, verdict.note))
            return
        self.last_note[seat] = job.move_no
        scene = self.scene
        from ghostparlor.session import LogEntry

        scene.session.log.append(LogEntry(None, Words("coach.log", note=verdict.note), secret_to=seat, actor=None))
        scene.side.sync_log()
        if self.moves.get(seat, 0) == job.move_no + 1 and self._made(job.played, job.action):
            self.card = Card(len(self.notes), seat, job.played, job.action, verdict.note, verdict.numbers, verdict.blunder)
            self._hover_since = None
        self.notes.append((seat, verdict.note))
        scene.dirty = True

    def forget(self) -> None:
        self.jobs.clear()

    # --- the card ---------------------------------------------------------------------------
    def showing(self) -> Card | None:
        """The card on screen now: only while the screen shows the seat it is for."""
        card = self.card
        scene = self.scene
        if card is None or scene.viewer() != card.seat or scene.handoff_pending:
            return None
        return card

    def _area(self) -> pygame.Rect:
        """Where the card may be: the log panel below its title band."""
        log = self.scene.log.rect
        top = log.y + self.scene.log.TITLE_HEIGHT + CARD_GAP
        return pygame.Rect(log.x + CARD_GAP, top, log.w - 2 * CARD_GAP, log.bottom - CARD_GAP - top)

    @staticmethod
    def _text(card: Card) -> str:
        """The card's sentence, in the language shown now (a move named first starts it: a capital)."""
        text = str(card.note)
        return text[:1].upper() + text[1:]

    def _layout(self, card: Card) -> tuple[pygame.Rect, int, list[str], int]:
        """The card's rect, its header's height, its lines and their font size (the body
        size, never smaller: a note too long for the panel ends in an ellipsis, whole in the
        cut text's tip)."""
        from ghostparlor.ui import get_assets

        assets = get_assets()
        area = self._area()
        text = self._text(card)
        px = assets.theme.font_size("body")
        head = max(CLOSE, assets.line_height("small", "bold"))
        room = area.h - head - 2 * PAD - PAD // 2
        lines, px = assets.fit_lines(text, area.w - 2 * PAD - 4, room, "body", min_size=px)
        height = PAD // 2 + head + PAD // 2 + len(lines) * assets.line_height(px, assets.weight_for(text, "regular")) + PAD
        return pygame.Rect(area.x, area.y, area.w, min(area.h, height)), head, lines, px

    def note_rect(self) -> pygame.Rect | None:
        """The card's rect on screen now (None: no card shown)."""
        card = self.showing()
        return self._layout(card)[0] if card is not None else None

    def close_rect(self) -> pygame.Rect | None:
        rect = self.note_rect()
        if rect is None:
            return None
        head = self._layout(self.card)[1]
        return pygame.Rect(rect.right - PAD // 2 - CLOSE, rect.y + PAD // 2 + (head - CLOSE) // 2, CLOSE, CLOSE)

    def close(self) -> None:
        self.card = None
        self._hover_since = None
        self.scene.dirty = True

    def hovered(self) -> bool:
        rect = self.note_rect()
        return rect is not None and self._pointer is not None and rect.collidepoint(self._pointer)

    def tip_showing(self) -> bool:
        """The numbers' tooltip is up (the pointer has rested on the card long enough)."""
        from ghostparlor.ui import get_theme

        if not self.hovered() or self._hover_since is None or self.card is None or self.card.numbers is None:
            return False
        return time.perf_counter() - self._hover_since >= get_theme().duration("tooltip_delay")

    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer on the card (its tooltip) and clicks on it: the close button closes
        it; a click elsewhere on the card is the card's. True when the event was the card's."""
        if event.type == pygame.WINDOWLEAVE:  # the pointer left the window: no tip stays up
            self._pointer = self._hover_since = None
            return False
        if event.type == pygame.MOUSEMOTION:
            was = self.hovered()
            self._pointer = tuple(event.pos)
            now = self.hovered()
            if now and not was:
                self._hover_since = time.perf_counter()
            elif not now:
                self._hover_since = None
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or getattr(event, "button", 1) not in (1, 2, 3):
            return False
        rect = self.note_rect()
        if event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, False
            return pressed
        if rect is None or not rect.collidepoint(event.pos):
            return False
        self._pressed = True
        close = self.close_rect()
        if event.button == 1 and close is not None and close.inflate(8, 8).collidepoint(event.pos):
            self.close()
        return True

    def frame_key(self) -> Any:
        """Whatever changes how the coach's note looks on screen (the frame is drawn again
        when this changes: see ``Scene.frame_key``)."""
        card = self.showing()
        close = self.close_rect() if card is not None else None
        on_close = close is not None and self._pointer is not None and close.collidepoint(self._pointer)
        return (len(self.notes), card.number if card is not None else None, self.hovered(), on_close, self.tip_showing())

    def draw(self, surface) -> None:
        """The coach's note on its card (drawn by GameScene.draw, after the side panel)."""
        card = self.showing()
        if card is None:
            return
        from ghostparlor.ui import draw, get_assets, get_theme
        from ghostparlor.ui.focus import render_tooltip

        theme, assets = get_theme(), get_assets()
        rect, head, lines, px = self._layout(card)
        edge = theme.colour("warning" if card.blunder else "accent")
        draw.shadow(surface, rect, theme.corner("medium"))
        draw.box(surface, rect, theme.colour("panel_dark_title"), theme.corner("medium"), edge, 2)
        pygame.draw.rect(surface, edge[:3], (rect.x + 2, rect.y + 8, 4, rect.h - 16), border_radius=2)  # the stripe
        close = self.close_rect()
        middle = rect.y + PAD // 2 + head // 2
        icon = assets.image_scaled("common/icon_hint.png", (20, 20))
        x = rect.x + PAD + 4
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, middle)))
            x += 26
        title = assets.fit_text(t("coach.card_title"), close.x - x - 6, "small", edge, "bold")
        surface.blit(title, title.get_rect(midleft=(x, middle)))
        hot = self._pointer is not None and close.collidepoint(self._pointer)
        draw.box(surface, close, theme.colour("secondary_hover" if hot else "secondary"), theme.corner("small"),
                 theme.colour("secondary_edge"), 1)
        c, r = close.center, 6
        for dx in (-1, 1):
            pygame.draw.line(surface, theme.colour("text")[:3], (c[0] - r, c[1] - dx * r), (c[0] + r, c[1] + dx * r), 2)
        y = rect.y + PAD // 2 + head + PAD // 2
        text = self._text(card)
        weight = assets.weight_for(text, "regular")
        height = assets.line_height(px, weight)
        for line in lines:
            surface.blit(assets.text(line, px, theme.colour("text"), weight), (rect.x + PAD + 4, y))
            y += height
        if self.tip_showing() and card.numbers is not None:
            bubble = render_tooltip(str(card.numbers), theme, max_width=420, max_lines=12)
            surface.blit(bubble, self.tip_rect(bubble.get_size(), rect, surface.get_rect()))

    def keep_clear(self) -> list[pygame.Rect]:
        """What the card's tip never covers: the top bar and the table's prompt."""
        scene = self.scene
        clear = [pygame.Rect(0, 0, 1280, TOP_BAR)]
        prompt = getattr(scene.table, "prompt_area", lambda: None)() if not scene.read_only else None
        return clear + ([pygame.Rect(prompt)] if prompt is not None else [])

    def tip_rect(self, size: tuple[int, int], card: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
        """Where the numbers' tip goes: beside the card over the table's edge, level with its
        top, else its bottom, else above it: the first that leaves the top bar and the
        table's prompt clear."""
        clear = self.keep_clear()
        tries = []
        for anchor in ({"topright": (card.x - 8, card.y)}, {"bottomright": (card.x - 8, card.bottom)},
                       {"bottomright": (card.x - 8, card.y - 8)}):
            where = pygame.Rect((0, 0), size)
            setattr(where, *next(iter(anchor.items())))
            where.clamp_ip(bounds)
            if not any(where.colliderect(r) for r in clear):
                return where
            tries.append(where)
        return tries[0]
