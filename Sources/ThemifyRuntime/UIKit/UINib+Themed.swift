#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// The current theme's variant of a nib, per the nib map themify wrote (`Profile` →
/// `Profile-metal`); the nib itself when the theme has none. A static function rather than an
/// initializer: UIKit's `init(nibName:bundle:)` is a factory, which a convenience initializer
/// in an extension cannot delegate to on every compiler.
extension UINib {
    /// The nib's variant for the current theme (`CardCell-metal`), or the nib itself where themify wrote none.
    @MainActor public static func themed(nibName name: String, bundle: Bundle?) -> UINib {
        UINib(nibName: ThemeEnvironment.manager?.nibName(for: name) ?? name, bundle: bundle)
    }
}
#endif
