import ThemifyKit
import ThemeModel

/// `themify lint [INPUT...]`: every theme in the themes folder (or each `--theme`) against
/// every layout, without writing anything. Exit 1 on errors (on warnings too with `--strict`).
struct LintCommand {
    let options: ApplyOptions
    let strict: Bool
    let sink: any OutputSink

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet, showsRules: true)
        let (themes, themeProblems) = ThemeSelection.load(options.themes, in: options.themesDirectory)
        let (layouts, layoutProblems) = ThemeSelection.readLayouts(options, themes: themes)
        let assets = options.assetFolders.isEmpty ? nil : AssetCatalog(searching: options.assetFolders)
        let findings = Linter(tagging: options.tagging, assets: assets).lint(layouts: layouts, themes: themes)
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
            printer.say("themify lint: \(layouts.count) layout(s), \(themes.count) theme(s): \(printer.errorCount) error(s), \(printer.warningCount) warning(s)")
        }
        return printer.errorCount > 0 ? .inputError : .success
    }
}
