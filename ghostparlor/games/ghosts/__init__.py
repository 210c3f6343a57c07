"""Ghosts (Reiner Knizia): shedding cards onto a pile whose fear level may never pass 7.

What it provides (rules/, play/, table/) is declared in one place: its entry in
``ghostparlor/games/__init__.py`` (``REGISTRY``), read through ``ghostparlor.games.part``.
"""
