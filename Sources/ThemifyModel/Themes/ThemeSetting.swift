/// One value a theme sets, parsed: its typed value, the text it was written as (for messages
/// and reports), and where the theme sets it.
public struct ThemeSetting: Sendable, Hashable {
    /// The value, parsed into the kind its property takes.
    public var value: TypedValue
    /// Where the value is written.
    public var location: SourceLocation

    /// A setting of `value`, written at `location`.
    public init(_ value: TypedValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The value as a theme writes it.
    public var text: String { value.themeText }
}
