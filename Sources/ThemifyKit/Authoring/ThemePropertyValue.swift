/// A property's value as `keys` and `extract` write it into a theme file: one theme string
/// (`#FF0000`, `system 17`, `symbol:star`), or a list of them (a segmented control's images, one
/// per segment), which a theme file holds as an array.
public enum ThemePropertyValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    case text(String)
    case list([String])

    /// A value written in code (`"#FF0000"`).
    public init(stringLiteral value: String) { self = .text(value) }

    /// The text of a single value; nil for a list.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// As `themify keys` lists it: the text, or a list's items in brackets.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .list(let items): return "[" + items.joined(separator: ", ") + "]"
        }
    }
}
