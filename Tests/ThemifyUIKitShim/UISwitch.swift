/// https://developer.apple.com/documentation/uikit/uiswitch — onTintColor, thumbTintColor.
@MainActor open class UISwitch: UIControl {
    open var onTintColor: UIColor? { didSet { shimRecord("onTintColor = \(ShimText.value(onTintColor))") } }
    open var thumbTintColor: UIColor? { didSet { shimRecord("thumbTintColor = \(ShimText.value(thumbTintColor))") } }
}
