#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// What the classic Theme* views share: they find their key by the classic convention (see
/// `ThemeKeyRule`) and follow the theme from `awakeFromNib()` on.
@MainActor public protocol ThemeFollowing: UIView {}

extension ThemeFollowing {
    /// Applies the current theme now and on every switch, by the key `ThemeKeyRule` finds; a
    /// view made in code calls it once its key is set. From iOS 17 on the view also takes its
    /// style again when its own appearance changes (dark mode, increased contrast, an
    /// `overrideUserInterfaceStyle` above it), for what UIKit holds fixed: its layer's colors.
    public func followTheme() {
        ThemedObjects.register(self, key: ThemeKeyRule.key(of: self))
        if #available(iOS 17.0, tvOS 17.0, *), ThemedObjects.startsTrackingTraits(self) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
                (view: Self, previous: UITraitCollection) in
                if view.traitCollection.hasDifferentColorAppearance(comparedTo: previous) { ThemedObjects.refresh(view) }
            }
        }
    }
}
#endif
