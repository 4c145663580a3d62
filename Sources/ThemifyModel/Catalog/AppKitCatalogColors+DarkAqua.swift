/// AppKit's catalog colors in the dark Aqua appearance, read as `lightAquaValues` are (macOS
/// 10.14, `NSAppearanceNameDarkAqua`, converted to sRGB by AppKit): what a dark macOS picture
/// draws and lint judges. `windowBackgroundColor`, `underPageBackgroundColor` and
/// `controlBackgroundColor` are the untinted values: with desktop tinting on, macOS mixes a
/// little of the wallpaper into them, which no layout records. A name missing here (a
/// deprecated color the reading did not cover) has no known dark value and resolves to nothing,
/// never to its light value.
extension AppKitCatalogColors {
    package static let darkAquaValues: [String: SRGBColor] = [
        // Label and text colors.
        "labelColor": white(alpha: 0.847),
        "secondaryLabelColor": white(alpha: 0.549),
        "tertiaryLabelColor": white(alpha: 0.247),
        "quaternaryLabelColor": white(alpha: 0.098),
        "textColor": white(alpha: 1),
        "placeholderTextColor": white(alpha: 0.247),
        "selectedTextColor": white(alpha: 1),
        "textBackgroundColor": SRGBColor(bytes: 0x1E, 0x1E, 0x1E),
        "selectedTextBackgroundColor": SRGBColor(bytes: 0x3F, 0x63, 0x8B),
        "keyboardFocusIndicatorColor": SRGBColor(bytes: 0x1A, 0xA9, 0xFF, alpha: 0.298),
        "unemphasizedSelectedTextColor": white(alpha: 1),
        "unemphasizedSelectedTextBackgroundColor": SRGBColor(bytes: 0x46, 0x46, 0x46),
        "linkColor": SRGBColor(bytes: 0x41, 0x9C, 0xFF),
        "headerTextColor": white(alpha: 1),
        "windowFrameTextColor": white(alpha: 0.847),
        "selectedMenuItemTextColor": white(alpha: 1),
        "disabledControlTextColor": white(alpha: 0.247),
        "controlTextColor": white(alpha: 0.847),
        "selectedControlTextColor": white(alpha: 0.847),
        "alternateSelectedControlTextColor": white(alpha: 1),
        // Content, control and window colors.
        "separatorColor": white(alpha: 0.098),
        "gridColor": white(alpha: 0.098),
        "selectedContentBackgroundColor": SRGBColor(bytes: 0x00, 0x58, 0xD0),
        "unemphasizedSelectedContentBackgroundColor": SRGBColor(bytes: 0x46, 0x46, 0x46),
        "controlAccentColor": SRGBColor(bytes: 0x00, 0x7A, 0xFF),
        "controlColor": white(alpha: 0.247),
        "controlBackgroundColor": SRGBColor(bytes: 0x1E, 0x1E, 0x1E),
        "selectedControlColor": SRGBColor(bytes: 0x3F, 0x63, 0x8B),
        "windowBackgroundColor": SRGBColor(bytes: 0x32, 0x32, 0x32),
        "underPageBackgroundColor": SRGBColor(bytes: 0x28, 0x28, 0x28),
        "findHighlightColor": SRGBColor(bytes: 0xFF, 0xFF, 0x00),
        "highlightColor": SRGBColor(bytes: 0xB4, 0xB4, 0xB4),
        "shadowColor": black(alpha: 1),
        "scrubberTexturedBackgroundColor": black(alpha: 0),
        // Adaptable system colors.
        "systemBlueColor": SRGBColor(bytes: 0x0A, 0x84, 0xFF),
        "systemBrownColor": SRGBColor(bytes: 0xAC, 0x8E, 0x68),
        "systemGrayColor": SRGBColor(bytes: 0x98, 0x98, 0x9D),
        "systemGreenColor": SRGBColor(bytes: 0x32, 0xD7, 0x4B),
        "systemOrangeColor": SRGBColor(bytes: 0xFF, 0x9F, 0x0A),
        "systemPinkColor": SRGBColor(bytes: 0xFF, 0x37, 0x5F),
        "systemPurpleColor": SRGBColor(bytes: 0xBF, 0x5A, 0xF2),
        "systemRedColor": SRGBColor(bytes: 0xFF, 0x45, 0x3A),
        "systemYellowColor": SRGBColor(bytes: 0xFF, 0xD6, 0x0A),
        // Fixed colors.
        "blackColor": black(alpha: 1),
        "whiteColor": white(alpha: 1),
        "clearColor": black(alpha: 0),
        // The deprecated name of `selectedContentBackgroundColor`, which AppKit answers with it.
        "alternateSelectedControlColor": SRGBColor(bytes: 0x00, 0x58, 0xD0),
    ]

    /// A catalog color's value in `appearance`: Increase Contrast draws the plain appearance's
    /// value here, since its own values were not read. Nil for a name with no value known there.
    package static func value(of name: String, in appearance: Appearance) -> SRGBColor? {
        appearance.isDark ? darkAquaValues[name] : lightAquaValues[name]
    }
}
