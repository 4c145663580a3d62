import ThemifyKit
import ThemifyModel

/// Prints diagnostics in the form Xcode's issue navigator parses, each once, and counts them.
/// `--quiet` keeps errors only. Control characters in what is printed (a file or class name
/// holding a newline) are shown escaped, `\n` or `\u{1B}`, so no name can start a line of its
/// own that a CI log or Xcode would read as another diagnostic.
struct DiagnosticPrinter {
    let sink: any OutputSink
    let quiet: Bool
    /// Lint prints each diagnostic's rule after it, as compilers print the flag: `[missing-key]`.
    let showsRules: Bool
    private var tally = DiagnosticTally()
    var errorCount: Int { tally.errorCount }
    var warningCount: Int { tally.warningCount }
    /// Every diagnostic counted (and every note), in the order given, whether `--quiet` showed
    /// it or not: what `--reporter json` lists.
    var findings: [Diagnostic] { tally.findings }

    init(sink: any OutputSink, quiet: Bool = false, showsRules: Bool = false) {
        self.sink = sink
        self.quiet = quiet
        self.showsRules = showsRules
    }

    mutating func print(_ diagnostics: [Diagnostic]) {
        var text = ""
        // A note that opens the list (extract's report of unified colors) stands on its own.
        var lastShown = !quiet
        for diagnostic in diagnostics {
            // The same theme problem met through several layouts is reported once; its notes
            // (which layout used it) always print, unless --quiet hid what they annotate.
            if diagnostic.severity == .note {
                if lastShown { text += Self.escaped(diagnostic.description) + "\n" }
                tally.count(diagnostic)
                continue
            }
            lastShown = !quiet || diagnostic.severity == .error
            guard tally.count(diagnostic) else { continue }
            if !lastShown { continue }
            let rule = showsRules ? diagnostic.rule.map { " [\($0)]" } ?? "" : ""
            text += (diagnostic.location == nil ? "themify: " : "") + Self.escaped(diagnostic.description + rule) + "\n"
        }
        if !text.isEmpty { sink.writeDiagnostics(text) }
    }

    /// A line for `--verbose` (or a report of several lines); names in it go through `escaped`.
    func say(_ line: String) {
        sink.writeDiagnostics(line + "\n")
    }

    /// `text` with every control character (C0, DEL, C1), Unicode line or paragraph separator
    /// and bidirectional control written as an escape: the model's one rule for printed text.
    static func escaped(_ text: String) -> String {
        ThemeText.escapingControls(text)
    }
}
