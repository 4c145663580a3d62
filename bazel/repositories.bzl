"""themify_tool: a repository holding a prebuilt themify executable.

No Swift rules are fetched: the rules run a themify that SwiftPM built
(`swift build -c release --product themify --static-swift-stdlib`). This repository copies
that binary in, so its bytes (not its path) are what the actions' cache keys see.

    load("@themify//:repositories.bzl", "themify_tool")
    themify_tool(name = "themify_tool", path = "../../.build/release/themify")

`path` is absolute or relative to the main workspace's root. The environment variable
THEMIFY_TOOL, when set, overrides it (the repository is fetched again when it changes).
After rebuilding themify at the same path, run `bazel sync --only=themify_tool`, or point
the flag `--@themify//:tool` at a binary inside the workspace, which Bazel tracks itself.
"""

def _themify_tool_impl(rctx):
    path = rctx.os.environ.get("THEMIFY_TOOL", "") or rctx.attr.path
    if not path:
        fail("themify_tool: give path = ... or set THEMIFY_TOOL to a themify executable")
    if not path.startswith("/"):
        root = rctx.path(Label("@//:WORKSPACE")).dirname
        path = str(root) + "/" + path
    source = rctx.path(path)
    if not source.exists:
        fail("themify_tool: no themify executable at %s (build it with swift build, or set THEMIFY_TOOL)" % path)

    # A copy, not a symlink: Bazel digests the copy like any file of the repository.
    result = rctx.execute(["cp", "-L", str(source), "themify"])
    if result.return_code != 0:
        fail("themify_tool: cannot copy %s: %s" % (path, result.stderr))
    rctx.execute(["chmod", "0755", "themify"])
    rctx.file("WORKSPACE", 'workspace(name = "%s")\n' % rctx.name)
    rctx.file("BUILD.bazel", 'exports_files(["themify"], visibility = ["//visibility:public"])\n')

themify_tool = repository_rule(
    implementation = _themify_tool_impl,
    attrs = {
        "path": attr.string(doc = "The themify executable: absolute, or relative to the main workspace."),
    },
    environ = ["THEMIFY_TOOL"],
    local = True,
    doc = "A repository with one file, `themify`, copied from a prebuilt executable.",
)
