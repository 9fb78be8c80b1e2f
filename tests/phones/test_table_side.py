"""The table screen with phone seats: set-up, secrecy on the drawn pixels, no covers, away seats, Continue."""

from __future__ import annotations

import pytest

from fishgames.ui.scene import Push
from fishgames.ui.scenes.menu import MenuScene
from fishgames.ui.scenes.setup import SetupScene
from tests.phones.client import join, wait_for
from tests.phones.table import phone_table_scene
from tests.test_secrecy_pixels import dealt, other_deal, own_deal, resync, table_pixels
from tests.ui.driver import frames, running_app
from tests.ui.texts_drawn import texts_drawn


def joined(bridge, *seats) -> None:
    """As if those seats' phones had joined (the join cards leave the table)."""
    for seat in seats:
        bridge.status[seat] = "here"


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_the_table_never_draws_a_phone_seats_hidden_things(game):
    """One human at the screen (seat 0), one on a phone (seat 1): everything seat 0 cannot see — the phone
    seat's hand among it — dealt anew leaves the table's pixels as they were; seat 0's own changes them."""
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=1, table_humans=1, seed=21)
        joined(bridge, 1)
        frames(app, 3)
        assert table.viewer == 0 and table.humans == [0]
        before = table_pixels(table)
        deals = [other_deal(table, 0, k) for k in range(2)]  # kept alive: the view cache is keyed by id(state)
        for deal in deals:
            with dealt(table, deal):
                resync(table)
                assert table_pixels(table) == before, "the phone seat's hidden things changed the picture"
        control = own_deal(table, 0)
        with dealt(table, control):
            resync(table)
            assert table_pixels(table) != before  # the control: the comparison can fail


def every_phone_dealt_anew(table, seats: list[int], k: int):
    """(state, chance stream): the same public view, every phone seat's hidden things dealt anew (Fugu, with
    nothing hidden in a hand: a new chance stream only)."""
    import random

    state = table.match.state
    new = state
    for seat in seats:
        new = new.determinize(seat, random.Random(f"phones/{k}/{seat}"))
    assert new.view(None) == state.view(None)
    if table.spec.name != "fugu":
        assert new.to_json() != state.to_json() and new.view(0) != state.view(0)
    return new, random.Random(f"phones/chance/{k}")


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_with_every_human_on_a_phone_the_table_shows_no_hand(game):
    """Both humans on phones, a bot at the table: the table's screen is everybody's, so every phone seat's
    hidden things dealt anew leave its pixels as they were.  The control: were seat 0 the table's viewer, the
    same deal would change them (Fugu: a face-down card of seat 0's reef turned up)."""
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=2, bots=1, seed=21)
        joined(bridge, 0, 1)
        frames(app, 3)
        assert table.viewer is None and table.humans == []
        before = table_pixels(table)
        deals = [every_phone_dealt_anew(table, [0, 1], k) for k in range(2)]  # kept alive (view cache by id)
        for deal in deals:
            with dealt(table, deal):
                resync(table)
                assert table_pixels(table) == before, "a phone seat's hidden things changed the picture"
        resync(table)
        if game == "fugu":
            control = own_deal(table, 0)
            with dealt(table, control):
                resync(table)
                assert table_pixels(table) != before
            return
        table.viewer = 0
        resync(table)
        seen = table_pixels(table)
        with dealt(table, deals[0]):
            resync(table)
            assert table_pixels(table) != seen, "the control: seat 0's own cards would show"
        table.viewer = None


def test_no_cover_screen_for_a_phone_seat():
    """Two humans at the screen and one on a phone: when the phone must act the table stays as it is."""
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=1, bots=0, table_humans=2, seed=3)
        joined(bridge, 2)
        table.match.state.turn = 2  # the phone seat's turn (the deal is done; nothing else differs)
        table.viewer = 0
        assert table._maybe_cover() is None and table.viewer == 0
        table.match.state.turn = 1  # the control: the other human at the screen gets a cover
        assert table._maybe_cover() is not None


