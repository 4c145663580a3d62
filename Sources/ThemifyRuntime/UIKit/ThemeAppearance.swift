#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// `$appearance` rules through `UIAppearance`: each rule's settings go to its class's
/// appearance proxy. UIKit classes are known by name; an app's own classes that rules name
/// (`HeadlineLabel`) are registered once, since Swift cannot look a class up by name on
/// every platform.
@MainActor public enum ThemeAppearance {
    /// A class's appearance proxy, made on demand.
    struct ProxyClass {
        let type: AnyClass
        let proxy: @MainActor () -> AnyObject
    }

    static func proxyClass<Class: NSObject & UIAppearance>(_ type: Class.Type) -> ProxyClass {
        ProxyClass(type: type) { Class.appearance() }
    }

    /// Every UIKit class an `$appearance` rule may name that the UIKit back end sets anything on.
    static let uikitClasses: [String: ProxyClass] = {
        var classes: [String: ProxyClass] = [
            "UIView": proxyClass(UIView.self), "UILabel": proxyClass(UILabel.self),
            "UIImageView": proxyClass(UIImageView.self), "UIControl": proxyClass(UIControl.self),
            "UIButton": proxyClass(UIButton.self), "UISegmentedControl": proxyClass(UISegmentedControl.self),
            "UITextField": proxyClass(UITextField.self), "UITextView": proxyClass(UITextView.self),
            "UIScrollView": proxyClass(UIScrollView.self), "UITableView": proxyClass(UITableView.self),
            "UIProgressView": proxyClass(UIProgressView.self), "UIActivityIndicatorView": proxyClass(UIActivityIndicatorView.self),
            "UIPageControl": proxyClass(UIPageControl.self), "UINavigationBar": proxyClass(UINavigationBar.self),
            "UITabBar": proxyClass(UITabBar.self), "UISearchBar": proxyClass(UISearchBar.self),
            "UIBarItem": proxyClass(UIBarItem.self), "UIBarButtonItem": proxyClass(UIBarButtonItem.self),
            "UITabBarItem": proxyClass(UITabBarItem.self),
        ]
        #if !os(tvOS)
        classes["UISwitch"] = proxyClass(UISwitch.self)
        classes["UISlider"] = proxyClass(UISlider.self)
        classes["UIStepper"] = proxyClass(UIStepper.self)
        classes["UIToolbar"] = proxyClass(UIToolbar.self)
        #endif
        return classes
    }()

    private static var customClasses: [String: ProxyClass] = [:]

    /// Lets `$appearance` rules for `type` (by its name, `HeadlineLabel`) reach its proxy.
    public static func register<Class: NSObject & UIAppearance>(_ type: Class.Type) {
        customClasses[String(describing: type)] = proxyClass(type)
    }

    /// Sets every rule of `manager`'s current theme on its class's appearance proxy — all but
    /// what a proxy cannot take (`UIKitSetter.viaAppearance`: layer properties, a button's
    /// title font and configuration, segment images), which reach only views that follow the
    /// theme (their own settings include their classes' rules). UIKit keeps
    /// what a proxy was given, so a property a new theme no longer sets keeps the old value on
    /// views made later; views that follow the theme are set directly on every switch.
    public static func apply(_ manager: ThemeManager) {
        for (className, settings) in manager.appearanceSettings where !settings.isEmpty {
            guard let proxyClass = uikitClasses[className] else { continue }
            UIKitThemeApplier.apply(
                settings, to: proxyClass.proxy(), classChain: UIKitThemeApplier.classChain(of: proxyClass.type), isProxy: true)
        }
        for (className, proxyClass) in customClasses.sorted(by: { $0.key < $1.key }) {
            let chain = UIKitThemeApplier.classChain(of: proxyClass.type)
            let settings = manager.appearanceSettings(forCustomClass: className, superclassChain: Array(chain.dropFirst()))
            if !settings.isEmpty { UIKitThemeApplier.apply(settings, to: proxyClass.proxy(), classChain: chain, isProxy: true) }
        }
    }
}
#endif
