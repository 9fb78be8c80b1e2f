"""Where the shipped assets are: next to the package in a checkout, inside it in a wheel."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def asset_dir() -> Path:
    for candidate in (_PACKAGE.parent / "assets", _PACKAGE / "assets"):
        if (candidate / "i18n").is_dir():
            return candidate
    raise FileNotFoundError("fishgames assets not found next to or inside the package")


def asset(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)
