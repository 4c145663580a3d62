import ThemifyModel

/// AppKit's named system colors (`<color name="controlTextColor" catalog="System">`) in the
/// light Aqua appearance, as macOS draws them, and the defaults AppKit draws where a layout sets
/// nothing. Dark Aqua is not drawn: a macOS picture is light.
package enum AppKitColors {
    package static let named: [String: SRGBColor] = [
        "labelColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        "controlTextColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        "textColor": SRGBColor(red: 0, green: 0, blue: 0),
        "headerTextColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.85),
        "secondaryLabelColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5),
        "tertiaryLabelColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.26),
        "disabledControlTextColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.25),
        "placeholderTextColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.25),
        "textBackgroundColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "controlBackgroundColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "controlColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "windowBackgroundColor": SRGBColor(bytes: 0xEC, 0xEC, 0xEC),
        "underPageBackgroundColor": SRGBColor(bytes: 0x96, 0x96, 0x96),
        "gridColor": SRGBColor(bytes: 0xE6, 0xE6, 0xE6),
        "separatorColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.1),
        "selectedControlColor": SRGBColor(bytes: 0xB3, 0xD7, 0xFF),
        "alternateSelectedControlColor": SRGBColor(bytes: 0x00, 0x63, 0xE1),
        "selectedContentBackgroundColor": SRGBColor(bytes: 0x00, 0x63, 0xE1),
        "keyboardFocusIndicatorColor": SRGBColor(bytes: 0x00, 0x67, 0xF4),
        "linkColor": SRGBColor(bytes: 0x00, 0x68, 0xDA),
        "controlAccentColor": SRGBColor(bytes: 0x00, 0x7A, 0xFF),
        "systemBlueColor": SRGBColor(bytes: 0x00, 0x7A, 0xFF),
        "systemRedColor": SRGBColor(bytes: 0xFF, 0x3B, 0x30),
        "systemGreenColor": SRGBColor(bytes: 0x28, 0xCD, 0x41),
        "systemOrangeColor": SRGBColor(bytes: 0xFF, 0x95, 0x00),
        "systemYellowColor": SRGBColor(bytes: 0xFF, 0xCC, 0x00),
        "systemGrayColor": SRGBColor(bytes: 0x8E, 0x8E, 0x93),
        "alternatingContentBackgroundColor": SRGBColor(bytes: 0xF4, 0xF5, 0xF5),
        "windowFrameColor": SRGBColor(bytes: 0xCC, 0xCC, 0xCC),
        "scrollBarColor": SRGBColor(bytes: 0xAA, 0xAA, 0xAA),
        "blackColor": SRGBColor(bytes: 0, 0, 0),
        "whiteColor": SRGBColor(bytes: 0xFF, 0xFF, 0xFF),
        "clearColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// A window's title bar and the line under it.
    package static let titleBar = SRGBColor(bytes: 0xE8, 0xE8, 0xE8)
    package static let bezelBorder = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    package static let boxFill = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.04)
    package static let headerFill = SRGBColor(bytes: 0xF5, 0xF5, 0xF5)
}
