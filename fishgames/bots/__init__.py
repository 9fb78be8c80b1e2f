"""Computer opponents: the one bot base, the random baseline, and the UI-side scheduler."""

from fishgames.bots.protocol import Bot
from fishgames.bots.random_bot import RandomBot, levels

__all__ = ["Bot", "RandomBot", "levels"]
