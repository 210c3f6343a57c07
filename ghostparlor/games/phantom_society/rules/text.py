"""D-10, A-14, PS-11: the public log lines and descriptions of The Phantom Society (never which
ghost acted, never where a ghost hid, never a face-down bid).
"""

from __future__ import annotations

from typing import Sequence

from ghostparlor.core.protocol import Action, Event
from ghostparlor.core.strings import t
from ghostparlor.games.phantom_society.rules.actions import Bid, DealColours, DealPiles, Devastate, HideGhost, Hunt, PassTurn, PlaceTile
from ghostparlor.games.phantom_society.rules.events import (
    BidPlaced, BidsRevealed, ColourCleared, ColoursDealt, GameWon, GhostHidden, GhostRevealed, HuntBegins, MasterEliminated,
    MasterPassed, NextGame, PilesDealt, TilePlaced, TileRemoved, TournamentOver,
)
from ghostparlor.games.phantom_society.rules.state import PhantomSocietyState


def tile_name(g, colour: str, value: int) -> str:
    return t("phantom_society.tile", colour=t(f"phantom_society.colour.{colour}"), value=value)


def describe_action(g, action: Action, names: Sequence[str], seat: int) -> str:
    who = names[seat] if 0 <= seat < len(names) else "?"
    if isinstance(action, PlaceTile):
        return t("phantom_society.action.place", player=who, tile=g.tile_name(action.colour, action.value), square=action.square)
    if isinstance(action, HideGhost):
        return t("phantom_society.action.hide", player=who)  # never where: the log is public
    if isinstance(action, Devastate):
        return t("phantom_society.action.devastate", player=who, square=action.square)
    if isinstance(action, Hunt):
        return t("phantom_society.action.hunt", player=who, square=action.square)
    if isinstance(action, PassTurn):
        return t("phantom_society.action.pass", player=who)
    if isinstance(action, Bid):
        return t("phantom_society.action.bid", player=who)  # the amount stays face down
    if isinstance(action, DealPiles):
        return t("phantom_society.action.deal_piles", first=action.piles[0], second=action.piles[1])
    if isinstance(action, DealColours):
        return t("phantom_society.action.deal_colours")
    return str(action)


def result_details(g, s: PhantomSocietyState, names: Sequence[str]) -> list[str]:
    """How the last game ended, and where every ghost was (D-9: public at the end)."""
    if not s.results:
        return []
    last = s.results[-1]
    players = ", ".join(names[i] for i in last.winners if 0 <= i < len(names))
    key = "phantom_society.log.ghosts_win" if last.winner == "ghosts" else "phantom_society.log.hunters_win"
    lines = [t(key, players=players, damage=last.damage, target=last.target, stake=last.stake)]
    places = []
    for colour, square, owner, revealed in last.ghosts:
        who = names[owner] if 0 <= owner < len(names) else "?"
        places.append(t("phantom_society.ui.ghost_was_found" if revealed else "phantom_society.ui.ghost_was_hidden",
                        ghost=t(f"phantom_society.colour.{colour}"), square=square, master=who))
    lines.append(t("phantom_society.ui.ghosts_were", places=" · ".join(places)))
    if len(s.results) > 1:
        lines.append(t("phantom_society.ui.games_played", n=len(s.results)))
    return lines


def describe_event(g, event: Event, names: Sequence[str], viewer: int | None) -> str:
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    def colour(c: str) -> str:
        return t(f"phantom_society.colour.{c}")

    def seats(group: Sequence[int]) -> str:
        return ", ".join(who(x) for x in group)

    if isinstance(event, TileRemoved):
        tile = g.tile_name(event.colour, event.value)
        if event.revealed:
            return t("phantom_society.log.removed_reveal", turn=event.turn, player=who(event.seat), square=event.square,
                     tile=tile, ghost=colour(event.revealed))
        return t("phantom_society.log.removed_damage", turn=event.turn, player=who(event.seat), square=event.square,
                 tile=tile, added=event.added, damage=event.damage)
    if isinstance(event, GhostRevealed):
        return t("phantom_society.log.ghost_revealed", ghost=colour(event.colour), square=event.square)
    if isinstance(event, ColourCleared):
        return t("phantom_society.log.colour_cleared", colour=colour(event.colour), n=len(event.squares))
    if isinstance(event, MasterPassed):
        return t("phantom_society.log.master_passed", turn=event.turn, player=who(event.seat))
    if isinstance(event, MasterEliminated):
        return t("phantom_society.log.master_eliminated", player=who(event.seat), partner=who(event.partner))
    if isinstance(event, TilePlaced):
        return t("phantom_society.log.tile_placed", player=who(event.seat), tile=g.tile_name(event.colour, event.value), square=event.square)
    if isinstance(event, GhostHidden):
        if event.visible_to(viewer):
            return t("phantom_society.log.ghost_hidden_seen", player=who(event.seat), ghost=colour(event.colour), square=event.square)
        return t("phantom_society.log.ghost_hidden", player=who(event.seat))
    if isinstance(event, HuntBegins):
        return t("phantom_society.log.hunt_begins", player=who(event.first_seat), target=event.target)
    if isinstance(event, ColoursDealt):
        parts = [f"{who(i)}: {', '.join(colour(c) for c in cols)}" for i, cols in enumerate(event.seat_colours)]
        return t("phantom_society.log.colours_dealt", colours="; ".join(parts))
    if isinstance(event, PilesDealt):
        return t("phantom_society.log.piles_dealt", game=event.game_number, first=event.piles[0], second=event.piles[1])
    if isinstance(event, BidPlaced):
        if event.visible_to(viewer):
            return t("phantom_society.log.bid_placed_seen", player=who(event.seat), tens=event.tens, thousands=event.thousands,
                     total=event.tens + event.thousands)
        return t("phantom_society.log.bid_placed", player=who(event.seat))
    if isinstance(event, BidsRevealed):
        return t("phantom_society.log.bids_revealed", first=event.totals[0], second=event.totals[1],
                 team=event.ghost_team + 1, target=event.target, stake=event.stake)
    if isinstance(event, GameWon):
        key = "phantom_society.log.ghosts_win" if event.side == "ghosts" else "phantom_society.log.hunters_win"
        return t(key, players=seats(event.winners), damage=event.damage, target=event.target, stake=event.stake)
    if isinstance(event, NextGame):
        return t("phantom_society.log.next_game", game=event.game_number, first=event.vp[0], second=event.vp[1])
    if isinstance(event, TournamentOver):
        return t("phantom_society.log.tournament_over", first=event.vp[0], second=event.vp[1], players=seats(event.winners))
    return event.TYPE
