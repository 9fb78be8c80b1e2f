"""Player names as the app may draw them: printable text, no lone surrogates, as long as a plate shows.

Names come from disk (settings, autosaves, history rows) and from players; fonts refuse NUL and
UTF-8 refuses lone surrogates, so every stored name passes :func:`clean_name` once, where it is read.
"""

from __future__ import annotations

import unicodedata

#: What a seat plate shows in full; longer names are cut here, once, not at every draw.
MAX_NAME_LENGTH = 24
#: How much of a name is cleaned at all: room for invisible characters and spaces around the shown ones.
LOOKED_AT = 8 * MAX_NAME_LENGTH
#: Unicode categories never drawn: controls, lone surrogates, private use, unassigned.
_DROPPED = frozenset({"Cc", "Cs", "Co", "Cn"})
#: Format characters kept because emoji need them (zero-width joiner, variation selector).
_KEPT_FORMAT = frozenset({"\u200d", "\ufe0f"})


def clean_name(value: object) -> str:
    """``value`` as a drawable name; raises ``ValueError`` if it is not text at all.

    Control characters, lone surrogates and invisible format characters are dropped, runs of
    white space become one space, and the result is cut to :data:`MAX_NAME_LENGTH` characters (only the first
    :data:`LOOKED_AT` characters are read, so any size of text costs the same); a name
    with nothing visible left is empty (the seat then shows its default name).
    """
    if not isinstance(value, str):
        raise ValueError(f"a name must be text, not {type(value).__name__}")
    value = value[:LOOKED_AT]  # cut first: a name of megabytes must not be walked character by character
    kept = (
        " " if ch.isspace() else ch for ch in value
        if ch.isspace() or (
            unicodedata.category(ch) not in _DROPPED
            and (unicodedata.category(ch) != "Cf" or ch in _KEPT_FORMAT)
        )
    )
    name = " ".join("".join(kept).split())[:MAX_NAME_LENGTH].rstrip()
    return name if any(unicodedata.category(ch)[0] in _VISIBLE for ch in name) else ""


#: Unicode category groups a reader sees (letters, numbers, punctuation, symbols): a name made only of
#: joiners, variation selectors or combining marks draws as nothing, which fonts refuse ("zero width").
_VISIBLE = frozenset("LNPS")
