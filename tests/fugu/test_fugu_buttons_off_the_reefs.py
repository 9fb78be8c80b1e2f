"""The corner's Pro tip and "?" never lie on the other reefs (issue 29): upright (720 × 1280) at 150 % the grown
buttons covered the right ends of the second and third lanes' reefs (a card there unseen); they go under the lanes
now (``TableScene.buttons_clear``), right of the market.  On a small landscape panel (800 × 480 and 1024 × 600 at
150 %, 800 × 480 in German) the Pro tip, wider than the column right of the reefs, lay on their right ends too, and
moved under the lanes it covered the move log's words: it goes under "Stop here" there, and the "?" right under the
Menu (``fugu.scene_coach.button_spot``, ``fugu.guide.help_button``).  Neither covers the log, the market, the plates,
"Stop here", the prompt or your reef either, nor each other."""

from __future__ import annotations

import pygame
import pytest

from fishgames.ui import context_help, legibility
from fishgames.ui.legibility import CORNER_GAP
from tests.screenshot_shots import screenshot_tool
from tests.ui.test_other_name_whole import NAMES
from tests.ui.test_small_panel_texts import each_size, screen

UPRIGHT = [((720, 1280), 1.5), ((720, 1280), 1.0)]
#: Small landscape panels where the Pro tip lay on the second and third reefs' right ends in the corner's column
#: (measured 2026-12-07: at 800 × 480 150 % Rect(1117, 95, 155, 79) on the reefs ending at x 1140; at 1024 × 600
#: 125 % in German 3 px from them), then the larger ones, where it stays in the corner.
LANDSCAPE = [((800, 480), 1.5), ((1024, 600), 1.5), ((800, 480), 1.0), ((1024, 600), 1.25), ((1280, 720), 1.5),
             ((1920, 1080), 1.0)]


def what_they_leave_clear(table) -> dict[str, pygame.Rect]:
    """What the Pro tip and "?" must leave visible besides the other reefs: the move log (its words), the market,
    the plates, "Stop here", the prompt's row (a longer prompt's pill is wider: up to the whole stage at 150 %) and
    your reef."""
    prompt = table.prompt_box()
    assert prompt is not None, "no prompt"
    things = {"the log": table.log_panel.rect, "Stop here": table.pass_button(),
              "the prompt's row": pygame.Rect(0, prompt.y, table.L.W, prompt.h),  # a longer prompt is wider
              "your reef": pygame.Rect(0, table.L.OWN_Y - 24, table.L.W, table.L.H - table.L.OWN_Y + 24)}
    things |= {f"market card {i + 1}": table.L.market_rect(i) for i in range(len(table.L.MARKET_XS))}
    things |= {f"the plate of seat {seat}": table.plate_rect(seat) for seat in (table.bottom, *table.lanes)}
    return things


@pytest.mark.parametrize("names", ["default", "long"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_pro_tip_and_help_buttons_leave_the_reefs_visible(lang, names, tmp_path, monkeypatch):
    """Each moment (language, names) built once and laid out again live at the upright screens, then the landscape
    ones (each was a case with a moment of its own)."""
    if names == "long":
        tool = screenshot_tool()
        monkeypatch.setattr(tool, "HUMANS", (*NAMES, *tool.HUMANS[2:]))
    faults = []
    with screen("fugu_two_humans", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, UPRIGHT + LANDSCAPE):
            app.draw()
            reefs = table.lane_reefs()
            assert len(reefs) == 3, f"{where}: {len(reefs)} other reefs"
            buttons = {"Pro tip": table.coach.button_rect, "?": context_help.shown(table)}
            assert all(rect is not None and rect.w for rect in buttons.values()), f"{where}: a button not shown"
            gap = 0 if table.portrait else CORNER_GAP  # (upright the Pro tip may touch a reef's panel: as before)
            faults += [f"{where}: {name} {rect} on the reef {reef} (or nearer than {gap} px)"
                       for name, rect in buttons.items() for reef in reefs
                       if rect.colliderect(reef.inflate(2 * gap, 0))]
            faults += [f"{where}: {name} {rect} on {thing} {other}" for name, rect in buttons.items()
                       for thing, other in what_they_leave_clear(table).items() if rect.colliderect(other)]
            faults += [f"{where}: {name} {rect} smaller than a tap ({legibility.current.tap})"
                       for name, rect in buttons.items() if min(rect.size) < legibility.current.tap]
            if buttons["Pro tip"].colliderect(buttons["?"]):
                faults.append(f"{where}: Pro tip {buttons['Pro tip']} on the ? {buttons['?']}")
            faults += [f"{where}: {name} {rect} on the Menu" for name, rect in buttons.items()
                       if rect.colliderect(table.menu_button.relative_rect)]
    assert not faults, "\n".join(faults)


def test_the_solo_rule_leaves_the_pro_tips_place_while_it_is_hidden(tmp_path, monkeypatch):
    """Fugu solo in German at 800 × 480 150 %: the rule's line ("…der Auslage") is painted into the backdrop, which
    the table drew while the Pro tip was hidden (the deal, a turn's animation), and ran under the Pro tip that came
    with your turn.  The line's room ends left of the Pro tip's place also while it is hidden."""
    from fishgames.ui.coach import Coach

    with screen("fugu_solo", tmp_path / "home", "de", sharp=True) as app:
        for table, where in each_size(app, "de", [((800, 480), 1.5)]):
            app.draw()
            tip = pygame.Rect(table.coach.button_rect)
            assert tip.w, f"{where}: no Pro tip on your turn"
            monkeypatch.setattr(Coach, "available", property(lambda coach: False))  # hidden: as in a bot's turn
            x, right = table._solo_rule_room()
            assert right < tip.x, f"{where}: the solo rule runs from {x} to {right}, under the Pro tip {tip}"