def test_setup_offers_a_phone_seat_and_starts_its_server(monkeypatch):
    with running_app("instant") as app:
        setup = SetupScene(app, "gofish")
        app.stack.apply(Push(setup))
        assert setup.seats[0]["kind"] == "human"
        setup.toggle_kind(0)
        assert setup.phones == {0}
        setup.rebuild()
        assert setup.widgets[("kind", 0)].text == "Handy" or setup.widgets[("kind", 0)].text == "Phone"
        app.stack.apply(setup.start())
        table = app.stack.top
        try:
            assert table.phones is not None and sorted(table.phones.seats) == [0]
            assert table.humans == [] and table.viewer is None
            assert app.settings.last_setup["gofish"]["phones"] == [0]  # remembered for the next set-up
            setup.toggle_kind(0)  # the cycle goes on: phone -> computer
            assert setup.phones == set() and setup.seats[0]["kind"] == "bot"
        finally:
            table.stop_phones()


@pytest.mark.parametrize("allowed", [False, True])
def test_the_kiosk_offers_phone_seats_only_when_settings_allow(allowed):
    with running_app("instant", kiosk=True, kiosk_phones=allowed) as app:
        setup = SetupScene(app, "gofish")
        setup.toggle_kind(0)
        assert (setup.phones == {0}) is allowed
        assert setup.seats[0]["kind"] == ("human" if allowed else "bot")


def test_an_away_seat_goes_to_a_bot_and_back():
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=1, bots=1, table_humans=0, seed=8)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Mia")
        wait_for(app, [phone], lambda: bridge.status[0] == "here", "the join")
        phone.close()
        wait_for(app, [], lambda: bridge.status[0] == "away", "the table to see the phone gone")
        from fishgames.ui import phone_table
        from fishgames.ui.drive import tap

        chip = phone_table.chip_rects(table)[0]
        tap(app, chip.center)
        assert 0 in bridge.stand_ins
        played = len(table.match.record.actions)
        wait_for(app, [], lambda: table.match.state.is_over() or any(
            seat == 0 for seat, _ in table.match.record.actions[played:]), "the stand-in's move")
        assert [seat.kind for seat in table.match.record.seats] == ["human", "bot"]  # still a human's seat
        tap(app, phone_table.chip_rects(table)[0].center)
        assert 0 not in bridge.stand_ins


def test_continue_keeps_phone_seats():
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "fatfish", phones=1, bots=1, table_humans=1, seed=4)
        wait_for(app, [], lambda: len(table.match.record.actions) > 3 and app.disk.wait_idle(5), "a save")
        old_code = bridge.seats[1].code
        before = bridge.log_lines(1)
        assert before, "the phone's log is empty before Continue"
        app.stack.apply(Push(MenuScene(app)))
        table.exit()  # quitting to the menu: the server stops with the game
        assert bridge.server.stop is not None
        resumed = app.stack.top.resume_game("fatfish")
        try:
            assert resumed is not None
            new = resumed.scene
            assert new.phones is not None and sorted(new.phones.seats) == [1] and new.humans == [0]
            assert new.phones.seats[1].code != old_code or new.phones.seats[1].secret != bridge.seats[1].secret
            after = new.phones.log_lines(1)
            assert after[-len(before):] == before, (before, after)  # the phone's log as it was, not empty
        finally:
            resumed.scene.stop_phones()


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_a_name_given_on_the_phone_shows_on_the_table(game, monkeypatch):
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=1, table_humans=1, seed=2)
        frames(app, 3)
        drawn = texts_drawn(monkeypatch)
        bridge._handle(("joined", 1, "Zoltan", "en"))
        frames(app, 2)
        assert any("Zoltan" in str(line) for line in drawn), "the table still shows the seat's old name"
        table.stop_phones()


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_a_join_lays_nothing_out_again(game, monkeypatch):
    """A phone's name re-fits only what shows it: no layout pass, no new backdrop (they cost a 15-124 ms frame)."""
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=1, table_humans=1, seed=2)
        frames(app, 3)
        passes = {"layout": 0, "make_background": 0}
        for name in passes:
            real = getattr(table, name)

            def counted(*args, _name=name, _real=real):
                passes[_name] += 1
                return _real(*args)

            monkeypatch.setattr(table, name, counted)
        bridge.server.inbox.put(("joined", 1, "Zoltan", "en"))  # as the server hands it to the frame loop
        frames(app, 3)
        assert bridge.status[1] == "here" and table.seat_name(1) == "Zoltan"
        assert passes == {"layout": 0, "make_background": 0}
        table.stop_phones()


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_a_join_draws_the_table_a_full_layout_would(game):
    """What the cheap rename draws is what a new backdrop and layout draw: every place that shows the name has it."""
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=1, bots=1, table_humans=1, seed=2)
        frames(app, 3)
        joined(bridge, 1)  # the join card is gone from both pictures: only the name differs
        before = table_pixels(table)
        bridge._handle(("joined", 1, "Zoltan", "en"))
        renamed = table_pixels(table)
        table.invalidate_backdrop()
        table.layout()
        assert renamed != before, "the new name does not show"
        assert renamed == table_pixels(table), "a full layout draws the renamed table otherwise"
        table.stop_phones()


