#if canImport(UIKit)
import UIKit

/// `UIFont.themed("bodyFont")`: the current theme's font for a key; nil when it has none.
extension UIFont {
    @MainActor public static func themed(_ key: String) -> UIFont? {
        ThemeEnvironment.manager?.font(key).flatMap { UIKitValues.font($0) }
    }

    @MainActor public static func themed(_ key: FontKey) -> UIFont? {
        themed(key.name)
    }
}
#endif
