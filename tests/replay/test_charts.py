"""Charts in Statistics from a generated history of 500 games: the numbers behind them add up, they are
drawn at 1280×720 per game and per player, and games with take-backs can be left out."""

from __future__ import annotations

import pygame
import pytest

from fishgames import stats_series
from fishgames.player_identity import player_identity
from fishgames.storage import Storage
from fishgames.ui.charts import LINE
from fishgames.ui.scene import Push
from fishgames.ui.scenes.statistics import StatisticsScene
from tests.replay.helpers import generated_history
from tests.ui.driver import click, frames
from tests.ui.texts_drawn import texts_drawn


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    storage = Storage(tmp_path_factory.mktemp("history"))
    generated_history(storage, 500)
    return storage.games()


@pytest.mark.parametrize("game, player", [(None, None), ("gofish", None), (None, "Anna"), ("lure", "Ben")])
def test_the_numbers_add_up_to_the_history(history, game, player):
    rows = [row for row in history if game in (None, row.game)]
    seats = [(row, seat) for row in rows for seat in row.human_seats()
             if player is None or player_identity(row.seats[seat]["name"]) == player]
    played = {row.id for row, _ in seats}
    numbers = stats_series.series(history, game, player)
    assert len(numbers.win_rate) == len(played) and all(0 <= rate <= 1 for rate in numbers.win_rate)
    assert sum(count for *_, count in numbers.score_bins) == len(seats)
    for row, seat in seats:  # every score falls in exactly one bin
        assert sum(low <= row.scores[seat] <= high for low, high, _ in numbers.score_bins) == 1
    assert sum(count for _, count in numbers.per_level) == len(played)
    assert len(numbers.score_bins) <= stats_series.MAX_BINS


def test_the_win_rate_is_the_share_of_the_last_window_of_games(history):
    rows = sorted((row for row in history if row.game == "fugu"), key=lambda row: row.id)
    won = [any(seat in row.winners for seat in row.human_seats()) for row in rows]
    rates = stats_series.series(history, "fugu").win_rate
    last = won[-stats_series.WINDOW:]
    assert rates[-1] == sum(last) / len(last) and rates[0] == won[0]


def _charts_on_screen(app) -> StatisticsScene:
    generated_history(app.storage, 500)
    scene = StatisticsScene(app)
    app.stack.apply(Push(scene))
    frames(app, 3)
    click(app, scene.widgets["charts"])
    frames(app, 2)
    return scene


def _line_pixels(app, scene) -> int:
    panel = pygame.Rect(scene.widgets["player"].rect.x, scene.widgets["player"].rect.bottom, 820, 250)
    pixels = pygame.PixelArray(app.screen.subsurface(panel))
    count = sum(1 for column in pixels for value in column if app.screen.unmap_rgb(value)[:3] == LINE)
    pixels.close()
    return count


def test_charts_are_drawn_per_game_and_per_player(app):
    scene = _charts_on_screen(app)
    assert scene.show_charts and _line_pixels(app, scene) > 300  # the win-rate line is on the screen
    click(app, scene.widgets[("tab", "gofish")])
    frames(app)
    click(app, scene.widgets["player"])
    frames(app)
    assert scene.scope == "gofish" and scene.player == scene.players()[0]
    assert scene.widgets["player"].text.endswith(scene.player_label().rpartition(" ")[2])
    assert _line_pixels(app, scene) > 100


def test_games_with_take_backs_can_be_left_out(app):
    generated_history(app.storage, 30)
    app.storage.record_game("gofish", "x", [{"name": "Anna", "kind": "human"}, {"name": "Bo", "kind": "bot"}],
                            [9, 2], [0], record=None)
    from tests.replay.helpers import finished_record

    taken = finished_record("gofish", players=2)
    taken.takebacks = 1
    app.storage.record_game("gofish", "y", taken.seats, [3, 1], [0], record=taken.to_json())
    scene = StatisticsScene(app)
    app.stack.apply(Push(scene))
    frames(app, 3)
    counted = scene.summary["games"]["gofish"]["played"]
    click(app, scene.widgets["takebacks"])
    frames(app, 3)
    assert not scene.with_takebacks and scene.summary["games"]["gofish"]["played"] == counted - 1
    assert len(scene.rows) == 31 and all(not row.takebacks for row in scene.rows)


def test_the_filter_says_what_it_left_out(app, monkeypatch):
    """With take-back games left out, a game whose only human game had take-backs says so (and how many) —
    not "only computers have played here", which stays for a game only bots played."""
    from fishgames.i18n import t
    from tests.replay.helpers import finished_record

    taken = finished_record("gofish", players=2)
    taken.takebacks = 1
    app.storage.record_game("gofish", "y", [seat.to_json() for seat in taken.seats], [3, 1], [0],
                            record=taken.to_json())
    app.storage.record_game("fugu", "z", [{"name": "B1", "kind": "bot", "level": "easy"},
                                          {"name": "B2", "kind": "bot", "level": "easy"}], [3, 1], [0])
    drawn = texts_drawn(monkeypatch)
    scene = StatisticsScene(app)
    app.stack.apply(Push(scene))
    frames(app, 3)
    click(app, scene.widgets["takebacks"])
    frames(app, 3)
    assert not scene.with_takebacks
    for tab, words in (("gofish", t("stats.all_left_out", n=1)), ("fugu", t("stats.no_humans"))):
        click(app, scene.widgets[("tab", tab)])
        drawn.clear()
        frames(app, 2)
        said = " ".join(drawn)  # a wrapped line's parts, joined as they were split
        other = t("stats.no_humans") if tab == "gofish" else t("stats.all_left_out", n=1)
        assert words in said and other not in said, (tab, drawn)
        assert (t("stats.left_out", n=1) in drawn) == (tab == "gofish")
