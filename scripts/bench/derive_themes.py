"""Derives themes from the default theme `themify extract` wrote, each changing every key.

    derive_themes.py DEFAULT.json OUT_DIR NAME...

Theme number k (from 1) shifts every color's red, green and blue (or white) by 40·k (mod 256,
alpha kept; hex or component form, any color space prefix such as `calibratedRGB:` kept) and
makes every named (system, asset or catalog) color another system color, moves every font to another family and k points larger, and renames every image with
the theme's name as a suffix, so that each key's value differs from the default's and from
every other derived theme's. The default's `$tolerance` is dropped: these themes mean their
values exactly.
"""
import json
import re
import sys

HEX = re.compile(r"^#([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})?$")
FAMILIES = ["system", "system-bold", "Avenir-Book", "Georgia-Italic"]
TEXT_STYLES = ["body", "headline", "callout", "footnote", "caption1", "title2"]
SYSTEM_COLORS = ["systemRedColor", "systemGreenColor", "systemOrangeColor", "systemTealColor", "systemPinkColor"]


def color(value, k):
    match = HEX.match(value)
    channels = [int(match.group(1)[i:i + 2], 16) for i in (0, 2, 4)]
    shifted = "".join(f"{(c + 40 * k) % 256:02X}" for c in channels)
    return "#" + shifted + (match.group(2) or "")


def font(value, k):
    if value.startswith("textStyle:"):
        style = value.split(":", 1)[1]
        index = TEXT_STYLES.index(style) if style in TEXT_STYLES else 0
        return "textStyle:" + TEXT_STYLES[(index + k) % len(TEXT_STYLES)]
    family, _, size = value.rpartition(" ")
    index = FAMILIES.index(family) if family in FAMILIES else len(FAMILIES) - 1
    return f"{FAMILIES[(index + k) % len(FAMILIES)]} {float(size) + k:g}"


WHITE_SPACES = ("calibratedWhite", "deviceWhite", "gray", "genericGamma22Gray")
SPACED = re.compile(r"^([A-Za-z0-9]+):(.*)$")


def components(value, k, channels):
    """Shifts the first `channels` numbers of a component color ("0.5 0.2 0.1 1"), alpha kept."""
    numbers = value.split()
    shifted = [f"{((round(float(n) * 255) + 40 * k) % 256) / 255:.10g}" if i < channels else n
               for i, n in enumerate(numbers)]
    return " ".join(shifted)


def spaced_color(space, rest, k):
    if HEX.match(rest):
        return f"{space}:{color(rest, k)}"
    return f"{space}:{components(rest, k, 1 if space in WHITE_SPACES else 3)}"


def derive(value, prop, k, name):
    if isinstance(value, dict):
        return {p: derive(v, p, k, name) for p, v in value.items()}
    if not isinstance(value, str):
        return value
    if HEX.match(value):
        return color(value, k)
    if value.startswith("system:") or value.startswith("asset:") or value.startswith("catalog:"):
        # Named colors (system, asset catalog or AppKit catalog) become another system color.
        return "system:" + next(c for c in SYSTEM_COLORS[k % 5:] + SYSTEM_COLORS if "system:" + c != value)
    if prop == "font":
        return font(value, k)
    spaced = SPACED.match(value)
    if spaced and not (prop or "").lower().endswith("image"):
        return spaced_color(spaced.group(1), spaced.group(2), k)
    return f"{value}-{name}"


def main():
    source, out, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    default = json.load(open(source))
    for k, name in enumerate(names, start=1):
        theme = {key: derive(value, None, k, name) for key, value in default.items() if not key.startswith("$")}
        with open(f"{out}/{name}.json", "w") as handle:
            json.dump(theme, handle, indent=2, sort_keys=True)


main()
