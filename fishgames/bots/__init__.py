"""Computer opponents: the protocol, the random baseline, and the UI-side scheduler."""

from fishgames.bots.protocol import Bot
from fishgames.bots.random_bot import RandomBot

__all__ = ["Bot", "RandomBot"]
