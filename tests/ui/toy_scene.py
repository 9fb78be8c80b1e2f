"""A table scene for the toy game (tests/toy_game.py), so shell tests can start, play and finish a game
without depending on any real game's scene."""

from __future__ import annotations

import pygame

from fishgames.ui import theme
from fishgames.ui.table import TableScene
from tests.toy_game import Bet

BET_BUTTONS = {amount: pygame.Rect(400 + 180 * i, 520, 150, 80) for i, amount in enumerate((1, 2, 3))}


class ToyTable(TableScene):
    def draw_table(self, surface, view):
        card = view.get("card")
        label = theme.text(f"card: {card if card is not None else '?'}", theme.TITLE, theme.FOAM, True)
        surface.blit(label, (420, 300))
        for amount, rect in BET_BUTTONS.items():
            pygame.draw.rect(surface, theme.CREAM, rect, border_radius=12)
            surface.blit(theme.text(f"bet {amount}", theme.BODY, theme.INK, True), rect.move(30, 24))

    def handle_table(self, pointer, view):
        if pointer.kind == "tap":
            for amount, rect in BET_BUTTONS.items():
                if rect.collidepoint(pointer.pos):
                    self.act(Bet(amount))
        return None


SCENE = ToyTable
