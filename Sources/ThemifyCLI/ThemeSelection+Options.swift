import ThemifyKit
import ThemifyModel

/// The layouts a surveying command reads, as its options name them.
extension ThemeSelection {
    /// The layouts under the inputs, skipping variants of every theme in play, read into memory.
    static func readLayouts(_ options: ProjectOptions, themes: [ResolvedTheme]) -> (
        layouts: [(path: String, bytes: [UInt8])], problems: [Diagnostic]
    ) {
        LayoutSelection.read(options.inputs, themesDirectory: options.themesDirectory, themes: themes)
    }

    /// The layouts under the inputs, read and parsed, with any problems printed.
    static func parseLayouts(_ options: ProjectOptions, printer: inout DiagnosticPrinter) -> [Layout] {
        let (layouts, problems) = LayoutSelection.parse(options.inputs, themesDirectory: options.themesDirectory)
        printer.print(problems)
        return layouts
    }
}
