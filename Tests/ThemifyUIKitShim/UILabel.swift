/// https://developer.apple.com/documentation/uikit/uilabel — text, textColor, font,
/// highlightedTextColor, shadowColor.
@MainActor open class UILabel: UIView {
    open var text: String? { didSet { shimRecord("text = \(ShimText.value(text))") } }
    open var textColor: UIColor! { didSet { shimRecord("textColor = \(ShimText.value(textColor))") } }
    open var font: UIFont! { didSet { shimRecord("font = \(ShimText.value(font))") } }
    open var highlightedTextColor: UIColor? { didSet { shimRecord("highlightedTextColor = \(ShimText.value(highlightedTextColor))") } }
    open var shadowColor: UIColor? { didSet { shimRecord("shadowColor = \(ShimText.value(shadowColor))") } }
}
