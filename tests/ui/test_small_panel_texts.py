"""Issue 29's sweep at 150 % (and 100 %) on small panels, in German and English: texts the screens draw whole and
clear of what is drawn over them — each text noted where it is blitted (``test_results_columns.Noting``).  At 150 %
on 800 × 480 the menu's pitches ran under Play, the in-game menu's take-back reason lost its last line and ran past
its panel, and the statistics' bar labels were cut ("10–11" to "10…") and "100 %" ran under its chart's title."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

from fishgames.i18n import t
from fishgames.storage import Storage
from fishgames.ui import charts, theme
from fishgames.ui.app import App
from tests.screenshot_shots import screenshot_shots, screenshot_tool
from tests.ui.test_results_columns import GAP, noted

SIZES = [((800, 480), 1.5), ((1024, 600), 1.5), ((800, 480), 1.0)]


def shot(name: str, home, lang: str, sharp: bool = False) -> App:
    """(``sharp``: drawn at the panel's own pixels, as a real screen is: a text's width is its twin's there.)"""
    app = App(windowed=True, lang=lang, storage=Storage(home), bot_workers=False, disk_thread=False, sharp=sharp)
    app.update_settings(animation_speed="instant")
    screenshot_tool().put_up(app, screenshot_shots()[name](app, "fischen"))
    for _ in range(3):
        app.step(1 / 60)
    return app


def shown_at(app: App, window, ui_scale: float) -> None:
    app.window_resized(window)
    app.update_settings(ui_scale=ui_scale)
    app.step(1 / 60)


@contextmanager
def screen(name: str, home, lang: str, sharp: bool = False):
    """The app showing the screenshot ``name`` (closed after the test's checks, failed or not)."""
    app = shot(name, home, lang, sharp)
    try:
        yield app
    finally:
        app.close()


def each_size(app: App, lang: str, sizes=SIZES):
    """The top scene at each (window, UI scale) of ``sizes`` in turn, and where it is, for a check's messages."""
    for window, ui_scale in sizes:
        shown_at(app, window, ui_scale)
        yield app.stack.top, f"{lang} {window[0]}x{window[1]} {ui_scale:.0%}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menus_pitches_end_above_their_play_pills(lang, tmp_path, monkeypatch):
    from fishgames.ui.scenes.menu import tile_pills

    with screen("menu", tmp_path / "home", lang) as app:
        found = []
        # (at 1280 × 800 and 150 % the 16-px fallback is drawn at 18)
        for menu, where in each_size(app, lang, SIZES + [((1280, 800), 1.5)]):
            boxes = noted(monkeypatch, menu.draw, menu.stage_size)
            for name, tile in menu.tiles.items():
                pill = tile_pills(tile, name in menu.saved_games, menu.portrait)["play"]
                words = [(box, text) for box, text in boxes if tile.contains(box) and text != t("menu.play")]
                found += [f"{where} {name}: {text!r} {box} runs under Play {pill}" for box, text in words
                          if box.bottom > pill.top]
                found += [f"{where} {name}: {text!r} cut" for _, text in words if text.endswith("…")]
        assert not found, "\n".join(found[:10])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_in_game_menus_take_back_reason_shows_whole_in_its_panel(lang, tmp_path, monkeypatch):
    with screen("ingame_menu", tmp_path / "home", lang) as app:
        found = []
        for scene, where in each_size(app, lang):
            note = scene.takeback_note
            assert note and "takeback" in scene.widgets, "no take-back reason to show"
            boxes = noted(monkeypatch, scene.draw, scene.stage_size)
            lines = [(box, text) for box, text in boxes if text in note]  # its lines, as wrapped
            if " ".join(text for _, text in lines).split() != note.split():
                found.append(f"{where}: drawn {[text for _, text in lines]} of {note!r}")
            found += [f"{where}: {text!r} {box} leaves the panel {scene.left}" for box, text in lines
                      if not scene.left.contains(box)]
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_chart_labels_are_whole_and_apart_at_a_small_panels_floor(lang, tmp_path, monkeypatch):
    """The statistics' three charts as the screen draws them (each drawn a second time on a noting surface)."""
    with screen("statistics_charts", tmp_path / "home", lang) as app:
        found = []
        for scene, where in each_size(app, lang):
            cards, boxes = [], []

            def noting(real, cards=cards, boxes=boxes):
                def draw(surface, rect, *args, **kwargs):
                    cards.append(pygame.Rect(rect))
                    boxes.extend(noted(monkeypatch, lambda mine: real(mine, rect, *args, **kwargs),
                                       surface.get_size()))
                    return real(surface, rect, *args, **kwargs)
                return draw

            with monkeypatch.context() as patch:
                patch.setattr(charts, "line", noting(charts.line))
                patch.setattr(charts, "bars", noting(charts.bars))
                scene.draw_charts()
            assert len(cards) == 3, f"{where}: {len(cards)} charts drawn"
            found += [f"{where}: {text!r} cut" for _, text in boxes if text.endswith("…")]
            found += [f"{where}: {text!r} {box} leaves its card" for box, text in boxes
                      if not any(card.contains(box) for card in cards)]
            for i, (a, what) in enumerate(boxes):
                for b, other in boxes[i + 1:]:
                    if a.colliderect(b) or a.inflate(2 * GAP, 0).colliderect(b) and a.top < b.bottom \
                            and b.top < a.bottom:
                        found.append(f"{where}: {what!r} {a} touches {other!r} {b}")
        assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_code_pickers_reason_and_its_explanation_show_whole_upright(lang, tmp_path):
    """On a portrait panel (any UI scale: the upright type is larger than its floors) the code picker's lone reason
    is written large: "Mit so vielen Personen kann man dieses Spiel nicht / spielen." took two lines, and its
    room held one (the second was cut, the explanation "Fischen ist für 3–5 Personen." left out)."""
    app = shot("codepicker", tmp_path / "home", lang)
    try:
        for ui_scale in (1.0, 1.5):
            shown_at(app, (720, 1280), ui_scale)
            picker = app.stack.top
            assert picker.portrait and picker.error, "no reason shown upright"
            app.draw()
            drawn = " ".join(picker.messages_drawn).split()
            assert drawn == " ".join(picker.error).split(), (ui_scale, picker.messages_drawn, picker.error)
    finally:
        app.close()


def apart(boxes, where: str) -> list[str]:
    """Texts that overlap, or lie within :data:`GAP` px beside one another (a text and its own shadow aside)."""
    return [f"{where}: {what!r} {a} touches {other!r} {b}" for i, (a, what) in enumerate(boxes)
            for b, other in boxes[i + 1:] if what != other and (
            a.colliderect(b) or a.inflate(2 * GAP, 0).colliderect(b) and a.top < b.bottom and b.top < a.bottom)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_statistics_texts_stay_in_their_panel_and_apart(lang, tmp_path, monkeypatch):
    """The overview's tables (players, then games): "Von Menschen gewonnen" reached the panel's edge at 150 % on
    a 800 × 480 panel."""
    with screen("statistics", tmp_path / "home", lang) as app:
        found = []
        for scene, where in each_size(app, lang):
            boxes = noted(monkeypatch, scene.draw, scene.stage_size)
            inside = scene.panel.inflate(-2 * GAP, 0)
            mine = [(box, text) for box, text in boxes if box.colliderect(scene.panel)]
            assert len(mine) > 20, f"{where}: {len(mine)} texts in the panel"
            found += [f"{where}: {text!r} {box} within {GAP} px of the panel's edge {scene.panel}"
                      for box, text in mine if not inside.contains(box)]
            found += apart(mine, where)
        assert not found, "\n".join(found[:12])


#: Screens whose label and the line under it touched at 150 %, each with a text it must draw (in the app's language):
#: Settings' "Kiosk-PIN" and its note "Zum Verlassen des Kiosk-Modus" (both drawn 24 px, 27 px between their
#: middles); the code picker's "Stufe" and the level it names under it, "Normal" (26 px apart, their lines 28 px).
LINES_UNDER_LABELS = {"settings": lambda: t("settings.pin_hint"), "codepicker": lambda: "Normal"}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", list(LINES_UNDER_LABELS))
def test_a_label_and_the_line_under_it_stay_apart(name, lang, tmp_path, monkeypatch):
    with screen(name, tmp_path / "home", lang) as app:
        found = []
        for scene, where in each_size(app, lang):
            boxes = noted(monkeypatch, scene.draw, scene.stage_size)
            assert LINES_UNDER_LABELS[name]() in {text for _, text in boxes}, f"{where}: {name}'s line not drawn"
            found += apart(boxes, where)
        assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_set_ups_hints_stay_whole_in_their_panels_and_apart(lang, tmp_path, monkeypatch):
    """The hints under the seats and under the code's button (outlined pictures, ``setup._hint_label``): at 150 %
    on 800 × 480 Go Fish's German hint for its level ran off the players' panel on both sides and over "tap a
    name", and the code's German hint sat on the options panel's foot (at 1024 × 600 it was left out)."""
    from fishgames.ui.scenes import setup

    with screen("setup_gofish", tmp_path / "home", lang) as app:
        found = []
        for scene, where in each_size(app, lang, SIZES + [((1024, 600), 1.0), ((1280, 800), 1.5)]):
            outlined: set[str] = set()  # the hints' words: an outline 2 px round them, the panel's own blue
            monkeypatch.setattr(setup, "_hint_label", lambda text, *a, real=setup._hint_label, noted=outlined: (
                noted.add(text), real(text, *a))[1])
            boxes = noted(monkeypatch, scene.draw, scene.stage_size, ((theme, "text"), (setup, "_hint_label")))
            boxes = [(box.inflate(-4, -4) if text in outlined else box, text) for box, text in boxes]
            players, options = scene.places.players, scene.places.options
            mine = [(box, text) for box, text in boxes if box.colliderect(players)]
            shown = " ".join(text for _, text in mine)
            assert t("setup.tap_name").split()[0] in shown and scene._game_hints().split()[0] in shown, (
                f"{where}: the hints under the seats are not drawn: {shown!r}")
            found += [f"{where}: {text!r} {box} leaves the players' panel {players}" for box, text in mine
                      if not players.inflate(-8, 0).contains(box)]
            found += apart(mine, where)
            code_hint = [(box, text) for box, text in boxes if box.colliderect(options) and box.top > scene.code_y]
            assert " ".join(text for _, text in code_hint).split() == t("setup.code_hint").split(), (
                f"{where}: the code's hint is not drawn whole: {[text for _, text in code_hint]}")
            found += [f"{where}: {text!r} {box} within 4 px of the options panel's foot {options.bottom}"
                      for box, text in code_hint if box.bottom > options.bottom - 4]
        assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_your_go_fish_plate_says_whole_which_levels_hints_you_get(lang, tmp_path, monkeypatch):
    """Your plate's foot names the level whose aids you get: at 150 % on 800 × 480 the German line was cut,
    "deine Hinweise: N…" (and "keine Hinweise bei Meister" ran past the plate at 100 %)."""
    from fishgames.games.gofish import look

    with screen("gofish_easy", tmp_path / "home", lang) as app:
        found = []
        for table, where in each_size(app, lang):
            plate = table.plates[table.bottom]
            for level in ("normal", "master"):  # the longest level words, with hints and without
                table.level = level
                boxes = noted(monkeypatch, table.draw, table.stage_size)
                mine = [text for box, text in boxes if plate.rect.contains(box)]
                gives = level in look.LOG_DURING_PLAY
                words = t("gofish.ui.hints_level" if gives else "gofish.ui.no_hints_level", level="").split()[:2]
                line = [text for text in mine if text.split()[:1] in (words[:1], words[1:])]  # the sentence or its short form
                assert line, f"{where} {level}: no hints line among {mine}"
                found += [f"{where} {level}: {text!r} cut" for text in mine if text.endswith("…")]
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_fischen_round_and_trick_are_said_whole(lang, monkeypatch):
    """The round and trick over the sea pile (``draw_counters``, the longest numbers: round 8 of 8, trick 13 of 13): at
    150 % on 800 × 480 and 1024 × 600 they were cut, "Runde 8 vo…" and "Stich 13 von…".  Drawn alone at each
    size's floors (no app: the counters are a panel of their own)."""
    from fishgames.games.fischen import scene_layout as L
    from fishgames.games.fischen.bits import HAND_SIZES
    from fishgames.games.fischen.data import ROUNDS
    from fishgames.games.fischen.scene_draw import draw_counters
    from fishgames.i18n import set_language
    from fishgames.ui import legibility

    pygame.init()
    tricks = max(max(sizes) for sizes in HAND_SIZES.values())
    found = []
    set_language(lang)
    try:
        for (w, h), ui_scale in SIZES:
            legibility.apply(legibility.floors(w / 1280, ui_scale))  # (narrower than 16:9: the canvas is 1280 wide)
            where = f"{lang} {w}x{h} {ui_scale:.0%} (text floor {legibility.current.text})"
            boxes = noted(monkeypatch, lambda surface: draw_counters(surface, L.COUNTERS, ROUNDS, ROUNDS, tricks, tricks),
                          (1280, 720))
            assert len(boxes) == 2, f"{where}: {boxes}"
            found += [f"{where}: {text!r} cut" for _, text in boxes if text.endswith("…")]
            found += [f"{where}: {text!r} {box} leaves its panel {L.COUNTERS}" for box, text in boxes
                      if not L.COUNTERS.contains(box)]
    finally:
        legibility.apply(legibility.NONE)
        set_language("de")
    assert not found, "\n".join(found)


#: The least room between a score track's round label and the score beside it (logical px; a text's box holds its
#: glyphs' side bearings too): a table's row, read along, not the results' columns (``GAP``).
SCORE_GAP = 6


def score_track_texts(monkeypatch, players: int, history: tuple, scores: tuple, round_no: int = 2):
    """The Fischen score track drawn alone (8 rounds, ``round_no`` being played) at the floors in force: its
    texts' boxes and words, where the panel paints them."""
    from fishgames.games.fischen import scene_draw
    from fishgames.games.fischen import scene_layout as L

    def draw(surface):
        monkeypatch.setattr(scene_draw, "painted_on", lambda base, paint: paint(surface) or base)
        scene_draw.score_track(L.score_rect().size, players, history, scores, round_no, 8, "where",
                               t("fischen.ui.now"))

    return noted(monkeypatch, draw, (1280, 720))


@contextmanager
def at_floors_of(lang: str):
    """Each (window, UI scale) of :data:`SIZES` in turn, its floors applied (no app: a panel drawn alone)."""
    from fishgames.i18n import set_language
    from fishgames.ui import legibility

    pygame.init()
    set_language(lang)

    def sizes():
        for (w, h), ui_scale in SIZES:
            legibility.apply(legibility.floors(w / 1280, ui_scale))
            yield f"{lang} {w}x{h} {ui_scale:.0%}"

    try:
        yield sizes()
    finally:
        legibility.apply(legibility.NONE)
        set_language("de")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_fischen_score_tracks_round_labels_stand_clear_of_the_scores(lang, monkeypatch):
    """The score track's round labels ("jetzt" bold, "R8") and the first seat's scores in their row: at 150 % on
    800 × 480 "jetzt" ran into the first score ("jetzt0").  Drawn alone at each size's floors, its panel's words
    noted where they are painted."""
    found = []
    with at_floors_of(lang) as sizes:
        for size in sizes:
            for players in (4, 5):
                where = f"{size} {players} players"
                history = ((1, (-12, 16, 12, 8, 3)[:players], (3,) + (0,) * (players - 1)),)  # (two -3 buoys)
                scores = (48, 16, 12, 8, 3)[:players]  # (the first seat's widest: a −3 row, a two-digit total)
                boxes = score_track_texts(monkeypatch, players, history, scores)
                labels = [(box, text) for box, text in boxes if text == t("fischen.ui.now") or text.startswith("R")]
                numbers = [(box, text) for box, text in boxes if text.lstrip("-").isdigit()]
                assert len(labels) >= 6 and len(numbers) == 2 * players, f"{where}: {boxes}"  # (150 %: R1-R6)
                found += [f"{where}: {label!r} {a} within {SCORE_GAP} px of {number!r} {b}"
                          for a, label in labels for b, number in numbers
                          if abs(a.centery - b.centery) < 3 and a.right + SCORE_GAP > b.left]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_fischen_score_tracks_rows_stand_apart(lang, monkeypatch):
    """The score track's rows, a line of its type apart at least: at 150 % on 800 × 480 its 24-px rows stood
    22.6 px apart, R3 touching R4.  Where all eight no longer fit, the rows shown end with the round being
    played (its live scores, "jetzt") and the one before it; at 100 % every round is shown."""
    found = []
    with at_floors_of(lang) as sizes:
        for size in sizes:
            for round_no in (2, 8):
                history = tuple((r, (10 * r, r, 2 * r, 3 * r), (0,) * 4) for r in range(1, round_no))
                boxes = score_track_texts(monkeypatch, 4, history, (99, 9, 19, 29), round_no)
                where = f"{size} round {round_no}"
                rows = [(box, text) for box, text in boxes if text == t("fischen.ui.now") or text[:1] == "R"]
                said = [text for _, text in rows]
                assert t("fischen.ui.now") in said and (round_no == 1 or f"R{round_no - 1}" in said), f"{where}: {said}"
                assert len(rows) == 8 or "150" in size, f"{where}: only {said} at 100 %"
                found += [f"{where}: {what!r} {a} touches {other!r} {b}" for i, (a, what) in enumerate(boxes)
                          for b, other in boxes[i + 1:] if a.colliderect(b)]
    assert not found, "\n".join(found[:12])


#: Table moments whose labels were cut at 150 % on small panels (seen in screenshots): Fischen's "Fische…" on your
#: plate; Fat Fish's "Schac…", "Lizenz…", "Minuspun…", "Sauberes B…"; Lure's "fert…", its screen's heading and its
#: panel's hints ("Würfel fürs Gebot ant…", "Fisch antippen: was er…", "Rolling alone you would…").
TABLE_MOMENTS = ("fatfish_multi_card", "fischen_named_trick", "lure_cast_choice", "lure_five_players", "fischen_round_summary")


def still_cut(text: str, app: App) -> bool:
    """Texts this check does not hold yet: a player's name too long for its plate even at the floor (cut there, as
    ``test_nothing_cut_while_playing`` allows): issue 29's sweep has them still to do.  (Lure's fish names under
    crowded cards were cut too, "Minn…" under the first of five, and its plates' counts where even their short form
    had no room, "Köd… · Fang 1" on a five-seat German plate at 150 %: no longer.)"""
    table = app.stack.top
    return text in {table.seat_name(seat) for seat in range(len(table.match.seats))}


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", TABLE_MOMENTS)
def test_a_tables_labels_are_whole_at_a_small_panels_floor(name, lang, tmp_path):
    """Each table moment drawn afresh (its panels painted again) at each size, sharp as on the panel, with the
    text helpers watched (``cut_spy``, a cut at the floor counting too): no label cut, none run over its slot, no
    wrapped line dropped — a label that has no room says its short form."""
    from tests.ui.cut_spy import text_that_gave_way

    with screen(name, tmp_path / "home", lang, sharp=True) as app:
        found = []
        for table, where in each_size(app, lang, SIZES + [((720, 1280), 1.5)]):  # (upright: "Meeressta…")
            table.invalidate_backdrop()  # every panel painted again, its texts asked for
            with text_that_gave_way(at_the_floor=True) as gave_way:
                table.draw(app.surface_of(table))
            found += [f"{where}: {way}" for way in sorted(gave_way, key=str) if not still_cut(way.text, app)]
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_go_fishs_hint_chips_are_all_shown_under_a_plate(lang, monkeypatch):
    """Easy hints under a rival's plate: four ranks it surely has, twice each, and four it lacks, under the
    narrowest plate (four seats).  At 150 % on 800 × 480 they ran out of room after the first ("J×2…"); where
    the labels leave them too little room, the chips stand without "hat"/"keine" and closer together."""
    from fishgames.games.gofish import scene_draw
    from fishgames.games.gofish import scene_layout as geo

    width = min(rect.w for rect in geo.LANDSCAPE.top_plates(4))
    has, lacks = ((9, 2), (10, 2), (11, 2), (12, 2)), (1, 2, 3, 4)
    found = []
    with at_floors_of(lang) as sizes:
        for where in sizes:
            def draw(surface):
                monkeypatch.setattr(scene_draw, "picture", lambda size, paint: paint(surface) or surface)
                scene_draw._hint_rows(has, lacks, width, t("gofish.ui.hint.has"), t("gofish.ui.hint.lacks"))

            chips = [text for _, text in noted(monkeypatch, draw, (width, 2 * geo.HINT_ROW))
                     if text not in (t("gofish.ui.hint.has"), t("gofish.ui.hint.lacks"))]
            if "…" in chips or len(chips) != len(has) + len(lacks):
                found.append(f"{where}: under a {width}-px plate {chips}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_discard_pile_counts_stand_clear_of_its_tokens(lang, monkeypatch):
    """The discard pile with every kind of lure in it, at each small panel's floors: at 150 % on 800 × 480 each "×1"
    ran under the next token and over the row under it (there the counts stand bare, "1", where "×1" has no room).
    Drawn alone, its counts and tokens noted where they are painted: no count on a token, all inside the box."""
    from fishgames.games.lure import scene_art as A
    from fishgames.games.lure import scene_draw
    from fishgames.games.lure import scene_layout as L

    counts = (("A", 1), ("B", 2), ("E1", 1), ("E2", 3), ("E3", 1), ("E4", 1), ("E5", 2), ("E6", 1))
    found = []
    with at_floors_of(lang) as sizes:
        for where in sizes:
            boxes = noted(monkeypatch, lambda surface: scene_draw._paint_discard(surface, L.DISCARD, counts),
                          (1280, 720), ((theme, "text"), (A, "token")))
            tokens = [box for box, what in boxes if what in dict(counts)]
            numbers = [(box, what) for box, what in boxes if what.lstrip("×").isdigit()]
            assert len(tokens) == len(numbers) == len(counts), f"{where}: {boxes}"
            found += [f"{where}: {what!r} {box} on a token {token}" for box, what in numbers for token in tokens
                      if box.colliderect(token)]
            found += [f"{where}: {what!r} {box} leaves the pile {L.DISCARD}" for box, what in numbers
                      if not L.DISCARD.contains(box)]
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_round_and_the_fish_out_unseen_stand_apart(lang, monkeypatch):
    """The same box on the landscape table, at each small panel's floors (two or three players' round 1): at 150 % on
    800 × 480 a real window showed "Runde 1/10" over "10 ungese…" in its 50 px.  Drawn alone, its words noted where
    they are painted (their ink: a line's blank may overlap): whole, apart and inside the box."""
    from fishgames.games.lure import scene_draw
    from fishgames.games.lure import scene_layout as L

    found = []
    with at_floors_of(lang) as sizes:
        for where in sizes:
            pictures: dict = {}  # each text's picture, for its ink

            def kept(content, *args, pictures=pictures, real=theme.text, **kwargs):
                return pictures.setdefault(content, real(content, *args, **kwargs))

            monkeypatch.setattr(theme, "text", kept)
            boxes = noted(monkeypatch, lambda surface: scene_draw._paint_round(surface, L.ROUND, 1, 10, False, 10),
                          (1280, 720))
            assert len(boxes) == 2, f"{where}: {boxes}"
            inks = [(pictures[text].get_bounding_rect().move(box.topleft), text) for box, text in boxes]
            found += [f"{where}: {text!r} cut" for _, text in boxes if text.endswith("…")]
            found += [f"{where}: {text!r}'s ink {ink} leaves its box {L.ROUND}" for ink, text in inks
                      if not L.ROUND.contains(ink)]
            (a, what), (b, other) = inks
            if a.inflate(0, 4).colliderect(b):
                found.append(f"{where}: {what!r}'s ink {a} within 2 px of {other!r}'s {b}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_round_and_the_fish_out_unseen_stand_apart_upright(lang, monkeypatch):
    """Lure's round box with fish out unseen (two or three players): upright, at each portrait screen's floors, "Runde 5
    von 10" ran into "10 Fische ungesehen" in the stage's 50 px.  Drawn alone (no app: the box is a panel of its own),
    its words noted where they are painted: both whole, apart and inside the box."""
    from fishgames.games.lure import scene_draw
    from fishgames.games.lure import scene_layout as L
    from fishgames.i18n import set_language
    from fishgames.ui import display, legibility

    pygame.init()
    found = []
    set_language(lang)
    try:
        for w, h in ((720, 1280), (768, 1024), (600, 1024), (800, 1280), (1080, 1920)):
            canvas = display.canvas_for((w, h))
            legibility.apply(legibility.floors(w / 1280))
            box = L.upright(canvas).ROUND
            where = f"{lang} {w}x{h} (text floor {legibility.current.text})"
            boxes = noted(monkeypatch, lambda surface, box=box: scene_draw._paint_round(surface, box, 5, 10, False, 10),
                          canvas)
            assert len(boxes) == 2, f"{where}: {boxes}"
            found += [f"{where}: {text!r} cut" for _, text in boxes if text.endswith("…")]
            found += [f"{where}: {text!r} {rect} leaves its box {box}" for rect, text in boxes if not box.contains(rect)]
            found += apart(boxes, where)
    finally:
        legibility.apply(legibility.NONE)
        set_language("de")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_fischens_depth_words_are_drawn_whole_upright(lang, monkeypatch):
    """Fischen's words under the sea deck ("Nächste Runde brauchst du 10 Karten aus dem Meer."), upright at each
    portrait screen's floors, at 100 % and 150 %: every word drawn, inside its place, the lines apart.  German lost
    "aus dem Meer." at 720 × 1280 (four lines at most, 22 px apart in 26-px type), and 3:4's compact column holds
    three lines.  Drawn alone, its words noted where they are painted."""
    from fishgames.games.fischen import scene_draw
    from fishgames.games.fischen import scene_layout as L
    from fishgames.i18n import set_language
    from fishgames.ui import display, legibility

    pygame.init()
    found = []
    set_language(lang)
    try:
        for (w, h), ui_scale in [((w, h), k) for w, h in ((720, 1280), (768, 1024), (600, 1024), (800, 1280),
                                                          (1080, 1920)) for k in (1.0, 1.5)]:
            canvas = display.canvas_for((w, h))
            assert display.upright(canvas, L.UPRIGHT_LEAST_H), (w, h)
            legibility.apply(legibility.floors(w / 1280, ui_scale))
            places = L.upright(canvas)
            box = places.NEED
            for text in (t("fischen.ui.sea_need", count=12), t("fischen.ui.sea_need", count=1),
                         t("fischen.ui.sea_need_none")):
                where = f"{lang} {w}x{h} {ui_scale:.0%} {text!r}"
                boxes = noted(monkeypatch, lambda surface, box=box, text=text, most=places.NEED_LINES: scene_draw.draw_need(
                    surface, box, text, most), canvas)
                said = " ".join(words for _, words in boxes)
                if said.split() != text.split():
                    found.append(f"{where}: drawn as {said!r}")
                found += [f"{where}: {words!r} {rect} leaves its place {box}" for rect, words in boxes
                          if not box.contains(rect)]
                found += [f"{where}: {a!r} {ra} runs into {b!r} {rb}" for i, (ra, a) in enumerate(boxes)
                          for rb, b in boxes[i + 1:] if ra.colliderect(rb)]
    finally:
        legibility.apply(legibility.NONE)
        set_language("de")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_rack_says_its_head_and_hint_inside_it_clear_of_the_dice(lang, tmp_path, monkeypatch):
    """Your rack while you cast, three dice raised, a die resting and a lure tapped: at 150 % on 800 × 480 its head
    ran over the raised dice's tops and the lure's help ran under the rack's foot ("bid size."); at 100 % (1280 × 720
    too) the help's first line lay over a resting die's "from R4".  The rack drawn alone, its texts noted where they
    are painted: each inside the rack, whole, clear of every die and tag."""
    from fishgames.games.lure import scene_draw
    from tests.ui.cut_spy import text_that_gave_way

    with screen("lure_cast_choice", tmp_path / "home", lang, sharp=True) as app:
        found = []
        for table, where in each_size(app, lang, SIZES + [((1280, 720), 1.0)]):
            decision = table.decision(table.view)
            dice = [rect.inflate(-4, -4) for _, rect, _ in table.rack_dice(decision)]  # (a tag starts 2 px up its die)
            assert table.help_text and "resting" in [state for *_, state in table.rack_dice(decision)], where
            with text_that_gave_way(at_the_floor=True) as gave_way:
                def draw(surface, table=table, decision=decision):
                    table._draw_rack(surface, table.shown, decision)

                boxes = noted(monkeypatch, draw, table.stage_size,
                              ((theme, "text"), (scene_draw, "fitted"), (scene_draw, "wrapped")))
            found += [f"{where}: {way}" for way in sorted(gave_way, key=str)]
            rack = table.L.RACK.inflate(-8, -8)
            found += [f"{where}: {text!r} {box} leaves the rack {rack}" for box, text in boxes if not rack.contains(box)]
            found += [f"{where}: {text!r} {box} over a die {die}" for box, text in boxes for die in dice
                      if box.colliderect(die)]
            found += apart(boxes, where)
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_cast_panel_says_no_catch_whole(lang, tmp_path):
    """Your cast's panel where rolling alone would catch nothing: at 150 % on 800 × 480 it said "Allein: kein Fisch
    in Reic…".  The panel drawn at each size with that line, the text helpers watched: nothing cut, none dropped."""
    from tests.ui.cut_spy import text_that_gave_way

    with screen("lure_cast_choice", tmp_path / "home", lang, sharp=True) as app:
        found = []
        for table, where in each_size(app, lang):
            table.odds_lines = lambda view: [t("lure.ui.odds_none")]
            with text_that_gave_way(at_the_floor=True) as gave_way:
                table._draw_panel(app.surface_of(table), table.shown, table.view, table.decision(table.view))
            found += [f"{where}: {way}" for way in sorted(gave_way, key=str)]
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_lures_cast_panel_never_shows_the_odds_heading_alone(lang, tmp_path, monkeypatch):
    """Your cast's panel where its odds have no room under their heading (150 % on 800 × 480): it said "Allein
    würfelnd fängst du" and no fish under it, a sentence cut off.  The panel drawn at each size with the heading and
    two fish, its texts noted: the heading only with a fish's line under it."""
    from fishgames.games.lure import scene_draw

    with screen("lure_cast_choice", tmp_path / "home", lang, sharp=True) as app:
        found, drawn = [], 0
        for table, where in each_size(app, lang, SIZES + [((1280, 720), 1.0)]):
            fish = [t("lure.ui.odds_line", fish="Zander", chance=40), t("lure.ui.odds_line", fish="Lachs", chance=9)]
            table.odds_lines = lambda view, fish=fish: [t("lure.ui.odds_title"), *fish]
            surface = app.surface_of(table)
            texts = [text for _, text in noted(monkeypatch, lambda s, table=table: table._draw_panel(
                s, table.shown, table.view, table.decision(table.view)), surface.get_size(), ((scene_draw, "fitted"),))]
            heading = {t("lure.ui.odds_title"), t("lure.ui.odds_title_short")} & set(texts)
            drawn += bool(heading)
            if heading and not set(fish) & set(texts):
                found.append(f"{where}: {texts}")
        assert drawn, "the heading was drawn at no size"
        assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_your_long_name_is_said_whole_at_your_lure_seat(lang, tmp_path, monkeypatch):
    """A long name the name pad allows is cut on your plate even at the floor ("Anna-Kath…" at 150 % on 800 × 480):
    your rack's head then says it whole ("Your screen, Anna-Katharina Müller").  The table drawn at each size with
    your seat so named, the texts drawn on your plate and rack noted: one of them holds the whole name."""
    from fishgames.games.lure import scene_draw

    name = "Anna-Katharina Müller"
    with screen("lure_cast_choice", tmp_path / "home", lang, sharp=True) as app:
        found = []
        for table, where in each_size(app, lang, SIZES + [((1280, 720), 1.0)]):
            real = type(table).seat_name
            table.seat_name = lambda seat, table=table, real=real: name if seat == table.bottom else real(table, seat)
            table.invalidate_backdrop()
            boxes = noted(monkeypatch, table.draw, table.stage_size, ((theme, "text"), (scene_draw, "fitted")))
            mine = [text for box, text in boxes if box.colliderect(table.L.OWN) or box.colliderect(table.L.RACK)]
            if not any(name in text for text in mine):
                found.append(f"{where}: {mine}")
        assert not found, "\n".join(found)
