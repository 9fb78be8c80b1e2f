"""The guided first game of Fugu ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fugu``.
"""

from fishgames.games.fugu.data import Phase

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
HELP = {Phase.SETUP.text: 3, Phase.START.text: 3, Phase.PLAY.text: 3, Phase.REVEAL.text: 5,
        Phase.REFILL.text: 9, Phase.OVER.text: 7}  # refill: solo only
#: Where the "?" sits: under the coach's button, above the move log.
HELP_BUTTON = (1224, 120, 48, 48)
#: Where the narrator speaks: right of the market, under the other reefs, above the prompt (over the log) ...
GUIDE_PANEL = (856, 198, 412, 240)
#: ... and where the move log goes meanwhile: right of the prompt, above your reef.
GUIDE_LOG = (1048, 444, 220, 126)


def help_button(scene) -> tuple | None:
    """Where the Pro tip left the corner's column for your side (a small landscape panel:
    ``scene_coach.button_spot``), right under the Menu — no gap where the Pro tip was; None: ``HELP_BUTTON`` (under
    the Pro tip; also for a table not entered yet, a guide measuring its spots)."""
    from fishgames.games.fugu.scene_coach import button_spot
    from fishgames.ui.legibility import CORNER_GAP, current

    menu = getattr(scene, "menu_button", None)
    if menu is None or button_spot(scene) is None:
        return None
    menu = menu.relative_rect
    size = max(HELP_BUTTON[2], current.tap)
    return (menu.right - size, menu.bottom + CORNER_GAP, size, size)


def guide_panel(scene) -> tuple | None:
    """Upright (a portrait screen), the narrator speaks where the move log is, the log keeping the rest of its
    place; None: ``GUIDE_PANEL``."""
    return tuple(scene.L.LOG_RECT) if scene.portrait else None


def guide_log(scene):
    """Where the move log goes while the narrator speaks: ``GUIDE_LOG``; upright, the rest of the narrator's
    column (None)."""
    return None if scene.portrait else GUIDE_LOG


def explain(scene, action_text: str, key: str) -> str | None:
    """Why the asked swap: where the market card's number fits among the numbers already face up in your
    reef (or why it goes in anchor side up), unless the step's own text (``key``) explains the move; why
    stopping is right here (the coach's words for a stop: the others are done and you lead, or what going
    on would cost)."""
    from fishgames.i18n import t
    from fishgames.ui.guide import LEARNER

    words = action_text.split()
    view = scene.match.state.view(LEARNER)
    if words[0] == "pass":
        return _why_stop(scene, view)
    if words[0] != "swap" or key.endswith((".anchor", ".market")):  # those steps' texts say it themselves
        return None
    market, slot, side = int(words[1]) - 1, int(words[2]) - 1, words[3]
    if view["market"][market] is None or view["reefs"][LEARNER]["row"][slot] != 0:
        return None  # not this step's position (the move was made, or the table is elsewhere)
    card = view["market"][market]["card"]
    row = view["reefs"][LEARNER]["row"]
    left = next((v for v in reversed(row[:slot]) if v > 0), None)
    right = next((v for v in row[slot + 1:] if v > 0), None)
    if side == "anchor":
        fits = (left is None or card > left) and (right is None or card < right)
        return t("guide.fugu.why.anchor_choice" if fits else "guide.fugu.why.anchor", card=card)
    if left is not None and right is not None:
        return t("guide.fugu.why.between", card=card, left=left, right=right)
    if left is not None:
        return t("guide.fugu.why.after", card=card, left=left)
    if right is not None:
        return t("guide.fugu.why.before", card=card, right=right)
    return t("guide.fugu.why.first", card=card, place=slot + 1, highest=view["highest"])


def _why_stop(scene, view) -> str | None:
    """Why stopping now, from the reefs on the table (:func:`fishgames.games.fugu.coach_words.stop_words`)."""
    from fishgames.games.fugu.coach_words import stop_words
    from fishgames.ui.guide import LEARNER

    state = scene.match.state
    if LEARNER not in state.to_act():
        return None  # not this step's position (the stop was made, or the table is elsewhere)
    row = list(view["reefs"][LEARNER]["row"])
    said = stop_words(view, row, state.legal_actions(LEARNER), None)
    return " ".join(scene.reason_text(key, params) for key, params in said) or None
