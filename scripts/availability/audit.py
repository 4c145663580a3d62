"""The availability audit (see scripts/availability-audit for what is audited how)."""
import argparse
import glob
import hashlib
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import indexstore  # noqa: E402
import swiftsource  # noqa: E402
import symbolgraphs  # noqa: E402
from swiftsource import APPLE_PLATFORMS, INFINITE, PLATFORM_SPELLINGS  # noqa: E402

# SwiftPM's deployment target for an Apple platform Package.swift does not name; only macOS is
# audited by default when undeclared (the command-line tool and the tests build for it).
SWIFTPM_DEFAULTS = {"macOS": (10, 13, 0), "macCatalyst": (13, 0, 0), "iOS": (12, 0, 0), "tvOS": (12, 0, 0),
                    "watchOS": (4, 0, 0), "visionOS": (1, 0, 0)}
DUMP_PLATFORMS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
                  "visionos": "visionOS", "maccatalyst": "macCatalyst"}
NON_APPLE_CONDITIONS = {"linux", "windows", "android", "wasi", "openbsd", "freebsd"}
# Modules that exist on Apple platforms (for `canImport` in an Apple compilation).
APPLE_MODULES_ALL = {"Darwin", "Foundation", "Dispatch", "ObjectiveC", "CryptoKit", "Combine", "SwiftUI", "os",
                     "CoreFoundation", "CoreGraphics", "CoreText", "QuartzCore", "ImageIO", "Security",
                     "Network", "XCTest", "Testing", "Synchronization", "Observation", "_Concurrency",
                     "_StringProcessing", "RegexBuilder", "Distributed", "OSLog", "UniformTypeIdentifiers",
                     "CoreImage", "Metal", "AVFoundation", "CoreData", "CoreServices", "MachO", "SwiftData"}
APPLE_MODULES_BY_PLATFORM = {"UIKit": {"iOS", "tvOS", "visionOS", "macCatalyst"},
                             "AppKit": {"macOS"}, "WatchKit": {"watchOS"}, "Cocoa": {"macOS"},
                             "MobileCoreServices": {"iOS", "tvOS", "watchOS", "macCatalyst", "visionOS"}}
LINUX_ONLY_MODULES = {"Glibc", "Musl", "Bionic", "WinSDK", "Android", "WASILibc", "FoundationNetworking",
                      "FoundationXML", "CRT", "ucrt"}
SWIFT_KEYWORDS = set("""associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var break case catch
continue default defer do else fallthrough for guard if in repeat return throw switch where while Any as await
catch false is nil self Self super throws true try async some any final override mutating nonmutating lazy weak
unowned required convenience dynamic optional indirect nonisolated isolated package consuming borrowing
get set willSet didSet newValue oldValue error _ actor macro each repeat sending Type Protocol""".split())


def norm(version):
    """A version as a 3-tuple, so that 13 == 13.0 == 13.0.0."""
    if version is None:
        return None
    version = tuple(version)
    if version == INFINITE:
        return version
    return (version + (0, 0, 0))[:3]


def log(message):
    print("availability-audit: " + message, file=sys.stderr)


def fmt(version):
    if version == INFINITE:
        return "(never)"
    parts = list(version)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(p) for p in parts)


# -- package facts ---------------------------------------------------------------------------

def package_description(root, cache_dir):
    manifest = os.path.join(root, "Package.swift")
    with open(manifest, "rb") as handle:
        key = hashlib.sha1(handle.read()).hexdigest()[:16]
    cache_file = os.path.join(cache_dir, "package-%s.json" % key)
    if os.path.exists(cache_file):
        with open(cache_file, encoding="utf-8") as handle:
            return json.load(handle)
    result = subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise SystemExit("availability-audit: `swift package dump-package` failed:\n" + result.stderr)
    description = json.loads(result.stdout)
    description["_linuxOnlyProducts"] = sorted(linux_only_products(manifest))
    os.makedirs(cache_dir, exist_ok=True)
    with open(cache_file, "w", encoding="utf-8") as handle:
        json.dump(description, handle)
    return description


def target_directories(root, description):
    directories = {}
    for target in description["targets"]:
        if target.get("path"):
            path = target["path"]
        else:
            base = {"test": "Tests", "plugin": "Plugins", "macro": "Sources"}.get(target["type"], "Sources")
            path = os.path.join(base, target["name"])
        directories[target["name"]] = os.path.normpath(os.path.join(root, path))
    return directories


