"""Nothing is cut while playing: whole games of every table, long names, German and English, every frame
drawn — no text is cut while a smaller size would have room for it, squeezed below the theme's floor or loses
wrapped lines (see ``tests/ui/cut_spy.py``).  A name too long for its slot even at the floor is cut there."""

from __future__ import annotations

import pytest

from fishgames.core import Seat, registry
from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.scene import Push
from fishgames.ui.scenes.results import ResultsScene
from tests.ui.cut_spy import text_that_gave_way
from tests.ui.driver import click, running_app
from tests.ui.unpainted import unpainted

LONG_NAMES = ("Maximilian", "Friederike", "Konstantin", "Bartholomäus", "Magdalena", "Wilhelmine")
STEP = 1 / 20  # seconds a frame: every text the table shows for a twentieth of a second or more is drawn
FRAMES_LIMIT = 30_000
OTHER_SCENE_FRAMES = 40  # a scene of the game's own between table and results (Go Fish's reveal) is left then
RESULTS_FRAMES = 10
#: Fat Fish first: a sweep's first case is the one the quick tier keeps (``tests/tiers.py``), and Fat Fish seats all
#: six long names in 1.5 s of CPU where Fischen's whole game took 5.2 s (one process each, 20:31 UTC, load 12).
GAMES = sorted(registry.names(), key=lambda name: name != "fatfish")


def play_whole_game(app, game: str) -> None:
    """Most players, a human named first (it plays its first legal move) and bots, every frame drawn at the
    "fast" pace; then the results scene."""
    spec = registry.get(game)
    players = spec.max_players
    seats = [Seat("human", None, LONG_NAMES[0])] + [Seat("bot", "easy", LONG_NAMES[i]) for i in range(1, players)]
    table = games.start_scene(app, game, seats, 7, "easy")
    app.stack.apply(Push(table))
    between = 0
    for _ in range(FRAMES_LIMIT):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        app.step(STEP)
        if top is not table:
            between += 1
            if between >= OTHER_SCENE_FRAMES and getattr(top, "widgets", {}).get("continue") is not None:
                click(app, top.widgets["continue"])
            continue
        if getattr(table, "summary", None) is not None and app.now() >= table.summary_ends:
            table.close_summary()  # Fischen's round summary waits for a tap (drawn until then)
        if table.animator.idle and 0 in table.match.human_seats_to_act():
            table.act(table.match.state.legal_actions(0)[0])
    assert isinstance(app.stack.top, ResultsScene), "the game did not end"
    for _ in range(RESULTS_FRAMES):
        app.step(STEP)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_nothing_is_cut_while_playing(game, lang):
    for name in registry.names():
        games.scene_class(name)  # imported before the spies go in, so each binds the helpers it imports
    asked: set = set()
    with running_app("fast", language=lang) as app:
        assert t.lang == lang
        with text_that_gave_way(asked) as found, unpainted(app):
            play_whole_game(app, game)
    players = LONG_NAMES[:registry.get(game).max_players]
    assert set(players) <= {text for _, text, *_ in asked}, "the spies did not see every player's name drawn"
    assert not found, "texts that gave way:\n" + "\n".join(sorted(map(str, found)))
