"""Dont Go In There, headless play: the bots, their search hooks and rollouts, the coach."""
