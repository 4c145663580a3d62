import ThemifyModel

/// The two traits a per-appearance color depends on, as UIKit's trait collection reports them
/// (`userInterfaceStyle`, `accessibilityContrast`), by their raw values so that deciding the
/// appearance needs no UIKit: `UIUserInterfaceStyle` is 0 unspecified, 1 light, 2 dark;
/// `UIAccessibilityContrast` is -1 unspecified, 0 normal, 1 high.
public struct AppearanceTraits: Sendable, Hashable {
    /// `UIUserInterfaceStyle`'s raw value: 0 unspecified, 1 light, 2 dark.
    public var userInterfaceStyle: Int
    /// `UIAccessibilityContrast`'s raw value: -1 unspecified, 0 normal, 1 high.
    public var accessibilityContrast: Int

    /// Traits by their raw values, as a trait collection reports them.
    public init(userInterfaceStyle: Int, accessibilityContrast: Int) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
    }

    /// Dark only when the style says dark and high contrast only when the contrast says high:
    /// an unspecified trait (a trait collection made for one trait alone) is the light, normal
    /// default UIKit itself falls back to.
    public var appearance: Appearance {
        Appearance(isDark: userInterfaceStyle == 2, isHighContrast: accessibilityContrast == 1)
    }
}
