"""The guided first game of Go Fish ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py gofish``.
"""

from fishgames.games.gofish.data import Phase

SEED = 10
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.gofish.intro"),
    ("ask 1 J", "guide.gofish.lucky"),
    ("ask 2 J", "guide.gofish.go_fish"),
    ("ask 1 Q", "guide.gofish.ask"),
    ("ask 1 8", "guide.gofish.again"),
    ("ask 2 J", "guide.gofish.book"),
)

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.gofish.NN`` its "?" opens at.
HELP = {Phase.DEAL.text: 3, Phase.PLAY.text: 5, Phase.OVER.text: 1}
#: Where the "?" sits: under the coach's button, above the question log.
HELP_BUTTON = (1224, 120, 48, 48)


def help_button(scene) -> tuple | None:
    """Upright (a portrait screen): in the bar along the top, left of the Pro tip.  Landscape where the corner's
    column under Menu and the Pro tip reaches down past the table's top (a small panel's grown buttons: it ended
    at 237, 261 at 150 %, over the rim at 232): on the felt's top right, right of the books and above the log
    (:func:`felt_help_spot`), or under Menu where no Pro tip is shown (:func:`under_menu`).  None: ``HELP_BUTTON``."""
    from fishgames.ui import legibility

    if not scene.portrait:
        if not corner_help_low(scene.geo):
            return None
        if not getattr(scene, "coach_enabled", True):  # no Pro tip (the guided game's narrator is the coach)
            return under_menu(scene)
        return felt_help_spot(scene.geo)
    from fishgames.games.gofish.scene_coach import button_spot

    tip = button_spot(scene)
    size = max(48, legibility.current.tap)
    return (tip.x - 12 - size, tip.y, size, size)


def corner_help_low(geo) -> bool:
    """Whether a "?" under the corner's two rows (Menu, the Pro tip), grown to the tap floor in force, would end
    lower than the sand table's top (``context_help.button_rect`` puts it there on a small panel)."""
    from fishgames.ui import legibility

    tap = max(48, legibility.current.tap)
    return not legibility.current.inert and legibility.under_corner(2) + tap > geo.TABLE.top


def felt_help_spot(geo) -> tuple[int, int, int, int]:
    """The "?" on the felt's top right: right-aligned with the question log, 4 px under the felt's top (the
    rim ends there), as large as the tap floor in force; at the largest floor it ends above the log."""
    from fishgames.ui import legibility

    size = max(48, legibility.current.tap)
    return (geo.LOG_RECT.right - size, geo.FELT.top + 4, size, size)


def under_menu(scene) -> tuple[int, int, int, int]:
    """The "?" right under Menu where no Pro tip takes that row: the guided game's narrator speaks from 176 in
    the right column, over the felt's corner (its panel covered the "?" there and took its taps)."""
    from fishgames.ui import legibility

    size = max(48, legibility.current.tap)
    return (scene.menu_button.relative_rect.right - size, legibility.under_corner(1), size, size)


#: The narrator's column: right of the books, the prompt and the hand; it speaks at the top and the question
#: log moves under it.
GUIDE_PANEL = (1048, 176, 220, 536)


def guide_panel(scene) -> tuple | None:
    """Upright (a portrait screen), the narrator speaks where the question log is, the log keeping the rest of its
    place; None: ``GUIDE_PANEL``."""
    return tuple(scene.geo.LOG_RECT) if scene.portrait else None
