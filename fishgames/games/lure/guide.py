"""The guided first game of Lure ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deals were found by
``tools/find_guide_seeds.py lure --deals 8 --max-moves 8``.
"""

from fishgames.games.lure.data import Phase

PLAYERS = 3
LEVEL = "easy"
#: (seed, steps): each learner gets one of these deals (:func:`fishgames.ui.guide.start_guided`), so a
#: family's second learner does not replay the first one's game.  Every one shows each moment — a plain cast
#: first, equal bids rolling together as they happen, lures, Adjust — and ends on the learner's own catch.
DEALS = (
    (1, (
        (None, "guide.lure.intro"),
        ("cast 3d6", "guide.lure.cast"),
        ("cast 4d6", "guide.lure.again"),
        (None, "guide.lure.together"),
        ("cast 5d6 lures=B,E4,E5", "guide.lure.lure"),
        ("cast 5d6+d12 lures=A", "guide.lure.again"),
        ("adjust 3:+1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (44, (
        (None, "guide.lure.intro"),
        ("cast 4d6", "guide.lure.cast"),
        (None, "guide.lure.together"),
        ("cast 3d6+d20 lures=A,E3", "guide.lure.lure"),
        ("adjust 1:-1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (57, (
        (None, "guide.lure.intro"),
        ("cast 4d6+d20", "guide.lure.cast"),
        ("cast 5d6+d12 lures=A", "guide.lure.lure"),
        (None, "guide.lure.together"),
        ("adjust 1:+1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (74, (
        (None, "guide.lure.intro"),
        ("cast 5d6+d20", "guide.lure.cast"),
        ("cast 5d6+d12 lures=A,B", "guide.lure.lure"),
        (None, "guide.lure.together"),
        ("adjust 1:-1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (87, (
        (None, "guide.lure.intro"),
        ("cast 5d6+d12+d20", "guide.lure.cast"),
        (None, "guide.lure.together"),
        ("cast 2d6 lures=A,B", "guide.lure.lure"),
        ("adjust 1:-1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (96, (
        (None, "guide.lure.intro"),
        ("cast 4d6+d12+d20", "guide.lure.cast"),
        (None, "guide.lure.together"),
        ("cast 4d6 lures=A,B", "guide.lure.lure"),
        ("adjust 1:+1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (112, (
        (None, "guide.lure.intro"),
        ("cast 4d6+d12+d20", "guide.lure.cast"),
        (None, "guide.lure.together"),
        ("cast 4d6 lures=A,B", "guide.lure.lure"),
        ("adjust 3:-1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
    (145, (
        (None, "guide.lure.intro"),
        ("cast 4d6", "guide.lure.cast"),
        ("cast 5d6 lures=A,E5", "guide.lure.lure"),
        (None, "guide.lure.together"),
        ("adjust 2:-1", "guide.lure.adjust"),
        (None, "guide.lure.catch"),
    )),
)



def recap(scene, events) -> str | None:
    """What the narrator recaps before a step (the table's log words): the last group of equal bids that
    rolled together, the last catch or tie, and — before the learner casts again — why their own roll caught
    nothing, if it did not ("Player 1: 17 – the Catfish needs 20"): following the glow does not catch every
    round — in place of the group's names (a moment to watch named them: its long text and the log share the
    column)."""
    from fishgames.ui.guide import LEARNER

    groups = [e for e in events if e.kind == "group_up" and len(str(e.seats).split(",")) > 1]
    last = next((e for e in reversed(events) if e.kind in ("fish_caught", "fish_contested")), None)
    rolled = any(e.kind == "final_dice" and e.seat == LEARNER for e in events)
    caught = any(e.kind == "fish_caught" and e.seat == LEARNER for e in events)
    asked = scene.guide.step is not None and scene.guide.step.action is not None
    missed = scene.your_miss + "." if asked and rolled and not caught and scene.your_miss else None
    said = [scene.event_text(e) for e in ([] if missed else groups[-1:]) + [last] if e is not None]
    return " ".join(said + ([missed] if missed else [])) or None

#: The narrator's column: the move log's, down to the prompt's line; it speaks at the top, the log keeps the rest.
GUIDE_PANEL = (1028, 156, 240, 344)


def guide_panel(scene) -> tuple | None:
    """Upright (a portrait screen), the narrator speaks where the move log is, the log keeping the rest of its
    place; None: ``GUIDE_PANEL``."""
    return tuple(scene.log_panel.rect) if scene.portrait else None

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.lure.NN`` its "?" opens at.
HELP = {Phase.DEAL_FISH.text: 3, Phase.DEAL_LURES.text: 3, Phase.CAST.text: 3, Phase.ROLL.text: 5, Phase.ADJUST.text: 7,
        Phase.RESHUFFLE.text: 3, Phase.OVER.text: 1}


def help_button(scene) -> tuple[int, int, int, int]:
    """Where the "?" sits: right of the other seats' strips, left of the menu column — with five players the
    strips reach the menu column, so it goes to the top of the right column, over the (then shorter) move log."""
    at = scene.L.help_rect(len(scene.match.seats))
    return (1088, 100, 48, 48) if at is None else tuple(at)
