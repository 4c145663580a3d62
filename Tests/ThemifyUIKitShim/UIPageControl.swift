/// https://developer.apple.com/documentation/uikit/uipagecontrol — pageIndicatorTintColor, currentPageIndicatorTintColor.
@MainActor open class UIPageControl: UIControl {
    open var pageIndicatorTintColor: UIColor? {
        didSet { shimRecord("pageIndicatorTintColor = \(ShimText.value(pageIndicatorTintColor))") }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { shimRecord("currentPageIndicatorTintColor = \(ShimText.value(currentPageIndicatorTintColor))") }
    }
}
