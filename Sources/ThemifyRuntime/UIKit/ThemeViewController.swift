#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// A controller that loads the current theme's nib (see `themedNibName(_:)`), on iOS shows the
/// theme's `$statusBarStyle`, updating it on every switch, and applies the theme again when the
/// appearance changes (`ThemeEnvironment.traitsDidChange(_:)`).
@MainActor open class ThemeViewController: UIViewController {
    /// A controller that loads its nib's variant for the current theme.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        followTheme()
    }

    /// A controller made by a storyboard (which already loads the theme's variant).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        followTheme()
    }

    /// The variant of the controller's nib the nib map gives its class under the current theme.
    open override var nibName: String? { themedNibName(super.nibName) }

    #if !os(tvOS)
    /// The current theme's `$statusBarStyle`.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        ThemeEnvironment.manager.map { UIKitValues.statusBarStyle($0.statusBarStyle) } ?? super.preferredStatusBarStyle
    }
    #endif

    /// Before iOS 17; from iOS 17 on, the registration `followTheme()` makes reports the change
    /// (both may arrive: the environment applies the theme once per change of appearance).
    @available(iOS, deprecated: 17.0)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ThemeEnvironment.traitsDidChange(traitCollection, previous: previousTraitCollection)
    }

    private func followTheme() {
        if #available(iOS 17.0, tvOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
                (controller: ThemeViewController, previous: UITraitCollection) in
                ThemeEnvironment.traitsDidChange(controller.traitCollection, previous: previous)
            }
        }
        #if !os(tvOS)
        ThemedObjects.register(self, key: nil) { controller, _ in
            (controller as? UIViewController)?.setNeedsStatusBarAppearanceUpdate()
        }
        #endif
    }
}
#endif
