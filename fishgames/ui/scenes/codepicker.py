"""Enter a game code: type it, paste it (Ctrl+V or the Paste button), or set each character with big
up/down arrows (touch screens and the kiosk, where there is no keyboard): players digit, level letter and
four base-36 characters.  A code of mixed bot levels has a letter per seat (``H`` a human, ``4HSPS-1K3F``): the
picker then shows a column per seat, and the players' arrows add or take away the last seat's.

The code is checked with ``GameCode.parse(text, game=name)``; a code that does not fit the game shows every
reason (:func:`problems`: the length, the players, the level at once) and nothing starts; typed text that was
refused stays in view selected, as a text field selects it, so the next key replaces it and Backspace clears
it (→ or End keeps it to edit on).  A bad paste leaves the picker as it was.  "Play this code" (or Enter) hands a
valid code to ``play`` — the setup's ``play_code``, which starts the table at once — or, without one, pops
``{"code": GameCode}``.

The picker opens on the last code copied or played (``game_codes.remember_code``, kept on the app for this run):
a code copied in the in-game menu or on a results screen, the code of a finished game, a code played from
here.  Never the code of a running game: that code fixes every seat's hidden cards (see
``game_codes.code_is_secret``), so it is remembered only once its game is over.
"""

from __future__ import annotations

import string
from collections.abc import Callable

import pygame

from fishgames.core import BadGameCode, GameCode
from fishgames.core.codes import (
    HUMAN_LETTER,
    LETTER_OF_LEVEL,
    LEVEL_LETTERS,
    SEED_DIGITS,
    common_level,
    format_seed,
)
from fishgames.i18n import t
from fishgames.ui import games, legibility, pen, theme
from fishgames.ui.art_ahead import ArtAhead
from fishgames.ui.clipboard import clipboard_text
from fishgames.ui.scene import Pop, Scene, Transition
from fishgames.ui.scenes import common
from fishgames.ui.text import fit_size, paragraph, wrap

PLAYER_DIGITS = "123456789"
LETTERS = "".join(LEVEL_LETTERS)  # L S P M K
SEAT_LETTERS = HUMAN_LETTER + LETTERS  # a seat of a code of mixed levels: a human or a bot's level
COL_W, GAP = 84, 18  # a column and the room between two, where they fit (a code of six seats has 11 columns)
DASH_W = 40  # the dash between the level letters and the deal
PANEL = pygame.Rect(0, 0, 900, 640)
ARROW_H = 60  # the columns' arrows on the stage (taller where the tap floor is)
COLUMNS_TOP = 142  # below the panel's top: the up arrows; boxes, down arrows and captions follow
MESSAGES_TOP = 432  # below the panel's top: a refused code's reason (the buttons sit 96 px above the bottom)


