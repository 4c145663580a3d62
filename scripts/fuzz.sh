#!/usr/bin/env bash
# Fuzzes parse → theme → serialize with libFuzzer, seeded with the shared corpus of real
# layouts, checking PipelineInvariants (no crash; an empty theme gives back the input; themed
# output is well-formed and stable when themed again).
#
#   scripts/fuzz.sh SECONDS [extra libFuzzer flags]
#
# Builds the libraries and Fuzz/FuzzTarget.swift with -sanitize=fuzzer,address into
# .build/fuzz. Crashing inputs are written to .build/fuzz/artifacts; copy each into
# Tests/ThemifyKitTests/FuzzRegressions so the test suite replays it, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS}
shift
out=.build/fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/artifacts"
flags=(-O -parse-as-library -package-name themify -sanitize=fuzzer,address -I "$out/modules" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))

echo "fuzz: building with libFuzzer and AddressSanitizer…"
swiftc "${flags[@]}" -module-name ThemifyXML -emit-library -static -emit-module \
    -emit-module-path "$out/modules/ThemifyXML.swiftmodule" -o "$out/libThemifyXML.a" Sources/ThemifyXML/*.swift
swiftc "${flags[@]}" -module-name ThemeModel -emit-library -static -emit-module \
    -emit-module-path "$out/modules/ThemeModel.swiftmodule" -o "$out/libThemeModel.a" $(find Sources/ThemeModel -name '*.swift')
swiftc "${flags[@]}" -module-name ThemifyKit -emit-library -static -emit-module \
    -emit-module-path "$out/modules/ThemifyKit.swiftmodule" -o "$out/libThemifyKit.a" $(find Sources/ThemifyKit -name '*.swift')
swiftc "${flags[@]}" -module-name ThemifyFuzz Fuzz/FuzzTarget.swift -L "$out" -lThemifyKit -lThemeModel -lThemifyXML -lxml2 -o "$out/themify-fuzz"

# Seeds: every real layout, plus the crashers already kept as regressions. An unseeded run
# finds far less, so a missing corpus stops the script instead of going on quietly.
corpus=${THEMIFY_CORPUS:-../shared/corpus/layouts}
if ! compgen -G "$corpus/*" >/dev/null; then
    echo "fuzz: no seed layouts in '$corpus' (set THEMIFY_CORPUS to the corpus's layouts folder)" >&2
    exit 1
fi
cp "$corpus"/* "$out/corpus/"
cp Tests/ThemifyKitTests/FuzzRegressions/*.xib "$out/corpus/"
echo "fuzz: $(ls "$out/corpus" | wc -l) seeds"

echo "fuzz: running for $seconds s"
# Leak checking stays off: Swift's runtime keeps metadata and once-initialized globals for the
# life of the process, which LeakSanitizer reports as leaks on every exit.
ASAN_OPTIONS=detect_leaks=0 "$out/themify-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=262144 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
