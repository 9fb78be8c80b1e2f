"""The phone page in real browsers, over loopback, in each engine of ``browser.ENGINES`` (chromium, Firefox,
WebKit; one engine missing here skips its tests with the reason): two phones join a Go Fish game against a
bot by its join link and play it to the end by tapping the page's buttons; one phone reloads in the middle
and carries on at its seat.  Lure is played to the end in chromium (its secret casts on both phones at
once); Fischen, Fat Fish, Fugu and Lure get a join and a decision each in every engine.  The page must fit
the phone's width (join form; each game upright and turned).  Screenshots of the phones (portrait and
landscape) and the table are saved where ``FISHGAMES_PHONE_SHOTS`` points (a folder), to be looked at side
by side."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.phones.browser import (
    DENSITY,
    ENGINES,
    LANDSCAPE,
    PORTRAIT,
    TAP,
    beside,
    page_until,
    save_all,
    shots_folder,
    step_until,
    until,
)
from tests.phones.client import WALL_LIMIT
from tests.phones.table import assert_ordinary_record, phone_table_scene
from tests.ui.driver import running_app

#: Selenium's own WebKitGTK driver still passes its address the old way (selenium 4.5x); nothing of ours.
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")

SECRET = "localStorage.getItem('fishgames.secret')"
HAND_SHOWN = "!document.getElementById('game').hidden && document.querySelector('#hand figure') !== null"
#: the game's end: the played-out hand's column gone, who won on screen (it stood below an empty column)
END_IN_SIGHT = ("document.getElementById('mine').hidden"
                " && document.getElementById('turn').getBoundingClientRect().bottom <= window.innerHeight")
PICTURES_LOADED = "[...document.querySelectorAll('#hand img, #choices img')].every(i => i.complete && i.naturalWidth > 0)"


@pytest.fixture(scope="module", params=list(ENGINES))
def engine(request):
    """Each engine in turn (pytest runs one engine's tests together: its browsers start once)."""
    engine = ENGINES[request.param]
    if engine.missing:
        pytest.skip(engine.missing)
    return engine


@pytest.fixture(scope="module")
def browsers(engine):
    """Two phones in ``engine`` for its tests (a browser takes seconds to start): a German one held upright,
    an English one turned sideways."""
    with ThreadPoolExecutor(2) as launch:  # each takes seconds to start, mostly waiting: both at once
        started = list(launch.map(engine.start, (PORTRAIT, LANDSCAPE), ("de", "en")))
    for driver, size, lang in zip(started, (PORTRAIT, LANDSCAPE), ("de", "en"), strict=True):
        driver.size, driver.lang = size, lang  # its screen in CSS pixels, the language its player reads
    yield started
    for driver in started:
        engine.quit(driver)


@pytest.fixture
def phones(browsers):
    """The module's phones, each back on an empty page afterwards (no old page knocks on a closed table)."""
    yield browsers
    for driver in browsers:
        driver.get("about:blank")


def join_by_page(app, bridge, engine, phones, names, look=None, stale: bool = False) -> None:
    """Each phone opens its seat's join link (the QR code's), gives a name and taps Join; ``look(phone,
    seat)`` sees the form filled in first.  ``stale``: the first phone still keeps the secret of a seat of an
    earlier game at this address (the same Wi-Fi address and port, game after game)."""
    for seat, (phone, name) in enumerate(zip(phones, names, strict=True)):
        link = f"{bridge.server.url}/?c={bridge.seats[seat].code}"
        if stale and seat == 0:
            phone.get(link)
            page_until(app, phone, "!document.getElementById('join').hidden", "the join form")
            phone.execute_script("localStorage.setItem('fishgames.secret', '" + "x" * 32 + "')")
        phone.get(link)
        page_until(app, phone, "!document.getElementById('join').hidden", "the join form")
        if stale and seat == 0:  # (the join form showed after the table refused the old secret)
            assert phone.execute_script(f"return {SECRET} === null && document.getElementById('toast') === null"), \
                "a new game's join link was met with an alarm about the old seat"
        watch_errors(phone)
        pick_language(app, engine, phone)
        phone.find_element("id", "name").send_keys(name)
        assert_fits_across(phone, "the join form")
        if look:
            look(phone, seat)
        phone.find_element("id", "join-button").click()
    step_until(app, lambda: all(s == "here" for s in bridge.status.values()), "the phones to join")
    for phone in phones:
        page_until(app, phone, HAND_SHOWN, "the hand on the phone")


def watch_errors(phone) -> None:
    """From now on the page keeps what it throws and does not catch (an API one engine lacks, called after
    the page has drawn, would show nothing wrong on it): :func:`assert_no_errors` looks."""
    phone.execute_script("""if (!window.thrown) { window.thrown = []; window.touched = 0;
      addEventListener('touchstart', () => touched++);
      addEventListener('error', (e) => thrown.push(String(e.message)));
      addEventListener('unhandledrejection', (e) => thrown.push(String(e.reason))); }""")


def assert_no_errors(phone) -> None:
    thrown = phone.execute_script("return window.thrown")
    assert thrown == [], f"the page threw: {thrown}"


def assert_fits_across(phone, what: str) -> None:
    """Nothing on the page is wider than the phone's screen (no sideways scrolling, nothing cut at the edge).
    Against the screen's known width: a mobile chromium widens its window to the page."""
    wide = phone.execute_script("return document.documentElement.scrollWidth")
    assert wide <= phone.size[0], f"{what}: the page is {wide} px wide on a {phone.size[0]} px screen"


def assert_big_targets(phone, what: str) -> None:
    """Every choice is a big touch target: at least 48 × 48 CSS pixels (a fingertip; Material's 48 dp)."""
    sizes = phone.execute_script("return [...document.querySelectorAll('#choices button')].map(b => "
                                 "[b.getBoundingClientRect().width, b.getBoundingClientRect().height])")
    assert sizes and all(w >= 48 and h >= 48 for w, h in sizes), f"{what}: choices of {sizes} CSS px"


def pick_language(app, engine, phone) -> None:
    """The page speaks the phone's language; where the browser cannot be told one (WebKitGTK without that
    locale: the table's language or English), its player taps the language button until it does."""
    if not engine.speaks_language and page_until(app, phone, "document.documentElement.lang",
                                                 "the page's texts") != phone.lang:
        phone.find_element("id", "lang").click()
    assert page_until(app, phone, "document.documentElement.lang", "the page's texts") == phone.lang


class Player:
    """One phone's player on a thread of their own: whenever the page offers a decision, they tap it (random
    choices); after ``reload_after`` decisions they reload the page once and look that it came back."""

    def __init__(self, driver, seed: str, stop: threading.Event, reload_after: int | None = None, bridge=None,
                 seat: int = 0):
        self.driver, self.rng, self.stop = driver, random.Random(seed), stop
        self.reload_after, self.bridge, self.seat = reload_after, bridge, seat
        self.decisions, self.after_reload = 0, 0
        self.reloaded: dict | None = None

    def __call__(self) -> str:
        while not self.stop.is_set():
            got = self.driver.execute_async_script(TAP, [self.rng.random() for _ in range(6)], 5_000)
            if got == "over":
                return got
            if got == "sent":
                self.decisions += 1
                self.after_reload += self.reloaded is not None
                if self.decisions == self.reload_after:
                    self.reload()
        return "stopped"

    def reload(self) -> None:
        """Mid-game the page is reloaded (a locked screen, F5...): it comes back to the same seat."""
        secret = self.driver.execute_script(f"return {SECRET}")
        assert_no_errors(self.driver)
        self.driver.refresh()
        watch_errors(self.driver)
        shown = until(self.driver, HAND_SHOWN)
        again = self.driver.execute_script(f"return {SECRET}")
        began = time.monotonic()  # the table hears of it on its next frames (the test's thread steps them)
        while not (self.bridge.status[self.seat] == "here" and self.bridge.server.seats[self.seat].connected == 1):
            if time.monotonic() - began > WALL_LIMIT:
                break
            time.sleep(0.01)
        self.reloaded = {"shown": bool(shown), "same secret": secret == again and bool(secret),
                         "here": self.bridge.status[self.seat], "connected": self.bridge.server.seats[self.seat].connected}


def play_to_the_end(app, table, phones, players) -> None:
    stop = threading.Event()
    for player in players:
        player.stop = stop
    runs = [beside(app, player) for player in players]
    try:
        step_until(app, lambda: all(run.done for run in runs), "the game in the browsers to end")
    finally:
        stop.set()
    assert [run.get() for run in runs] == ["over"] * len(runs)
    assert table.match.state.is_over()


def test_two_phones_play_go_fish_to_the_end(engine, phones):
    shots = shots_folder()
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=2, bots=1, seed=17)
        look = shots and (lambda phone, seat: phone.save_screenshot(str(shots / f"gofish-{engine.name}-phone{seat}-join.png")))
        join_by_page(app, bridge, engine, phones, ("Mia", "Leo"), look, stale=True)
        assert [table.match.seats[i].name for i in (0, 1)] == ["Mia", "Leo"]
        assert phones[0].find_element("id", "hand-title").text == "Deine Karten"  # each phone's language
        assert phones[1].find_element("id", "hand-title").text == "Your cards"
        ask_for_the_pro_tip(app, table, phones)
        if shots:
            for phone in phones:
                page_until(app, phone, PICTURES_LOADED, "the pictures")
            save_all(table, phones, shots, "start", engine.name)
        players = [Player(phones[0], "gofish/0", None), Player(phones[1], "gofish/1", None, reload_after=6,
                                                                 bridge=bridge, seat=1)]
        play_to_the_end(app, table, phones, players)
        assert players[1].reloaded == {"shown": True, "same secret": True, "here": "here", "connected": 1}
        assert players[1].after_reload > 0, "the reloaded phone did not play on"
        assert all(player.decisions > 0 for player in players)
        assert {seat for seat, _ in table.match.record.actions} >= {0, 1, 2}
        assert_ordinary_record(table)
        for phone in phones:
            assert_no_errors(phone)
            page_until(app, phone, END_IN_SIGHT, "the end in sight (no empty hand column)")
        if shots:
            save_all(table, phones, shots, "end", engine.name)


