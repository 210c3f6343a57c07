"""Ghosts (Reiner Knizia): shedding cards onto a pile whose fear level may never pass 7."""
