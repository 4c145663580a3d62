/// https://developer.apple.com/documentation/uikit/uisearchbar — barTintColor, backgroundImage,
/// setSearchFieldBackgroundImage(_:for:).
@MainActor open class UISearchBar: UIView {
    open var barTintColor: UIColor? { didSet { shimRecord("barTintColor = \(ShimText.value(barTintColor))") } }
    open var backgroundImage: UIImage? { didSet { shimRecord("backgroundImage = \(ShimText.value(backgroundImage))") } }

    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        shimRecord("setSearchFieldBackgroundImage(\(ShimText.value(backgroundImage)), for: \(state))")
    }
}