@pytest.mark.parametrize("engine", ["chromium"], indirect=True)  # the suite's time: one engine plays Lure through
def test_two_phones_play_lure_to_the_end(engine, phones):
    """Lure's casts are secret and simultaneous: both phones cast at once, the table waits for both."""
    shots = shots_folder()
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "lure", phones=2, bots=1, seed=9)
        join_by_page(app, bridge, engine, phones, ("Ida", "Tom"))
        page_until(app, phones[0], "document.querySelector('#choices button') !== null", "the first cast")
        both = [i for i, p in enumerate(phones) if p.find_elements("css selector", "#choices button")]
        assert both == [0, 1], "the casts are not offered on both phones at once"
        wakes_to_a_dead_connection(app, bridge, phones[1], 1)
        if shots:
            save_all(table, phones, shots, "start")
        play_to_the_end(app, table, phones, [Player(phones[0], "lure/0", None), Player(phones[1], "lure/1", None)])
        assert {seat for seat, _ in table.match.record.actions} >= {0, 1, 2}
        assert_ordinary_record(table)
        for phone in phones:
            assert_no_errors(phone)
        if shots:
            save_all(table, phones, shots, "end")


@pytest.mark.parametrize("game", ["fischen", "fatfish", "fugu", "lure"])  # Go Fish: played through above
def test_a_phone_joins_and_decides(game, engine, phones):
    """Join by the table's code, see the own hand with its pictures, take one decision (the first tap over the
    rate limit, answered on the page)."""
    shots = shots_folder()
    phone = phones[0]
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=2 if game != "fatfish" else 1, seed=5)
        join_by_page(app, bridge, engine, [phone], ["Ana"])
        page_until(app, phone, "document.querySelector('#turn.yours') && document.querySelector('#choices button')",
                   "the phone's turn")
        page_until(app, phone, PICTURES_LOADED, "the pictures")
        assert_pictures_at_the_phones_density(phone)
        for size, way in ((LANDSCAPE, "landscape"), (PORTRAIT, "portrait")):  # turned, then upright again
            engine.resize(phone, size)
            phone.size = size
            assert_fits_across(phone, f"{game}, {way}")
            assert_big_targets(phone, f"{game}, {way}")
            if shots:
                save_all(table, [phone], shots, way, engine.name)
        before = [seat for seat, _ in table.match.record.actions].count(0)
        tap_over_the_rate_limit(app, table, bridge, phone)
        assert [seat for seat, _ in table.match.record.actions].count(0) == before
        tap_a_choice(phone)  # right after the toast: a finger, so a toast lying over the choices would be hit
        step_until(app, lambda: [seat for seat, _ in table.match.record.actions].count(0) > before,
                   "the decision to reach the table")
        assert_no_errors(phone)
        if getattr(phone, "touch", False):  # chromium and Firefox tap with a finger (WebKitGTK's driver clicks)
            assert phone.execute_script("return window.touched") > 0, "the page felt no touch"
        table.stop_phones()


