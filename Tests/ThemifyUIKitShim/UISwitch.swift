/// https://developer.apple.com/documentation/uikit/uiswitch — isOn, onTintColor, thumbTintColor.
/// Not on tvOS: the page's availability lists iOS, iPadOS, Mac Catalyst and visionOS only.
@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {
    open var isOn: Bool = false { didSet { shimRecord("isOn = \(isOn)") } }
    open var onTintColor: UIColor? { didSet { shimRecord("onTintColor = \(ShimText.value(onTintColor))") } }
    open var thumbTintColor: UIColor? { didSet { shimRecord("thumbTintColor = \(ShimText.value(thumbTintColor))") } }
}
