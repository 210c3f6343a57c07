"""Ghostbumpers (I. & M. Brand): trick-taking with a secret scared card.

What it provides (rules/, play/, table/) is declared in one place: its entry in
``ghostparlor/games/__init__.py`` (``REGISTRY``), read through ``ghostparlor.games.part``.
"""
