import ThemifyModel

/// AppKit's colors as one appearance shows them: the named system colors a macOS layout writes
/// (`<color name="controlTextColor" catalog="System">`, read on a Mac in light and dark Aqua:
/// `AppKitCatalogColors`), and the chrome AppKit draws where a layout sets nothing.
package struct AppKitColors: Sendable {
    package let appearance: Appearance
    /// A window's title bar.
    package let titleBar: SRGBColor
    /// The line around bezeled fields, buttons, scroll views and windows.
    package let bezelBorder: SRGBColor
    /// A box's fill where the layout sets none: a faint veil over what is behind it.
    package let boxFill: SRGBColor
    /// A table's header row.
    package let headerFill: SRGBColor
    /// The stripe of a table's alternate rows (`alternatingContentBackgroundColors`' second).
    package let rowStripe: SRGBColor

    /// The chrome is not a catalog color and was not read on a Mac: these are drawing values
    /// close to what AppKit shows, light from Interface Builder's canvas and dark the same
    /// veils inverted (white where light has black), so neither appearance draws the other's.
    package init(_ appearance: Appearance) {
        self.appearance = appearance
        if appearance.isDark {
            titleBar = SRGBColor(bytes: 0x3A, 0x3A, 0x3A)
            bezelBorder = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.2)
            boxFill = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.04)
            headerFill = SRGBColor(bytes: 0x2A, 0x2A, 0x2A)
            rowStripe = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.05)
        } else {
            titleBar = SRGBColor(bytes: 0xE8, 0xE8, 0xE8)
            bezelBorder = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.2)
            boxFill = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.04)
            headerFill = SRGBColor(bytes: 0xF5, 0xF5, 0xF5)
            rowStripe = SRGBColor(bytes: 0xF4, 0xF5, 0xF5)
        }
    }

    /// A catalog color in this appearance; nil for a name with no value known in it.
    package func named(_ name: String) -> SRGBColor? {
        AppKitCatalogColors.value(of: name, in: appearance)
    }

    /// NSColor's `separatorColor`, which AppKit draws a separator box and a box's default
    /// border in (named once here: it is also the spelling of UIKit's table separator key).
    package var separator: SRGBColor? { named("separatorColor") }

    /// The AppKit color a macOS layout's named color means in `appearance`: the codec reads the
    /// catalog names a theme may write as `system:` (`system:controlTextColor`), so both forms
    /// name NSColor's catalog color here — never UIKit's color of the same name (`labelColor`
    /// is 85% black on macOS, opaque black on iOS). `.some(nil)` for a named color with no value
    /// known in the appearance; nil for a color that names none.
    package static func catalogValue(of color: ThemeColor, in appearance: Appearance) -> SRGBColor?? {
        switch color {
        case .system(let name), .catalog(let name): return .some(AppKitCatalogColors.value(of: name, in: appearance))
        default: return .none
        }
    }
}
