"""What a kiosk waits for: the corner hold that opens the PIN pad, and the idle times after which a table
goes back to the menu (autosaved) and the menu starts its bots-only demo.  Seconds on ``app.now()``."""

from __future__ import annotations

import pygame

KIOSK_CORNER = pygame.Rect(0, 0, 72, 72)  # hold here for KIOSK_HOLD seconds to unlock
KIOSK_HOLD = 3.0
KIOSK_IDLE_TABLE = 180.0  # seconds without input before a table returns to the menu
KIOSK_IDLE_ATTRACT = 60.0  # seconds without input before the menu starts its demo
