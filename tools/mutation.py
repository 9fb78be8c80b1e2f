"""Mutation testing of the guarded features: do the tests named for a feature catch one-line bugs in it?

For each feature below, Cosmic Ray makes every one-line mutant of the feature's functions (a comparison
flipped, a number moved, ``and`` for ``or``, a loop that never runs...), this tool keeps a seeded sample
of them, and each mutant is run against only the tests named for that feature.  A mutant the tests pass
"survived": a bug that feature's tests cannot see.  Everything runs in a copy of the working tree (a mutant
never touches the checkout, even if the run is stopped), one mutant at a time.  Not part of CI (minutes).

    .venv/bin/pip install -q -e '.[test,mutation]'
    nice -n 10 .venv/bin/python tools/mutation.py [--per-feature 6] [--seed 1] [FEATURE ...]

Prints each feature's killed/sampled count, every survivor's diff, and the kill rate (tools/README.md).
"""

from __future__ import annotations

import argparse
import ast
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Feature:
    module: str  # the file mutated, relative to the checkout
    functions: tuple[str, ...]  # qualified names (``Class.method``); only mutants inside them are kept
    tests: tuple[str, ...]  # pytest arguments, one run each: the tests named for the feature


FEATURES = {
    "record-gate": Feature("fishgames/core/record.py", ("_checked_record", "GameRecord.from_json", "rng_state"),
                           ("tests/test_match.py -k gate", "tests/test_storage.py -k autosave")),
    "settings": Feature("fishgames/settings.py", ("_pin", "_names"),
                        ("tests/test_storage.py -k 'settings or pin'",)),
    "names": Feature("fishgames/core/names.py", ("clean_name",),
                     ("tests/test_trust.py -k name", "tests/test_gates.py -k 'name and not pipe'")),
    "disk-worker": Feature("fishgames/disk.py", ("DiskWorker._record", "DiskWorker.save_autosave",
                                                 "DiskWorker.latest_autosave", "DiskWorker._write_autosave"),
                           ("tests/test_trust.py -k 'newer_game or two_workers or autosave_stays'",)),
    "bubbles": Feature("fishgames/ui/bubbles.py", ("candidates", "free_spot", "place", "covered"),
                       ("tests/test_bubbles.py -k 'not keep_the_table_readable'",)),
    "coach": Feature("fishgames/bots/advice.py", ("advise", "explain", "runner_up"),
                     ("tests/test_coach_verdicts.py", "tests/test_pro_reasons.py -k runner_up",
                      "tests/test_coach_words.py")),
    "take-back": Feature("fishgames/core/match.py", ("Match.take_back_point", "Match.taken_back", "Match.apply"),
                         ("tests/replay/test_takeback.py -k 'same_record or nothing_to_take_back or latest or "
                          "continue_can_still'", "tests/test_match.py -k observe")),
    "replay": Feature("fishgames/replay.py", ("prefix", "stops", "Replay.index", "Replay.next_stop",
                                              "Replay.previous_stop", "Replay.step"),
                      ("tests/replay/test_theatre.py -k 'stepping_through or back_and_the_timeline or timeline_counts'",)),
    "share": Feature("fishgames/share.py", ("file_name", "export", "load"),
                     ("tests/replay/test_share.py -k 'not list_of_games'",)),
    "determinize-gofish": Feature("fishgames/games/gofish/sampling.py", ("determinize",),
                                  ("tests/test_determinize_distribution.py -k gofish",
                                   "tests/gofish/test_determinize.py")),
    "determinize-fatfish": Feature("fishgames/games/fatfish/rules.py", ("FatFishState.determinize",),
                                   ("tests/test_determinize_distribution.py -k fatfish",)),
    "determinize-lure": Feature("fishgames/games/lure/rules.py", ("LureState.determinize",),
                                ("tests/test_determinize_distribution.py -k lure",
                                 "tests/lure/test_rules.py -k determinize")),
    "state-base": Feature("fishgames/core/state.py", ("check_seat", "BaseState.apply", "BaseState.apply_quiet",
                                                      "BaseState.apply_unchecked", "BaseState.winners",
                                                      "BaseState.check_turn"),
                          ("tests/test_seat_types.py", "tests/conformance/test_conformance.py")),
    "rules-fatfish": Feature("fishgames/games/fatfish/rules.py", ("FatFishState._step", "FatFishState._deal",
                                                                  "FatFishState._place"),
                             ("tests/fatfish/test_rulings.py", "tests/fatfish/test_examples.py")),
    "rules-gofish": Feature("fishgames/games/gofish/rules.py", ("GoFishState._step", "GoFishState._ask",
                                                                "GoFishState._apply_other", "GoFishState._deal"),
                            ("tests/gofish/test_rulings.py", "tests/gofish/test_rules.py",
                             "tests/gofish/test_examples.py")),
    "scoring-gofish": Feature("fishgames/games/gofish/rules.py", ("GoFishState.scores",),
                              ("tests/gofish/test_examples.py",)),
    "scoring-lure": Feature("fishgames/games/lure/rules.py", ("LureState.scores", "LureState.winners",
                                                              "LureState.places"),
                            ("tests/lure/test_examples.py", "tests/lure/test_rules.py -k 'win or tie or place'")),
    "scoring-fatfish": Feature("fishgames/games/fatfish/rules.py", ("FatFishState.scores", "FatFishState.winners"),
                               ("tests/fatfish/test_examples.py",)),
    "scoring-fugu": Feature("fishgames/games/fugu/rules.py", ("FuguState.scores", "FuguState.winners"),
                            ("tests/fugu/test_scoring.py", "tests/fugu/test_rules.py")),
}


