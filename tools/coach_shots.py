"""Screenshots of the coach ("What would a pro do?") at every table, one per decision kind.

    python tools/coach_shots.py [--out screenshots] [--lang de en] [--only coach_gofish ...]

Adds ``coach_*`` moments to ``tools/screenshots.py``'s ``SHOTS`` and runs its ``main``: each drives a table
to a decision with the games' own drivers, then asks the coach (inline: the shots' app has no bot worker).
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


def _fischen(app, phase: str):
    scene = S.fischen_table(app)
    S._fischen_run(app, scene, lambda: scene.decision(scene.view) == phase)
    _ask(app, scene)


@S.shot("coach_fischen_play")
def _fischen_play(app, game):
    _fischen(app, "play")


@S.shot("coach_fischen_pass")
def _fischen_pass(app, game):
    _fischen(app, "pass")


@S.shot("coach_fischen_zero")
def _fischen_zero(app, game):
    _fischen(app, "zero")


@S.shot("coach_fischen_name")
def _fischen_name(app, game):
    _fischen(app, "name")


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


def _fugu(app, wanted):
    scene = S.fugu_table(app, players=2, swaps=3)

    def play() -> None:
        scene.act(scene.coach.advice.action)

    _until_asked(app, scene, wanted, play)


@S.shot("coach_fugu_swap")
def _fugu_swap(app, game):
    _fugu(app, lambda action: getattr(action, "anchor", True) is False)


@S.shot("coach_fugu_anchor")
def _fugu_anchor(app, game):
    _fugu(app, lambda action: getattr(action, "anchor", False))


@S.shot("coach_fugu_stop")
def _fugu_stop(app, game):
    _fugu(app, lambda action: action.to_text() == "pass")


if __name__ == "__main__":
    argv = sys.argv[1:]
    if "--only" not in argv:
        argv += ["--only", *[name for name in S.SHOTS if name.startswith("coach_")]]
    sys.exit(S.main(argv))
