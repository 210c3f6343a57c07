"""GH-2 to GH-7: playing a card in Ghosts.

GH-2 a ghost card opens an empty pile (never Fog, D2); GH-3 a new family adds its
value; GH-4 a mirror (same family) keeps the level and reverses the direction; GH-5
Fog goes beside the pile and passes; GH-6 the level never goes above 7; GH-7 play
passes to the neighbour in the current direction. Which plays (and whether a take,
GH-8) are legal is decided here too.
"""

from __future__ import annotations

from ghostparlor.core.errors import IllegalAction
from ghostparlor.core.protocol import Action

from .actions import TAKE, PlayCard
from .events import CardPlayed, Event
from .rounds import end_round
from .state import OPEN, PLAY, REFILL, GhostsState


def legal_actions(g, s: GhostsState) -> list[Action]:
    phase = s.phase
    hand = s.hands[s.active] if s.n else ()
    plays = g.play_actions
    if phase == PLAY:
        fog = g.fog
        family_of = g.family_of
        value_of = g.value_of
        top = s.top_family
        room = g.cap - s.level
        out = []
        has_ghost = False
        last = -1
        for k in hand:
            if k == last:
                continue
            last = k
            if k == fog:
                out.append(plays[k])  # GH-5: Fog is always legal on a pile
            else:
                has_ghost = True
                if family_of[k] == top or value_of[k] <= room:  # GH-4 mirror, GH-3/GH-6 cap
                    out.append(plays[k])
        if not out:
            return [TAKE]  # GH-8: no legal play, must take
        if has_ghost:
            out.append(TAKE)  # GH-8, D3: a voluntary take needs a ghost card to open with
        return out
    if phase == OPEN:
        fog = g.fog
        out = []
        last = -1
        for k in hand:
            if k != last and k != fog:  # GH-2, D2: only a ghost card opens a pile
                out.append(plays[k])
            last = k
        return out
    return []


def play(g, s: GhostsState, action: PlayCard, events: bool) -> list[Event]:
    """GH-2 to GH-7, then GH-10's refill or, with the deck empty, GH-1(a)'s round end."""
    phase = s.phase
    seat = s.active
    k = g.kind_of.get(action.card, -1)
    if phase != PLAY and phase != OPEN:
        raise IllegalAction(action, g.to_move(s), "no seat is to play now")
    hand = s.hands[seat]
    if k < 0 or k not in hand:
        raise IllegalAction(action, seat, f"{action.card} is not in the hand")
    fog = g.fog
    entry = (seat, action.card, s.level, g.families[s.top_family] if s.top_family >= 0 else None, s.deck_size > 0)
    if phase == OPEN:
        if k == fog:
            raise IllegalAction(action, seat, "a Fog card can never open a pile (GH-2)")
        how = "open"
        s.level = g.value_of[k]
        s.top_family = g.family_of[k]
        s.pile.append(k)
        s.phase = PLAY
    elif k == fog:
        how = "fog"  # GH-5: level, top family and direction stay
        s.fog_beside += 1
    elif g.family_of[k] == s.top_family:
        how = "mirror"  # GH-4: level stays, direction reverses (D10: also with 2 players)
        s.direction = -s.direction
        s.pile.append(k)
    else:
        value = g.value_of[k]
        if s.level + value > g.cap:
            raise IllegalAction(action, seat, f"level {s.level} + {value} would go above {g.cap} (GH-6)")
        how = "new_family"  # GH-3
        s.level += value
        s.top_family = g.family_of[k]
        s.pile.append(k)
    hand.remove(k)
    s.round_log = s.round_log + (entry,)
    nxt = (seat + s.direction) % s.n  # GH-7
    s.active = nxt
    out: list[Event] = []
    if events:
        out.append(CardPlayed(seat, action.card, how, s.level, call(s, how), s.direction, nxt))
    if s.deck_size:
        s.phase = REFILL  # GH-10: the player who played draws one card
        s.refill_seat = seat
    elif not s.hands[nxt]:
        end_round(g, s, out, events)  # GH-1(a), GH-12
    return out


def call(s: GhostsState, how: str) -> str:
    """What the player calls out: "N", "N mirror" (GH-4, not with 2 players) or "N fog" (GH-5)."""
    if how == "mirror" and s.n > 2:
        return f"{s.level} mirror"
    if how == "fog":
        return f"{s.level} fog"
    return str(s.level)

