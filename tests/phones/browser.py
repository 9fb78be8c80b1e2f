"""Phones in a real browser for tests, over loopback, in three engines (:data:`ENGINES`): Debian's headless
chromium through chromedriver; Firefox over WebDriver BiDi (``tests/phones/firefox.py``); WebKit, Safari's
engine, as WebKitGTK through WebKitWebDriver (``tests/phones/webkit.py``).  Each gives a driver with the same
few Selenium calls, so one scenario runs in all three.

A browser is slow to start (seconds), so a test module keeps its phones for all its tests (each test opens
its own table's address: another port, so another origin with its own ``localStorage``).  What a page must
wait for, it waits for inside the page (:data:`TAP`, :func:`until`), on a thread of its own, while the test's
thread steps the table's frames (:func:`beside`): the table never waits for a phone, and nobody sleeps a fixed
time.
"""

from __future__ import annotations

import http.server
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from tests.phones import firefox, webkit
from tests.phones.client import WALL_LIMIT
from tests.ui.driver import frames
from tests.ui.unpainted import unpainted

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
HAVE_BROWSER = bool(CHROMIUM and CHROMEDRIVER)
PORTRAIT, LANDSCAPE = (360, 740), (740, 360)  # a small phone's screen in CSS pixels, both ways round
#: chromium plays a phone as closely as it can (no real phone here): a touch screen at density 3 with a mobile
#: Chrome's user agent; chromedriver then taps (touch events) where the tests click, the other engines click
DENSITY = 3
MOBILE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
                "Chrome/120.0.0.0 Mobile Safari/537.36")

#: The page's own wait: resolves ``done`` with what ``check()`` returns once that is truthy, or with
#: ``null`` after ``timeout`` ms; the check runs on every change of the page and on a short interval.
_WAIT = """
const done = arguments[arguments.length - 1], timeout = arguments[arguments.length - 2];
const began = Date.now();
function look() {
  let got = null;
  try { got = check(); } catch (e) { got = null; }
  if (got) return done(got);
  if (Date.now() - began > timeout) return done(null);
  setTimeout(look, 15);
}
"""

#: One decision as a player makes it, once the page offers one: tap a choice, and the next one the page then
#: offers, until the move is sent.  Resolves "sent", "over" (the game ended) or null (nothing to do within the
#: timeout).  ``arguments[0]``: random numbers in [0, 1) to pick with, one per step.
TAP = _WAIT + """
const picks = arguments[0];
function enabled() { return [...document.querySelectorAll('#choices button:not([disabled])')]; }
function check() {
  const turn = document.getElementById('turn');
  if (!document.getElementById('ended').hidden || turn.classList.contains('over')) return 'over';
  if (document.getElementById('game').hidden || !turn.classList.contains('yours')) return null;
  for (let step = 0; step < picks.length; step++) {
    const buttons = enabled();
    if (buttons.length === 0) return step ? 'sent' : null;
    buttons[Math.floor(picks[step] * buttons.length) % buttons.length].click();
    if (document.querySelector('#choices button.sent')) return 'sent';
  }
  return null;
}
look();
"""


def browser(size: tuple[int, int], lang: str):
    """A headless chromium as a phone: ``size`` in CSS pixels at :data:`DENSITY`, touch, a mobile user agent,
    in ``lang``."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="fishgames-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                 "--disable-extensions", f"--user-data-dir={profile}", f"--lang={lang}"):
        options.add_argument(flag)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": DENSITY, "touch": True, "mobile": True},
        "userAgent": MOBILE_AGENT})
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.profile = profile
    driver.touch = True  # chromedriver's clicks are touches on an emulated touch screen
    driver.phone_like = True  # and a phone as far as the page can tell (density, touch points, user agent)
    driver.set_script_timeout(WALL_LIMIT)
    first_loopback_page(driver)
    return driver


def first_loopback_page(driver) -> None:
    """The phone opens one loopback page before any test does.  chromium's first page on a new site gets a
    renderer of its own, and that page's first document sometimes comes up before chromedriver has put the
    touch screen in force there (``navigator.maxTouchPoints`` 0: seen in 5 of 12 fresh phones); later pages of
    the site keep it.  Without this, whichever test of a module ran first met a phone that was not one (the
    Go Fish test opens its link twice and never saw it; ``test_a_phone_joins_and_decides`` run alone did)."""
    class Empty(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server's name
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<!doctype html><title>phone</title>")

        def log_message(self, *args):
            pass

    with http.server.HTTPServer(("127.0.0.1", 0), Empty) as server:
        served = threading.Thread(target=server.handle_request, daemon=True)
        served.start()
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/")
        served.join()
    driver.get("about:blank")


def quit_browser(driver) -> None:
    driver.quit()
    shutil.rmtree(driver.profile, ignore_errors=True)


def resize(driver, size: tuple[int, int]) -> None:
    """The phone turned (or another phone): the page laid out at ``size`` CSS pixels, at its density."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": DENSITY, "mobile": True,
        "screenOrientation": {"type": "portraitPrimary" if size[0] < size[1] else "landscapePrimary",
                              "angle": 0 if size[0] < size[1] else 90}})


