"""Treasure Hunters: each seat's last move kept on the board, and the results' score sheet.

A seat's last move is its pawn's whole last turn: the walk (the trail of dots from
:mod:`.pawns` and a dashed frame on the place it ended on), and what happened there
in the same turn: a jewel revealed, picked up, put down or carried out (TH-12..TH-14,
TH-A2), a pawn trapped (TH-17), the ghosts fought or the haunting rolled against
(TH-15, TH-16). The game is co-operative and fully public, so every seat sees them all.
The score sheet counts the same events of the log, per seat (pawn p is played by seat
p mod seats, D-5)."""

from __future__ import annotations

from ghostparlor.core.strings import t
from ghostparlor.games.treasure_hunters.rules import (
    DieRolled,
    GameOver,
    GhostsFought,
    JewelDelivered,
    JewelPickedUp,
    PawnMoved,
    PawnTrapped,
    UnhauntRolled,
)
from ghostparlor.games.treasure_hunters.table.art import P
from ghostparlor.ui.last_move import LastMark
from ghostparlor.ui.score_sheet import ScoreSheet


def seat_turn(feed, moves: dict, seat: int) -> tuple[PawnMoved | None, list]:
    """(the walk, every event of the turn) of ``seat``'s last turn: its last action, the
    move it ended (a jewel choice follows the move of the same turn) and the fight the
    turn ended with, up to the next die roll. ``moves``: seat -> its last move (with
    ``seat``, ``number`` and ``events``); the rest is read from the seat's ``feed``."""
    last = moves.get(seat)
    if last is None:
        return None, []
    walk = next((e for e in last.events if isinstance(e, PawnMoved)), None)
    turn = list(last.events)
    if walk is None:  # a jewel choice: the walk was this seat's action just before
        all_moves = feed.moves()
        i = next((k for k in range(len(all_moves) - 1, -1, -1) if all_moves[k].number == last.number), -1)
        if i > 0 and all_moves[i - 1].seat == seat:
            walk = next((e for e in all_moves[i - 1].events if isinstance(e, PawnMoved)), None)
    if walk is None:
        return None, turn
    log = [entry.event for entry in feed.log()]
    start = next((k for k in range(len(log) - 1, -1, -1) if log[k] is walk), -1)
    if start < 0:  # a copy of the event (a feed from another machine)
        start = next((k for k in range(len(log) - 1, -1, -1) if log[k] == walk), -1)
    if start < 0:
        return walk, turn
    events = []
    for e in log[start:]:
        if e is None:
            continue
        if e is not walk and isinstance(e, (DieRolled, PawnMoved)):
            break  # the next turn
        if getattr(e, "pawn", walk.pawn) == walk.pawn or isinstance(e, GameOver):
            events.append(e)
    return walk, events


def move_marks(feed, board, moves: dict, viewer: int | None) -> tuple[list[LastMark], dict]:
    """(the marks, each seat's last walk for its trail): a dashed frame on the place each
    seat's last turn ended, with what happened there (TH-12 to TH-17, TH-A2)."""
    game = feed.game
    names = feed.names()
    marks: list[LastMark] = []
    trails = {}
    used: dict[tuple, int] = {}
    for seat in sorted(moves):
        walk, events = seat_turn(feed, moves, seat)
        if walk is None or walk.to not in board.node_rects:
            continue
        if walk.frm != walk.to:
            trails[seat] = walk
        rect = board.node_rects[walk.to]
        rect = rect.inflate(-4, -4) if walk.to in board.b.room_ids else rect.inflate(-2, -2)
        k = used.get(tuple(rect), 0)  # two seats' marks on one place: the tokens on both corners
        used[tuple(rect)] = k + 1
        if k >= 2:
            rect = rect.inflate(-8 * (k // 2), -8 * (k // 2))
        lines = [game.describe_event(e, names, viewer) for e in events if not e.QUIET]
        text = " ".join(line for line in lines[:4] if line)
        marks.append(LastMark(seat, rect, True, text, "topleft" if k % 2 == 0 else "topright"))
    return marks, trails


# --- the results' score sheet ------------------------------------------------------
def seat_counts(feed) -> dict[str, list[int]]:
    """Per seat, from the log: jewels carried out and picked up, ghosts beaten, hauntings
    lifted, times trapped and spaces walked."""
    n = max(1, feed.players)
    counts = {k: [0] * n for k in ("delivered", "picked", "ghosts", "unhaunted", "trapped", "spaces")}
    for entry in feed.log():
        e = entry.event
        if e is None or not hasattr(e, "pawn"):
            continue
        seat = e.pawn % n  # D-5: pawn p is played by seat p mod seats
        if isinstance(e, JewelDelivered):
            counts["delivered"][seat] += 1  # TH-14
        elif isinstance(e, JewelPickedUp):
            counts["picked"][seat] += 1  # TH-12
        elif isinstance(e, GhostsFought):
            counts["ghosts"][seat] += e.removed  # TH-15
        elif isinstance(e, UnhauntRolled):
            counts["unhaunted"][seat] += int(e.success)  # TH-16
        elif isinstance(e, PawnTrapped):
            counts["trapped"][seat] += 1  # TH-17
        elif isinstance(e, PawnMoved):
            counts["spaces"][seat] += e.spaces
    return counts


def results_sheet(feed) -> ScoreSheet | None:
    """The results screen's score sheet, from what everyone saw (``feed``: the finished game)."""
    game = feed.game
    n = feed.players
    if n <= 0:
        return None
    counts = seat_counts(feed)
    names = feed.names()
    view = feed.public_view()
    pawns = len(view.positions)
    played = [", ".join(game.colour_name(game.pawn_colours[p]) for p in range(pawns) if p % n == seat) for seat in range(n)]
    rows = [(t(P + "sheet.pawns"), played)]
    for key in ("spaces", "picked", "ghosts", "unhaunted", "trapped"):
        rows.append((t(P + f"sheet.{key}"), [str(c) for c in counts[key]]))
    total = (t(P + "sheet.total"), [str(c) for c in counts["delivered"]])
    notes = [t(P + "sheet.team", delivered=sum(counts["delivered"]), jewels=game.jewel_count,
               ghosts=sum(counts["ghosts"]), unhaunted_text=t(P + "count.hauntings", n=sum(counts["unhaunted"])))]
    haunted = [rid for rid, h in zip(game.board.room_ids, view.haunted) if h]
    outcome = view.outcome or ""
    if outcome == "won":
        notes.append(t(P + "sheet.won"))
    elif haunted:
        notes.append(t(P + "sheet.haunted", rooms=", ".join(haunted), n=len(haunted), limit=view.markers_total))
    trapped = [game.pawn_name(p, names, n) + " \u2014 " + game.room_name(at)
               for p, at in enumerate(view.positions)
               if view.carrying[p] and at in game.board.room_ids and view.haunted[game.board.room_ids.index(at)]]
    if trapped and outcome != "won":
        notes.append(t(P + "sheet.trapped_now", pawns="; ".join(trapped)))
    return ScoreSheet(t(P + "sheet.title"), rows, total, notes)


