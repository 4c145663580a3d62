import Foundation
import ThemifyKit
import ThemifyModel

/// What every command that reads layouts and themes was asked to read — from the command line,
/// laid over `themify.json` when there is one: inputs, themes, how views carry keys, asset
/// folders, and how much to say. Each command's definition decides which options can be given;
/// applying adds its own (`ApplyOptions`).
struct ProjectOptions {
    enum Verbosity: Equatable {
        case quiet
        case normal
        case verbose
    }

    /// How a command reads its inputs and themes when the command line does not name them.
    enum Defaults {
        /// Applying: inputs and themes must be named, or come from a configuration.
        case applying
        /// Surveying (lint, preview): inputs default to the current folder and themes to every
        /// theme in the themes folder.
        case surveying
        /// Reading layouts (keys, extract, diff, which name their themes otherwise or need none):
        /// inputs default to the current folder.
        case readingLayouts
    }

    var configuration: Configuration?
    /// The folder outputs from the configuration and defaults stay inside: the folder of
    /// `themify.json`, else the current folder.
    var projectFolder: String
    var inputs: [String]
    /// Where the inputs came from, for `OutputPathPolicy`: typed, or held to the project folder.
    var inputsOrigin: PathOrigin
    /// Theme names or paths; every theme in `themesDirectory` when a configuration names none.
    var themes: [String]
    var themesDirectory: String
    /// The themes folder as messages name it: a configured one as written (`${SRCROOT}/Themes`),
    /// never what the environment made of it.
    var themesDirectoryShown: String
    var themesOrigin: PathOrigin = .commandLine
    /// Whether the themes are every theme of the themes folder (none was named), so that a
    /// holiday skin found there is skipped rather than refused.
    var themesFromFolder = false
    var tagging = TaggingConfiguration()
    /// Folders searched for asset catalogs, for the design-time values of `asset:` colors.
    var assetFolders: [String] = []
    var verbosity = Verbosity.normal
    var jsonReport = false

    /// `environment` expands `${VAR}` in the configuration; configuration problems and inputs
    /// that do not exist are thrown as diagnostics (input errors), command-line problems as
    /// usage errors.
    static func resolve(_ parsed: ParsedArguments, environment: [String: String], defaults: Defaults) throws -> ProjectOptions {
        let options = try unvalidated(parsed, environment: environment, defaults: defaults)
        try options.validate()
        return options
    }

    /// The options as given, not yet checked against the file system: a command that reads
    /// options of its own reads them before `validate()`, so a wrong command line is said
    /// before a missing input.
    static func unvalidated(_ parsed: ParsedArguments, environment: [String: String], defaults: Defaults) throws -> ProjectOptions {
        var options = try ProjectOptions(parsed, configuration: Self.configuration(parsed, environment: environment), defaults: defaults)
        try options.readTagging(parsed)
        try options.readVerbosity(parsed)
        return options
    }

    /// The configuration named with `--config`, else `./themify.json` when there is one.
    static func configuration(_ parsed: ParsedArguments, environment: [String: String]) throws -> Configuration? {
        if let path = parsed.last("config") {
            guard FileManager.default.fileExists(atPath: path) else { throw UsageError("configuration file '\(path)' does not exist") }
            return try Configuration.load(path: path, environment: environment)
        }
        guard FileManager.default.fileExists(atPath: Configuration.fileName) else { return nil }
        return try Configuration.load(path: Configuration.fileName, environment: environment)
    }

    /// Checked once the command line is known to be usable: an input that names no file or
    /// folder (a mistyped name, often) stops the run before any layout is read, as themed output
    /// of only some inputs would look like success; and a default themes folder (`./Themes`,
    /// `Themes` beside themify.json) that is a link out of the project would be read wholesale.
    func validate() throws(DiagnosticError) {
        let missing = inputs.filter { !FileManager.default.fileExists(atPath: $0) }.map { input in
            if let written = configuration?.written[input] {
                return Diagnostic.error("no such file or folder: '\(ThemeText.shown(written.text))'", at: written.location)
            }
            return Diagnostic.error("no such file or folder", at: SourceLocation(path: input))
        }
        guard missing.isEmpty else { throw DiagnosticError(missing) }
        var policy = OutputPathPolicy(projectFolder: projectFolder)
        if let problem = policy.confinementProblem(
            "themes folder", path: themesDirectory, origin: themesOrigin, writing: false,
            at: configuration?.written[themesDirectory]?.location)
        {
            throw DiagnosticError(problem)
        }
    }

    /// Where the path of `option` (or of the configuration's `setting`) came from.
    func origin(of option: String, setting: String, in parsed: ParsedArguments) -> PathOrigin {
        if parsed.last(option) != nil { return .commandLine }
        return configuration?.roots[setting].map { .confined(root: $0) } ?? .confined(root: projectFolder)
    }
}
