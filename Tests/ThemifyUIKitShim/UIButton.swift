/// https://developer.apple.com/documentation/uikit/uibutton — setTitleColor(_:for:),
/// setTitleShadowColor(_:for:), setImage(_:for:), setBackgroundImage(_:for:), titleLabel,
/// configuration (iOS 15).
@MainActor open class UIButton: UIControl {
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        shimRecord("setTitleColor(\(ShimText.value(color)), for: \(state))")
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        shimRecord("setTitleShadowColor(\(ShimText.value(color)), for: \(state))")
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setImage(\(ShimText.value(image)), for: \(state))")
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        shimRecord("setBackgroundImage(\(ShimText.value(image)), for: \(state))")
    }

    /// A label made with the button, whose calls the log names `UIButton.titleLabel`.
    open var titleLabel: UILabel? { shimTitleLabel }

    private lazy var shimTitleLabel: UILabel = {
        let label = UILabel(frame: .zero)
        label.shimReceiver = "\(shimReceiver).titleLabel"
        return label
    }()

    @available(iOS 15.0, tvOS 15.0, *)
    open var configuration: UIButton.Configuration? { didSet { shimRecord("configuration = \(ShimText.value(configuration))") } }
}
