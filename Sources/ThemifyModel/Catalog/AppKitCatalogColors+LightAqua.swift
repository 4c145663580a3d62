/// AppKit's catalog colors in the light Aqua appearance, as macOS draws them: what the on-screen
/// model (lint's contrast check, the picture) resolves `<color … catalog="System">` to in a
/// light picture.
///
/// Where the values come from: each `NSColor` class color read on macOS 10.14 under
/// `NSAppearanceNameAqua` and converted to sRGB by AppKit itself (`colorUsingColorSpace:` with
/// `sRGBColorSpace`), the same reading as `darkAquaValues`, so the two appearances agree in
/// source. The deprecated names that reading did not cover keep the values of AppKit's classic
/// light look and have no dark value.
extension AppKitCatalogColors {
    package static let lightAquaValues: [String: SRGBColor] = [
        // Label and text colors.
        "labelColor": black(alpha: 0.847),
        "secondaryLabelColor": black(alpha: 0.498),
        "tertiaryLabelColor": black(alpha: 0.247),
        "quaternaryLabelColor": black(alpha: 0.098),
        "textColor": black(alpha: 1),
        "placeholderTextColor": black(alpha: 0.247),
        "selectedTextColor": black(alpha: 1),
        "textBackgroundColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "selectedTextBackgroundColor": SRGBColor(bytes: 0xB3, 0xD7, 0xFF),
        "keyboardFocusIndicatorColor": SRGBColor(bytes: 0x00, 0x67, 0xF4, alpha: 0.247),
        "unemphasizedSelectedTextColor": black(alpha: 1),
        "unemphasizedSelectedTextBackgroundColor": SRGBColor(bytes: 0xDC, 0xDC, 0xDC),
        "linkColor": SRGBColor(bytes: 0x00, 0x68, 0xDA),
        "headerTextColor": black(alpha: 0.847),
        "windowFrameTextColor": black(alpha: 0.847),
        "selectedMenuItemTextColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "disabledControlTextColor": black(alpha: 0.247),
        "controlTextColor": black(alpha: 0.847),
        "selectedControlTextColor": black(alpha: 0.847),
        "alternateSelectedControlTextColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        // Content, control and window colors.
        "separatorColor": black(alpha: 0.098),
        "gridColor": SRGBColor(bytes: 0xCC, 0xCC, 0xCC),
        "selectedContentBackgroundColor": SRGBColor(bytes: 0x00, 0x63, 0xE1),
        "unemphasizedSelectedContentBackgroundColor": SRGBColor(bytes: 0xDC, 0xDC, 0xDC),
        "controlAccentColor": SRGBColor(bytes: 0x00, 0x7A, 0xFF),
        "controlColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "controlBackgroundColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "selectedControlColor": SRGBColor(bytes: 0xB3, 0xD7, 0xFF),
        "windowBackgroundColor": SRGBColor(bytes: 0xEC, 0xEC, 0xEC),
        "underPageBackgroundColor": SRGBColor(bytes: 0x96, 0x96, 0x96, alpha: 0.898),
        "findHighlightColor": SRGBColor(bytes: 0xFF, 0xFF, 0x00),
        "highlightColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "shadowColor": black(alpha: 1),
        "scrubberTexturedBackgroundColor": black(alpha: 0),
        // Adaptable system colors.
        "systemBlueColor": SRGBColor(bytes: 0x00, 0x7A, 0xFF),
        "systemBrownColor": SRGBColor(bytes: 0xA2, 0x84, 0x5E),
        "systemGrayColor": SRGBColor(bytes: 0x8E, 0x8E, 0x93),
        "systemGreenColor": SRGBColor(bytes: 0x28, 0xCD, 0x41),
        "systemOrangeColor": SRGBColor(bytes: 0xFF, 0x95, 0x00),
        "systemPinkColor": SRGBColor(bytes: 0xFF, 0x2D, 0x55),
        "systemPurpleColor": SRGBColor(bytes: 0xAF, 0x52, 0xDE),
        "systemRedColor": SRGBColor(bytes: 0xFF, 0x3B, 0x30),
        "systemYellowColor": SRGBColor(bytes: 0xFF, 0xCC, 0x00),
        // Fixed colors, the same in every appearance.
        "blackColor": black(alpha: 1),
        "whiteColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "clearColor": black(alpha: 0),
        // Not in the 10.14 reading: deprecated colors (`alternateSelectedControlColor` is
        // `selectedContentBackgroundColor`'s old name).
        "alternateSelectedControlColor": SRGBColor(bytes: 0x00, 0x63, 0xE1),
        "windowFrameColor": SRGBColor(bytes: 0xCC, 0xCC, 0xCC),
        "scrollBarColor": SRGBColor(bytes: 0xAA, 0xAA, 0xAA),
    ]

    /// Black at `alpha`: AppKit's label colors are black made lighter by opacity, not grays.
    static func black(alpha: Double) -> SRGBColor { SRGBColor(red: 0, green: 0, blue: 0, alpha: alpha) }
    /// White at `alpha`, their dark counterparts.
    static func white(alpha: Double) -> SRGBColor { SRGBColor(red: 1, green: 1, blue: 1, alpha: alpha) }
}
