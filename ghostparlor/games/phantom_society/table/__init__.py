"""Phantom Society, on screen (pygame): the table, its panels, diagrams and player aids."""
