#if canImport(UIKit)
import UIKit

/// What the classic Theme* views share: they find their key by the classic convention (see
/// `ThemeKeyRule`) and follow the theme from `awakeFromNib()` on.
@MainActor public protocol ThemeFollowing: UIView {}

extension ThemeFollowing {
    /// Applies the current theme now and on every switch, by the key `ThemeKeyRule` finds; a
    /// view made in code calls it once its key is set.
    public func followTheme() {
        ThemedObjects.register(self, key: ThemeKeyRule.key(of: self))
    }
}
#endif
