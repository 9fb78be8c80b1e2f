"""The base of the five games' tables: :class:`GameTable`, a :class:`~fishgames.ui.table.TableScene` with what
every one of them shares.

A game's table reads as three classes on this one: ``XTable(Presenter, Drawer, GameTable)`` — the table itself
(its state, taps and decisions, in ``scene.py``), its ``Presenter`` (rules events as animations,
``scene_present.py``) and its ``Drawer`` (the pixels, ``scene_draw.py``).  ``TableScene`` is the engine under
them (the match, bots, cover screens, autosave, the log; the tests' toy table runs on it bare); this class adds:

* seats around the table with one at the bottom: the viewer, or the last one while the table is covered;
* the *shown* view: the match runs ahead of the animation, so the table draws ``shown``, a mutable snapshot of
  the view its drawing has reached, and keeps the snapshot right after each action, which the presenter takes
  as the end point of that action's animation.  When the match moved on without an animation (a resumed game,
  another viewer), ``_sync`` jumps ``shown`` to now.  The game supplies ``snapshot(view)``;
* the presenter's small verbs (``d``, ``queue``, ``launch``, ``land``, ``sound``, ``handler``, ``queue_log``)
  and what they move: the sprites in the air (``flying``), score pop-ups (``popups``), the ``banner``.
"""

from __future__ import annotations

from fishgames.ui import widgets
from fishgames.ui.anim import Animation, Sequence
from fishgames.ui.table import TableScene


class GameTable(TableScene):
    #: Keep the view right after every action as its animation's end point (a game whose animations all end
    #: on the latest view, Go Fish, needs none).
    snapshots = True
    #: The game's layout module (its names say where things sit on the 1280 × 720 stage; its ``upright(size)``
    #: the same names for a portrait screen), read through :attr:`L`; Go Fish places by functions and has none.
    layout_module = None

    @property
    def L(self):  # noqa: N802 - read as the layout module it stands for
        """Where things sit: :attr:`layout_module` (the 1280 × 720 stage), or its upright arrangement on a
        portrait screen (``layout_module.upright(stage_size)``, the same names)."""
        return self.layout_module.upright(self.stage_size) if self.portrait else self.layout_module

    def __init__(self, app, match):
        super().__init__(app, match)
        self.shown: dict = {}  # the view as drawn; games with a class of their own for it set theirs
        self.flying: list = []  # sprites in the air, drawn over the table
        self.popups: list = []  # score changes rising and fading (``table_kit.score_popup``)
        self.banner: str | None = None
        self._snaps: list = []
        self._synced = None
        if self.snapshots:
            match.listeners.append(self._snap)

    # -- seats around the table ----------------------------------------------------------------------------------
    _bottom: int | None = None

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the viewer, or the last one while the table is covered."""
        if self.viewer is not None:
            self._bottom = self.viewer
        elif self._bottom is None:
            self._bottom = self.humans[0] if self.humans else 0
        return self._bottom

    @property
    def players(self) -> int:
        return self.match.config.players

    def bubble_side(self, seat: int) -> str:
        """The seats along the top speak downwards, the bottom one upwards."""
        return "above" if seat == self.bottom else "below"

    def show_banner(self, surface, colour, y: int) -> None:
        """The ``banner`` ("Reveal!", "Round 3 of 8") across the table at height ``y`` while it shows, and where
        (``banner_rect``: the bubbles keep it clear)."""
        if self.banner:
            self.banner_rect = widgets.draw_banner(surface, self.banner, colour, y)

    # -- the shown view ----------------------------------------------------------------------------------------------
    @staticmethod
    def snapshot(view: dict):  # pragma: no cover - every table supplies its own
        """The parts of a view the table shows, as a mutable copy."""
        raise NotImplementedError

    def _snap(self, seat, action, events) -> None:
        """Listener: the view right after each action (the end point of its animation) — through ``view``,
        which keeps it for the frame's drawing: built once, not twice (Fugu's is 2-5 ms, its move previews)."""
        seen = self.match.state.view(None) if self.hand_goes_down_before_this_step() else self.view
        self._snaps.append(self.snapshot(seen))

    def viewer_changed(self) -> None:
        """A hand going face down mid-story (``TableScene.secret_moves_end_the_turn``): the shown view becomes
        nobody's at the point the story has reached, and the steps still to come play on from there."""
        story = self.seen_by_nobody_from_here()
        if story is None:
            super().viewer_changed()
            return
        self.shown = self.snapshot(story)
        self._synced = None
        self.resynced()

    def _sync(self, force: bool = False) -> None:
        """Jump ``shown`` to the current view unless it is there already."""
        key = (id(self.match.state), self.match.version, self.viewer)
        if force or key != self._synced:
            self.shown = self.snapshot(self.view)
            self._synced = key
            self.resynced()

    def resynced(self) -> None:
        """Hook: ``shown`` jumped; drop whatever belonged to the animation in flight."""

    # -- the presenter's verbs -----------------------------------------------------------------------------------
    def d(self, seconds: float) -> float:
        """A design duration scaled by the animation-speed setting."""
        return self.animator.seconds(seconds)

    def queue(self, *steps: Animation) -> None:
        """Play ``steps`` one after another, after everything queued before."""
        self.animator.play(Sequence(*steps))

    def launch(self, sprite) -> None:
        if sprite not in self.flying:
            self.flying.append(sprite)

    def land(self, sprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def sound(self, name: str) -> None:
        self.app.sound.play(name)

    def handler(self, seen):
        """The method that turns an event (as the viewer sees it) into animation: ``_on_<kind>``, or None
        for an event the table does not animate.  Every table's ``present`` asks here, so a new event
        kind is shown by adding one method."""
        return getattr(self, "_on_" + seen.kind, None) if seen is not None else None

    def queue_log(self, event) -> None:
        """Write ``event``'s log line once what is queued so far has played (tables with ``paced_log``)."""
        line = self.describe(event)
        if line:
            self.queue(self.log_soon([line]))