def linux_only_products(manifest):
    """Names of products the manifest adds only under `#if os(Linux)`."""
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    names = set()
    for block in re.findall(r"^#if os\(Linux\)\s*$(.*?)^#endif", text, flags=re.S | re.M):
        names.update(re.findall(r"\.library\(\s*name:\s*\"([^\"]+)\"", block))
    return names


def linux_only_targets(description):
    """Targets every dependent reaches only under `.when(platforms: [.linux, ...])` without an
    Apple platform, and that no product exports: not compiled for Apple platforms."""
    edges = {}
    for target in description["targets"]:
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    name, condition = dependency[kind][0], dependency[kind][-1] if len(dependency[kind]) > 1 else None
                    platforms = set((condition or {}).get("platformNames") or []) if isinstance(condition, dict) else set()
                    edges.setdefault(name, []).append(platforms)
    # A product declared only inside `#if os(Linux)` in the manifest (the UIKit shim's, for the
    # sample package) does not exist when SwiftPM reads the manifest on a Mac: it exports nothing
    # there, though `dump-package` on Linux lists it.
    linux_products = description.get("_linuxOnlyProducts", set())
    exported = {t for product in description.get("products", []) if product["name"] not in linux_products
                for t in product.get("targets", [])}
    result = set()
    for name, conditions in edges.items():
        if name in exported:
            continue
        if conditions and all(c and c <= NON_APPLE_CONDITIONS for c in conditions):
            result.add(name)
    return result


def minimums(description, overrides):
    declared = {}
    for platform in description.get("platforms", []):
        name = DUMP_PLATFORMS.get(platform["platformName"].lower())
        if name:
            declared[name] = (swiftsource.parse_version(platform["version"]), "declared")
    if "macOS" not in declared:
        declared["macOS"] = (SWIFTPM_DEFAULTS["macOS"], "default")
    for item in overrides:
        platform, _, version = item.partition("=")
        name = PLATFORM_SPELLINGS.get(platform.strip())
        parsed = swiftsource.parse_version(version)
        if not name or not parsed:
            raise SystemExit("availability-audit: --minimum takes PLATFORM=VERSION (macOS=13, iOS=16, tvOS=16, macCatalyst=16, watchOS=9, visionOS=1), not %r" % item)
        declared[name] = (parsed, "option")
    return declared


def describe_minimum(platform, entry):
    version, origin = entry
    if origin == "default":
        return "%s %s (Package.swift names no %s minimum; SwiftPM's default)" % (platform, fmt(version), platform)
    if origin == "option":
        return "%s %s (--minimum)" % (platform, fmt(version))
    return "%s %s" % (platform, fmt(version))


# -- `#if` contexts --------------------------------------------------------------------------

def condition_contexts(platforms, package_modules, linux_only, toolchain_modules, flags):
    def apple_import(platform):
        def can_import(module):
            if module in APPLE_MODULES_BY_PLATFORM:
                return platform in APPLE_MODULES_BY_PLATFORM[module]
            if module in linux_only or module in LINUX_ONLY_MODULES:
                return False
            if module in APPLE_MODULES_ALL or module in package_modules:
                return True
            return None
        return can_import

    def linux_import(module):
        if module in package_modules or module in toolchain_modules or module in LINUX_ONLY_MODULES:
            return module not in {"WinSDK", "Android", "Bionic", "WASILibc", "Musl", "CRT", "ucrt"}
        if module in APPLE_MODULES_ALL or module in APPLE_MODULES_BY_PLATFORM:
            return False
        return None

    def flag(name):
        if name in flags:
            return True
        return False

    contexts = {p: swiftsource.ConditionContext(p, apple_import(p), flag) for p in platforms}
    linux = swiftsource.ConditionContext("Linux", linux_import, flag)
    return contexts, linux


class FileFacts:
    """A parsed source file: `#if` segments and availability coverage."""

    def __init__(self, path, contexts, linux):
        with open(path, encoding="utf-8", errors="replace") as handle:
            self.source = swiftsource.SourceFile(handle.read())
        self.path = path
        self.segments = swiftsource.condition_segments(self.source)
        self.coverage = swiftsource.availability_coverage(self.source)
        self.contexts = contexts
        self.linux = linux
        self._caches = {}

    def active(self, pos, platform):
        context = self.linux if platform == "Linux" else self.contexts[platform]
        cache = self._caches.setdefault(platform, {})
        value = True
        for start, end, terms in self.segments:
            if start <= pos < end:
                value = swiftsource._and(value, swiftsource.segment_value(terms, context, cache))
        return value


