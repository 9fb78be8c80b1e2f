"""The phone page in a real browser (Debian's headless chromium through chromedriver, over loopback): two
phones join a Go Fish game against a bot and play it to the end by tapping the page's buttons; one phone
reloads in the middle and carries on at its seat.  Screenshots of the phones and the table are saved where
``FISHGAMES_PHONE_SHOTS`` points (a folder), to be looked at."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
import time
from pathlib import Path

import pygame
import pytest

from tests.phones.client import WALL_LIMIT
from tests.phones.table import phone_table_scene
from tests.ui.driver import frames, running_app

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER),
                                reason="needs Debian's chromium and chromium-driver (.ci/run installs them)")

#: One decision on the page as a player makes it: tap a choice, and the next one the page then offers, until
#: the move is sent.  Returns "sent", "wait" (not this phone's turn or nothing shown yet) or "over".
TAP = """
const pick = arguments[0];
if (!document.getElementById('ended').hidden || document.querySelector('#game') === null) return 'over';
if (document.getElementById('game').hidden) return 'wait';
const turn = document.getElementById('turn');
for (let step = 0; step < 6; step++) {
  const buttons = [...document.querySelectorAll('#choices button:not([disabled])')];
  if (!turn.classList.contains('yours') || buttons.length === 0) return step ? 'sent' : 'wait';
  buttons[Math.floor(pick * buttons.length) % buttons.length].click();
  if (document.querySelector('#choices button.sent')) return 'sent';
}
return 'wait';
"""


def browser(url: str, size: tuple[int, int], lang: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="fishgames-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                 f"--user-data-dir={profile}", f"--lang={lang}"):
        options.add_argument(flag)
    # a phone's screen: its size in CSS pixels at twice the density (the art comes at ?d=2)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": size[0], "height": size[1],
                                                                          "pixelRatio": 2}})
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.profile = profile
    driver.get(url)
    return driver


def quit_browser(driver) -> None:
    driver.quit()
    shutil.rmtree(driver.profile, ignore_errors=True)


def step_until(app, done, what: str) -> None:
    began = time.monotonic()
    while not done():
        frames(app, 2)
        time.sleep(0.005)
        if time.monotonic() - began > WALL_LIMIT:
            raise AssertionError(f"gave up waiting for {what}")


def shots_folder() -> Path | None:
    folder = os.environ.get("FISHGAMES_PHONE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return Path(folder)
    return None


def test_two_phones_play_go_fish_to_the_end_in_chromium():
    shots = shots_folder()
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=2, bots=1, seed=17)
        url = bridge.server.url
        phones = [browser(f"{url}/?c={bridge.seats[0].code}", (360, 740), "de"),
                  browser(f"{url}/?c={bridge.seats[1].code}", (844, 390), "en")]
        try:
            for phone, name in zip(phones, ("Mia", "Leo"), strict=True):
                phone.find_element("id", "name").send_keys(name)
                phone.find_element("id", "join-button").click()
            step_until(app, lambda: all(s == "here" for s in bridge.status.values()), "both phones to join")
            assert [table.match.seats[i].name for i in (0, 1)] == ["Mia", "Leo"]
            step_until(app, lambda: all(p.find_elements("css selector", "#hand figure") for p in phones),
                       "the hands on the phones")
            assert phones[0].find_element("id", "hand-title").text == "Deine Karten"  # the phone's language
            assert phones[1].find_element("id", "hand-title").text == "Your cards"
            if shots:
                save_all(app, table, phones, shots, "start")
            rng, decisions, reloaded = random.Random(17), 0, False
            began = time.monotonic()
            while not table.match.state.is_over():
                frames(app, 2)
                for phone in phones:
                    if phone.execute_script(TAP, rng.random()) == "sent":
                        decisions += 1
                if decisions >= 12 and not reloaded:  # mid-game: the page is reloaded (locked screen, F5...)
                    seat_secret = phones[1].execute_script("return localStorage.getItem('fishgames.secret')")
                    phones[1].refresh()
                    reloaded = True
                    step_until(app, lambda: phones[1].find_elements("css selector", "#hand figure")
                               and not phones[1].find_element("id", "game").get_attribute("hidden"),
                               "the reloaded page to come back")
                    assert phones[1].execute_script("return localStorage.getItem('fishgames.secret')") == seat_secret
                    assert bridge.status[1] == "here" and bridge.server.seats[1].connected == 1
                    if shots:
                        save_all(app, table, phones, shots, "reloaded")
                assert time.monotonic() - began < WALL_LIMIT, "the game in the browsers did not end"
            step_until(app, lambda: all("!" in p.find_element("id", "turn").text or "won" in
                                        p.find_element("id", "turn").text or "gewonnen" in
                                        p.find_element("id", "turn").text for p in phones), "the end on the phones")
            assert reloaded and decisions > 12
            assert {seat for seat, _ in table.match.record.actions} >= {0, 1, 2}
            if shots:
                save_all(app, table, phones, shots, "end")
        finally:
            for phone in phones:
                quit_browser(phone)


def save_all(app, table, phones, folder: Path, moment: str) -> None:
    for index, phone in enumerate(phones):
        phone.save_screenshot(str(folder / f"phone{index}-{moment}.png"))
    surface = pygame.Surface(app.size)
    table.draw(surface)
    pygame.image.save(surface, str(folder / f"table-{moment}.png"))


@pytest.fixture(scope="module")
def one_phone():
    driver = browser("about:blank", (390, 780), "en")
    yield driver
    quit_browser(driver)


@pytest.mark.parametrize("game", ["fischen", "fatfish", "lure", "fugu"])
def test_a_phone_joins_and_decides_in_every_game(game, one_phone):
    """The other games in the browser: join by the table's code, see the own hand, take one decision."""
    shots = shots_folder()
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=2 if game != "fatfish" else 1, seed=5)
        one_phone.get(f"{bridge.server.url}/?c={bridge.seats[0].code}")
        one_phone.find_element("id", "join-button").click()
        step_until(app, lambda: bridge.status[0] == "here", "the phone to join")
        step_until(app, lambda: one_phone.find_elements("css selector", "#choices button"), "the phone's turn")
        step_until(app, lambda: one_phone.execute_script(
            "return [...document.querySelectorAll('#hand img')].every(i => i.complete && i.naturalWidth > 0)"),
                   "the hand's pictures")
        if shots:
            one_phone.save_screenshot(str(shots / f"{game}-phone.png"))
        before = [seat for seat, _ in table.match.record.actions].count(0)
        assert one_phone.execute_script(TAP, 0.5) == "sent"
        step_until(app, lambda: [seat for seat, _ in table.match.record.actions].count(0) > before,
                   "the decision to reach the table")
        if shots:
            save_all(app, table, [], shots, f"{game}-after")
        table.stop_phones()
