import Foundation
import ThemifyKit
import ThemifyModel

/// `themify [INPUT...] [--theme NAME...]`: themes every input with every theme and writes the
/// variants (or, with `--check`, compares them with what is on disk). The default command:
/// it runs when the first argument is not a command name.
struct ApplyCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "apply", isDefault: true,
        usage: [
            "INPUT... --theme NAME|PATH [--theme NAME|PATH ...] [options]",
            "[options]                 (runs ./themify.json: every input × every theme)",
        ],
        summary: "theme layouts: write a variant of each input per theme (the default command)",
        details: """
            INPUT is a .xib or .storyboard file, or a folder searched recursively for them. Each variant \
            is written beside its input as <stem>-<theme>.<ext> (Profile.xib → Profile-metal.xib). \
            A variant whose content is already current is not rewritten. Every input must exist: \
            a missing one stops the run before anything is written. A theme with any error, in its \
            files or in what a value does in any layout, writes none of its variants; every error \
            of every theme is reported in one run. Every path written is resolved (links, '..', \
            folders not yet made) before it is compared with every input and output, and stays \
            in the project folder (the folder of themify.json, else the current one) unless typed \
            on the command line; themify.json expands only Xcode's SRCROOT-style build settings.
            """,
        options: [SharedOptions.theme, SharedOptions.themesFolder] + SharedOptions.destination + [
            CommandOption(
                "check",
                help:
                    "Write nothing; exit 4 naming every variant (and the nib map) that is missing or differs from what would be generated."),
            SharedOptions.configuration, SharedOptions.assets,
        ] + SharedOptions.tagging + [
            CommandOption("jobs", short: "j", value: "N", help: "Theme N files at a time (default: one per core)."),
            SharedOptions.quiet, SharedOptions.verbose,
            SharedOptions.reporter.described(
                as:
                    "'json' prints a machine-readable summary on standard output: per file and theme, themed elements, changes, warnings, errors, and whether it was written; and every finding (file, line, column, severity, rule, message)."
            ),
            CommandOption(
                "strip-key-labels",
                help:
                    "Remove from the variants the accessibility labels that are a Theme* view's key and a key of the theme, so VoiceOver does not read keys aloud; other labels stay."
            ),
        ] + SharedOptions.helpAndVersion,
        exitCodes: ExitCode.allCases
    )

    let options: ApplyOptions
    let sink: any OutputSink
    private let environment: [String: String]
    /// Progress lines are drawn only on a terminal.
    let showsProgress: Bool
    let installsInterruptHandler: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try ApplyOptions.resolve(arguments, environment: context.environment)
        environment = context.environment
        sink = context.sink
        showsProgress = context.isTerminal
        installsInterruptHandler = context.installsInterruptHandler
    }

    /// The build is the engine's (`VariantBuild`); this prints what it reports as it happens.
    func run() -> ExitCode {
        if installsInterruptHandler { InterruptHandler.install() }
        let verbosity = options.project.verbosity
        var printer = DiagnosticPrinter(sink: sink, quiet: verbosity == .quiet)
        let progress = ProgressReporter(sink: sink, enabled: showsProgress && verbosity != .quiet)
        let build = VariantBuild(options.settings(memoryBudget: MemoryBudget.bytes(environment: environment)))
        let result = build.run(progress: { progress.show(done: $0, total: $1) }) { [sink] event in
            switch event {
            case .diagnostics(let diagnostics): printer.print(diagnostics)
            case .standardOutput(let bytes): sink.writeOutput(bytes)
            case .settled(let path, let status):
                if verbosity == .verbose { printer.say("themify: \(status.word): \(DiagnosticPrinter.escaped(path))") }
            }
        }
        if options.project.jsonReport, !result.stoppedBeforeTheming {
            sink.writeOutput(Array((JSONWriter.text(result.report) + "\n").utf8))
        }
        return ExitCode(result.outcome)
    }
}
