#if canImport(UIKit)
import UIKit

/// A controller that loads the current theme's nib (see `themedNibName(_:)`) and, on iOS, shows
/// the theme's `$statusBarStyle`, updating it on every switch.
@MainActor open class ThemeViewController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        followTheme()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        followTheme()
    }

    open override var nibName: String? { themedNibName(super.nibName) }

    #if !os(tvOS)
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        ThemeEnvironment.manager.map { UIKitValues.statusBarStyle($0.statusBarStyle) } ?? super.preferredStatusBarStyle
    }
    #endif

    private func followTheme() {
        #if !os(tvOS)
        ThemedObjects.register(self, key: nil) { controller, _ in
            (controller as? UIViewController)?.setNeedsStatusBarAppearanceUpdate()
        }
        #endif
    }
}
#endif
