"""Command line: ``fishgames [--kiosk] [--windowed] [--lang de|en] [--game NAME] [--code CODE] [--phones-bind ADDR]
[--smoke-frames N] [FILE.fishgame | fishgames:GAME/CODE]`` (and ``--install-desktop-entry`` /
``--uninstall-desktop-entry``, which do that and exit).  With an app already running on the same data folder, a
file, code or link is handed to it."""

from __future__ import annotations

import os
import signal
import sys

#: Exit status of a second app started on a data folder that one already uses.
ALREADY_RUNNING = 3
#: Exit status of a start with a value it cannot take (as argparse's).
BAD_COMMAND_LINE = 2


def ignore_hangup() -> None:
    """A kiosk outlives the terminal or session that started it (leaving needs the PIN)."""
    if hasattr(signal, "SIGHUP"):  # not on Windows
        signal.signal(signal.SIGHUP, signal.SIG_IGN)


def stop_on_terminate(app) -> None:
    """``systemctl stop`` and a shutdown end a kiosk with SIGTERM.  SDL turns that into a window close,
    which a kiosk ignores (leaving needs the PIN), so systemd waited 90 s and then killed it; now SIGTERM
    ends the frame loop and the app closes as after Quit (set after SDL started, so it replaces SDL's)."""
    signal.signal(signal.SIGTERM, lambda signum, frame: app.quit())


def main(argv: list[str] | None = None) -> int:
    from fishgames import command_line
    from fishgames.i18n import Translator
    from fishgames.storage import Storage

    argv = sys.argv[1:] if argv is None else argv
    storage = Storage()
    lang = command_line.language(argv, storage.peek_language)  # a good --lang, else the saved language
    translate = Translator(lang)
    try:
        args = command_line.read(argv, translate)  # --help prints the options in this language and exits
    except command_line.BadCommandLine as error:  # one translated line, never a usage dump or a traceback
        print(command_line.message(error, translate), file=sys.stderr)
        return BAD_COMMAND_LINE
    for line in command_line.notices(args, translate):
        print(line, file=sys.stderr)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from fishgames import desktop

        return desktop.run_cli(args.install_desktop_entry, lang)
    if args.kiosk:
        ignore_hangup()
    # the window's class is the desktop entry's StartupWMClass, so docks group the window with the entry
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "fishgames")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "fishgames")
    if args.smoke_frames is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    code, file = args.code, args.file

    from fishgames.instance import InstanceLock

    lock = InstanceLock(storage.data_dir)
    if not lock.acquire():
        if (file or code) and hand_over(storage.data_dir, ("file", file) if file else ("code", str(code)), lang):
            return 0
        return already_running(lang)
    try:
        from fishgames.ui.app import App

        app = App(kiosk=args.kiosk, windowed=args.windowed, lang=args.lang, storage=storage, ui_scale=args.ui_scale)
        app.listen_for_handovers(storage.data_dir)
        if args.phones_bind:
            from fishgames.ui import phone_table

            phone_table.BIND = args.phones_bind
        if args.kiosk:
            stop_on_terminate(app)
        app.open_start(game=args.game, code=code)
        if file:
            app.open_file(file)
        return app.run(smoke_frames=args.smoke_frames)
    finally:
        lock.release()


def hand_over(folder, request: tuple[str, str], lang: str) -> bool:
    """Give the running app our file or code (:mod:`fishgames.instance`); True once it took it."""
    from fishgames import instance
    from fishgames.i18n import Translator

    path = instance.hand_over(folder, *request)
    if path is None or not instance.taken(path):
        return False
    print(f"fishgames: {Translator(lang)('app.handed_over')}")
    return True


def already_running(lang: str) -> int:
    """A second app on the same data folder: say so (terminal and a small window) and leave the
    first one alone — in kiosk mode too."""
    from fishgames import i18n
    from fishgames.i18n import t

    i18n.set_language(lang)
    print(f"fishgames: {t('app.already_running')}", file=sys.stderr)
    from fishgames.ui.notice import show_notice

    show_notice(t("app.already_running_title"), t("app.already_running"))
    return ALREADY_RUNNING


if __name__ == "__main__":
    sys.exit(main())
