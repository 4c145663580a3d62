"""The audit's self-test: probe sources compiled against the package's built modules into an
index store of their own, audited at minimums below what the probes use; every expectation
is checked and counted."""
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import audit  # noqa: E402

# Each `// expect: SYMBOL` line must be reported (for every platform given); each
# `// clean` line must not be. The symbols are matched against the report's 'SYMBOL'.
UNGUARDED = r'''
import Foundation
import ThemeKit
import {shim}

public struct Probe {
    public func uses() {
        let wide: UInt128 = 1 // expect: UInt128
        _ = wide
        let inline: InlineArray<3, Int> = [1, 2, 3] // expect: InlineArray
        _ = inline
        let style = Date.ISO8601FormatStyle() // expect: Date.ISO8601FormatStyle
        _ = style
        let plain = UIButton.Configuration.plain() // expect: UIButton.Configuration.plain()
        _ = plain
        if #available(macOS 26, iOS 26, tvOS 26, macCatalyst 26, *) {
            _ = "}" // a brace in a string does not end the guarded block
        }
        let late: UInt128 = 2 // expect: UInt128
        _ = late
        #if os(Linux)
        let linuxOnly: UInt128 = 3 // clean (compiled only on Linux)
        _ = linuxOnly
        #endif
    }
}

#if canImport(CryptoKit)
import CryptoKit

func appleOnly() {
    _ = SHA256.hash(data: Data()) // expect: SHA256
    _ = P256.Signing.PrivateKey() // unlisted: P256
}
#endif
'''

GUARDED = r'''
import Foundation
import ThemeKit
import {shim}

public struct GuardedProbe {
    public func ifAvailable() {
        if #available(macOS 26, iOS 26, tvOS 26, macCatalyst 26, *) {
            let wide: UInt128 = 1 // clean
            let inline: InlineArray<3, Int> = [1, 2, 3] // clean
            /* a { in a comment */ let style = Date.ISO8601FormatStyle() // clean
            let plain = UIButton.Configuration.plain() // clean
            _ = (wide, inline, style, plain, "{")
        }
    }

    public func guardAvailable() {
        guard #available(macOS 26, iOS 26, tvOS 26, macCatalyst 26, *) else { return }
        let wide: UInt128 = 1 // clean
        let inline: InlineArray<3, Int> = [1, 2, 3] // clean
        let style = Date.ISO8601FormatStyle() // clean
        _ = (wide, inline, style)
    }

    @available(macOS 26, iOS 26, tvOS 26, macCatalyst 26, *)
    public func attributed() -> UInt128 { // clean
        let inline: InlineArray<3, Int> = [1, 2, 3] // clean
        _ = (inline, Date.ISO8601FormatStyle()) // clean
        return 1
    }
}

@available(macOS, introduced: 26)
@available(iOS, introduced: 26)
@available(tvOS, introduced: 26)
@available(macCatalyst, introduced: 26)
extension GuardedProbe {
    func inExtension() -> UInt128 { 1 } // clean
    var style: Date.ISO8601FormatStyle { .init() } // clean
}

#if canImport(CryptoKit)
import CryptoKit

@available(macOS 10.15, iOS 13, tvOS 13, macCatalyst 13, *)
func appleOnlyGuarded() {
    _ = SHA256.hash(data: Data()) // clean
}
#endif
'''

MINIMUMS = ["macOS=10.14", "iOS=12", "tvOS=12", "macCatalyst=13"]


