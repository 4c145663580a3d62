/// https://developer.apple.com/documentation/uikit/uiview — init(frame:), init?(coder:),
/// backgroundColor, tintColor, layer, tag, accessibilityIdentifier (UIAccessibilityIdentification),
/// accessibilityLabel (UIAccessibility), awakeFromNib() (NSObject's UINibLoadingAdditions), and
/// appearance proxies (UIAppearance).
@MainActor open class UIView: UIResponder, UIAppearance, UIAppearanceContainer {
    /// The receiver as the log names it: the class, or `UILabel.appearance()` for a proxy.
    var shimReceiver: String

    public init(frame: CGRect) {
        shimReceiver = String(describing: type(of: self))
        super.init()
        layer.owner = shimReceiver
    }

    public required init?(coder: NSCoder) {
        shimReceiver = String(describing: type(of: self))
        super.init()
        layer.owner = shimReceiver
    }

    /// Records a property set or a method called on this view.
    func shimRecord(_ call: String) {
        UIKitCallLog.shared.record("\(shimReceiver).\(call)")
    }

    open var backgroundColor: UIColor? { didSet { shimRecord("backgroundColor = \(ShimText.value(backgroundColor))") } }
    open var tintColor: UIColor! { didSet { shimRecord("tintColor = \(ShimText.value(tintColor))") } }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    public let layer = CALayer()

    open func awakeFromNib() {}

    public static func appearance() -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver = "\(self).appearance()"
        proxy.layer.owner = proxy.shimReceiver
        return proxy
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver = "\(self).appearance(whenContainedInInstancesOf: [\(containerTypes.map { "\($0).self" }.joined(separator: ", "))])"
        proxy.layer.owner = proxy.shimReceiver
        return proxy
    }
}
