"""Statistics know a player by a stable identity, not by the text shown when the game was played.

The history stores each seat's name as it was displayed ("Spieler 1" in German, "Player 1" after a language
switch).  ``player_identity.player_identity`` maps the app's own names of every language to one key, ``summary()``
groups by it (old rows are read the same way: nothing on disk is rewritten), and the Statistics scene shows
the key in the current language.  These tests drive the real Statistics scene and read what it draws.
"""

from __future__ import annotations

import pytest

from fishgames.i18n import catalogue, set_language
from fishgames.player_identity import player_identity, player_name
from fishgames.ui import games, theme
from fishgames.ui.scenes.statistics import StatisticsScene
from tests.ui.driver import DT, click, running_app, settled

BOT = {"name": "Hecht", "kind": "bot", "level": "easy"}


@pytest.fixture
def app(monkeypatch):
    import os

    monkeypatch.setattr(os, "fsync", lambda fd: None)  # the disk is not under test here
    with running_app() as app:
        app.step(DT)
        yield app
    set_language("de")


def human(name: str) -> dict:
    return {"name": name, "kind": "human", "level": None}


def open_statistics(app, lang: str) -> StatisticsScene:
    """Switch the app to ``lang`` and open Statistics from the menu, as a player would."""
    app.update_settings(language=lang)
    app.step(DT)
    click(app, app.stack.top.buttons["statistics"])
    settled(app)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene) and not stats.loading
    return stats


def drawn_texts(app, monkeypatch) -> list[str]:
    """The texts the next frame draws, in drawing order."""
    drawn: list[str] = []
    real_text = theme.text

    def spy(content, *args, **kwargs):
        drawn.append(content)
        return real_text(content, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    app.step(DT)
    monkeypatch.setattr(theme, "text", real_text)
    return drawn


def row(drawn: list[str], name: str) -> tuple[str, str]:
    """(games, wins) of the player table's row for ``name``: the two texts drawn right after the name."""
    assert drawn.count(name) == 1, f"{name!r} drawn {drawn.count(name)} times in {drawn}"
    at = drawn.index(name)
    return drawn[at + 1], drawn[at + 2]


# -- the reported bug -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, shown, hidden", [("en", "Player 1", "Spieler 1"), ("de", "Spieler 1", "Player 1")])
def test_default_name_in_both_languages_is_one_player(app, monkeypatch, lang, shown, hidden):
    app.storage.record_game("gofish", "2S-0001", [human("Spieler 1"), BOT], [7, 3], [0])
    app.storage.record_game("gofish", "2S-0002", [human("Player 1"), BOT], [2, 5], [1])
    stats = open_statistics(app, lang)
    assert stats.summary["players"] == {"player:1": {"played": 2, "won": 1, "win_rate": 0.5, "stats": {}}}
    drawn = drawn_texts(app, monkeypatch)
    assert row(drawn, shown) == ("2", "1") and hidden not in drawn
    click(app, stats.widgets[("tab", "gofish")])  # the game's tab, with its best score's holder
    assert stats.scope == "gofish"
    drawn = drawn_texts(app, monkeypatch)
    assert row(drawn, shown) == ("2", "1") and hidden not in drawn
    assert catalogue(lang)["stats.best_score_by"].replace("{name}", shown) in drawn


def test_a_custom_name_stays_its_own_player(app, monkeypatch):
    app.storage.record_game("gofish", "2S-0001", [human("Spieler 1"), BOT], [7, 3], [0])
    app.storage.record_game("gofish", "2S-0002", [human("Mama"), BOT], [6, 3], [0])
    app.storage.record_game("gofish", "2S-0003", [human("Player 1"), BOT], [1, 3], [1])
    stats = open_statistics(app, "en")
    assert set(stats.summary["players"]) == {"player:1", "Mama"}
    drawn = drawn_texts(app, monkeypatch)
    assert row(drawn, "Player 1") == ("2", "1") and row(drawn, "Mama") == ("1", "1")


def test_spieler_2_and_player_1_stay_two_people(app, monkeypatch):
    # Both at seat 0 (a remembered set-up can put "Spieler 2" there): the number in the name counts, not the seat.
    app.storage.record_game("gofish", "2S-0001", [human("Spieler 2"), BOT], [7, 3], [0])
    app.storage.record_game("gofish", "2S-0002", [human("Player 1"), BOT], [2, 5], [1])
    for lang, first, second in (("en", "Player 1", "Player 2"), ("de", "Spieler 1", "Spieler 2")):
        stats = open_statistics(app, lang)
        assert set(stats.summary["players"]) == {"player:1", "player:2"}
        drawn = drawn_texts(app, monkeypatch)
        assert row(drawn, first) == ("1", "0") and row(drawn, second) == ("1", "1")
        click(app, stats.widgets["back"])
        app.step(DT)


# -- the identity itself ------------------------------------------------------------------------------------

def test_every_app_given_name_is_one_identity_across_languages():
    """What the set-up scene names a seat (and ``localise_names`` translates) is the same person in de and en."""
    for seat in range(8):
        texts = {}
        for lang in ("de", "en"):
            set_language(lang)
            texts[lang] = (games.default_name(seat), games.bot_name(seat),
                           catalogue(lang).get(f"names.human.{seat + 1}"))
        set_language("de")
        for de, en in zip(texts["de"], texts["en"], strict=False):
            if de is not None:
                assert player_identity(de) == player_identity(en) != de
                assert (player_name(player_identity(de), "de"), player_name(player_identity(de), "en")) == (de, en)
    assert player_identity("Robbe") == player_identity("Seal") == "human:2"


def test_custom_names_are_kept_and_cannot_pass_for_an_app_name():
    app_identities = {player_identity(name) for name in ("Player 1", "Spieler 2", "Seal", "Hecht")}
    for name in ("Mama", "Player 01", "Spieler", "player:1", "human:2", "bot:1", "name:Mama", "Opa: der Große"):
        identity = player_identity(name)
        assert identity not in app_identities and identity != player_identity("Mama") or name == "Mama"
        assert player_name(identity, "en") == player_name(identity, "de") == name
    assert player_identity("Mama") == "Mama"  # a custom name is its own key: existing figures keep their name
