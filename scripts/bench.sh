#!/usr/bin/env bash
# Measures themify on real work against the floor for anything built on libxml2.
#
#   scripts/bench.sh [RUNS]        (default 5 runs of each side; the best run of each is
#                                  reported, since noise from the rest of the machine only adds)
#   BENCH_CALLGRIND=1 scripts/bench.sh   also counts both sides' instructions under callgrind
#                                  (one core, repeatable whatever else the machine is doing)
#
# Workload: a copy of ../shared/corpus/layouts tagged by `themify extract --apply`, and three
# themes derived from the default theme extract wrote, each changing every key (colors shifted,
# fonts swapped, images renamed: scripts/bench/derive_themes.py); every variant is written to a
# fresh folder. Floor: scripts/bench/libxml2_floor.c, built here against the system's libxml2,
# parses each layout into a tree and saves it once per theme (xmlSaveFile) into one folder, as
# themify writes its variants, and themes nothing.
# Both sides run in this one invocation, interleaved, so whatever else the machine does weighs
# on both alike. Also: the same on the untagged corpus (nothing to change, bytes are copied),
# start-up for one small file, and peak memory on one ~40 MB storyboard against xmllint's.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
corpus=../shared/corpus/layouts
[ -d "$corpus" ] || { echo "bench: $corpus not found" >&2; exit 2; }
command -v xmllint >/dev/null || { echo "bench: xmllint not found (apt-get install libxml2-utils)" >&2; exit 2; }
command -v cc >/dev/null || { echo "bench: no C compiler (cc)" >&2; exit 2; }

# The command as README's installation builds it: on Linux with the Swift runtime linked in,
# which spares every run the dynamic loader's work on the runtime's and Foundation's libraries.
static=()
[ "$(uname)" = Linux ] && static=(--static-swift-stdlib)
swift build -c release --product themify "${static[@]}" >/dev/null
themify=$PWD/.build/release/themify
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# shellcheck disable=SC2046
cc -O2 -o "$work/floor" scripts/bench/libxml2_floor.c $(pkg-config --cflags --libs libxml-2.0)

