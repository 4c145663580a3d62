/// https://developer.apple.com/documentation/uikit/uibarbuttonitem — tintColor,
/// setBackgroundImage(_:for:barMetrics:).
@MainActor open class UIBarButtonItem: UIBarItem {
    open var tintColor: UIColor? { didSet { shimRecord("tintColor = \(ShimText.value(tintColor))") } }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), for: \(state), barMetrics: \(barMetrics))")
    }
}
