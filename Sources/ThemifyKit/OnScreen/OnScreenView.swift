import ThemifyModel

/// One view's look as the on-screen model resolves it in one appearance: what the preview
/// draws for it and what lint measures behind its text.
package struct OnScreenView: Sendable {
    /// Its fill: the layout's background color, or what UIKit draws where it sets none (a
    /// bar's default, a rounded field's white, a filled button's tint).
    package var fill: SRGBColor?
    /// The tint it and its subviews take.
    package var tint: SRGBColor
    /// The font its text is set in (a navigation bar's title's, or its large title's when it
    /// shows one), as the layout names it.
    package var font: ThemeFont?
    /// Whether a navigation bar shows its title large, below its buttons (`NavigationBarLook`).
    package var showsLargeTitle = false
    /// The text it draws, when it draws one the model measures.
    package var text: OnScreenTextRun?
    /// A button's title color in each state beyond normal that sets one (`highlighted`).
    package var stateTitleColors: [String: SRGBColor] = [:]
    /// The control's own colors the layout sets (a switch's on tint, a slider's tracks).
    package var controlColors: [PropertyRole: SRGBColor] = [:]
    /// Where the view is in picture coordinates, where the model places views as the picture
    /// does (a macOS layout's, whose frames count from the bottom left); nil where the picture
    /// places them itself.
    package var frame: PreviewRect? = nil
}
