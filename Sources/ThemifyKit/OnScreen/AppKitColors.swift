import ThemifyModel

/// AppKit's named system colors (`<color name="controlTextColor" catalog="System">`) in the
/// light Aqua appearance, as macOS draws them, and the defaults AppKit draws where a layout sets
/// nothing. Dark Aqua is not drawn: a macOS picture is light.
package enum AppKitColors {
    /// The catalog colors' light values, kept with the catalog's names (ThemifyModel's
    /// `AppKitCatalogColors`), the one place that spells them.
    package static var named: [String: SRGBColor] { AppKitCatalogColors.lightAquaValues }

    /// The AppKit color a macOS layout's named color means, in light Aqua: the codec reads the
    /// catalog names a theme may write as `system:` (`system:controlTextColor`), so both forms
    /// name NSColor's catalog color here — never UIKit's color of the same name (`labelColor`
    /// is 85% black on macOS, opaque black on iOS). Nil for a color that names nothing.
    package static func catalogValue(of color: ThemeColor) -> SRGBColor?? {
        switch color {
        case .system(let name), .catalog(let name): return .some(named[name])
        default: return .none
        }
    }

    /// A window's title bar and the line under it.
    package static let titleBar = SRGBColor(bytes: 0xE8, 0xE8, 0xE8)
    package static let bezelBorder = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    package static let boxFill = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.04)
    package static let headerFill = SRGBColor(bytes: 0xF5, 0xF5, 0xF5)
}
