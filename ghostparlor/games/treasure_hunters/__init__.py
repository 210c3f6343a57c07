"""Ghost Fightin' Treasure Hunters (B. Yu): co-operative board game, jewels and ghosts.

What it provides (rules/, play/, table/) is declared in one place: its entry in
``ghostparlor/games/__init__.py`` (``REGISTRY``), read through ``ghostparlor.games.part``.
"""
