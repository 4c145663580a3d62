#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `themeKey` on bar button items and tab bar items, as on views (see `UIView.themeKey`).
#if canImport(ObjectiveC)
extension UIBarItem {
    @objc @IBInspectable public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#else
extension UIBarItem {
    public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#endif
#endif
