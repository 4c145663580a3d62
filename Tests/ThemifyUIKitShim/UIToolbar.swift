/// https://developer.apple.com/documentation/uikit/uitoolbar — barTintColor,
/// setBackgroundImage(_:forToolbarPosition:barMetrics:), setShadowImage(_:forToolbarPosition:).
/// Not on tvOS: the page's availability lists iOS, iPadOS, Mac Catalyst and visionOS only.
@available(tvOS, unavailable)
@MainActor open class UIToolbar: UIView {
    open var barTintColor: UIColor? { didSet { shimRecord("barTintColor = \(ShimText.value(barTintColor))") } }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), forToolbarPosition: \(topOrBottom), barMetrics: \(barMetrics))")
    }

    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shimRecord("setShadowImage(\(ShimText.value(shadowImage)), forToolbarPosition: \(topOrBottom))")
    }
}