def test_the_join_cards_qr_codes_are_drawn_off_the_frame_loop(monkeypatch):
    """segno's import and the QR codes (58-90 ms for five) are worked out on a thread of their own, which hands
    back plain bytes (the picture is made on the frame loop: tests/test_pygame_main_thread.py); each card shows
    its code a few frames later."""
    import threading

    from fishgames.ui import phone_table

    drawn_on = []
    real = phone_table.qr_modules

    def recording(*args):
        drawn_on.append(threading.current_thread() is threading.main_thread())
        return real(*args)

    monkeypatch.setattr(phone_table, "qr_modules", recording)
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "fugu", phones=2, bots=1, seed=2)
        url = bridge.server.url
        codes = [f"{url}/?c={bridge.seats[seat].code}" for seat in (0, 1)]
        wait_for(app, [], lambda: all(phone_table.qr_surface(code) is not None for code in codes), "the QR codes")
        assert drawn_on == [False, False]
        table.stop_phones()


def test_the_join_cards_are_drawn_ahead_never_while_a_frame_draws(monkeypatch):
    """A join card's panel, texts and QR code took the table's first frames with phones 8-36 ms over a table
    without: each card is drawn whole between frames (``prepare_art``: one a frame, after the table's first),
    then the table blits it — the QR code with the address and the code shows on the table's pixels."""
    from fishgames.ui import phone_table

    painted, drawing = [], [False]
    real_draw, real_paint = phone_table.draw, phone_table._paint_card

    def draw(table, surface):
        drawing[0] = True
        try:
            real_draw(table, surface)
        finally:
            drawing[0] = False

    def paint(*words_and_width):
        painted.append(drawing[0])
        return real_paint(*words_and_width)

    monkeypatch.setattr(phone_table, "draw", draw)
    monkeypatch.setattr(phone_table, "_paint_card", paint)
    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "lure", phones=2, bots=1, seed=3)
        cards = bridge.join_cards
        wait_for(app, [], lambda: [len(cards.shows(seat) or ()) for seat in (0, 1)] == [6, 6],
                 "both cards with their QR codes")
        assert painted and not any(painted), "a join card was drawn while a frame drew"
        shown = table_pixels(table)
        joined(bridge, 0, 1)
        assert table_pixels(table) != shown, "the join cards were not on the table"
        table.stop_phones()


def test_six_join_cards_fit_across_the_stage_and_say_their_hint_whole():
    """Fat Fish seats six phones: their cards stand side by side within the stage, each wide enough for its QR
    code (at 236 px each the first and the last ran off the screen); the hint is said whole in both languages,
    on two lines where one is too short (it read "Mit dem Handy sca…")."""
    import pygame

    from fishgames.i18n import catalogue
    from fishgames.ui import phone_table

    with running_app("instant") as app:
        stage = pygame.Rect((0, 0), app.size)
        for count in range(1, 7):
            rects = phone_table.card_rects(count, stage.w)
            assert all(stage.contains(rect) for rect in rects), (count, rects)
            assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False)), (count, rects)
            assert min(rect.w for rect in rects) >= phone_table.QR_SIZE
            for lang in ("de", "en"):
                hint = catalogue(lang)["phones.table.join_hint"]
                lines = phone_table.hint_lines(hint, rects[0].w)
                assert len(lines) <= 2 and " ".join(lines) == hint, (count, lang, lines)


