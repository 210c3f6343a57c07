"""Dont Go In There, on screen (pygame): the table, its panels, diagrams and player aids."""
