"""The "?" on every table: the rules help opened at the paragraph for the phase the table is in.

Each game names its phases' paragraphs and the button's free spot in its ``guide.py`` (``HELP``: phase ->
paragraph number of ``help.<game>.NN``; ``HELP_BUTTON``, or ``help_button(scene)``).  The help is pushed over the table, so "Back"
returns to the table exactly as it was.
"""

from __future__ import annotations

import pygame

from fishgames.ui import legibility, theme
from fishgames.ui.games import game_part
from fishgames.ui.scene import Push, Transition
from fishgames.ui.widgets import draw_button

FIRST = 1  # a phase the game does not name opens the help at its top


def guide_module(game: str):
    """The game's ``guide.py`` (its guided first game and help table), or None for a game without one."""
    return game_part(game, "guide")


def paragraph(game: str, view: dict) -> int:
    """The help paragraph for the phase of ``view``."""
    module = guide_module(game)
    table = getattr(module, "HELP", {}) if module is not None else {}
    return table.get(view.get("phase"), FIRST)


def button_rect(scene) -> pygame.Rect | None:
    """The game's spot for the "?": ``help_button(scene)`` where it depends on the table (None there: the fixed
    one), else ``HELP_BUTTON``."""
    module = guide_module(scene.spec.name)
    if module is None:
        return None
    place = getattr(module, "help_button", None)
    own = place(scene) if place is not None else None
    spot = own if own is not None else getattr(module, "HELP_BUTTON", None)
    if spot is None:
        return None
    stage = pygame.Rect((0, 0), scene.stage_size)
    rect = legibility.tap_rect(spot, stage)
    rect.top = max(0, min(pygame.Rect(spot).top, stage.bottom - rect.h))  # grown down: the plates are above it
    menu = getattr(scene, "menu_button", None)  # None: a table not entered yet (a guide measuring its spots)
    corner = menu.relative_rect if menu is not None else pygame.Rect(stage.right - 8, 8, 0, 0)
    fixed = own is None  # a game that places its "?" by the table (help_button) has placed it for this screen
    if fixed and not legibility.current.inert and rect.x >= corner.x and rect.y < legibility.under_corner(2):
        # a small screen's grown Menu and Pro tip fill the corner's column: the "?" goes under them, not
        # between (there it pushed the Pro tip down over the log)
        rect.topright = (corner.right, legibility.under_corner(2))
    return clear_of_blocks(rect, scene)


def clear_of_blocks(rect: pygame.Rect, scene) -> pygame.Rect:
    """``rect`` moved down under each of the table's ``buttons_clear`` it lies on, top to bottom (a table not
    entered yet, or one without them: as it is)."""
    blocks = getattr(scene, "buttons_clear", None)
    for block in sorted(blocks() if blocks is not None else [], key=lambda r: r.top):
        if rect.colliderect(block):
            rect.top = block.bottom + 8
    return rect


def shown(scene) -> pygame.Rect | None:
    """The "?" where it is shown now: not under a cover screen, not in the replay theatre (whose table takes
    no taps), nor while the game's ``help_hidden(scene)`` says an overlay of the table lies there."""
    rect = button_rect(scene)
    hidden = getattr(guide_module(scene.spec.name), "help_hidden", None)
    if rect is None or scene.covering or scene.replaying or (hidden is not None and hidden(scene)):
        return None
    return rect


def draw(scene, surface: pygame.Surface) -> None:
    rect = shown(scene)
    if rect is not None:
        draw_button(surface, rect, "?", size=theme.BODY)


def handle(scene, pointer) -> Transition:
    """A tap on the "?" opens the rules help at this phase's paragraph (pushed: Back returns here)."""
    rect = shown(scene)
    if pointer.kind != "tap" or rect is None or not rect.collidepoint(pointer.pos):
        return None
    scene.app.sound.play("click")
    return Push(scene.app.scene("rules_help", scene.spec.name, paragraph=paragraph(scene.spec.name, scene.view)))
