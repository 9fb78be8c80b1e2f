"""Fugu on a small landscape panel at the larger type (800 × 480 and 1024 × 600 at 150 %; issue 29 "nothing covered
or cut off"): the move log starts right under what is above it where the "?" left the corner's column for the Menu's
side (it kept the room of a third corner button, 19 px at 800 × 480 150 %); the coach's reason stays in the log's
place, clear of the prompt under it (the anchor's reason grew over the prompt's end: its first sentence took 7 rows
under a title of 2 — it comes in its short form there); and "Stop for good?", whose box grown for its rows lay on
the log's corner, stands clear of the log (centred on the market, short of it: ``test_fugu_stop_question``), the
table dimmed under it."""

from __future__ import annotations

import sys

import pygame
import pytest

from fishgames.games.fugu.actions import PASS, Swap
from fishgames.ui import context_help, fine
from fishgames.ui.coach import Advice
from fishgames.ui.legibility import CORNER_GAP
from tests.fugu.test_fugu_buttons_off_the_reefs import LANDSCAPE
from tests.screenshot_shots import TOOLS
from tests.ui.test_small_panel_texts import each_size, screen

SMALL = [((800, 480), 1.5), ((1024, 600), 1.5)]


def what_is_above(table, log: pygame.Rect) -> dict[str, pygame.Rect]:
    """What lies above the log in its column: the other reefs and plates, the corner's Menu, "?" and Pro tip."""
    things = {"the Menu": table.menu_button.relative_rect, "?": context_help.shown(table),
              "Pro tip": table.coach.button_rect}
    things |= {f"reef {i + 1}": reef for i, reef in enumerate(table.lane_reefs())}
    things |= {f"plate of seat {seat}": table.plate_rect(seat) for seat in table.lanes}
    return {name: rect for name, rect in things.items() if rect is not None and rect.w
            and rect.x < log.right and rect.right > log.x and rect.top < log.top}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_log_starts_right_under_what_is_above_it(lang, tmp_path):
    """Three other reefs across the top (four players): the log lies on none of the corner's buttons, and starts
    no further under the lowest thing above it than on the stage (1280 × 720 100 %: under the reefs)."""
    faults, gaps = [], {}
    with screen("fugu_two_humans", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [((1280, 720), 1.0), *LANDSCAPE]):
            app.draw()
            log = pygame.Rect(table.log_panel.rect)
            above = what_is_above(table, log)
            faults += [f"{where}: the log {log} on {name} {rect}" for name, rect in above.items()
                       if rect.colliderect(log)]
            lowest = max(above.items(), key=lambda item: item[1].bottom)
            gaps[where] = (log.top - lowest[1].bottom, lowest[0], log)
    stage = gaps.pop(f"{lang} 1280x720 100%")[0]
    assert CORNER_GAP <= stage, stage
    faults += [f"{where}: the log {log} starts {gap} px under {name} (on the stage {stage})"
               for where, (gap, name, log) in gaps.items() if not CORNER_GAP <= gap <= stage]
    assert not faults, "\n".join(faults)


def with_coach_shots() -> None:
    """The coach's screenshot moments (``tools/coach_shots.py`` adds them to the screenshot tool's)."""
    sys.path.insert(0, TOOLS)
    try:
        import coach_shots  # noqa: F401, PLC0415 - registers the coach_* moments
    finally:
        sys.path.remove(TOOLS)


def reason_faults(table, where: str) -> list[str]:
    """The reason's panel on the prompt, or past the log's place (down to the prompt's row)."""
    panel, prompt, log = table.coach.panel_rect, table.prompt_box(), table.log_panel.rect
    assert panel is not None and prompt is not None, f"{where}: no reason panel ({panel}) or prompt ({prompt})"
    faults = [f"{where}: the reason {panel} on the prompt {prompt}"] if panel.colliderect(prompt) else []
    return faults + ([f"{where}: the reason {panel} past the log {log}"] if panel.bottom > log.bottom else [])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_coachs_anchor_reason_leaves_the_prompt_clear(lang, tmp_path):
    """Two players, the coach asked until it suggests an anchor ("The 5 would fit in slot 1, but anchor side up (−1)
    it keeps every number below 13 free for the slots around it, and its creature still counts."): at 800 × 480
    150 % its panel ran 80 px down over the prompt (de and en), at 1024 × 600 150 % 72 (de) and 45 (en)."""
    with_coach_shots()
    faults = []
    with screen("coach_fugu_anchor", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [*SMALL, ((800, 480), 1.0)]):
            app.draw()
            faults += reason_faults(table, where)
    assert not faults, "\n".join(faults)


