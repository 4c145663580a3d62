#!/usr/bin/env bash
# Lint against the pictures over the whole corpus: every text run of ../shared/corpus/layouts ×
# the sample themes × light and dark, its contrast read from the rendered PNG's pixels and
# compared with lint's verdict on it (ContrastPixelTests with THEMIFY_PIXEL_SURVEY=all; the
# suite itself measures every 16th layout). Prints the counts: runs measured, runs under WCAG in
# the pixels and how many lint finds, lint's findings and how many are real. Needs rsvg-convert;
# takes about a quarter of an hour on two cores. THEMIFY_PIXEL_SURVEY=N measures every Nth layout.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
THEMIFY_PIXEL_SURVEY="${THEMIFY_PIXEL_SURVEY:-all}" swift test --skip-build --filter ContrastPixelTests 2>&1 |
    grep -E "^(pixel contrast survey|missed|not real)|✘|✔ Test lint"
