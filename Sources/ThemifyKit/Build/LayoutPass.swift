import ThemifyModel

/// Everything that happened to one layout, gathered off the calling thread and reported in
/// input order, so a build's log is the same whatever the scheduling.
struct LayoutPass: Sendable {
    var diagnostics: [Diagnostic] = []
    var variants: [VariantOutcome] = []
    /// Per variant, the file written under a temporary name, put in place once every layout
    /// was themed and the theme found sound.
    var staged: [StagedFile?] = []
    var standardOutput: [UInt8]?
    var controllerClasses: [String] = []
}