class Places:
    """The picker's arrangement: on the stage (the names above), or on a portrait screen as wide as the screen with
    taller arrows, boxes and buttons and larger letters (a portrait's 1280-px-wide canvas shows at 720 px), in the
    upright screens' type: the hint, captions and explanations 30 (16.9 physical, where the stage's 18 showed at
    the 12.4 floor), a lone reason 38, the buttons' labels ``common.UPRIGHT_LABEL``'s — Paste and the seats'
    switch in a row of their own over Cancel and "Play this code" (beside them they did not fit and were left
    out)."""

    def __init__(self, portrait: bool):
        self.portrait = portrait
        if portrait:
            self.panel_w, self.col_w, self.gap, self.arrow_h, self.box_h, self.char = 1200, 124, 20, 96, 124, 76
            self.columns_top, self.button_h, self.foot = 200, 100, 140  # foot: the buttons' top over the bottom
            self.title, self.small, self.body, self.hint_y, self.label = 56, 30, 38, 100, common.UPRIGHT_LABEL_SIZE
            self.middle_h = 100 + 20  # the row of Paste and the seats' switch over the main buttons
        else:
            # the arrows as tall as the tap floor, the panel taller by it (grown about their middles, the up
            # arrows reached into the hint's second line and the boxes)
            arrow_h = max(ARROW_H, legibility.current.tap)
            self.panel_w, self.col_w, self.gap, self.arrow_h, self.box_h, self.char = PANEL.w, COL_W, GAP, arrow_h, 84, 52
            # the hint's second line a floor's line lower (``common.draw_lines``), the columns under it with it
            below_hint = int(max(theme.SMALL, theme.text_floor) * 1.3) - int(theme.SMALL * 1.3)
            self.columns_top, self.button_h, self.foot = COLUMNS_TOP + below_hint, 72, 96
            self.title, self.small, self.body, self.hint_y, self.label = theme.TITLE, theme.SMALL, theme.BODY, 84, None
            self.middle_h = 0
        self.box_top = self.arrow_h + 8  # under the columns' top
        self.down_top = self.box_top + self.box_h + 8
        self.captions = self.down_top + self.arrow_h + 10
        # the names (the level's under its caption) a caption's line lower, as drawn: 26 let "Stufe" touch "Normal"
        # at a small panel's floor (24 px)
        self.names = self.captions + (40 if portrait else max(26, theme.font(self.small, True).get_linesize()))
        self.messages_top = self.columns_top + self.names + (70 if portrait else 34)
        # upright: room for a lone reason on two lines and its explanation under it (two of 38 px: the second line
        # of "Mit so vielen Personen kann man dieses Spiel nicht / spielen." was cut, the explanation left out)
        self.panel_h = self.messages_top + (324 + self.middle_h if portrait else PANEL.h - MESSAGES_TOP)
TYPED_CHARS = frozenset(string.ascii_letters + string.digits + ":-")  # what typing may add to a code
MAX_TYPED = 24  # "fischen:4S-1K3F" is 15
MAX_PASTE = 200  # longer clipboard text is no code (and is not scanned)
ERROR_RED = (180, 50, 20)
#: Keys typed without a text (``event.unicode`` empty, e.g. text input switched off): letters, digits, dash.
KEY_CHARS = {**{getattr(pygame, f"K_{c}"): c for c in string.ascii_lowercase + string.digits},
             **{getattr(pygame, f"K_KP{d}"): d for d in string.digits},
             pygame.K_MINUS: "-", pygame.K_KP_MINUS: "-"}


def last_code(app) -> str | None:
    return app.last_code


def split_code(text: str) -> tuple[str | None, str]:
    """(the game name before a ``:`` or None, the code's letters and digits in upper case — no dash)."""
    prefix, colon, rest = text.strip().rpartition(":")
    core = "".join(c for c in rest if c.isascii() and c.isalnum()).upper()
    return (prefix.strip().lower() if colon else None), core


def normalise(text: str) -> str:
    """Typed or pasted text as ``GameCode.parse`` reads it: ``4s1k3f`` and ``4S – 1K3F`` become ``4S-1K3F``
    (the dash is optional when typing), ``4hsps1k3f`` becomes ``4HSPS-1K3F``; a game name before ``:`` is kept,
    so a code of another game is refused as such."""
    prefix, core = split_code(text)
    cut = len(core) - 4 if len(core) > 6 else 2
    body = f"{core[:cut]}-{core[cut:]}" if len(core) > 2 else core
    return f"{prefix}:{body}" if prefix is not None else body


def level_count(core: str) -> int:
    """How many level letters the code ``core`` (no dash) has: one, or one per seat — where its second character
    is ``H`` (no level's letter) or it is longer than a one-letter code."""
    players = int(core[0]) if core[:1].isdigit() else 0
    if players >= 2 and (core[1:2] == HUMAN_LETTER or len(core) > 6):
        return players
    return 1


