"""The guided first game of Fischen ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fischen``.
"""

SEED = 36
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.fischen.intro"),
    ("play r6", "guide.fischen.follow"),
    ("play y9", "guide.fischen.again"),
    ("play p9", "guide.fischen.again"),
    ("play p8", "guide.fischen.again"),
    ("play y6", "guide.fischen.again"),
    ("play b10", "guide.fischen.again"),
    ("play p10", "guide.fischen.again"),
    ("play b8", "guide.fischen.again"),
    ("play b5", "guide.fischen.again"),
    ("play p5", "guide.fischen.again"),
    (None, "guide.fischen.boats"),
    (None, "guide.fischen.deeper"),
    ("play b4", "guide.fischen.again"),
    (None, "guide.fischen.zero"),
    (None, "guide.fischen.buoy"),
)

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.fischen.NN`` its "?" opens at.
HELP = {"play": 5, "zero": 9, "pass": 9, "name": 9, "boat": 7, "over": 1}
#: Where the "?" sits: the top right corner of the sea, clear of the trick.
HELP_BUTTON = (956, 112, 48, 48)


def help_hidden(scene) -> bool:
    """The round summary lies over the sea: the "?" waits until it is closed."""
    return scene.summary is not None


def waiting_targets(scene) -> list:
    """What the table waits for a tap on while nobody is asked: the round summary's button."""
    from fishgames.games.fischen import scene_layout as L

    return [L.SUMMARY_BUTTON] if scene.summary is not None else []
