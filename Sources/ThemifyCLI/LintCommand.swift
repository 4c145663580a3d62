import ThemifyKit
import ThemifyModel

/// `themify lint [INPUT...]`: every theme in the themes folder (or each `--theme`) against
/// every layout, without writing anything. Exit 1 on errors (on warnings too with `--strict`).
struct LintCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "lint",
        usage: ["lint [INPUT...] [--strict] [--assets DIR] [options]"],
        summary:
            "check themes against layouts (missing and unused keys, invalid values, missing assets, contrast, keys VoiceOver would read); writes nothing",
        details: """
            Themes every layout with every theme in the themes folder (or each --theme) in memory, \
            writes nothing, and reports what would otherwise surface at run time. Each diagnostic \
            ends with its rule. INPUT defaults to the current folder.
            """,
        options: [
            SharedOptions.theme.described(
                as:
                    "Theme to check; repeat for several. \(SharedOptions.themeArgumentRule.prefix(1).uppercased() + SharedOptions.themeArgumentRule.dropFirst()). Default: every theme in the themes folder."
            ),
            SharedOptions.themesFolder, SharedOptions.configuration,
            SharedOptions.assets.described(
                as:
                    "Folder holding asset catalogs (*.xcassets); report images and asset:NAME colors they lack (missing-asset). Repeat for several."
            ),
        ] + SharedOptions.tagging + [
            CommandOption("strict", help: "Treat warnings as errors."),
            SharedOptions.reporter.described(
                as:
                    "'json' also prints the report on standard output: layouts, themes, errors, warnings, and every finding (file, line, column, severity, rule, message)."
            ),
            SharedOptions.quiet,
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError],
        exitCodeMeanings: [
            .success: "no errors (warnings may have been printed)",
            .inputError: "errors were found (with --strict, warnings too)",
        ]
    )

    let options: ProjectOptions
    let strict: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try ProjectOptions.resolve(arguments, environment: context.environment, defaults: .surveying)
        strict = arguments.flag("strict")
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet, showsRules: true)
        let (themes, themeProblems) = ThemeSelection.load(
            options.themes, in: options.themesDirectory, shownAs: options.themesDirectoryShown, fromFolder: options.themesFromFolder)
        let (layouts, layoutProblems) = ThemeSelection.readLayouts(options, themes: themes)
        let assets = options.assetFolders.isEmpty ? nil : AssetCatalog(searching: options.assetFolders)
        let findings = Linter(tagging: options.tagging, assets: assets, fonts: assets?.fonts ?? ProjectFonts()).lint(
            layouts: layouts, themes: themes)
        var all = themeProblems + layoutProblems + findings
        if strict {
            all = all.map { diagnostic in
                var raised = diagnostic
                if raised.severity == .warning { raised.severity = .error }
                return raised
            }
        }
        printer.print(all)
        if options.verbosity != .quiet {
            printer.say(
                "themify lint: \(layouts.count) layout(s), \(themes.count) theme(s): \(printer.errorCount) error(s), \(printer.warningCount) warning(s)"
            )
        }
        if options.jsonReport {
            let report = JSONWriter.Value.object([
                ("layouts", .number(layouts.count)), ("themes", .number(themes.count)),
                ("errors", .number(printer.errorCount)), ("warnings", .number(printer.warningCount)),
                ("findings", .array(printer.findings.map(\.json))),
            ])
            sink.writeOutput(Array((JSONWriter.text(report) + "\n").utf8))
        }
        return printer.errorCount > 0 ? .inputError : .success
    }
}
