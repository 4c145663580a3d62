#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// The theme manager the UIKit layer uses — installed once at launch — and what happens on
/// every switch: `$appearance` rules go to the appearance proxies, every themed view and bar
/// item is set again, and a window asked to reloads its root controller.
///
/// ```swift
/// let manager = try ThemeManager(bundle: .main)
/// ThemeEnvironment.install(manager)
/// ```
@MainActor public enum ThemeEnvironment {
    /// The manager `install(_:bundle:notificationCenter:)` was given; nil before.
    public private(set) static var manager: ThemeManager?
    /// Where images and asset colors come from; nil: the main bundle.
    public private(set) static var bundle: Bundle?

    private static var observer: ThemeChangeObserver?
    private static var reloads: [RootReload] = []

    /// Uses `manager` from now on and applies its current theme.
    public static func install(_ manager: ThemeManager, bundle: Bundle? = nil, notificationCenter: NotificationCenter = .default) {
        self.manager = manager
        self.bundle = bundle
        observer = ThemeChangeObserver(manager: manager, center: notificationCenter) { ThemeEnvironment.themeDidChange() }
        ThemeAppearance.apply(manager)
        ThemedObjects.refreshAll()
    }

    /// On every switch, replaces `window`'s root view controller with the themed variant of
    /// storyboard `name`'s initial controller: `UIAppearance` changes reach only views that
    /// enter a window afterwards, and a variant storyboard only controllers made afterwards.
    public static func reloadRootViewController(of window: UIWindow, fromStoryboard name: String, bundle: Bundle? = nil) {
        reloads.removeAll { $0.window == nil || $0.window === window }
        reloads.append(RootReload(window: window, storyboard: name, bundle: bundle))
    }

    private static var appearance = AppearanceChangeTracker()

    /// The appearance shown changed (dark mode, increased contrast): applies the theme again,
    /// as on a switch, so values UIKit holds fixed (layer colors) take the new appearance's.
    /// `ThemeViewController` calls it on every trait change; a controller of another class calls
    /// it from its own trait-change handler. Traits that change no color do nothing.
    public static func traitsDidChange(_ traitCollection: UITraitCollection, previous: UITraitCollection?) {
        guard appearance.update(AppearanceTraits(traitCollection), previous: previous.map(AppearanceTraits.init)) else { return }
        themeDidChange()
    }

    static func themeDidChange() {
        guard let manager else { return }
        ThemeAppearance.apply(manager)
        ThemedObjects.refreshAll()
        reloads.removeAll { $0.window == nil }
        for reload in reloads {
            reload.window?.rootViewController = UIStoryboard.themed(name: reload.storyboard, bundle: reload.bundle)
                .instantiateInitialViewController()
        }
    }

    private struct RootReload {
        weak var window: UIWindow?
        let storyboard: String
        let bundle: Bundle?
    }
}
#endif
