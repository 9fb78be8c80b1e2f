"""A table's log line of words a seat said (:class:`Said`), apart from the lines of the game's events."""

from __future__ import annotations


class Said(str):
    """A log line of words a seat said in a bubble (a bot's reason, a note).  Table-side only: the game
    record does not hold them, so Continue rebuilds the event lines of the log but not these
    (:attr:`fishgames.ui.table.TableScene.event_lines` is the part Continue restores exactly)."""

    __slots__ = ()