def main(options):
    started = time.time()
    root = os.path.realpath(options.package_path)
    bin_dir = audit.find_bin_dir(root, options.bin_path)
    cache_dir = os.path.join(root, ".build", "availability-audit")
    description = audit.package_description(root, cache_dir)
    shims = sorted(audit.linux_only_targets(description))
    modules_dir = os.path.join(bin_dir, "Modules")
    shim = next((m for m in shims if os.path.exists(os.path.join(modules_dir, m + ".swiftmodule"))), None)
    app_module = "ThemeKit" if os.path.exists(os.path.join(modules_dir, "ThemeKit.swiftmodule")) else None
    for candidate in ("ThemifyRuntime",):
        if os.path.exists(os.path.join(modules_dir, candidate + ".swiftmodule")):
            app_module = candidate
    passed, failed = [0], [0]

    def expect(condition, what):
        if condition:
            passed[0] += 1
            print("PASS: " + what)
        else:
            failed[0] += 1
            print("FAIL: " + what)

    if not shim or not app_module:
        expect(False, "the build has the app-side module and a Linux-only UIKit-shaped module (run `swift build --build-tests`)")
        print("%d passed, %d failed" % (passed[0], failed[0]))
        return 1

    work = os.path.join(cache_dir, "selftest")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    sources = {}
    for name, template in (("ProbeUnguarded.swift", UNGUARDED), ("ProbeGuarded.swift", GUARDED)):
        text = template.replace("import ThemeKit", "import " + app_module).replace("{shim}", shim)
        path = os.path.join(work, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.lstrip("\n"))
        sources[name] = path
    # One index store per probe: a `-typecheck` unit is named after its (absent) output file.
    arguments = audit.compile_arguments(bin_dir).get(app_module, ["-I", modules_dir])
    stores, processes = {}, []
    for name, path in sources.items():
        stores[path] = os.path.join(work, "index-" + name)
        command = ["swiftc", "-typecheck", "-index-store-path", stores[path], "-index-ignore-system-modules",
                   "-module-name", "AvailabilityProbe", "-swift-version", "6", "-I", modules_dir] + arguments + [path]
        processes.append((name, subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
    for name, process in processes:
        _out, err = process.communicate()
        expect(process.returncode == 0, "%s type-checks against the built %s and %s%s" % (name, app_module, shim, "" if process.returncode == 0 else ":\n" + err))
        if process.returncode != 0:
            print("%d passed, %d failed" % (passed[0], failed[0]))
            return 1

    def run_audit(files, minimums):
        args = [sys.executable, os.path.join(HERE, "audit.py"), "--package-path", root]
        for f in files:
            args += ["--index-store", stores[f]]
        if options.bin_path:
            args += ["--bin-path", options.bin_path]
        for f in files:
            args += ["--only", f]
        for m in minimums:
            args += ["--minimum", m]
        return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    findings_line = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")

    def parse(output):
        rows = []
        for line in output.splitlines():
            m = findings_line.match(line)
            if m:
                rows.append((os.path.basename(m.group(1)), int(m.group(2)), m.group(4)))
        return rows

    # (a)-(c) and the shim: unguarded uses fail, naming the probe's file and line.
    bad = run_audit([sources["ProbeUnguarded.swift"]], MINIMUMS)
    rows = parse(bad.stdout)
    expect(bad.returncode == 1, "the audit exits 1 on the unguarded probe (exit %d)" % bad.returncode)
    with open(sources["ProbeUnguarded.swift"], encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, 1):
        m = re.search(r"// expect: (\S+)", line)
        if m:
            symbol = m.group(1)
            for platform in ("macOS", "iOS", "tvOS", "macCatalyst"):
                if symbol == "SHA256" and platform != "macOS":
                    continue   # CryptoKit is iOS/tvOS/Mac Catalyst 13, at or below those minimums
                if symbol.startswith("UI") and platform == "macOS":
                    continue   # UIKit's availability names iOS, tvOS (and so Mac Catalyst), not macOS
                hit = [r for r in rows if r[0] == "ProbeUnguarded.swift" and r[1] == number and
                       ("'%s' is only available in %s " % (symbol, platform)) in r[2]]
                expect(hit, "ProbeUnguarded.swift:%d: '%s' reported for %s" % (number, symbol, platform))
        m = re.search(r"// unlisted: (\S+)", line)
        if m:
            hit = [r for r in rows if r[1] == number and "'%s' in code only Apple platforms compile" % m.group(1) in r[2]]
            expect(hit, "ProbeUnguarded.swift:%d: '%s' from CryptoKit, missing from the table, fails the audit" % (number, m.group(1)))
        if "// clean" in line:
            hit = [r for r in rows if r[1] == number]
            expect(not hit, "ProbeUnguarded.swift:%d: nothing reported inside #if os(Linux)%s" % (number, "" if not hit else ": " + str(hit)))
    # (d) the same uses under #available / @available: clean.
    good = run_audit([sources["ProbeGuarded.swift"]], MINIMUMS)
    rows = parse(good.stdout)
    expect(good.returncode == 0, "the audit exits 0 on the guarded probe (exit %d)%s" % (good.returncode, "" if good.returncode == 0 else ":\n" + good.stdout))
    with open(sources["ProbeGuarded.swift"], encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    clean = [n for n, line in enumerate(lines, 1) if "// clean" in line]
    expect(clean and not rows, "no finding on the %d guarded lines of ProbeGuarded.swift" % len(clean))
    # The minimums matter: at the probes' own versions the unguarded probe's stdlib uses pass.
    high = run_audit([sources["ProbeUnguarded.swift"]], ["macOS=26", "iOS=26", "tvOS=26", "macCatalyst=26"])
    rows = parse(high.stdout)
    expect(not [r for r in rows if "is only available" in r[2]],
           "at macOS/iOS/tvOS/Mac Catalyst 26 nothing in the unguarded probe is too new")
    print("self-test took %.1f s" % (time.time() - started))
    print("%d passed, %d failed" % (passed[0], failed[0]))
    return 0 if failed[0] == 0 else 1
