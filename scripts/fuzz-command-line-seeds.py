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

# Skins: RFC 8032's first test key (a public test vector, not a secret) as key files, a skin
# theme and an image set; `verify` gets that key's signature of the empty message, which checks
# out and then is refused as an index.
import base64
seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
public = bytes.fromhex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
empty_signature = bytes.fromhex("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
private_key = b"themify-ed25519-private " + base64.b64encode(seed) + b"\n"
public_key = b"themify-ed25519-public " + base64.b64encode(public) + b"\n"
skin_files = theme_files + [
    ("Themes/newyear.json", b'{"$extends": "metal", "headerImage": "header_newyear"}'),
    ("Assets/A.xcassets/header_newyear.imageset/Contents.json",
     b'{"images": [{"idiom": "universal", "filename": "h.png", "scale": "1x"}, {"idiom": "universal", "filename": "h@2x.png", "scale": "2x"}]}'),
    ("Assets/A.xcassets/header_newyear.imageset/h.png", b"\x89PNG 1x"),
    ("Assets/A.xcassets/header_newyear.imageset/h@2x.png", b"\x89PNG 2x"),
    ("keys/skins", private_key),
]
runs["keygen"] = (["keygen", "-o", "keys/new"], [])
runs["pack"] = (["pack", "newyear", "--id", "newyear", "--key", "keys/skins", "-o", "site", "--assets", "Assets", "--expires", "2027-02-01",
                 "--from", "2026-12-31", "--until", "2027-01-02", "--zip", "--allow-missing", "bodyText", "Profile.xib"],
                [("Profile.xib", profile)] + skin_files)
runs["verify"] = (["verify", "site", "--public-key", "keys/skins.pub"],
                  [("keys/skins.pub", public_key),
                   ("site/index.json", b'{"keyId":"0","payload":"","signature":"' + base64.b64encode(empty_signature) + b'"}')])
for name, (arguments, files) in runs.items():
    data = "\x01".join(arguments).encode()
    for file_name, contents in files:
        data += b"\x00" + file_name.encode() + b"\x00" + contents
    with open(os.path.join(out, name + ".cli"), "wb") as f:
        f.write(data)
