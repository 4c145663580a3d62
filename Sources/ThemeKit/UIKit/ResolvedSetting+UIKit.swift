#if canImport(UIKit)
import UIKit
import ThemeModel

/// A resolved setting's value, states and bar metrics as UIKit takes them.
extension ResolvedSetting {
    /// A reset (`"default"`) is UIKit's default for the property (`UIKitValues.defaultValue`):
    /// nil for a color, image or font UIKit takes nil for.
    @MainActor var uiColor: UIColor? {
        value.isReset ? UIKitValues.defaultColor(of: property) : value.color.flatMap { UIKitValues.color($0, bundle: ThemeEnvironment.bundle) }
    }
    @MainActor var uiImage: UIImage? { value.image.flatMap { UIKitValues.image($0, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder) } }
    var uiFont: UIFont? { value.font.flatMap(UIKitValues.font) }
    var cgFloat: CGFloat? { value.isReset ? UIKitValues.defaultNumber(of: property) : value.number.map { CGFloat($0.value) } }
    var size: CGSize? { value.isReset ? UIKitValues.defaultOffset(of: property) : value.offset.map(UIKitValues.size) }

    /// The one state a per-state setting is for (the left one of a pair); normal when none is named.
    var state: UIControl.State { states.first.flatMap(UIKitValues.state) ?? .normal }
    /// The right segment's state of a divider; normal when the pair names none.
    var rightState: UIControl.State { states.dropFirst().first.flatMap(UIKitValues.state) ?? .normal }
    var uiBarMetrics: UIBarMetrics { barMetrics.flatMap(UIKitValues.barMetrics) ?? .default }
}
#endif
