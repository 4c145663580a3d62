/// https://developer.apple.com/documentation/uikit/uistepper — setBackgroundImage(_:for:), setDividerImage(_:forLeftSegmentState:rightSegmentState:), setIncrementImage(_:for:), setDecrementImage(_:for:).
/// Not on tvOS: the page's availability lists iOS, iPadOS, Mac Catalyst and visionOS only.
@available(tvOS, unavailable)
@MainActor open class UIStepper: UIControl {

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setBackgroundImage(\(ShimText.value(image)), for: \(state))")
    }

    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        shimRecord("setDividerImage(\(ShimText.value(image)), forLeftSegmentState: \(leftState), rightSegmentState: \(rightState))")
    }

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setIncrementImage(\(ShimText.value(image)), for: \(state))")
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setDecrementImage(\(ShimText.value(image)), for: \(state))")
    }
}
