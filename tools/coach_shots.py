"""Screenshots of the coach ("What would a pro do?") at every table, one per decision kind.

    python tools/coach_shots.py [--out screenshots] [--lang de en] [--only coach_gofish guide_lure_end ...]

Adds ``coach_*`` moments to ``tools/screenshots.py``'s ``SHOTS`` and runs its ``main``: each drives a table
to a decision with the games' own drivers, then asks the coach (inline: the shots' app has no bot worker).
The ``guide_<game>_ask|late|end|on`` moments are the guided first games, tapped through as a learner would.
"""

from __future__ import annotations

import sys

import screenshots as S

_DT = 1 / 60


def _ask(app, scene) -> None:
    """Wait for the viewer's decision, ask the coach, and let the answer settle on the table."""
    S._until(app, lambda: scene.coach.available, 3000)
    scene.bubbles.clear()
    scene.coach.request()
    S._frames(app, 3)


def _until_asked(app, scene, wanted, play) -> None:
    """Play ``play()`` at each of the viewer's decisions until the coach, asked there, suggests ``wanted``."""
    for _ in range(400):
        _ask(app, scene)
        if wanted(scene.coach.advice.action):
            return
        play()
        S._frames(app, 2)
    raise AssertionError("the coach never suggested that")


@S.shot("coach_gofish")
def _gofish(app, game):
    scene = S.gofish_table(app, level="normal", asks=6, speed="instant")
    _ask(app, scene)


def _fischen_shot(phase: str) -> None:
    """The coach at a Fischen decision of ``phase`` (play, pass, zero, name)."""

    @S.shot(f"coach_fischen_{phase}")
    def _fischen(app, game):
        scene = S.fischen_table(app)
        S._fischen_run(app, scene, lambda: scene.decision(scene.view) == phase)
        _ask(app, scene)


for _phase in ("play", "pass", "zero", "name"):
    _fischen_shot(_phase)


@S.shot("coach_fatfish_lay")
def _fatfish_lay(app, game):
    scene = S.fatfish_table(app)
    S._fatfish_run(app, scene, lambda: scene.decision() == "play" and len(scene.view["played"]) >= 1)
    _ask(app, scene)


@S.shot("coach_fatfish_split")
def _fatfish_split(app, game):
    scene = S.fatfish_table(app, seed=99)
    S._fatfish_run(app, scene, lambda: scene.decision() == "take" and scene.match.state.takes >= 2, stop_chance=0.0)
    _ask(app, scene)


@S.shot("coach_lure_cast")
def _lure_cast(app, game):
    scene = S.lure_table(app)
    S._lure_to_round(app, scene, 3)
    _ask(app, scene)


@S.shot("coach_lure_adjust")
def _lure_adjust(app, game):
    from fishgames.games.lure import scene_demo
    from fishgames.games.lure import scene_layout as L

    scene = S.lure_table(app)
    S._lure_cast(app, scene, "cast 2d6+d20 lures=A")
    scene_demo.tap(app, L.CAST_BUTTON.center)
    S._until(app, lambda: scene.decision(scene.view) == "adjust", 1500)
    _ask(app, scene)


#: Fugu: the shot -> the advice it waits for (the learner follows the coach until it comes)
FUGU_ADVICE = {
    "coach_fugu_swap": lambda action: getattr(action, "anchor", True) is False,
    "coach_fugu_anchor": lambda action: getattr(action, "anchor", False),
    "coach_fugu_stop": lambda action: action.to_text() == "pass",
}


def _fugu_shot(name: str, wanted) -> None:
    @S.shot(name)
    def _fugu(app, game):
        scene = S.fugu_table(app, players=2, swaps=3)

        def play() -> None:
            scene.act(scene.coach.advice.action)

        _until_asked(app, scene, wanted, play)


for _name, _wanted in FUGU_ADVICE.items():
    _fugu_shot(_name, _wanted)


# -- the guided first games ("Learn to play") ------------------------------------------------------------

def guided(app, game: str, stop) -> None:
    """A guided game of ``game`` on a fresh menu, played by a learner who does what it asks until ``stop(guide)``."""
    from fishgames.ui.drive import guide_advance
    from fishgames.ui.guide import start_guided
    from fishgames.ui.scene import Push, Reset
    from fishgames.ui.scenes.menu import MenuScene

    app.update_settings(animation_speed="instant")
    scene = start_guided(app, game)
    app.stack.apply(Reset(MenuScene(app)))
    app.stack.apply(Push(scene))
    S._frames(app, 2)
    for _ in range(5000):
        if stop(scene.guide) and scene.animator.idle:
            break
        guide_advance(app, scene)
    S._frames(app, 3)


def _guide_shots(game: str) -> None:
    """Four moments of a guided game: its first ask, its last scripted step, the goodbye, and playing on."""

    @S.shot(f"guide_{game}_ask")
    def _ask(app, _game):
        guided(app, game, lambda guide: guide.asking)

    @S.shot(f"guide_{game}_late")
    def _late(app, _game):
        guided(app, game, lambda guide: guide.index >= len(guide.steps) - 1 and (guide.asking or guide.settled))

    @S.shot(f"guide_{game}_end")
    def _end(app, _game):
        guided(app, game, lambda guide: guide.finished)

    @S.shot(f"guide_{game}_on")
    def _on(app, _game):
        """Playing on: the learner's first move of their own after the goodbye, and the bots' answers."""
        guided(app, game, lambda guide: guide.finished)
        scene = app.stack.top
        match = scene.match
        S._until(app, lambda: match.state.is_over() or (0 in match.state.to_act() and scene.animator.idle), 3000)
        if not match.state.is_over():
            scene.act(match.state.legal_actions(0)[0])
        S._until(app, lambda: match.state.is_over() or (0 in match.state.to_act() and scene.animator.idle), 3000)


@S.shot("guide_gofish_over")
def _gofish_over(app, _game):
    """The guided Go Fish game played on to its end: the narrator says who won."""
    guided(app, "gofish", lambda guide: guide.finished)
    scene = app.stack.top
    match = scene.match
    for _ in range(20000):
        if match.state.is_over() and scene.animator.idle:
            break
        if 0 in match.state.to_act() and scene.animator.idle:
            scene.act(match.state.legal_actions(0)[0])
        app.step(_DT)


for _game in ("gofish", "fatfish", "lure", "fugu", "fischen"):
    _guide_shots(_game)


if __name__ == "__main__":
    argv = sys.argv[1:]
    if "--only" not in argv:
        argv += ["--only", *[name for name in S.SHOTS if name.startswith(("coach_", "guide_"))]]
    sys.exit(S.main(argv))
