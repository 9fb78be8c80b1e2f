"""The results table's texts stay apart (issue 29): at 150 % on a 800 × 480 panel the German Fischen headers
"Gefangen" and "Durch −3" ran into each other, in columns spaced for the 1280 × 720 design.  Every game's results,
in English and German, on small panels at 150 %, a portrait panel and the desk at 100 %: each text the screen
draws (headline, headers, cells, highlights) is noted with its box where it is blitted, and no two boxes overlap,
none ends within :data:`GAP` px of another beside it, none leaves the panel and none lies under a button."""

from __future__ import annotations

import pygame
import pytest

from fishgames.core import Match, Seat, registry
from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import games, legibility, theme
from fishgames.ui.app import App
from fishgames.ui.scene import Push, Reset
from fishgames.ui.scenes.results import ResultsScene

#: Two texts side by side are at least this far apart (logical px: 7.5 physical on a 800 × 480 panel, about a
#: space of its text; the columns keep 16).
GAP = 12
#: (window, UI scale): the small panels at the largest UI scale, a portrait panel, and the desk.
SIZES = [((800, 480), 1.5), ((1024, 600), 1.5), ((720, 1280), 1.5), ((800, 480), 1.0), ((1280, 720), 1.0)]
NAMES = ("Anna", "Ben", "Cleo", "Dario", "Emil")


class Noting(pygame.Surface):
    """A surface that notes where each text picture (:func:`theme.text`'s) is blitted on it."""

    def __init__(self, size, texts: dict):
        super().__init__(size)
        self.texts, self.boxes = texts, []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        if id(source) in self.texts:
            self.boxes.append((pygame.Rect(drawn.topleft, source.get_size()), self.texts[id(source)]))
        return drawn


def noted(monkeypatch, draw, size, spied=((theme, "text"),)) -> list[tuple[pygame.Rect, str]]:
    """``draw(surface)`` on a :class:`Noting` surface of ``size``: each text's box and words (the texts made by
    each ``(owner, name)`` function of ``spied``)."""
    texts: dict[int, str] = {}

    def noting(real):
        def made(content, *args, **kwargs):
            picture = real(content, *args, **kwargs)
            texts[id(picture)] = content
            return picture
        return made

    for owner, name in spied:
        monkeypatch.setattr(owner, name, noting(getattr(owner, name)))
    legibility.forget_drawn_text(art=False)  # texts fitted and kept before (``text.fitted``) are made again
    surface = Noting(size, texts)
    try:
        draw(surface)
    finally:
        monkeypatch.undo()
    return surface.boxes


def drawn_texts(results: ResultsScene, monkeypatch) -> list[tuple[pygame.Rect, str]]:
    """The results drawn once on a :class:`Noting` surface: each text's box (in the scene's stage) and words."""
    return noted(monkeypatch, results.draw, results.stage_size)


def problems(results: ResultsScene, boxes) -> list[str]:
    """Texts that overlap, touch one beside them, leave the panel (or the panel the stage), or lie under a
    button."""
    found = [] if pygame.Rect((0, 0), results.stage_size).contains(results.panel) else \
        [f"the panel {results.panel} leaves the stage {results.stage_size} (drawn on it: cut)"]
    for i, (a, what) in enumerate(boxes):
        if not results.panel.contains(a):
            found.append(f"{what!r} {a} leaves the panel {results.panel}")
        for b, other in boxes[i + 1:]:
            if a.colliderect(b) or a.inflate(2 * GAP, 0).colliderect(b) and a.top < b.bottom and b.top < a.bottom:
                found.append(f"{what!r} {a} touches {other!r} {b}")
    stage = results.app.stage_of(results).topleft
    for key, button in results.widgets.items():
        rect = pygame.Rect(button.rect).move(-stage[0], -stage[1])
        found += [f"{what!r} {box} under the {key} button {rect}" for box, what in boxes if box.colliderect(rect)]
    return found


def finished_results(app: App, game: str, players: int, summary=None, names=NAMES) -> ResultsScene:
    """``game`` played to its end by bots (the first seat a human's), its results put up over the menu."""
    from fishgames.ui.scenes.menu import MenuScene

    spec = games.spec(game)
    seats = [Seat("human" if i == 0 else "bot", None if i == 0 else spec.levels[0], names[i]) for i in range(players)]
    scene = games.start_scene(app, game, seats, 4242, spec.levels[0])
    match = Match(spec, scene.match.config, [Seat("bot", spec.levels[0], s.name) for s in seats], 4242,
                  level=spec.levels[0])
    match.play_to_end()
    scene.match.state = match.state
    results = ResultsScene(app, scene, summary(scene) if summary else scene.end_summary())
    app.stack.apply(Reset(MenuScene(app)))
    app.stack.apply(Push(scene))
    app.stack.apply(Push(results))
    return results


