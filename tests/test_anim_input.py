"""Animation timing (time injected) and the pointer stream (mouse and finger alike)."""

import pygame

from fishgames.ui.anim import Animator, Call, Delay, Parallel, Sequence, Tween
from fishgames.ui.input import InputRouter


class Thing:
    x = 0.0
    pos = (0.0, 0.0)


def test_tween_eases_to_the_end_and_reports_leftover_time():
    thing = Thing()
    tween = Tween(thing, "x", 10.0, 1.0)
    assert tween.update(0.5) == 0 and 5.0 < thing.x < 10.0  # ease-out: past halfway at half time
    assert tween.update(0.75) == 0.25 and thing.x == 10.0 and tween.done


def test_sequence_parallel_delay_and_call_run_in_order():
    thing, calls = Thing(), []
    animator = Animator("normal")
    animator.play(Sequence(Delay(0.2), Call(lambda: calls.append("a")),
                           Parallel(Tween(thing, "x", 1.0, 0.3), Tween(thing, "pos", (4.0, 2.0), 0.1))))
    animator.update(0.1)
    assert calls == [] and not animator.idle
    animator.update(0.15)
    assert calls == ["a"] and thing.pos != (0.0, 0.0)
    animator.update(0.5)
    assert animator.idle and thing.x == 1.0 and thing.pos == (4.0, 2.0)


def test_instant_speed_finishes_in_the_same_frame():
    thing = Thing()
    animator = Animator("instant")
    animator.play(Tween(thing, "x", 3.0, animator.seconds(0.3)), Delay(animator.seconds(1.0)))
    assert animator.idle and thing.x == 3.0


def mouse(kind, pos):
    fields = {"pos": pos, "button": 1} if kind != pygame.MOUSEMOTION else {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)}
    return pygame.event.Event(kind, fields)


def finger(kind, x, y):
    return pygame.event.Event(kind, {"x": x, "y": y, "dx": 0, "dy": 0, "finger_id": 0, "touch_id": 0})


def test_mouse_click_is_a_tap_and_a_long_move_is_a_drop():
    router = InputRouter((1280, 720))
    kinds = [p.kind for e in (mouse(pygame.MOUSEBUTTONDOWN, (100, 100)), mouse(pygame.MOUSEBUTTONUP, (104, 102)))
             for p in router.route(e)[0]]
    assert kinds == ["down", "up", "tap"]
    router.route(mouse(pygame.MOUSEBUTTONDOWN, (100, 100)))
    assert router.route(mouse(pygame.MOUSEMOTION, (200, 100)))[0][0].kind == "drag"
    assert [p.kind for p in router.route(mouse(pygame.MOUSEBUTTONUP, (200, 100)))[0]] == ["up", "drop"]


def test_finger_events_become_pointers_in_logical_pixels_and_mouse_for_the_gui():
    router = InputRouter((1280, 720))
    pointers, gui = router.route(finger(pygame.FINGERDOWN, 0.5, 0.25))
    assert pointers[0].pos == (640, 180) and pointers[0].source == "touch"
    assert gui[0].type == pygame.MOUSEBUTTONDOWN and gui[0].pos == (640, 180)
    pointers, _ = router.route(finger(pygame.FINGERUP, 0.5, 0.25))
    assert pointers[-1].kind == "tap"


def test_touch_emulated_mouse_events_are_dropped():
    router = InputRouter((1280, 720))
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (5, 5), "button": 1, "touch": True})
    assert router.route(event) == ([], [])


def test_press_duration_is_tracked_for_long_presses():
    router = InputRouter((1280, 720))
    router.route(finger(pygame.FINGERDOWN, 0.01, 0.01))
    router.tick(3.2)
    assert router.pressed.held >= 3.0


def test_ambient_animations_run_beside_a_busy_queue():
    """A score pop (ambient) takes its own flight time even while blocking animations play: it froze while the
    queue was busy and covered the names it flew over for seconds."""
    from fishgames.ui.anim import Animator, Call, Delay, Sequence

    animator = Animator("normal")
    animator.play(Delay(5.0))
    done = []
    animator.add_ambient(Sequence(Delay(1.0), Call(lambda: done.append(True))))
    for _ in range(61):
        animator.update(1 / 60)
    assert done and not animator.idle
