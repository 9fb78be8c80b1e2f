"""The suite's two tiers: which tests are ``slow`` (marked by ``tests/conftest.py`` from the rules below).

The quick tier is the developer's loop, ``pytest -n 2 -m "not slow"`` (about 2 minutes on 2 cores); CI and the
README's test command run both tiers.  A test is slow when a rule below names it, for one of four reasons, each
rule with the CPU seconds its slow part took (a whole run at 2026-12-06 09:16–09:42 UTC, ``pytest -n 2`` on a busy
2-core machine, each test's own CPU with its reaped child processes; 590 s for the whole suite):

* :data:`NEEDS_MORE_THAN_PYTHON`: real X windows (Xvfb) and real browsers, which start programs of their own;
* :data:`SOAKS`: a monkey, a fuzzer or a real app process killed mid-save, run for a while;
* :data:`SWEEPS`: the same check at every size, language, game or screen — its first case stays quick
  (:func:`sweep`: every parameter at its first value), the other cases are slow;
* :data:`WHOLE_GAMES`: one check that plays a long game through the app, where its module's other tests stay quick.

Every test module keeps at least one quick test unless a rule takes it whole (:data:`NEEDS_MORE_THAN_PYTHON`,
:data:`SOAKS`), and every folder of ``tests/`` keeps quick tests: ``tests/test_tiers.py`` holds the rules to that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Slow:
    """The tests of ``module`` in the slow tier: all of them, those whose name (``test_x[ids]``) starts with a
    match of ``tests``, and with ``beyond_first`` only their cases after the first."""

    module: str
    why: str
    tests: str = ""
    beyond_first: bool = False

    @property
    def whole_module(self) -> bool:
        return not self.tests and not self.beyond_first

    def takes(self, nodeid: str, indices: dict[str, int]) -> bool:
        """Whether this rule puts the test ``nodeid`` (its parameters' ``indices``, pytest's callspec) in slow."""
        module, _, name = nodeid.partition("::")
        if module != self.module or not re.match(self.tests, name):
            return False
        return not self.beyond_first or any(index > 0 for index in indices.values())


NEEDS_MORE_THAN_PYTHON = [
    Slow("tests/ui/test_real_window.py", "an Xvfb, a window manager and a cold app process per test: 27 s"),
    Slow("tests/phones/test_browser.py", "Chromium, Firefox and WebKit (in its own Xvfb) playing whole games: 33 s"),
    Slow("tests/ui/test_xserver.py", "two Xvfb servers at once: 0.1 s of CPU, a second of wall",
         tests="test_two_servers_at_once"),
    Slow("tests/ui/test_no_libcrypto.py", "a cold app process that plays a table to list what it imported: 4 s",
         tests="test_the_menu_and_a_table_never_load_libcrypto"),
    Slow("tests/ui/test_pages_ahead.py", "a cold app process at 3840 × 2160 whose table's first frame's page faults are "
         "counted: 5.8 s (21:51 UTC, quiet)", tests="test_a_4k_tables_first_frame"),
]

SOAKS = [
    Slow("tests/test_monkey.py", "random taps on every scene of a real app for thousands of frames: 12 s"),
    Slow("tests/test_stored_data_fuzz.py", "hypothesis breaking stored files, hundreds of examples: 8 s"),
    Slow("tests/test_crash_app.py", "a real app process SIGKILLed while it autosaves, many times: 7 s "
                                    "(tests/test_storage.py's SIGKILLed writer stays quick)"),
]

def sweep(module: str, why: str) -> Slow:
    """A sweep's rule: its first case (every parameter at its first value) quick, the other cases slow."""
    return Slow(module, why, beyond_first=True)