#: Every sentence a Fugu reason may start with, with wide numbers (two digits each, a score of −18).
FIRST = {**{f"coach.fugu.{key}": {"card": 74, "slot": 17, "low": 68, "high": 75, "cost": 12}
            for key in ("number_between", "number_above", "number_below", "number_first", "number_first_fair",
                        "anchor_forced", "anchor_room_between", "anchor_room_above", "anchor_room_below",
                        "anchor_room_open")},
         "coach.fugu.stop_full": {}, "coach.fugu.stop_win": {"score": -18}, "coach.fugu.stop_cost": {"cost": 12}}
THEN = [("coach.fugu.part.octopus", {"points": 12}), ("coach.fugu.delta", {"points": 12}),
        ("coach.fugu.runner_number", {"card": 74, "slot": 17, "points": 12.5})]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_reason_leaves_the_prompt_clear_with_three_other_reefs(lang, tmp_path):
    """Four players (the log under three reefs): each first sentence a reason may have, then three more, in the
    reason's panel at each small panel's larger type — clear of the prompt and inside the log's place."""
    faults = []
    with screen("fugu_two_humans", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [*SMALL, ((800, 480), 1.0), ((1280, 720), 1.5)]):
            coach = table.coach
            assert coach.available, f"{where}: no Pro tip"
            market, slot = next(iter(table.options()))
            for key, params in FIRST.items():
                action = PASS if key.startswith("coach.fugu.stop") else Swap(market, slot, False)
                coach.advice = Advice(coach._key(), action, [(key, params), *THEN])
                app.draw()
                faults += reason_faults(table, f"{where} {key}")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_stop_question_lies_beside_the_log_and_the_reason(lang, tmp_path):
    """"Stop for good?" over the market, grown upward for its rows at 150 %, lay on the log's corner (at 1280 × 720
    too: 18 px) and the coach's reason over the log on it: it stands clear of the log now (narrower, centred on the
    market), clear of your plate and the corner's buttons too."""
    faults = []
    with screen("fugu_stop", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, LANDSCAPE):
            coach = table.coach
            assert table.confirm_pass and coach.available, f"{where}: no question or no Pro tip"
            coach.advice = Advice(coach._key(), PASS, [("coach.fugu.stop_win", {"score": -18}), *THEN])
            app.draw()
            box = table.pass_dialog_rect()
            things = {"the log": table.log_panel.rect, "the reason": coach.panel_rect, "your plate": table.own_plate(),
                      "the Pro tip": coach.button_rect, "the ?": context_help.shown(table),
                      "the Menu": table.menu_button.relative_rect}
            faults += [f"{where}: the question {box} on {name} {rect}" for name, rect in things.items()
                       if rect is not None and box.colliderect(rect)]
            faults += [] if pygame.Rect((0, 0), table.stage_size).contains(box) else [f"{where}: {box} off the stage"]
    assert not faults, "\n".join(faults)


def test_the_table_dims_under_the_stop_question(tmp_path):
    """The question waits for its answer (a tap beside it keeps playing): the table dims under it, as under a
    summary — the log beside it is darker than without the question."""
    with screen("fugu_stop", tmp_path / "home", "de", sharp=True) as app:
        for table, where in each_size(app, "de", [((800, 480), 1.5)]):
            log = table.log_panel.rect
            spot, stage = (log.centerx, log.y + 8), app.stage_surface
            assert fine.k != 1, where  # (the stage a Canvas: its pixels read at the spot's physical place)
            seen = {}
            for asked in (False, True):
                table.confirm_pass = asked
                app.draw()
                x, y = stage.point(spot)
                seen[asked] = sum(stage.pixels.get_at((int(x), int(y)))[:3])
            assert seen[True] < 0.75 * seen[False], (where, seen)
