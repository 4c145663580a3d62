#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// The nib a controller loads under the current theme — the classic `nibName` override keyed
/// by the controller's class name:
///
/// ```swift
/// override var nibName: String? { themedNibName(super.nibName) }
/// ```
///
/// The nib map's entry for the class wins; else the variant of `base`; else `base`.
extension UIViewController {
    /// The nib name to load under the current theme: `override var nibName: String? { themedNibName(super.nibName) }`.
    @MainActor public func themedNibName(_ base: String?) -> String? {
        guard let manager = ThemeEnvironment.manager else { return base }
        if let mapped = manager.controllerNibName(forClass: String(describing: type(of: self))) { return mapped }
        return base.map(manager.nibName(for:))
    }
}
#endif
