import Foundation
import ThemifyKit
import ThemifyModel

/// What a build was asked to do — the project's inputs and themes, and where the variants and
/// the files beside them go — checked for consistency, as the engine's settings. `apply` runs
/// the build with them; `filelist` names the files the same build reads and writes.
struct ApplyOptions {
    var project: ProjectOptions
    var destination: BuildDestination
    var destinationOrigin: PathOrigin
    var nibMap: String?
    var nibMapOrigin: PathOrigin
    /// The generated asset catalog of per-appearance colors; nil when variants go to standard
    /// output (nothing but the variant is written then).
    var colorCatalog: String?
    /// Whether the catalog's path was given (`--color-catalog`, `"colorCatalog"`): then it is
    /// written even when empty, for a build system that declares it as an output.
    var colorCatalogIsExplicit: Bool
    var colorCatalogOrigin: PathOrigin
    var check: Bool
    var jobs: Int
    var stripsKeyLabels: Bool

    static func resolve(_ parsed: ParsedArguments, environment: [String: String]) throws -> ApplyOptions {
        let configuration = try ProjectOptions.configuration(parsed, environment: environment)
        let options = try ApplyOptions(parsed, project: ProjectOptions(parsed, configuration: configuration, defaults: .applying))
        try options.project.validate()
        return options
    }

    init(_ parsed: ParsedArguments, project: ProjectOptions) throws(UsageError) {
        var project = project
        let themes = project.themes
        check = parsed.flag("check")
        if parsed.flag("in-place"), parsed.last("output") != nil {
            throw UsageError("--in-place and --output cannot be combined")
        }
        if parsed.flag("in-place") {
            guard themes.count == 1 else { throw UsageError("--in-place rewrites each input with one theme; \(themes.count) were given") }
            destination = .inPlace
        } else if let output = parsed.last("output") ?? project.configuration?.output {
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
        destinationOrigin =
            parsed.last("output") != nil
            ? .commandLine
            : project.configuration?.output != nil ? project.origin(of: "output", setting: "output", in: parsed) : project.inputsOrigin
        try project.readTagging(parsed)
        nibMap = parsed.last("nib-map") ?? project.configuration?.nibMap
        if nibMap?.isEmpty == true { throw UsageError("--nib-map needs a non-empty file path") }
        nibMapOrigin = project.origin(of: "nib-map", setting: "nibMap", in: parsed)
        stripsKeyLabels = parsed.flag("strip-key-labels")
        let givenCatalog = parsed.last("color-catalog") ?? project.configuration?.colorCatalog
        colorCatalog = try GeneratedCatalogLocation.path(
            given: givenCatalog, destination: destination, themesDirectory: project.themesDirectory)
        colorCatalogIsExplicit = givenCatalog != nil
        // A catalog placed by default goes where the variants or the themes folder are, and
        // is held to the same root.
        if givenCatalog != nil {
            colorCatalogOrigin = project.origin(of: "color-catalog", setting: "colorCatalog", in: parsed)
        } else if case .directory = destination {
            colorCatalogOrigin = destinationOrigin
        } else {
            colorCatalogOrigin = project.themesOrigin
        }
        if let text = parsed.last("jobs") {
            guard let count = Int(text), count > 0 else { throw UsageError("--jobs takes a whole number of at least 1, not '\(text)'") }
            jobs = count
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        try project.readVerbosity(parsed)
        if project.jsonReport, destination == .standardOutput {
            throw UsageError("'--reporter json' and '-o -' both write to standard output; choose one")
        }
        self.project = project
    }

    /// The engine's settings for this build; `memoryBudget`: bytes the layouts in flight may cost.
    func settings(memoryBudget: Int) -> VariantBuildSettings {
        var settings = VariantBuildSettings(
            inputs: project.inputs, themes: project.themes, themesDirectory: project.themesDirectory, projectFolder: project.projectFolder)
        settings.themesDirectoryShown = project.themesDirectoryShown
        settings.themesFromFolder = project.themesFromFolder
        settings.destination = destination
        settings.tagging = project.tagging
        settings.assetFolders = project.assetFolders
        settings.nibMap = nibMap
        settings.colorCatalog = colorCatalog
        settings.colorCatalogIsExplicit = colorCatalogIsExplicit
        settings.check = check
        settings.stripsKeyLabels = stripsKeyLabels
        settings.jobs = jobs
        settings.memoryBudget = memoryBudget
        settings.configuration = project.configuration
        settings.inputsOrigin = project.inputsOrigin
        settings.destinationOrigin = destinationOrigin
        settings.nibMapOrigin = nibMapOrigin
        settings.colorCatalogOrigin = colorCatalogOrigin
        return settings
    }
}
