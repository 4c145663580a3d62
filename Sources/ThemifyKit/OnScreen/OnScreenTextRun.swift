import ThemifyModel

/// One text a view draws, with what is seen of it: its color composed with the alpha of the
/// view and its ancestors, and what is behind it.
package struct OnScreenTextRun: Sendable {
    /// The view that draws it, as its element is located in the layout.
    package var location: SourceLocation
    /// The element name (`label`, `button`).
    package var kind: String
    /// Where the view is, in picture coordinates, cut by the views that clip it.
    package var frame: PreviewRect
    /// The text's color as the layout names it, resolved in the model's appearance: what the
    /// picture draws before the view's alpha.
    package var color: SRGBColor
    /// `color` with the alpha of the view and its ancestors multiplied in: what is composed over
    /// the background.
    package var seenColor: SRGBColor
    package var background: OnScreenBackground
    /// The font's size in points; nil for Dynamic Type, whose size the user chooses.
    package var pointSize: Double?
    package var isBold: Bool

    /// WCAG's ratio between the text and its background; nil when the background is unknown.
    package var contrast: Double? {
        background.color.map { ContrastRatio.between(seenColor, on: $0) }
    }

    /// What WCAG asks of this text: 4.5:1, or 3:1 for large text.
    package var minimumContrast: Double {
        ContrastRatio.minimum(pointSize: pointSize, bold: isBold)
    }
}
