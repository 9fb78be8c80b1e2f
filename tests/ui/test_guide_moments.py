"""Every guided game shows what it teaches while its text is on screen: each guide is played by its glows to
its end, and the text shown at each step is checked against what just happened on the table (the events the
learner saw since their last move, collected here by a listener of the match's own, not by the narrator).
"""

from __future__ import annotations

import pytest

from fishgames.games.fischen.scene_cards import is_buoy, short_name
from fishgames.i18n import t
from fishgames.ui.guide import LEARNER
from tests.ui.driver import frames
from tests.ui.test_guides import GAMES, GUIDED_DEALS, advance, draw, guided

pytestmark = pytest.mark.usefixtures("every_app_unpainted")  # no check here reads a pixel of the screen


def watch(scene) -> list:
    """The learner's events, newest last, cut at each of the learner's scripted moves (a fresh list)."""
    spans: list[list] = [[]]

    def heard(seat, action, events) -> None:
        if seat == LEARNER and any(step.action == action.to_text() for step in scene.guide.steps):
            spans.append([])
        spans[-1].extend(seen for seen in (e.seen_by(LEARNER) for e in events) if seen is not None)

    scene.match.listeners.append(heard)
    return spans


def shown_steps(app, scene):
    """Play the guide by its glows; yield (step, text shown, events since the learner's last move) once per
    step, as soon as the step is settled (its text on screen)."""
    spans = watch(scene)
    guide, seen = scene.guide, set()
    for _ in range(8000):
        if guide.finished and scene.animator.idle:
            return
        if guide.settled and guide.step is not None and guide.index not in seen:
            seen.add(guide.index)
            draw(scene)
            yield guide.step, guide.shown_text(), list(spans[-1])
        advance(app, scene)
    raise AssertionError(f"the guided game stopped at step {guide.index}")


def names(scene, seat: int) -> str:
    return scene.seat_name(seat)


def check_fischen(scene, step, text: str, events: list) -> None:
    won = [e for e in events if e.kind == "trick_won"]
    if won:
        assert names(scene, won[-1].seat) in text, (step, text)  # who took the last trick
    view = scene.match.state.view(LEARNER)
    if step.key.endswith(".pass"):  # "1 card to the left" at work while its text is shown
        assert view["phase"] == "pass" and any(is_buoy(p["card"]) for p in view["trick"]), view["trick"]
    if step.key.endswith(".zero_take"):
        assert view["phase"] == "zero"
    if step.key.endswith(".zero"):
        assert step.action.split()[-1].endswith("0")
    if step.key.endswith(".play"):
        check_fischen_why(scene, view, step.action.split()[-1], text.split(t(step.key), 1)[1])


def check_fischen_why(scene, view, code: str, why: str) -> None:
    """A played card's why is this card's, told from the table: it names the card and the best card so far
    (and whose it is), says the card wins exactly when it beats that card, and calls it the lowest of its
    colour only when it is (worked out here from the learner's view, not by the guide's module)."""
    from fishgames.games.fischen.guide_why import play_why

    def value(card: str) -> int:
        return int(card[1:])

    assert short_name(code) in why, (code, why)
    trick = [(p["seat"], p["card"]) for p in view["trick"]]
    keys = [key.rsplit(".", 1)[1] for key, _ in play_why(view, code)]
    if trick:
        led = trick[0][1][0]
        deciding = [(s, c) for s, c in trick if c[0] == "g"] or [(s, c) for s, c in trick if c[0] == led]
        seat, best = max(deciding, key=lambda sc: value(sc[1]))
        assert short_name(best) in why and names(scene, seat) in why, (code, why)
        beats = (code[0] == best[0] and value(code) > value(best)) or (code[0] == "g" != best[0])
        assert any(key.startswith("win_") for key in keys) == beats, (code, best, keys)
    if "lowest" in keys:
        assert value(code) == min(value(c) for c in view["hand"] if c[0] == code[0]), (code, view["hand"])


