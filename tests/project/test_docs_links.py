"""The docs hold together: every relative link names a file that exists, and the README's
command list names every command ``episodic --help`` lists."""

from __future__ import annotations

import re
from pathlib import Path

from episodic.cli import main

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), *ROOT.glob("clients/*/*.md")]
LINK = re.compile(r"\]\(([^)\s]+)\)")
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)  # code is not prose: no links there


def test_every_relative_link_names_a_file_that_exists() -> None:
    broken = []
    for page in PAGES:
        prose = CODE.sub("", page.read_text(encoding="utf-8"))
        for target in LINK.findall(prose):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address, or a place on the same page
            if not (page.parent / target.split("#")[0]).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []
    assert len(PAGES) > 10


def test_the_readme_command_list_names_every_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Command line", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    listed = set(re.findall(r"^episodic ([a-z]+)", block, re.MULTILINE))
    assert listed == set(main.commands)
