import ThemifyModel

/// What theming one layout with one theme produced.
public struct ThemingResult: Sendable {
    /// The variant's bytes; nil when an error means no variant may be written.
    public var output: [UInt8]?
    /// Every diagnostic the theming made.
    public var diagnostics: [Diagnostic]
    /// Elements the layout tags and the theme has a value for.
    public var themedElements: Int
    /// Properties whose value changed.
    public var changedProperties: Int
    /// The controller classes the layout belongs to (File's Owner, scene controllers), for
    /// the nib map.
    public var controllerClasses: [String] = []
    /// Every value the theme set (or would set, where it was already right), in document order.
    public var applied: [AppliedValue] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
