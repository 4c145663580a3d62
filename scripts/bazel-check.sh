#!/usr/bin/env bash
# The Bazel rules (bazel/, Examples/Bazel), tested for real with Debian's Bazel and BuildGrid:
#   1. a build of //:sample (2 layouts x 3 themes), its outputs byte for byte the CLI's, and the
#      themify_test target;
#   2. a second build from a fresh --output_base with the same --disk_cache executes no action;
#   3. after one theme changes, only that theme's actions (and the nib map's) run again;
#   4. remote execution on a BuildGrid server on 127.0.0.1 with a worker, outputs identical to
#      the local build; a second remote build executes nothing (BuildGrid's action cache);
#   5. a theme whose "$extends" parent is not declared fails the build (the action sees only its
#      declared inputs), and declared it builds, color catalog included, as the CLI writes it;
#   6. another themify binary re-runs every action.
# Installs nothing (see docs/bazel.md for the packages). Needs: bazel (Debian's bazel-bootstrap),
# PostgreSQL's server binaries, and a Python with buildgrid==0.0.86 and psycopg2
# (BUILDGRID_PYTHON, default /opt/buildgrid/bin/python). THEMIFY: the themify executable
# (default .build/release/themify, else .build/debug/themify).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
started=$(date +%s)
passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok - $*"; }
fail() { failed=$((failed + 1)); echo "not ok - $*"; }
finish() {
    echo "bazel-check: $(($(date +%s) - started)) s"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit $?
}

themify=${THEMIFY:-}
if [ -z "$themify" ]; then
    for candidate in "$root/.build/release/themify" "$root/.build/debug/themify"; do
        [ -x "$candidate" ] && themify=$candidate && break
    done
