"""The kiosk's attract demo is a table the menu owns, not one on the scene stack, so the app's re-layout after a
screen turns (``App.window_resized`` → ``relayout``) reaches it only through the menu: it used to keep its landscape
backdrop and panels, and its next frame upright cut a panel's ground outside that backdrop (a crash).  Upright it
is drawn in its own upright arrangement on the whole canvas, as at play (it was drawn in the landscape stage's band,
its lower half cut off)."""

from __future__ import annotations

from fishgames.ui.scene import Reset
from fishgames.ui.scenes.menu import MenuScene
from tests.ui.driver import DT, running_app


def test_the_attract_demo_is_laid_out_again_when_the_screen_turns_upright():
    with running_app(kiosk=True) as app:
        menu = MenuScene(app)
        app.stack.apply(Reset(menu))
        menu.start_demo("fischen", seed=4242)
        demo = menu.demo
        for _ in range(3):
            app.step(DT)
            app.draw()
        app.window_resized((720, 1280))
        drawn_on = []
        draw = demo.draw
        demo.draw = lambda surface: drawn_on.append(surface.get_size()) or draw(surface)
        for _ in range(3):
            app.step(DT)
            app.draw()
        assert menu.demo is demo, "the demo plays on through the turn"
        assert demo.portrait and drawn_on and set(drawn_on) == {demo.stage_size}, (drawn_on, demo.stage_size)
        assert demo.root is not None and not demo.root.visible, "its widgets stay hidden under the attract band"
