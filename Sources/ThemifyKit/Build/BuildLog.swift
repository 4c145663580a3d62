import ThemifyModel

/// A build's events as they happen: kept for the result, counted, and handed to the caller's
/// observer at once, so a command line prints them in the order they occurred.
struct BuildLog {
    private let observer: ((BuildEvent) -> Void)?
    private(set) var events: [BuildEvent] = []
    private(set) var tally = DiagnosticTally()

    init(observer: ((BuildEvent) -> Void)?) {
        self.observer = observer
    }

    mutating func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        for diagnostic in diagnostics { tally.count(diagnostic) }
        emit(.diagnostics(diagnostics))
    }

    mutating func emit(_ event: BuildEvent) {
        events.append(event)
        observer?(event)
    }

    /// The result of a build that stopped before theming anything.
    func stopped(_ outcome: VariantBuildResult.Outcome) -> VariantBuildResult {
        result(outcome, stoppedBeforeTheming: true)
    }

    func result(_ outcome: VariantBuildResult.Outcome, stoppedBeforeTheming: Bool = false) -> VariantBuildResult {
        VariantBuildResult(
            outcome: outcome, stoppedBeforeTheming: stoppedBeforeTheming, events: events, errorCount: tally.errorCount,
            warningCount: tally.warningCount, findings: tally.findings)
    }
}
