"""The facts of the table the easy Treasure Hunters bot decides by (``bot.py``), read from a
view by the bot or, in the search's playouts, from the imagined state (``rollout.py``): the
same decisions either way, without building a view per playout step.

Only what the view shows: pawns as board nodes, who carries (as true or false), the face-up
jewel numbers, ghosts and hauntings per room, which rooms hold a jewel (as true or false),
the locked colour, and the draw pile's contents (never an order).
"""

from __future__ import annotations


class Facts:
    """The facts of the table a decision reads: only what the view shows.

    ``pos`` node per pawn; ``carrying`` per pawn and ``has_jewel`` per room are read only
    as true or false (the rollout passes the state's jewel numbers there); ``carried_number``
    and ``jewel_number`` are the numbers face up (read only in the advanced game);
    ``locked`` the locked colour index or None; ``draw`` the draw pile: (card id, count)
    pairs from a view, or a count per card kind when ``by_kind``; ``incoming`` is worked
    out from it when first needed.
    """

    __slots__ = ("pos", "carrying", "carried_number", "haunted", "ghosts", "has_jewel", "jewel_number",
                 "locked", "advanced", "next_number", "turn", "draw", "by_kind", "incoming")

    def __init__(self, pos, carrying, carried_number, haunted, ghosts, has_jewel, jewel_number,
                 locked, advanced, next_number, turn, draw, by_kind) -> None:
        self.pos = pos
        self.carrying = carrying
        self.carried_number = carried_number
        self.haunted = haunted
        self.ghosts = ghosts
        self.has_jewel = has_jewel
        self.jewel_number = jewel_number
        self.locked = locked
        self.advanced = advanced
        self.next_number = next_number
        self.turn = turn
        self.draw = draw
        self.by_kind = by_kind
        self.incoming = None

    def incoming_cards(self, card_room: dict[str, int], letter_kinds: list[tuple[int, int]]) -> list[int]:
        """Section 7, "count cards": how many letter cards still in the draw pile land in each
        room (after the TH-4 overflow past haunted rooms). A room whose cards are all in the
        discard pile gets no ghost before the next SHUFFLE. ``card_room``: letter card id ->
        room; ``letter_kinds``: (card kind, room) per letter card."""
        incoming = self.incoming
        if incoming is not None:
            return incoming
        haunted = self.haunted
        n = len(haunted)
        incoming = [0] * n
        if self.by_kind:
            draw = self.draw
            pairs = [(r, draw[k]) for k, r in letter_kinds]
        else:
            pairs = [(card_room.get(card), count) for card, count in self.draw]
        for r, count in pairs:
            if r is None or not count:
                continue
            if haunted[r]:
                for _ in range(n):
                    if not haunted[r]:
                        break
                    r = (r + 1) % n
            incoming[r] += count
        self.incoming = incoming
        return incoming

    def incoming_at(self, r: int, card_room: dict[str, int], letter_kinds: list[tuple[int, int]],
                    room_kinds: list[list[int]]) -> int:
        """``incoming_cards(...)[r]``; from a draw pile kept as counts, for a room not haunted,
        without the whole list: its own letters and those of the haunted rooms just before it
        (TH-4: their ghosts move on to it). ``room_kinds``: the letter card kinds per room."""
        haunted = self.haunted
        if self.incoming is not None or not self.by_kind or haunted[r]:
            return self.incoming_cards(card_room, letter_kinds)[r]
        draw = self.draw
        total = 0
        for k in room_kinds[r]:
            total += draw[k]
        n = len(haunted)
        q = (r - 1) % n
        while q != r and haunted[q]:
            for k in room_kinds[q]:
                total += draw[k]
            q = (q - 1) % n
        return total
