"""What a save is, in words: "3 players, round 2, saved 10 min ago" (the title, the set-up,
an opened game); re-exported by saves.py."""

from __future__ import annotations

import time
from typing import Any


def when_words(saved_at: str, now: float | None = None) -> str:
    """"just now", "10 min ago", "3 hours ago", "yesterday", "4 days ago", "on 2026-11-02":
    how long ago ``saved_at`` (local time, ``%Y-%m-%dT%H:%M:%S``) was."""
    from ghostparlor.core.strings import t

    try:
        then = time.mktime(time.strptime(saved_at[:19], "%Y-%m-%dT%H:%M:%S"))
    except (ValueError, OverflowError, TypeError):
        return t("saves.ago_unknown")
    now = time.time() if now is None else now
    minutes = int((now - then) // 60)
    if minutes < 1:  # also a clock put back: never "-3 min ago"
        return t("saves.ago_now")
    if minutes < 60:
        return t("saves.ago_minutes", count=minutes)
    if minutes < 24 * 60:
        return t("saves.ago_hours", count=minutes // 60)
    days = minutes // (24 * 60)
    if days == 1:
        return t("saves.ago_yesterday")
    if days < 30:
        return t("saves.ago_days", count=days)
    return t("saves.ago_date", date=saved_at[:10])


def save_words(summary: dict[str, Any], plans: list[dict[str, Any]], saved_at: str, now: float | None = None) -> str:
    """"3 players, round 2, saved 10 min ago" (the round left out where a game has none)."""
    from ghostparlor.core.strings import t

    names = summary.get("players") or plans
    players = t("saves.players", count=len(names))
    when = when_words(saved_at, now)
    if summary.get("round"):
        return t("saves.tile_info", players=players, round=summary["round"], when=when)
    return t("saves.tile_info_no_round", players=players, when=when)


def player_names(saved: Any) -> str:
    """The names of a SavedGame's seats, "Sabine, Max, Ida"."""
    names = saved.summary.get("players") or [p.get("name", "?") for p in saved.plans]
    return ", ".join(map(str, names))
