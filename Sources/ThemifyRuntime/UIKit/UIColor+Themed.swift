#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `UIColor.themed("primaryHeadingColor")`: the classic `themeColorNamed:`, from the installed
/// manager's current theme; nil when the theme has no such color. A key that some theme styles
/// (a `StyleKey`) is read for one property: `UIColor.themed(.primaryHeadingColor, for: .textColor)`.
extension UIColor {
    /// The current theme's value for `key`; nil when the theme has none.
    @MainActor public static func themed(_ key: String) -> UIColor? {
        ThemeEnvironment.manager?.color(key).flatMap { UIKitValues.color($0, bundle: ThemeEnvironment.bundle) }
    }

    /// `themed(_:)` for a typed key.
    @MainActor public static func themed(_ key: ColorKey) -> UIColor? {
        themed(key.name)
    }

    /// A styled key's value for one property.
    @MainActor public static func themed(_ key: StyleKey, for property: PropertyName) -> UIColor? {
        ThemeEnvironment.manager?.color(key, for: property).flatMap { UIKitValues.color($0, bundle: ThemeEnvironment.bundle) }
    }
}
#endif
