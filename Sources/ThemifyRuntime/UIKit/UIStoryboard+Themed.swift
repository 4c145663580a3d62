#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// The current theme's variant of a storyboard (`Main` → `Main-metal`), per the nib map; the
/// storyboard itself when the theme has none.
extension UIStoryboard {
    /// The storyboard's variant for the current theme (`Main-metal`), or the storyboard itself where themify wrote none.
    @MainActor public static func themed(name: String, bundle: Bundle?) -> UIStoryboard {
        UIStoryboard(name: ThemeEnvironment.manager?.nibName(for: name) ?? name, bundle: bundle)
    }
}
#endif
