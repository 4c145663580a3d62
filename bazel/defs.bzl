"""Bazel rules for themify: per-theme variants of Interface Builder layouts.

    load("@themify//:defs.bzl", "themify_variants", "themify_test")

    themify_variants(
        name = "themed",
        layouts = glob(["Layouts/*.xib", "Layouts/*.storyboard"]),
        themes = glob(["Themes/*.plist", "Themes/*.json"]),
        extends = {"dusk": "pink"},          # a theme's "$extends" other than "default"
    )

    themify_test(name = "themed_check", variants = ":themed")

`themify_variants` runs one action per layout x theme (mnemonic ThemifyVariant), each writing
exactly `<name>/<Layout>-<theme>.<ext>`, and one action (ThemifyIndex) over every layout and
theme writing `<name>/ThemeNibMap.plist` and the generated color catalog
`<name>/Themes.xcassets`, as one `themify` run over all of them would write them.

Hermeticity: every action declares what it reads -- the themify binary, the layout(s), the
theme file and the files of its `$extends` chain, every asset file and the configuration --
and runs themify with execroot-relative paths and an empty environment. A theme's chain is
itself, its parents named in `extends` (transitively), and `default` when a theme of that name
is in `themes` (themify's implicit parent). A chain the attribute gets wrong cannot pass
unnoticed: a sandboxed or remote action sees only its declared inputs (themify then fails on
the unknown parent), and `themify_test` re-runs themify over the whole themes folder and fails
when any output differs.
"""

ThemifyInfo = provider(
    doc = "What a themify_variants target themed and wrote.",
    fields = {
        "layouts": "list of layout Files",
        "themes": "list of theme Files (one folder)",
        "theme_names": "list of the applied theme names",
        "themes_dir": "the themes folder (execroot-relative path)",
        "assets": "list of asset Files",
        "assets_dirs": "list of --assets folders (execroot-relative paths)",
        "config": "the configuration File",
        "options": "list of the other command-line options (--key-path, --theme-class, --strip-key-labels)",
        "variants": "list of variant Files",
        "nib_map": "the nib map File or None",
        "color_catalog": "the color catalog directory File or None",
        "out_dir": "the folder (relative to the package's output folder) of the outputs",
    },
)

_LAYOUT_EXTENSIONS = [".xib", ".storyboard"]
_THEME_EXTENSIONS = [".plist", ".json"]

def _dirname(path):
    i = path.rfind("/")
    return path[:i] if i >= 0 else "."

def _basename(path):
    return path[path.rfind("/") + 1:]

def _split_ext(name):
    i = name.rfind(".")
    return (name[:i], name[i:]) if i > 0 else (name, "")

def _theme_name(file):
    return _split_ext(file.basename)[0]

def variant_name(layout_basename, theme):
    """`Profile.xib` -> `Profile-metal.xib`; `Profile~ipad.xib` -> `Profile-metal~ipad.xib`."""
    stem, ext = _split_ext(layout_basename)
    tilde = stem.find("~")
    if tilde >= 0:
        return stem[:tilde] + "-" + theme + stem[tilde:] + ext
    return stem + "-" + theme + ext

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def _assets_dirs(ctx):
    """The --assets folders: the `assets_dirs` attribute (package-relative), else each asset
    file's outermost `*.xcassets` folder, else the file's own folder."""
    if not ctx.files.assets:
        return []
    dirs = []
    if ctx.attr.assets_dirs:
        root = ctx.label.workspace_root
        base = ctx.label.package
        for d in ctx.attr.assets_dirs:
            parts = [p for p in [root, base, d] if p]
            dirs.append("/".join(parts))
        return dirs
    for f in ctx.files.assets:
        parts = f.path.split("/")
        found = None
        for i, part in enumerate(parts[:-1]):
            if part.endswith(".xcassets"):
                found = "/".join(parts[:i + 1])
                break
        d = found or _dirname(f.path)
        if d not in dirs:
            dirs.append(d)
    return dirs

def _extra_options(ctx):
    """The options that are neither inputs nor outputs."""
    args = []
    if ctx.attr.key_path:
        args += ["--key-path", ctx.attr.key_path]
    for c in ctx.attr.theme_classes:
        args += ["--theme-class", c]
    if ctx.attr.strip_key_labels:
        args.append("--strip-key-labels")
    return args

def _common_options(ctx, stage, themes_dir, assets_dirs, config):
    """Options of every run; the themes and assets folders are the staged copies (see
    themify_action.sh), at STAGE/<their execroot path>."""
    args = ["--themes", stage + "/" + themes_dir, "--config", config.path]
    for d in assets_dirs:
        args += ["--assets", stage + "/" + d]
    return args + _extra_options(ctx)

def _chain(name, by_name, extends):
    """A theme's files and those of its parents: `extends`, else the implicit `default`."""
    files = []
    seen = []
    current = name
    for _ in range(len(by_name) + 1):
        if current == None or current in seen:
            break
        seen.append(current)
        files += by_name[current]
        if current in extends:
            current = extends[current]
        elif current != "default" and "default" in by_name:
            current = "default"
        else:
            current = None
    return files

