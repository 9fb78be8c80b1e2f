"""The menu never shows placeholder art: its pictures are ready before its first frame — drawn on a cold
start and kept in the disk cache, read back on a warm one, drawn again when a cached file is damaged."""

from __future__ import annotations

import zlib

import pytest

from fishgames.ui import art_cache, sprites
from fishgames.ui.scenes import tile_art
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.driver import DT, running_app

FRAMES = 5
MENU_PICTURES = 6  # the title sea and the five games' tiles (the real menu: not the shell tests' toy)


@pytest.fixture
def fresh_process(monkeypatch):
    """Art drawn so far in this test process is forgotten, as if the app started anew; every
    placeholder asked for and every menu picture drawn is counted."""
    asked = {"placeholders": [], "drawn": []}
    real_placeholder, real_image = tile_art.placeholder, sprites.image

    def placeholder(name, size):
        asked["placeholders"].append(name)
        return real_placeholder(name, size)

    def image(kind, size, *params, **options):
        if kind in tile_art.KEPT_ON_DISK and sprites.key(kind, size, *params, **options) not in sprites.CACHE:
            asked["drawn"].append((kind, *params))
        return real_image(kind, size, *params, **options)

    monkeypatch.setattr(tile_art, "placeholder", placeholder)
    monkeypatch.setattr(sprites, "image", image)

    def restart():
        monkeypatch.setattr(sprites, "CACHE", sprites.SurfaceCache())
        monkeypatch.setattr(tile_art, "UNSAVED", [])
        for counted in asked.values():
            counted.clear()

    return asked, restart


def start_menu() -> None:
    """An app's start: the menu and a few frames of it."""
    with running_app() as app:
        assert isinstance(app.stack.top, MenuScene)
        for _ in range(FRAMES):
            app.step(DT)


def cached_files() -> list:
    return sorted(art_cache.folder().glob(f"*{art_cache.SUFFIX}"))


def test_cold_then_warm_start_show_only_real_art(fresh_process):
    asked, restart = fresh_process
    restart()
    assert cached_files() == []
    start_menu()
    assert asked["placeholders"] == [], "a placeholder was drawn on a cold start"
    assert len(asked["drawn"]) == MENU_PICTURES
    assert len(cached_files()) == MENU_PICTURES, "the drawn pictures were not kept"
    restart()
    start_menu()
    assert asked["placeholders"] == [], "a placeholder was drawn on a warm start"
    assert asked["drawn"] == [], "a warm start drew pictures the cache had"


def test_a_damaged_cache_file_is_drawn_again(fresh_process):
    asked, restart = fresh_process
    restart()
    start_menu()
    files = cached_files()
    title = next(file for file in files if file.name.startswith("title-"))
    tile = next(file for file in files if file.name.startswith("tile-"))
    title.write_bytes(title.read_bytes()[:-100])  # cut short
    damaged = bytearray(tile.read_bytes())
    damaged[art_cache.HEADER.size + 40] ^= 0xFF  # one byte of the picture flipped
    tile.write_bytes(bytes(damaged))
    restart()
    start_menu()
    assert asked["placeholders"] == []
    assert sorted(kind for kind, *_ in asked["drawn"]) == ["tile", "title"]
    for file in (title, tile):
        assert art_cache.decode(file.read_bytes(), pygame_size(file)) is not None, f"{file.name} not rewritten"


def pygame_size(file) -> tuple[int, int]:
    """The picture size a cache file's name says (``…-208x178-<version>.art``)."""
    width, height = file.name.rsplit("-", 2)[1].split("x")
    return int(width), int(height)


@pytest.mark.parametrize("damage", ["empty", "other_magic", "other_size", "bad_crc", "not_zlib", "short"])
def test_decode_refuses_every_damage(damage):
    pixels = bytes(range(256)) * 4  # 16 x 16 RGBA
    good = art_cache.HEADER.pack(art_cache.MAGIC, 16, 16, zlib.crc32(pixels)) + zlib.compress(pixels)
    assert art_cache.decode(good, (16, 16)) == pixels
    bad = {
        "empty": b"",
        "other_magic": b"XXART1" + good[6:],
        "other_size": art_cache.HEADER.pack(art_cache.MAGIC, 16, 8, zlib.crc32(pixels)) + good[art_cache.HEADER.size:],
        "bad_crc": art_cache.HEADER.pack(art_cache.MAGIC, 16, 16, zlib.crc32(pixels) ^ 1) + good[art_cache.HEADER.size:],
        "not_zlib": good[:art_cache.HEADER.size] + b"not zlib at all",
        "short": art_cache.HEADER.pack(art_cache.MAGIC, 16, 16, zlib.crc32(pixels[:-4]))
        + zlib.compress(pixels[:-4]),
    }[damage]
    assert art_cache.decode(bad, (16, 16)) is None


def test_new_art_code_draws_afresh_and_replaces_the_old_files(fresh_process, monkeypatch):
    asked, restart = fresh_process
    restart()
    start_menu()
    old = cached_files()
    monkeypatch.setattr(art_cache, "art_version", lambda: "0123456789abcdef")  # the drawing code changed
    restart()
    start_menu()
    assert len(asked["drawn"]) == MENU_PICTURES, "pictures of the old art were shown"
    files = cached_files()
    assert len(files) == MENU_PICTURES and all(file.name.endswith("-0123456789abcdef.art") for file in files)
    assert not set(old) & set(files)


def test_menu_pictures_without_colour_blind_symbols_are_kept_apart(fresh_process):
    """A menu kept on disk with the symbols on is not shown with them off: a start with them off draws its own
    pictures (and keeps them beside the others); the next start with them off reads those back."""
    asked, restart = fresh_process
    restart()
    start_menu()
    with_symbols = cached_files()
    assert len(with_symbols) == MENU_PICTURES
    with running_app(colorblind_symbols=False):
        pass  # switched off in Settings: the next starts read it from the settings file

    def start_plain() -> None:
        with running_app(colorblind_symbols=False) as app:
            for _ in range(FRAMES):
                app.step(DT)

    restart()
    start_plain()
    assert len(asked["drawn"]) == MENU_PICTURES, "pictures drawn with symbols were read back with them off"
    assert len(cached_files()) == 2 * MENU_PICTURES
    restart()
    start_plain()
    assert asked["drawn"] == [], "a second start without symbols drew pictures the cache had"
