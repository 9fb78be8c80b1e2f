"""Sound effects: short, soft, optional — silence is a perfectly good fallback.

``Sound(enabled)`` starts the mixer only when the first sound is played and loads each
``assets/sounds/<name>.wav`` on first use.  Without an audio device (or with sound off)
``play`` quietly does nothing: no exception, and at most one debug log line.  The files
are made by ``tools/make_sounds.py``.
"""

from __future__ import annotations

import contextlib
import logging
import os

import pygame

from fishgames.paths import asset

log = logging.getLogger(__name__)

NAMES = ("card", "flip", "dice", "splash", "book", "win", "click", "coin")
VOLUME = 0.6


@contextlib.contextmanager
def _quiet_stderr():
    """Hide C-level chatter (ALSA "cannot find card") while SDL probes for audio devices."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sound:
    def __init__(self, enabled: bool = True, volume: float = VOLUME):
        self.enabled = enabled
        self.volume = volume
        self._ready: bool | None = None  # None = not tried yet, False = no audio here
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    @property
    def available(self) -> bool:
        """Whether the mixer could start (tries once)."""
        if self._ready is None:
            self._ready = self._start()
        return self._ready

    def _start(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                with _quiet_stderr():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            return bool(pygame.mixer.get_init())
        except (pygame.error, OSError, NotImplementedError, AttributeError) as error:
            log.debug("no sound: %s", error)
            return False

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            sound = None
            try:
                sound = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
                sound.set_volume(self.volume)
            except (pygame.error, FileNotFoundError, OSError) as error:
                log.debug("sound %s unavailable: %s", name, error)
            self._cache[name] = sound
        return self._cache[name]

    def play(self, name: str) -> None:
        """Play one effect by name (see :data:`NAMES`); unknown names and missing files are ignored."""
        if not self.enabled or not self.available:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as error:  # the device went away mid-game
            log.debug("sound %s failed: %s", name, error)
            self._ready = False
