"""ghostparlor: a desktop parlor of five ghost-themed tabletop games."""

__version__ = "0.1.0"
