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
        var printer = DiagnosticPrinter(sink: sink, quiet: options.project.verbosity == .quiet)
        let (planned, problems) = VariantBuild(options.settings(memoryBudget: MemoryBudget.bytes(environment: environment))).plannedFiles()
        printer.print(problems)
        guard let files = planned, printer.errorCount == 0 else { return .inputError }

        // A list written over a layout, a theme, the configuration or another output would
        // destroy it: the one output rule, as every command applies it.
        var policy = OutputPathPolicy(projectFolder: options.project.projectFolder)
        if let inputList { policy.add("input list", at: inputList, origin: .commandLine) }
        if let outputList { policy.add("output list", at: outputList, origin: .commandLine) }
        for layout in files.layouts { policy.protect("the input layout", at: layout) }
        for input in files.otherInputs { policy.protect("the input", at: input) }
        for output in files.outputs { policy.protect("the output", at: output) }
        for problems in [policy.problems(), XcodeFileList.unlistable(files.inputs + files.outputs)] where !problems.isEmpty {
            printer.print(problems)
            return .inputError
        }

        let root = XcodeFileList.projectFolder(environment: environment, configurationPath: options.project.configuration?.path)
        for (list, paths) in [(inputList, files.inputs), (outputList, files.outputs)] {
            guard let list else { continue }
            do {
                try AtomicFileWriter.write(Array(XcodeFileList.text(paths, projectFolder: root).utf8), toCreating: list)
            } catch {
                printer.print([.error("cannot write file list: \(error.reason)", at: SourceLocation(path: list))])
                return .writeError
            }
        }
        return .success
    }
}
