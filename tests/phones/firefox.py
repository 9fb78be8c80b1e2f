"""A phone in Debian's headless Firefox, driven over WebDriver BiDi (no geckodriver: none is packaged here).

Firefox started with ``--remote-debugging-port=0`` speaks the W3C's WebDriver BiDi itself on a WebSocket it
names on its stderr.  :class:`BiDi` sends commands over it (aiohttp, on a thread of its own, as
``tests/phones/client.py`` does); :class:`FirefoxPhone` offers the few Selenium calls the browser tests make
(``get``, ``execute_async_script``, ``find_element(...).click()`` ...), so one scenario runs in every engine.
A tap is a real touch at the element's centre (``input.performActions``), refused if something else is there.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import queue
import re
import shutil
import subprocess
import tempfile
import threading

import aiohttp

from tests.phones.client import WALL_LIMIT

#: Taps a text field may take to get the focus (one, unless the machine is busy).
FOCUS_TRIES = 3
FIREFOX = shutil.which("firefox-esr") or shutil.which("firefox")
#: What Firefox writes on its stderr once its WebDriver BiDi socket listens.
LISTENING = re.compile(r"WebDriver BiDi listening on (ws://\S+)")
#: The profile's settings: the phone's language, a phone's scroll bars (laid over the page: desktop ones take
#: 12 px of its width) and nothing started that reaches out (the Remote Agent sets its own recommended prefs
#: for automation besides).
PREFS = {"widget.gtk.overlay-scrollbars.enabled": True, "ui.useOverlayScrollbars": 1,
         "browser.shell.checkDefaultBrowser": False, "browser.startup.homepage_override.mstone": "ignore",
         "datareporting.policy.dataSubmissionEnabled": False, "toolkit.telemetry.reportingpolicy.firstRun": False,
         "app.update.disabledForTesting": True, "network.captive-portal-service.enabled": False,
         "network.connectivity-service.enabled": False, "extensions.update.enabled": False,
         "browser.safebrowsing.malware.enabled": False, "browser.safebrowsing.phishing.enabled": False}


class BiDiError(RuntimeError):
    pass


class BiDi:
    """One WebDriver BiDi connection: :meth:`command` sends a command and returns its result (events are
    not listened to: the tests wait inside the page)."""

    def __init__(self, url: str):
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._http, self._ws = self._call(self._connect(url), 20)
        asyncio.run_coroutine_threadsafe(self._read(), self._loop)

    async def _connect(self, url: str):
        http = aiohttp.ClientSession()
        return http, await http.ws_connect(url, max_msg_size=0)  # screenshots are megabytes of base64

    async def _read(self) -> None:
        async for message in self._ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            data = message.json()
            future = self._waiting.pop(data.get("id"), None)
            if future is not None and not future.done():
                future.set_result(data)
        for future in self._waiting.values():
            future.set_exception(BiDiError("Firefox closed the WebDriver BiDi connection"))

    async def _send(self, method: str, params: dict) -> dict:
        number = next(self._ids)
        future = self._loop.create_future()
        self._waiting[number] = future
        await self._ws.send_json({"id": number, "method": method, "params": params})
        return await future

    def _call(self, coroutine, timeout: float):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)

    def command(self, method: str, params: dict, timeout: float = WALL_LIMIT) -> dict:
        answer = self._call(self._send(method, params), timeout)
        if answer.get("type") == "error":
            raise BiDiError(f"{method}: {answer.get('error')}: {answer.get('message')}")
        return answer["result"]

    def close(self) -> None:
        async def close():
            await self._ws.close()
            await self._http.close()
        try:
            self._call(close(), 10)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)


# -- values between Python and the page (the spec's LocalValue and RemoteValue) ------------------------------

def local_value(value) -> dict:
    if value is None:
        return {"type": "null"}
    if isinstance(value, bool):
        return {"type": "boolean", "value": value}
    if isinstance(value, int | float):
        return {"type": "number", "value": value}
    if isinstance(value, str):
        return {"type": "string", "value": value}
    if isinstance(value, list | tuple):
        return {"type": "array", "value": [local_value(item) for item in value]}
    if isinstance(value, dict):
        return {"type": "object", "value": [[str(key), local_value(item)] for key, item in value.items()]}
    raise TypeError(f"cannot hand {value!r} to the page")


def python_value(remote: dict):
    kind, value = remote["type"], remote.get("value")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return value
    if kind == "number":
        return value if not isinstance(value, str) else float(value.replace("Infinity", "inf"))  # NaN, -0 ...
    if kind == "array":
        return [python_value(item) for item in value]
    if kind == "object":
        return {key: python_value(item) for key, item in value}
    return remote  # a node, a function...: what it is, for a message


# -- the phone ----------------------------------------------------------------------------------------------

#: Selenium's ``execute_async_script`` convention: the script's last argument is the callback that ends it.
ASYNC = "function(...args) {{ return new Promise((done) => {{ (function() {{ {body} }}).apply(this, [...args, done]); }}); }}"
#: The element's centre in the viewport once scrolled into sight, if a tap there would reach it.
CENTRE = """(selector, index) => {
  const el = document.querySelectorAll(selector)[index];
  if (!el) return 'missing';
  el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const there = document.elementFromPoint(x, y);
  if (!there || !(there === el || el.contains(there))) return 'covered by ' + (there ? there.outerHTML.slice(0, 80) : 'nothing');
  return [Math.round(x), Math.round(y)];
}"""


class Element:
    """The ``index``-th match of a CSS selector, found afresh at each use (the page redraws its lists)."""

    def __init__(self, phone: FirefoxPhone, selector: str, index: int):
        self.phone, self.selector, self.index = phone, selector, index

    def _js(self, expression: str):
        return self.phone.execute_script(
            f"const el = document.querySelectorAll(arguments[0])[arguments[1]]; return {expression};",
            self.selector, self.index)

    @property
    def text(self) -> str:
        return self._js("el.innerText")

    def click(self) -> None:
        """A finger's tap at the element's centre."""
        where = self.phone.call(CENTRE, self.selector, self.index)
        if not isinstance(where, list):
            raise AssertionError(f"cannot tap {self.selector}: {where}")
        x, y = where
        self.phone.act({"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"}, "actions": [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]})

    def send_keys(self, text: str) -> None:
        """Tapped until it has the focus, then typed into key by key.  On a busy machine a tap's focus can
        land after the first keys (they went nowhere once: the join sent an empty name); a field a finger
        cannot focus in a few tries fails here, with its own message."""
        for _ in range(FOCUS_TRIES):
            self.click()
            if self._poll("document.activeElement === el"):
                break
        else:
            raise AssertionError(f"{self.selector}: a tap does not give it the focus")
        before = self._js("el.value")
        keys = [step for char in text for step in ({"type": "keyDown", "value": char}, {"type": "keyUp", "value": char})]
        self.phone.act({"type": "key", "id": "keyboard", "actions": keys})
        assert self._poll(f"el.value === {json.dumps(before + text)}"), \
            f"{self.selector}: typed {text!r}, it holds {self._js('el.value')!r}"

    def _poll(self, expression: str) -> bool:
        """Whether ``expression`` (about ``el``) comes true within a second, asked inside the page."""
        return self.phone.execute_async_script(
            "const [selector, index, done] = arguments; const until = Date.now() + 1000;"
            "(function look() { const el = document.querySelectorAll(selector)[index];"
            f" if (el && ({expression})) done(true); else if (Date.now() > until) done(false);"
            " else setTimeout(look, 20); })();", self.selector, self.index)


class FirefoxPhone:
    """A headless Firefox of its own (own profile), showing a phone's screen; the Selenium calls the tests use."""

    touch = True  # its taps are touches (Element.click)

    def __init__(self, size: tuple[int, int], lang: str):
        self.profile = tempfile.mkdtemp(prefix="fishgames-firefox-")
        prefs = {**PREFS, "intl.accept_languages": lang}
        with open(f"{self.profile}/user.js", "w", encoding="utf-8") as file:
            file.writelines(f"user_pref({json.dumps(key)}, {json.dumps(value)});\n" for key, value in prefs.items())
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", self.profile, "--remote-debugging-port=0",
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.bidi = BiDi(self._socket_url() + "/session")
        self.bidi.command("session.new", {"capabilities": {}})
        self.context = self.bidi.command("browsingContext.getTree", {})["contexts"][0]["context"]
        self.resize(size)

    def _socket_url(self) -> str:
        """The address Firefox names on its stderr (which is read to its end meanwhile: never a full pipe)."""
        named: queue.SimpleQueue = queue.SimpleQueue()

        def read() -> None:
            for line in self.process.stderr:
                found = LISTENING.search(line)
                if found:
                    named.put(found.group(1))
            named.put(None)  # Firefox ended

        threading.Thread(target=read, daemon=True).start()
        try:
            url = named.get(timeout=90)  # a cold start on a busy machine takes seconds
        except queue.Empty:
            url = None
        if url is None:
            self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)
            raise RuntimeError("Firefox did not open its WebDriver BiDi socket")
        return url

    def resize(self, size: tuple[int, int]) -> None:
        self.bidi.command("browsingContext.setViewport", {
            "context": self.context, "viewport": {"width": size[0], "height": size[1]}, "devicePixelRatio": 2})

    def get(self, url: str) -> None:
        self.bidi.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def refresh(self) -> None:
        self.bidi.command("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def call(self, function: str, *args, timeout: float = WALL_LIMIT):
        """``function`` (JavaScript source) called in the page with ``args``; its value, awaited."""
        answer = self.bidi.command("script.callFunction", {
            "functionDeclaration": function, "arguments": [local_value(arg) for arg in args],
            "target": {"context": self.context}, "awaitPromise": True, "userActivation": True}, timeout)
        if answer["type"] == "exception":
            details = answer["exceptionDetails"]
            raise BiDiError(f"the page threw: {details.get('text')}")
        return python_value(answer["result"])

    def execute_script(self, body: str, *args):
        return self.call(f"function() {{ {body} }}", *args)

    def execute_async_script(self, body: str, *args):
        return self.call(ASYNC.format(body=body), *args)

    def find_elements(self, by: str, value: str) -> list[Element]:
        selector = _selector(by, value)
        return [Element(self, selector, i) for i in range(self.execute_script(
            "return document.querySelectorAll(arguments[0]).length;", selector))]

    def find_element(self, by: str, value: str) -> Element:
        found = self.find_elements(by, value)
        assert found, f"no element {by}={value} on the page"
        return found[0]

    def act(self, source: dict) -> None:
        self.bidi.command("input.performActions", {"context": self.context, "actions": [source]})

    def save_screenshot(self, path: str) -> None:
        data = self.bidi.command("browsingContext.captureScreenshot", {"context": self.context})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def quit(self) -> None:
        try:
            self.bidi.command("browser.close", {}, 20)
        except Exception:  # noqa: BLE001 - it may be gone already; the process is ended below either way
            pass
        self.bidi.close()
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        shutil.rmtree(self.profile, ignore_errors=True)


def _selector(by: str, value: str) -> str:
    if by == "id":
        return f"#{value}"  # the page's ids are plain words
    if by == "css selector":
        return value
    raise ValueError(f"no locator {by!r} here")