fi
bgpython=${BUILDGRID_PYTHON:-/opt/buildgrid/bin/python}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
missing=()
[ -n "$themify" ] && [ -x "$themify" ] || missing+=("themify (swift build)")
command -v bazel >/dev/null || missing+=("bazel (apt-get install bazel-bootstrap)")
if [ ${#missing[@]} -gt 0 ]; then
    fail "prerequisites: missing ${missing[*]}"
    finish
fi
themify=$(cd "$(dirname "$themify")" && pwd)/$(basename "$themify")

tmp=$(mktemp -d /tmp/themify-bazel-check.XXXXXX)
chmod 755 "$tmp"    # PostgreSQL runs as its own user and must reach its folder inside
export HOME=${HOME:-$tmp/home}    # Bazel keeps its output user root under $HOME/.cache
pids=()
output_bases=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
    done
    if [ -f "$tmp/pg/data/postmaster.pid" ]; then
        as_postgres "$pgbin/pg_ctl" -D "$tmp/pg/data" -m immediate -w -t 20 stop >/dev/null 2>&1
    fi
    for ob in $(printf '%s\n' "${output_bases[@]}" | sort -u); do
        (cd "$work" 2>/dev/null && timeout 60 bazel --output_base="$ob" shutdown >/dev/null 2>&1) &
    done
    wait
    chmod -R u+w "$tmp" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A copy of the three folders the example reaches (../../bazel, ../../SampleLayouts), so that
# the check can change a theme without touching the repository.
mkdir -p "$tmp/src/Examples"
cp -R "$root/bazel" "$root/SampleLayouts" "$tmp/src/"
mkdir -p "$tmp/src/Examples/Bazel"
(cd "$root/Examples/Bazel" && tar cf - --exclude='./bazel-*' .) | (cd "$tmp/src/Examples/Bazel" && tar xf -)
work=$tmp/src/Examples/Bazel
export THEMIFY_TOOL=$themify
disk=$tmp/disk-cache

# bz OUTPUT_BASE LOG ARG...: a bounded bazel run in the example workspace (no ~/.bazelrc; the
# system's is needed: Debian's sets Bazel's install base).
bz() {
    local ob=$1 log=$2
    shift 2
    output_bases+=("$ob")
    (cd "$work" && timeout 300 bazel --nohome_rc --output_base="$ob" --max_idle_secs=300 "$@") >"$log" 2>&1
}
local_flags=(--disk_cache="$disk")

# executed LOG: the themify spawns of an execution log that ran (not a cache hit), one per line
# as "MNEMONIC RUNNER OUTPUT".
executed() {
    python3 - "$1" <<'EOF'
import json, sys
text = open(sys.argv[1]).read()
decoder, i = json.JSONDecoder(), 0
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    entry, i = decoder.raw_decode(text, i)
    if entry.get("mnemonic", "").startswith("Themify") and not entry.get("remoteCacheHit"):
        outputs = entry.get("listedOutputs") or [""]
        print(entry["mnemonic"], entry.get("runner", "?"), outputs[-1].split("/")[-1])
EOF
}
# hits LOG: how many themify spawns were answered by a cache.
hits() {
    python3 - "$1" <<'EOF'
import json, sys
text = open(sys.argv[1]).read()
decoder, i, n = json.JSONDecoder(), 0, 0
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    entry, i = decoder.raw_decode(text, i)
    n += entry.get("mnemonic", "").startswith("Themify") and bool(entry.get("remoteCacheHit"))
print(n)
EOF
}

# cli DIR THEME...: what the CLI writes for SampleLayouts (of the copy) with these themes.
cli() {
    local out=$1
    shift
    local args=()
    for t in "$@"; do args+=(--theme "$t"); done
    (cd "$tmp/src/SampleLayouts" && "$themify" Profile.xib Main.storyboard "${args[@]}" --themes Themes \
        -o "$out" --nib-map "$out/ThemeNibMap.plist" --color-catalog "$out/Themes.xcassets" --quiet \
        $([ -d Assets.xcassets ] && echo --assets Assets.xcassets))
}
# same_as_cli BAZEL_OUT_DIR CLI_DIR: every file identical, none missing or extra.
same_as_cli() {
    diff -r "$1" "$2" >"$tmp/diff.txt" 2>&1
}

summary() { grep -E "processes|Build completed|FAILED|ERROR" "$1" | sort -u | tr '\n' ' '; }

# 1. A build, against the CLI.
if bz "$tmp/ob1" "$tmp/build1.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec1.json"; then
    n=$(executed "$tmp/exec1.json" | wc -l)
    variants=$(executed "$tmp/exec1.json" | grep -c '^ThemifyVariant')
    if [ "$n" -eq 7 ] && [ "$variants" -eq 6 ]; then
        pass "1. build: 7 themify actions ran (6 ThemifyVariant, 1 ThemifyIndex) [$(summary "$tmp/build1.txt")]"
    else
        fail "1. build: expected 7 themify actions, $n ran"; executed "$tmp/exec1.json"
    fi
    cp -RL "$work/bazel-bin/sample" "$tmp/bazel1"
    cli "$tmp/cli1" default metal pink
    if same_as_cli "$tmp/bazel1" "$tmp/cli1"; then
        pass "1. outputs byte-identical to the CLI's: $(cd "$tmp/bazel1" && find . -type f | sort | tr '\n' ' ')"
    else
        fail "1. outputs differ from the CLI's"; cat "$tmp/diff.txt"
    fi
else
    fail "1. build failed"; tail -30 "$tmp/build1.txt"
fi
if bz "$tmp/ob1" "$tmp/test1.txt" test //:sample_check "${local_flags[@]}"; then
    pass "1. themify_test //:sample_check (lint, then --check over the whole themes folder)"
else
    fail "1. themify_test //:sample_check"; tail -30 "$tmp/test1.txt"; cat "$work/bazel-testlogs/sample_check/test.log" 2>/dev/null
fi

# 1. themify_test fails when an output is not what themify writes: a target that hands it
#    :sample's outputs with one variant's color changed.
cat >"$work/tampered.bzl" <<'EOF'
load("@themify//:defs.bzl", "ThemifyInfo")

def _impl(ctx):
    info = ctx.attr.src[ThemifyInfo]
    variants = []
    for v in info.variants:
        out = ctx.actions.declare_file("tampered/" + v.basename)
        cmd = "sed 's/0.14117647058823529/0.15/' %s > %s" if v.basename == ctx.attr.tamper else "cp %s %s"
        ctx.actions.run_shell(inputs = [v], outputs = [out], command = cmd % (v.path, out.path))
        variants.append(out)
    nib_map = ctx.actions.declare_file("tampered/ThemeNibMap.plist")
    ctx.actions.run_shell(inputs = [info.nib_map], outputs = [nib_map], command = "cp %s %s" % (info.nib_map.path, nib_map.path))
    catalog = ctx.actions.declare_directory("tampered/Themes.xcassets")
    ctx.actions.run_shell(inputs = [info.color_catalog], outputs = [catalog], command = "cp -R %s/. %s" % (info.color_catalog.path, catalog.path))
    fields = {k: getattr(info, k) for k in dir(info) if k not in ["to_json", "to_proto"]}
    fields.update(variants = variants, nib_map = nib_map, color_catalog = catalog, out_dir = "tampered")
    return [DefaultInfo(files = depset(variants)), ThemifyInfo(**fields)]

tampered = rule(implementation = _impl, attrs = {"src": attr.label(providers = [ThemifyInfo]), "tamper": attr.string()})
EOF
cp "$work/BUILD.bazel" "$tmp/BUILD.orig"
{
    echo 'load(":tampered.bzl", "tampered")'
    cat "$tmp/BUILD.orig"
    echo
    echo 'tampered(name = "tampered", src = ":sample", tamper = "Profile-metal.xib")'
    echo
    echo 'themify_test(name = "tampered_check", size = "small", variants = ":tampered")'
} >"$work/BUILD.bazel"
if bz "$tmp/ob1" "$tmp/test1b.txt" test //:tampered_check "${local_flags[@]}"; then
    fail "1. themify_test on a tampered Profile-metal.xib passed; it should fail"
elif grep -q "Profile-metal.xib" "$work/bazel-testlogs/tampered_check/test.log" 2>/dev/null; then
    pass "1. themify_test fails on a tampered variant: $(grep -m1 "Profile-metal.xib" "$work/bazel-testlogs/tampered_check/test.log" | cut -c1-120)"
else
    fail "1. themify_test on a tampered variant failed, but not naming it"; tail -20 "$tmp/test1b.txt"; cat "$work/bazel-testlogs/tampered_check/test.log" 2>/dev/null
fi
cp "$tmp/BUILD.orig" "$work/BUILD.bazel"
rm -f "$work/tampered.bzl"

# 2. Fresh output base, same disk cache: nothing runs.
if bz "$tmp/ob2" "$tmp/build2.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec2.json"; then
    n=$(executed "$tmp/exec2.json" | wc -l) h=$(hits "$tmp/exec2.json")
    if [ "$n" -eq 0 ] && [ "$h" -eq 7 ]; then
        pass "2. fresh output base, same disk cache: 0 themify actions ran, 7 disk cache hits [$(summary "$tmp/build2.txt")]"
    else
        fail "2. fresh output base: $n themify actions ran, $h cache hits (expected 0 and 7)"; executed "$tmp/exec2.json"
    fi
    cp -RL "$work/bazel-bin/sample" "$tmp/bazel2"
    same_as_cli "$tmp/bazel2" "$tmp/bazel1" && pass "2. cached outputs identical to the first build's" \
        || { fail "2. cached outputs differ"; cat "$tmp/diff.txt"; }
else
    fail "2. build from a fresh output base failed"; tail -30 "$tmp/build2.txt"
fi

# 2. The same sources at another path (another machine's checkout), fresh output base: nothing runs.
mkdir -p "$tmp/elsewhere"
cp -R "$tmp/src" "$tmp/elsewhere/checkout"
rm -f "$tmp/elsewhere/checkout/Examples/Bazel/bazel-"*
main_work=$work
work=$tmp/elsewhere/checkout/Examples/Bazel
if bz "$tmp/ob2b" "$tmp/build2b.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec2b.json"; then
    n=$(executed "$tmp/exec2b.json" | wc -l)
    [ "$n" -eq 0 ] && pass "2. another checkout path, fresh output base: 0 themify actions ran (cache keys hold no absolute path)" \
        || { fail "2. another checkout path: $n themify actions ran"; executed "$tmp/exec2b.json"; }
else
    fail "2. build at another checkout path failed"; tail -30 "$tmp/build2b.txt"
fi
work=$main_work

# 3. One theme changes: only its actions run.
sed -i 's/"primaryHeadingColor": "#C2185B"/"primaryHeadingColor": "#AD1457"/' "$tmp/src/SampleLayouts/Themes/pink.json"
if ! cmp -s "$tmp/src/SampleLayouts/Themes/pink.json" "$root/SampleLayouts/Themes/pink.json"; then
    if bz "$tmp/ob2" "$tmp/build3.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec3.json"; then
        ran=$(executed "$tmp/exec3.json" | awk '{print $1, $3}' | sort | tr '\n' ',')
        expected="ThemifyIndex Themes.xcassets,ThemifyVariant Main-pink.storyboard,ThemifyVariant Profile-pink.xib,"
        if [ "$ran" = "$expected" ]; then
            pass "3. pink.json changed: 3 actions ran (Main-pink, Profile-pink, the nib map), the 4 others did not [$(summary "$tmp/build3.txt")]"
        else
            fail "3. pink.json changed: expected $expected ran: $ran"
        fi
        cp -RL "$work/bazel-bin/sample" "$tmp/bazel3"
        cli "$tmp/cli3" default metal pink
        same_as_cli "$tmp/bazel3" "$tmp/cli3" && pass "3. outputs after the change byte-identical to the CLI's" \
            || { fail "3. outputs after the change differ from the CLI's"; cat "$tmp/diff.txt"; }
        if bz "$tmp/ob3" "$tmp/build3b.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec3b.json"; then
            n=$(executed "$tmp/exec3b.json" | wc -l)
            [ "$n" -eq 0 ] && pass "3. after the change, a fresh output base runs nothing (4 old + 3 new entries in the disk cache)" \
                || { fail "3. after the change a fresh output base ran $n actions"; executed "$tmp/exec3b.json"; }
        else
            fail "3. fresh build after the change failed"; tail -30 "$tmp/build3b.txt"
        fi
    else
        fail "3. rebuild after the change failed"; tail -30 "$tmp/build3.txt"
    fi
else
    fail "3. could not change pink.json"
fi

# 4. Remote execution on BuildGrid.
as_postgres() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
remote_ready=0
if [ -z "$pgbin" ] || [ ! -x "$pgbin/postgres" ]; then
    fail "4. remote: no PostgreSQL server (apt-get install postgresql): BuildGrid's scheduler needs it"
elif ! "$bgpython" -c 'import buildgrid, psycopg2' 2>/dev/null; then
    fail "4. remote: $bgpython has no buildgrid and psycopg2 (pip install buildgrid==0.0.86 psycopg2-binary)"
else
    mkdir -p "$tmp/pg"
    [ "$(id -u)" -eq 0 ] && chown postgres "$tmp/pg"
    pgport=$(free_port)
    if as_postgres "$pgbin/initdb" -D "$tmp/pg/data" -A trust -U bgd >"$tmp/pg-init.txt" 2>&1 &&
        as_postgres "$pgbin/pg_ctl" -D "$tmp/pg/data" -l "$tmp/pg/log" -w -t 30 \
            -o "-k $tmp/pg -c listen_addresses= -p $pgport" start >"$tmp/pg-start.txt" 2>&1 &&
        as_postgres "$pgbin/createdb" -h "$tmp/pg" -p "$pgport" -U bgd bgd >>"$tmp/pg-start.txt" 2>&1; then
        port=$(free_port)
        cat >"$tmp/bgd.yml" <<EOF
server:
  - !channel
    address: 127.0.0.1:$port
    insecure-mode: true
authorization:
  method: none
instances:
  - name: main
    storages:
      - !lru-storage &cas
        size: 1024MB
    schedulers:
      - !sql-scheduler &state
        storage: *cas
        connection-string: postgresql://bgd@/bgd?host=$tmp/pg&port=$pgport
        automigrate: yes
    services:
      - !action-cache &ac
        storage: *cas
        max-cached-refs: 4096
        allow-updates: true
        cache-failed-actions: false
      - !execution
        action-cache: *ac
        scheduler: *state
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
EOF
        bgd_dir=$(dirname "$bgpython")
        timeout 600 "$bgpython" "$bgd_dir/bgd" server start "$tmp/bgd.yml" >"$tmp/bgd.log" 2>&1 &
        pids+=($!)
        timeout 600 "$bgpython" "$work/reapi/host_bot.py" --remote "127.0.0.1:$port" --instance main \
            --work "$tmp/bot" --max-seconds 590 --count-file "$tmp/bot-leases.txt" >"$tmp/bot.log" 2>&1 &
        pids+=($!)
        for _ in $(seq 120); do
            grep -q "^host_bot: session" "$tmp/bot.log" 2>/dev/null && remote_ready=1 && break
            sleep 0.5
        done
        [ "$remote_ready" -eq 1 ] || { fail "4. remote: BuildGrid or its worker did not come up in 60 s"; tail -20 "$tmp/bgd.log" "$tmp/bot.log"; }
    else
        fail "4. remote: PostgreSQL did not start"; cat "$tmp/pg-init.txt" "$tmp/pg-start.txt"
    fi
fi
if [ "$remote_ready" -eq 1 ]; then
    remote_flags=(--remote_executor="grpc://127.0.0.1:$port" --remote_instance_name=main --remote_timeout=120)
    if bz "$tmp/ob4" "$tmp/build4.txt" build //:sample "${remote_flags[@]}" --execution_log_json_file="$tmp/exec4.json"; then
        n=$(executed "$tmp/exec4.json" | grep -c ' remote ') leases=$(wc -l <"$tmp/bot-leases.txt" 2>/dev/null || echo 0)
        if [ "$n" -eq 7 ] && [ "$leases" -eq 7 ]; then
            pass "4. remote: 7 themify actions executed on BuildGrid's worker (7 leases) [$(summary "$tmp/build4.txt")]"
        else
            fail "4. remote: $n actions executed remotely, the worker took $leases leases (expected 7 and 7)"; executed "$tmp/exec4.json"
        fi
        cp -RL "$work/bazel-bin/sample" "$tmp/bazel4"
        same_as_cli "$tmp/bazel4" "$tmp/bazel3" && pass "4. remote outputs identical to the local build's" \
            || { fail "4. remote outputs differ from the local build's"; cat "$tmp/diff.txt"; }
        if bz "$tmp/ob5" "$tmp/build5.txt" build //:sample "${remote_flags[@]}" --execution_log_json_file="$tmp/exec5.json"; then
            n=$(executed "$tmp/exec5.json" | wc -l) h=$(hits "$tmp/exec5.json")
            [ "$n" -eq 0 ] && [ "$h" -eq 7 ] && pass "4. remote, fresh output base: 0 actions executed, 7 remote cache hits [$(summary "$tmp/build5.txt")]" \
                || { fail "4. remote, fresh output base: $n executed, $h hits (expected 0 and 7)"; executed "$tmp/exec5.json"; }
        else
            fail "4. second remote build failed"; tail -30 "$tmp/build5.txt"
        fi
        sed -i 's/<string>#22262C<\/string>/<string>#1E2228<\/string>/' "$tmp/src/SampleLayouts/Themes/metal.plist"
        if bz "$tmp/ob5" "$tmp/build6.txt" build //:sample "${remote_flags[@]}" --execution_log_json_file="$tmp/exec6.json"; then
            ran=$(executed "$tmp/exec6.json" | awk '{print $1, $3}' | sort | tr '\n' ',')
            expected="ThemifyIndex Themes.xcassets,ThemifyVariant Main-metal.storyboard,ThemifyVariant Profile-metal.xib,"
            [ "$ran" = "$expected" ] && pass "4. remote, metal.plist changed: only Main-metal, Profile-metal and the nib map executed remotely [$(summary "$tmp/build6.txt")]" \
                || { fail "4. remote, metal.plist changed: expected $expected ran: $ran"; }
            cp -RL "$work/bazel-bin/sample" "$tmp/bazel6"
            cli "$tmp/cli6" default metal pink
            same_as_cli "$tmp/bazel6" "$tmp/cli6" && pass "4. remote outputs after the change byte-identical to the CLI's" \
                || { fail "4. remote outputs after the change differ from the CLI's"; cat "$tmp/diff.txt"; }
        else
            fail "4. remote rebuild after the change failed"; tail -30 "$tmp/build6.txt"
        fi
    else
        fail "4. remote build failed"; tail -30 "$tmp/build4.txt"; tail -20 "$tmp/bgd.log" "$tmp/bot.log"
    fi
fi

# 5. A parent the rule is not told about fails the build; declared, it builds as the CLI does.
mkdir -p "$tmp/src/SampleLayouts/Assets.xcassets/BrandColor.colorset"
cat >"$tmp/src/SampleLayouts/Assets.xcassets/Contents.json" <<'EOF'
{
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}
EOF
cat >"$tmp/src/SampleLayouts/Assets.xcassets/BrandColor.colorset/Contents.json" <<'EOF'
{
  "colors" : [
    {
      "color" : {
        "color-space" : "srgb",
        "components" : {
          "alpha" : "1.000",
          "blue" : "0x5B",
          "green" : "0x18",
          "red" : "0xC2"
        }
      },
      "idiom" : "universal"
    }
  ],
  "info" : {
    "author" : "xcode",
    "version" : 1
  }
}
EOF
cat >"$tmp/src/SampleLayouts/Themes/dusk.json" <<'EOF'
{
  "$extends": "pink",
  "cardBackground": "asset:BrandColor",
  "primaryHeadingColor": {"light": "#1B1F24", "dark": "#ECEFF1"},
  "screenBackground": {"light": "#FFFFFF", "dark": "#000000", "highContrastDark": "#101010"}
}
EOF
if bz "$tmp/ob2" "$tmp/build7.txt" build //:sample "${local_flags[@]}"; then
    fail "5. dusk extends pink without extends = {...}: the build should fail"
elif grep -q "pink" "$tmp/build7.txt"; then
    pass "5. an undeclared \$extends parent fails the build: $(grep -m1 -o "error: .*" "$tmp/build7.txt" | cut -c1-150)"
else
    fail "5. the build failed, but not on the undeclared parent"; tail -20 "$tmp/build7.txt"
fi
sed -i 's/^    themes = \["@sample_layouts\/\/:themes"\],/    themes = ["@sample_layouts\/\/:themes"],\n    extends = {"dusk": "pink"},/' "$work/BUILD.bazel"
if bz "$tmp/ob2" "$tmp/build8.txt" build //:sample "${local_flags[@]}"; then
    cp -RL "$work/bazel-bin/sample" "$tmp/bazel8"
    cli "$tmp/cli8" default dusk metal pink
    if same_as_cli "$tmp/bazel8" "$tmp/cli8" && [ -f "$tmp/bazel8/Themes.xcassets/dusk/screenBackground.colorset/Contents.json" ]; then
        pass "5. extends = {\"dusk\": \"pink\"} and an asset catalog: variants, nib map and color sets byte-identical to the CLI's ($(cd "$tmp/bazel8" && find . -type f | wc -l) files)"
    else
        fail "5. with dusk declared, outputs differ from the CLI's"; cat "$tmp/diff.txt"
    fi
else
    fail "5. build with dusk declared failed"; tail -20 "$tmp/build8.txt"
fi

# 6. Another themify binary (the same program with one byte more): every action runs again.
cp "$themify" "$tmp/themify-other" && printf '\n' >>"$tmp/themify-other"
if THEMIFY_TOOL=$tmp/themify-other bz "$tmp/ob2" "$tmp/build9.txt" build //:sample "${local_flags[@]}" --execution_log_json_file="$tmp/exec9.json"; then
    n=$(executed "$tmp/exec9.json" | wc -l) h=$(hits "$tmp/exec9.json")
    cp -RL "$work/bazel-bin/sample" "$tmp/bazel9"
    if [ "$n" -eq 9 ] && [ "$h" -eq 0 ] && same_as_cli "$tmp/bazel9" "$tmp/bazel8"; then
        pass "6. another themify binary: all 9 actions ran again (its bytes are an input), outputs unchanged"
    else
        fail "6. another themify binary: $n actions ran, $h cache hits (expected 9 and 0)"; cat "$tmp/diff.txt"
    fi
else
    fail "6. build with another themify binary failed"; tail -20 "$tmp/build9.txt"
fi

finish