@pytest.mark.parametrize("game", ["fatfish", "fugu"])  # (all five passed once; two keep the suite's time)
@pytest.mark.parametrize("engine", ["chromium"], indirect=True)  # (the page's layout: one engine is enough)
def test_the_pro_tip_leaves_the_choices_where_they_are_on_a_phone_turned_sideways(game, engine, phones):
    """On a phone on its side (360 CSS px tall) the Pro tip's words show in sight and the choices stay where
    they were, none of them pushed down: the words once stood above them and sent them below the fold."""
    shots = shots_folder()
    phone = phones[1]  # (on its side)
    where = ("return [...document.querySelectorAll('#choices button')].map(b => Math.round(b.getBoundingClientRect()"
             ".top))")
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=2 if game != "fatfish" else 1, seed=5)
        join_by_page(app, bridge, engine, [phone], ["Ida"])
        page_until(app, phone, "!document.getElementById('tip-button').hidden", "the Pro tip button")
        page_until(app, phone, PICTURES_LOADED, "the pictures")
        before = phone.execute_script(where)
        phone.find_element("id", "tip-button").click()
        page_until(app, phone, "!document.getElementById('tip').hidden && document.getElementById('tip-reason')"
                   ".textContent && document.querySelector('#choices button.tipped') !== null", "the Pro tip")
        if shots:
            phone.save_screenshot(str(shots / f"{game}-{engine.name}-landscape-tip.png"))
        assert phone.execute_script(where) == before, f"{game}: the Pro tip moved the choices"
        top = phone.execute_script("return document.getElementById('tip').getBoundingClientRect().top")
        assert 0 <= top <= phone.execute_script("return window.innerHeight") - 60, f"{game}: the tip's words out of sight"
        assert phone.execute_script("return window.scrollY") == 0
        table.stop_phones()


