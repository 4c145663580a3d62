/// https://developer.apple.com/documentation/uikit/uitextfield — textColor, font.
@MainActor open class UITextField: UIControl {
    open var textColor: UIColor? { didSet { shimRecord("textColor = \(ShimText.value(textColor))") } }
    open var font: UIFont? { didSet { shimRecord("font = \(ShimText.value(font))") } }
}
