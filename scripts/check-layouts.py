#!/usr/bin/env python3
"""Checks themify against a folder of layouts it has never seen (your project's, or public ones).

For each .xib and .storyboard under FOLDER, alone in a scratch folder:
  1. identity   an empty theme leaves the layout byte for byte;
  2. extract    `extract --apply` tags it, and applying the extracted theme reproduces the
                tagged layout byte for byte;
  3. restore    a theme that sets every extracted value to another one is applied, then the
                extracted theme is applied to that result: the tagged layout must come back
                (a difference is a value themify writes in a form it cannot undo, or writes
                differently from how the layout held it);
  4. lint       `lint` of the tagged layout and its extracted theme reports no error.

Usage: scripts/check-layouts.py FOLDER [--themify PATH] [--keep DIR] [--only identity,extract,...]

Prints one line per file that fails a check and a summary; exits 1 when any check failed.
With --keep, each failing file's scratch folder (inputs, outputs, themes) stays in DIR. The
checks are what the corpus tests assert over ../shared/corpus; this runs them anywhere.
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKS = ("identity", "extract", "restore", "lint")
COLOR_PREFIXES = ("system:", "asset:", "catalog:", "gray:", "calibratedWhite:", "displayP3:", "calibratedRGB:", "deviceRGB:", "sRGB:")
FONT = re.compile(r"^(?P<name>\S.*?) (?P<size>\d+(\.\d+)?)$")


def other_color(value: str) -> str:
    # One fixed color, unless the value is it: the restore step needs every value to change.
    return "#2A7F3C" if value.upper() != "#2A7F3C" else "#7F2A3C"


def other_value(value):
    """A different value of the same kind, or the value itself where none is sure to parse."""
    if isinstance(value, dict):
        return {key: other_value(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [other_value(inner) for inner in value]
    if not isinstance(value, str) or value == "default":
        return value
    if value.startswith("#") or re.fullmatch(r"[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?", value) or value.startswith(COLOR_PREFIXES):
        return other_color(value)
    if value.startswith("textStyle:"):
        return "system 13" if value != "textStyle:footnote" else "system 14"
    match = FONT.match(value)
    if match:
        size = float(match.group("size"))
        return f"{match.group('name')} {size + 1:g}"
    if value.startswith("symbol:") or " " in value:
        return value
    return value + "_swap"


def swapped_theme(theme: dict) -> dict:
    return {key: (value if key.startswith("$") else other_value(value)) for key, value in theme.items()}


ATTRIBUTE = re.compile(r'([A-Za-z0-9]+)="([^"]*)"')


def color(line: str) -> tuple[str, str, tuple[float, ...]] | None:
    """A `<color>` line's key, space and components; None for any other line or form."""
    text = line.strip()
    if not text.startswith("<color "):
        return None
    attributes = dict(ATTRIBUTE.findall(text))
    system = attributes.get("systemColor") or attributes.get("xcode11CocoaTouchSystemColor") or attributes.get("cocoaTouchSystemColor")
    if system:
        return attributes.get("key", ""), f"system:{system}", ()
    space = attributes.get("customColorSpace") if attributes.get("colorSpace") == "custom" else attributes.get("colorSpace", "sRGB")
    names = ("white", "alpha") if "white" in attributes else ("red", "green", "blue", "alpha")
    try:
        components = tuple(float(attributes[name]) for name in names)
    except (KeyError, ValueError):
        return None
    return attributes.get("key", ""), space or "", components


def meaningful_difference(expected: str, actual: str) -> str | None:
    """The first difference that is more than a spelling of the same value: a color's space
    written `custom`/`customColorSpace` or not, its components to within half a byte (a hex
    holds whole bytes), a named color's `<resources>` entry that needs the asset catalog
    (`--assets`) to be written again. None when there is no other."""
    import difflib

    old, new = expected.splitlines(), actual.splitlines()
    for tag, first, last, other_first, other_last in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        removed, added = old[first:last], new[other_first:other_last]
        if tag == "replace" and len(removed) == len(added):
            for before, after in zip(removed, added):
                a, b = color(before), color(after)
                if a is None or b is None or a[0] != b[0] or a[1] != b[1] or len(a[2]) != len(b[2]):
                    return f"line {first + 1}: {before.strip()[:120]} → {after.strip()[:120]}"
                if any(abs(x - y) > 0.5 / 255 + 1e-9 for x, y in zip(a[2], b[2])):
                    return f"line {first + 1}: {before.strip()[:120]} → {after.strip()[:120]}"
            continue
        if tag == "delete" and all(
            line.strip().startswith(("<namedColor ", "</namedColor>", "<color ", "<resources>", "</resources>")) for line in removed
        ):
            continue
        shown = (removed or added or [""])[0].strip()[:160]
        return f"line {first + 1}: {tag} {shown}"
    return None


