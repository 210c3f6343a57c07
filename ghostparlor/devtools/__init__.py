"""Developer tools: benchmarks, fuzzers, the layout check, soak, tournaments, the simulator.

Nothing of the game's window imports this package; the CLI does."""
