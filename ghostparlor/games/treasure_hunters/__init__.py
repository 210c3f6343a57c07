"""Ghost Fightin' Treasure Hunters (B. Yu): co-operative board game, jewels and ghosts."""
