"""Bots: they receive a seat's View and the legal actions, never the State."""
