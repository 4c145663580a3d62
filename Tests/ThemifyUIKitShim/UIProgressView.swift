/// https://developer.apple.com/documentation/uikit/uiprogressview — progressTintColor, trackTintColor.
@MainActor open class UIProgressView: UIView {
    open var progressTintColor: UIColor? { didSet { shimRecord("progressTintColor = \(ShimText.value(progressTintColor))") } }
    open var trackTintColor: UIColor? { didSet { shimRecord("trackTintColor = \(ShimText.value(trackTintColor))") } }
}