def shown_at(app: App, window, ui_scale: float) -> None:
    app.window_resized(window)
    app.update_settings(ui_scale=ui_scale)
    app.step(1 / 60)


@pytest.mark.parametrize("game", registry.names())
def test_no_text_of_the_results_table_touches_another(game, tmp_path, monkeypatch):
    spec = registry.get(game)
    app = App(windowed=True, lang="en", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        app.update_settings(animation_speed="instant")
        results = finished_results(app, game, max(spec.min_players, min(spec.max_players, 5)))
        found = []
        for lang in ("en", "de"):
            app.update_settings(language=lang)
            for window, ui_scale in SIZES:
                shown_at(app, window, ui_scale)
                boxes = drawn_texts(results, monkeypatch)
                assert len(boxes) > 20, f"{len(boxes)} texts noted"
                where = f"{lang} {window[0]}x{window[1]} {ui_scale:.0%}"
                found += [f"{where}: {problem}" for problem in problems(results, boxes)]
                if (window, ui_scale) == ((1280, 720), 1.0):  # the desk keeps the design: 1000 px, one line each
                    drawn = {what for _, what in boxes}
                    assert results.panel.width == 1000, where
                    headers = [t(key) if t.has(key) else key for key, _ in results.summary["columns"]]
                    assert all(header in drawn for header in headers), (where, headers)
        assert not found, f"{game}:\n" + "\n".join(found[:12])
    finally:
        app.close()


#: Headers no panel holds on one line (two words each), and longer ones still, without a space to break at.
WORDS = ["Gefangene Fische", "Verlorene Punkte", "Größter Fang"]
LONG = ["Meeresbodenfischer", "Bojenzusammenstöße", "Rundenhöchstwerte", "Gezeitenwechsel"]


@pytest.mark.parametrize("headers, lines, compact", [(WORDS, 2, False), (LONG, 2, True)])
def test_headers_too_long_for_one_line_wrap_or_stagger_and_stay_apart(headers, lines, compact, tmp_path,
                                                                       monkeypatch):
    """Columns whose headers do not fit a line beside each other: two-word headers go on two lines; headers that
    cannot break are staggered on two lines (the compact layout); either way no text touches another."""
    def summary(scene):
        base = scene.end_summary()
        base["columns"] = [(header, [str(10 * i) for i in range(len(scene.match.seats))]) for header in headers]
        return base

    app = App(windowed=True, lang="de", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        results = finished_results(app, "fischen", 5, summary)
        shown_at(app, (800, 480), 1.5)
        grid = results.grid
        assert (grid.lines, grid.compact) == (lines, compact), grid
        boxes = drawn_texts(results, monkeypatch)
        drawn = {what for _, what in boxes}
        for header in headers:
            assert header in drawn or set(header.split()) <= drawn, f"{header!r} not drawn whole"
        assert not problems(results, boxes), "\n".join(problems(results, boxes))
    finally:
        app.close()


#: Names of the longest a player may type (``core.names.MAX_NAME_LENGTH``: 24).
LONG_NAMES = ("Maximiliane Wolkenstein", "Bartholomäus Fischbacher", "Cleo", "Dario", "Emil")


@pytest.mark.parametrize("game", ["lure", "fischen"])
def test_long_names_show_whole_beside_the_columns(game, tmp_path, monkeypatch):
    """The names' column takes what the others leave; a name of 24 letters shrinks to fit it, and where even its
    smallest size does not fit (150 % on 800 × 480: Lure's four columns left 187 px) the headers wrap or the panel
    grows first — a name is cut only where no arrangement holds it."""
    app = App(windowed=True, lang="de", storage=Storage(tmp_path / "home"), bot_workers=False, disk_thread=False)
    try:
        results = finished_results(app, game, 5 if game == "fischen" else 4, names=LONG_NAMES)
        for window, ui_scale in SIZES:
            shown_at(app, window, ui_scale)
            boxes = drawn_texts(results, monkeypatch)
            drawn = {what for _, what in boxes}
            where = f"{game} {window[0]}x{window[1]} {ui_scale:.0%}"
            assert set(LONG_NAMES[:2]) <= drawn, f"{where}: a long name cut: {sorted(drawn)}"
            assert not problems(results, boxes), f"{where}: " + "\n".join(problems(results, boxes))
    finally:
        app.close()
