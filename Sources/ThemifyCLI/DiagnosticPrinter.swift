import ThemifyKit

/// Prints diagnostics in the form Xcode's issue navigator parses, each once, and counts errors.
struct DiagnosticPrinter {
    let sink: any OutputSink
    private(set) var errorCount = 0
    private(set) var warningCount = 0
    private var printed = Set<Diagnostic>()

    init(sink: any OutputSink) {
        self.sink = sink
    }

    mutating func print(_ diagnostics: [Diagnostic]) {
        var text = ""
        for diagnostic in diagnostics {
            // The same theme problem met through several layouts is reported once; its notes
            // (which layout used it) always print.
            guard diagnostic.severity == .note || printed.insert(diagnostic).inserted else { continue }
            switch diagnostic.severity {
            case .error: errorCount += 1
            case .warning: warningCount += 1
            case .note: break
            }
            text += "themify: ".prefixIf(diagnostic.location == nil) + diagnostic.description + "\n"
        }
        if !text.isEmpty { sink.writeDiagnostics(text) }
    }
}

private extension String {
    func prefixIf(_ condition: Bool) -> String { condition ? self : "" }
}
