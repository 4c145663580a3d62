#!/usr/bin/env bash
# Runs the whole test suite — every layout of the corpus through parse, theme and serialize,
# the golden and hostile-input tests, and the built executable — under AddressSanitizer, in
# a build folder of its own so the normal build is left alone.
#
#   scripts/sanitize.sh [extra swift test arguments, e.g. --filter CorpusTests]
set -euo pipefail
cd "$(dirname "$0")/.."
# Leak checking stays off: Swift's runtime keeps metadata and once-initialized globals for the
# life of the process, which LeakSanitizer reports on every exit. Everything else is fatal.
# Tests that cap address space (ulimit -v) skip the cap under the sanitizer, which needs
# terabytes of shadow address space.
export THEMIFY_SANITIZER=address
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
swift build --build-tests --sanitize=address --scratch-path .build/asan
swift test --skip-build --sanitize=address --scratch-path .build/asan "$@"
