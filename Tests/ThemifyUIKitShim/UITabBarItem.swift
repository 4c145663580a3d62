/// https://developer.apple.com/documentation/uikit/uitabbaritem — selectedImage.
@MainActor open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage? { didSet { shimRecord("selectedImage = \(ShimText.value(selectedImage))") } }
}
