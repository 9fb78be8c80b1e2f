"""The guided first game of Fischen ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fischen``.
"""

SEED = 4
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.fischen.intro"),
    ("play b9", "guide.fischen.again"),
    ("play y5", "guide.fischen.follow"),
    ("play p8", "guide.fischen.lead"),
    ("play r5", "guide.fischen.count"),
    ("play b7", "guide.fischen.green"),
    ("play r7", "guide.fischen.again"),
    ("play p9", "guide.fischen.lead"),
    ("play r9", "guide.fischen.count"),
    ("play p3", "guide.fischen.green"),
    ("play p4", "guide.fischen.again"),
    (None, "guide.fischen.boats"),
    (None, "guide.fischen.deeper"),
    ("play y12", "guide.fischen.lead"),
    ("play left", "guide.fischen.buoy"),
    ("pass b6", "guide.fischen.pass"),
    ("play r12", "guide.fischen.count"),
    ("play p12", "guide.fischen.green"),
    ("play p11", "guide.fischen.again"),
    ("play b12", "guide.fischen.lead"),
    ("play p7", "guide.fischen.count"),
    ("play p9", "guide.fischen.green"),
    ("play b0", "guide.fischen.zero"),
    ("take b9", "guide.fischen.zero_take"),
)

#: What the narrator recaps before each step: the last trick's winner, a zero's catch (the table's log words).
RECAP = ("trick_won", "zero_caught")

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
