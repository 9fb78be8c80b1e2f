"""fishgames: five fishing-themed tabletop games for the family table."""

__version__ = "0.1.0"
