/// https://developer.apple.com/documentation/uikit/uinavigationbar — barTintColor, titleTextAttributes, shadowImage, setBackgroundImage(_:for:).
@MainActor open class UINavigationBar: UIView {
    open var barTintColor: UIColor? { didSet { shimRecord("barTintColor = \(ShimText.value(barTintColor))") } }
    open var shadowImage: UIImage? { didSet { shimRecord("shadowImage = \(ShimText.value(shadowImage))") } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { shimRecord("titleTextAttributes = \(ShimText.attributes(titleTextAttributes))") }
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), for: \(barMetrics))")
    }
}
