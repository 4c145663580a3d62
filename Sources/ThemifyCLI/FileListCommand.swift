import Foundation
import ThemifyKit
import ThemifyModel

/// `themify filelist --input-list FILE --output-list FILE`: the `.xcfilelist`s a sandboxed
/// Xcode run-script phase declares, so Xcode knows what themify reads and writes — and reruns
/// it only when one of the inputs changed.
struct FileListCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "filelist",
        usage: ["filelist [--input-list FILE] [--output-list FILE] [options]"],
        summary: "write the .xcfilelists an Xcode run-script phase declares",
        details: """
            Names every file the same themify run (the same inputs, themes, output and nib map, or \
            ./themify.json) reads and writes, as $(SRCROOT)/<path relative to the project folder>, \
            so the lists can be committed: the project folder is $SRCROOT when set (as in a build \
            phase), else the folder of the configuration file, else the current folder. A file \
            outside it is named by its absolute path. A list may not replace any file the run \
            reads or writes (compared by real path); a name holding a newline or other control \
            character, which would add a line to the list, is an error.
            """,
        options: [
            CommandOption(
                "input-list", value: "FILE", help: "Write the .xcfilelist of inputs: layouts, theme files, asset color sets, configuration."
            ),
            CommandOption(
                "output-list", value: "FILE",
                help: "Write the .xcfilelist of outputs: variants, the nib map and the generated color catalog's files."),
            SharedOptions.theme, SharedOptions.themesFolder,
        ] + SharedOptions.destination + [SharedOptions.configuration, SharedOptions.assets, SharedOptions.quiet]
            + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [.writeError: "a file list could not be written; no partial file is left"]
    )

    let options: ApplyOptions
    let inputList: String?
    let outputList: String?
    let environment: [String: String]
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        inputList = arguments.last("input-list")
        outputList = arguments.last("output-list")
        guard inputList != nil || outputList != nil else {
            throw UsageError("filelist needs --input-list FILE, --output-list FILE or both")
        }
        if inputList?.isEmpty == true { throw UsageError("--input-list needs a non-empty file path") }
        if outputList?.isEmpty == true { throw UsageError("--output-list needs a non-empty file path") }
        options = try ApplyOptions.resolve(arguments, environment: context.environment)
        environment = context.environment
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        let (themes, problems) = ThemeSelection.load(
            options.themes, in: options.themesDirectory, shownAs: options.themesDirectoryShown, fromFolder: options.themesFromFolder)
        guard problems.isEmpty else {
            printer.print(problems)
            return .inputError
        }
        let variantThemes = Set(themes.map(\.name)).union(ThemeLoader.themeNames(in: options.themesDirectory))
        let (layouts, findings) = LayoutFinder.layouts(in: options.inputs, skippingVariantsOf: variantThemes)
        printer.print(findings)
        if printer.errorCount > 0 { return .inputError }

        var inputs = layouts
        for theme in themes { inputs += theme.chain.map(\.path) }
        if let configuration = options.configuration { inputs.append(configuration.path) }
        // Asset colors' design-time values, image sizes and font file names are written into the
        // variants: those files are inputs too, so editing one reruns the phase. Each file, not
        // its folder: Xcode compares an input folder by its own date, which editing a file in it
        // does not change.
        let assets = AssetCatalog(searching: options.assetFolders)
        inputs += (assets.colorSetFiles + assets.imageAndFontFiles).sorted()
        var outputs: [String] = []
        for layout in layouts {
            for theme in themes {
                switch options.destination {
                case .directory(let directory):
                    let root = options.inputs.first { layout.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                    outputs.append(LayoutFinder.variantPath(for: layout, theme: theme.name, outputDirectory: directory, relativeTo: root))
                case .inPlace:
                    outputs.append(layout)
                default:
                    outputs.append(LayoutFinder.variantPath(for: layout, theme: theme.name, outputDirectory: nil, relativeTo: nil))
                }
            }
        }
        if let nibMap = options.nibMap { outputs.append(nibMap) }
        // The generated catalog of per-appearance colors: every file the run writes in it.
        if let path = options.colorCatalog {
            let catalog = GeneratedAssetCatalog(themes: themes, at: path, evenWhenEmpty: options.colorCatalogIsExplicit)
            // A color the run could not write is no output to list; the run stops at it.
            if !catalog.problems.isEmpty {
                printer.print(catalog.problems)
                return .inputError
            }
            outputs += catalog.files.map(\.path)
        }

        // A list written over a layout, a theme, the configuration or another output would
        // destroy it: the one output rule, as every command applies it.
        var policy = OutputPathPolicy(projectFolder: options.projectFolder)
        if let inputList { policy.add("input list", at: inputList, origin: .commandLine) }
        if let outputList { policy.add("output list", at: outputList, origin: .commandLine) }
        for layout in layouts { policy.protect("the input layout", at: layout) }
        for input in inputs.dropFirst(layouts.count) { policy.protect("the input", at: input) }
        for output in outputs { policy.protect("the output", at: output) }
        let clashes = policy.problems()
        if !clashes.isEmpty {
            printer.print(clashes)
            return .inputError
        }
        // Xcode reads a file list line by line: a name holding a newline would add a line of
        // its own, naming any file as an input or output of the build phase.
        let unlisted = (inputs + outputs).filter { ThemeText.escapingControls($0) != $0 }
        if !unlisted.isEmpty {
            printer.print(
                unique(unlisted).map { path in
                    .error(
                        "the name holds a control character or line separator, which would add a line of its own to the .xcfilelist Xcode reads; rename it",
                        at: SourceLocation(path: path))
                })
            return .inputError
        }

        let root = projectFolder
        for (list, paths) in [(inputList, inputs), (outputList, outputs)] {
            guard let list else { continue }
            let text = unique(paths.map { xcodePath($0, under: root) }).joined(separator: "\n") + "\n"
            do {
                try AtomicFileWriter.write(Array(text.utf8), toCreating: list)
            } catch {
                printer.print([.error("cannot write file list: \(error.reason)", at: SourceLocation(path: list))])
                return .writeError
            }
        }
        return .success
    }

    /// What `$(SRCROOT)` stands for: the build's `SRCROOT`; run by hand, where it is unset,
    /// the folder of `themify.json` (the project's root, by README's convention), else the
    /// current folder — so lists written at a desk match those a build would write, and name
    /// no one's home folder.
    private var projectFolder: String {
        let folder =
            environment["SRCROOT"].flatMap { $0.isEmpty ? nil : $0 }
            ?? options.configuration.map { PathNames.parent(of: $0.path) }
            ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    }

    /// `$(SRCROOT)/…` under the project folder, as Xcode writes its own lists; absolute outside.
    private func xcodePath(_ path: String, under root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(root == "/" ? "/" : root + "/") {
            return "$(SRCROOT)/" + absolute.dropFirst(root == "/" ? 1 : root.count + 1)
        }
        return absolute
    }

    private func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
