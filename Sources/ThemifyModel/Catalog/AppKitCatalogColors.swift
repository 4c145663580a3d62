/// AppKit's catalog colors: the `NSColor` class properties a macOS layout names as
/// `<color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>`.
///
/// A theme names them like UIKit's (`system:controlTextColor`); which list a name must be in
/// is decided by the document it lands in, so `system:systemGray5Color` (UIKit only) is an
/// error in a macOS layout and `system:windowBackgroundColor` (AppKit only) in an iOS one. The
/// names are the `NSColor` properties of the macOS 10.10–14 SDKs, as Xcode's color popup
/// lists them; a macOS layout carries no design-time copy of them (no `<resources>` entry).
package enum AppKitCatalogColors {
    package static let names: Set<String> = [
        // Label and text colors.
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "quinaryLabelColor",
        "textColor", "placeholderTextColor", "selectedTextColor", "textBackgroundColor",
        "selectedTextBackgroundColor", "keyboardFocusIndicatorColor", "unemphasizedSelectedTextColor",
        "unemphasizedSelectedTextBackgroundColor", "linkColor", "headerTextColor", "windowFrameTextColor",
        "selectedMenuItemTextColor", "disabledControlTextColor", "controlTextColor", "selectedControlTextColor",
        "alternateSelectedControlTextColor",
        // Content, control and window colors.
        "separatorColor", "gridColor", "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
        "controlAccentColor", "controlColor", "controlBackgroundColor", "selectedControlColor",
        "secondarySelectedControlColor", "alternateSelectedControlColor", "controlHighlightColor",
        "controlLightHighlightColor", "controlShadowColor", "controlDarkShadowColor", "windowBackgroundColor",
        "windowFrameColor", "underPageBackgroundColor", "findHighlightColor", "highlightColor", "shadowColor",
        "headerColor", "knobColor", "selectedKnobColor", "scrollBarColor", "selectedMenuItemColor",
        "scrubberTexturedBackgroundColor",
        // Adaptable system colors.
        "systemRedColor", "systemOrangeColor", "systemYellowColor", "systemGreenColor", "systemMintColor",
        "systemTealColor", "systemCyanColor", "systemBlueColor", "systemIndigoColor", "systemPurpleColor",
        "systemPinkColor", "systemBrownColor", "systemGrayColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor",
        "quinarySystemFillColor",
    ]

    /// Whether `name` is a system color of either platform, so a theme may name it.
    package static func isSystemColorOfEitherPlatform(_ name: String) -> Bool {
        SystemColors.lightValues[name] != nil || names.contains(name)
    }

    /// The names a theme's `system:` may take, for "did you mean …?".
    package static var namesOfEitherPlatform: [String] {
        Array(names.union(SystemColors.lightValues.keys))
    }
}