def _themify_variants_impl(ctx):
    tool = ctx.file._tool
    layouts = ctx.files.layouts
    themes = ctx.files.themes
    if not layouts:
        fail("themify_variants: no layouts")
    if not themes:
        fail("themify_variants: no themes")

    themes_dir = _dirname(themes[0].path)
    by_name = {}
    for t in themes:
        if _dirname(t.path) != themes_dir:
            fail("themify_variants: every theme must be in one folder (%s and %s)" % (themes[0].path, t.path))
        by_name.setdefault(_theme_name(t), []).append(t)

    applied = ctx.attr.apply or sorted(by_name.keys())
    for n in applied:
        if n not in by_name:
            fail("themify_variants: apply names '%s', which is not in themes" % n)
    for child, parent in ctx.attr.extends.items():
        if child not in by_name or parent not in by_name:
            fail("themify_variants: extends = {%s: %s} names a theme that is not in themes" % (child, parent))

    if ctx.file.config:
        config = ctx.file.config
    else:
        # An explicit empty configuration, so that no ./themify.json of the execroot is read.
        config = ctx.actions.declare_file(ctx.label.name + ".themify-empty.json")
        ctx.actions.write(config, "{}\n")

    assets = ctx.files.assets
    assets_dirs = _assets_dirs(ctx)
    wrapper = ctx.file._wrapper
    out_dir = ctx.attr.out_dir or ctx.label.name

    variants = []
    seen_outputs = {}
    for theme in applied:
        theme_inputs = _chain(theme, by_name, ctx.attr.extends)
        for layout in layouts:
            name = variant_name(layout.basename, theme)
            if name in seen_outputs:
                fail("themify_variants: %s and %s both make %s" % (seen_outputs[name], layout.path, name))
            seen_outputs[name] = layout.path
            out = ctx.actions.declare_file(out_dir + "/" + name)
            variants.append(out)
            stage = out.path + ".stage"
            args = ctx.actions.args()
            args.add_all([out.path, stage, len(theme_inputs) + len(assets)])
            args.add_all(theme_inputs + assets)
            args.add(tool.path)
            args.add(layout.path)
            args.add_all(["--theme", theme])
            args.add_all(_common_options(ctx, stage, themes_dir, assets_dirs, config))
            args.add_all(["--quiet", "-o", "-"])
            ctx.actions.run(
                executable = wrapper,
                arguments = [args],
                inputs = depset([layout, config] + theme_inputs + assets),
                tools = [tool],
                outputs = [out],
                mnemonic = "ThemifyVariant",
                progress_message = "Theming %s with %s" % (layout.short_path, theme),
                use_default_shell_env = False,
            )

    nib_map = None
    catalog = None
    if ctx.attr.nib_map or ctx.attr.color_catalog:
        theme_inputs = []
        for theme in applied:
            theme_inputs += [f for f in _chain(theme, by_name, ctx.attr.extends) if f not in theme_inputs]
        scratch = ctx.actions.declare_directory("_" + ctx.label.name + ".themify-index")
        stage = scratch.path + ".stage"
        outputs = [scratch]
        args = ctx.actions.args()
        args.add_all(["-", stage, len(theme_inputs) + len(assets)])
        args.add_all(theme_inputs + assets)
        args.add(tool.path)
        args.add_all([l.path for l in layouts])
        for theme in applied:
            args.add_all(["--theme", theme])
        args.add_all(_common_options(ctx, stage, themes_dir, assets_dirs, config))
        args.add_all(["--quiet", "-o", scratch.path])
        if ctx.attr.nib_map:
            nib_map = ctx.actions.declare_file(out_dir + "/ThemeNibMap.plist")
            args.add_all(["--nib-map", nib_map.path])
            outputs.append(nib_map)
        if ctx.attr.color_catalog:
            catalog = ctx.actions.declare_directory(out_dir + "/Themes.xcassets")
            args.add_all(["--color-catalog", catalog.path])
            outputs.append(catalog)
        else:
            args.add_all(["--color-catalog", scratch.path + "/Themes.xcassets"])
        ctx.actions.run(
            executable = wrapper,
            arguments = [args],
            inputs = depset(layouts + [config] + theme_inputs + assets),
            tools = [tool],
            outputs = outputs,
            mnemonic = "ThemifyIndex",
            progress_message = "Writing the nib map and color catalog of %s" % ctx.label,
            use_default_shell_env = False,
        )

    files = variants + [f for f in [nib_map, catalog] if f]
    return [
        DefaultInfo(files = depset(files)),
        ThemifyInfo(
            layouts = layouts,
            themes = themes,
            theme_names = applied,
            themes_dir = themes_dir,
            assets = assets,
            assets_dirs = assets_dirs,
            config = config,
            options = _extra_options(ctx),
            variants = variants,
            nib_map = nib_map,
            color_catalog = catalog,
            out_dir = out_dir,
        ),
    ]