#: Each of these sweeps keeps its first case (size, language, game, screen) quick; the rest is slow.  A sweep is
#: split only where its later cases took more than a second (the phones' whole games, saved games, names entry,
#: Lure's teaching, the said-in-log and panel-ground checks took 0.3-1.0 s: they stay quick whole).
SWEEPS = [
    sweep("tests/test_secrecy_pixels.py", "the other games' two worlds, frame by frame: 21 s"),
    sweep("tests/ui/test_small_panel_layout.py", "the other tables and sizes: 8 s; the other portrait screens: 18 s "
         "(their upright layouts stay quick in test_upright_menus.py)"),
    sweep("tests/ui/test_small_panel_words.py", "the other tables, languages and sizes: 24 s"),
    sweep("tests/ui/test_upright_menus.py", "English, and the other variants of each screen: 19 s"),
    sweep("tests/ui/test_nothing_cut_while_playing.py", "Fischen's and the other games' whole games, and English: "
          "20 s (one process, 20:36 UTC, load 10; Fat Fish's German, first, stays quick: 1.7 s)"),
    sweep("tests/ui/test_crisp.py", "the other resampled shots: 7 s"),
    sweep("tests/ui/test_crisp_small.py", "the other small screens, an app each: 2.3 s"),
    sweep("tests/ui/test_upright_back_and_pills.py", "the other screens, sizes and English: 10 s"),
    sweep("tests/ui/test_small_panels.py", "the other panels and screens: 9 s; at UI scale 150 % the other "
                                           "screens, sizes and German (67 cases, ~2 s each: issue 29); the "
                                           "other screens' paragraphs at the sizes no other sweep draws: 46 s "
                                           "(19 cases, 2 apps each; 2026-12-07, load 15)"),
    sweep("tests/replay/test_theatre.py", "the other games' replays: 4 s"),
    sweep("tests/ui/test_table_art_ahead.py", "the other games and seat mixes: 5 s"),
    sweep("tests/ui/test_fischen_upright_faces_ahead.py", "the roomy 720 × 1280 arrangement's art ahead: 5.9 s (load 9)"),
    sweep("tests/ui/test_fischen_trick_glows.py", "the upright trick's glows ahead: 3.5 s (load 4)"),
    sweep("tests/ui/test_upright_first_art.py", "Go Fish's upright opening after its art ahead: 4.2 s (load 4)"),
    sweep("tests/ui/test_dirty_present.py", "Lure's busy table drawn in part: 4 s"),
    sweep("tests/test_coach_words.py", "the other games' coach answers over many games: 9 s"),
    sweep("tests/test_bot_words.py", "the other games' bot reasons over many games: 6 s"),
    sweep("tests/test_bubbles.py", "the other games and player counts: 8 s"),
    sweep("tests/test_bubbles_at_shots.py", "the other games, moments and sizes: 7 s"),
    sweep("tests/ui/test_upright_dialogs.py", "English and the other dialogs: 4 s"),
    sweep("tests/ui/test_guide_moments.py", "the other games and deals: 6 s"),
    sweep("tests/ui/test_setup_upright.py", "English and the other set-ups: 5 s"),
    sweep("tests/ui/test_guide_polish.py", "the other games and English: 4 s"),
    sweep("tests/ui/test_question_mark_clear.py", "the other games and player counts: 5 s"),
    sweep("tests/ui/test_bubbles_fugu_fatfish.py", "the other games, player counts and cases: 5 s"),
    sweep("tests/ui/test_fischen_bot_words_place.py", "Fischen's bots' words on every screen in German (the English "
          "cases, both UI scales in one game or moment, stay quick): 6-9 s of CPU a case (2026-12-07 17:50 UTC, "
          "load 15; a case was one scale then)"),
    sweep("tests/ui/test_pops_clear_of_names.py", "the other games and player counts: 4 s"),
    sweep("tests/ui/test_fischen_name_room.py", "the other languages, screens and names: 11 cases, 3 s"),
    sweep("tests/ui/test_own_name_whole.py", "the other tables, languages, UI scales and screens: 121 cases, 36 s at load 9; "
          "the seat counts 3-5 with both long names: 252 cases, under 110 s at load 6-7 (10:26 UTC)"),
    sweep("tests/ui/test_other_name_whole.py", "the other tables, UI scales and screens: 41 cases, 7 s at load 2"),
    Slow("tests/ui/test_lure_plate_rows.py", "the other UI scale and screens: 5 cases, 3 s at load 11",
         tests="test_the_names_rows", beyond_first=True),
    sweep("tests/ui/test_game_list_upright.py", "the other window and English: 2 s"),
    sweep("tests/test_hostile_home.py", "the other homes and English: 4 s"),
    sweep("tests/ui/test_menu_upright_buttons.py", "the other window and English: 2 s"),
    sweep("tests/ui/test_code_picker_desktop_seats.py", "the other shots, window and English: 3 s"),
    sweep("tests/ui/test_coach.py", "the other games, memories and English: 2 s"),
    sweep("tests/ui/test_guides.py", "the other games, phases and paragraphs: 3 s"),
    sweep("tests/ui/test_settings_effects.py", "the other games: 3 s"),
    sweep("tests/ui/test_table_log.py", "the other games: 2 s"),
    sweep("tests/ui/test_log_scroll.py", "the other line counts, heights and rects: 5 s"),
    sweep("tests/ui/test_panel_slices.py", "the other radii and scales: 3 s"),
    sweep("tests/phones/test_table_side.py", "the other games: 2 s"),
    sweep("tests/phones/test_snapshots.py", "the other games: 1 s"),
    sweep("tests/gofish/test_duel_end.py", "the other positions against the brute force: 2 s"),
    # Three sweeps whose later cases took more than a second in two whole quick runs (2026-12-06 22:38-22:59 UTC,
    # load 8-10: each test's CPU with its children): the rest of each module stays quick.
    Slow("tests/gofish/test_bots.py", "the other levels and player counts of six bot games each: 1.1 / 1.5 s",
         tests="test_bot_games_finish_under_the_ask_cap", beyond_first=True),
    sweep("tests/ui/test_table_exit_memory.py", "the other games' tables held and let go of: 1.5 / 1.7 s"),
    Slow("tests/ui/test_fischen_plate_room.py", "the other widths, names and scores of a plate: 1.5 / 1.5 s",
         tests="test_the_score_is_whole_and_the_name_stops_short_of_it", beyond_first=True),
    # This session's layout sweeps (2026-12-06 23:50 UTC, load 3-6, -n 2): each check's first case stays quick.
    sweep("tests/ui/test_results_columns.py", "the other games, sizes, scales and languages: 9 s"),
    sweep("tests/ui/test_small_panel_texts.py", "English (German stays quick): 5 s"),
    sweep("tests/ui/test_depth_words_whole.py", "the other Fischen moments and English: 5 cases, about 5 s each "
          "at load 8 (2026-12-07 15:26 UTC)"),
    sweep("tests/gofish/test_gofish_own_bubble.py", "English: 1 case, about 6 s at load 8 (2026-12-07 15:28 UTC)"),
    sweep("tests/fugu/test_fugu_buttons_off_the_reefs.py", "the other languages and names: 3 cases (a moment each, "
          "laid out at the upright and the landscape screens in turn; they were 7 cases of one kind of screen, about "
          "4 s each at load 8, 2026-12-07 15:31 UTC)"),
    Slow("tests/ui/test_face_parts.py", "a spotted fish from shared parts at the other sizes and the pufferfish: "
         "13 cases, 5.3 s at load 11 (11:54 UTC)", tests="test_a_spotted_fish", beyond_first=True),
    sweep("tests/gofish/test_gofish_bubble_room.py", "Go Fish's bubbles on the other screens and UI scales, and "
          "German: 24 cases, 4-8 s each at load 10 (2026-12-07 11:56 UTC)"),
]

