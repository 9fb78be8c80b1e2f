"""Ship the top-level ``assets/`` folder inside the wheel as ``fishgames/assets``.

Everything else is in pyproject.toml; ``fishgames.paths.asset_dir`` finds the folder in
both a source checkout and an installed wheel.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["fishgames", "fishgames.*"]) + ["fishgames.assets"],
    package_dir={"fishgames.assets": "assets"},
    package_data={"fishgames.assets": ["*.json", "*/*", "*/*/*"], "fishgames.phones": ["page/*"]},
    include_package_data=False,
)
