"""Don't Go In There (Chin & Nerger): worker placement in haunted rooms, curses and dice.

What it provides (rules/, play/, table/) is declared in one place: its entry in
``ghostparlor/games/__init__.py`` (``REGISTRY``), read through ``ghostparlor.games.part``.
"""
