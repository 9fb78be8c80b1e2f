"""Phones are answered whatever lies over the table screen: the host's in-game menu pauses the game for them
(they see their hand and that the table is paused, and a tap is refused with the reason), any other overlay
— a dialog, the rules help, a cover — lets them play on, and every move reaches every phone meanwhile."""

from __future__ import annotations

from contextlib import contextmanager

from fishgames.i18n import t
from fishgames.ui.drive import click
from fishgames.ui.scene import Pop, Push, Scene
from fishgames.ui.scenes.ingame_menu import InGameMenuScene
from tests.phones.client import join, wait_for
from tests.phones.table import phone_table_scene
from tests.ui.driver import running_app


def act(phone, shown: dict) -> None:
    phone.send({"type": "act", "secret": phone.secret, "action": shown["choices"][0]["action"],
                "version": shown["version"]})


def turn_shown(app, scene, phones, seat: int) -> dict:
    """The snapshot of the phone of ``seat`` once it is that seat's turn and the phone shows the newest."""
    phone = phones[seat]
    wait_for(app, phones, lambda: seat in scene.match.human_seats_to_act() and phone.latest["your_turn"]
             and phone.latest["version"] == scene.match.version, f"seat {seat}'s turn on its phone")
    return phone.latest


@contextmanager
def go_fish_on_two_phones():
    """A Go Fish table of two phones (Ada, Ben) and no bots: (the app, the table, the phones, the seat to act
    first); the phones are closed and the table's phone server stopped after."""
    with running_app("instant") as app:
        scene, bridge = phone_table_scene(app, "gofish", phones=2, bots=0, seed=3)
        phones = [join(app, bridge.server.url, bridge.seats[seat].code, name, t.lang) for seat, name in ((0, "Ada"), (1, "Ben"))]
        try:
            yield app, scene, phones, scene.match.human_seats_to_act()[0]
        finally:
            for phone in phones:
                phone.close()
        scene.stop_phones()


def test_the_in_game_menu_pauses_the_phones_and_tells_them():
    """The host taps "Menu": the phone whose turn it is is shown its hand, no choices and the paused line; its
    tap (sent at the position before) is answered with the reason and changes nothing; "Resume" gives it
    its choices back and its move is taken."""
    with go_fish_on_two_phones() as (app, scene, phones, seat):
        before = turn_shown(app, scene, phones, seat)
        click(app, scene.menu_button)
        menu = app.stack.top
        assert isinstance(menu, InGameMenuScene)
        phone = phones[seat]
        wait_for(app, phones, lambda: phone.latest["paused"], "the phone to be told the table is paused")
        assert app.stack.top is menu
        shown = phone.latest
        assert shown["choices"] == [] and not shown["your_turn"]
        assert shown["turn"] == t("phones.turn.paused") and shown["hand"] == before["hand"]
        version = scene.match.version
        refusals = len([m for m in phone.seen if m["type"] == "refused"])
        act(phone, before)
        wait_for(app, phones, lambda: len([m for m in phone.seen if m["type"] == "refused"]) > refusals,
                 "the tap to be answered")
        assert phone.seen[-1]["type"] == "refused"
        assert t("phones.error.paused") in str(phone.seen[-1])
        assert scene.match.version == version, "a move was taken while the game was paused"
        click(app, menu.widgets["resume"])
        assert app.stack.top is scene
        wait_for(app, phones, lambda: not phone.latest["paused"] and phone.latest["your_turn"],
                 "the choices to come back")
        moves = phone.latest["moves"]
        act(phone, phone.latest)
        wait_for(app, phones, lambda: phone.latest["moves"] > moves, "the move to be taken")


class Dialog(Scene):
    """Any overlay on the table that is not the in-game menu (a dialog, a round's summary)."""

    opaque = False


def test_moves_under_an_overlay_reach_every_phone():
    """A dialog stays over the table while a phone plays: the move is taken, and both phones — the one that
    moved and the other — are shown the new position before the dialog closes."""
    with go_fish_on_two_phones() as (app, scene, phones, seat):
        shown = turn_shown(app, scene, phones, seat)
        dialog = Dialog(app)
        app.stack.apply(Push(dialog))
        act(phones[seat], shown)
        wait_for(app, phones, lambda: scene.match.version > shown["version"], "the move under the dialog")
        wait_for(app, phones, lambda: all(p.latest["version"] == scene.match.version for p in phones),
                 "both phones to be shown the new position")
        assert app.stack.top is dialog and not any(p.latest["paused"] for p in phones)
        app.stack.apply(Pop())
