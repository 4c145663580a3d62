import Foundation
import ThemifyKit
import ThemeModel

/// `themify extract INPUT... --theme-out FILE [--apply]`: lifts hard-coded styling out of the
/// layouts into a `default` theme; with `--apply`, tags the elements in place (atomically).
struct ExtractCommand {
    let options: ApplyOptions
    let themeOut: String?
    let threshold: Double
    let apply: Bool
    let sink: any OutputSink

    func run() -> ExitCode {
        guard let themeOut else {
            sink.writeDiagnostics("themify: error: extract needs --theme-out FILE (.plist or .json)\nRun 'themify --help' for usage.\n")
            return .usageError
        }
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        let layouts = ThemeSelection.parseLayouts(options, printer: &printer)
        guard printer.errorCount == 0 else { return .inputError }
        let result = Extractor(threshold: threshold, tagging: options.tagging).extract(from: layouts, apply: apply)
        if options.verbosity == .verbose { printer.print(result.unified) }

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
            var report = "themify extract: \(elements) styled element(s) in \(layouts.count) layout(s) → \(result.keys.count) key(s) in \(themeOut)"
            if !result.unified.isEmpty { report += "; \(result.unified.count) near-identical color(s) unified (ΔE < \(threshold.formatted()); --verbose lists them)" }
            if apply { report += "; \(result.taggedElements) element(s) tagged" }
            printer.say(report)
        }
        return .success
    }
}
