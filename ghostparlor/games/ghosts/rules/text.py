"""GH-2 to GH-15 and GH-17 in words: card names, action descriptions and log lines
of Ghosts (what each viewer may read: dealt and drawn cards only to their owner)."""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Action, Event
from ghostparlor.core.strings import t

from .actions import ChooseFirstPlayer, DrawCard, PlayCard, TakePile
from .events import (AllFogRedeal, CardDealt, CardDrawn, CardPlayed, GameOver, PileTaken, ReliefGiven, RoundEnded,
                     RoundStarted)


def call_words(event: CardPlayed) -> str:
    """GH-2 to GH-5: what the call ("5", "5 mirror", "5 fog") says, in the table's words:
    the new level, or that it stays, and on a called mirror that the direction reverses
    (with 2 players "mirror" is not called, GH-4: the words say only that the level stays)."""
    if event.how == "mirror" and event.call.endswith(" mirror"):
        return t("ghosts.call.mirror", level=event.level)
    if event.how in ("mirror", "fog"):
        return t("ghosts.call.stays", level=event.level)
    return t("ghosts.call.level", level=event.level)


def card_name(g, card: str) -> str:
    if card == "fog":
        return t("ghosts.card.fog")
    _, family, value = card.split("_")
    return t("ghosts.card.ghost", family=t(f"ghosts.family.{family}"), value=value)


def describe_action(g, action: Action, names: Sequence[str], seat: int) -> str:
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, PlayCard):
        return t("ghosts.action.play", player=who, card=card_name(g, action.card))
    if isinstance(action, TakePile):
        return t("ghosts.action.take", player=who)
    if isinstance(action, DrawCard):
        return t("ghosts.action.draw", card=card_name(g, action.card))
    if isinstance(action, ChooseFirstPlayer):
        return t("ghosts.action.first_player", player=names[action.seat])
    return str(action)


def describe_event(g, event: Event, names: Sequence[str], viewer: int | None) -> str:
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    if isinstance(event, RoundStarted):
        return t("ghosts.log.round_started", round=event.round, player=who(event.first_player))
    if isinstance(event, CardDealt):
        if event.visible_to(viewer):
            return t("ghosts.log.dealt_seen", player=who(event.seat), card=card_name(g, event.card))
        return t("ghosts.log.dealt", player=who(event.seat))
    if isinstance(event, AllFogRedeal):
        return t("ghosts.log.all_fog", player=who(event.seat))
    if isinstance(event, CardPlayed):
        key = f"ghosts.log.played_{event.how}"
        return t(key, player=who(event.seat), card=card_name(g, event.card), call=call_words(event))
    if isinstance(event, CardDrawn):
        if event.visible_to(viewer):
            return t("ghosts.log.drew_seen", player=who(event.seat), card=card_name(g, event.card))
        return t("ghosts.log.drew", player=who(event.seat))
    if isinstance(event, PileTaken):
        key = "ghosts.log.took_forced" if event.forced else "ghosts.log.took"
        return t(key, player=who(event.seat), count=len(event.cards), fp=event.fear_points)
    if isinstance(event, RoundEnded):
        return t("ghosts.log.round_ended", round=event.round, player=who(event.seat_due))
    if isinstance(event, ReliefGiven):
        return t("ghosts.log.relief", player=who(event.seat), returned=event.returned, fp=event.fear_points)
    if isinstance(event, GameOver):
        return t("ghosts.log.game_over", players=", ".join(who(s) for s in event.winners))
    return event.TYPE
