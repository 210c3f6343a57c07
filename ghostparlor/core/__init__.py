"""The rules layer: pure Python, never imports pygame.

Every game implements the protocol in :mod:`ghostparlor.core.protocol`; the
:class:`~ghostparlor.core.match.Match` drives it, samples chance and keeps the
record.
"""
