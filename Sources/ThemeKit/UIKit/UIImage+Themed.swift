#if canImport(UIKit)
import UIKit

/// `UIImage.themed("headerImage")`: the classic `themeImageNamed:` (resizable when the theme
/// gives cap insets); nil when the theme has no such image or the bundle lacks it.
extension UIImage {
    @MainActor public static func themed(_ key: String) -> UIImage? {
        ThemeEnvironment.manager?.image(key).flatMap { UIKitValues.image($0, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder) }
    }

    @MainActor public static func themed(_ key: ImageKey) -> UIImage? {
        themed(key.name)
    }
}
#endif
