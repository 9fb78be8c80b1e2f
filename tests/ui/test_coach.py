"""The coach ("What would a pro do?"): every decision kind of every game, through the real tables.

Each test drives a table with synthetic taps (``tests/ui/driver.py``, the games' ``scene_demo`` drivers) to a
decision, taps the coach's button, lets the pro answer (inline: the test app has no bot worker) and checks
what a player sees: the suggestion is legal, its places glow on the drawn frame, and its reason is in words.
The pro searches on small budgets here: what is checked is how the table asks, shows and forgets an answer,
not how strong it is (the shipped budgets' answer times and strength: ``tools/bench.py --only coach``).
"""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from fishgames.i18n import t
from fishgames.ui import games
from fishgames.ui.coach import GLOW
from fishgames.ui.drive import table_turns
from fishgames.ui.scenes.cover import CoverScene
from tests.ui.driver import DT, blank_surface, frames, start_table, tap, until
from tests.ui.unpainted import unpainted_app  # noqa: F401 - the app fixture: every check draws its own picture

SCREEN = pygame.Rect(0, 0, 1280, 720)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch):
    """The coach's searches at a tenth or less of the shipped ones (whole games ask at every decision); Lure's
    as shipped: on fewer scenarios its pro rarely suggests lures or an adjustment, which a test waits for."""
    from fishgames.bots import advice

    monkeypatch.setattr(advice, "COACH_BUDGETS", {
        **advice.COACH_BUDGETS, "fischen": {"iterations": 40}, "fatfish": {"turn_budget": 60}, "fugu": {"budget": 24}})


def table(app, game: str, **kw):
    return start_table(app, game, games.scene_class(game), **kw)


def render(scene) -> pygame.Surface:
    surface = blank_surface(SCREEN.size)
    scene.draw(surface)
    return surface


def ask(app, scene):
    """Tap the coach's button; check the answer as drawn; return it."""
    coach = scene.coach
    assert coach.available and coach.advice is None
    render(scene)  # the button is placed where it is drawn
    tap(app, coach.button_rect.center)
    advice = coach.advice
    assert advice is not None, "the pro did not answer"
    assert advice.action in scene.match.state.legal_actions(scene.viewer)
    targets = coach.targets()
    assert targets, f"nothing glows for {advice.action}"
    surface = render(scene)
    for rect in targets:
        assert SCREEN.contains(rect), rect
        ring = rect.inflate(6, 6)
        assert surface.get_at((ring.centerx, ring.top + 1))[:3] == GLOW, f"{rect} is not outlined"
    text = coach.reason_text()
    assert text.strip() and "{" not in text and not text.startswith((scene.spec.name + ".", "coach."))
    assert advice.reason and any(key.startswith(f"coach.{scene.spec.name}.") for key, _ in advice.reason)
    assert text == " ".join(scene.reason_text(key, coach._named(params)) for key, params in advice.reason)
    assert coach.title() == t("coach.title", level=games.level_name(coach.level))
    assert coach.panel_rect is not None and surface.get_at(
        (coach.panel_rect.x + 4, coach.panel_rect.centery))[:3] != (0, 0, 0)
    return advice


