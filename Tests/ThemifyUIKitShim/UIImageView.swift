/// https://developer.apple.com/documentation/uikit/uiimageview — image, highlightedImage.
@MainActor open class UIImageView: UIView {
    open var image: UIImage? { didSet { shimRecord("image = \(ShimText.value(image))") } }
    open var highlightedImage: UIImage? { didSet { shimRecord("highlightedImage = \(ShimText.value(highlightedImage))") } }
}
