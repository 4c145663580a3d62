#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// A per-appearance theme color as a dynamic `UIColor`: UIKit asks the provider for the color
/// of each trait collection it draws in (light or dark, normal or high contrast), so a view
/// follows the system's appearance without being themed again. The choice is the core's
/// (`DynamicThemeColor`); this only makes the UIKit colors and the provider.
enum AppearanceDynamicColor {
    static func color(_ value: AppearanceColor, bundle: Bundle?) -> UIColor? {
        guard let dynamic = DynamicThemeColor(.perAppearance(value), make: { UIKitValues.color($0, bundle: bundle) }) else { return nil }
        guard dynamic.isDynamic else { return dynamic.color(in: .light) }
        return UIColor { traits in dynamic.color(for: AppearanceTraits(traits)) }
    }
}

extension AppearanceTraits {
    /// The traits of a UIKit trait collection.
    public init(_ traitCollection: UITraitCollection) {
        self.init(
            userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue,
            accessibilityContrast: traitCollection.accessibilityContrast.rawValue)
    }
}
#endif
