/// One value a theme sets, parsed: its typed value, the text it was written as (for messages
/// and reports), and where the theme sets it.
public struct ThemeSetting: Sendable, Hashable {
    public var value: TypedValue
    public var location: SourceLocation

    public init(_ value: TypedValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The value as a theme writes it.
    public var text: String { value.themeText }
}
