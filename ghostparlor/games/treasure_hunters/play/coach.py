"""The coach's words for Treasure Hunters (``ghostparlor/ai/coach.py`` asks them).

``move_words`` names a move as its own player says it ("going to Kitchen (K)", "picking up
the jewel"); ``why`` gives a reason that is true by the rules, from the view alone (the
game is co-operative and fully public, and the draw pile's contents are the deck minus
the discard pile, TH-2, TH-6), or None when no such reason can be named:

- carrying a jewel out delivers it (TH-14); every pawn must be outside to win (TH-19);
- a carrier that ends in a haunted room is trapped (TH-17, D-2), and so is a pawn picking
  up alone in one (D-1);
- a carrier ending in a room with 2 ghosts, while a card that sends a ghost there is still
  in the draw pile, can be trapped by the next card (TH-4, TH-5, TH-17);
- ending with another pawn in a haunted room rolls against the haunting (TH-16), in a room
  with ghosts rolls 2 battle dice (TH-15, D-6);
- fighting a room with 2 ghosts that a card can still reach can stop a haunting (TH-5);
- ending in a room with a jewel lets a pawn without one pick it up (TH-12).
"""

from __future__ import annotations

from ghostparlor.core.strings import Words
from ghostparlor.games.treasure_hunters.play.aids import notes as card_notes
from ghostparlor.games.treasure_hunters.rules.actions import Move, PickUpJewel, PutDownJewel, SkipJewel


def move_words(game, view, action) -> Words | str:
    if isinstance(action, Move):
        here = view.positions[view.turn] if view.positions else ""
        if action.to == here:
            return Words("treasure_hunters.coach.stay", place=game.place_name(here))
        if action.to == game.board.out_id:
            return Words("treasure_hunters.coach.out")
        return Words("treasure_hunters.coach.move_to", place=game.place_name(action.to))
    if isinstance(action, PickUpJewel):
        return Words("treasure_hunters.coach.pick_up")
    if isinstance(action, SkipJewel):
        return Words("treasure_hunters.coach.skip")
    if isinstance(action, PutDownJewel):
        return Words("treasure_hunters.coach.put_down")
    return ""


def _room(view, node: str) -> int:
    return view.room_ids.index(node) if node in view.room_ids else -1


def _others_in(view, node: str) -> int:
    return sum(1 for p, at in enumerate(view.positions) if at == node and p != view.turn)


def _at_risk(game, view, r: int) -> bool:
    """Room ``r`` holds one ghost short of a haunting and a card in the draw pile sends a
    ghost there (its own letter, or a haunted room's before it, TH-4)."""
    if r < 0 or view.haunted[r] or view.ghosts[r] < game.ghosts_to_haunt - 1:
        return False
    return card_notes(game, view).rooms[r].incoming > 0


def why(game, view, mine, better) -> Words | None:
    """A true reason from the rules: what ``mine`` risked, or what ``better`` does that
    ``mine`` did not; None when neither can be said for sure."""
    if view.turn < 0 or view.turn >= len(view.positions):
        return None
    carrying = view.carrying[view.turn]
    here = view.positions[view.turn]
    name = game.room_name
    # the jewel step (TH-12, D-1)
    if isinstance(mine, PickUpJewel) and isinstance(better, SkipJewel):
        r = _room(view, here)
        if r >= 0 and view.haunted[r] and _others_in(view, here) == 0:
            return Words("treasure_hunters.coach.why_trap_pickup")
        return None
    if isinstance(mine, SkipJewel) and isinstance(better, PickUpJewel):
        r = _room(view, here)
        if r >= 0 and not view.haunted[r]:
            return Words("treasure_hunters.coach.why_take")
        return None
    if not (isinstance(mine, Move) and isinstance(better, Move)):
        return None
    out = game.board.out_id
    rm, rb = _room(view, mine.to), _room(view, better.to)
    # what the move played risked
    if carrying and rm >= 0 and view.haunted[rm] and mine.to != here and not (rb >= 0 and view.haunted[rb]):
        return Words("treasure_hunters.coach.why_trap_enter", room=name(mine.to))  # TH-17, D-2
    if carrying and _at_risk(game, view, rm) and not _at_risk(game, view, rb) and better.to != mine.to:
        if not (rb >= 0 and view.haunted[rb]):
            return Words("treasure_hunters.coach.why_two_ghosts", room=name(mine.to))  # TH-5, TH-17
    # what the better move does
    if better.to == out and mine.to != out:
        if carrying:
            return Words("treasure_hunters.coach.why_deliver")  # TH-14
        if view.delivered >= game.jewel_count:
            return Words("treasure_hunters.coach.why_head_out")  # TH-19
        return None
    if rb >= 0 and view.haunted[rb] and _others_in(view, better.to) >= 1 and not carrying:
        if not (rm >= 0 and view.haunted[rm] and _others_in(view, mine.to) >= 1):
            return Words("treasure_hunters.coach.why_unhaunt", room=name(better.to))  # TH-16, D-6
    if rb >= 0 and not view.haunted[rb] and view.ghosts[rb] > 0:
        fights_mine = rm >= 0 and not view.haunted[rm] and view.ghosts[rm] > 0
        if _at_risk(game, view, rb) and not fights_mine and not carrying:
            return Words("treasure_hunters.coach.why_fight", room=name(better.to))  # TH-5, TH-15
        if _others_in(view, better.to) >= 1 and (not fights_mine or _others_in(view, mine.to) == 0):
            return Words("treasure_hunters.coach.why_two_dice", room=name(better.to))  # TH-15, D-6
    if not carrying and rb >= 0 and view.has_jewel[rb] and not (rm >= 0 and view.has_jewel[rm]):
        if not view.haunted[rb] or _others_in(view, better.to) >= 1:
            return Words("treasure_hunters.coach.why_jewel", room=name(better.to))  # TH-12
    return None
