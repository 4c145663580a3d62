#!/usr/bin/env bash
# Measures themify against the floor for anything built on libxml2: xmllint parsing and
# serializing the same files. Both run in this one invocation, on the same machine state.
#
#   scripts/bench.sh [RUNS]        (default 5 runs each; the best run of each is reported,
#                                  since noise from the rest of the machine only adds time)
#
# Workload: every layout of ../shared/corpus/layouts with the three sample themes (default,
# metal, pink), written to a temporary folder; baseline: `xmllint` over the same files three
# times (one pass per theme). Also reports start-up time for one small file and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
corpus=../shared/corpus/layouts
[ -d "$corpus" ] || { echo "bench: $corpus not found" >&2; exit 2; }
command -v xmllint >/dev/null || { echo "bench: xmllint not found (apt-get install libxml2-utils)" >&2; exit 2; }

swift build -c release --product themify >/dev/null
themify=.build/release/themify
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp SampleLayouts/Themes/* "$work/"
files=("$corpus"/*.xib "$corpus"/*.storyboard)

# Wall-clock seconds of a command, best resolution the shell offers.
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

best() { sort -g | head -1; }

xmllint_pass() { for _ in 1 2 3; do xmllint "${files[@]}" >/dev/null; done; }
themify_pass() {
    rm -rf "$work/out"
    "$themify" "${files[@]}" --theme "$work/default.plist" --theme "$work/metal.plist" --theme "$work/pink.json" -o "$work/out" -q "$@"
}
themify_one_core() { themify_pass --jobs 1; }

# Warm the page cache so neither side pays for the first read.
xmllint_pass; themify_pass || true

# Interleaved, so that whatever else the machine is doing weighs on both sides alike.
: > "$work/xmllint.times"; : > "$work/themify.times"; : > "$work/one.times"
for _ in $(seq "$runs"); do
    seconds xmllint_pass >> "$work/xmllint.times"
    seconds themify_pass >> "$work/themify.times"
    seconds themify_one_core >> "$work/one.times"
done
baseline=$(best < "$work/xmllint.times")
measured=$(best < "$work/themify.times")
one_core=$(best < "$work/one.times")
startup=$(for _ in $(seq "$runs"); do seconds "$themify" SampleLayouts/Profile.xib --theme "$work/metal.plist" -o "$work/one"; done | best)
memory_one=$(/usr/bin/time -f %M "$themify" "$corpus/$(ls -S "$corpus" | head -1)" --theme "$work/metal.plist" -o "$work/mem1" 2>&1 >/dev/null | tail -1)
memory_all=$(/usr/bin/time -f %M "$themify" "${files[@]}" --theme "$work/metal.plist" -o "$work/mem2" 2>&1 >/dev/null | tail -1)

printf 'files:                 %d layouts × 3 themes (%s of XML)\n' "${#files[@]}" "$(du -ch "${files[@]}" | tail -1 | cut -f1)"
printf 'xmllint (3 passes):    %.3f s\n' "$baseline"
printf 'themify (3 themes):    %.3f s\n' "$measured"
printf 'ratio:                 %.2f (target ≤ 1.5)\n' "$(echo "$measured / $baseline" | bc -l)"
printf 'themify on one core:   %.3f s (ratio %.2f; xmllint uses one)\n' "$one_core" "$(echo "$one_core / $baseline" | bc -l)"
printf 'start-up, one file:    %.1f ms (target < 20)\n' "$(echo "$startup * 1000" | bc -l)"
printf 'peak memory:           %s KB for the largest file alone, %s KB for the whole batch\n' "$memory_one" "$memory_all"
