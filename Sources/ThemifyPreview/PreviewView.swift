import ThemifyKit
import ThemifyModel

/// One view as the picture draws it, in picture coordinates, with what the themed layout (and
/// the theme's run-time-only values) say about its look.
package struct PreviewView: Sendable {
    /// What kind of control it is, for the parts drawn beyond fill, border and text.
    package enum Content: Sendable, Hashable {
        case plain
        case text(PreviewText)
        /// A button's title per state, normal first; drawn side by side.
        case button([ButtonState])
        case image(PreviewImage)
        case segments(titles: [String], selected: Int, font: PreviewFont, textColor: SRGBColor, selectedFill: SRGBColor)
        case toggle(isOn: Bool, onTint: SRGBColor, thumb: SRGBColor)
        /// A slider: its track split at the value, its thumb, and the pictures at its ends.
        case slider(
            fraction: Double, minimumTrack: SRGBColor, maximumTrack: SRGBColor, thumb: SRGBColor, ends: SliderEnds = SliderEnds())
        /// Tab and tool bars: items side by side in the tint (a tab bar's first one selected).
        case bar(items: [PreviewText])
        /// A navigation bar: its title in the title text attributes (large, below the buttons,
        /// in the large title's when `largeTitle`), its buttons in the tint.
        case navigationBar(title: PreviewText, leading: PreviewText?, trailing: PreviewText?, largeTitle: Bool)
    }

    /// A button's look in one state.
    package struct ButtonState: Sendable, Hashable {
        package var state: String
        package var title: PreviewText?
        package var image: PreviewImage?
    }

    /// The layout's object id (`qGt-fO-59R`): the same view across themes, for comparing.
    package var id: String
    /// The element name (`label`, `button`).
    package var kind: String
    /// What Interface Builder's outline calls it: its `userLabel`, else its custom class or kind.
    package var displayName: String
    /// Where the layout puts it, in picture coordinates.
    package var frame: PreviewRect
    /// UIView's `alpha`: multiplies into the view and its whole subtree.
    package var alpha: Double = 1
    package var clipsToBounds: Bool
    package var fill: SRGBColor?
    package var border: (color: SRGBColor, width: Double)?
    package var cornerRadius: Double
    package var content: Content
    /// The theme key the layout tags it with.
    package var themeKey: String?
    /// The theme's values for it, as the theme writes them (`textColor = #C2185B`), for hover.
    package var themeValues: [(property: String, value: String)]
    /// Where it is in the layout, to match lint's findings to it.
    package var location: SourceLocation
    /// Lint's contrast findings on it.
    package var findings: [String] = []
    package var subviews: [PreviewView]

    /// The view and everything inside it, depth first.
    package var allViews: [PreviewView] {
        [self] + subviews.flatMap(\.allViews)
    }
}