def run(themify: str, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([themify, *arguments], capture_output=True, timeout=300)


def apply(themify: str, layout: Path, theme: str, themes: Path) -> bytes | None:
    result = run(themify, str(layout), "--theme", theme, "--themes", str(themes), "-o", "-")
    return result.stdout if result.returncode == 0 else None


def check(themify: str, source: Path, scratch: Path, checks: set[str]) -> list[str]:
    failures = []
    app = scratch / "App"
    themes = scratch / "Themes"
    app.mkdir(parents=True)
    themes.mkdir()
    layout = app / source.name
    original = source.read_bytes()
    layout.write_bytes(original)
    (themes / "empty.json").write_text("{}\n")

    if "identity" in checks and apply(themify, layout, "empty", themes) != original:
        failures.append("identity")

    # Every color kept apart (no unifying of near colors), so each value reads back as itself.
    extract = run(themify, "extract", str(app), "--theme-out", str(themes / "default.json"), "--apply", "--threshold", "0")
    if extract.returncode != 0:
        return failures + [f"extract (exit {extract.returncode}: {extract.stderr.decode(errors='replace').strip()[:200]})"]
    tagged = layout.read_bytes()
    if "extract" in checks and apply(themify, layout, "default", themes) != tagged:
        failures.append("extract")

    if "restore" in checks:
        theme = json.loads((themes / "default.json").read_text())
        (themes / "swap.json").write_text(json.dumps(swapped_theme(theme), indent=2) + "\n")
        swapped = apply(themify, layout, "swap", themes)
        if swapped is None:
            failures.append("restore (the other theme did not apply)")
        else:
            other = scratch / "Swapped"
            other.mkdir()
            (other / source.name).write_bytes(swapped)
            restored = apply(themify, other / source.name, "default", themes)
            if restored is None:
                failures.append("restore (the extracted theme did not apply to the other theme's output)")
            elif restored != tagged:
                difference = meaningful_difference(tagged.decode(errors="replace"), restored.decode(errors="replace"))
                if difference:
                    failures.append(f"restore ({difference})")

    if "lint" in checks:
        (themes / "empty.json").unlink()
        (themes / "swap.json").unlink(missing_ok=True)
        lint = run(themify, "lint", str(app), "--themes", str(themes))
        if lint.returncode != 0:
            first = next((line for line in lint.stderr.decode(errors="replace").splitlines() if "error:" in line), "")
            failures.append(f"lint ({first.strip()[:200]})")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--themify", default=str(Path(__file__).resolve().parent.parent / ".build/debug/themify"))
    parser.add_argument("--keep", type=Path, help="keep each failing file's scratch folder here")
    parser.add_argument("--only", default=",".join(CHECKS), help="the checks to run, comma-separated")
    arguments = parser.parse_args()
    checks = set(arguments.only.split(","))
    if not checks <= set(CHECKS):
        parser.error(f"--only takes {', '.join(CHECKS)}")

    layouts = sorted(path for path in arguments.folder.rglob("*") if path.suffix in (".xib", ".storyboard") and path.is_file())
    failed: dict[str, int] = {}
    for index, source in enumerate(layouts):
        scratch = Path(tempfile.mkdtemp(prefix="check-layouts-"))
        try:
            failures = check(arguments.themify, source, scratch, checks)
            for failure in failures:
                failed[failure.split(" ")[0]] = failed.get(failure.split(" ")[0], 0) + 1
            if failures:
                print(f"{source}: {'; '.join(failures)}")
                if arguments.keep:
                    shutil.copytree(scratch, arguments.keep / f"{index:04d}-{source.name}", dirs_exist_ok=True)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    summary = ", ".join(f"{name} {len(layouts) - failed.get(name, 0)}/{len(layouts)}" for name in CHECKS if name in checks)
    print(f"check-layouts: {len(layouts)} layout(s): {summary}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
