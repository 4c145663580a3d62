/// The value of one property in a style: a single value, or a list (one image per segment).
public enum StyleValue: Sendable, Hashable {
    /// One value (`"textColor": "#FFFFFF"`).
    case setting(ThemeSetting)
    /// One value per item, in order, and where the list is written (`"segmentImages": [...]`).
    case list([ThemeSetting], at: SourceLocation)

    /// Where the value (or the list) is written.
    public var location: SourceLocation {
        switch self {
        case .setting(let setting): return setting.location
        case .list(_, let location): return location
        }
    }

    /// Every value it holds.
    public var settings: [ThemeSetting] {
        switch self {
        case .setting(let setting): return [setting]
        case .list(let settings, _): return settings
        }
    }

    /// The values as a theme writes them, comma-separated for a list.
    public var text: String { settings.map(\.text).joined(separator: ", ") }
}
