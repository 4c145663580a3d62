/// https://developer.apple.com/documentation/uikit/uitabbar — barTintColor, unselectedItemTintColor.
@MainActor open class UITabBar: UIView {
    open var barTintColor: UIColor? { didSet { shimRecord("barTintColor = \(ShimText.value(barTintColor))") } }
    open var unselectedItemTintColor: UIColor? {
        didSet { shimRecord("unselectedItemTintColor = \(ShimText.value(unselectedItemTintColor))") }
    }
}
