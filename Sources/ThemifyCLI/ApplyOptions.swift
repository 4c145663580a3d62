import Foundation
import ThemifyKit
import ThemifyModel

/// What a themify run was asked to do — from the command line, laid over `themify.json` when
/// there is one — checked for consistency. Every command reads its inputs, themes and tagging
/// from here; each command's definition decides which of the options can be given at all.
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
    /// The themes folder as messages name it: a configured one as written (`${SRCROOT}/Themes`),
    /// never what the environment made of it.
    var themesDirectoryShown: String
    var destination: Destination
    var tagging: TaggingConfiguration
    /// Folders searched for asset catalogs, for the design-time values of `asset:` colors.
    var assetFolders: [String]
    var nibMap: String?
    /// The generated asset catalog of per-appearance colors; nil when variants go to standard
    /// output (nothing but the variant is written then).
    var colorCatalog: String?
    /// Whether the catalog's path was given (`--color-catalog`, `"colorCatalog"`): then it is
    /// written even when empty, for a build system that declares it as an output.
    var colorCatalogIsExplicit: Bool
    /// Compare instead of write.
    var check: Bool
    var jobs: Int
    var verbosity: Verbosity
    var jsonReport: Bool
    var stripsKeyLabels: Bool
    var configuration: Configuration?
    /// The folder outputs from the configuration and defaults stay inside: the folder of
    /// `themify.json`, else the current folder.
    var projectFolder: String
    /// Where each path came from, for `OutputPathPolicy`: typed on the command line, or held to
    /// a root (the project folder, or the build folder a configured path begins with).
    var inputsOrigin: PathOrigin
    var themesOrigin: PathOrigin
    var destinationOrigin: PathOrigin
    var nibMapOrigin: PathOrigin
    var colorCatalogOrigin: PathOrigin
    /// Whether the themes are every theme of the themes folder (none was named), so that a
    /// holiday skin found there is skipped rather than refused.
    var themesFromFolder: Bool

    /// How a command reads its inputs and themes when the command line does not name them.
    enum Defaults {
        /// Applying: inputs and themes must be named, or come from a configuration.
        case applying
        /// Surveying (lint, keys, diff, extract): inputs default to the current folder and
        /// themes to every theme in the themes folder.
        case surveying
    }

    /// `environment` expands `${VAR}` in the configuration; configuration problems and inputs
    /// that do not exist are thrown as diagnostics (input errors), command-line problems as
    /// usage errors.
    static func resolve(_ parsed: ParsedArguments, environment: [String: String], defaults: Defaults = .applying) throws -> ApplyOptions {
        var configuration: Configuration?
        if let path = parsed.last("config") {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("configuration file '\(path)' does not exist") }
            configuration = try Configuration.load(path: path, environment: environment)
        } else if FileManager.default.fileExists(atPath: Configuration.fileName) {
            configuration = try Configuration.load(path: Configuration.fileName, environment: environment)
        }
        let options = try ApplyOptions(parsed, configuration: configuration, defaults: defaults)
        let missing = options.missingInputs
        guard missing.isEmpty else { throw DiagnosticError(missing) }
        // A default themes folder (`./Themes`, `Themes` beside themify.json) that is a link out
        // of the project would be read wholesale; one typed on the command line is the user's.
        var policy = OutputPathPolicy(projectFolder: options.projectFolder)
        if let problem = policy.confinementProblem(
            "themes folder", path: options.themesDirectory, origin: options.themesOrigin, writing: false,
            at: configuration?.written[options.themesDirectory]?.location)
        {
            throw DiagnosticError(problem)
        }
        return options
    }

    /// An input that names no file or folder (a mistyped name, often) stops the run before any
    /// layout is read: themed output of only some of the inputs would look like success. One
    /// from themify.json is reported at its line, as written there.
    var missingInputs: [Diagnostic] {
        inputs.filter { !FileManager.default.fileExists(atPath: $0) }.map { input in
            if let written = configuration?.written[input] {
                return .error("no such file or folder: '\(ThemeText.shown(written.text))'", at: written.location)
            }
            return .error("no such file or folder", at: SourceLocation(path: input))
        }
    }

    init(_ parsed: ParsedArguments, configuration: Configuration?, defaults: Defaults = .applying) throws(UsageError) {
        self.configuration = configuration
        let projectFolder = OutputPathPolicy.projectFolder(configurationPath: configuration?.path)
        self.projectFolder = projectFolder
        let project = PathOrigin.confined(root: projectFolder)
        func origin(option: String, setting: String) -> PathOrigin {
            if parsed.last(option) != nil { return .commandLine }
            return configuration?.roots[setting].map { .confined(root: $0) } ?? project
        }
        inputs = parsed.positional.isEmpty ? configuration?.inputs ?? [] : parsed.positional
        inputsOrigin = parsed.positional.isEmpty ? project : .commandLine
        // Without a themes folder named, a configuration's is `Themes` beside it.
        themesDirectory =
            parsed.last("themes") ?? configuration?.themesDirectory
            ?? configuration.map { PathNames.join(PathNames.parent(of: $0.path), "Themes") } ?? "Themes"
        themesOrigin = origin(option: "themes", setting: "themes")
        themesDirectoryShown =
            parsed.last("themes") == nil ? configuration?.written[themesDirectory]?.text ?? themesDirectory : themesDirectory
        destinationOrigin =
            parsed.last("output") != nil
            ? .commandLine : configuration?.output != nil ? origin(option: "output", setting: "output") : inputsOrigin
        nibMapOrigin = origin(option: "nib-map", setting: "nibMap")
        themes = parsed.all("theme")
        themesFromFolder = false
        if themes.isEmpty, let configuration {
            themesFromFolder = configuration.themes.isEmpty
            themes = configuration.themes.isEmpty ? ThemeLoader.themeNames(in: themesDirectory) : configuration.themes
        } else if themes.isEmpty, defaults == .surveying {
            themesFromFolder = true
            themes = ThemeLoader.themeNames(in: themesDirectory)
        }
        if inputs.isEmpty, defaults == .surveying { inputs = ["."] }
        guard !inputs.isEmpty else {
            throw UsageError(
                "no input layouts; name .xib or .storyboard files or folders that hold them, or add a \(Configuration.fileName) with \"inputs\""
            )
        }
        guard !themes.isEmpty else {
            // A project's first run: say how to get a first theme, not only how to name one.
            let start =
                ThemeLoader.themeNames(in: themesDirectory).isEmpty
                ? "; '\(themesDirectoryShown)' holds no theme files yet: 'themify keys INPUT -o \(PathNames.join(themesDirectoryShown, "default.json"))' writes one from tagged views, 'themify extract INPUT --theme-out \(PathNames.join(themesDirectoryShown, "default.json")) --apply' from hard-coded styling"
                : ""
            throw UsageError("no theme; add --theme NAME (a file in \(themesDirectoryShown)) or --theme PATH\(start)")
        }
        check = parsed.flag("check")
        if parsed.flag("in-place"), parsed.last("output") != nil {
            throw UsageError("--in-place and --output cannot be combined")
        }
        if parsed.flag("in-place") {
            guard themes.count == 1 else { throw UsageError("--in-place rewrites each input with one theme; \(themes.count) were given") }
            destination = .inPlace
        } else if let output = parsed.last("output") ?? configuration?.output {
            // An empty path (`-o ""`, `"output": ""`, `${OUT}` unset) would name the file-system
            // root once a variant's name is appended to it.
            guard !output.isEmpty else { throw UsageError("--output needs a non-empty folder path (or '-')") }
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
        if nibMap?.isEmpty == true { throw UsageError("--nib-map needs a non-empty file path") }
        stripsKeyLabels = parsed.flag("strip-key-labels")
        let givenCatalog = parsed.last("color-catalog") ?? configuration?.colorCatalog
        colorCatalog = try GeneratedCatalogLocation.path(given: givenCatalog, destination: destination, themesDirectory: themesDirectory)
        colorCatalogIsExplicit = givenCatalog != nil
        // A catalog placed by default goes where the variants or the themes folder are, and
        // is held to the same root.
        if givenCatalog != nil {
            colorCatalogOrigin = origin(option: "color-catalog", setting: "colorCatalog")
        } else if case .directory = destination {
            colorCatalogOrigin = destinationOrigin
        } else {
            colorCatalogOrigin = themesOrigin
        }

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
