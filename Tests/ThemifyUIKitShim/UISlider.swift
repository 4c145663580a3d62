/// https://developer.apple.com/documentation/uikit/uislider — value, minimumTrackTintColor, maximumTrackTintColor, thumbTintColor, minimumValueImage, maximumValueImage, setThumbImage(_:for:), setMinimumTrackImage(_:for:), setMaximumTrackImage(_:for:).
/// Not on tvOS: the page's availability lists iOS, iPadOS, Mac Catalyst and visionOS only.
@available(tvOS, unavailable)
@MainActor open class UISlider: UIControl {
    open var value: Float = 0 { didSet { shimRecord("value = \(value)") } }
    open var minimumTrackTintColor: UIColor? { didSet { shimRecord("minimumTrackTintColor = \(ShimText.value(minimumTrackTintColor))") } }
    open var maximumTrackTintColor: UIColor? { didSet { shimRecord("maximumTrackTintColor = \(ShimText.value(maximumTrackTintColor))") } }
    open var thumbTintColor: UIColor? { didSet { shimRecord("thumbTintColor = \(ShimText.value(thumbTintColor))") } }
    open var minimumValueImage: UIImage? { didSet { shimRecord("minimumValueImage = \(ShimText.value(minimumValueImage))") } }
    open var maximumValueImage: UIImage? { didSet { shimRecord("maximumValueImage = \(ShimText.value(maximumValueImage))") } }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setThumbImage(\(ShimText.value(image)), for: \(state))")
    }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setMinimumTrackImage(\(ShimText.value(image)), for: \(state))")
    }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setMaximumTrackImage(\(ShimText.value(image)), for: \(state))")
    }
}
