"""Fugu's "Stop for good?" (issue 29, polish): moved left of the move log where it had lain on the log's corner, it
stood 58 px left of the market's centre at every landscape size — now it is centred on the market, narrower, short
of the log.  And the coach's button, glows and reason were drawn after the table's dim, bright over it (upright a
market card's glow over the question's words): the eye went to the coach, not to the question.  They dim with the
table now; only a glow on the question's own "yes" (the suggestion's next tap) shows over it."""

from __future__ import annotations

import pygame
import pytest

from fishgames.games.fugu.actions import PASS, Swap
from fishgames.i18n import t
from fishgames.ui import fine
from fishgames.ui.coach import GLOW, Advice
from tests.fugu.test_fugu_buttons_off_the_reefs import LANDSCAPE
from tests.ui.test_small_panel_texts import each_size, screen

UPRIGHT = ((720, 1280), 1.0)
STOP = [("coach.fugu.stop_win", {"score": -18})]
SWAP = [("coach.fugu.number_between", {"card": 74, "slot": 17, "low": 68, "high": 75})]


def market(table) -> pygame.Rect:
    cards = [table.L.market_rect(i) for i in range(len(table.L.MARKET_XS))]
    return cards[0].unionall(cards[1:])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_stop_question_is_centred_on_the_market(lang, tmp_path):
    """On the stage (every landscape size and UI scale) and upright: the question's box centred on the market."""
    faults = []
    with screen("fugu_stop", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [((1280, 720), 1.0), *LANDSCAPE, UPRIGHT]):
            app.draw()
            box, cards = table.pass_dialog_rect(), market(table)
            if abs(box.centerx - cards.centerx) > 1:
                faults.append(f"{where}: the question {box} centred at {box.centerx}, the market {cards} at "
                              f"{cards.centerx}")
    assert not faults, "\n".join(faults)


def advise(table, action, reason) -> None:
    coach = table.coach
    coach.advice = Advice(coach._key(), action, reason)


def brightness(table, spot) -> int:
    """The screen's pixel at the table's logical ``spot`` (its physical place on the sharp canvas), summed."""
    x, y = table.stage_rect.x + spot[0], table.stage_rect.y + spot[1]
    return sum(table.app.screen.pixels.get_at((int(x * fine.k), int(y * fine.k)))[:3])


def ring_top(rect: pygame.Rect) -> tuple[int, int]:
    """A pixel of the coach's ring round a place to tap (``coach.glow_target``: 3 px, 3 px out from it)."""
    ring = rect.inflate(6, 6)
    return ring.centerx, ring.top + 1


def coach_spots(table) -> dict[str, tuple[int, int]]:
    """The coach's button (its face, left of the label), its reason's panel, and the glow round the market card."""
    button, panel = table.coach.spot(), table.coach.panel_rect
    assert panel is not None, "no reason shown"
    return {"the Pro tip": (button.x + 8, button.centery), "the reason": (panel.x + 4, panel.centery),
            "the market card's glow": ring_top(table.coach.targets()[0])}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_coach_dims_with_the_table_under_the_stop_question(lang, tmp_path):
    """The pro suggests a swap and the player asks to stop instead: the coach's button, its reason and the market
    card's glow are darker with the question up than without (as the table under it), and upright the card's glow
    is not drawn over the question.  Had it suggested stopping, the question's "yes" glows, over the dim."""
    faults = []
    with screen("fugu_stop", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [((800, 480), 1.5), ((1920, 1080), 1.0), UPRIGHT]):
            assert fine.k != 1 and table.coach.available, where  # (the stage a Canvas: read at the physical place)
            market_card, slot = next(iter(table.options()))
            advise(table, Swap(market_card, slot, False), SWAP)
            seen = {}
            for asked in (False, True):
                table.confirm_pass = asked
                app.draw()
                seen[asked] = {name: brightness(table, spot) for name, spot in coach_spots(table).items()}
            faults += [f"{where}: {name} {seen[True][name]} with the question, {seen[False][name]} without"
                       for name in seen[True] if not seen[True][name] < 0.75 * seen[False][name]]
            box, glow = table.pass_dialog_rect(), ring_top(table.coach.targets()[0])
            if box.collidepoint(glow) and brightness(table, glow) == sum(GLOW):
                faults.append(f"{where}: the market card's glow {glow} over the question {box}")
            advise(table, PASS, STOP)
            app.draw()
            yes = table.buttons["stop_yes"].rect
            if table.coach.targets() != [yes] or brightness(table, ring_top(yes)) != sum(GLOW):
                faults.append(f"{where}: the question's yes {yes} does not glow ({table.coach.targets()})")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_your_plates_tag_is_whole_once_you_stopped(lang, tmp_path, monkeypatch):
    """After "Yes, stop" (or with a full reef) your own plate's tag is whole and left of your score (two digits):
    it had only a lane plate's 120 px (``TAG_W``) beside the anchor count on a plate of 300 — at 800 × 480 150 % it
    read "gestop…" in a real window after "Ja, aufhören", and "kompl…" / "comple…".  Where it does not fit beside
    the anchor count, it stands alone (the anchors show in your reef)."""
    from fishgames.games.fugu import scene_draw
    from fishgames.ui import theme
    from fishgames.ui.text import cut

    faults, tags = [], []
    real = scene_draw.fit

    def kept(text, size, width, *args, **kwargs):
        tags.append(cut(text, size, width, True))
        return real(text, size, width, *args, **kwargs)

    monkeypatch.setattr(scene_draw, "fit", kept)
    with screen("fugu_stop", tmp_path / "home", lang, sharp=True) as app:
        for table, where in each_size(app, lang, [((1280, 720), 1.0), *LANDSCAPE, UPRIGHT, ((720, 1280), 1.5)]):
            table.confirm_pass = False
            shown = table.shown
            monkeypatch.setattr(shown, "finished", [True] * len(shown.finished))
            plate = table._own_plate(shown, False)
            for passed in (True, False):
                monkeypatch.setattr(shown, "passed", [passed] * len(shown.passed))
                tags.clear()
                table._draw_own_plate(pygame.Surface(table.stage_size), False)
                assert len(tags) == 1, (where, tags)
                key = "fugu.ui.tag.stopped" if passed else "fugu.ui.tag.complete"
                end = plate.rect.x + 84 + theme.width(tags[0], theme.SMALL, True) + 12
                if tags[0] not in (t(key), t(f"{key}_short")):
                    faults.append(f"{where}: {tags[0]!r} cut")
                if end > plate.score_left():
                    faults.append(f"{where}: {tags[0]!r} to {end}, the score from {plate.score_left()}")
    assert not faults, "\n".join(faults)
