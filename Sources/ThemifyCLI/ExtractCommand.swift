import Foundation
import ThemifyKit
import ThemifyModel

/// `themify extract [INPUT...] --theme-out FILE [--apply]`: lifts hard-coded styling out of the
/// layouts into a `default` theme; with `--apply`, tags the elements in place (atomically).
struct ExtractCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "extract",
        usage: ["extract [INPUT...] --theme-out FILE [--apply] [--threshold ΔE] [options]"],
        summary: "lift hard-coded styling into a default theme and, with --apply, tag the views",
        details: """
            Finds the literal colors, fonts and images on the views of iOS and macOS layouts, groups colors \
            closer than the threshold under one value, gives each look a key named by its role, and \
            writes the default theme. INPUT defaults to the current folder.
            """,
        options: [
            CommandOption(
                "theme-out", value: "FILE",
                help: "Write the extracted default theme to FILE (.plist or .json), never over an input layout. Required."),
            CommandOption("threshold", value: "ΔE", help: "Colors closer than this CIEDE2000 difference share a key (default: 2)."),
            CommandOption(
                "apply", help: "Also tag each element in the layouts with its themeKey runtime attribute (the layouts are rewritten)."),
            SharedOptions.themesFolder, SharedOptions.configuration,
        ] + SharedOptions.tagging + [
            SharedOptions.quiet,
            SharedOptions.verbose.described(
                as: "Also list the near-identical colors that were unified and the values left in the layouts."),
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError, .interrupted],
        exitCodeMeanings: [
            .inputError: "a layout has errors; nothing was written",
            .writeError: "the theme or a layout could not be written; no partial file is left",
        ]
    )

    let options: ProjectOptions
    let themeOut: String
    let threshold: Double
    let apply: Bool
    let sink: any OutputSink
    let installsInterruptHandler: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let themeOut = arguments.last("theme-out") else {
            throw UsageError("extract needs --theme-out FILE (.plist or .json)")
        }
        guard !themeOut.isEmpty else { throw UsageError("--theme-out needs a non-empty file path") }
        guard let threshold = Double(arguments.last("threshold") ?? "2"), threshold >= 0 else {
            throw UsageError("--threshold takes a color difference of 0 or more")
        }
        options = try ProjectOptions.resolve(arguments, environment: context.environment, defaults: .readingLayouts)
        self.themeOut = themeOut
        self.threshold = threshold
        apply = arguments.flag("apply")
        sink = context.sink
        installsInterruptHandler = context.installsInterruptHandler
    }

    func run() -> ExitCode {
        if installsInterruptHandler { InterruptHandler.install() }
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        let layouts = ThemeSelection.parseLayouts(options, printer: &printer)
        guard printer.errorCount == 0 else { return .inputError }
        // The theme written over a layout would destroy the layout it was lifted from.
        var policy = OutputPathPolicy(projectFolder: options.projectFolder)
        policy.add("extracted theme", at: themeOut, origin: .commandLine)
        for layout in layouts { policy.protect("the input layout", at: layout.path) }
        if let configuration = options.configuration { policy.protect("the configuration", at: configuration.path) }
        if apply {
            // `--apply` rewrites the layouts themselves: never through a link out of the project.
            for layout in layouts {
                if let problem = policy.confinementProblem(
                    "layout tagged in place", path: layout.path, origin: options.inputsOrigin, writing: true)
                {
                    printer.print([problem])
                }
            }
        }
        let clashes = policy.problems()
        printer.print(clashes)
        guard printer.errorCount == 0 else { return .inputError }
        let result = Extractor(threshold: threshold, tagging: options.tagging).extract(from: layouts, apply: apply)
        if options.verbosity == .verbose { printer.print(result.unified + result.kept) }
        // Said, not skipped silently: a macOS project would otherwise get an empty theme.
        printer.print(
            result.skippedLayouts.map { path in
                .warning(
                    "not an iOS, tvOS or macOS layout (watchOS, or an Xcode 3/4 archive): extract reads only UIKit and AppKit layouts, so nothing was taken from it",
                    at: SourceLocation(path: path))
            })

        // Near-identical colors now share one value; `$tolerance` lets this theme leave each as
        // the layout has it, so applying it reproduces the layouts exactly.
        let tolerance = threshold > 0 ? [ThemeFileWriter.Entry(key: "$tolerance", value: .number(threshold))] : []
        let theme = ThemeFileWriter.text(tolerance + result.keys.map(\.entry), forPath: themeOut)
        do {
            try AtomicFileWriter.write(Array(theme.utf8), toCreating: themeOut)
            if apply {
                for layout in layouts where layout.document.isEdited {
                    _ = try AtomicFileWriter.write(layout.document.serialized(), to: layout.path)
                }
            }
        } catch {
            printer.print([.error("cannot write: \(error.reason)", at: SourceLocation(path: error.path))])
            return .writeError
        }
        if options.verbosity != .quiet {
            let elements = result.keys.reduce(0) { $0 + $1.elements.count }
            var report =
                "themify extract: \(elements) styled element(s) in \(layouts.count) layout(s) → \(result.keys.count) key(s) in \(themeOut)"
            if !result.unified.isEmpty {
                report += "; \(result.unified.count) near-identical color(s) unified (ΔE < \(threshold.formatted()); --verbose lists them)"
            }
            if !result.kept.isEmpty {
                report += "; \(result.kept.count) value(s) in a form no theme value says stay in the layouts (--verbose lists them)"
            }
            if apply { report += "; \(result.taggedElements) element(s) tagged" }
            printer.say(report)
        }
        return .success
    }
}