def test_a_phone_that_comes_back_gets_its_seat_and_the_same_game():
    """Lost Wi-Fi or a reload: a new connection with the seat's secret is that seat again, shown the newest."""
    from tests.phones.client import Phone

    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=2, bots=0, seed=6)
        first = join(app, bridge.server.url, bridge.seats[1].code, "Ida")
        wait_for(app, [first], lambda: first.latest["lang"] == "en", "the phone's language (the table speaks German)")
        secret, seen_version = first.secret, first.latest["version"]
        first.close()
        wait_for(app, [], lambda: bridge.status[1] == "away", "the table to see the phone gone")
        again = Phone(bridge.server.url)
        try:
            again.send({"type": "hello", "secret": secret, "lang": "de"})
            wait_for(app, [again], lambda: again.latest is not None, "the seat's snapshot")
            assert again.secret == secret and again.latest["seat"] == 1 and bridge.status[1] == "here"
            assert again.latest["version"] >= seen_version and again.latest["you"] == "Ida"
            assert again.latest["lang"] == "de"  # and in the language the phone asked for now
        finally:
            again.close()
        table.stop_phones()


def test_an_away_seat_moves_back_to_the_table_screen():
    from fishgames.ui import phone_table
    from fishgames.ui.drive import tap

    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=2, bots=0, table_humans=0, seed=8)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Mia")
        secret = phone.secret
        phone.close()
        wait_for(app, [], lambda: bridge.status[0] == "away", "the table to see the phone gone")
        tap(app, phone_table.table_button(phone_table.chip_rects(table)[0]).center)
        assert table.humans == [0] and table.viewer == 0 and sorted(bridge.seats) == [1]
        frames(app, 2)
        back = __import__("tests.phones.client", fromlist=["Phone"]).Phone(bridge.server.url)
        try:  # the old secret opens nothing any more
            back.send({"type": "hello", "secret": secret})
            wait_for(app, [back], lambda: any(m["type"] == "error" for m in back.seen), "the refusal")
            assert [m["key"] for m in back.seen if m["type"] == "error"] == ["phones.error.bad_secret"]
        finally:
            back.close()
        table.stop_phones()


@pytest.mark.parametrize("game", ["gofish", "fischen", "fatfish", "lure", "fugu"])
def test_an_away_chip_covers_no_plate(game):
    """The chips of away phone seats lie on no seat's plate: at the top centre
    they covered the plates of the seats across the table, the away seat's own among them."""
    from fishgames.ui import phone_table

    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, game, phones=2, bots=1, table_humans=1)
        bridge.status[1] = bridge.status[2] = "away"
        chips = phone_table.chip_rects(table)
        plates = {seat: phone_table.plate_of(table, seat) for seat in range(len(table.match.seats))}
        assert sorted(chips) == [1, 2] and all(plates.values()), (chips, plates)
        stage = app.stage.move(-app.stage.x, -app.stage.y)
        on = [(seat, chip, other, plate) for seat, chip in chips.items() for other, plate in plates.items()
              if chip.colliderect(plate)]
        assert not on and all(stage.contains(chip) for chip in chips.values()), on
        assert not chips[1].colliderect(chips[2])
        table.stop_phones()


def test_a_go_fish_phone_shows_the_log_from_its_first_picture():
    """The phone's log says what the table's says (in the phone's language): before the first ask "Nobody has
    asked yet." (the phone's log box was empty), then every ask so far."""
    from fishgames.i18n import catalogue

    with running_app("instant") as app:
        table, bridge = phone_table_scene(app, "gofish", phones=1, bots=3, table_humans=0, seed=8)
        phone = join(app, bridge.server.url, bridge.seats[0].code, "Mia")
        wait_for(app, [phone], lambda: any(m["type"] == "state" for m in phone.seen), "the first picture")
        first = next(m for m in phone.seen if m["type"] == "state")
        assert table.match.state.asks == 0 and first["log"] == [catalogue("en")["gofish.ui.log_empty"]], first["log"]
        choice = first["choices"][0]  # Mia asks from her phone
        phone.send({"type": "act", "secret": phone.secret, "action": choice["action"], "version": first["version"]})
        wait_for(app, [phone], lambda: any(m["type"] == "state" and m["log"][0].startswith("#1 ")
                                           for m in phone.seen), "the first ask on the phone")
        phone.close()
        table.stop_phones()
