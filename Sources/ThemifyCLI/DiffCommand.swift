import ThemifyKit
import ThemifyModel

/// `themify diff THEME_A THEME_B [INPUT...]`: per layout and element, each property the two
/// themes set differently, `old → new`, in the located form editors turn into links.
struct DiffCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "diff",
        usage: ["diff THEME_A THEME_B [INPUT...] [options]"],
        summary: "compare two themes element by element",
        details: """
            Prints, per layout and element, each property the two themes set differently, \
            old → new, for reviewing a theme change. A theme is a NAME in the themes folder or a \
            PATH. INPUT defaults to the current folder.
            """,
        options: [SharedOptions.themesFolder, SharedOptions.configuration] + SharedOptions.tagging + [SharedOptions.quiet]
            + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError]
    )

    let options: ProjectOptions
    let first: String
    let second: String
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        var arguments = arguments
        guard arguments.positional.count >= 2 else {
            throw UsageError("diff needs two themes: themify diff THEME_A THEME_B [INPUT...]")
        }
        first = arguments.positional[0]
        second = arguments.positional[1]
        arguments.positional.removeFirst(2)
        // The two themes are the ones compared; the themes folder need not hold any.
        options = try ProjectOptions.resolve(arguments, environment: context.environment, defaults: .readingLayouts)
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        let (themes, problems) = ThemeSelection.load([first, second], in: options.themesDirectory)
        guard problems.isEmpty, themes.count == 2 else {
            printer.print(problems)
            return .inputError
        }
        let (layouts, layoutProblems) = ThemeSelection.readLayouts(options, themes: themes)
        printer.print(layoutProblems)
        let diff = ThemeDiff(layouts: layouts, from: themes[0], to: themes[1], themer: Themer(tagging: options.tagging))
        var text = ""
        for change in diff.changes {
            let key = change.key.map { " '\($0)'" } ?? " (appearance rule)"
            text +=
                "\(change.element): <\(change.elementName)>\(key) \(change.property): \(change.old ?? "(as drawn)") → \(change.new ?? "(as drawn)")\n"
        }
        text += "\(diff.changes.count) difference(s) between '\(themes[0].name)' and '\(themes[1].name)' in \(layouts.count) layout(s)\n"
        sink.writeOutput(Array(text.utf8))
        return printer.errorCount > 0 ? .inputError : .success
    }
}
