"""Computer opponents: the one bot base, the random baseline, and the UI-side scheduler."""

from fishgames.bots.budgets import kiosk_levels
from fishgames.bots.protocol import Bot
from fishgames.bots.random_bot import RandomBot, levels

__all__ = ["Bot", "RandomBot", "kiosk_levels", "levels"]
