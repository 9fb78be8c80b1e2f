"""The guided first game of Fugu ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fugu``.
"""

SEED = 9
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.fugu.intro"),
    ("swap 3 10 number", "guide.fugu.market"),
    ("swap 3 15 number", "guide.fugu.again"),
    ("swap 3 2 number", "guide.fugu.again"),
    ("swap 2 12 number", "guide.fugu.again"),
    ("swap 1 8 number", "guide.fugu.again"),
    ("swap 3 6 number", "guide.fugu.again"),
    ("swap 3 4 anchor", "guide.fugu.anchor"),
    ("swap 1 3 number", "guide.fugu.again"),
    ("swap 3 9 anchor", "guide.fugu.again"),
    ("swap 3 5 number", "guide.fugu.again"),
    ("pass", "guide.fugu.stop"),
)

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.fugu.NN`` its "?" opens at.
HELP = {"setup": 3, "start": 3, "play": 3, "reveal": 5, "refill": 3, "over": 7}
#: Where the "?" sits: under the coach's button, above the move log.
HELP_BUTTON = (1224, 120, 48, 48)
#: Where the narrator speaks: right of the market, under the other reefs, above the prompt (over the log) ...
GUIDE_PANEL = (856, 198, 412, 240)
#: ... and where the move log goes meanwhile: right of the prompt, above your reef.
GUIDE_LOG = (1048, 444, 220, 126)
