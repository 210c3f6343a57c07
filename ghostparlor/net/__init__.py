"""Play across machines (issue 47): a host holds the game, each client only its seat.

Headless (no pygame): :mod:`wire` turns what a seat may know into JSON and back,
:mod:`messages` is the versioned message format and its checks, :mod:`host` runs one
table whatever carries its messages, :mod:`server` carries them over WebSocket for many
tables and keeps every table in SQLite (:mod:`store`), :mod:`client` is the other end
(a thread beside the window) and :mod:`remote` the session and feed a game scene plays
through. docs/network.md describes the protocol and how to host, join and serve.
"""