def problems(text: str, game: str) -> list[tuple[str, bool]]:
    """Every reason ``text`` (normalised) is no code of ``game``, as (line, is a problem — else it explains
    the one before), empty for a good code.  ``GameCode.parse`` names the first reason only; a player who
    typed "9M-1K3F" for a 2–3 player game without that level should learn both at once."""
    try:
        GameCode.parse(text, game=game)
        return []
    except BadGameCode as error:
        first = error.reason_key
    spec = games.spec(game)
    prefix, core = split_code(text)
    found: list[tuple[str, bool]] = []

    def problem(key: str, **params) -> None:
        if (t(key, **params), True) not in found:
            found.append((t(key, **params), True))

    def note(key: str, **params) -> None:
        found.append((t(key, **params), False))

    if first in ("error.code_other_game", "error.code_unknown_game") or prefix and prefix != game:
        problem("error.code_other_game" if first != "error.code_unknown_game" else first)
    letters = level_count(core)
    if len(core) != 5 + letters or not core[:1].isdigit() or core[:1] == "0":
        problem("error.code_format")
    if len(core) != 5 + letters and letters == 1:
        note("code.length", n=len(core))
    elif len(core) != 5 + letters:
        note("code.length_seats", n=len(core), seats=letters, all=letters + 5)
    if core[:1] and not ("1" <= core[0] <= "9"):
        note("code.players_char")
    if spec is not None and core[:1].isdigit() and not spec.min_players <= int(core[0]) <= spec.max_players:
        problem("error.code_players")
        note("code.range", game=games.title(game), min=spec.min_players, max=spec.max_players)
    named = core[1:1 + letters] if letters > 1 else core[1:2]
    if spec is not None and any(LEVEL_LETTERS.get(c) not in spec.playable_levels for c in named
                                if not (letters > 1 and c == HUMAN_LETTER)):
        problem("error.code_level")
        letters = ", ".join(f"{LETTER_OF_LEVEL[lv]} = {games.level_name(lv)}" for lv in spec.playable_levels
                            if lv in LETTER_OF_LEVEL)
        note("code.levels", letters=letters)
    return found or [(t(first), True)]


def typed_char(event) -> str | None:
    """The code character a KEYDOWN types, if any (its text, else the key: letters, digits, dash)."""
    text = getattr(event, "unicode", "") or ""
    if text:
        return text if len(text) == 1 and text in TYPED_CHARS else None
    return KEY_CHARS.get(getattr(event, "key", None))


def is_paste(event) -> bool:
    """Ctrl+V (Cmd+V on a Mac) or Shift+Insert."""
    mods = getattr(event, "mod", 0)
    if event.key == pygame.K_v and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
        return True
    return event.key == pygame.K_INSERT and bool(mods & pygame.KMOD_SHIFT)


