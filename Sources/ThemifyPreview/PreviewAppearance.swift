import ThemifyModel

/// The system appearance a picture is drawn in. Light is what a layout records (its design-time
/// colors); dark draws the theme's dark values (per-appearance colors, whether the variant names
/// them from the generated catalog or the app sets them at run time), system colors' dark
/// values and a black window (for a macOS layout, AppKit's dark Aqua values and dark window
/// background). High contrast is not drawn.
package enum PreviewAppearance: String, Sendable, Hashable, CaseIterable {
    case light
    case dark

    /// The theme model's appearance colors are resolved in.
    package var appearance: Appearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }

    /// What a file name and column id add for it: nothing for light, so a light-only run
    /// writes the names it always has (`Settings.pink.svg`), `.dark` for dark.
    var fileSuffix: String {
        self == .light ? "" : "." + rawValue
    }

    /// The appearances to draw when none are asked for: light and dark when a theme gives any
    /// color per appearance (the themes are made for both), else light, which is all a theme
    /// of plain colors tells apart.
    package static func defaults(for themes: [ResolvedTheme]) -> [PreviewAppearance] {
        themes.contains { !$0.appearanceColors.isEmpty } ? [.light, .dark] : [.light]
    }
}
