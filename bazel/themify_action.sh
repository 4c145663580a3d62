#!/bin/bash
# Runs one themify action of the Bazel rules.
#
#   themify_action.sh OUT STAGE N FILE_1 ... FILE_N THEMIFY ARG...
#
# themify refuses a theme file (and a color set under --assets) whose real path leaves its
# folder through a symlink, and Bazel's sandboxes, its execroot and test runfiles hand an
# action its inputs as symlinks. So FILE_1..FILE_N (the theme and asset files) are first
# copied, as regular files, to STAGE/FILE_i -- STAGE is a folder beside the action's outputs
# and the arguments name the staged folders -- and STAGE is removed afterwards. Every path is
# relative to the working directory, so no absolute path reaches themify. OUT is the file that
# standard output goes to, or '-'. Diagnostics are printed with the files' own paths.
set -u
out=$1 stage=$2 count=$3
shift 3
rm -rf "$stage" "$stage.stderr"
for ((i = 0; i < count; i++)); do
    mkdir -p "$stage/$(dirname "$1")" && cp -L "$1" "$stage/$1" || exit 1
    shift
done

if [ "$out" = - ]; then
    "$@" 2>"$stage.stderr"
else
    "$@" >"$out" 2>"$stage.stderr"
fi
status=$?
while IFS= read -r line || [ -n "$line" ]; do
    printf '%s\n' "${line//"$stage/"/}" >&2
done <"$stage.stderr"
rm -rf "$stage" "$stage.stderr"
exit $status
