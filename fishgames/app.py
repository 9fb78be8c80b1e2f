"""Command line: ``fishgames [--kiosk] [--windowed] [--lang de|en] [--game NAME] [--code CODE] [--phones-bind ADDR]
[--smoke-frames N] [FILE.fishgame | fishgames:GAME/CODE]`` (and ``--install-desktop-entry`` /
``--uninstall-desktop-entry``, which do that and exit).  With an app already running on the same data folder, a
file, code or link is handed to it."""

from __future__ import annotations

import argparse
import os
import signal
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fishgames", description="Five fishing games for the family table.")
    parser.add_argument("--kiosk", action="store_true", help="fullscreen touch kiosk; leaving needs the PIN")
    parser.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen is set")
    parser.add_argument("--lang", choices=("de", "en"), help="language for this run")
    parser.add_argument("--game", help="open this game's setup screen directly")
    parser.add_argument("--code", help="start the game with this code, e.g. gofish:4S-1K3F")
    parser.add_argument("file", nargs="?", metavar="FILE|LINK",
                        help="watch a shared game (a .fishgame file), or play a game link (fishgames:gofish/4S-1K3F)")
    parser.add_argument("--phones-bind", metavar="ADDR",
                        help="the address phone seats' server listens on (default: this computer's LAN address)")
    parser.add_argument("--ui-scale", metavar="SCALE",
                        help="make text and buttons larger for this run: 1 to 2, e.g. 1.25 or 125%%")
    parser.add_argument("--smoke-frames", type=int, metavar="N", help="render N frames (headless allowed) and exit")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add this installation to your Linux desktop's app menu, then exit")
    entry.add_argument("--uninstall-desktop-entry", action="store_true", help="remove that menu entry, then exit")
    return parser.parse_args(argv)


#: Exit status of a second app started on a data folder that one already uses.
ALREADY_RUNNING = 3


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
    args = parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from fishgames import desktop
        from fishgames.storage import Storage

        return desktop.run_cli(args.install_desktop_entry, args.lang or Storage().peek_language())
    if args.kiosk:
        ignore_hangup()
    # the window's class is the desktop entry's StartupWMClass, so docks group the window with the entry
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "fishgames")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "fishgames")
    if args.smoke_frames is not None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from fishgames.core import BadGameCode, GameCode, registry
    from fishgames.links import is_link, local_path, parse_link

    code, file = None, args.file
    if file is not None and is_link(file):  # fishgames:gofish/4S-1K3F: that deal, like --code
        if args.code is not None:
            print("fishgames: give a game link or --code, not both", file=sys.stderr)
            return 2
        args.code, file = file, None
    elif file is not None:
        file = os.path.abspath(local_path(file))  # a desktop may hand over file:// URLs; the running app has its own cwd
    if args.code is not None:  # an empty code is a bad code, not "no code"
        try:
            code = parse_link(args.code) if is_link(args.code) else GameCode.parse(args.code, game=args.game)
        except BadGameCode as error:
            print(f"fishgames: {error}", file=sys.stderr)
            return 2
        if code.game is None:
            print("fishgames: --code needs a game, e.g. --game gofish or gofish:4S-1K3F", file=sys.stderr)
            return 2
    if args.phones_bind is not None:
        import ipaddress

        try:
            ipaddress.ip_address(args.phones_bind)
        except ValueError:
            print(f"fishgames: --phones-bind needs an IP address, not {args.phones_bind!r}", file=sys.stderr)
            return 2
    if args.ui_scale is not None:
        from fishgames.settings import ui_scale

        try:
            args.ui_scale = ui_scale(args.ui_scale)
        except ValueError as error:
            print(f"fishgames: --ui-scale: {error}", file=sys.stderr)
            return 2
    if args.game and args.game not in registry.ALL_GAMES:
        print(f"fishgames: unknown game {args.game!r}; games: {', '.join(registry.ALL_GAMES)}", file=sys.stderr)
        return 2

    from fishgames.instance import InstanceLock
    from fishgames.storage import Storage

    storage = Storage()
    lock = InstanceLock(storage.data_dir)
    if not lock.acquire():
        lang = args.lang or storage.peek_language()
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