# -- the Apple-only table ----------------------------------------------------------------------

def load_table(path):
    entries = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 2)
            if len(parts) < 3:
                raise SystemExit("%s:%d: expected `MODULE SYMBOL AVAILABILITY`" % (path, number))
            module, symbol, availability = parts
            platforms = swiftsource.parse_availability_arguments(availability.split(","))
            components = re.sub(r"\(.*?\)", "", symbol).split(".")
            entries.append({"module": module, "symbol": symbol, "components": components, "platforms": platforms, "line": number})
    return entries


# -- main ----------------------------------------------------------------------------------------

def find_bin_dir(root, explicit):
    if explicit:
        return os.path.abspath(explicit)
    candidate = os.path.join(root, ".build", "debug")
    if os.path.isdir(os.path.join(candidate, "index", "store")):
        return os.path.realpath(candidate)
    for candidate in sorted(glob.glob(os.path.join(root, ".build", "*", "debug"))):
        if os.path.isdir(os.path.join(candidate, "index", "store")):
            return candidate
    raise SystemExit("availability-audit: no index store under %s/.build (run `swift build --build-tests` first)" % root)


def compile_arguments(bin_dir):
    """Per module, the -I/-Xcc/-F search paths of its compile command in SwiftPM's manifest."""
    manifest = os.path.join(os.path.dirname(os.path.dirname(bin_dir)), "debug.yaml")
    if not os.path.exists(manifest):
        manifest = os.path.join(os.path.dirname(bin_dir), "debug.yaml")
    result = {}
    if not os.path.exists(manifest):
        return result
    with open(manifest, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line.startswith("args: [") or '"-module-name"' not in line:
                continue
            try:
                args = json.loads(line[len("args: "):])
            except ValueError:
                continue
            module = args[args.index("-module-name") + 1]
            if "-emit-module-path" in args and "Modules-tool" in args[args.index("-emit-module-path") + 1]:
                continue
            keep = []
            k = 0
            while k < len(args):
                if args[k] in ("-I", "-F", "-Xcc", "-module-cache-path") and k + 1 < len(args):
                    keep += [args[k], args[k + 1]]
                    k += 2
                    continue
                if args[k].startswith(("-I", "-F")) and len(args[k]) > 2:
                    keep.append(args[k])
                k += 1
            result[module] = keep
    return result


def run(argv):
    parser = argparse.ArgumentParser(prog="scripts/availability-audit")
    parser.add_argument("--package-path", default=os.path.dirname(os.path.dirname(HERE)))
    parser.add_argument("--bin-path", help="SwiftPM's debug bin directory (default: .build/debug)")
    parser.add_argument("--index-store", action="append", default=[], help="an index store to read (default: the build's); repeatable")
    parser.add_argument("--minimum", action="append", default=[], metavar="PLATFORM=VERSION",
                        help="override (or add) a deployment minimum, e.g. --minimum iOS=16")
    parser.add_argument("--only", action="append", default=[], metavar="PATH",
                        help="report only on these files (the self-test's probe)")
    parser.add_argument("--no-package-symbol-graphs", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--self-test", action="store_true", help="run the audit's own self-test and exit")
    options = parser.parse_args(argv)
    if options.self_test:
        import selftest
        return selftest.main(options)

    started = time.time()
    root = os.path.realpath(options.package_path)
    cache_dir = os.path.join(root, ".build", "availability-audit")
    verbose = log if options.verbose else (lambda _message: None)
    description = package_description(root, cache_dir)
    platforms = minimums(description, options.minimum)
    bin_dir = find_bin_dir(root, options.bin_path)
    directories = target_directories(root, description)
    linux_only = linux_only_targets(description)
    skipped_directories = [directories[t] for t in linux_only if t in directories]
    package_modules = set(directories)
    only = {os.path.realpath(p) for p in options.only}

    # Availability of everything the code can reference.
    symbols, names = symbolgraphs.toolchain_availability(cache_dir, log)
    toolchain_modules = set(symbolgraphs.TOOLCHAIN_MODULES)
    symbols = dict(symbols)
    if not options.no_package_symbol_graphs:
        modules_dir = os.path.join(bin_dir, "Modules")
        arguments = compile_arguments(bin_dir)
        built = []
        for path in sorted(glob.glob(os.path.join(modules_dir, "*.swiftmodule"))):
            module = os.path.basename(path)[:-len(".swiftmodule")]
            if module in directories and not [t for t in description["targets"] if t["name"] == module and t["type"] == "test"]:
                built.append((module, path))
        package_symbols, package_names = symbolgraphs.package_availability(
            cache_dir, built, lambda m: ["-I", modules_dir] + arguments.get(m, []), verbose)
        symbols.update(package_symbols)
        names |= package_names

    # The index: every unit of the package's own sources.
    stores = options.index_store or [os.path.join(bin_dir, "index", "store")]
    occurrences = {}   # path -> set of (usr, name, roles, line, column)
    for store_path in stores:
        store = indexstore.IndexStore(store_path)
        seen_records = set()
        for unit_name in store.unit_names():
            unit = store.unit(unit_name)
            if not unit or unit[2] or not unit[0]:
                continue
            for record, source in unit[3]:
                if record in seen_records:
                    continue
                seen_records.add(record)
                source = os.path.realpath(source)
                if not source.startswith(root + os.sep) or source.startswith(os.path.join(root, ".build") + os.sep):
                    if not (only and source in only):
                        continue
                if any(source.startswith(d + os.sep) for d in skipped_directories):
                    continue
                if not os.path.exists(source):
                    continue   # a unit left over from a file since deleted
                occurrences.setdefault(source, set()).update(store.occurrences(record))
    verbose("read %d files' occurrences from %s" % (len(occurrences), ", ".join(stores)))

    flags = {"SWIFT_PACKAGE", "DEBUG"}
    contexts, linux = condition_contexts(platforms, package_modules, linux_only, toolchain_modules, flags)
    facts_cache = {}

    def facts(path):
        if path not in facts_cache:
            facts_cache[path] = FileFacts(path, contexts, linux)
        return facts_cache[path]

    # The project's own declarations: availability from the `@available` around each
    # definition (its own, its type's or extension's), for private ones too.
    for path, items in occurrences.items():
        with open(path, encoding="utf-8", errors="replace") as handle:
            if "@available" not in handle.read():
                continue
        file_facts = facts(path)
        for usr, name, roles, line, column in items:
            if not roles & (indexstore.ROLE_DEFINITION | indexstore.ROLE_DECLARATION):
                continue
            entries = {}
            for platform in platforms:
                v = file_facts.coverage.version((line, column), platform)
                if v is not None:
                    entries[platform] = v
            # Only attribute-derived coverage counts for a declaration, not #available.
            entries = {}
            for start, end, spec, origin in file_facts.coverage.ranges:
                if origin == "@available" and start <= (line, column) < end:
                    for platform in platforms:
                        v = swiftsource.entry_for(spec, platform)
                        if v is not None and (platform not in entries or v > entries[platform]):
                            entries[platform] = v
            if entries:
                known = symbols.get(usr)
                merged = {"name": known["name"] if known else name, "platforms": dict(known["platforms"]) if known else {}}
                for platform, v in entries.items():
                    old = merged["platforms"].get(platform)
                    if v == INFINITE:
                        merged["platforms"][platform] = [None, None, True]
                    elif old is None or (old[0] is not None and tuple(v) > tuple(old[0])):
                        merged["platforms"][platform] = [list(v), None, False]
                symbols[usr] = merged
            names.add(name.split("(")[0])

    # Check every reference.
    findings = []
    checked = 0
    checked_symbols = set()
    for path, items in occurrences.items():
        if only and path not in only:
            continue
        relevant = []
        for usr, name, roles, line, column in items:
            # Only what the source spells out: implicit references (macro expansions, the
            # iterator calls of `for await`, ...) are the compiler's choice per deployment target.
            if not roles & indexstore.ROLE_REFERENCE or roles & indexstore.ROLE_IMPLICIT:
                continue
            checked += 1
            checked_symbols.add(usr)
            known = symbols.get(usr)
            if known:
                relevant.append((usr, name, line, column, known))
        if not relevant:
            continue
        file_facts = facts(path)
        for usr, name, line, column, known in relevant:
            pos = (line, column)
            for platform, (minimum, _origin) in platforms.items():
                entry = known["platforms"].get(platform)
                if entry is None and platform == "macCatalyst":
                    entry = known["platforms"].get("iOS")
                if entry is None:
                    continue
                introduced, obsoleted, unavailable = entry
                introduced = tuple(introduced) if introduced else None
                obsoleted = tuple(obsoleted) if obsoleted else None
                problem = None
                if unavailable:
                    problem = "unavailable"
                elif obsoleted and tuple(minimum) >= obsoleted:
                    problem = "obsoleted"
                elif introduced and introduced > tuple(minimum):
                    problem = "introduced"
                if not problem:
                    continue
                # An older overload of the same name (in the same type; of any type for an
                # operator) is what Apple's compiler picks at this deployment target.
                if problem == "introduced" and ("always:" + known["name"] in names or
                                                "always:op:" + known["name"].split(".")[-1] in names):
                    continue
                if file_facts.active(pos, platform) is False:
                    continue
                guarded = file_facts.coverage.version(pos, platform)
                if problem == "introduced" and guarded is not None and guarded >= introduced:
                    continue
                if problem != "introduced" and guarded == INFINITE:
                    continue
                findings.append((path, line, column, known["name"] or name, platform, problem,
                                 introduced or obsoleted, platforms[platform]))

    # Code only Apple platforms compile: the checked-in table, matched textually.
    table_path = os.path.join(HERE, "apple-only-symbols.txt")
    table = load_table(table_path)
    table_names = {}
    for entry in table:
        table_names.setdefault(entry["components"][-1], []).append(entry)
    apple_files = 0
    for path in (sorted(only) if only else swift_files(root, directories, skipped_directories)):
        with open(path, encoding="utf-8", errors="replace") as handle:
            if "#if" not in handle.read():
                continue
        file_facts = facts(path)
        if audit_apple_only(file_facts, platforms, table_names, names, findings, table_path):
            apple_files += 1

    # Report.
    unique = sorted(set(findings), key=lambda f: (f[0], f[1], f[2], f[4], f[3]))
    for path, line, column, symbol, platform, problem, version, minimum in unique:
        relative = os.path.relpath(path, root) if path.startswith(root + os.sep) else path
        declared = describe_minimum(platform, minimum) if minimum else ""
        if problem == "introduced":
            print("%s:%d:%d: error: '%s' is only available in %s %s or newer; the package declares %s (no if #available / @available covers this use)"
                  % (relative, line, column, symbol, platform, fmt(version), declared))
        elif problem == "obsoleted":
            print("%s:%d:%d: error: '%s' is obsoleted in %s %s; the package declares %s (no @available(%s, unavailable) declaration covers this use)"
                  % (relative, line, column, symbol, platform, fmt(version), declared, platform))
        elif problem == "unavailable":
            print("%s:%d:%d: error: '%s' is unavailable in %s; the package declares %s (no @available(%s, unavailable) declaration covers this use)"
                  % (relative, line, column, symbol, platform, declared, platform))
        else:
            print("%s:%d:%d: error: %s" % (relative, line, column, symbol))
    elapsed = time.time() - started
    summary = ("%d occurrences of %d symbols in %d files checked (and %d file(s) of Apple-only code against %s) for %s in %.1f s"
               % (checked, len(checked_symbols), len(occurrences), apple_files, os.path.relpath(table_path, root),
                  ", ".join(describe_minimum(p, e) for p, e in sorted(platforms.items())), elapsed))
    if unique:
        print("availability-audit: %d finding(s) in %d file(s); %s" % (len(unique), len({f[0] for f in unique}), summary))
        return 1
    print("availability-audit: OK: " + summary)
    return 0


def swift_files(root, directories, skipped):
    seen = set()
    for directory in sorted(set(directories.values())):
        if any(directory == s or directory.startswith(s + os.sep) for s in skipped):
            continue
        for path in glob.glob(os.path.join(directory, "**", "*.swift"), recursive=True):
            path = os.path.realpath(path)
            if path not in seen and "/.build/" not in path:
                seen.add(path)
                yield path


def audit_apple_only(file_facts, platforms, table_names, known_names, findings, table_path):
    """Textual audit of the parts of a file that Linux does not compile but an Apple platform
    does. Returns whether the file has such code."""
    source = file_facts.source
    tokens = source.tokens
    apple_tokens = []
    attribute_ends = -1
    for token in tokens:
        # The arguments of `@available(...)` / `#available(...)` name platforms, not APIs.
        if token.index + 1 < len(tokens) and tokens[token.index + 1].text == "(" and (
                token.text in ("#available", "#unavailable") or
                (token.text == "available" and token.index > 0 and tokens[token.index - 1].text == "@")):
            attribute_ends = max(attribute_ends, source.match.get(token.index + 1, token.index))
        if token.kind != "id" or token.index <= attribute_ends:
            continue
        if file_facts.active(token.pos, "Linux") is not False:
            continue
        active_platforms = [p for p in platforms if file_facts.active(token.pos, p) is not False]
        if active_platforms:
            apple_tokens.append((token, active_platforms))
    if not apple_tokens:
        return False
    # Modules imported by Apple-only code that do not exist on Linux: names there must be known.
    apple_modules = set()
    declared = set()
    for token, _ in apple_tokens:
        i = token.index
        if token.text == "import" and i + 1 < len(tokens):
            module = tokens[i + 1].text
            if file_facts.linux.can_import(module) is not True:
                apple_modules.add(module)
        if token.text in ("let", "var", "func", "enum", "struct", "class", "actor", "protocol", "typealias", "case", "for", "associatedtype") and i + 1 < len(tokens):
            declared.add(tokens[i + 1].text)
    # Parameter names: identifiers before ':' inside a func/init signature's parentheses, and
    # closure parameters before `in`.
    for token, _ in apple_tokens:
        i = token.index
        if token.text in ("func", "init", "subscript"):
            k = i + 1
            while k < len(tokens) and tokens[k].text != "(":
                k += 1
            close = source.match.get(k)
            if close:
                for t in tokens[k + 1:close]:
                    if t.kind == "id":
                        declared.add(t.text)
        if token.text == "in":
            k = i - 1
            while k >= 0 and tokens[k].text != "{":
                if tokens[k].kind == "id":
                    declared.add(tokens[k].text)
                k -= 1
    for token, active_platforms in apple_tokens:
        i = token.index
        text = token.text.strip("`")
        previous = tokens[i - 1] if i > 0 else None
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if text in SWIFT_KEYWORDS or text.startswith("#") or text.startswith("$"):
            continue
        if previous is not None and previous.text in ("import", "@"):
            continue   # a module's name, or an attribute (`@_exported`, `@MainActor` are the language's)
        else:
            chain = [text]
            k = i
            while k >= 2 and tokens[k - 1].text == "." and tokens[k - 2].kind == "id":
                chain.insert(0, tokens[k - 2].text)
                k -= 2
            if k >= 1 and tokens[k - 1].text == ".":
                chain.insert(0, None)   # `.member` on an expression
        matches = []
        for entry in table_names.get(text, []):
            components = entry["components"]
            explicit = [c for c in chain if c is not None]
            if chain[0] is None or len(explicit) == 1:
                matches.append(entry)   # a member or an unqualified name: match the last component
            elif components[-len(explicit):] == explicit:
                matches.append(entry)
        is_label = following is not None and following.text == ":" and previous is not None and previous.text in ("(", ",")
        if not matches:
            if apple_modules and not is_label and text not in declared and text not in known_names and text not in apple_modules:
                findings.append((file_facts.path, token.pos[0], token.pos[1],
                                 "'%s' in code only Apple platforms compile (it imports %s) is neither in %s nor in a symbol graph of the toolchain or the package: add it to the table with the availability Apple documents"
                                 % (text, ", ".join(sorted(apple_modules)), os.path.basename(table_path)), None, "unlisted", None, None))
            continue
        for platform in active_platforms:
            minimum = platforms[platform][0]
            required = None
            for entry in matches:
                v = swiftsource.entry_for(entry["platforms"], platform)
                if v is not None and (required is None or v > required):
                    required = v
            if required is None or required <= tuple(minimum):
                continue
            guarded = file_facts.coverage.version(token.pos, platform)
            if guarded is not None and guarded >= required:
                continue
            symbol = max(matches, key=lambda e: len(e["components"]))["symbol"]
            findings.append((file_facts.path, token.pos[0], token.pos[1], symbol, platform, "introduced", required, platforms[platform]))
    return True


if __name__ == "__main__":
    try:
        sys.exit(run(sys.argv[1:]))
    except SystemExit as stop:
        if isinstance(stop.code, str):
            print(stop.code, file=sys.stderr)
            sys.exit(2)
        raise
