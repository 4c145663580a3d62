import ThemifyModel

/// One value a theme set on one element: what `lint` checks and `diff` compares.
public struct AppliedValue: Sendable, Hashable {
    /// Where the element is in the layout.
    public var element: SourceLocation
    /// The element's name.
    public var elementName: String
    /// The key that tagged the element; nil when only an appearance rule reached it.
    public var key: String?
    /// Where in the style the value is: the property, its state, its bar metrics.
    public var path: StylePath
    /// The property path as text (`textColor`, `states.highlighted.titleColor`).
    public var property: String { path.text }
    /// The values, with where the theme sets them (several for a list).
    public var settings: [ThemeSetting]

    /// The values written, as the theme writes them.
    public var text: String { settings.map(\.text).joined(separator: ", ") }
}
