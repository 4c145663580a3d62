/// What a theme key maps to.
public enum ThemeValue: Sendable, Hashable {
    /// A plain string: it sets the element's primary property (a label's text color, an image
    /// view's image, any other view's background color).
    case plain(PlainValue)
    /// A dictionary of properties.
    case style(ThemeStyle)

    /// Where the value is written.
    public var location: SourceLocation {
        switch self {
        case .plain(let value): return value.location
        case .style(let style): return style.location
        }
    }

    /// This value as inherited by a theme that sets `child` for the same key: styles merge
    /// property by property, anything else is replaced whole.
    func overlaid(with child: ThemeValue) -> ThemeValue {
        if case .style(let mine) = self, case .style(let theirs) = child { return .style(mine.overlaid(with: theirs)) }
        return child
    }
}
