#!/usr/bin/env python3
"""Writes seed inputs for the command-line fuzz target: real runs over the sample layouts and
themes, encoded as CommandLineScenario decodes them (arguments joined by U+0001, then NUL-
separated file names and contents)."""
import os
import sys

root = os.path.join(os.path.dirname(__file__), "..")
out = sys.argv[1]


def read(path):
    with open(os.path.join(root, path), "rb") as f:
        return f.read()


profile = read("SampleLayouts/Profile.xib")
main = read("SampleLayouts/Main.storyboard")
themes = {name: read("SampleLayouts/Themes/" + name) for name in os.listdir(os.path.join(root, "SampleLayouts/Themes"))}
theme_files = [("Themes/" + name, data) for name, data in sorted(themes.items())]
runs = {
    "apply": (["Profile.xib", "--theme", "metal", "-o", "Out"], [("Profile.xib", profile)] + theme_files),
    "apply-all": (["Profile.xib", "Main.storyboard", "--theme", "metal", "--theme", "pink", "--nib-map", "Out/map.plist", "-o", "Out"],
                  [("Profile.xib", profile), ("Main.storyboard", main)] + theme_files),
    "lint": (["lint", ".", "--strict"], [("Profile.xib", profile)] + theme_files),
    "keys": (["keys", "Profile.xib", "-o", "keys.json"], [("Profile.xib", profile)]),
    "extract": (["extract", "Profile.xib", "--theme-out", "default.json", "--apply"], [("Profile.xib", profile)]),
    "diff": (["diff", "metal", "pink", "Profile.xib"], [("Profile.xib", profile)] + theme_files),
    "config": ([], [("themify.json", b'{"inputs": ["Profile.xib"], "output": "Out", "nibMap": "Out/map.plist"}'), ("Profile.xib", profile)] + theme_files),
    "check": (["--check", "Profile.xib", "--theme", "pink", "-o", "Out"], [("Profile.xib", profile)] + theme_files),
    "stdout": (["Profile.xib", "--theme", "pink", "-o", "-"], [("Profile.xib", profile)] + theme_files),
    "filelist": (["filelist", "Profile.xib", "--theme", "metal", "-o", "Out", "--input-list", "in.xcfilelist", "--output-list", "out.xcfilelist"],
                 [("Profile.xib", profile)] + theme_files),
}
for name, (arguments, files) in runs.items():
    data = "\x01".join(arguments).encode()
    for file_name, contents in files:
        data += b"\x00" + file_name.encode() + b"\x00" + contents
    with open(os.path.join(out, name + ".cli"), "wb") as f:
        f.write(data)
