import ThemifyModel

/// One view as the picture draws it, in picture coordinates, with what the themed layout (and
/// the theme's run-time-only values) say about its look.
public struct PreviewView: Sendable {
    /// What kind of control it is, for the parts drawn beyond fill, border and text.
    public enum Content: Sendable, Hashable {
        case plain
        case text(PreviewText)
        /// A button's title per state, normal first; drawn side by side.
        case button([ButtonState])
        case image(PreviewImage)
        case segments(titles: [String], selected: Int, font: PreviewFont, textColor: SRGBColor, selectedFill: SRGBColor)
        case toggle(isOn: Bool, onTint: SRGBColor, thumb: SRGBColor)
        case slider(fraction: Double, minimumTrack: SRGBColor, maximumTrack: SRGBColor, thumb: SRGBColor)
        /// Tab and tool bars: items side by side in the tint (a tab bar's first one selected).
        case bar(items: [PreviewText])
        /// A navigation bar: its title in the title text attributes, its buttons in the tint.
        case navigationBar(title: PreviewText, leading: PreviewText?, trailing: PreviewText?)
    }

    /// A button's look in one state.
    public struct ButtonState: Sendable, Hashable {
        public var state: String
        public var title: PreviewText?
        public var image: PreviewImage?
    }

    /// The layout's object id (`qGt-fO-59R`): the same view across themes, for comparing.
    public var id: String
    /// The element name (`label`, `button`).
    public var kind: String
    /// What Interface Builder's outline calls it: its `userLabel`, else its custom class or kind.
    public var displayName: String
    /// Where the layout puts it, in picture coordinates.
    public var frame: PreviewRect
    /// UIView's `alpha`: multiplies into the view and its whole subtree.
    public var alpha: Double = 1
    public var clipsToBounds: Bool
    public var fill: SRGBColor?
    public var border: (color: SRGBColor, width: Double)?
    public var cornerRadius: Double
    public var content: Content
    /// The theme key the layout tags it with.
    public var themeKey: String?
    /// The theme's values for it, as the theme writes them (`textColor = #C2185B`), for hover.
    public var themeValues: [(property: String, value: String)]
    /// Where it is in the layout, to match lint's findings to it.
    public var location: SourceLocation
    /// Lint's contrast findings on it.
    public var findings: [String] = []
    public var subviews: [PreviewView]

    /// The view and everything inside it, depth first.
    public var allViews: [PreviewView] {
        [self] + subviews.flatMap(\.allViews)
    }
}
