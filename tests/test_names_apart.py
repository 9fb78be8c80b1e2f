"""Players and fish never share a name ("Perch catches the Perch"): the app's own player names — the computer
players' and the human seats' defaults — are no fish, creature or card name of any game, in either language."""

from __future__ import annotations

import pytest

from fishgames.i18n import catalogue


def names_under(lang: str, prefixes: tuple[str, ...]) -> dict[str, str]:
    return {key: text for key, text in catalogue(lang).items() if key.startswith(prefixes)}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_player_is_named_like_a_fish(lang):
    players = names_under(lang, ("names.bot.", "names.human."))
    things = names_under(lang, ("lure.fish.", "fugu.creature.", "gofish.ui.ranks.", "fatfish.colour.",
                                "fischen.colour."))
    assert len(players) >= 12 and len(things) >= 30, (len(players), len(things))
    words = {text.casefold() for text in things.values()}
    words |= {word.casefold() for text in things.values() for word in text.split()}  # "Salmon shark": "Salmon"
    clashes = {key: text for key, text in players.items() if text.casefold() in words}
    assert clashes == {}, clashes
    assert len(set(players.values())) == len(players), "two players share a name"


def test_a_history_row_with_a_former_computer_name_is_the_same_player():
    """Games played before the rename ("Hecht", "Perch") count for the same computer player as now."""
    from fishgames.player_identity import player_identity

    assert player_identity("Hecht") == player_identity("Pike") == player_identity("Reiher") == "bot:1"
    assert player_identity("Perch") == player_identity("Pelikan") == "bot:2"
    assert player_identity("Dorsch") == player_identity("Cormorant") == "bot:6"
