/// https://developer.apple.com/documentation/uikit/uibutton — setTitleColor(_:for:),
/// setTitleShadowColor(_:for:), setImage(_:for:), setBackgroundImage(_:for:), titleLabel,
/// configuration (iOS 15); init(type:primaryAction:)
/// (https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)), buttonType,
/// setTitle(_:for:) (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)),
/// UIButton.ButtonType (https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum).
@MainActor open class UIButton: UIControl {
    /// The action is the button's for `.primaryActionTriggered`, as UIKit adds it.
    @available(iOS 14.0, tvOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open private(set) var buttonType: UIButton.ButtonType = .custom

    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        shimRecord("setTitle(\(ShimText.value(title)), for: \(state))")
    }

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
