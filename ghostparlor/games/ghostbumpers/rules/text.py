"""GB-6, GB-11 to GB-26 and D-7: the words of the game: card and play names, one line per
action and per event for the log (what stays secret, GB-26, is not written out).
"""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Action, Event
from ghostparlor.core.strings import t

from .actions import ZERO_TEN, ChooseFirstPlayer, DiscardCard, DrawCard, PlayCards, PlayZeroTen, SetScareLevel, strength_words
from .events import (
    END_SCARED, BothPilesEmpty, BottomCardMoved, CardDealt, CardDrawn, CardOwed, CardRevealed, CardsPlayed,
    DiscardChosen, DiscardReshuffled, DiscardsRevealed, GameOver, OwedCardPaid, RoundEnded, RoundStarted,
    ScareLevelSet, TrickWon, TricksBegin,
)

def card_id(v: int) -> str:
    return "zero_ten" if v == ZERO_TEN else f"monster_{v}"


def card_name(v: int) -> str:
    if v == ZERO_TEN:
        return t("ghostbumpers.card.zero_ten")
    return t("ghostbumpers.card.monster", value=v)


def play_name(card: int, count: int, announce: int) -> str:
    if card == ZERO_TEN:
        return t("ghostbumpers.card.zero_ten_as", value=announce)
    if count == 1:
        return card_name(card)
    return t("ghostbumpers.card.multiple", count=count, value=card)


def describe_action(action: Action, names: Sequence[str], seat: int) -> str:
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, PlayCards):
        return t("ghostbumpers.action.play", player=who, cards=play_name(action.card, action.count, -1))
    if isinstance(action, PlayZeroTen):
        return t("ghostbumpers.action.play", player=who, cards=play_name(ZERO_TEN, 1, action.announce))
    if isinstance(action, SetScareLevel):
        return t("ghostbumpers.action.scare_level", player=who)  # the position stays secret
    if isinstance(action, DiscardCard):
        return t("ghostbumpers.action.discard", player=who)  # secret until revealed
    if isinstance(action, DrawCard):
        return t("ghostbumpers.action.draw")
    if isinstance(action, ChooseFirstPlayer):
        return t("ghostbumpers.action.first_player", player=names[action.seat] if 0 <= action.seat < len(names) else "?")
    return str(action)


def describe_event(event: Event, names: Sequence[str], viewer: int | None) -> str:
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    if isinstance(event, RoundStarted):
        return t("ghostbumpers.log.round_started", round=event.round, player=who(event.dealer))
    if isinstance(event, CardDealt):
        if event.visible_to(viewer):
            return t("ghostbumpers.log.dealt_seen", player=who(event.seat), card=card_name(event.card))
        return t("ghostbumpers.log.dealt", player=who(event.seat))
    if isinstance(event, ScareLevelSet):
        if event.visible_to(viewer):
            return t("ghostbumpers.log.scare_set_seen", player=who(event.seat), position=event.position)
        return t("ghostbumpers.log.scare_set", player=who(event.seat))
    if isinstance(event, TricksBegin):
        return t("ghostbumpers.log.tricks_begin", player=who(event.leader))
    if isinstance(event, CardsPlayed):
        cards = play_name(event.card, event.count, event.announce)
        if event.refill:
            return t("ghostbumpers.log.played_refill", player=who(event.seat), cards=cards, strength=strength_words(event.strength), n=event.refill)
        return t("ghostbumpers.log.played", player=who(event.seat), cards=cards, strength=strength_words(event.strength))
    if isinstance(event, CardDrawn):
        if event.visible_to(viewer):
            return t("ghostbumpers.log.drew_seen", player=who(event.seat), card=card_name(event.card))
        return t("ghostbumpers.log.drew", player=who(event.seat))
    if isinstance(event, DiscardReshuffled):
        return t("ghostbumpers.log.reshuffled", n=event.cards)
    if isinstance(event, BothPilesEmpty):
        return t("ghostbumpers.log.both_empty", player=who(event.drawer))
    if isinstance(event, DiscardChosen):
        if event.visible_to(viewer):
            return t("ghostbumpers.log.discard_chosen_seen", player=who(event.seat), card=card_name(event.card))
        return t("ghostbumpers.log.discard_chosen", player=who(event.seat))
    if isinstance(event, CardOwed):
        return t("ghostbumpers.log.owed", player=who(event.seat))
    if isinstance(event, DiscardsRevealed):
        shown = ", ".join(f"{who(seat)} {card_name(card)}" for seat, card in event.cards)
        return t("ghostbumpers.log.discards_revealed", cards=shown)
    if isinstance(event, OwedCardPaid):
        return t("ghostbumpers.log.owed_paid", player=who(event.seat), card=card_name(event.card))
    if isinstance(event, TrickWon):
        if event.zero_ten:
            return t("ghostbumpers.log.trick_won_zero_ten", player=who(event.winner), strength=strength_words(event.strength))
        return t("ghostbumpers.log.trick_won", player=who(event.winner), strength=strength_words(event.strength), n=event.reveals)
    if isinstance(event, CardRevealed):
        key = "ghostbumpers.log.revealed_scared" if event.scared else "ghostbumpers.log.revealed_unafraid"
        return t(key, player=who(event.seat), number=event.number, owed=event.owed)
    if isinstance(event, BottomCardMoved):
        key = "ghostbumpers.log.bottom_moved" if event.moved else "ghostbumpers.log.bottom_not_moved"
        return t(key, player=who(event.seat))
    if isinstance(event, RoundEnded):
        scores = ", ".join(f"{who(i)} {x}" for i, x in enumerate(event.scores))
        if event.paranoia:
            return t("ghostbumpers.log.round_paranoia", round=event.round, player=who(event.seat), scores=scores)
        if event.how == END_SCARED:
            return t("ghostbumpers.log.round_scared", round=event.round, player=who(event.seat), scores=scores)
        return t("ghostbumpers.log.round_hands_empty", round=event.round, scores=scores)
    if isinstance(event, GameOver):
        key = "ghostbumpers.log.game_unfinished" if event.unfinished else "ghostbumpers.log.game_over"
        return t(key, players=", ".join(who(s) for s in event.winners))
    return event.TYPE
