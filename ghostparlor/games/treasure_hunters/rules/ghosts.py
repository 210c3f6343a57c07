"""TH-2 to TH-6, TH-20, TH-22, TH-A3 to TH-A5 and D-9, D-10: the ghost cards: drawing
one on a ghost icon, a letter card's ghost with its overflow past haunted rooms and the
haunting at the third ghost, SHUFFLE, the DRAW cards' extra draws, the door locks, and
the cycle of the draw pile (a shuffle merely moves counts back into it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import CHANCE, Event
from ghostparlor.games.treasure_hunters.rules.actions import DrawCard
from ghostparlor.games.treasure_hunters.rules.events import (
    CardDrawn,
    DeckShuffled,
    DoorsLocked,
    DoorsUnlocked,
    GhostPlaced,
    PawnTrapped,
)
from ghostparlor.games.treasure_hunters.rules.result import check_loss
from ghostparlor.games.treasure_hunters.rules.state import (
    CARD,
    DRAW_CARD,
    LETTER,
    MOVE,
    SHUFFLE_CARD,
    TreasureHuntersState,
)

if TYPE_CHECKING:
    from ghostparlor.games.treasure_hunters.rules.game import TreasureHuntersGame


def full_deck(g: "TreasureHuntersGame", advanced: bool) -> list[int]:
    return (g.deck_advanced if advanced else g.deck_basic)[:]


def deck_total(g: "TreasureHuntersGame", advanced: bool) -> int:
    return sum(g.deck_advanced if advanced else g.deck_basic)


def locked_colour(g: "TreasureHuntersGame", s: TreasureHuntersState) -> int | None:
    return g.card_arg[s.lock] if s.lock >= 0 else None


def enter_card_phase(g: "TreasureHuntersGame", s: TreasureHuntersState, out: list[Event], events: bool) -> None:
    s.phase = CARD
    if s.draw_size == 0:
        # D-10: an empty draw pile is refilled from the discard pile (an active lock card stays aside)
        discard_into_draw(g, s)
        if events:
            out.append(DeckShuffled(s.draw_size, g.card_ids[s.lock] if s.lock >= 0 else ""))


def discard_into_draw(g: "TreasureHuntersGame", s: TreasureHuntersState) -> None:
    for k in s.discard:
        s.draw[k] += 1
    s.draw_size += len(s.discard)
    s.discard = []


def draw_card(g: "TreasureHuntersGame", s: TreasureHuntersState, action: DrawCard, events: bool) -> list[Event]:
    k = g.card_index.get(action.card, -1)
    if k < 0 or s.draw[k] <= 0:
        raise IllegalAction(action, CHANCE, f"no {action.card} card is in the draw pile")
    s.draw[k] -= 1
    s.draw_size -= 1
    extra = s.draws_left > 0
    kind = g.card_type[k]
    out: list[Event] = []
    if extra and (kind == SHUFFLE_CARD or kind == DRAW_CARD):
        # TH-A3: ignored entirely during the extra draws: discarded, not counted, replaced
        s.discard.append(k)
        if events:
            out.append(CardDrawn(s.turn, action.card, True, True))
        enter_card_phase(g, s, out, events)
        return out
    if events:
        out.append(CardDrawn(s.turn, action.card, extra, False))
    if kind == LETTER:
        s.discard.append(k)  # TH-2: face up on the discard pile
        place_ghost(g, s, k, out, events)  # TH-3
    elif kind == SHUFFLE_CARD:
        # TH-6, TH-A5: every card (draw pile, discard pile, this card, a lock reminder) is shuffled
        s.draw[k] += 1
        s.draw_size += 1
        if s.lock >= 0:
            if events:
                out.append(DoorsUnlocked(g.board.colours[g.card_arg[s.lock]]))
            s.draw[s.lock] += 1
            s.draw_size += 1
            s.lock = -1
        discard_into_draw(g, s)
        if events:
            out.append(DeckShuffled(s.draw_size, ""))
        s.phase = MOVE
        return out
    elif kind == DRAW_CARD:
        s.discard.append(k)  # TH-A3: discard it, then draw N more
        s.draws_left = g.card_arg[k]
        enter_card_phase(g, s, out, events)
        return out
    else:  # LOCK_CARD, TH-A4
        colour = g.card_arg[k]
        if s.lock >= 0 and g.card_arg[s.lock] == colour:
            s.discard.append(k)  # the same colour again changes nothing
        else:
            if s.lock >= 0:
                s.discard.append(s.lock)  # the other colour unlocks (its card to the discard pile)
                if events:
                    out.append(DoorsUnlocked(g.board.colours[g.card_arg[s.lock]]))
            s.lock = k  # kept beside the discard pile as a reminder
            if events:
                out.append(DoorsLocked(g.board.colours[colour]))
    # TH-22, D-9: a loss is checked after every card, before the pawn moves
    if check_loss(g, s, out, events):
        return out
    if extra:
        s.draws_left -= 1
        if s.draws_left > 0:
            enter_card_phase(g, s, out, events)
            return out
        # TH-A3: afterwards the discard pile is shuffled into the draw pile; a lock stays aside
        discard_into_draw(g, s)
        if events:
            out.append(DeckShuffled(s.draw_size, g.card_ids[s.lock] if s.lock >= 0 else ""))
    s.phase = MOVE
    return out


def place_ghost(g: "TreasureHuntersGame", s: TreasureHuntersState, k: int, out: list[Event], events: bool) -> None:
    """TH-3 one ghost in the card's room, TH-4 overflow to the next letter, TH-5 haunting."""
    rooms = g.rooms
    target = g.card_arg[k]
    r = target
    skipped = []
    while s.haunted[r]:  # TH-4 (never all: the last marker ends the game first)
        if events:
            skipped.append(g.board.room_ids[r])
        r = (r + 1) % rooms
    if s.ghosts[r] + 1 >= g.ghosts_to_haunt:
        # TH-5: the room's ghosts return to the supply and a haunting marker is placed
        s.supply += s.ghosts[r]
        s.ghosts[r] = 0
        s.haunted[r] = True
        s.markers_left -= 1
        if events:
            out.append(GhostPlaced(g.card_ids[k], g.board.room_ids[r], tuple(skipped), 0, True,
                                   g.markers_total - s.markers_left))
            node = g.board.room_node[r]
            for p, at in enumerate(s.pos):
                if at == node and s.carry[p]:
                    out.append(PawnTrapped(p, g.board.room_ids[r]))  # TH-17
    else:
        s.ghosts[r] += 1
        s.supply -= 1
        if events:
            out.append(GhostPlaced(g.card_ids[k], g.board.room_ids[r], tuple(skipped), s.ghosts[r], False,
                                   g.markers_total - s.markers_left))
