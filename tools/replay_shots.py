"""Screenshots of the replay theatre, the list of played games, the take-back button and its set-up row.

    python tools/replay_shots.py [--out screenshots] [--lang de en] [--only replay_gofish ...]

Adds ``replay_*``/``takeback_*`` moments to ``tools/screenshots.py``'s ``SHOTS`` and runs its ``main``.
"""

from __future__ import annotations

import sys

import screenshots as S

from fishgames.core import Match, Seat, registry


def finished(game: str, players: int, seed: int = 11):
    """A whole game played by bots, seat 0 then shown as the human "Anna" who played it."""
    spec = registry.get(game)
    seats = [Seat("bot", "easy", S.games.bot_name(i)) for i in range(players)]
    match = Match(spec, spec.config(players), seats, seed, level="easy")
    match.play_to_end()
    match.record.seats = [Seat("human", None, "Anna"), *seats[1:]]
    match.record.bot_rng_states = {}
    return match.record


def theatre(app, game: str, players: int, share: float, viewer=0):
    from fishgames.ui.scenes.replay import ReplayScene

    scene = ReplayScene(app, finished(game, players), viewer)
    scene.playing = False
    stops = scene.replay.stops
    scene.position = stops[round(share * (len(stops) - 1))]
    scene.table = scene._table_at(scene.position)
    return scene


#: the theatre's shots -> (game, players, how far into the game, whose view)
THEATRES = {
    "replay_gofish": ("gofish", 3, 0.4, 0),
    "replay_fatfish": ("fatfish", 4, 0.5, 0),
    "replay_lure": ("lure", 3, 0.6, 0),
    "replay_fugu": ("fugu", 2, 0.5, 0),
    "replay_fischen_end": ("fischen", 4, 1.0, 2),  # over: a bot's seat can be opened
}


def _theatre_shot(name: str, game: str, players: int, share: float, viewer: int) -> None:
    @S.shot(name)
    def _theatre(app, _game):
        return [theatre(app, game, players, share, viewer)]


for _name, _where in THEATRES.items():
    _theatre_shot(_name, *_where)


@S.shot("replay_list")
def _list(app, game):
    from fishgames.ui.scenes.game_list import GameListScene

    for seed in range(8):
        record = finished("gofish", 3, seed)
        record.takebacks = 2 if seed == 5 else 0
        scores = [seed % 4, 3, 13 - 3 - seed % 4]
        app.storage.record_game("gofish", str(record.code), record.seats, scores, [scores.index(max(scores))],
                                record=record.to_json(), finished_at=f"2026-11-{20 + seed}T18:0{seed}:00+01:00")
    app.storage.record_game("gofish", "gofish:3L-0001", record.seats, [4, 4, 5], [2],
                            finished_at="2026-11-01T10:00:00+01:00")
    scene = GameListScene(app, "gofish")
    app.disk.wait_idle()
    return [scene]


@S.shot("takeback_gofish")
def _takeback(app, game):
    from fishgames.ui.scenes.ingame_menu import InGameMenuScene

    scene = S.gofish_table(app, level="easy", players=3, asks=4)
    S._until(app, scene._my_turn, 4000)
    app.stack.apply(S.Push(InGameMenuScene(app, scene)))
    S._frames(app, 10)
    return None


@S.shot("takeback_setup")
def _setup(app, game):
    from fishgames.ui.scenes.setup import SetupScene

    return [SetupScene(app, "gofish")]


@S.shot("statistics_charts")
def _charts(app, game):
    from fishgames.ui.scenes.statistics import StatisticsScene
    from tests.replay.helpers import generated_history

    generated_history(app.storage)
    scene = StatisticsScene(app)
    app.disk.wait_idle()
    scene.update(0)
    scene.show_charts = True
    return [scene]


@S.shot("statistics_charts_player")
def _charts_player(app, game):
    scene = _charts(app, game)[0]
    scene.scope = "gofish"
    scene.player = "Anna"
    return [scene]


if __name__ == "__main__":
    sys.exit(S.main())
