"""The guided games, polished: the narrator covers only what it draws and the move log stays readable beside
it; a glowing hand card shows its whole glow at the bottom edge; after the last step the learner plays the
same game on to its end (not autosaved, not counted)."""

from __future__ import annotations

import pytest

from fishgames.i18n import t
from fishgames.ui.coach import GLOW, GLOW_EDGE
from fishgames.ui.guide import LEARNER, PAD
from tests.ui.driver import DT, until
from tests.ui.test_guides import GAMES, SCREEN, advance, draw, guided, play_through
from tests.ui.unpainted import undrawn


def check_log_beside_the_narrator(scene) -> None:
    guide, log = scene.guide, getattr(scene, "log_panel", None)
    draw(scene)
    panel = guide.panel_rect
    assert guide._spot().contains(panel), (guide.index, panel)  # the text as shown (a recap, a why) fits its spot
    buttons_bottom = max(rect.bottom for rect in guide.buttons.values())
    assert panel.bottom - buttons_bottom <= PAD + (log.line_height if log is not None else 0), panel  # no blank
    if log is None:
        return
    shown = log.view_rect()
    assert log.visible_rows >= 1 and SCREEN.contains(log.rect), log.rect
    assert not shown.colliderect(panel), (guide.index, guide.shown_text(), shown, panel)  # the log's lines are not under the narrator


def one_move_on(app, scene) -> None:
    """The learner's first move of their own after the last step (the goodbye read)."""
    match = scene.match
    until(app, lambda: match.state.is_over() or (LEARNER in match.state.to_act() and scene.animator.idle), 5000)
    if not match.state.is_over():
        assert scene.act(match.state.legal_actions(LEARNER)[0]) is not False
        until(app, lambda: scene.animator.idle, 3000)


@pytest.mark.parametrize("game", GAMES)
def test_the_narrator_covers_only_what_it_draws_and_the_log_stays_readable(app, game):
    scene = guided(app, game)
    seen = set()
    play_through(app, scene, at_step=lambda guide: (guide.step is not None and seen.add(guide.index))
                 or check_log_beside_the_narrator(scene))
    assert len(seen) == len(scene.guide.steps)  # every step was checked
    if game != "lure":  # (Lure's column is full while it says goodbye: see the report)
        check_log_beside_the_narrator(scene)  # the goodbye
    one_move_on(app, scene)
    check_log_beside_the_narrator(scene)  # playing on: the narrator's short line leaves the log its room


@pytest.mark.parametrize("game", ["gofish"])  # its hand cards stand on the screen's bottom edge
def test_the_glow_of_a_hand_card_is_whole_at_the_bottom_edge(app, game):
    scene = guided(app, game)
    guide = scene.guide
    for _ in range(3000):  # the first asked move whose place reaches the screen's bottom edge
        if guide.asking and any(rect.bottom > SCREEN.bottom - GLOW_EDGE for rect in guide.targets()):
            break
        advance(app, scene)
    low = [rect for rect in guide.targets() if rect.bottom > SCREEN.bottom - GLOW_EDGE]
    assert low, "no glowing place at the bottom edge"
    surface = draw(scene)
    for rect in low:  # the ring's bottom line lies inside the screen, the glow below it too
        assert any(surface.get_at((rect.centerx, y))[:3] == GLOW
                   for y in range(SCREEN.bottom - GLOW_EDGE - 6, SCREEN.bottom - GLOW_EDGE)), rect


def test_after_the_last_step_the_learner_plays_on_to_the_end(app):
    scene = guided(app, "gofish")
    play_through(app, scene)
    guide, match = scene.guide, scene.match
    scripted = len(match.record.actions)
    assert guide.playing_on and guide.text() == t("guide.gofish.end") and guide.note() == t("guide.on_alone")
    with undrawn(app):  # the moves are made by ``act`` and read from the match; the end is drawn below
        for _ in range(20000):
            if match.state.is_over() and scene.animator.idle:
                break
            if LEARNER in match.state.to_act() and scene.animator.idle:
                assert scene.act(match.state.legal_actions(LEARNER)[0]) is not False
            app.step(DT)
    assert match.state.is_over()
    assert any(seat == LEARNER for seat, _ in match.record.actions[scripted:]), "the learner never played on"
    draw(scene)
    winners = [scene.seat_name(seat) for seat in match.state.winners()]
    assert guide.text() == t("guide.over", winners=", ".join(winners), count=len(winners)) and winners
    assert winners[0] in guide.text() and set(guide.buttons) == {"real", "leave"}
    check_log_beside_the_narrator(scene)  # the short text leaves the log its room
    assert app.storage.autosaves() == [] and "gofish" not in app.storage.summary()["games"]


def test_a_tap_while_playing_on_goes_to_the_table(app):
    scene = guided(app, "gofish")
    play_through(app, scene)
    guide = scene.guide
    assert guide.playing_on
    taken, _ = guide.handle(type("P", (), {"kind": "tap", "pos": (400, 300)})())
    assert not taken and guide.hint_text() is None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_guides_buttons_show_their_words_whole(app, lang, monkeypatch):
    """"Leave" beside "Next" or "Play a real game" was cut to "Lea…"/"Verlass…": every button of every step
    is as wide as its word needs."""
    from fishgames.ui.guide import Guide, start_guided
    from fishgames.ui.text import cut
    from fishgames.ui.widgets import LABEL_MARGIN

    app.update_settings(language=lang)
    checked = set()
    for game in GAMES:
        scene = start_guided(app, game)
        guide = scene.guide
        for index in range(len(guide.steps) + 1):
            guide.index = index
            for settled in (False, True):
                monkeypatch.setattr(Guide, "settled", property(lambda self, s=settled: s))  # "Next" once settled
                draw(scene)
                for name, rect in guide.buttons.items():
                    label = t(f"guide.{name}")
                    size = guide.button_size
                    assert size >= 16 and cut(label, size, rect.w - LABEL_MARGIN, True) == label, (lang, game, name)
                    checked.add(name)
    assert checked == {"next", "leave", "real"}


@pytest.mark.parametrize("game", GAMES)
def test_the_goodbye_waits_until_the_last_move_is_seen(app, game):
    """The last step's text stays (and only "Leave") while the table still plays the learner's last move out —
    Go Fish's last ask, its fishing and the book it makes — as every step's text waits for its move; then the
    goodbye and "Play a real game".  Played at instant speed up to the last move, which is made at "fast"."""
    scene = guided(app, game)
    guide = scene.guide
    last = guide.steps[-1]
    if last.action is None:  # the last step is a moment to watch (Lure): "Next" ends it, nothing plays out
        assert game == "lure"
        return
    for _ in range(3000):
        if guide.index == len(guide.steps) - 1 and guide.asking:
            break
        advance(app, scene)
    app.update_settings(animation_speed="fast")  # the table plays the move out where a learner sees it
    advance(app, scene)  # the last move, two frames on
    if game == "fugu":  # the learner's last pass ends the game at once: nothing to watch, the goodbye comes
        assert scene.match.state.is_over() and guide.settled and guide.text() == t("guide.fugu.end")
        return
    assert guide.step is None and not guide.settled
    assert (guide.landing, guide.text(), guide._names(), guide.note()) == (True, guide._step_text(last), ["leave"],
                                                                         None)
    until(app, lambda: guide.settled, 5000)  # the bots played on to the learner's next turn (or the end)
    assert guide.finished and not guide.landing and guide.text() == t(f"guide.{game}.end")
    assert "real" in guide._names()