WHOLE_GAMES = [
    Slow("tests/conformance/test_conformance.py", "Fischen's playouts, take-backs and Continue (its bots' search): "
         "16 s; the other four games' stay quick", tests=r"test_\w+\[fischen\]"),
    Slow("tests/phones/test_whole_games.py", "Fischen's whole game from two phones (some 200 phone moves, 1,335 "
         "frames): 3 s of the quick tier's CPU (two runs, 19:57-20:15 UTC, load 8-11: 4.0 and 2.3 s); Fat Fish's "
         "and Fugu's stay quick", tests=r"test_phones_play_a_whole_game\[fischen-"),
    Slow("tests/replay/test_theatre.py", "a replay played by itself to its end: 4 s",
         tests="test_playing_runs_by_itself_to_the_end"),
    Slow("tests/test_code_secrecy.py", "a whole pass-and-play Fischen game: 2 s",
         tests="test_a_whole_pass_and_play_fischen_game_draws_the_code_only_after_the_end"),
    Slow("tests/fugu/test_bots.py", "the Pro's three-player games against random bots: 2 s",
         tests="test_pro_wins_a_three_player_game_against_random_bots_with_a_positive_score"),
    Slow("tests/ui/test_composed_fischen_prompt.py", "300 frames of five computers' Fischen at 1920 × 1080, each "
         "prompt checked against painting it anew: 3 s", tests="test_fischens_prompt_copied_shows"),
    Slow("tests/ui/test_looks_back.py", "520 frames of five computers' Lure at 1920 × 1080, hashed with and without "
         "the looks that come back kept: 6 s", tests="test_a_look_that_comes_back_is_shown_as_it_was"),
    Slow("tests/ui/test_log_ahead.py", "320 frames of six computers' Fat Fish at 1920 × 1080, hashed with and without "
         "the log painted ahead: 6 s", tests="test_the_frame_that_writes_a_coming_line"),
    Slow("tests/ui/test_lure_looks_ahead.py", "Lure's busy table at 1920 × 1080 played twice, with and without its "
         "looks painted ahead, every frame hashed: 13.6 s (21:51 UTC, quiet)", tests="test_plates_lanes_and_tumbles"),
    Slow("tests/ui/test_caption_ahead.py", "160 frames of six computers' Fat Fish at 1920 × 1080, each bot's caption "
         "checked as it shows: 3.1 s wall (01:32 UTC, load 13)", tests="test_a_bots_caption_is_drawn_ahead"),
    Slow("tests/ui/test_fatfish_beat_ahead.py", "400 frames of six computers' Fat Fish at 1920 × 1080 played twice, "
         "with and without a bot's story's looks painted ahead, every frame hashed: 26 s (06:47 UTC, load 10); the "
         "row bands and extents counted in the same play (test_fatfish_row_plans_kept played it again in the quick "
         "tier: 4.3 s)", tests="test_a_bots_story_is_painted_ahead|test_a_looks_bands_and_a_rows_extent"),
    Slow("tests/ui/test_fatfish_plates_ahead.py", "200 frames of six computers' Fat Fish at 1920 × 1080, each laid "
         "card's plate checked: 2-20 s wall (the first of its worker draws the table's art; 01:32 UTC, load 13)",
         tests="test_the_frame_a_card_is_laid"),
    Slow("tests/ui/test_lure_rows_ahead.py", "160 frames of five computers' Lure at 1920 × 1080 played twice, with "
         "and without its glowing rows and prompt painted ahead, every frame hashed: 12 s wall (09:40 UTC, load 12)",
         tests="test_the_glowing_seats_and_prompt"),
    Slow("tests/ui/test_lure_glow_copied.py", "Lure's busy table at 1920 × 1080 played twice, its glowing seats copied "
         "and drawn apart, every frame hashed: 32-42 s at load 13 (01:40 UTC)", tests="test_steadily_glowing_seats"),
    Slow("tests/ui/test_fugu_rows_ahead.py", "Fugu's busy table at 1920 × 1080 played twice, with and without its "
         "rows drawn ahead, in pieces and dealt whole, every frame hashed: 21 s (23:03 UTC, load 9)",
         tests="test_rows_drawn_ahead"),
    Slow("tests/ui/test_lure_splash_ahead.py", "140 frames of five computers' Lure at 1920 × 1080 played twice, "
         "with and without a Splash's panels painted ahead, every frame hashed: 12 s wall (06:41 UTC, load 11)",
         tests="test_a_splashs_panels"),
    Slow("tests/ui/test_lure_caption_ahead.py", "480 frames of five computers' Lure at 1920 × 1080 played twice, "
         "with and without its captions painted ahead, every frame hashed: 12.4 s (02:58 UTC, load 2)",
         tests="test_captions_painted_ahead"),
    Slow("tests/ui/test_fugu_panels_ahead.py", "Fugu's busy table at 1920 × 1080 played twice, with and without its "
         "plates' and market's looks painted ahead, every frame hashed: 40 s (01:25 UTC, load 13)",
         tests="test_plates_and_market_painted_ahead"),
    Slow("tests/ui/test_fugu_story_ahead.py", "Fugu's busy table at 1920 × 1080 played twice, with and without its "
         "story frames painting the next looks ahead, every frame hashed: 20 s (11:55 UTC, load 10)",
         tests="test_a_story_frame_paints"),
    Slow("tests/ui/test_gofish_plates_ahead.py", "Go Fish's busy table at 1920 × 1080 "
         "played twice, with and without its plates painted ahead, every frame hashed: 53 s wall, 13 s of CPU (04:32 UTC, "
         "load 16)",
         tests="test_plates_painted_ahead"),
    Slow("tests/gofish/test_gofish_bubble_room.py", "live Go Fish games at normal speed, every third frame's bubbles "
         "measured: 15-25 s a case at load 10 (2026-12-07 11:56 UTC)",
         tests="test_bots_words_in_a_live_game"),
    Slow("tests/ui/test_fischen_trick_ahead.py", "Fischen's busy table at 1920 × 1080 played twice, with and without "
         "its trick and plates painted ahead, every frame hashed: 42 s wall (04:50 UTC, load 13)",
         tests="test_the_trick_painted_ahead"),
]

#: Every test this process collected, before ``-m`` and ``-k`` chose among them: (node id, marked slow), noted by
#: ``tests/conftest.py`` for ``tests/test_tiers.py``.
COLLECTED: list[tuple[str, bool]] = []

RULES = NEEDS_MORE_THAN_PYTHON + SOAKS + SWEEPS + WHOLE_GAMES


def is_slow(nodeid: str, indices: dict[str, int]) -> bool:
    """Whether a rule puts the test ``nodeid`` (its parameters' ``indices``) in the slow tier."""
    return any(rule.takes(nodeid, indices) for rule in RULES)
