import ThemifyModel

/// Counts a run's diagnostics as they are reported: the same problem met through several
/// layouts counts once; notes always count as findings. The command line prints by it and the
/// engine reports by it, so the counts a JSON report gives are the ones the printed run had.
package struct DiagnosticTally: Sendable {
    package private(set) var errorCount = 0
    package private(set) var warningCount = 0
    /// Every diagnostic counted (and every note), in the order reported.
    package private(set) var findings: [Diagnostic] = []
    private var seen = Set<Diagnostic>()

    package init() {}

    /// Whether `diagnostic` is new (a note always is): a repeated one is neither counted nor shown again.
    @discardableResult
    package mutating func count(_ diagnostic: Diagnostic) -> Bool {
        if diagnostic.severity == .note {
            findings.append(diagnostic)
            return true
        }
        guard seen.insert(diagnostic).inserted else { return false }
        findings.append(diagnostic)
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        return true
    }
}
