/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview — color.
@MainActor open class UIActivityIndicatorView: UIView {
    open var color: UIColor! { didSet { shimRecord("color = \(ShimText.value(color))") } }
}
