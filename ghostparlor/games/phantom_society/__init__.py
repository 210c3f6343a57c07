"""The Phantom Society (Colombier & Marly): hidden ghosts in a 6x6 manor, teams.

What it provides (rules/, play/, table/) is declared in one place: its entry in
``ghostparlor/games/__init__.py`` (``REGISTRY``), read through ``ghostparlor.games.part``.
"""
