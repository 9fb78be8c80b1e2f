"""Logs scroll by whole lines: the move log on every table and the in-game menu's (and rules') scroll view
never show a part of a line at the top or the bottom, at any length and any scroll position.

Checked on what is drawn, not on the widgets' own arithmetic: every text line blitted must land whole
inside the clip and the panel, nothing may be painted over it afterwards (the old fade hid half of the top
line), and a scroll view may only show rows of its content that hold whole lines.
"""

from __future__ import annotations

import types

import pygame
import pytest

from fishgames.ui import theme, widgets
from fishgames.ui.input import Pointer
from fishgames.ui.scenes import scroll


@pytest.fixture(scope="module", autouse=True)
def _pygame():  # like test_art: fonts stay open for the rest of the session
    pygame.init()


class Spy(pygame.Surface):
    """A surface that remembers every blit: (source, drawn rect before clipping, visible part)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.blits: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect, pygame.Rect | None]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        size = pygame.Rect(area).size if area is not None else source.get_size()
        full = pygame.Rect(round(x), round(y), *size)
        clip = self.get_clip()
        self.blits.append((source, full, full.clip(clip), None if area is None else pygame.Rect(area)))
        return super().blit(source, dest, area, special_flags)


@pytest.fixture
def texts(monkeypatch):
    """ids of the surfaces theme.text hands out (the log's lines), with their text."""
    made: dict[int, str] = {}
    original = theme.text

    def text(value, *args, **kwargs):
        img = original(value, *args, **kwargs)
        made[id(img)] = value
        return img

    monkeypatch.setattr(theme, "text", text)
    return made


def drawn_lines(log: widgets.MoveLogPanel, texts: dict[int, str]) -> list[str]:
    surface = Spy((log.rect.right + 20, log.rect.bottom + 20), pygame.SRCALPHA)
    log.draw(surface)
    lines, covered = [], []
    for source, full, visible, _ in surface.blits:
        if id(source) in texts and visible.h > 0:
            assert visible == full, f"line {texts[id(source)]!r} is cut: {full} shown as {visible}"
            assert log.rect.contains(full), f"line {texts[id(source)]!r} sticks out of the panel {log.rect}"
            lines.append((texts[id(source)], full))
        elif lines:  # anything painted after the text (a fade) must not lie over a line
            covered.append(full)
    for text, rect in lines:
        assert not any(rect.colliderect(c) for c in covered), f"line {text!r} is painted over"
    return [text for text, _ in sorted(lines, key=lambda line: line[1].y)]


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4, 5, 7, 9, 13, 30])
@pytest.mark.parametrize("rect", [(0, 0, 300, 120), (1020, 354, 252, 358), (10, 10, 260, 211)])
def test_the_move_log_shows_whole_consecutive_lines_at_every_scroll_position(texts, count, rect):
    lines = [f"Zeile {i}" for i in range(count)]
    log = widgets.MoveLogPanel(rect, lines)
    lh = log.line_height
    seen_first: list[str] = []
    for dy in [0] + [7] * 160:  # scrolled up 7 px at a time (a slow drag), to the oldest line
        log.scroll_by(dy)
        shown = drawn_lines(log, texts)
        if not lines:
            assert shown == []
            continue
        start = lines.index(shown[0])
        assert shown == lines[start:start + len(shown)], "the drawn lines are not consecutive"
        fits = (log.rect.h - 2 * log.pad) // lh
        assert len(shown) == min(count, fits), "the view shows fewer whole lines than fit"
        seen_first.append(shown[0])
    if lines:
        assert seen_first[0] == lines[max(0, count - (log.rect.h - 2 * log.pad) // lh)]  # at rest: the newest
        assert seen_first[-1] == lines[0]  # scrolled all the way: the oldest


def test_a_drag_moves_the_log_by_whole_lines_and_new_lines_keep_the_view(texts):
    log = widgets.MoveLogPanel((0, 0, 300, 200), [f"Zeile {i}" for i in range(30)])
    lh = log.line_height
    before = drawn_lines(log, texts)
    log.handle(Pointer("down", (100, 50), (100, 50), "touch"))
    log.handle(Pointer("drag", (100, 50 + lh // 3), (100, 50), "touch"))  # a third of a line: nothing moves
    assert drawn_lines(log, texts) == before
    log.handle(Pointer("drag", (100, 50 + 2 * lh), (100, 50), "touch"))  # two lines
    after = drawn_lines(log, texts)
    assert after[0] == f"Zeile {int(before[0].split()[1]) - 2}"
    log.handle(Pointer("up", (100, 50 + 2 * lh), (100, 50), "touch"))
    log.set_lines(log.lines + ["neu", "noch eine"])
    assert drawn_lines(log, texts) == after


# -- the scroll view of the in-game menu's log and the rules ----------------------------------------------------

@pytest.fixture
def spied_scroll(monkeypatch):
    """scroll.py's content surfaces record where each line goes, so the test knows every line's rows."""
    shim = types.SimpleNamespace(**{k: getattr(pygame, k) for k in dir(pygame) if not k.startswith("__")})
    shim.Surface = Spy
    monkeypatch.setattr(scroll, "pygame", shim)


def line_spans(view: scroll.ScrollView) -> list[tuple[int, int]]:
    return [(full.top, full.bottom) for _, full, _, _ in view.content.blits]


def shown_area(view: scroll.ScrollView) -> pygame.Rect:
    target = Spy((1400, 900), pygame.SRCALPHA)
    view.draw(target)
    (source, full, visible, area), *_ = target.blits
    assert source is view.content and visible == full  # drawn into its rect, not clipped by the screen
    return area


@pytest.mark.parametrize("height", [97, 120, 233, 480])
@pytest.mark.parametrize("count", [1, 4, 9, 40])
def test_the_scroll_view_shows_only_whole_lines_while_dragged_or_paged(spied_scroll, height, count):
    view = scroll.ScrollView(pygame.Rect(100, 100, 600, height))
    blocks = [(f"Runde {i}: Anna fängt 3, Ben fängt 2 — eine lange Zeile, die umbricht, "
               f"weil sie nicht in eine Zeile passt", theme.SMALL, theme.CREAM, i % 3 == 0) for i in range(count)]
    view.set_lines(blocks, theme.SMALL)
    spans = line_spans(view)

    def check():
        area = shown_area(view)
        assert area.h <= height
        inside = [s for s in spans if area.top <= s[0] and s[1] <= area.bottom]
        cut = [s for s in spans if s not in inside and s[0] < area.bottom and s[1] > area.top]
        assert not cut, f"lines {cut} are cut by the view {area.top}..{area.bottom}"
        later = [s for s in spans if s[0] >= area.top and s not in inside]
        assert not later or later[0][1] - area.top > height, "a line that fits is left out"

    check()
    view.handle(Pointer("down", (300, 150), (300, 150), "touch"))
    for y in range(150, 150 - 600, -11):  # dragging up: older text moves out, 11 px at a time
        view.handle(Pointer("drag", (300, y), (300, 150), "touch"))
        check()
    view.handle(Pointer("up", (300, y), (300, 150), "touch"))
    for _ in range(6):
        view.scroll_by(-view.page)
        for _ in range(3):  # mid-animation too
            view.update(0.02)
            check()
    view.set_lines(blocks, theme.SMALL, keep_bottom=True)
    check()
    assert shown_area(view).bottom == spans[-1][1]  # kept at the bottom: the last line is shown whole


def test_the_log_wraps_its_lines_again_whenever_they_or_its_width_change():
    """The wrapped rows are kept between frames (a long game's log has hundreds of lines); any change to
    the lines, also one made in place, or to the panel's width, wraps them again."""
    long = "Anna legt den blauen Hecht an und nimmt die ganze Reihe " * 3
    log = widgets.MoveLogPanel((0, 0, 300, 400), ["eins", "zwei"])
    assert log._rows() == ["eins", "zwei"]
    log.lines.append("drei")  # in place
    assert log._rows() == ["eins", "zwei", "drei"]
    log.lines[0] = long  # in place, same length
    wrapped = log._rows()
    assert len(wrapped) > 3 and wrapped[-2:] == ["zwei", "drei"]
    log.rect.w = 600
    assert len(log._rows()) < len(wrapped)
    log.set_lines([])
    assert log._rows() == []
