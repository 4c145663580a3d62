#if canImport(UIKit)
import UIKit

/// `UIColor.themed("primaryHeadingColor")`: the classic `themeColorNamed:`, from the installed
/// manager's current theme; nil when the theme has no such color.
extension UIColor {
    @MainActor public static func themed(_ key: String) -> UIColor? {
        ThemeEnvironment.manager?.color(key).flatMap { UIKitValues.color($0, bundle: ThemeEnvironment.bundle) }
    }

    @MainActor public static func themed(_ key: ColorKey) -> UIColor? {
        themed(key.name)
    }
}
#endif
