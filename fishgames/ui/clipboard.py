"""The system clipboard (``pygame.scrap``): a game code or link copied out, a code pasted in.  Where there is
none (headless, some window systems) copying says False and pasting None, and the screens show the text."""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


def copy_to_clipboard(text: str) -> bool:
    """Put ``text`` on the system clipboard via ``pygame.scrap``; False where there is none (headless...)."""
    try:
        import pygame.scrap as scrap

        if hasattr(scrap, "put_text"):
            scrap.put_text(text)
        else:  # pragma: no cover - very old pygame-ce
            scrap.init()
            scrap.put(pygame.SCRAP_TEXT, text.encode())
        return True
    except (pygame.error, ImportError, NotImplementedError, AttributeError) as error:
        log.info("clipboard unavailable: %s", error)
        return False


def clipboard_text() -> str | None:
    """The system clipboard's text ("" when it holds none); None where there is no clipboard at all."""
    try:
        import pygame.scrap as scrap

        if hasattr(scrap, "get_text"):
            text = scrap.get_text()
        else:  # pragma: no cover - very old pygame-ce
            scrap.init()
            text = scrap.get(pygame.SCRAP_TEXT) or b""
    except (pygame.error, ImportError, NotImplementedError, AttributeError) as error:
        log.info("clipboard unavailable: %s", error)
        return None
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return (text or "").replace("\x00", "")
