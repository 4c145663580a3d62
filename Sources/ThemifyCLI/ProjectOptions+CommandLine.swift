import Foundation
import ThemifyKit
import ThemifyModel

extension ProjectOptions {
    init(_ parsed: ParsedArguments, configuration: Configuration?, defaults: Defaults) throws(UsageError) {
        self.configuration = configuration
        projectFolder = OutputPathPolicy.projectFolder(configurationPath: configuration?.path)
        inputs = parsed.positional.isEmpty ? configuration?.inputs ?? [] : parsed.positional
        inputsOrigin = parsed.positional.isEmpty ? .confined(root: projectFolder) : .commandLine
        // Without a themes folder named, a configuration's is `Themes` beside it.
        themesDirectory =
            parsed.last("themes") ?? configuration?.themesDirectory
            ?? configuration.map { PathNames.join(PathNames.parent(of: $0.path), "Themes") } ?? "Themes"
        themesDirectoryShown =
            parsed.last("themes") == nil ? configuration?.written[themesDirectory]?.text ?? themesDirectory : themesDirectory
        themes = parsed.all("theme")
        themesOrigin = origin(of: "themes", setting: "themes", in: parsed)
        if defaults == .readingLayouts {
            // No theme is applied: the themes folder is read only to skip its themes' variants.
        } else if themes.isEmpty, let configuration {
            themesFromFolder = configuration.themes.isEmpty
            themes = configuration.themes.isEmpty ? ThemeLoader.themeNames(in: themesDirectory) : configuration.themes
        } else if themes.isEmpty, defaults == .surveying {
            themesFromFolder = true
            themes = ThemeLoader.themeNames(in: themesDirectory)
        }
        if inputs.isEmpty, defaults != .applying { inputs = ["."] }
        guard !inputs.isEmpty else {
            throw UsageError(
                "no input layouts; name .xib or .storyboard files or folders that hold them, or add a \(Configuration.fileName) with \"inputs\""
            )
        }
        guard !themes.isEmpty || defaults == .readingLayouts else {
            // A project's first run: say how to get a first theme, not only how to name one.
            let start =
                ThemeLoader.themeNames(in: themesDirectory).isEmpty
                ? "; '\(themesDirectoryShown)' holds no theme files yet: 'themify keys INPUT -o \(PathNames.join(themesDirectoryShown, "default.json"))' writes one from tagged views, 'themify extract INPUT --theme-out \(PathNames.join(themesDirectoryShown, "default.json")) --apply' from hard-coded styling"
                : ""
            throw UsageError("no theme; add --theme NAME (a file in \(themesDirectoryShown)) or --theme PATH\(start)")
        }
    }

    /// How views carry their keys, and the asset folders.
    mutating func readTagging(_ parsed: ParsedArguments) throws(UsageError) {
        if let keyPath = parsed.last("key-path") ?? configuration?.keyPath {
            guard !keyPath.isEmpty else { throw UsageError("--key-path needs a non-empty key path") }
            tagging.runtimeAttributeKeyPath = keyPath
        }
        var classes = parsed.all("theme-class").flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        if classes.isEmpty { classes = configuration?.themeClasses ?? [] }
        if !classes.isEmpty { tagging.themeClasses = Set(classes) }
        assetFolders = parsed.all("assets").isEmpty ? configuration?.assets ?? [] : parsed.all("assets")
    }

    /// How much to say, and in what form.
    mutating func readVerbosity(_ parsed: ParsedArguments) throws(UsageError) {
        if parsed.flag("quiet"), parsed.flag("verbose") { throw UsageError("--quiet and --verbose cannot be combined") }
        verbosity = parsed.flag("quiet") ? .quiet : parsed.flag("verbose") ? .verbose : .normal
        switch parsed.last("reporter") ?? "text" {
        case "text": jsonReport = false
        case "json": jsonReport = true
        case let other: throw UsageError("--reporter takes 'text' or 'json', not '\(other)'")
        }
    }
}
