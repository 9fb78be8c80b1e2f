"""JSON from outside (files, history columns, shared games) decoded within a size and a nesting limit.

Python's decoder recurses once per nested list or object, so ``[[[[…`` a few thousand deep raises
``RecursionError`` (or worse, deep in whatever walks the result next).  Here the nesting is measured before
decoding, with regular expressions only (no Python loop over the text): strings are blanked out, then the
innermost brackets are removed ``max_depth`` times; any bracket left is nested too deeply.
"""

from __future__ import annotations

import json
import re
from typing import Any

#: A record is 3 deep, settings 5 (a remembered set-up's seats); nothing of ours comes near this.
MAX_DEPTH = 16
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_INNERMOST = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")
_BRACKET = re.compile(r"[\[\]{}]")


class TooBig(ValueError):
    """More bytes or deeper nesting than anything the app writes."""


def loads(raw: bytes | str, *, max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads(raw)`` for at most ``max_bytes`` of UTF-8 nested at most ``max_depth`` deep; raises
    ``ValueError`` (:class:`TooBig` for size and depth) for anything else."""
    if len(raw) > max_bytes:  # a str's characters are at least as many bytes
        raise TooBig(f"more than {max_bytes} bytes")
    text = raw.decode("utf-8") if isinstance(raw, bytes) else raw  # UnicodeDecodeError is a ValueError
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise TooBig(f"more than {max_bytes} bytes")
    if depth_exceeds(text, max_depth):
        raise TooBig(f"nested deeper than {max_depth}")
    try:
        return json.loads(text)
    except RecursionError as error:  # cannot happen after the depth check; a gate never lets it out
        raise TooBig("nested too deeply") from error


def depth_exceeds(text: str, max_depth: int) -> bool:
    """Whether the JSON ``text`` nests lists and objects more than ``max_depth`` deep (unbalanced brackets
    count as too deep: such text is no JSON anyway)."""
    skeleton = _STRING.sub('""', text)
    for _ in range(max_depth):
        skeleton, removed = _INNERMOST.subn("", skeleton)
        if not removed:
            break
    return _BRACKET.search(skeleton) is not None
