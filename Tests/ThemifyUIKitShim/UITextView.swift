/// https://developer.apple.com/documentation/uikit/uitextview — textColor, font.
@MainActor open class UITextView: UIScrollView {
    open var textColor: UIColor? { didSet { shimRecord("textColor = \(ShimText.value(textColor))") } }
    open var font: UIFont? { didSet { shimRecord("font = \(ShimText.value(font))") } }
}
