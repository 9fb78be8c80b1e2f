"""The menu's pictures kept on disk between runs, so its first frame shows the real art, never a placeholder.

Drawing the title sea and the five tiles takes ~0.3 s; reading them back takes a few milliseconds.  A file
is named by what it shows (kind, params, size) and by the *art version* — a hash of the drawing code, the
fonts and pygame's version — so changed art is drawn afresh, never shown stale.  Files are validated on read (magic,
size, length, CRC): a bad one is removed and the picture drawn again.  The folder is the platform's cache
folder (``platformdirs``), or ``$FISHGAMES_HOME/cache``.  Writing goes through the app's disk worker
(:meth:`fishgames.disk.DiskWorker.query`), so no frame waits on it.
"""

from __future__ import annotations

import logging
import os
import struct
import zlib
from contextlib import suppress
from functools import cache
from pathlib import Path

import pygame

from fishgames.i18n import t
from fishgames.paths import asset
from fishgames.storage import APP_NAME, HOME_ENV
from fishgames.ui import theme

try:  # CPython's own BLAKE2, the one hashlib.blake2b is: importing hashlib loads OpenSSL's libcrypto, 3.5 MB of
    from _blake2 import blake2b  # resident memory the app otherwise never needs (issue 33: memory)
except ImportError:  # a Python built without it
    from hashlib import blake2b

log = logging.getLogger(__name__)

MAGIC = b"FGART1"
HEADER = struct.Struct("<6sIII")  # magic, width, height, CRC-32 of the RGBA bytes
SUFFIX = ".art"
#: the code a picture's pixels depend on: a change in any of it is a new art version
SOURCES = ("fishgames.ui.art", "fishgames.ui.art.cards", "fishgames.ui.art.dice", "fishgames.ui.art.draw",
           "fishgames.ui.art.fish", "fishgames.ui.art.scenery", "fishgames.ui.theme", "fishgames.ui.text")


def folder() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "cache"
    import platformdirs  # only here, like the storage: start-up stays lean

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


@cache
def art_version() -> str:
    """A short hash of the drawing code (its source, or its compiled code where no source is shipped), the
    fonts and pygame's version."""
    import importlib.util
    import marshal

    digest = blake2b(pygame.version.ver.encode(), digest_size=8)
    for name in SOURCES:
        spec = importlib.util.find_spec(name)
        loader = spec.loader if spec is not None else None
        source = loader.get_source(name) if loader is not None else None
        if source is not None:
            digest.update(source.encode())
        else:  # no sources shipped: the compiled code stands for them
            code = loader.get_code(name) if loader is not None else None
            digest.update(marshal.dumps(code) if code is not None else name.encode())
    for font in (theme.FONT_REGULAR, theme.FONT_BOLD):
        try:
            digest.update(asset(font).read_bytes())
        except OSError:
            digest.update(font.encode())
    return digest.hexdigest()[:16]


def stem(kind: str, size: tuple[int, int], params: tuple) -> str:
    """What a file shows, without the version (old versions of it are removed when it is written); a picture
    drawn without the colour-blind symbols (``theme.symbols`` off), or with a small screen's larger text (the
    numbers on a tile's cards: ``theme.text_floor`` above the theme's smallest size, 16 px) is another file."""
    words = "-".join(str(p) for p in params)
    floor = f"-text{theme.text_floor}" if theme.text_floor > 16 else ""
    return f"{kind}{'-' + words if words else ''}-{size[0]}x{size[1]}{'' if theme.symbols else '-plain'}{floor}"


def path(kind: str, size: tuple[int, int], params: tuple = ()) -> Path:
    return folder() / f"{stem(kind, size, params)}-{art_version()}{SUFFIX}"


def load(kind: str, size: tuple[int, int], params: tuple = ()) -> pygame.Surface | None:
    """The stored picture, or None when there is none or it is damaged (a damaged file is removed)."""
    file = path(kind, size, params)
    try:
        data = file.read_bytes()
    except OSError:
        return None
    pixels = decode(data, size)
    if pixels is None:
        log.warning("damaged art cache file %s: drawing it again", file)
        file.unlink(missing_ok=True)
        return None
    surface = pygame.image.frombytes(pixels, size, "RGBA")
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def decode(data: bytes, size: tuple[int, int]) -> bytes | None:
    """The RGBA bytes of a stored picture of ``size``, or None if anything about the file is wrong."""
    if len(data) < HEADER.size:
        return None
    magic, width, height, crc = HEADER.unpack_from(data)
    if magic != MAGIC or (width, height) != tuple(size):
        return None
    try:
        pixels = zlib.decompress(data[HEADER.size:])
    except zlib.error:
        return None
    if len(pixels) != width * height * 4 or zlib.crc32(pixels) != crc:
        return None
    return pixels


def pixels_of(surface: pygame.Surface) -> bytes:
    """The picture's RGBA bytes (taken on the main thread: pygame surfaces are not shared with the worker)."""
    return pygame.image.tobytes(surface, "RGBA")


def store(kind: str, size: tuple[int, int], params: tuple, pixels: bytes) -> None:
    """Write the picture (temp file, then rename: a reader sees the old file or the whole new one) and
    remove the older versions of it.  Never raises: a cache that cannot be written is only slower."""
    file = path(kind, size, params)
    temp = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(HEADER.pack(MAGIC, size[0], size[1], zlib.crc32(pixels)) + zlib.compress(pixels, 1))
        os.replace(temp, file)
        for old in file.parent.glob(f"{stem(kind, size, params)}-*{SUFFIX}"):
            if old != file:
                old.unlink(missing_ok=True)
    except OSError as error:
        if file.parent not in _UNWRITABLE:  # one clear line per folder, not a traceback per picture
            _UNWRITABLE.add(file.parent)
            log.warning("fishgames: %s", t("cache.unwritable", folder=str(file.parent),
                                             error=error.strerror or str(error)))
        with suppress(OSError):
            temp.unlink(missing_ok=True)


#: Cache folders already said to be unwritable (the disk worker writes them; one line each is enough).
_UNWRITABLE: set[Path] = set()
