/// https://developer.apple.com/documentation/uikit/uinavigationbar — barTintColor, titleTextAttributes, largeTitleTextAttributes, shadowImage, setBackgroundImage(_:for:).
@MainActor open class UINavigationBar: UIView {
    open var barTintColor: UIColor? { didSet { shimRecord("barTintColor = \(ShimText.value(barTintColor))") } }
    open var shadowImage: UIImage? { didSet { shimRecord("shadowImage = \(ShimText.value(shadowImage))") } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { shimRecord("titleTextAttributes = \(ShimText.attributes(titleTextAttributes))") }
    }
    /// iOS 11.0+, Mac Catalyst 13.1+; not on tvOS.
    @available(iOS 11.0, macCatalyst 13.1, *)
    @available(tvOS, unavailable)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { shimRecord("largeTitleTextAttributes = \(ShimText.attributes(largeTitleTextAttributes))") }
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), for: \(barMetrics))")
    }
}
