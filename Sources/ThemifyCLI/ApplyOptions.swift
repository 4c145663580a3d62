import Foundation
import ThemifyKit
import ThemeModel

/// What a themify run was asked to do — from the command line, laid over `themify.json` when
/// there is one — checked for consistency.
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

    enum Verbosity: Equatable {
        case quiet
        case normal
        case verbose
    }

    var inputs: [String]
    /// Theme names or paths; every theme in `themesDirectory` when a configuration names none.
    var themes: [String]
    var themesDirectory: String
    var destination: Destination
    var tagging: TaggingConfiguration
    /// Folders searched for asset catalogs, for the design-time values of `asset:` colors.
    var assetFolders: [String]
    var nibMap: String?
    /// Compare instead of write.
    var check: Bool
    var jobs: Int
    var verbosity: Verbosity
    var jsonReport: Bool
    var stripsKeyLabels: Bool
    var configuration: Configuration?

    static let parser = CommandLineParser(options: [
        .init("theme", short: "t", value: "NAME|PATH", help: "Theme to apply; repeat for several. A NAME is looked up in the themes folder (.plist, then .json); a value with an extension is a path. Default with a themify.json: every theme in the themes folder."),
        .init("themes", value: "DIR", help: "Folder of theme files (default: ./Themes)."),
        .init("output", short: "o", value: "DIR|-", help: "Write variants into DIR, keeping the folder structure of folder inputs; '-' writes the one variant to standard output."),
        .init("in-place", help: "Rewrite the input layouts themselves (one theme only)."),
        .init("check", help: "Write nothing; exit 4 naming every variant (and the nib map) that is missing or differs from what would be generated."),
        .init("nib-map", value: "FILE", help: "Write a plist {theme: {controller class: variant name}} for the app's nibName override."),
        .init("config", value: "FILE", help: "Read settings from FILE (default: ./themify.json when it exists); options given here override it."),
        .init("assets", value: "DIR", help: "Folder holding asset catalogs (*.xcassets), read for the values of asset:NAME colors; repeat for several."),
        .init("key-path", value: "KEYPATH", help: "Key path of the user-defined runtime attribute that holds a view's theme key (default: themeKey)."),
        .init("theme-class", value: "CLASS", help: "Custom class whose views carry their key in the accessibility label, identifier or tag; repeat for several (default: ThemeLabel, ThemeImageView, ThemeButton, ThemeView)."),
        .init("jobs", short: "j", value: "N", help: "Theme N files at a time (default: one per core)."),
        .init("quiet", short: "q", help: "Print errors only."),
        .init("verbose", short: "v", help: "Also say what was written and what was already current."),
        .init("reporter", value: "text|json", help: "'json' prints a machine-readable summary on standard output: per file and theme, themed elements, changes, warnings, errors, and whether it was written."),
        .init("strip-key-labels", help: "Remove accessibility labels that hold a theme key from the variants, so VoiceOver does not read keys aloud."),
        .init("strict", help: "(lint) Treat warnings as errors."),
        .init("threshold", value: "ΔE", help: "(extract) Colors closer than this CIEDE2000 difference share a key (default: 2)."),
        .init("theme-out", value: "FILE", help: "(extract) Write the extracted default theme to FILE (.plist or .json)."),
        .init("apply", help: "(extract) Also tag each element in the layouts with its themeKey runtime attribute."),
        .init("input-list", value: "FILE", help: "(filelist) Write the .xcfilelist of inputs: layouts, theme files, configuration."),
        .init("output-list", value: "FILE", help: "(filelist) Write the .xcfilelist of outputs: variants and the nib map."),
        .init("help", short: "h", help: "Show this help."),
        .init("version", help: "Show the version."),
    ])

    /// `environment` expands `${VAR}` in the configuration; configuration problems are thrown
    /// as diagnostics (input errors), command-line problems as usage errors.
    /// How a command reads its inputs and themes when the command line does not name them.
    enum Defaults {
        /// Applying: inputs and themes must be named, or come from a configuration.
        case applying
        /// Surveying (lint, keys, diff, extract): inputs default to the current folder and
        /// themes to every theme in the themes folder.
        case surveying
    }

    static func resolve(_ parsed: CommandLineParser.Parsed, environment: [String: String], defaults: Defaults = .applying) throws -> ApplyOptions {
        var configuration: Configuration?
        if let path = parsed.last("config") {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("configuration file '\(path)' does not exist") }
            configuration = try Configuration.load(path: path, environment: environment)
        } else if FileManager.default.fileExists(atPath: Configuration.fileName) {
            configuration = try Configuration.load(path: Configuration.fileName, environment: environment)
        }
        return try ApplyOptions(parsed, configuration: configuration, defaults: defaults)
    }

    init(_ parsed: CommandLineParser.Parsed, configuration: Configuration?, defaults: Defaults = .applying) throws(UsageError) {
        self.configuration = configuration
        inputs = parsed.positional.isEmpty ? configuration?.inputs ?? [] : parsed.positional
        // Without a themes folder named, a configuration's is `Themes` beside it.
        themesDirectory = parsed.last("themes") ?? configuration?.themesDirectory
            ?? configuration.map { PathNames.join(PathNames.parent(of: $0.path), "Themes") } ?? "Themes"
        themes = parsed.all("theme")
        if themes.isEmpty, let configuration {
            themes = configuration.themes.isEmpty ? ThemeLoader.themeNames(in: themesDirectory) : configuration.themes
        } else if themes.isEmpty, defaults == .surveying {
            themes = ThemeLoader.themeNames(in: themesDirectory)
        }
        if inputs.isEmpty, defaults == .surveying { inputs = ["."] }
        guard !inputs.isEmpty else {
            throw UsageError("no input layouts; name .xib or .storyboard files or folders that hold them, or add a \(Configuration.fileName) with \"inputs\"")
        }
        guard !themes.isEmpty else { throw UsageError("no theme; add --theme NAME (a file in \(themesDirectory)) or --theme PATH") }
        check = parsed.flag("check")
        if parsed.flag("in-place"), parsed.last("output") != nil {
            throw UsageError("--in-place and --output cannot be combined")
        }
        if parsed.flag("in-place") {
            guard themes.count == 1 else { throw UsageError("--in-place rewrites each input with one theme; \(themes.count) were given") }
            destination = .inPlace
        } else if let output = parsed.last("output") ?? configuration?.output {
            destination = output == "-" ? .standardOutput : .directory(output)
            if destination == .standardOutput, themes.count != 1 {
                throw UsageError("'-o -' writes one variant to standard output; give one theme (\(themes.count) were given)")
            }
        } else {
            destination = .besideInputs
        }
        var tagging = TaggingConfiguration()
        if let keyPath = parsed.last("key-path") ?? configuration?.keyPath {
            guard !keyPath.isEmpty else { throw UsageError("--key-path needs a non-empty key path") }
            tagging.runtimeAttributeKeyPath = keyPath
        }
        var classes = parsed.all("theme-class").flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        if classes.isEmpty { classes = configuration?.themeClasses ?? [] }
        if !classes.isEmpty { tagging.themeClasses = Set(classes) }
        self.tagging = tagging
        assetFolders = parsed.all("assets").isEmpty ? configuration?.assets ?? [] : parsed.all("assets")
        nibMap = parsed.last("nib-map") ?? configuration?.nibMap
        stripsKeyLabels = parsed.flag("strip-key-labels")

        if let text = parsed.last("jobs") {
            guard let count = Int(text), count > 0 else { throw UsageError("--jobs takes a whole number of at least 1, not '\(text)'") }
            jobs = count
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        if parsed.flag("quiet"), parsed.flag("verbose") { throw UsageError("--quiet and --verbose cannot be combined") }
        verbosity = parsed.flag("quiet") ? .quiet : parsed.flag("verbose") ? .verbose : .normal
        switch parsed.last("reporter") ?? "text" {
        case "text": jsonReport = false
        case "json": jsonReport = true
        case let other: throw UsageError("--reporter takes 'text' or 'json', not '\(other)'")
        }
        if jsonReport, destination == .standardOutput {
            throw UsageError("'--reporter json' and '-o -' both write to standard output; choose one")
        }
    }
}
