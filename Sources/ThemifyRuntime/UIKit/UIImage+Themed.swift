#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `UIImage.themed("headerImage")`: the classic `themeImageNamed:` (resizable when the theme
/// gives cap insets); nil when the theme has no such image or the bundle lacks it.
extension UIImage {
    /// The current theme's value for `key`; nil when the theme has none.
    @MainActor public static func themed(_ key: String) -> UIImage? {
        ThemeEnvironment.manager?.image(key).flatMap {
            UIKitValues.image($0, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder)
        }
    }

    /// `themed(_:)` for a typed key.
    @MainActor public static func themed(_ key: ImageKey) -> UIImage? {
        themed(key.name)
    }

    /// A styled key's image for one property (`image` unless said).
    @MainActor public static func themed(_ key: StyleKey, for property: PropertyName = .image) -> UIImage? {
        ThemeEnvironment.manager?.image(key, for: property).flatMap {
            UIKitValues.image($0, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder)
        }
    }
}
#endif
