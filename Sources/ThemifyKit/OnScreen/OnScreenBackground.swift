import ThemifyModel

/// What is behind a text run.
package enum OnScreenBackground: Sendable, Hashable {
    /// One color: the layers behind the text composed with their alpha over the nearest opaque
    /// one (or the window).
    case known(SRGBColor)
    /// Something whose colors the layout does not tell: an image view, or a blurring view. The
    /// contrast is not judged; lint warns only when asked (`--contrast-unknown`).
    case unknown(reason: String)

    package var color: SRGBColor? {
        if case .known(let color) = self { return color }
        return nil
    }
}
