"""Errors the rules layer raises, each with a message a person can act on."""

from __future__ import annotations


class GhostparlorError(Exception):
    """Base class of every error ghostparlor raises on purpose."""


class IllegalAction(GhostparlorError):
    """An action that is not legal in the current state; the state is unchanged."""

    def __init__(self, action: object, seat: object, reason: str) -> None:
        self.action = action
        self.seat = seat
        self.reason = reason
        who = "chance" if seat == -1 else ("nobody (the game is over)" if seat == -2 else f"seat {seat}")
        super().__init__(f"illegal action {action} for {who}: {reason}")


class ContentError(GhostparlorError):
    """Game content (YAML) that is broken; the message names file, line and key path."""

    def __init__(self, messages: list[str]) -> None:
        self.messages = list(messages)
        super().__init__("\n".join(self.messages))


class RecordError(GhostparlorError):
    """A game record that cannot be read or replayed."""


class OptionError(GhostparlorError):
    """A game option that the game does not declare, or a bad value for it."""


class PositionError(GhostparlorError, ValueError):
    """A position (``state_from_json``) that cannot happen under the rules: it names the
    key and the invariant broken, e.g. ``pawns: two pawns on H3``."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}")
