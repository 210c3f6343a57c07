"""The app's scenes: title, set-up, game, handoff, pause, results, settings, rules."""
