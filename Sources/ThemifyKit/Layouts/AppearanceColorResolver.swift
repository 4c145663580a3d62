import ThemifyModel
import ThemifyXML

/// Resolves a themed layout's colors to sRGB as one appearance shows them, for a reader that
/// draws the layout (a preview picture). In the light appearance every color resolves as the
/// writer resolves it (`ColorMarkup.resolved`: system colors' light values, asset colors from
/// the layout's resources or the catalogs). In others, a named color of the generated catalog
/// (`metal/bodyText.textColor`) and a per-appearance theme value take the theme's value for the
/// appearance, and a system color its dark value; an app's own asset color is known here only
/// in its design-time (light) value, so it keeps that. A macOS document's named colors are
/// NSColor's catalog colors (`labelColor` is 85% black there, opaque black in UIKit), in light
/// or dark Aqua as the appearance is; a name with no value known in it resolves to nothing
/// rather than to a guess.
struct AppearanceColorResolver {
    let root: MarkupElement
    let assets: AssetCatalog
    let appearance: Appearance
    /// The theme's per-appearance colors by the name the variants give them.
    private let generated: [String: AppearanceColor]
    /// A Cocoa document, whose named colors are AppKit's.
    private let isAppKit: Bool

    init(root: MarkupElement, assets: AssetCatalog, theme: ResolvedTheme?, appearance: Appearance) {
        self.root = root
        self.assets = assets
        self.appearance = appearance
        self.generated = appearance == .light ? [:] : theme.map(GeneratedAssetCatalog.appearanceColors(of:)) ?? [:]
        self.isAppKit = root.attribute("targetRuntime") == "MacOSX.Cocoa"
    }

    func sRGB(_ color: ThemeColor) -> SRGBColor? {
        if isAppKit, let value = AppKitColors.catalogValue(of: color, in: appearance) { return value }
        guard appearance != .light else { return ColorMarkup.resolved(color, in: root, assets: assets) }
        var value = color
        if case .asset(let name) = value, let adaptive = generated[name] { value = .perAppearance(adaptive) }
        value = value.resolved(in: appearance)
        if case .system(let name) = value, let shown = SystemColors.value(of: name, in: appearance) { return shown }
        return ColorMarkup.resolved(value, in: root, assets: assets)
    }
}