def assert_pictures_at_the_phones_density(phone) -> None:
    """The hand's pictures are drawn for the screen's density (sharp, not scaled up); chromium is a phone as
    closely as it can be here: density 3, a touch screen, a mobile browser's user agent."""
    ratio, touches, agent, pictures = phone.execute_script(
        "return [devicePixelRatio, navigator.maxTouchPoints, navigator.userAgent, [...document.querySelectorAll("
        "'#hand img')].map(i => [i.naturalWidth, Number(i.getAttribute('width'))])]")
    density = min(3, max(1, round(ratio)))
    assert pictures and all(natural == density * width for natural, width in pictures), (ratio, pictures)
    if getattr(phone, "phone_like", False):
        assert (ratio, touches > 0, "Mobile" in agent) == (DENSITY, True, True)


def wakes_to_a_dead_connection(app, bridge, phone, seat: int) -> None:
    """The phone slept and its connection died without a word (the page still takes it for open): when its
    screen comes on, the page asks the table, hears nothing, and is at its seat again on a new connection."""
    before = max(p.id for p in bridge.server._phones[seat])
    phone.execute_script("window.asleep = socket; socket.send = () => {};")  # what it says goes nowhere
    phone.execute_script("document.dispatchEvent(new Event('visibilitychange'))")  # the screen comes on
    step_until(app, lambda: [p.id > before for p in bridge.server._phones[seat]] == [True],
               "the phone back at its seat on a new connection")
    page_until(app, phone, "socket !== window.asleep && socket.readyState === WebSocket.OPEN"
               " && document.querySelector('#choices button') !== null", "the page on its new connection")


