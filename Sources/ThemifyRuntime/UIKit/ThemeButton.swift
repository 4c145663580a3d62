#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// A `UIButton` that follows the theme by the classic convention: set its class in Interface
/// Builder and its key in the accessibility label, identifier or tag (see `ThemeKeyRule`).
/// It applies its style in `awakeFromNib()` and again after every theme switch; one made in
/// code calls `followTheme()` once its key is set.
@MainActor open class ThemeButton: UIButton, ThemeFollowing {
    /// Follows the theme once the nib has set the key (accessibility identifier, label or tag).
    open override func awakeFromNib() {
        super.awakeFromNib()
        followTheme()
    }
}
#endif
