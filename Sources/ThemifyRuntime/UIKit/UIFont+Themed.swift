#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `UIFont.themed("bodyFont")`: the current theme's font for a key; nil when it has none.
extension UIFont {
    /// The current theme's value for `key`; nil when the theme has none.
    @MainActor public static func themed(_ key: String) -> UIFont? {
        ThemeEnvironment.manager?.font(key).flatMap { UIKitValues.font($0) }
    }

    /// `themed(_:)` for a typed key.
    @MainActor public static func themed(_ key: FontKey) -> UIFont? {
        themed(key.name)
    }

    /// A styled key's font for one property (`font` unless said).
    @MainActor public static func themed(_ key: StyleKey, for property: PropertyName = .font) -> UIFont? {
        ThemeEnvironment.manager?.font(key, for: property).flatMap { UIKitValues.font($0) }
    }
}
#endif