mkdir "$work/tagged"
cp "$corpus"/*.xib "$corpus"/*.storyboard "$work/tagged/"
"$themify" extract "$work/tagged" --theme-out "$work/default.json" --apply -q
python3 scripts/bench/derive_themes.py "$work/default.json" "$work" ocean forest sunset
themes=(--theme "$work/ocean.json" --theme "$work/forest.json" --theme "$work/sunset.json")
tagged=("$work"/tagged/*)
untagged=("$corpus"/*.xib "$corpus"/*.storyboard)
keyed=$(grep -o 'keyPath="themeKey"' "${tagged[@]}" | wc -l)

# One run of a command: "wall cpu peak-KB", its output thrown away.
measure() {
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >/dev/null 2>&1 || { echo "bench: failed: $*" >&2; exit 1; }
    awk '{ printf "%.3f %.3f %d\n", $1, $2 + $3, $4 }' "$work/time"
}
# Each run writes into a folder of its own, removed only when the script ends: ext4 makes a new
# file pay for every inode deleted in the last minutes (`recently_deleted`), so deleting the
# previous run's variants just before a run would weigh on whichever side comes next.
themify_run() { measure "$themify" "$@" "${themes[@]}" -o "$(mktemp -d "$work/out.XXXXXX")" -q; }
floor_run() { measure "$work/floor" "$(mktemp -d "$work/floor-out.XXXXXX")" 3 "$@"; }

# Best wall time and best CPU time of each side over interleaved runs.
compare() {
    local label=$1; shift
    local files=("$@")
    themify_run "${files[@]}" >/dev/null; floor_run "${files[@]}" >/dev/null    # warm the page cache
    : > "$work/t.runs"; : > "$work/f.runs"
    for _ in $(seq "$runs"); do
        themify_run "${files[@]}" >> "$work/t.runs"
        floor_run "${files[@]}" >> "$work/f.runs"
    done
    local t_wall t_cpu f_wall f_cpu
    t_wall=$(cut -d' ' -f1 "$work/t.runs" | sort -g | sed -n 1p); t_cpu=$(cut -d' ' -f2 "$work/t.runs" | sort -g | sed -n 1p)
    f_wall=$(cut -d' ' -f1 "$work/f.runs" | sort -g | sed -n 1p); f_cpu=$(cut -d' ' -f2 "$work/f.runs" | sort -g | sed -n 1p)
    printf '%-9s themify CPU %.3f s, wall %.3f s | libxml2 floor CPU %.3f s, wall %.3f s | ratio CPU %.2f, wall %.2f\n' \
        "$label" "$t_cpu" "$t_wall" "$f_cpu" "$f_wall" "$(echo "$t_cpu / $f_cpu" | bc -l)" "$(echo "$t_wall / $f_wall" | bc -l)"
}

printf 'workload: %d layouts (%s of XML), %d views keyed by extract --apply, 3 themes changing every key → %d variants\n' \
    "${#tagged[@]}" "$(du -ch "${tagged[@]}" | tail -1 | cut -f1)" "$keyed" "$(( ${#tagged[@]} * 3 ))"
compare tagged: "${tagged[@]}"
compare untagged: "${untagged[@]}"

# Preview of one screen of 1,000 and of 4,000 views (scripts/bench/many_views.py), best of the
# runs each: drawing is linear in the views when the second takes under 4× the first.
for views in 1000 4000; do
    mkdir -p "$work/many-themes"
    python3 scripts/bench/many_views.py "$views" "$work/many-$views.storyboard" "$work/many-themes/many.json"
    best=$(for _ in $(seq "$runs"); do measure "$themify" preview "$work/many-$views.storyboard" --themes "$work/many-themes" -t many --no-png \
        -o "$(mktemp -d "$work/preview.XXXXXX")" -q | cut -d' ' -f1; done | sort -g | sed -n 1p)
    eval "preview_$views=$best"
done
# shellcheck disable=SC2154
printf 'preview, one screen: 1,000 views %.3f s, 4,000 views %.3f s (ratio %.2f; linear drawing keeps it under 4)\n' \
    "$preview_1000" "$preview_4000" "$(echo "$preview_4000 / $preview_1000" | bc -l)"

small=SampleLayouts/Profile.xib
# Wall time in nanoseconds (/usr/bin/time counts in hundredths, too coarse for this).
once() { local start end; start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N); echo $(( end - start )); }
startup=$(for _ in $(seq "$runs"); do rm -rf "$work/one"; once "$themify" "$small" --theme SampleLayouts/Themes/metal.plist -o "$work/one" -q; done | sort -n | sed -n 1p)
startup=$(echo "$startup / 1000000000" | bc -l)
printf 'start-up: %.1f ms for one small layout (%s, one theme; target < 20)\n' "$(echo "$startup * 1000" | bc -l)" "$small"

python3 scripts/bench/large_storyboard.py "$work/large.storyboard" 40 "${tagged[@]}"
lint_peak=$(measure xmllint "$work/large.storyboard" | cut -d' ' -f3)
large_peak=$(themify_run "$work/large.storyboard" | cut -d' ' -f3)
largest=$(ls -S "${tagged[@]}" | sed -n 1p)    # sed reads to the end: no SIGPIPE under pipefail
batch_peak=$(themify_run "${tagged[@]}" --jobs 2 | cut -d' ' -f3)
one_peak=$(themify_run "$largest" | cut -d' ' -f3)
printf 'peak memory, one %s MB storyboard × 3 themes: themify %d KB, one xmllint pass %d KB (ratio %.2f)\n' \
    "$(( $(stat -c %s "$work/large.storyboard") >> 20 ))" "$large_peak" "$lint_peak" "$(echo "$large_peak / $lint_peak" | bc -l)"
printf 'peak memory, tagged batch with --jobs 2: %d KB; its largest file alone: %d KB\n' "$batch_peak" "$one_peak"

if [ "${BENCH_CALLGRIND:-}" = 1 ] && command -v valgrind >/dev/null; then
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ { print $4 }'; }
    t_ir=$(count "$themify" "${tagged[@]}" "${themes[@]}" -o "$(mktemp -d "$work/out.XXXXXX")" -q --jobs 1)
    f_ir=$(count "$work/floor" "$(mktemp -d "$work/floor-out.XXXXXX")" 3 "${tagged[@]}")
    printf 'instructions (callgrind, tagged, one core): themify %s, libxml2 floor %s, ratio %.2f\n' "$t_ir" "$f_ir" "$(echo "$t_ir / $f_ir" | bc -l)"
fi