themify_variants = rule(
    implementation = _themify_variants_impl,
    doc = "Per-theme variants of layouts, the nib map and the generated color catalog.",
    attrs = {
        "layouts": attr.label_list(allow_files = _LAYOUT_EXTENSIONS, mandatory = True, doc = ".xib and .storyboard files"),
        "themes": attr.label_list(allow_files = _THEME_EXTENSIONS, mandatory = True, doc = "theme files, all in one folder (the --themes folder)"),
        "apply": attr.string_list(doc = "the themes to write variants for (default: every theme in `themes`)"),
        "extends": attr.string_dict(doc = "theme -> parent for each theme whose $extends names a theme other than default"),
        "assets": attr.label_list(allow_files = True, doc = "asset files (color sets, image sets, loose images, fonts) read for --assets"),
        "assets_dirs": attr.string_list(doc = "the --assets folders, relative to the package (default: each asset file's *.xcassets folder)"),
        "config": attr.label(allow_single_file = [".json"], doc = "a themify.json (its keyPath, themeClasses...); default: an empty one"),
        "key_path": attr.string(doc = "--key-path"),
        "theme_classes": attr.string_list(doc = "--theme-class, each"),
        "strip_key_labels": attr.bool(default = False, doc = "--strip-key-labels"),
        "nib_map": attr.bool(default = True, doc = "write <out_dir>/ThemeNibMap.plist"),
        "color_catalog": attr.bool(default = True, doc = "write <out_dir>/Themes.xcassets"),
        "out_dir": attr.string(doc = "the output folder, relative to the package's (default: the target's name)"),
        "_tool": attr.label(default = "@themify//:tool", allow_single_file = True, cfg = "exec"),
        "_wrapper": attr.label(default = "@themify//:themify_action.sh", allow_single_file = True, cfg = "exec"),
    },
)

def _runfiles_dir(path_in_execroot, files):
    """An execroot folder as a runfiles-relative path, through one of its files."""
    for f in files:
        if f.path.startswith(path_in_execroot + "/"):
            return f.short_path[:len(f.short_path) - (len(f.path) - len(path_in_execroot))]
    fail("no file under " + path_in_execroot)

def _words(args):
    """Shell words; an argument starting with $stage/ keeps the variable unquoted-expandable."""
    return " ".join([('"$stage/' + a[len("$stage/"):] + '"') if a.startswith("$stage/") else _shell_quote(a) for a in args])

def _themify_test_impl(ctx):
    info = ctx.attr.variants[ThemifyInfo]
    tool = ctx.file._tool
    wrapper = ctx.file._wrapper

    # The test runs in the main repository's runfiles folder; other repositories' files are at
    # ../<repository>/... . Theme and asset files are staged under $TEST_TMPDIR/stage/m, where
    # ../ stays inside the stage.
    staged = [f.short_path for f in info.themes + info.assets]
    options = ["--themes", "$stage/" + _runfiles_dir(info.themes_dir, info.themes), "--config", info.config.short_path]
    for d in info.assets_dirs:
        options += ["--assets", "$stage/" + _runfiles_dir(d, info.assets)]
    options += info.options
    themes = []
    for n in info.theme_names:
        themes += ["--theme", n]
    layouts = [l.short_path for l in info.layouts]
    out_dir = _dirname(info.variants[0].short_path)

    check = layouts + themes + options + ["-o", out_dir]
    if info.nib_map:
        check += ["--nib-map", info.nib_map.short_path]
    if info.color_catalog:
        check += ["--color-catalog", info.color_catalog.short_path]
    check.append("--check")
    lint = ["lint"] + layouts + themes + [o for o in options if o != "--strip-key-labels"]
    if ctx.attr.strict:
        lint.append("--strict")

    run = "%s - \"$stage\" %d %s %s" % (_shell_quote(wrapper.short_path), len(staged), _words(staged), _shell_quote(tool.short_path))
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        script,
        "\n".join([
            "#!/bin/bash",
            "# themify lint, then themify --check over the whole themes folder against the built outputs.",
            "set -u",
            'stage="${TEST_TMPDIR:-/tmp}/stage/m"',
            "status=0",
            run + " " + _words(lint) + " || status=1",
            run + " " + _words(check) + " || status=1",
            "exit $status",
            "",
        ]),
        is_executable = True,
    )
    files = [tool, wrapper, info.config] + info.layouts + info.themes + info.assets + info.variants
    files += [f for f in [info.nib_map, info.color_catalog] if f]
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = files))]

themify_test = rule(
    implementation = _themify_test_impl,
    test = True,
    doc = "Lints the themes against the layouts and checks (themify --check, over the whole themes folder) that the variants, nib map and color catalog are what themify writes.",
    attrs = {
        "variants": attr.label(providers = [ThemifyInfo], mandatory = True),
        "strict": attr.bool(default = False, doc = "lint --strict: warnings fail the test"),
        "_tool": attr.label(default = "@themify//:tool", allow_single_file = True, cfg = "exec"),
        "_wrapper": attr.label(default = "@themify//:themify_action.sh", allow_single_file = True, cfg = "exec"),
    },
)