class CodePickerScene(Scene):
    opaque = False
    tall = True  # a portrait screen: as wide as the screen, its arrows and boxes larger (``Places``)

    def __init__(self, app, game: str, players: int = 2, level: str = "normal", seed: str = "0000",
                 play: Callable[[GameCode], Transition] | None = None, options: dict | None = None):
        """``options``: the set-up's, which a code played from here keeps (its table's art is drawn ahead)."""
        super().__init__(app)
        self.game = game
        self.play = play
        self.options = dict(options or {})
        self.art_ahead = ArtAhead(app.ui)  # the table of the code shown, drawn while the picker shows
        self.alphabets: list[str] = []
        self.values: list[int] = []
        letter = LETTER_OF_LEVEL.get(level, "S")
        self.set_text(f"{max(1, min(9, players))}{letter}{seed.upper()}")
        #: The text being typed (None: the arrows' code is shown).  Typing replaces the shown code,
        #: Backspace edits it.
        self.typed: str | None = None
        #: The typed text was refused and is selected: the next character replaces it, Backspace clears it.
        self.selected = False
        self.error: list[str] = []
        self.notes: set[str] = set()  # the lines of ``error`` that explain a problem (drawn plainer)
        self.messages_drawn: list[str] = []  # the message lines the last frame drew (tests)
        self.widgets: dict = {}
        self.places = Places(False)
        self.panel = PANEL.copy()
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)
        self._prefill()

    def _prefill(self) -> None:
        """Open on the last code copied or played, if it is one for this game."""
        text = last_code(self.app)
        if not text:
            return
        try:
            code = GameCode.parse(text, game=self.game)
        except ValueError:
            return
        self.show_code(code)

    @property
    def clipboard(self) -> bool:
        """Paste (button and Ctrl+V): not in the kiosk, a public touch screen whose clipboard is the host's."""
        return not self.app.kiosk

    @property
    def letters(self) -> int:
        """How many level columns the picker shows: one, or one per seat."""
        return len(self.values) - 5

    def _columns(self, letters: int) -> None:
        """Lay the columns out for ``letters`` level letters (the values kept where a column stays)."""
        alphabets = [PLAYER_DIGITS] + ([LETTERS] if letters == 1 else [SEAT_LETTERS] * letters) + [SEED_DIGITS] * 4
        values = [0] * len(alphabets)
        if self.values:
            values[0] = self.values[0]
            values[-4:] = self.values[-4:]
        self.alphabets, self.values = alphabets, values
        if self.root is not None:  # on the screen: its arrows where the columns now are
            self.rebuild()

    @property
    def text(self) -> str:
        """The code as the arrows have set it."""
        chars = [alphabet[v] for alphabet, v in zip(self.alphabets, self.values, strict=True)]
        return f"{''.join(chars[:-4])}-{''.join(chars[-4:])}"

    @property
    def entry(self) -> str:
        """What "Play this code" reads: the typed text (tidied, see :func:`normalise`), else the arrows' code."""
        return normalise(self.typed) if self.typed is not None else self.text

    def set_text(self, text: str) -> None:
        """Set all pickers from a code text (characters outside a picker's alphabet are left as they are)."""
        self.typed, self.selected = None, False
        _, raw = split_code(text)
        self._follow(raw)

    def _follow(self, core: str) -> None:
        """The columns follow the code ``core``: as many level columns as it has, each character that fits its
        column set there."""
        letters = level_count(core)
        if letters != self.letters:
            self._columns(letters)
        for i, ch in enumerate(core[: len(self.values)]):
            if ch in self.alphabets[i]:
                self.values[i] = self.alphabets[i].index(ch)

    def show_code(self, code: GameCode) -> None:
        self.set_text(f"{code.players}{code.letters}{format_seed(code.seed)}")
        self.error = []

    @property
    def col_w(self) -> int:
        """A column's width: ``COL_W`` where all fit in the panel with ``GAP`` between, else narrower."""
        n, at = len(self.values), self.places
        return min(at.col_w, (self.panel.width - 60 - DASH_W - (n - 1) * at.gap) // n)

    def column_x(self, i: int) -> int:
        n = len(self.values)
        gap = self.places.gap
        total = n * self.col_w + (n - 1) * gap + DASH_W  # the dash between level and seed
        x = self.panel.centerx - total // 2 + i * (self.col_w + gap)
        return x + (DASH_W if i >= n - 4 else 0)

    def update(self, dt: float) -> Transition:
        """Draw the art of the table "Play this code" would open now, a few milliseconds a frame."""
        try:
            code = GameCode.parse(self.entry, game=self.game)
            config = games.spec(self.game).config(code.players, **self.options)
        except ValueError:  # no valid code shown (yet): keep on with the last one's table
            pass
        else:
            self.art_ahead.aim([(self.game, config)])
        self.art_ahead.step()
        return None

    # -- widgets -----------------------------------------------------------------------------------------
    def lay_out(self) -> None:
        """The panel for the screen: the stage's, or a portrait's (``Places``), centred on the scene."""
        at = self.places = Places(self.portrait)
        width = at.panel_w if self.portrait else max(at.panel_w, self.button_row_width())
        self.panel = pygame.Rect(0, 0, width, at.panel_h)
        self.panel.center = (self.stage_size[0] // 2, self.stage_size[1] // 2)

    def button_row_width(self) -> int:
        """How wide the button row is with every button the picker may show in it: Cancel, Paste (not on a kiosk),
        the seats switch in its wider wording, "Play this code" — the stage's panel widens to it (from 900 px) so a
        desktop's mouse player finds "Each seat" beside Paste, in either language."""
        middle = [t("code.paste")] if self.clipboard else []
        middle.append(max((t("code.each_seat"), t("code.one_level")),
                          key=lambda label: common.button_width(label, "@toggle", 170)))
        widths = [common.button_width(label, "@toggle", 170) for label in middle]
        return (80 + common.button_width(t("code.cancel"), "@quiet", 200) + common.button_width(t("code.use"),
                "@primary", 340) + 32 + sum(widths) + 16 * (len(widths) - 1))

    def build(self) -> None:
        self.lay_out()
        at, w = self.places, {}
        large = common.UPRIGHT_LABEL if at.label else None  # the theme's block for the larger labels
        top = self.panel.y + at.columns_top
        for i in range(len(self.values)):
            x = self.column_x(i)
            w[("up", i)] = common.button(self, (x, top, self.col_w, at.arrow_h), "▲", large or "#code_up", "@picker")
            w[("down", i)] = common.button(self, (x, top + at.down_top, self.col_w, at.arrow_h), "▼",
                                           large or "#code_down", "@picker")
        y, high = self.panel.bottom - at.foot, at.button_h
        cancel_w = common.button_width(t("code.cancel"), "@quiet", 200, at.label)
        use_w = common.button_width(t("code.use"), "@primary", 340, at.label)
        w["cancel"] = common.button(self, (self.panel.x + 40, y, cancel_w, high), t("code.cancel"),
                                    large or "#code_cancel", "@quiet")
        w["use"] = common.button(self, (self.panel.right - 40 - use_w, y, use_w, high), t("code.use"),
                                 large or "#code_use", "@primary")
        middle = [("paste", t("code.paste"), "#code_paste")] if self.clipboard else []
        if int(self.text[0]) >= 2:  # a letter per seat or one for all: the arrows' way to a code of mixed levels
            middle.append(("seats", t("code.one_level" if self.letters > 1 else "code.each_seat"), "#code_seats"))
        widths = [common.button_width(label, "@toggle", 170, at.label) for _, label, _ in middle]
        left, right = self.panel.x + 40 + cancel_w + 16, self.panel.right - 40 - use_w - 16
        if at.middle_h:  # upright: a row of their own over Cancel and "Play this code", across the panel
            left, right, y = self.panel.x + 40, self.panel.right - 40, y - at.middle_h
        while middle and sum(widths) + 16 * (len(widths) - 1) > right - left:  # never drawn over its neighbours
            middle.pop(), widths.pop()
        x = (left + right - sum(widths) - 16 * (len(widths) - 1)) // 2
        small_h = max(common.TOUCH, high - 16) if not at.middle_h else high
        for (key, label, object_id), width in zip(middle, widths, strict=True):
            w[key] = common.button(self, (x, y + (high - small_h) // 2, width, small_h), label, large or object_id,
                                   "@toggle")
            x += width + 16
        self.widgets = w

    # -- input ---------------------------------------------------------------------------------------------
    def handle_key(self, event) -> Transition:
        if common.escape(event):
            return Pop()
        if is_paste(event):
            if self.clipboard:
                self.paste()
            return None
        if getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            if event.key == pygame.K_a and self.typed:  # Ctrl+A selects what is typed
                self.selected = True
            return None  # Ctrl+C ...: no typing
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.confirm()
        if event.key in (pygame.K_RIGHT, pygame.K_END):
            self.selected = False  # keep the text, to edit on at its end
            return None
        if event.key == pygame.K_BACKSPACE:
            self.typed = "" if self.selected else (self.text if self.typed is None else self.typed)[:-1]
            self._typed_changed()
            return None
        char = typed_char(event)
        if char is not None:
            typed = "" if self.selected else self.typed or ""
            if len(typed) < MAX_TYPED:
                self.typed = typed + char
                self._typed_changed()
        return None

    def _typed_changed(self) -> None:
        """The arrows follow what is typed (each character that fits its column)."""
        self.error, self.selected = [], False
        _, core = split_code(self.typed or "")
        self._follow(core)

    def handle_ui(self, event) -> Transition:
        key = common.pressed_key(self, event, self.widgets)
        if key == "cancel":
            return Pop()
        if key == "use":
            return self.confirm()
        if key == "paste":
            self.paste()
        if key == "seats":
            self.toggle_seats()
        if isinstance(key, tuple):
            step = 1 if key[0] == "up" else -1
            i = key[1]
            self.typed, self.selected = None, False  # back to the arrows' code
            alone = self.text[0] == "1"
            self.values[i] = (self.values[i] + step) % len(self.alphabets[i])
            self.error = []
            if i == 0 and self.letters > 1:  # a seat's letter more or fewer: the last seat's added or taken
                self._seats_follow_players()
            elif i == 0 and alone != (self.text[0] == "1") and self.root is not None:
                self.rebuild()  # one player has no seats to name apart: the per-seat toggle comes or goes
        return None

    def toggle_seats(self) -> None:
        """One level for all <-> a letter per seat (``H`` a human): seat 1 a human, the others at the one level; or
        back to the level most of the seats' bots play."""
        players, seed = PLAYER_DIGITS[self.values[0]], "".join(SEED_DIGITS[v] for v in self.values[-4:])
        if self.letters == 1:
            letters = HUMAN_LETTER + LETTERS[self.values[1]] * (int(players) - 1)
        else:
            bots = [LEVEL_LETTERS[SEAT_LETTERS[v]] for v in self.values[1:-4] if SEAT_LETTERS[v] in LEVEL_LETTERS]
            letters = LETTER_OF_LEVEL[common_level(bots)]
        self.set_text(f"{players}{letters}{seed}")
        self.error = []
        if self.root is not None:
            self.rebuild()  # the toggle's words follow

    def _seats_follow_players(self) -> None:
        """A letter per seat for the players the arrows now name: the last seat's letter repeated, or the last
        seats' taken away; one player has no seats to name apart (one letter)."""
        players = int(PLAYER_DIGITS[self.values[0]])
        seats = [SEAT_LETTERS[v] for v in self.values[1:-4]]
        if players < 2:
            bots = [c for c in seats if c != HUMAN_LETTER]
            seats = [bots[0] if bots else "S"]
        else:
            seats = (seats + seats[-1:] * players)[:players]
        seed = [SEED_DIGITS[v] for v in self.values[-4:]]
        self.set_text(f"{players}{''.join(seats)}{''.join(seed)}")

    def check(self, text: str) -> GameCode | None:
        """The code ``text`` names for this game, else None with every reason shown (:func:`problems`)."""
        try:
            return GameCode.parse(text, game=self.game)
        except BadGameCode:
            found = problems(text, self.game)
            self.error = [line for line, _ in found]
            self.notes = {line for line, is_problem in found if not is_problem}
            return None

    def paste(self) -> None:
        """The clipboard's code into the pickers; anything else shows why and changes nothing."""
        text = clipboard_text()
        if text is None:
            self.error = [t("code.paste_unavailable")]
            return
        text = text.strip()
        if not text:
            self.error = [t("code.paste_empty")]
            return
        code = self.check(normalise(text) if len(text) <= MAX_PASTE else text[:MAX_PASTE])
        if code is not None:
            self.show_code(code)

    def confirm(self) -> Transition:
        """"Play this code": start the game at once (through ``play``), or pop the code to the caller."""
        code = self.check(self.entry)
        if code is None:
            self.selected = bool(self.typed)  # the refused text, selected: the next key replaces it
            return None
        if self.play is None:
            return Pop({"code": code})
        self.app.stack.apply(Pop())  # close the picker: the table takes the place of the setup under it
        return self.play(code)

    # -- drawing -------------------------------------------------------------------------------------------
    def shown_chars(self) -> list[str]:
        """The character each box shows: the arrows' code, or while typing what is typed so far ("" = none)."""
        if self.typed is None:
            return [alphabet[v] for alphabet, v in zip(self.alphabets, self.values, strict=True)]
        _, core = split_code(self.typed)
        return [core[i] if i < len(core) else "" for i in range(len(self.values))]

    def bad_columns(self, chars: list[str]) -> set[int]:
        """The columns whose character makes the code wrong for this game: one outside its column's characters,
        a players digit the game is not for, a level letter it has not (drawn red, as the reasons say)."""
        bad = {i for i, (alphabet, char) in enumerate(zip(self.alphabets, chars, strict=True))
               if char and char not in alphabet}
        spec = games.spec(self.game)
        if spec is None:
            return bad
        if chars[0] and chars[0] in PLAYER_DIGITS and not spec.min_players <= int(chars[0]) <= spec.max_players:
            bad.add(0)
        for i in range(1, 1 + self.letters):
            level = LEVEL_LETTERS.get(chars[i])
            if level is not None and level not in spec.playable_levels:
                bad.add(i)
        return bad

    def draw(self, surface: pygame.Surface) -> None:
        common.dim(surface)
        p = self.panel
        common.panel(surface, p, theme.CREAM, radius=26, border=theme.SAND_DARK)
        at = self.places
        title = theme.text(t("code.title"), at.title, theme.INK, True)
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 26)))
        top = p.y + at.columns_top
        if self.typed is not None:
            self._draw_typed(surface, (p.centerx, p.y + 96 + (at.columns_top - COLUMNS_TOP) // 2))
        else:
            hint = t("code.hint_keyboard" if self.clipboard else "code.hint", game=games.title(self.game))
            lines = wrap(hint, at.small, p.width - 80)
            common.draw_lines(surface, lines, (p.x + 40, p.y + at.hint_y), at.small, (70, 76, 86), align="center",
                              width=p.width - 80, bottom=top)
        chars = self.shown_chars()
        cursor = len(chars) if self.typed is None else next((i for i, c in enumerate(chars) if not c), None)
        bad = self.bad_columns(chars)
        col_w, n = self.col_w, len(chars)
        for i, char in enumerate(chars):
            x = self.column_x(i)
            box = pygame.Rect(x, top + at.box_top, col_w, at.box_h)
            pen.rect(surface, theme.WHITE, box, border_radius=14)
            edge = ERROR_RED if i in bad else theme.SEA if i >= n - 4 else theme.WOOD
            pen.rect(surface, theme.GLOW if i == cursor else edge, box, 6 if i == cursor or i in bad else 3,
                     border_radius=14)
            if char:
                label = theme.text(char, at.char, ERROR_RED if i in bad else theme.INK, True)
                surface.blit(label, label.get_rect(center=box.center))
        dash = theme.text("–", at.char, theme.INK, True)
        surface.blit(dash, dash.get_rect(center=(self.column_x(n - 4) - at.gap // 2 - DASH_W // 2,
                                                 top + at.box_top + at.box_h // 2)))
        groups = [(t("code.players"), 0, 0), (t("code.level" if n == 6 else "code.seat_levels"), 1, n - 5),
                  (t("code.deal"), n - 4, n - 1)]
        for caption, first, last in groups:
            cx = (self.column_x(first) + self.column_x(last) + col_w) // 2
            colour = ERROR_RED if first == 0 and 0 in bad else (70, 76, 86)
            label = theme.text(caption, at.small, colour, True)
            place = label.get_rect(midtop=(cx, top + at.captions))
            if self.portrait:  # a caption wider than its one column (the players'): inside the panel still
                place.clamp_ip(p.inflate(-48, 0))
            elif first == 0 and place.w > col_w + at.gap // 2:  # the players' caption at a floor's size: it grows
                place.right = self.column_x(0) + col_w  # to the left, into the margin, not into the level's
            surface.blit(label, place)
        self._draw_level_names(surface, chars, top + at.names, bad)
        self._draw_messages(surface, p.y + at.messages_top)

    def _draw_level_names(self, surface: pygame.Surface, chars: list[str], y: int, bad: set[int]) -> None:
        """Under the level letters what they name: the one level's name, or each letter of a code per seat."""
        named = chars[1:1 + self.letters]
        if self.letters == 1:
            level = LEVEL_LETTERS.get(named[0])
            text = games.level_name(level) if level is not None else ""
        else:
            said = []
            for c in dict.fromkeys(named):
                name = t("code.human") if c == HUMAN_LETTER else \
                    games.level_name(LEVEL_LETTERS[c]) if c in LEVEL_LETTERS else None
                if name is not None:
                    said.append(f"{c} = {name}")
            text = ", ".join(said)
        if text:
            first, last = self.column_x(1), self.column_x(self.letters) + self.col_w
            small, room = self.places.small, max(last - first, 2 * COL_W)
            if self.portrait:  # the line to itself: as wide as the panel, under the letters as far as it can
                room = self.panel.w - 80
            size = fit_size(text, small, room, bold=True)
            colour = ERROR_RED if bad & set(range(1, 1 + self.letters)) else theme.SEA
            under = theme.text(text, size, colour, True)
            place = under.get_rect(midtop=((first + last) // 2, y))
            if self.portrait:
                place.clamp_ip(self.panel.inflate(-48, 0))
            surface.blit(under, place)

    def _draw_typed(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The typed text as typed, with a caret, where the hint was."""
        size = fit_size(self.typed or " ", self.places.body, self.panel.width - 120, bold=True)
        label = theme.text(self.typed or " ", size, theme.WHITE if self.selected else theme.SEA, True)
        rect = label.get_rect(center=centre)
        if self.selected and self.typed:  # selected, as a text field shows it: the next key replaces it
            pen.rect(surface, theme.SEA, rect.inflate(12, 6), border_radius=6)
        if self.typed:
            surface.blit(label, rect)
        caret_x = rect.right + 3 if self.typed else centre[0]
        pen.line(surface, theme.SEA, (caret_x, rect.top + 2), (caret_x, rect.bottom - 2), 3)

    def _draw_messages(self, surface: pygame.Surface, y: int) -> None:
        """Each reason (red, bold) and its explanation (plain), wrapped to the panel, above the buttons; one
        reason alone is written larger.  Where all do not fit, explanations are left out, the last first:
        every reason is always shown."""
        width = self.panel.width - 60
        several = len([m for m in self.error if m not in self.notes]) > 1
        blocks = []  # (is a reason, [(line, size)])
        for message in self.error:
            problem = message not in self.notes
            size = self.places.body if problem and not several else self.places.small
            blocks.append((problem, [(line, size) for line in wrap(message, size, width, bold=problem)]))

        def height() -> int:
            return sum(int(size * 1.3) for _, lines in blocks for _, size in lines)

        foot = self.panel.bottom - self.places.foot - self.places.middle_h - 4  # the messages end above the buttons
        room = foot - y
        while height() > room and any(not problem for problem, _ in blocks):
            blocks.pop(max(i for i, (problem, _) in enumerate(blocks) if not problem))
        self.messages_drawn = []
        for problem, lines in blocks:  # (a block's lines are of one size)
            size = lines[0][1]
            step = int(size * 1.3)
            shown = paragraph(surface, [line for line, _ in lines], pygame.Rect(self.panel.x + 30, y, width, foot - y),
                              size, ERROR_RED if problem else theme.INK, problem, align="center", step=step)
            self.messages_drawn += shown
            y += len(shown) * step
            if len(shown) < len(lines):  # no room for the rest (``paragraph`` dropped rows: a check sees it)
                return