def tap_point(rect: pygame.Rect) -> tuple[int, int]:
    """A point of ``rect`` a finger would press: near its left edge (hand cards overlap from the right)."""
    return (rect.x + min(12, rect.w // 2), rect.centery)


def follow(app, scene, advice) -> None:
    """Tap where it glows, in order, as a player would; a button that shows only after those taps (the pass
    button once a card is picked, the "yes" of Fugu's stop) glows next and is tapped too.  The move made
    must be the suggestion."""
    seat, actions = scene.viewer, scene.match.record.actions
    before = len(actions)

    def mine() -> list[str]:  # in a simultaneous step the bots' secret choices come in between
        return [text for actor, text in actions[before:] if actor == seat]

    for rect in scene.coach.targets():
        tap(app, tap_point(rect))
    if not mine():
        tap(app, tap_point(scene.coach.targets()[-1]))
    assert mine()[:1] == [advice.action.to_text()]


# -- Go Fish ---------------------------------------------------------------------------------------------

def test_gofish_coach_names_a_rank_and_a_seat_and_its_taps_make_that_ask(app):
    scene = table(app, "gofish", players=4, level="easy", seed=11)
    until(app, lambda: scene.coach.available)
    advice = ask(app, scene)
    assert len(scene.coach.targets()) == 2  # the stack, the seat
    follow(app, scene, advice)


def test_gofish_coach_asks_the_master_and_says_so(app):
    """Go Fish's hints follow the table's level (here Normal); the coach's header names whose advice it is."""
    scene = table(app, "gofish", players=3, level="normal", seed=5)
    until(app, lambda: scene.coach.available)
    assert scene.coach.level == "master"
    assert games.level_name("master") in scene.coach.title()
    assert games.level_name("normal") not in scene.coach.title()


def test_no_coach_before_the_cover_screen_is_confirmed(app):
    scene = table(app, "gofish", humans=2, players=3, level="easy", seed=3)
    covers, coached = [], set()

    def on_cover(cover):
        assert isinstance(app.stack.top, CoverScene)
        assert not scene.coach.available
        render(scene)
        assert scene.coach.button_rect.w == 0, "the coach's button is there under the cover"
        covers.append(cover)

    for _ in table_turns(app, scene, 3000, on_cover=on_cover, stop=lambda: coached == {0, 1}):
        if scene.coach.available:
            coached.add(scene.viewer)
            follow(app, scene, ask(app, scene))  # after the cover: for the human now at the table
        else:
            app.step(DT)
    assert len(covers) >= 2 and coached == {0, 1}


def test_the_suggestion_is_the_same_when_hidden_cards_are_redealt(app):
    scene = table(app, "gofish", players=4, level="easy", seed=21)
    for _ in table_turns(app, scene, 3000, stop=lambda: scene.match.state.asks >= 12 and scene.coach.available):
        if scene.coach.available:
            scene.act(random.Random(len(scene.match.record.actions)).choice(
                scene.match.state.legal_actions(scene.viewer)))
        app.step(DT)
    first = ask(app, scene)
    real, redealt = scene.match.state, []  # kept: a new state never reuses an old one's id
    for k in range(3):
        redealt.append(real.determinize(scene.viewer, random.Random(k)))
        scene.match.state = redealt[-1]
        assert scene.match.state.to_json() != real.to_json()  # the others' hands and the pond differ
        scene.coach.refresh()
        assert scene.coach.advice is None  # a new position: asked afresh
        again = ask(app, scene)
        assert (again.action, again.reason) == (first.action, first.reason)


def _play_with_and_without_coach(game: str, ask_coach: bool, **kw) -> tuple[dict, dict]:
    """A whole game, the human playing by a fixed rule (asking the coach first or not): each seat's
    actions (chance included) and the final state.  Asking takes frames, so in a simultaneous step the
    bots' secret choices may come in another order; what each seat did and what chance dealt may not differ."""
    from tests.ui.driver import running_app

    with running_app() as app:
        scene = table(app, game, **kw)
        for _ in table_turns(app, scene, 20000, stop=lambda: scene.match.state.is_over()):
            if not scene.coach.available:
                app.step(DT)
                continue
            if ask_coach:
                ask(app, scene)
            rng = random.Random(sum(seat == scene.viewer for seat, _ in scene.match.record.actions))
            scene.act(rng.choice(scene.match.state.legal_actions(scene.viewer)))
            app.step(DT)
        by_seat: dict[int, list[str]] = {}
        for seat, text in scene.match.record.actions:
            by_seat.setdefault(seat, []).append(text)
        return by_seat, scene.match.state.to_json()


@pytest.mark.parametrize("game", ["gofish", "lure"])
def test_asking_the_coach_leaves_the_game_as_it_was(game):
    kw = dict(players=3, level="easy", seed=8)
    without = _play_with_and_without_coach(game, False, **kw)
    with_coach = _play_with_and_without_coach(game, True, **kw)
    assert len(without[0][0]) > 10  # the human played a real game
    assert with_coach == without


def test_the_suggestion_goes_when_the_position_changes(app):
    scene = table(app, "gofish", players=3, level="easy", seed=5)
    until(app, lambda: scene.coach.available)
    advice = ask(app, scene)
    scene.act(advice.action)
    frames(app, 2)
    assert scene.coach.advice is None and scene.coach.targets() == []


def test_a_table_with_the_coach_turned_off_shows_no_button(app):
    scene = table(app, "gofish", players=3, level="easy", seed=5)
    until(app, lambda: scene.coach.available)
    scene.coach_enabled = False
    render(scene)
    assert not scene.coach.available and scene.coach.button_rect.w == 0


# -- Fischen ---------------------------------------------------------------------------------------------

FISCHEN_PREFER = ("zero", "name", "left", "low", "first", "all")


def test_fischen_coach_for_play_pass_zero_and_colour(app):
    """The human follows the pro's suggestion at the first decision of each kind (the game then takes another
    course, so more deals are played until each kind came up)."""
    from fishgames.games.fischen import scene_demo
    from fishgames.games.fischen.actions import NameColour, PassLeft, Play, Take

    expected = {"play": Play, "pass": PassLeft, "zero": Take, "name": NameColour}
    asked = {}
    for seed in (7, 8, 9, 10):
        scene = table(app, "fischen", players=4, level="easy", seed=seed)
        over = scene.match.state.is_over
        for _ in table_turns(app, scene, 20000, stop=lambda over=over: len(asked) == 4 or over()):
            if scene.summary is not None:
                tap(app, scene.L.SUMMARY_BUTTON.center)
                continue
            phase = scene.decision(scene.view)
            if phase is None:
                app.step(DT)
                continue
            if phase not in asked:
                advice = ask(app, scene)
                asked[phase] = advice.action
                assert isinstance(advice.action, expected[phase])
                follow(app, scene, advice)
                continue
            view = scene.view
            scene_demo.act(app, scene, scene_demo.choose(scene, view, FISCHEN_PREFER), view)
        if len(asked) == 4:
            break
    assert set(asked) == set(expected)


# -- Fat Fish --------------------------------------------------------------------------------------------

def test_fatfish_coach_for_lay_done_and_split(app):
    from fishgames.games.fatfish import scene_demo
    from fishgames.games.fatfish.rules import Keep, Place, Stop

    scene = table(app, "fatfish", players=3, level="normal", seed=99)
    rng = random.Random(3)
    kinds: set[str] = set()
    for _ in table_turns(app, scene, 30000, stop=lambda: {"lay", "done", "split"} <= kinds):
        phase = scene.decision()
        if phase is None:
            app.step(DT)
            continue
        view = scene.view
        kind = "split" if phase == "take" else "done" if view["can_stop"] else "lay"
        if kind not in kinds:  # at "done" positions until the pro does say stop
            advice = ask(app, scene)
            assert isinstance(advice.action, {"split": Keep, "done": Place | Stop, "lay": Place}[kind])
            if kind != "done" or isinstance(advice.action, Stop):
                kinds.add(kind)
            if kind == "split":
                take_as_advised(app, scene, advice)
            else:
                follow(app, scene, advice)
            continue
        scene_demo.act(app, scene, scene_demo.choose(scene, view, rng, 0.35))
    assert {"lay", "done", "split"} <= kinds


def take_as_advised(app, scene, advice) -> None:
    """The take: the glowing cards are the plus cards to keep.  A player taps those not yet lifted and
    lifted ones that do not glow (which, in a one-coloured row, puts them back), then the glowing button."""
    from fishgames.games.fatfish import scene_layout as L
    from fishgames.games.fatfish.rules import parse_card

    view = scene.view
    row, glowing = scene.take.row(view), scene.coach.targets()
    assert glowing[-1] == L.TAKE_BUTTON
    kept = sorted(parse_card(row[i]) for i, rect in scene.take.rects(view) if rect in glowing[:-1])
    assert kept == sorted(advice.action.cards)
    for i, rect in scene.take.rects(view):
        if (rect in glowing) != (i in scene.take.picks(view)) and len({c[0] for c in row}) == 1:
            tap(app, rect.center)  # a one-coloured row: picks toggle
    for i, rect in scene.take.rects(view):
        if rect in glowing[:-1] and i not in scene.take.picks(view):
            tap(app, rect.center)
    seat, before = scene.viewer, len(scene.match.record.actions)
    tap(app, L.TAKE_BUTTON.center)
    assert scene.match.record.actions[before] == (seat, advice.action.to_text())


# -- Lure ------------------------------------------------------------------------------------------------

def test_lure_coach_for_cast_with_lures_and_adjust(app):
    """The human follows the pro all game, tapping where it glows (more deals until the pro has cast with
    lures and changed a die with an Adjust lure)."""
    from fishgames.games.lure.actions import Adjust, Cast

    seen: set[str] = set()
    for seed in (42, 3, 5, 7, 11):
        scene = table(app, "lure", players=3, level="normal", seed=seed)
        over = scene.match.state.is_over
        for _ in table_turns(app, scene, 40000, stop=lambda over=over: over()):
            decision = scene.decision(scene.view)
            if decision is None:
                app.step(DT)
                continue
            advice = ask(app, scene)
            assert isinstance(advice.action, {"cast": Cast, "adjust": Adjust}[decision])
            if decision == "cast":
                seen |= {"cast", "lures"} if advice.action.lures else {"cast"}
            elif advice.action.changes:
                seen.add("adjust")
            follow(app, scene, advice)
        if {"cast", "lures", "adjust"} <= seen:
            break
    assert {"cast", "lures", "adjust"} <= seen


# -- Fugu ------------------------------------------------------------------------------------------------

def test_fugu_coach_for_swap_anchor_and_stop(app):
    """The human follows the pro all game, tapping where it glows: number-side swaps, anchors and the stop."""
    from fishgames.games.fugu.actions import Pass, Swap

    scene = table(app, "fugu", players=2, level="easy", seed=4242)
    kinds: set[str] = set()
    switched = 0
    for _ in table_turns(app, scene, 30000, stop=lambda: scene.match.state.is_over()):
        if not scene.coach.available:
            app.step(DT)
            continue
        advice = ask(app, scene)
        action = advice.action
        assert isinstance(action, Swap | Pass)
        kinds.add("stop" if isinstance(action, Pass) else "anchor" if action.anchor else "swap")
        if isinstance(action, Swap) and action.anchor:
            before = len(scene.match.record.actions)
            market, slot = scene.coach.targets()
            tap(app, tap_point(market))  # the card picked: now the switch glows, if it is a choice
            if scene.buttons["side"].visible:
                assert scene.coach.targets() == [market, scene.buttons["side"].rect, slot]
                tap(app, tap_point(scene.buttons["side"].rect))
                switched += 1
            assert scene.coach.targets() == [market, slot]
            tap(app, tap_point(slot))
            assert scene.match.record.actions[before] == (0, action.to_text())
            continue
        follow(app, scene, advice)
    assert {"swap", "anchor", "stop"} <= kinds and switched


@pytest.mark.parametrize("game, memory", [("lure", lambda bot: vars(bot.reader)),
                                          ("fatfish", lambda bot: bot.known_minus)])
def test_the_pro_remembers_what_the_seat_heard_whether_asked_early_or_late(app, game, memory):
    """Lure's and Fat Fish's pros remember public events (bids revealed, minus cards taken): the coach's pro,
    made at the first question and told every event since, knows what one made late knows."""
    from fishgames.ui.coach import Coach

    scene = table(app, game, players=3, level="easy", seed=6)
    until(app, lambda: scene.coach.available)
    follow(app, scene, ask(app, scene))
    for _ in table_turns(app, scene, 30000, stop=lambda: len(scene.match.record.actions) > 60
                         and scene.coach.available):
        if scene.coach.available:
            rng = random.Random(len(scene.match.record.actions))
            scene.act(rng.choice(scene.match.state.legal_actions(scene.viewer)))
        app.step(DT)
    early = scene.coach._bots[0]
    late = Coach(scene)._bot(0)
    assert memory(late) and memory(early) == memory(late)


class HeldExecutor:
    """Stands in for the bot worker: bots' jobs are answered at once, the coach's (the human seat's) are held
    until the test lets them finish."""

    def __init__(self, coached_seat: int):
        self.coached_seat, self.held = coached_seat, []

    def submit(self, fn, *args):
        future = Future()
        if args[0].seat == self.coached_seat:
            self.held.append((future, fn, args))
        else:
            future.set_result(fn(*args))
        return future

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        self.held.clear()

    def finish(self) -> None:
        for future, fn, args in self.held:
            if not future.cancelled():
                future.set_result(fn(*args))
        self.held.clear()


def test_the_pro_thinks_in_the_worker_and_a_late_answer_for_another_position_is_dropped(app):
    from fishgames.bots.advice import advise

    scene = table(app, "gofish", players=3, level="easy", seed=5)
    worker = HeldExecutor(coached_seat=0)
    app.bot_workers, app._executor = True, worker
    until(app, lambda: scene.coach.available)
    render(scene)
    tap(app, scene.coach.button_rect.center)
    assert [fn for _, fn, _ in worker.held] == [advise]  # the worker's function (the bots' _decide, and a reason)
    frames(app, 5)  # frames go on while the pro thinks
    assert scene.coach.thinking and scene.coach.advice is None
    worker.finish()
    frames(app)
    advice = scene.coach.advice
    assert advice is not None and not scene.coach.thinking
    follow(app, scene, advice)

    until(app, lambda: scene.coach.available)
    render(scene)
    tap(app, scene.coach.button_rect.center)
    assert scene.coach.thinking
    scene.act(scene.match.state.legal_actions(0)[0])  # the human moves on before the answer comes
    worker.finish()
    frames(app, 2)
    assert scene.coach.advice is None and not scene.coach.thinking


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_buttons_label_fits_it_whole(app, lang):
    """"Pro tip" and "Thinking…" on the button as drawn (at the small size, the button's inner width)."""
    from fishgames.i18n import set_language
    from fishgames.ui import theme
    from fishgames.ui.text import cut

    scene = table(app, "gofish", players=3, level="easy", seed=5)
    until(app, lambda: scene.coach.available)
    render(scene)
    set_language(lang)
    try:
        for key in ("coach.button", "coach.thinking"):
            label = t(key)
            assert cut(label, theme.SMALL, scene.coach.button_rect.w - 20, bold=True) == label, label
    finally:
        set_language("de")


# -- the set-up's choice and the history's count ------------------------------------------------------------

def test_the_setup_turns_the_coach_off_for_that_game_and_remembers_it(app):
    from fishgames.ui.scenes.setup import SetupScene
    from tests.ui.driver import start_with_setup_row_turned

    scene = start_with_setup_row_turned(app, "gofish", "coach")
    until(app, lambda: scene.animator.idle and scene.viewer in scene.match.human_seats_to_act())
    render(scene)
    assert not scene.coach.available and scene.coach.button_rect.w == 0
    assert app.settings.last_setup["gofish"]["coach"] is False
    assert SetupScene(app, "gofish").choices["coach"] is False


def test_the_history_counts_how_often_the_coach_answered_across_continue(app):
    """Two answers, Continue from the menu (the autosave), one more answer: the finished game's row says 3."""
    from fishgames.ui.scene import Reset
    from fishgames.ui.scenes.menu import MenuScene
    from tests.ui.driver import settled

    asked = []

    def play(scene, answers: int, stop) -> None:
        """Play the human's first legal move at each decision, asking the coach until it answered ``answers``."""
        for _ in table_turns(app, scene, 20000, stop=stop):
            if scene.coach.available:
                if len(asked) < answers:
                    asked.append(ask(app, scene))
                scene.act(scene.match.state.legal_actions(scene.viewer)[0])
            app.step(DT)

    scene = table(app, "gofish", players=3, level="easy", seed=8)
    play(scene, 2, stop=lambda: len(asked) == 2)
    settled(app)  # leave and Continue: the table comes back from the autosave
    menu = MenuScene(app)
    app.stack.apply(Reset(menu))
    frames(app, 2)
    app.stack.apply(menu.resume_game("gofish"))
    resumed = app.stack.top
    assert resumed is not scene and resumed.match.record.coached == 2, "Continue lost the coach's count"
    play(resumed, 3, stop=lambda: resumed.match.state.is_over())
    frames(app, 5)
    settled(app)
    [row] = app.storage.games()
    assert len(asked) == 3 and row.coached == 3 and app.storage.game_record(row.id).coached == 3


# -- the reason in the game's words ----------------------------------------------------------------------------

def test_the_fischen_pro_says_what_its_card_does_in_the_trick(app):
    """Fischen's pro searches; the coach tells the card's part in the trick (and its runner-up), with names."""
    scene = table(app, "fischen", players=3, level="easy", seed=3)
    until(app, lambda: scene.coach.available and len(scene.match.state.legal_actions(scene.viewer)) > 1, 3000)
    advice = ask(app, scene)
    keys = [key for key, _ in advice.reason]
    assert keys[0].startswith("coach.fischen.") and "runner" not in keys[0], keys
    text = scene.coach.reason_text()
    assert not any(word in text for word in ("tries", "times from here", "%")), text


def test_the_pro_tip_button_is_in_the_same_corner_at_every_table(app):
    """Top right, by the menu button (Fischen's was in the sea's top-left corner): touching the menu button or
    right under it, clear of the rules help's "?"."""
    from fishgames.ui import context_help

    for game in ("gofish", "fatfish", "lure", "fugu", "fischen"):
        scene = table(app, game, players=3, level="easy", seed=5)
        until(app, lambda scene=scene: scene.coach.available)
        render(scene)
        button, menu = scene.coach.button_rect, scene.menu_button.rect
        beside = button.right <= menu.left and menu.left - button.right <= 12 and button.top == menu.top
        under = button.left == menu.left and 0 <= button.top - menu.bottom <= 12
        assert beside or under, (game, button, menu)
        assert button.w >= 120
        help_button = context_help.button_rect(scene)
        assert help_button is None or not button.colliderect(help_button), game
