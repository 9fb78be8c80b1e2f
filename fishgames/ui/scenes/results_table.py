"""The results table's columns, each as wide as its widest header or cell, in the language shown (issue 29).

At 150 % on a 800 × 480 panel every text is drawn at the panel's floor (24 logical px): columns spaced for the
1280 × 720 design ran their headers into each other ("Gefangen" into "Durch −3"), and cutting a header with an
ellipsis hid what its column means.  So the columns right of the names (the score and the game's own) are laid
out from what they hold, in this order until one fits beside the names:

1. each header on one line, each column at least as wide as the design's (the 1280 × 720 look);
2. every header wider than its cells that has two words (or a hyphenated word) on two lines;
3. both again in a wider panel;
4. compact: the headers on two staggered lines, each column as wide as its cells, a header reaching over its
   right neighbour's column (whose header is on the other line).

The names take the room left (:func:`Table.name_room`), shrinking to fit it; each fits whole at its smallest
size where any arrangement above allows, and only where none does are the longest cut (at :data:`NAME_ROOM`).  Measured with ``theme.width``,
as the screen draws (the legible floor included), so the layout holds at every size and UI scale.
"""

from __future__ import annotations

from dataclasses import dataclass

from fishgames.ui import theme

#: The least room between two columns' texts (logical px).
GAP = 16
#: The room between the names and the score column.
NAME_GAP = 20
#: Where the texts of the last column end, from the panel's right edge (the copy buttons' margin).
RIGHT = 32
#: The names keep at least this much room (or their widest's, if less) before the panel grows or goes compact.
NAME_ROOM = 200


@dataclass(frozen=True)
class Column:
    x: int  # left edge of its texts, in the panel
    header: tuple[str, ...]  # the header's lines
    line: int = 0  # compact: the header's line (0 upper, 1 lower); else its first line's, counted from the top


@dataclass(frozen=True)
class Table:
    panel_w: int
    x_name: int
    columns: tuple[Column, ...]  # the score's, then the game's own
    lines: int  # the header block's lines
    compact: bool = False

    def name_room(self) -> int:
        return self.columns[0].x - NAME_GAP - self.x_name


def header_forms(text: str, size: int) -> list[tuple[str, ...]]:
    """``text`` on one line, and on two where it breaks (at a space, or after a hyphen): the narrowest split."""
    forms = [(text,)]
    splits = [(text[:i], text[i + 1:]) for i, c in enumerate(text) if c == " "]
    splits += [(text[:i + 1], text[i + 1:]) for i, c in enumerate(text) if c == "-" and 0 < i < len(text) - 1]
    splits = [(a.strip(), b.strip()) for a, b in splits if a.strip() and b.strip()]
    if splits:
        forms.append(min(splits, key=lambda ab: max(width(ab[0], size), width(ab[1], size))))
    return forms


def width(text: str, size: int) -> int:
    return theme.width(text, size, True)


def lines_width(lines: tuple[str, ...], size: int) -> int:
    return max(width(line, size) for line in lines)


def lay_out(headers: list[str], cells: list[int], prefs: list[int], x_name: int, x_score: int, name_w: int,
            panel_widths: tuple[int, ...], size: int) -> Table:
    """The columns right of the names: ``headers`` (the score's first), ``cells`` their widest cell's width,
    ``prefs`` the design's widths; the design puts the first at ``x_score``.  ``name_w``: the widest name at the
    smallest size it may shrink to (or the names' header, if wider);
    ``panel_widths``: the design's panel width, then the widest it may grow to; ``size``: the headers' size."""
    forms = [header_forms(text, size) for text in headers]
    for name_need, panel_w in ((need, w) for need in dict.fromkeys((name_w, min(name_w, NAME_ROOM)))
                               for w in panel_widths):  # every name whole first; else NAME_ROOM, the rest cut
        right = panel_w - RIGHT
        chosen = [f[0] for f in forms]
        for wrapped in (False, True):  # wrapped: every header wider than its cells that breaks, alike
            if wrapped:
                chosen = [f[-1] if lines_width(f[0], size) > cell else f[0] for f, cell in zip(forms, cells, strict=True)]
            needs = [max(cell, lines_width(lines, size)) for cell, lines in zip(cells, chosen, strict=True)]
            for padded in (True, False):  # the design's widths where they hold, else each its need
                widths = [max(pref, need + GAP) if padded else need + GAP
                          for pref, need in zip(prefs, needs, strict=True)]
                # at the design's place, or right of it as far as the names need and the panel's edge allows
                start = min(right - sum(widths[:-1]) - needs[-1], max(x_score, x_name + NAME_GAP + name_need))
                if start - NAME_GAP - x_name >= name_need:
                    return _table(panel_w, x_name, start, widths, chosen)
    return _compact(headers, cells, x_name, panel_widths[-1], size)


def _table(panel_w: int, x_name: int, start: int, widths: list[int], chosen: list[tuple[str, ...]]) -> Table:
    """The columns from ``start``, ``widths`` apart, their headers' last lines on the block's last line."""
    lines = max(len(h) for h in chosen)
    xs = [start + sum(widths[:i]) for i in range(len(widths))]
    columns = tuple(Column(x, h, lines - len(h)) for x, h in zip(xs, chosen, strict=True))
    return Table(panel_w, x_name, columns, lines)


def _compact(headers: list[str], cells: list[int], x_name: int, panel_w: int, size: int) -> Table:
    """Staggered headers: column ``i``'s on line ``i % 2``, each reaching over the next column (whose header is on
    the other line) up to the next header on its own line; the columns as wide as their cells."""
    heads = [width(text, size) for text in headers]
    xs = [0]
    for i in range(1, len(headers)):  # after its left neighbour's cells, and GAP after the header two to the left
        xs.append(max(xs[i - 1] + cells[i - 1] + GAP, xs[i - 2] + heads[i - 2] + GAP if i >= 2 else 0))
    end = max(x + max(cell, head) for x, cell, head in zip(xs, cells, heads, strict=True))
    start = panel_w - RIGHT - end
    columns = tuple(Column(start + x, (text,), i % 2) for i, (x, text) in enumerate(zip(xs, headers, strict=True)))
    return Table(panel_w, x_name, columns, 2, compact=True)
