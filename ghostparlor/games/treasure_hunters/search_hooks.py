"""What the search bots (ghostparlor.ai.search) know about Treasure Hunters beyond the rules.

The co-operative game's playouts (everybody playing the easy heuristic to the end) come
out far below the table's real chances (20-30% early on against about 49% measured), so a
move that looks better in them is often only luckier: the search leaves the heuristic's
move only on a clear paired win (z = 2.5 instead of the default 1).
"""

CONFIDENCE = 2.5
