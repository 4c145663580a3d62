#!/bin/sh
# Xcode "Run Script" build phase for themify: regenerates the themed layout variants that
# themify.json describes, before Xcode compiles the layouts.
#
# Set-up (README, "Integrating into a build"):
#   1. Add a Run Script phase above "Copy Bundle Resources" with the script
#        "${SRCROOT}/scripts/xcode-build-phase.sh"
#   2. Declare its files: run `themify filelist --input-list themify-inputs.xcfilelist
#      --output-list themify-outputs.xcfilelist` in the project folder and add the two lists
#      as the phase's input and output file lists. Xcode then runs the phase only when a
#      layout, theme or themify.json changed, and the user-script sandbox allows its writes.
#
# Environment: THEMIFY (the executable; default: themify on PATH), THEMIFY_CONFIG (default:
# $SRCROOT/themify.json). Diagnostics are printed as path:line:column: error|warning:, with
# absolute paths, so they appear in Xcode's issue navigator.
set -eu

# Interface Builder also builds the target to render @IBDesignable views; variants are not
# needed for that, and skipping them keeps the canvas fast.
if [ -n "${COMPILED_FOR_INTERFACE_BUILDER:-}" ]; then
    exit 0
fi

# Xcode runs scripts with a minimal PATH; add the usual install locations.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:${HOME:-}/.mint/bin"
THEMIFY="${THEMIFY:-themify}"
if ! command -v "$THEMIFY" >/dev/null 2>&1; then
    echo "warning: themify is not installed (looked for '$THEMIFY'); themed layouts were not regenerated. Install themify or set THEMIFY to its path."
    exit 0
fi

CONFIG="${THEMIFY_CONFIG:-${SRCROOT:-$(pwd)}/themify.json}"
exec "$THEMIFY" --config "$CONFIG"
