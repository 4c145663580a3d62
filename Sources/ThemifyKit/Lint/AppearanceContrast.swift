import ThemifyModel
import ThemifyXML

/// Colors of a themed layout in each appearance, for contrast: a color of the generated catalog
/// (`metal/bodyText.textColor`) takes the theme's value for the appearance; a component color
/// is the same in all; a system or app asset color is known here only in the light appearance
/// (its design-time value), so other appearances are not measured where one is involved.
struct AppearanceContrast {
    let root: MarkupElement
    let assets: AssetCatalog
    /// The theme's per-appearance colors by the name the variants give them.
    private let generated: [String: AppearanceColor]

    init(theme: ResolvedTheme, root: MarkupElement, assets: AssetCatalog) {
        self.root = root
        self.assets = assets
        self.generated = GeneratedAssetCatalog.appearanceColors(of: theme)
    }

    /// Whether any of the colors differs by appearance.
    func isAdaptive(_ colors: [ThemeColor]) -> Bool {
        colors.contains { perAppearance($0) != nil }
    }

    /// Light alone, unless a color differs by appearance: then every appearance.
    func appearances(involving colors: [ThemeColor]) -> [Appearance] {
        isAdaptive(colors) ? Appearance.allCases : [.light]
    }

    /// The colors in `appearance`; nil when one of them is not known there. In the light
    /// appearance a color with no known value (an asset color no catalog holds) is left out.
    func resolved(_ colors: [ThemeColor], in appearance: Appearance) -> [SRGBColor]? {
        var resolved: [SRGBColor] = []
        for color in colors {
            guard let value = self.color(color, in: appearance) else {
                if appearance == .light { continue }
                return nil
            }
            resolved.append(value)
        }
        return resolved
    }

    /// The layers (nearest first) composited over the window: white in light appearances, black
    /// in dark ones (`systemBackgroundColor`).
    func background(of layers: [ThemeColor], in appearance: Appearance) -> SRGBColor? {
        guard let colors = resolved(layers, in: appearance) else { return nil }
        let window: Double = appearance.isDark ? 0 : 1
        var result = SRGBColor(red: window, green: window, blue: window)
        // Below the nearest opaque layer nothing shows.
        let shown = colors.firstIndex { $0.alpha >= 1 }.map { Array(colors[...$0]) } ?? colors
        for layer in shown.reversed() { result = ContrastRatio.composite(layer, over: result) }
        return result
    }

    private func perAppearance(_ color: ThemeColor) -> AppearanceColor? {
        switch color {
        case .perAppearance(let value): return value
        case .asset(let name): return generated[name]
        default: return nil
        }
    }

    private func color(_ color: ThemeColor, in appearance: Appearance) -> SRGBColor? {
        let value = (perAppearance(color).map(ThemeColor.perAppearance) ?? color).resolved(in: appearance)
        if appearance != .light, !value.isComponentColor { return nil }
        return ColorMarkup.resolved(value, in: root, assets: assets)
    }

    /// `dark appearance`, `light and high-contrast light appearances`.
    static func describe(_ appearances: [Appearance]) -> String {
        let names = appearances.map { appearance -> String in
            switch appearance {
            case .light: return "light"
            case .dark: return "dark"
            case .highContrastLight: return "high-contrast light"
            case .highContrastDark: return "high-contrast dark"
            }
        }
        let list = names.count <= 2 ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return list + (names.count == 1 ? " appearance" : " appearances")
    }
}
