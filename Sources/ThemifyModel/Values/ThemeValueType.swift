/// A kind of value a theme property can hold: parsed once from the theme file into this type,
/// which the build tool's XML codecs and the app's UIKit setters both take as it is.
public protocol ThemeValueType: Sendable, Hashable {
    /// The kind of value this type is.
    static var kind: ValueKind { get }
    /// The value a theme file holds, or why it is not one of this kind.
    static func parse(_ content: ThemeFileNode.Content) -> Result<Self, ValueError>
    /// The value as a theme writes it: what `keys`, `extract` and `diff` print.
    var themeText: String { get }
}

extension ThemeValueType {
    /// Parses a string as a theme writes it; for tests and for values read back from layouts.
    public init?(parsing text: String) {
        guard case .success(let value) = Self.parse(.string(text)) else { return nil }
        self = value
    }
}
