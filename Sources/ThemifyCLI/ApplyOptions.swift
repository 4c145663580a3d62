import ThemifyKit

/// What `themify INPUT... --theme NAME` was asked to do, checked for consistency.
struct ApplyOptions {
    enum Destination: Equatable {
        /// `<stem>-<theme>.<ext>` beside each input.
        case besideInputs
        /// The same names under a folder, keeping the structure below folder inputs.
        case directory(String)
        /// Standard output: one input, one theme.
        case standardOutput
        /// The input itself: one theme.
        case inPlace
    }

    var inputs: [String]
    var themes: [String]
    var themesDirectory: String
    var destination: Destination
    var tagging: TaggingConfiguration
    /// Folders searched for asset catalogs, for the design-time values of `asset:` colors.
    var assetFolders: [String]

    static let parser = CommandLineParser(options: [
        .init("theme", short: "t", value: "NAME|PATH", help: "Theme to apply; repeat for several. A NAME is looked up in the themes folder (.plist, then .json); a value with an extension is a path."),
        .init("themes", value: "DIR", help: "Folder of theme files (default: ./Themes)."),
        .init("output", short: "o", value: "DIR|-", help: "Write variants into DIR, keeping the folder structure of folder inputs; '-' writes the one variant to standard output."),
        .init("in-place", help: "Rewrite the input layouts themselves (one theme only)."),
        .init("assets", value: "DIR", help: "Folder holding asset catalogs (*.xcassets), read for the values of asset:NAME colors; repeat for several."),
        .init("key-path", value: "KEYPATH", help: "Key path of the user-defined runtime attribute that holds a view's theme key (default: themeKey)."),
        .init("theme-class", value: "CLASS", help: "Custom class whose views carry their key in the accessibility label, identifier or tag; repeat for several (default: ThemeLabel, ThemeImageView, ThemeButton, ThemeView)."),
        .init("help", short: "h", help: "Show this help."),
        .init("version", help: "Show the version."),
    ])

    init(_ parsed: CommandLineParser.Parsed) throws(UsageError) {
        inputs = parsed.positional
        themes = parsed.all("theme")
        themesDirectory = parsed.last("themes") ?? "Themes"
        guard !inputs.isEmpty else { throw UsageError("no input layouts; name .xib or .storyboard files, or folders that hold them") }
        guard !themes.isEmpty else { throw UsageError("no theme; add --theme NAME (a file in \(themesDirectory)) or --theme PATH") }
        if parsed.flag("in-place"), parsed.last("output") != nil {
            throw UsageError("--in-place and --output cannot be combined")
        }
        if parsed.flag("in-place") {
            guard themes.count == 1 else { throw UsageError("--in-place rewrites each input with one theme; \(themes.count) were given") }
            destination = .inPlace
        } else if let output = parsed.last("output") {
            destination = output == "-" ? .standardOutput : .directory(output)
            if destination == .standardOutput, themes.count != 1 {
                throw UsageError("'-o -' writes one variant to standard output; give one theme (\(themes.count) were given)")
            }
        } else {
            destination = .besideInputs
        }
        var tagging = TaggingConfiguration()
        if let keyPath = parsed.last("key-path") {
            guard !keyPath.isEmpty else { throw UsageError("--key-path needs a non-empty key path") }
            tagging.runtimeAttributeKeyPath = keyPath
        }
        let classes = parsed.all("theme-class").flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters() } }
        if !classes.isEmpty { tagging.themeClasses = Set(classes) }
        self.tagging = tagging
        assetFolders = parsed.all("assets")
    }
}

private extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
