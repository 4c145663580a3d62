"""Apple availability of every symbol a module's symbol graph lists, cached under .build/.

`swift-symbolgraph-extract` reads a module's interface (the toolchain's .swiftmodule/.swiftinterface
files, or the package's built modules) and writes, per symbol, its precise identifier (the same
USR the index store uses), its path (`Date.ISO8601FormatStyle`) and its availability, already
merged with the availability of the type or extension it is declared in.
"""
import glob
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

from swiftsource import PLATFORM_SPELLINGS, INFINITE, parse_version

TOOLCHAIN_MODULES = ("Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Distributed",
                     "Observation", "RegexBuilder", "Cxx", "_Differentiation", "Foundation",
                     "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
                     "FoundationXML", "Dispatch", "XCTest", "Testing")
CACHE_FORMAT = 3


def _version(value):
    if not value:
        return None
    return (value.get("major", 0), value.get("minor", 0), value.get("patch", 0))


def digest(paths):
    """{usr: {"name": dotted path, "platforms": {P: [introduced, obsoleted, unavailable]}}}
    for symbols with Apple availability, and the set of every name the graphs mention."""
    symbols = {}
    names = set()
    always = set()   # dotted paths (and operator names, as "op:NAME") with an overload free of Apple availability
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            components = symbol.get("pathComponents") or []
            for component in components:
                names.add(component.split("(")[0])
            for label in symbol.get("functionSignature", {}).get("parameters", []) or []:
                pass
            availability = symbol.get("availability")
            apple = [a for a in availability or [] if PLATFORM_SPELLINGS.get(a.get("domain", ""))]
            if not apple:
                always.add(".".join(components))
                if components and components[-1][:1] in "+-*/%=<>!&|^~?.":
                    always.add("op:" + components[-1])
                continue
            platforms = {}
            for item in availability:
                domain = PLATFORM_SPELLINGS.get(item.get("domain", ""))
                if domain is None:
                    continue
                introduced = _version(item.get("introduced"))
                obsoleted = _version(item.get("obsoleted"))
                unavailable = bool(item.get("isUnconditionallyUnavailable"))
                if introduced or obsoleted or unavailable:
                    platforms[domain] = [introduced, obsoleted, unavailable]
            if platforms:
                usr = symbol["identifier"]["precise"]
                previous = symbols.get(usr)
                if previous:
                    for p, entry in platforms.items():
                        old = previous["platforms"].get(p)
                        if old is None or (entry[0] or ()) > (old[0] or ()):
                            previous["platforms"][p] = entry
                else:
                    symbols[usr] = {"name": ".".join(components), "platforms": platforms}
    names |= {"always:" + a for a in always}
    return symbols, names


def extract(module, output_dir, extra_args, access_level=None):
    command = ["swift-symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
               "-output-dir", output_dir] + list(extra_args)
    if access_level:
        command += ["-minimum-access-level", access_level]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    files = sorted(glob.glob(os.path.join(output_dir, module + ".symbols.json")) +
                   glob.glob(os.path.join(output_dir, module + "@*.symbols.json")))
    return result.returncode, result.stderr, files


def toolchain_key():
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    frontend = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "swift-frontend")
    stat = os.stat(frontend if os.path.exists(frontend) else os.path.realpath(swiftc))
    text = "%s:%d:%d:%d" % (os.path.realpath(swiftc), stat.st_size, int(stat.st_mtime), CACHE_FORMAT)
    return hashlib.sha1(text.encode()).hexdigest()[:16], os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))


def _load_or_build(cache_file, build):
    if os.path.exists(cache_file):
        with open(cache_file, encoding="utf-8") as handle:
            data = json.load(handle)
        return data["symbols"], set(data["names"])
    symbols, names = build()
    os.makedirs(os.path.dirname(cache_file), exist_ok=True)
    temporary = cache_file + ".tmp%d" % os.getpid()
    with open(temporary, "w", encoding="utf-8") as handle:
        json.dump({"symbols": symbols, "names": sorted(names)}, handle)
    os.replace(temporary, cache_file)
    return symbols, names


def toolchain_availability(cache_dir, log):
    key, toolchain = toolchain_key()
    cache_file = os.path.join(cache_dir, "toolchain-%s.json" % key)

    def build():
        log("extracting the toolchain's symbol graphs (cached in %s)" % cache_file)
        available = []
        roots = [os.path.join(toolchain, "lib", "swift", "linux"), os.path.join(toolchain, "lib", "swift", "linux", "x86_64")]
        for module in TOOLCHAIN_MODULES:
            if any(os.path.exists(os.path.join(r, module + ".swiftmodule")) or
                   os.path.exists(os.path.join(r, module + ".swiftinterface")) for r in roots):
                available.append(module)
        with tempfile.TemporaryDirectory() as scratch:
            def one(module):
                directory = os.path.join(scratch, module)
                os.makedirs(directory)
                code, stderr, files = extract(module, directory, [])
                if not files:
                    log("note: no symbol graph for %s (%s)" % (module, stderr.strip().splitlines()[-1:] or code))
                return files
            with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
                paths = [p for files in pool.map(one, available) for p in files]
            return digest(paths)

    return _load_or_build(cache_file, build)


def package_availability(cache_dir, modules, extra_args_for, log):
    """Symbol graphs of the package's own built modules (internal declarations included),
    cached per module by its .swiftmodule's size and time."""
    symbols, names = {}, set()
    jobs = []
    for module, swiftmodule in modules:
        stat = os.stat(swiftmodule)
        key = hashlib.sha1(("%s:%d:%d:%d" % (swiftmodule, stat.st_size, stat.st_mtime_ns, CACHE_FORMAT)).encode()).hexdigest()[:16]
        jobs.append((module, os.path.join(cache_dir, "module-%s-%s.json" % (module, key))))

    def one(job):
        module, cache_file = job

        def build():
            with tempfile.TemporaryDirectory() as scratch:
                code, stderr, files = extract(module, scratch, extra_args_for(module), access_level="internal")
                if not files:
                    log("note: no symbol graph for package module %s: %s" % (module, (stderr.strip().splitlines() or [str(code)])[-1]))
                return digest(files)
        # Drop stale caches of the same module.
        for old in glob.glob(os.path.join(cache_dir, "module-%s-*.json" % module)):
            if old != cache_file:
                try:
                    os.remove(old)
                except OSError:
                    pass
        return _load_or_build(cache_file, build)

    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        for module_symbols, module_names in pool.map(one, jobs):
            symbols.update(module_symbols)
            names |= module_names
    return symbols, names