def check_lure(scene, step, text: str, events: list) -> None:
    caught = [e for e in events if e.kind == "fish_caught"]
    if caught:
        assert names(scene, caught[-1].seat) in text, (step, text)
    if step.key.endswith(".together"):  # equal bids rolled together just now
        group = [e for e in events if equal_bids([e])]
        assert group, "no equal bids before 'equal bids roll together'"
        assert all(names(scene, int(s)) in text for s in str(group[-1].seats).split(","))
    if step.key.endswith(".catch"):  # the learner's own catch, by following the glow
        assert any(e.seat == LEARNER for e in caught), [(e.seat, e.fish) for e in caught]
    rolled = [e for e in events if e.kind == "final_dice" and e.seat == LEARNER]
    if step.action is not None and rolled and not any(e.seat == LEARNER for e in caught):  # why it caught nothing
        total = sum(int(v) for v in rolled[-1].values.split(",") if v)
        assert f"{names(scene, LEARNER)}: {total}" in text, (step, text)


def check_fugu(scene, step, text: str, events: list) -> None:
    view = scene.match.state.view(LEARNER)
    if step.action is not None and step.key.endswith(".again"):  # the why names the card and its place
        market = int(step.action.split()[1]) - 1
        card = view["market"][market]["card"]
        assert str(card) in text.split(t(step.key))[-1], (step, text)
    if step.action == "pass":  # why stopping is right here: the others are done and the learner leads
        reefs = view["reefs"]
        assert all(r["finished"] for i, r in enumerate(reefs) if i != LEARNER)
        assert reefs[LEARNER]["score"] > max(r["score"] for i, r in enumerate(reefs) if i != LEARNER)
        assert t("coach.fugu.stop_win", score=reefs[LEARNER]["score"]) in text.split(t(step.key))[-1], text


def equal_bids(events: list) -> bool:
    return any(e.kind == "group_up" and len(str(e.seats).split(",")) > 1 for e in events)


def lesson_lure(shown: list) -> None:
    """The learner catches (by following the glow) and equal bids are explained in the round they first
    roll together: by a step shown before the learner's next move."""
    keys = [step.key for step, _, _ in shown]
    assert "guide.lure.catch" in keys and "guide.lure.together" in keys, keys
    first = next(i for i, (_, _, events) in enumerate(shown) if equal_bids(events))
    asked = next((i for i in range(first, len(shown)) if shown[i][0].action is not None), len(shown) - 1)
    assert "guide.lure.together" in keys[first:asked + 1], (first, keys)


CHECKS = {"fischen": check_fischen, "lure": check_lure, "fugu": check_fugu}
LESSONS = {"lure": lesson_lure}  # what the whole lesson must show


@pytest.mark.parametrize(("game", "deal"), GUIDED_DEALS)
def test_each_step_names_what_just_happened(app, game, deal):
    """On every deal a learner can get (Lure has several): its moments happen while their texts are shown."""
    scene = guided(app, game, deal)
    check = CHECKS.get(game, lambda *args: None)
    texts, shown = [], []
    for step, text, events in shown_steps(app, scene):
        check(scene, step, text, events)
        texts.append(text)
        shown.append((step, text, events))
    assert len(shown) == len(scene.guide.steps)
    LESSONS.get(game, lambda shown: None)(shown)
    repeated = [a for a, b in zip(texts, texts[1:], strict=False) if a == b]
    assert not repeated, f"a text stayed for two steps: {repeated}"  # each step's text changes


@pytest.mark.parametrize("game", GAMES)
def test_the_bots_wait_while_the_intro_is_read(app, game):
    """Fat Fish's bots played before the intro text was read."""
    scene = guided(app, game)
    frames(app, 300)
    assert scene.guide.index == 0
    assert not [seat for seat, _ in scene.match.record.actions if seat not in (LEARNER, -1)]
