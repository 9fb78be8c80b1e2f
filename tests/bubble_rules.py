"""What a speech bubble on a table must leave alone, checked the same way by the live-game test
(``test_bubbles.py``) and the screenshot-moment test (``test_bubbles_at_shots.py``)."""

from __future__ import annotations

from fishgames.ui import context_help


def bubble_problems(table) -> list[str]:
    """Each bubble drawn last frame that covers what the game keeps clear, the table's own buttons (the menu
    button as pygame-gui shows it, the "?" where it is shown) or another bubble."""
    clear = [*table.keep_clear(), table.menu_button.relative_rect]
    clear += [rect for rect in [context_help.shown(table)] if rect is not None]
    problems = []
    for i, rect in enumerate(table.bubble_rects):
        problems += [f"bubble {rect} covers {area}" for area in clear if rect.colliderect(area)]
        problems += [f"bubbles {rect} and {other} overlap" for other in table.bubble_rects[i + 1:]
                     if rect.colliderect(other)]
    return problems
