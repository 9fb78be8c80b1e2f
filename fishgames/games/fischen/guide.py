"""The guided first game of Fischen ("Learn to play") and where this table's "?" opens the rules help.

Data for :mod:`fishgames.ui.guide` (which says what the fields mean); the deal was found by
``tools/find_guide_seeds.py fischen``; three of the learner's cards were then changed as a teacher would play
them (the lowest purple where a trick is lost, the purple 8 where it wins as well as the 9, the yellow 6
thrown, not the purple 8), which leaves round 1 as found and every moment of round 2 in place.
"""

import pygame

SEED = 4
PLAYERS = 3
LEVEL = "easy"
STEPS = (
    (None, "guide.fischen.intro"),
    ("play b9", "guide.fischen.play"),
    ("play y5", "guide.fischen.play"),
    ("play p3", "guide.fischen.play"),
    ("play r5", "guide.fischen.play"),
    ("play b7", "guide.fischen.play"),
    ("play r7", "guide.fischen.play"),
    ("play p8", "guide.fischen.play"),
    ("play r9", "guide.fischen.play"),
    ("play p4", "guide.fischen.play"),
    ("play p9", "guide.fischen.play"),
    (None, "guide.fischen.boats"),
    (None, "guide.fischen.deeper"),
    ("play y12", "guide.fischen.play"),
    ("play left", "guide.fischen.buoy"),
    ("pass b6", "guide.fischen.pass"),
    ("play r12", "guide.fischen.play"),
    ("play p12", "guide.fischen.play"),
    ("play p11", "guide.fischen.play"),
    ("play b12", "guide.fischen.play"),
    ("play p7", "guide.fischen.play"),
    ("play y6", "guide.fischen.play"),
    ("play b0", "guide.fischen.zero"),
    ("take b9", "guide.fischen.zero_take"),
)

#: What the narrator recaps before each step: the last trick's winner, a zero's catch (the table's log words).
RECAP = ("trick_won", "zero_caught")

#: The table's phase (``view["phase"]``) -> the paragraph of ``help.fischen.NN`` its "?" opens at.
HELP = {"play": 5, "zero": 9, "pass": 9, "name": 9, "boat": 7, "over": 1}
#: Where the "?" sits: the top right corner of the sea, clear of the trick.
HELP_BUTTON = (956, 112, 48, 48)


def help_button(scene) -> tuple[int, int, int, int] | None:
    """Upright (a portrait screen): the sand's top right corner, over the trick; None: ``HELP_BUTTON``."""
    return scene.L.HELP_BUTTON if scene.portrait else None


def explain(scene, action_text: str, key: str) -> str | None:
    """Why the asked move, from the table (:mod:`fishgames.games.fischen.guide_why`): a card played — which
    colour must be followed, whether it wins, what it keeps — or passed, or caught with a zero (the coach's
    words for those); None where the step's own text says it (a buoy, a zero played)."""
    from fishgames.bots.advice import words_of
    from fishgames.games.fischen.actions import PassLeft, Play, Take
    from fishgames.games.fischen.data import CODE
    from fishgames.games.fischen.guide_why import play_why
    from fishgames.ui.guide import LEARNER

    state = scene.match.state
    legal = state.legal_actions(LEARNER) if LEARNER in state.to_act() else []
    action = scene.spec.parse_action(action_text)
    if key.endswith((".buoy", ".zero")) or action_text not in [a.to_text() for a in legal]:
        return None  # not this step's position (the move was made, or the table is elsewhere)
    view = state.view(LEARNER)
    words = play_why(view, CODE[action.card]) if isinstance(action, Play) else None
    if words is None and isinstance(action, Play | PassLeft | Take):
        words = words_of("fischen").explain(view, legal, action, None)
    if not words:
        return None
    named = {"seat", "next_seat"}
    return " ".join(scene.reason_text(k, {n: scene.seat_name(v) if n in named else v for n, v in params.items()})
                    for k, params in words)


#: The last round whose score-track row the lesson can fill: the narrator may cover the rows after it.
LESSON_ROUNDS = 2


def guide_panel(scene) -> pygame.Rect | None:
    """While the lesson is told, the narrator's column reaches up over the score track's rows of rounds 4-8
    (empty until then) — room for the why of each card beside the move log; after it, the log's own place."""
    view = scene.view
    if scene.guide.finished or view["round"] > LESSON_ROUNDS:
        return None
    from fishgames.games.fischen.scene_draw import score_rows  # (the scene's drawing imports this module)

    track, log = scene.L.score_rect(), scene.L.log_rect()
    rows_top, row_h, rounds = score_rows(track.h, view["rounds"], view["round"])  # as ``score_track`` lays its rows out
    top = round(track.y + rows_top + row_h * (LESSON_ROUNDS + 2 - rounds.start + 1))
    return pygame.Rect(log.x, top, log.w, log.bottom - top)


def help_hidden(scene) -> bool:
    """The round summary lies over the sea: the "?" waits until it is closed."""
    return scene.summary is not None


def waiting_targets(scene) -> list:
    """What the table waits for a tap on while nobody is asked: the round summary's button."""
    return [scene.L.SUMMARY_BUTTON] if scene.summary is not None else []
