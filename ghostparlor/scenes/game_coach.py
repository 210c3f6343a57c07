"""The coach in the game frame: which people it watches, and its judgements run in slices
between frames after each of their moves (the judging itself is ``ghostparlor/ai/coach.py``).

Watched: every person when Settings -> Coach is "always"; in "first_game" (the default) a
person who has no finished game of this game in the statistics; nobody when "off". The
note goes into that person's own lines of the game log (in hot seat nobody else reads it)
and, while the screen still shows them, slides in at the top.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from ghostparlor.core.strings import Words


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


class CoachWatch:
    """Queues a judgement for each watched person's move and runs them one at a time."""

    def __init__(self, scene, seats: set[int]) -> None:
        self.scene = scene
        self.seats = set(seats)
        self.jobs: deque[tuple[int, Any, Any]] = deque()  # (seat, coach, its thinking)
        self.notes: list[tuple[int, Words]] = []  # every note given (tests, the results)

    @property
    def active(self) -> bool:
        return bool(self.seats)

    def before_move(self, seat: int | None) -> dict | None:
        """What the coach needs from before a person's move (their view, their legal moves)."""
        session = self.scene.session
        if seat is None or seat not in self.seats or self.scene.read_only:
            return None
        legal = session.legal_actions()
        if len(legal) < 2:
            return None
        return {"seat": seat, "view": session.game.view(session.state, seat), "legal": legal,
                "played": len(session.match.actions)}

    def after_move(self, before: dict | None, action: Any) -> None:
        if before is None:
            return
        from ghostparlor.ai.coach import Coach, seed_for

        session = self.scene.session
        seat = before["seat"]
        coach = Coach(session.game, seat)
        rng = random.Random(seed_for(seat, before["played"]))
        thinking = coach.judge(before["view"], before["legal"], action, rng, session.names())
        self.jobs.append((seat, coach, thinking))

    def update(self) -> None:
        """One slice of the judgement at the head of the queue (none while a bot's search
        thinks: the frame has one slice of thinking, not two)."""
        if not self.jobs or getattr(self.scene.session, "_thinking", None) is not None:
            return
        seat, coach, thinking = self.jobs[0]
        try:
            next(thinking)
            return
        except StopIteration:
            pass
        self.jobs.popleft()
        verdict = coach.verdict
        if verdict is None or verdict.note is None:
            return
        self.notes.append((seat, verdict.note))
        scene = self.scene
        from ghostparlor.session import LogEntry

        said = Words("coach.log", note=verdict.note)
        scene.session.log.append(LogEntry(None, said, secret_to=seat, actor=None))
        scene._sync_log()
        if scene.viewer() == seat and not scene.handoff_pending:
            scene.app.notify(str(said), "info", hold=7.0)

    def forget(self) -> None:
        self.jobs.clear()

    def frame_key(self) -> Any:
        """Whatever changes how the coach's note looks on screen (the frame is drawn again
        when this changes: see ``Scene.frame_key``)."""
        return len(self.notes)

    def draw(self, surface) -> None:
        """The coach's note in its own place on the table (drawn by GameScene.draw)."""
