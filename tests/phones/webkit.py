"""A phone in WebKit (Safari's engine): Debian's WebKitGTK MiniBrowser through WebKitWebDriver and Selenium.

WebKitGTK has no headless mode, so each phone gets a private Xvfb (``tests/ui/xserver.py``: a free display it
picks itself, or the first free one of ``FISHGAMES_TEST_XDISPLAY``'s range, such as ``:70-79``).  MiniBrowser's tool bar would keep its window at least 447 px wide; a GTK style sheet of the
phone's own (``XDG_CONFIG_HOME``) shrinks the bar to a sliver, and the window is sized so that the page gets
exactly the phone's CSS pixels, at density 2 (``GDK_SCALE``).  WebKitGTK takes its language from the system's
locale, which a test cannot set where only C is installed: :data:`SPEAKS_LANGUAGE` says whether it can.
"""

from __future__ import annotations

import locale
import shutil
import tempfile
from pathlib import Path

from tests.phones.client import WALL_LIMIT
from tests.ui.xserver import XServer

WEBKIT_DRIVER = shutil.which("WebKitWebDriver")
MINIBROWSER = next((str(path) for path in Path("/usr/lib").glob("*/webkit2gtk-4.*/MiniBrowser")), None)
MISSING = [what for what, there in (("WebKitWebDriver", WEBKIT_DRIVER), ("MiniBrowser", MINIBROWSER),
                                    ("Xvfb", shutil.which("Xvfb"))) if not there]
DENSITY = 2
#: The tool bar as thin as GTK lets it be (it cannot be hidden): no padding, no minimum sizes, 1 px text.
THIN_BAR = ("headerbar, headerbar *, toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0;"
            " margin: 0; border-width: 0; font-size: 1px; }\n")


def _has_locale(name: str) -> bool:
    before = locale.setlocale(locale.LC_MESSAGES)
    try:
        locale.setlocale(locale.LC_MESSAGES, name)
    except locale.Error:
        return False
    finally:
        locale.setlocale(locale.LC_MESSAGES, before)
    return True


LOCALES = {"de": "de_DE.UTF-8", "en": "en_GB.UTF-8"}
SPEAKS_LANGUAGE = all(_has_locale(name) for name in LOCALES.values())


def webkit_browser(size: tuple[int, int], lang: str):
    """A WebKitGTK window showing ``size`` CSS pixels, in ``lang`` where the system has its locale."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.service import Service

    screen = XServer((DENSITY * 1000, DENSITY * 1000), wm=False).__enter__()
    config = tempfile.mkdtemp(prefix="fishgames-webkit-")
    Path(config, "gtk-3.0").mkdir()
    Path(config, "gtk-3.0", "gtk.css").write_text(THIN_BAR)
    env = {**screen.env(), "XDG_CONFIG_HOME": config, "GDK_SCALE": str(DENSITY), "GDK_DPI_SCALE": "1",
           **({"LC_ALL": LOCALES[lang]} if SPEAKS_LANGUAGE else {})}
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")

    class WebKitPhone(webdriver.WebKitGTK):
        def save_screenshot(self, filename) -> bool:
            drawn(self)  # WebKitGTK's shot is its last drawn frame: a change just made would be missing
            return super().save_screenshot(filename)

    try:
        driver = WebKitPhone(options=options, service=Service(WEBKIT_DRIVER, env=env))
    except BaseException:
        screen.__exit__(None, None, None)
        shutil.rmtree(config, ignore_errors=True)
        raise
    driver.screen, driver.config = screen, config
    driver.set_script_timeout(WALL_LIMIT)
    webkit_resize(driver, size)
    return driver


def webkit_resize(driver, size: tuple[int, int]) -> None:
    """The window sized so that the page (below the thin tool bar) is ``size`` CSS pixels."""
    driver.set_window_size(*size)
    drawn(driver)  # the page laid out at the new size first: measured before, a turned window's bar came out
    # negative (the old inner height against the new outer one) and WebKit refused the size ("Invalid height value")
    bar = [max(0, side) for side in driver.execute_script("return [outerWidth - innerWidth, outerHeight - innerHeight]")]
    driver.set_window_size(size[0] + bar[0], size[1] + bar[1])
    got = tuple(drawn(driver))  # once the page has been drawn at that size (else a shot is cut)
    assert got == size, f"WebKit's window would not give the page {size} CSS pixels: {got}"


def drawn(driver) -> list[int]:
    """Wait until the page has drawn a frame since now; its size in CSS pixels."""
    return driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() =>"
                                       " requestAnimationFrame(() => done([innerWidth, innerHeight])));")


def quit_webkit(driver) -> None:
    try:
        driver.quit()
    finally:
        driver.screen.__exit__(None, None, None)
        shutil.rmtree(driver.config, ignore_errors=True)