def spans(path: Path, names: tuple[str, ...]) -> tuple[list[tuple[int, int]], list[tuple[tuple, tuple]]]:
    """The line ranges of the named functions (``Class.method`` or a module-level name) in ``path``, and the
    (line, column) ranges of their annotations: under ``from __future__ import annotations`` those are never
    evaluated, so a mutant there (``dict | None`` -> ``dict - None``) is equivalent and not counted."""
    found: dict[str, ast.AST] = {}

    def visit(node, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = prefix + child.name
                if not isinstance(child, ast.ClassDef):
                    found[name] = child
                visit(child, name + ".")

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    missing = [name for name in names if name not in found]
    if missing:
        raise SystemExit(f"{path}: no function {', '.join(missing)} (update FEATURES)")
    lines, annotations = [], []
    for name in names:
        function = found[name]
        lines.append((function.lineno, function.end_lineno))
        for node in ast.walk(function):
            note = getattr(node, "returns", None) if isinstance(node, ast.FunctionDef) else getattr(
                node, "annotation", None)
            if note is not None:
                annotations.append(((note.lineno, note.col_offset), (note.end_lineno, note.end_col_offset)))
    return lines, annotations


def pytest_command(feature: Feature) -> str:
    """One shell command running the feature's tests (one pytest run per entry, stopping at the first failure)."""
    return " && ".join(f"{sys.executable} -m pytest -x -q -p no:cacheprovider {tests}" for tests in feature.tests)


def copy_tree(into: Path) -> None:
    """The checkout's tracked and new files (no .venv, no caches) into ``into``."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.splitlines()
    for name in listed:
        source = ROOT / name
        if source.is_file():
            target = into / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def run_feature(name: str, feature: Feature, work: Path, per_feature: int, seed: int, timeout: float) -> dict:
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkResult

    command = pytest_command(feature)
    started = time.monotonic()
    baseline = subprocess.run(command, shell=True, cwd=work, capture_output=True, text=True)
    if baseline.returncode != 0:
        return {"name": name, "error": f"the feature's tests fail unmutated (exit {baseline.returncode}; 5: "
                                       "no test selected):\n" + baseline.stdout[-2000:]}
    base_s = time.monotonic() - started
    config, session = work / f"cr-{name}.toml", work / f"cr-{name}.sqlite"
    config.write_text(_toml(feature.module, max(timeout, 4 * base_s), command))
    subprocess.run([sys.executable, "-m", "cosmic_ray.cli", "init", str(config), str(session)], cwd=work,
                   check=True, capture_output=True)
    lines, annotations = spans(work / feature.module, feature.functions)

    def counted(item) -> bool:
        start = tuple(item.mutations[0].start_pos)
        return (any(a <= start[0] <= b for a, b in lines)
                and not any(a <= start < b for a, b in annotations))

    with use_db(str(session), WorkDB.Mode.open) as db:
        items = list(db.work_items)
        inside = [item for item in items if counted(item)]
        chosen = {item.job_id for item in random.Random(f"{seed}/{name}").sample(inside, min(per_feature,
                                                                                          len(inside)))}
        skipped = [item.job_id for item in items if item.job_id not in chosen]
        if skipped:
            db.set_multiple_results(skipped, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
    subprocess.run([sys.executable, "-m", "cosmic_ray.cli", "exec", str(config), str(session)], cwd=work,
                   check=True, capture_output=True)
    killed, survived, other = [], [], []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            if item.job_id not in chosen:
                continue
            if result.test_outcome == TestOutcome.KILLED:
                killed.append(item)
            elif result.test_outcome == TestOutcome.SURVIVED:
                survived.append((item, result.diff))
            else:
                other.append((item, result.worker_outcome, (result.output or "")[-300:]))
    return {"name": name, "candidates": len(inside), "killed": len(killed), "survived": survived,
            "other": other, "seconds": time.monotonic() - started}


def _toml(module: str, timeout: float, command: str) -> str:
    return ("[cosmic-ray]\n"
            f"module-path = {_toml_str(module)}\n"
            f"timeout = {timeout:.0f}\n"
            "excluded-modules = []\n"
            f"test-command = {_toml_str(command)}\n"
            "[cosmic-ray.distributor]\n"
            'name = "local"\n')


def _toml_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("features", nargs="*", help=f"some of: {', '.join(FEATURES)} (default: all)")
    parser.add_argument("--per-feature", type=int, default=6, help="mutants sampled per feature (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="which mutants are sampled")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds a mutant's tests may take at least")
    args = parser.parse_args(argv)
    unknown = [name for name in args.features if name not in FEATURES]
    if unknown:
        parser.error(f"no feature {', '.join(unknown)}")
    killed = sampled = 0
    not_run = []
    with tempfile.TemporaryDirectory(prefix="fishgames-mutants-") as folder:
        work = Path(folder)
        copy_tree(work)
        for name in args.features or list(FEATURES):
            report = run_feature(name, FEATURES[name], work, args.per_feature, args.seed, args.timeout)
            if "error" in report:
                print(f"{name}: {report['error']}", flush=True)
                not_run.append(name)
                continue
            counted = report["killed"] + len(report["survived"])
            killed, sampled = killed + report["killed"], sampled + counted
            print(f"{name}: {report['killed']}/{counted} killed (of {report['candidates']} mutants in its "
                  f"functions; {len(report['other'])} incompetent/errored) in {report['seconds']:.0f} s",
                  flush=True)
            for item, diff in report["survived"]:
                print(f"  SURVIVED {item.mutations[0].operator_name} at line {item.mutations[0].start_pos[0]}:")
                print("    " + "\n    ".join(line for line in (diff or "").splitlines()
                                        if line[:1] in "+-" and line[:3] not in ("---", "+++")))
            for item, outcome, output in report["other"]:
                print(f"  {outcome} {item.mutations[0].operator_name} line {item.mutations[0].start_pos[0]}: "
                      f"{output.strip().splitlines()[-1:] }")
    rate = 100 * killed / sampled if sampled else 0.0
    print(f"TOTAL: {killed}/{sampled} mutants killed by the tests named for their feature ({rate:.1f} %)")
    if not_run:  # a feature whose tests fail (or select nothing: pytest's exit 5) must not vanish from the rate
        print(f"NOT RUN: {', '.join(not_run)} (their tests fail unmutated; fix FEATURES or the tests)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
