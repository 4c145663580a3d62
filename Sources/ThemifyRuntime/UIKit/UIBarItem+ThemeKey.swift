#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `themeKey` on bar button items and tab bar items, as on views (see `UIView.themeKey`).
#if canImport(ObjectiveC)
extension UIBarItem {
    /// The theme key this bar item follows; nil for none. Setting it applies the key's style at once.
    @objc @IBInspectable public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#else
extension UIBarItem {
    /// The theme key this bar item follows; nil for none. Setting it applies the key's style at once.
    public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#endif
#endif
