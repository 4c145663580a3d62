#!/usr/bin/env python3
"""How often `themify preview` cuts text that Interface Builder would show whole.

Draws every layout of a folder in one theme (SVG only) and counts the drawn text runs (each
`<text class="text">` line of a view's text) that end in "…" where the layout's own text does
not hold that run as it is (a label whose text is "Loading…" is not cut). Prints the rate and
the cut runs; exit 1 when the rate is above --limit.

    scripts/ellipsis-rate.py /work/shared/corpus/layouts --themes SampleLayouts/Themes -t metal

The count does not depend on timing or on the machine: the SVGs are deterministic.
"""
import argparse, glob, html, os, re, subprocess, sys, tempfile

parser = argparse.ArgumentParser()
parser.add_argument("layouts")
parser.add_argument("--themes", default="SampleLayouts/Themes")
parser.add_argument("-t", "--theme", default="metal")
parser.add_argument("--themify", default=None, help="the themify executable (default: .build/debug/themify)")
parser.add_argument("--limit", type=float, default=2.0, help="the highest rate in percent that passes")
parser.add_argument("--show", type=int, default=40, help="how many cut runs to list")
args = parser.parse_args()

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
themify = args.themify or os.path.join(root, ".build", "debug", "themify")
with tempfile.TemporaryDirectory() as out:
    # Exit 1 (a layout the themer refuses) still writes nothing; exit 0 and 2 (warnings) write all.
    run = subprocess.run([themify, "preview", args.layouts, "--themes", args.themes, "-t", args.theme, "--no-png", "-o", out],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    svgs = sorted(glob.glob(os.path.join(out, "**", "*.svg"), recursive=True))
    if not svgs:
        sys.exit(f"themify preview wrote no pictures (exit {run.returncode}):\n{run.stderr[-2000:]}")
    layout_text = {}
    runs = cut = 0
    examples = []
    for svg in svgs:
        document = open(svg, encoding="utf-8").read()
        layout = html.unescape(re.search(r'data-layout="([^"]*)"', document).group(1))
        if layout not in layout_text:
            path = layout if os.path.isabs(layout) else os.path.join(args.layouts, os.path.basename(layout))
            if not os.path.exists(path):
                path = layout
            layout_text[layout] = html.unescape(open(path, encoding="utf-8", errors="replace").read())
        for text in re.findall(r'<text class="text"[^>]*>([^<]*)</text>', document):
            text = html.unescape(text)
            runs += 1
            if text.endswith("…") and text not in layout_text[layout]:
                cut += 1
                examples.append(f"{os.path.relpath(svg, out)}: {text}")
    rate = 100.0 * cut / runs if runs else 0.0
    print(f"{cut} of {runs} drawn text runs end in an ellipsis the layout does not hold: {rate:.1f}% ({len(svgs)} pictures)")
    for line in examples[: args.show]:
        print("  " + line)
    sys.exit(1 if rate > args.limit else 0)
