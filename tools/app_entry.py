"""The built app's entry point (PyInstaller runs this file, not ``python -m fishgames``).

``freeze_support`` first: the bots think in a ``spawn`` process pool, and a frozen executable is also
what each pool worker runs — without it every worker would start a second app instead of a bot.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from fishgames.app import main

    sys.exit(main())
