import sys

from fishgames.app import main

sys.exit(main())
