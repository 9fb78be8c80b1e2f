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
