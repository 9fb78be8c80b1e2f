"""The tests' private X servers (``tests/ui/xserver.py``): where a machine hands out display numbers
(``FISHGAMES_TEST_XDISPLAY``), two servers at once — the two WebKit phones of a game — take two of them."""

from __future__ import annotations

import shutil

import pytest

from tests.ui.xserver import FIXED_DISPLAY, XServer, fixed_displays


@pytest.mark.parametrize(("given", "numbers"), [("", []), (":75", [75]), ("75", [75]), (":70-73", [70, 71, 72, 73]),
                                                (":70-:71", [70, 71]), ("any", [])])
def test_the_display_numbers_given(given, numbers, monkeypatch):
    monkeypatch.setenv(FIXED_DISPLAY, given)
    assert fixed_displays() == numbers


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb (apt: xvfb)")
def test_two_servers_at_once_run_on_two_displays():
    """With a range given, the second server takes the next free number, not the first one's (it could not
    start there, and its phone's tests were skipped); without one, Xvfb picks two free numbers itself."""
    if len(fixed_displays()) == 1:
        pytest.skip(f"{FIXED_DISPLAY} names one display: two servers cannot run at once")
    try:
        with XServer((64, 64), wm=False) as first, XServer((64, 64), wm=False) as second:
            assert first.display != second.display
            assert all(process.poll() is None for process in first.processes + second.processes)
    except pytest.skip.Exception as skipped:
        pytest.fail(f"the second X server did not start: {skipped}")
