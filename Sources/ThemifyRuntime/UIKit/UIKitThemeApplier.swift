#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// Applies resolved settings to a view, bar item or appearance proxy: each through its
/// property's UIKit setter, title text attributes as one dictionary per state. It decides
/// nothing — which settings a view takes is the theme manager's answer.
public enum UIKitThemeApplier {
    /// The class names of `type`, most specific first (`ThemeLabel`, `UILabel`, `UIView`,
    /// `UIResponder`), as the catalog and `$appearance` rules name classes.
    public static func classChain(of type: AnyClass) -> [String] {
        var chain: [String] = []
        var current: AnyClass? = type
        while let next = current {
            let name = String(describing: next)
            if name == "NSObject" { break }
            chain.append(name)
            current = _getSuperclass(next)
        }
        return chain
    }

    /// Sets each setting on `object`, whose classes are `classChain` (most specific first):
    /// the object's own (`classChain(of: type(of: object))`), or for an appearance proxy the
    /// chain of the class it stands for.
    /// On an appearance proxy (`isProxy`), setters a proxy cannot take are left out.
    @MainActor static func apply(_ settings: [ResolvedSetting], to object: AnyObject, classChain: [String], isProxy: Bool = false) {
        var attributeParts: [ResolvedSetting] = []
        for setting in settings {
            if TextAttributes.isPart(setting.property) {
                attributeParts.append(setting)
            } else if let setter = UIKitPropertyTable.setter(for: setting.property, onClassChain: classChain),
                setter.viaAppearance || !isProxy
            {
                setter.apply(setting, to: object)
            }
        }
        if !attributeParts.isEmpty { TextAttributes.apply(attributeParts, to: object, classChain: classChain) }
    }

    /// What `manager` sets on `object` tagged `key` (nil: only its classes' `$appearance` rules).
    @MainActor public static func apply(_ manager: ThemeManager, key: String?, to object: AnyObject) {
        let chain = classChain(of: type(of: object))
        apply(manager.settings(forKey: key, classChain: chain), to: object, classChain: chain)
    }

    /// Sets `settings` on `object` by its own classes.
    @MainActor public static func apply(_ settings: [ResolvedSetting], to object: AnyObject) {
        apply(settings, to: object, classChain: classChain(of: type(of: object)))
    }
}
#endif