def tap_a_choice(phone) -> None:
    """As a finger would (the driver's real tap at the button's centre, refused where something else lies
    over it): the middle one of the choices offered, and of the next step's, until the move is sent."""
    for _ in range(6):
        buttons = phone.find_elements("css selector", "#choices button:not([disabled])")
        assert buttons, "no choice to tap"
        buttons[len(buttons) // 2].click()
        if phone.find_elements("css selector", "#choices button.sent"):
            return
    raise AssertionError("six taps and no move sent")


def tap_over_the_rate_limit(app, table, bridge, phone) -> None:
    """The phone's socket has used up its rate limit: a tap is answered "too fast" in the phone's language, the
    page shows it and gives the choices back (the player taps again); then the limit is as it was."""
    from fishgames.i18n import catalogue
    from fishgames.phones.server import ACT_RATE

    (socket,) = bridge.server._phones[0]
    socket.limit.rate, socket.limit.tokens = 0.0, 0.0
    try:
        assert beside(app, phone.execute_async_script, TAP, [0.5] * 6, 5_000).wait("the tap") == "sent"
        toast = page_until(app, phone, "document.querySelector('#choices button:not([disabled])') !== null"
                           " && document.getElementById('toast') && document.getElementById('toast').textContent",
                           "the page's answer")
    finally:
        socket.limit.rate, socket.limit.tokens = ACT_RATE
    assert toast == catalogue("de")["phones.error.too_fast"]
    assert not phone.find_elements("css selector", "#choices button.sent")


def ask_for_the_pro_tip(app, table, phones) -> None:
    """The phone whose turn it is taps "Pro tip": the pro's words show, and its choice is ringed."""
    step_until(app, lambda: table.match.human_seats_to_act(), "a phone's turn")
    phone = phones[table.match.human_seats_to_act()[0]]
    page_until(app, phone, "!document.getElementById('tip-button').hidden", "the Pro tip button")
    phone.find_element("id", "tip-button").click()
    page_until(app, phone, "!document.getElementById('tip').hidden && document.getElementById('tip-reason')"
               ".textContent && document.querySelector('#choices button.tipped') !== null", "the Pro tip")


#: Where the page's parts stand on the phone's screen (CSS px from the top), for a failure's message.
PARTS = ("return Object.fromEntries(['turn', 'hand', 'move-row', 'path', 'choices'].map(id => [id, "
         "Math.round(document.getElementById(id).getBoundingClientRect().top)]))")


@pytest.mark.parametrize("game", ["fischen", "fugu"])  # the long hands: 10-18 cards, a reef of 18
@pytest.mark.parametrize("engine", ["chromium"], indirect=True)  # (the page's layout: one engine is enough)
def test_a_long_hand_leaves_the_first_choice_in_sight_on_a_phone_turned_sideways(game, engine, phones):
    """On a phone on its side (740 × 360 CSS px) a hand of ten cards or more once filled the first screen by
    itself and the choices began below the fold: now the first choice is whole in sight without scrolling, and
    every card of the hand is still there to see (in the hand's row, scrolled sideways where it is longer than
    the column), none drawn smaller than a readable card."""
    shots = shots_folder()
    phone = phones[1]  # (on its side)
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=2, seed=5)
        join_by_page(app, bridge, engine, [phone], ["Ida"])
        page_until(app, phone, "document.querySelector('#turn.yours') && document.querySelector('#choices button')",
                   "the phone's turn")
        page_until(app, phone, PICTURES_LOADED, "the pictures")
        if shots:
            phone.save_screenshot(str(shots / f"{game}-{engine.name}-landscape-long-hand.png"))
        cards, widths, reach = phone.execute_script(
            "const hand = document.getElementById('hand'), pictures = [...hand.querySelectorAll('figure img')];"
            "return [hand.children.length, pictures.map(i => i.getBoundingClientRect().width),"
            " hand.scrollWidth <= hand.clientWidth || getComputedStyle(hand).overflowX === 'auto'];")
        assert cards >= 10, f"{game}: a hand of {cards} cards (the test wants a long one)"
        assert reach and min(widths) >= 32, f"{game}: cards {widths} CSS px wide, all reachable: {reach}"
        bottom, height, scrolled = phone.execute_script(
            "return [document.querySelector('#choices button').getBoundingClientRect().bottom, window.innerHeight,"
            " window.scrollY]")
        assert scrolled == 0 and bottom <= height, \
            f"{game}: the first choice ends at {bottom:.0f} of {height} CSS px; parts at {phone.execute_script(PARTS)}"
        assert_fits_across(phone, f"{game}, landscape")
        assert_big_targets(phone, f"{game}, landscape")
        table.stop_phones()