@dataclass(frozen=True)
class Engine:
    """A browser engine the phone page is tested in: how a phone starts in it, turns, and ends."""

    name: str
    missing: str  # why it cannot run here; "" where it can
    start: Callable  # (size, lang) -> a driver with the Selenium calls the tests make
    resize: Callable  # (driver, size)
    quit: Callable  # (driver)
    speaks_language: bool = True  # the phone's language can be set; else its player picks it on the page


ENGINES = {engine.name: engine for engine in (
    Engine("chromium", "" if HAVE_BROWSER else "needs Debian's chromium and chromium-driver (.ci/run installs them)",
           browser, resize, quit_browser),
    Engine("firefox", "" if firefox.FIREFOX else "needs Debian's firefox-esr (.ci/run installs it)",
           firefox.FirefoxPhone, firefox.FirefoxPhone.resize, firefox.FirefoxPhone.quit),
    Engine("webkit", f"needs {', '.join(webkit.MISSING)} (apt: webkit2gtk-driver, xvfb; .ci/run installs them)"
           if webkit.MISSING else "", webkit.webkit_browser, webkit.webkit_resize, webkit.quit_webkit,
           speaks_language=webkit.SPEAKS_LANGUAGE),
)}


def until(driver, check_js: str, timeout_ms: int = 20_000):
    """Wait inside the page until ``check_js`` (an expression) is truthy; its value, or None at the timeout."""
    return driver.execute_async_script(_WAIT + f"function check() {{ return {check_js}; }}\nlook();", timeout_ms)


class beside:
    """Run ``fn`` on a thread of its own while the test's thread steps the table's frames; ``.result``.

    ``with beside(app, fn): ...`` — or :meth:`wait` to step frames until it is done (a failure in ``fn`` is
    raised in the test's thread)."""

    def __init__(self, app, fn, *args):
        self.app, self.result, self.error = app, None, None
        self._thread = threading.Thread(target=self._run, args=(fn, *args), daemon=True)
        self._thread.start()

    def _run(self, fn, *args) -> None:
        try:
            self.result = fn(*args)
        except BaseException as error:  # noqa: BLE001 - handed to the test's thread
            self.error = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, what: str):
        """Step frames until ``fn`` is done; its result."""
        step_until(self.app, lambda: self.done, what)
        return self.get()

    def get(self):
        self._thread.join(WALL_LIMIT)
        if self.error is not None:
            raise self.error
        return self.result


def step_until(app, done, what: str) -> None:
    """Step the table's frames until ``done()`` (cheap: no browser round trip in it).  No pixel of these frames
    is looked at (screenshots draw the table afresh): they are drawn unpainted."""
    began = time.monotonic()
    with unpainted(app):
        while not done():
            frames(app, 1)
            time.sleep(0.001)  # let the server's and the browsers' threads run
            if time.monotonic() - began > WALL_LIMIT:
                raise AssertionError(f"gave up waiting for {what}")


def page_until(app, driver, check_js: str, what: str):
    """Frames step while the page waits for ``check_js``; its value (the test fails at the timeout)."""
    got = beside(app, until, driver, check_js).wait(what)
    assert got, f"gave up waiting for {what}"
    return got


def shots_folder() -> Path | None:
    """Where screenshots go (``FISHGAMES_PHONE_SHOTS``, a folder), to be looked at; None: not taken."""
    folder = os.environ.get("FISHGAMES_PHONE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return Path(folder)
    return None


def save_all(table, phones, folder: Path, moment: str, engine: str = "chromium") -> None:
    for index, phone in enumerate(phones):
        phone.save_screenshot(str(folder / f"{table.spec.name}-{engine}-phone{index}-{moment}.png"))
    surface = pygame.Surface(table.app.size)
    table.draw(surface)
    pygame.image.save(surface, str(folder / f"{table.spec.name}-table-{moment}.png"))
