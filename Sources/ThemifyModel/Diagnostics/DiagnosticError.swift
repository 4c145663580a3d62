/// A failure that carries its diagnostics: what stopped a theme or a layout from being used.
public struct DiagnosticError: Error, Sendable {
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]

    /// An error carrying several diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// An error carrying one diagnostic.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}
