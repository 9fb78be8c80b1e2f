"""Errors the rules core raises; each carries a translation key, never a sentence."""


class IllegalAction(Exception):
    """An action that the rules forbid right now.

    ``reason_key`` is a translation key (``error.*``) and ``params`` fill its
    placeholders, so the UI can show the reason in the player's language.  The state
    that raised it is guaranteed unchanged.
    """

    def __init__(self, reason_key: str, **params):
        super().__init__(f"{reason_key} {params}" if params else reason_key)
        self.reason_key = reason_key
        self.params = params


class DamagedRecord(ValueError):
    """A saved record that does not replay: an illegal action, or a chance outcome that is not what
    the game's seeded stream draws at that point (an edited save trying to buy a better roll)."""

    def __init__(self, index: int, detail: str):
        super().__init__(f"action {index}: {detail}")
        self.index = index
