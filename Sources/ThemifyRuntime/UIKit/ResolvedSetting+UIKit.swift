#if canImport(UIKit) || canImport(ThemifyUIKitShim)
import ThemifyModel

/// A resolved setting's value, states and bar metrics as UIKit takes them.
extension ResolvedSetting {
    /// A reset (`"default"`) is UIKit's default for the property (`UIKitValues.defaultValue`):
    /// nil for a color, image or font UIKit takes nil for.
    @MainActor var uiColor: UIColor? {
        value.isReset
            ? UIKitValues.defaultColor(of: property) : value.color.flatMap { UIKitValues.color($0, bundle: ThemeEnvironment.bundle) }
    }
    @MainActor var uiImage: UIImage? {
        value.image.flatMap { UIKitValues.image($0, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder) }
    }
    var uiFont: UIFont? { uiFont(replacing: nil) }
    /// The font in place of `current`, whose size a font without its own (`"Avenir-Heavy"`) keeps.
    func uiFont(replacing current: UIFont?) -> UIFont? { value.font.flatMap { UIKitValues.font($0, replacing: current) } }
    /// A runtime attribute's key path (`layer.cornerRadius` of `runtimeAttributes.layer.cornerRadius`).
    var runtimeAttributeKeyPath: String? { PropertyCatalog.runtimeAttributeKeyPath(of: property) }
    /// A runtime attribute's value as a nib passes it to `setValue(_:forKeyPath:)`: an NSNumber
    /// for numbers and booleans, a string, a `UIColor`, a `UIImage`, an `NSValue` for points,
    /// sizes and rects.
    @MainActor var runtimeAttributeObject: Any? {
        switch value.runtimeAttribute {
        // A whole number is an integer, as the build tool writes it (`<integer key="value">`).
        case .number(let number)?:
            return number == number.rounded() && abs(number) < 1e15 ? NSNumber(value: Int(number)) : NSNumber(value: number)
        case .boolean(let flag)?: return NSNumber(value: flag)
        case .string(let text)?: return text
        case .color(let color)?: return UIKitValues.color(color, bundle: ThemeEnvironment.bundle)
        case .image(let image)?:
            return UIKitValues.image(image, bundle: ThemeEnvironment.bundle, skinFolder: ThemeEnvironment.manager?.skinFolder)
        case .point(let x, let y)?: return NSValue(cgPoint: CGPoint(x: x, y: y))
        case .size(let width, let height)?: return NSValue(cgSize: CGSize(width: width, height: height))
        case .rect(let x, let y, let width, let height)?: return NSValue(cgRect: CGRect(x: x, y: y, width: width, height: height))
        case nil: return nil
        }
    }
    var cgFloat: CGFloat? { value.isReset ? UIKitValues.defaultNumber(of: property) : value.number.map { CGFloat($0.value) } }
    var size: CGSize? { value.isReset ? UIKitValues.defaultOffset(of: property) : value.offset.map(UIKitValues.size) }

    /// The one state a per-state setting is for (the left one of a pair); normal when none is named.
    var state: UIControl.State { states.first.flatMap(UIKitValues.state) ?? .normal }
    /// The right segment's state of a divider; normal when the pair names none.
    var rightState: UIControl.State { states.dropFirst().first.flatMap(UIKitValues.state) ?? .normal }
    var uiBarMetrics: UIBarMetrics { barMetrics.flatMap(UIKitValues.barMetrics) ?? .default }
}
#endif
