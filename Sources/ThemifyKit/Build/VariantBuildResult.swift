import ThemifyModel

/// Everything a build did, as values: each variant's outcome, the nib map's and the color
/// catalog's, every event in order, and the counts a report gives.
public struct VariantBuildResult: Sendable {
    /// How the build ended, from the most serious down.
    public enum Outcome: Sendable, Equatable {
        /// Every output was written, or found current (warnings may have been reported).
        case succeeded
        /// A layout, theme or planned output had errors; nothing was written for what it affects.
        case failedInputs
        /// The settings cannot be carried out as given: several layouts for standard output.
        case unusableDestination
        /// An output could not be written; nothing half-written is left.
        case failedWrites
        /// Check mode: outputs are missing or out of date.
        case outdated
    }

    /// How the build ended.
    public var outcome: Outcome
    /// Whether the build stopped before theming (unusable themes, inputs or outputs): then
    /// nothing was written and no output has an outcome.
    public var stoppedBeforeTheming: Bool
    /// In input order, each layout's variants in theme order.
    public var variants: [VariantOutcome] = []
    /// Nil when the settings name none, or while a theme has errors (said in a diagnostic).
    public var nibMap: GeneratedFileOutcome?
    /// Nil when the settings name none, or no theme gives a per-appearance color and nothing of
    /// an earlier build's is left to remove.
    public var colorCatalog: GeneratedFileOutcome?
    /// Everything reported, in order, as an observer heard it.
    public var events: [BuildEvent] = []
    /// Each problem counted once, however many layouts met it.
    public var errorCount = 0
    /// Warnings, each counted once like the errors.
    public var warningCount = 0
    /// Every diagnostic counted, and every note, in the order reported.
    public var findings: [Diagnostic] = []

    /// Every diagnostic reported, in order, repeats included.
    public var diagnostics: [Diagnostic] {
        events.flatMap { event -> [Diagnostic] in
            guard case .diagnostics(let diagnostics) = event else { return [] }
            return diagnostics
        }
    }
}
