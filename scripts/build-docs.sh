#!/usr/bin/env bash
# Builds the DocC documentation of the library modules — ThemifyModel, ThemifyRuntime,
# ThemifyKit — with the toolchain's own `docc` (no plugin), from their catalogs
# (Sources/<Module>/<Module>.docc) and the symbol graphs of the modules `swift build` built.
#
#   scripts/build-docs.sh              after `swift build --build-tests` (as .ci/run does)
#   scripts/build-docs.sh --coverage   also prints docc's documentation coverage per module and
#                                      every public symbol that has no doc comment, by file:line
#
# Writes .build/docs/<Module>.doccarchive, and .build/docs/themify.doccarchive, the three merged
# (where the links between them resolve when hosted). Fails on any docc warning — an unresolved
# symbol link in a catalog or a doc comment, a topic naming nothing, a malformed directive.
set -euo pipefail
cd "$(dirname "$0")/.."

coverage=0
for argument in "$@"; do
    case "$argument" in
        --coverage) coverage=1 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-docs: unknown argument '$argument' (--coverage, --help)" >&2; exit 2 ;;
    esac
done

start=$(date +%s%N)
elapsed() { echo "$(( ($(date +%s%N) - start) / 100000000 ))" | sed 's/.$/.&/; s/^\./0./'; }

# The toolchain's docc and symbol-graph extractor, beside the `swift` on PATH.
toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=$toolchain_bin/docc
extract=$toolchain_bin/swift-symbolgraph-extract
for tool in "$docc" "$extract"; do
    [ -x "$tool" ] || { echo "build-docs: $tool is missing; this needs a Swift toolchain that ships docc" >&2; exit 1; }
done

# The modules of the debug build: `swift build --build-tests` builds all three.
modules=(ThemifyModel ThemifyRuntime ThemifyKit)
bin=.build/debug
for module in "${modules[@]}"; do
    if [ ! -f "$bin/Modules/$module.swiftmodule" ]; then
        echo "build-docs: $bin/Modules/$module.swiftmodule is missing; run 'swift build --build-tests' first" >&2
        exit 1
    fi
done
target=$("$toolchain_bin/swift" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)

# The package's C modules as the build sees them: their module maps, and the include folders of
# the system libraries they wrap (ThemifyRuntime and ThemifyKit import them internally, and
# loading either module loads them).
clang_flags=()
for map in Sources/ThemifyCLib*/module.modulemap Sources/ThemifyCZlib/module.modulemap; do
    clang_flags+=(-Xcc "-fmodule-map-file=$PWD/$map")
done
for package in libxml-2.0 libcrypto; do
    for flag in $(pkg-config --cflags-only-I "$package" 2>/dev/null); do
        clang_flags+=(-Xcc "$flag")
    done
done

out=.build/docs
graphs=$out/symbol-graphs
logs=$out/logs
# Nothing of an earlier run survives a failed one.
rm -rf "$graphs" "$logs" "$out"/*.doccarchive
mkdir -p "$graphs" "$logs"

# Every public symbol of a module's symbol graphs without a doc comment of its own, by file and
# line: what docc's coverage counts as having no abstract, located so it can be documented.
# A doc comment inherited from a protocol of another module (`description`) does not count; a
# member the compiler synthesized (a `Codable` initializer) has nowhere to write one, so it is
# left out.
undocumented() {
    python3 - "$1" "$2" <<'PYTHON'
import glob, json, os, sys
module, folder = sys.argv[1], sys.argv[2]
rows = []
for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
    for symbol in json.load(open(path))["symbols"]:
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        location = symbol.get("location")
        if kind in ("extension", "module") or location is None:
            continue
        doc = symbol.get("docComment")
        own = doc is not None and doc.get("module", module) == module
        if own and any(line["text"].strip() for line in doc.get("lines", [])):
            continue
        file = os.path.relpath(location["uri"].removeprefix("file://"), os.getcwd())
        name = ".".join(symbol["pathComponents"])
        note = "" if doc is None or own else "  (only the protocol's doc comment)"
        rows.append((file, location["position"]["line"] + 1, kind, name, note))
rows.sort()
print(f"build-docs: {len(rows)} public symbols of {module} have no doc comment")
for file, line, kind, name, note in rows:
    print(f"  {file}:{line}: {kind} {name}{note}")
PYTHON
}

# Symbol graphs of the public API, one folder per module; extensions of other modules' types
# (the UIKit layer's `UIColor.themed`) as extension blocks, so docc lists them per extended module.
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    "$extract" -module-name "$module" -I "$bin/Modules" -target "$target" \
        -minimum-access-level public -emit-extension-block-symbols -skip-synthesized-members \
        -module-cache-path "$out/module-cache" "${clang_flags[@]}" \
        -output-dir "$graphs/$module"
done

# One module's archive; its docc output goes to $logs/<Module>.log.
convert() {
    local module=$1 archive=$out/$1.doccarchive
    local flags=(--additional-symbol-graph-dir "$graphs/$module" --output-dir "$archive"
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.themify.$module"
        --fallback-default-module-kind Framework --warnings-as-errors
        --enable-experimental-external-link-support)
    # Links to the model's symbols (``/ThemifyModel/ThemeColor``) resolve against its archive.
    [ "$module" = ThemifyModel ] || flags+=(--dependency "$out/ThemifyModel.doccarchive")
    [ "$coverage" = 0 ] || flags+=(--experimental-documentation-coverage --coverage-summary-level brief)
    rm -rf "$archive"
    "$docc" convert "Sources/$module/$module.docc" "${flags[@]}" >"$logs/$module.log" 2>&1
}

# The model first (the others link to it), then the other two side by side.
failed=()
check() {
    local module=$1 status=$2
    # A warning docc printed without counting it as an error fails the build all the same.
    if [ "$status" != 0 ] || grep -qE "^(warning|error):" "$logs/$module.log"; then
        cat "$logs/$module.log" >&2
        echo "build-docs: docc reported problems in $module (above)" >&2
        failed+=("$module")
        return
    fi
    if [ "$coverage" = 1 ]; then
        echo "build-docs: $module documentation coverage"
        sed -n '/| Abstract/,/^$/p' "$logs/$module.log"
        undocumented "$module" "$graphs/$module"
    fi
    echo "build-docs: built $out/$module.doccarchive"
}
status=0; convert ThemifyModel || status=$?
check ThemifyModel "$status"
if [ ${#failed[@]} = 0 ]; then
    convert ThemifyRuntime & runtime=$!
    convert ThemifyKit & kit=$!
    status=0; wait "$runtime" || status=$?
    check ThemifyRuntime "$status"
    status=0; wait "$kit" || status=$?
    check ThemifyKit "$status"
fi
if [ ${#failed[@]} != 0 ]; then
    echo "build-docs: failed: ${failed[*]} ($(elapsed)s)" >&2
    exit 1
fi

archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
rm -rf "$out/themify.doccarchive"
"$docc" merge "${archives[@]}" --output-path "$out/themify.doccarchive" \
    --synthesized-landing-page-name themify >"$logs/merge.log" 2>&1 || { cat "$logs/merge.log" >&2; exit 1; }
echo "build-docs: built $out/themify.doccarchive (the three merged)"
echo "build-docs: done in $(elapsed)s"
