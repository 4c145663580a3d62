#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// `themeKey`: the key a view follows, as a layout's user-defined runtime attribute sets it
/// (key path `themeKey`, type String). Setting it applies the theme's style at once — a nib
/// sets runtime attributes after the view's own properties — and again on every switch.
///
/// On Apple platforms the nib sets it through key-value coding, which needs `@objc`; without
/// it a tagged nib throws `NSUnknownKeyException` when it loads. `@IBInspectable` shows it in
/// Interface Builder's Attributes inspector. Linux has neither; the storage is the same.
#if canImport(ObjectiveC)
extension UIView {
    /// The theme key this view follows; nil for none. Setting it applies the key's style at once.
    @objc @IBInspectable public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#else
extension UIView {
    /// The theme key this view follows; nil for none. Setting it applies the key's style at once.
    public var themeKey: String? {
        get { ThemedObjects.key(of: self) }
        set { ThemedObjects.register(self, key: ThemeKeyRule.normalized(newValue)) }
    }
}
#endif
#endif
