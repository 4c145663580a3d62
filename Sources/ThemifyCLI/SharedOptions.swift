/// Options several commands take, declared once so that they are spelled, valued and described
/// alike wherever they appear. Each command's definition lists the ones it takes.
enum SharedOptions {
    /// When a theme argument is a path (`ThemeLoader.isPath`), in the words help and README use.
    static let themeArgumentRule =
        "a value that holds a slash or ends in .plist or .json is a PATH; any other is a NAME, looked up in the themes folder (.plist, then .json)"

    static let theme = CommandOption(
        "theme", short: "t", value: "NAME|PATH",
        help:
            "Theme to apply; repeat for several. \(themeArgumentRule.prefix(1).uppercased() + themeArgumentRule.dropFirst()). Default with a themify.json: every theme in the themes folder."
    )
    static let themesFolder = CommandOption(
        "themes", value: "DIR",
        help:
            "Folder of theme files (default: ./Themes, which must not be a link out of the project folder); variants of its themes (Profile-metal.xib beside Profile.xib) are skipped, and so are holiday skins (\"$skin\": true) in it."
    )
    static let configuration = CommandOption(
        "config", value: "FILE",
        help: "Read settings from FILE (default: ./themify.json when it exists); options given here override it.")
    static let assets = CommandOption(
        "assets", value: "DIR",
        help:
            "Folder holding asset catalogs (*.xcassets), loose images and font files, read for the values of asset:NAME colors, the sizes of new image entries and the font file names in <customFonts>; repeat for several."
    )

    /// How views carry their theme key: every command that reads layouts takes these.
    static let tagging: [CommandOption] = [
        CommandOption(
            "key-path", value: "KEYPATH",
            help: "Key path of the user-defined runtime attribute that holds a view's theme key (default: themeKey)."),
        CommandOption(
            "theme-class", value: "CLASS",
            help:
                "Custom class whose views carry their key in the accessibility identifier, label or tag; repeat for several (default: ThemeLabel, ThemeImageView, ThemeButton, ThemeView)."
        ),
    ]

    /// Where variants go: applying writes them there, `filelist` names them.
    static let destination: [CommandOption] = [
        CommandOption(
            "output", short: "o", value: "DIR|-",
            help: "Write variants into DIR, keeping the folder structure of folder inputs; '-' writes the one variant to standard output."),
        CommandOption(
            "in-place",
            help: "Rewrite the input layouts themselves (one theme only); a layout that is a link out of the project folder is refused."),
        CommandOption(
            "nib-map", value: "FILE",
            help:
                "Write a plist naming, per theme, every layout's variant and the variant each view-controller class loads, for ThemifyRuntime (ThemeNibMap.plist)."
        ),
        CommandOption(
            "color-catalog", value: "DIR",
            help:
                "Where the asset catalog of per-appearance colors goes (default: Themes.xcassets in the output folder, else beside the themes folder); written only when a theme has such colors."
        ),
    ]

    /// `text` (diagnostics on standard error only) or `json` (also a report on standard output).
    static let reporter = CommandOption(
        "reporter", value: "text|json",
        help:
            "'json' also prints a machine-readable report on standard output, with every finding (file, line, column, severity, rule, message)."
    )

    static let quiet = CommandOption("quiet", short: "q", help: "Print errors only.")
    static let verbose = CommandOption("verbose", short: "v", help: "Also say what was written and what was already current.")

    /// Every command answers these without doing anything else.
    static let helpAndVersion: [CommandOption] = [
        CommandOption("help", short: "h", help: "Show this help."),
        CommandOption("version", help: "Show the version."),
    ]
}
