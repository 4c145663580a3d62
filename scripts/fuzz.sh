#!/usr/bin/env bash
# Fuzzes themify with libFuzzer and AddressSanitizer, one target after another, each seeded:
#   layout        parse → theme → serialize (PipelineInvariants), seeded with the shared corpus
#                 of real layouts and the kept regressions;
#   theme-file    JSON, XML-plist and binary-plist themes and themify.json (ThemeFileInvariants),
#                 seeded with every theme and configuration in the repository;
#   command-line  the whole CLI, arguments and file names and contents decoded from the input
#                 (CommandLineInvariants), seeded with real runs;
#   preview       layouts themed and drawn in light and dark (PreviewInvariants), seeded like
#                 layout;
#   codegen       theme files turned into typed keys (CodegenInvariants), seeded like
#                 theme-file;
#   configuration themify.json under a build's, an empty and a hostile environment
#                 (ConfigurationInvariants: every path inside its root, no environment value
#                 printed), seeded with every themify.json the tests write and the kept ones;
#   asset-file    bytes read as the image, font and color-set files --assets reads
#                 (AssetFileInvariants: finite sizes, printable colors), seeded with one file
#                 of each kind (scripts/fuzz-asset-file-seeds.py) and the kept ones.
#
#   scripts/fuzz.sh SECONDS [TARGET...] [-- extra libFuzzer flags]
#
# SECONDS is per target. A crash stops that target with the input saved under
# .build/fuzz/artifacts/TARGET/ and the script exits non-zero; copy the input into
# Tests/ThemifyKitTests/FuzzRegressions (.xib for layouts, .theme for theme files, .cli for
# command lines) so the test suite replays it, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: scripts/fuzz.sh SECONDS [layout|theme-file|command-line|preview|codegen|configuration|asset-file ...] [-- libFuzzer flags]}
shift
targets=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#targets[@]} -eq 0 ] && targets=(layout theme-file command-line preview codegen configuration asset-file)

out=.build/fuzz
mkdir -p "$out/modules"
flags=(-O -parse-as-library -package-name themify -sanitize=fuzzer,address -I "$out/modules" -I Sources/ThemifyCLibXML2 -I Sources/ThemifyCLibCrypto -I Sources/ThemifyCZlib $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))

echo "fuzz: building with libFuzzer and AddressSanitizer…"
build_module() {
    local name=$1
    swiftc "${flags[@]}" -module-name "$name" -emit-library -static -emit-module \
        -emit-module-path "$out/modules/$name.swiftmodule" -o "$out/lib$name.a" $(find "Sources/$name" -name '*.swift')
}
build_module ThemifySourceLines
build_module ThemifyXML
build_module ThemifyModel
build_module ThemifySkinCrypto
build_module ThemifyKit
build_module ThemifyPreview
build_module ThemifyCLI
libraries=(-L "$out" -lThemifyCLI -lThemifyPreview -lThemifyKit -lThemifySkinCrypto -lThemifyModel -lThemifyXML -lThemifySourceLines -lxml2 -lcrypto -lz)
swiftc "${flags[@]}" -module-name LayoutFuzz Fuzz/LayoutFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-layout"
swiftc "${flags[@]}" -module-name ThemeFileFuzz Fuzz/ThemeFileFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-theme-file"
swiftc "${flags[@]}" -module-name CommandLineFuzz Fuzz/CommandLineFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-command-line"
swiftc "${flags[@]}" -module-name PreviewFuzz Fuzz/PreviewFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-preview"
swiftc "${flags[@]}" -module-name CodegenFuzz Fuzz/CodegenFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-codegen"
swiftc "${flags[@]}" -module-name ConfigurationFuzz Fuzz/ConfigurationFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-configuration"
swiftc "${flags[@]}" -module-name AssetFileFuzz Fuzz/AssetFileFuzzTarget.swift "${libraries[@]}" -o "$out/fuzz-asset-file"

# Seeds. An unseeded run finds far less, so a missing seed folder stops the script.
seed() {
    local target=$1 corpus=$out/corpus/$1
    rm -rf "$corpus"
    mkdir -p "$corpus"
    case $target in
        layout|preview)
            local layouts=${THEMIFY_CORPUS:-../shared/corpus/layouts}
            if ! compgen -G "$layouts/*" >/dev/null; then
                echo "fuzz: no seed layouts in '$layouts' (set THEMIFY_CORPUS to the corpus's layouts folder)" >&2
                exit 1
            fi
            cp "$layouts"/* "$corpus/"
            cp Tests/ThemifyKitTests/FuzzRegressions/*.xib "$corpus/"
            ;;
        theme-file|codegen)
            find SampleLayouts Tests -name '*.plist' -o -name '*.json' -not -path '*/.build/*' | while read -r file; do
                cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
            done
            cp Tests/ThemifyKitTests/FuzzRegressions/*.theme "$corpus/" 2>/dev/null || true
            ;;
        configuration)
            # Every themify.json the tests write, as literal JSON objects in Swift sources.
            grep -rhoE '\{"(inputs|themes|output|nibMap)"[^\n]*\}' Tests --include='*.swift' | sed 's/\\#(stem)/Profile/g' | while read -r line; do
                printf '%s\n' "$line" > "$corpus/$(printf '%s' "$line" | cksum | cut -d' ' -f1).json"
            done
            cp Tests/ThemifyKitTests/FuzzRegressions/*.config "$corpus/" 2>/dev/null || true
            ;;
        asset-file)
            python3 scripts/fuzz-asset-file-seeds.py "$corpus"
            cp Tests/ThemifyKitTests/FuzzRegressions/*.asset "$corpus/" 2>/dev/null || true
            ;;
        command-line)
            python3 scripts/fuzz-command-line-seeds.py "$corpus"
            cp Tests/ThemifyKitTests/FuzzRegressions/*.cli "$corpus/" 2>/dev/null || true
            ;;
        *)
            echo "fuzz: unknown target '$target' (layout, theme-file, command-line, preview, codegen, configuration, asset-file)" >&2
            exit 2
            ;;
    esac
    local count
    count=$(find "$corpus" -type f | wc -l)
    if [ "$count" -eq 0 ]; then
        echo "fuzz: no seeds for $target" >&2
        exit 1
    fi
    echo "fuzz: $target: $count seeds"
}

status=0
for target in "${targets[@]}"; do
    seed "$target"
    mkdir -p "$out/artifacts/$target"
    echo "fuzz: running $target for $seconds s"
    # Leak checking stays off: Swift's runtime keeps metadata and once-initialized globals for
    # the life of the process, which LeakSanitizer reports as leaks on every exit.
    if ! ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-$target" "$out/corpus/$target" -max_total_time="$seconds" -max_len=262144 \
        -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$out/artifacts/$target/" -print_final_stats=1 "$@"; then
        echo "fuzz: $target found a failure; the input is in $out/artifacts/$target/" >&2
        status=1
    fi
done
exit $status
