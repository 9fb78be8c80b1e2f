"""A private X server for tests that need real windows (Xvfb on a free display it picks itself), with
``xwd`` screenshots and ``xdotool`` clicks: the real-window tests and the WebKit phones."""

from __future__ import annotations

import os
import struct
import subprocess
import time

import pytest

#: Set to a display number (``:75``) or a range of them (``:70-79``) to start every Xvfb on the first of them
#: that is free, instead of on one Xvfb picks itself: one number serves one X server at a time (the WebKit
#: phones are two at once, and ``-n 2`` runs two workers: give a range).
FIXED_DISPLAY = "FISHGAMES_TEST_XDISPLAY"


def fixed_displays() -> list[int]:
    """The display numbers :data:`FIXED_DISPLAY` names (``:70``, ``:70-79``), in order; [] if unset."""
    first, _, last = os.environ.get(FIXED_DISPLAY, "").lstrip(":").partition("-")
    if not first.isdigit():
        return []
    last = last.lstrip(":")
    return list(range(int(first), int(last if last.isdigit() else first) + 1))


class XServer:
    """A private Xvfb of ``size`` on a free display it picks itself, optionally with matchbox."""

    def __init__(self, size: tuple[int, int], wm: bool):
        self.size, self.wm = size, wm
        self.processes: list[subprocess.Popen] = []
        self.display = ""

    def __enter__(self) -> XServer:
        numbers = fixed_displays()
        if numbers:  # display numbers this machine gave the caller (several engineers on one machine)
            for number in numbers:  # the first one free: two WebKit phones, two xdist workers take two
                if self._start(f":{number}"):
                    return self._window_manager()
            pytest.skip(f"Xvfb could not start any of {FIXED_DISPLAY}'s displays {numbers}")
        # Xvfb picks a free display itself and writes its number once it is ready (-displayfd): two test
        # workers never start on one number (a lock file checked first is a race: the loser's server dies
        # after the check, and it would go on using the winner's display).
        if not self._start(None):
            pytest.skip("Xvfb could not start a display")
        return self._window_manager()

    def _start(self, display: str | None) -> bool:
        """Xvfb on ``display`` (None: a free one it picks), waited for until it is ready: False if it could not
        start (that display is taken: Xvfb's own lock file decides, so two tests never share one)."""
        read_end, write_end = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", *([display] if display else []), "-displayfd", str(write_end),
                                 "-screen", "0", f"{self.size[0]}x{self.size[1]}x24", "-nolisten", "tcp"],
                                pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as ready:
            number = ready.readline().strip()  # empty if Xvfb could not start
        if not number.isdigit() or xvfb.poll() is not None:
            xvfb.kill()
            xvfb.wait()
            return False
        self.processes.append(xvfb)
        self.display = f":{number}"
        return True

    def _window_manager(self) -> XServer:
        if self.wm:
            self.processes.append(subprocess.Popen(["matchbox-window-manager", "-use_titlebar", "no"],
                                                   env=self.env(), stdout=subprocess.DEVNULL,
                                                   stderr=subprocess.DEVNULL))
            time.sleep(0.5)
        return self

    def env(self) -> dict:
        return {**os.environ, "DISPLAY": self.display}

    def __exit__(self, *exc) -> None:
        for process in reversed(self.processes):
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()

    def screenshot(self) -> Screenshot:
        data = subprocess.run(["xwd", "-root", "-silent"], env=self.env(), capture_output=True, check=True,
                              timeout=20).stdout
        return Screenshot(data)

    def click(self, x: int, y: int) -> None:
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], env=self.env(), check=True,
                       timeout=20)


class Screenshot:
    """An ``xwd`` dump of the root window (ZPixmap, 24/32 bits per pixel, as Xvfb writes it)."""

    def __init__(self, data: bytes):
        header = struct.unpack(">25I", data[:100])
        header_size, pixmap_format, depth = header[0], header[2], header[3]
        self.width, self.height = header[4], header[5]
        byte_order, bits_per_pixel, self.stride = header[7], header[11], header[12]
        ncolors = header[19]
        assert pixmap_format == 2 and depth == 24 and bits_per_pixel in (24, 32), header
        self.little = byte_order == 0
        self.bytes = bits_per_pixel // 8
        self.pixels = data[header_size + 12 * ncolors:]

    def at(self, x: int, y: int) -> tuple[int, int, int]:
        offset = y * self.stride + self.bytes * x
        pixel = self.pixels[offset:offset + self.bytes]
        return (pixel[2], pixel[1], pixel[0]) if self.little else tuple(pixel[-3:])

    def edge_points(self, step: int = 8):
        w, h = self.width, self.height
        for x in range(0, w, step):
            yield x, 0
            yield x, h - 1
        for y in range(0, h, step):
            yield 0, y
            yield w - 1, y
