"""A freed picture's memory goes back to the system (``fishgames.ui.heap``, issue 33: memory at 1920 × 1080)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

#: Pictures of growing size drawn and dropped, each with a small one kept after it (a label, a glyph): as
#: drawing a backdrop at the screen's pixels makes and drops its layers.  Prints the resident MB it grew by.
SCENARIO = textwrap.dedent("""
    import os, pygame
    from fishgames.ui import heap
    if {fixed}:
        assert heap.return_big_blocks()
    def rss():
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    big = pygame.Surface((1920, 1080)); big.fill((1, 2, 3)); del big  # the first big picture freed
    kept, before = [], rss()
    for n in range(24):
        layer = pygame.Surface((1000 + 40 * n, 1000)); layer.fill((n, 2, 3))
        label = pygame.Surface((64, 20)); label.fill((3, 2, 1)); kept.append(label)
        del layer
    print(rss() - before)
""")


def _grown(fixed: bool) -> float:
    result = subprocess.run([sys.executable, "-c", SCENARIO.format(fixed=fixed)], capture_output=True, text=True,
                            env={"SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}, check=True)
    return float(result.stdout.split()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc (Linux) only")
def test_pictures_drawn_and_dropped_leave_no_memory_behind():
    """24 layers of 4-8 MB made and dropped: with the threshold fixed the process holds less than one more."""
    assert _grown(fixed=True) < 4
