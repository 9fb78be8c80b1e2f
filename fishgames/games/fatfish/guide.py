"""The guided first game of Fat Fish ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fatfish``.
"""

from fishgames.games.fatfish.rules import Phase

SEED = 1
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.fatfish.intro"),
    ("place 2 r5", "guide.fatfish.lay"),
    ("place 2 g1", "guide.fatfish.fifth"),
    ("keep r5,y4,g4,p3", "guide.fatfish.plus_minus"),
)

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.fatfish.NN`` its "?" opens at.
HELP = {"deal": 3, "start": 3, "play": 5, "take": 7, "over": 9}
#: Where the "?" sits: in the water left of the rows, right of the reserve (the plates fill the top).
HELP_BUTTON = (296, 122, 48, 48)


def help_hidden(scene) -> bool:
    """The licences lie open over the table (a tap anywhere closes them): the "?" covered their heading."""
    return bool(getattr(scene, "help_open", False))


def help_button(scene) -> tuple[int, int, int, int]:
    """``HELP_BUTTON``; while a row is being taken its panel lies there (the "?" covered its title, "Yo[?]ke
    row 3"), so the "?" waits just under the panel.  Upright: ``Upright.HELP_AT``, above row 1 and the take panel
    (under the panel it covered row 3's first card on a 3:4 screen)."""
    places = scene.L
    if places.W != 1280 or places.H != 720:
        return places.HELP_AT
    if scene.view is not None and scene.view.get("phase") == Phase.TAKE.text:
        return (places.TAKE.x + 8, places.TAKE.bottom + 8, 48, 48)
    return HELP_BUTTON
