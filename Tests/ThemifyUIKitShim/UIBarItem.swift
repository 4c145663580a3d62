/// https://developer.apple.com/documentation/uikit/uibaritem — image, title, setTitleTextAttributes(_:for:),
/// tag, accessibilityIdentifier, accessibilityLabel, awakeFromNib(), appearance proxies.
@MainActor open class UIBarItem: NSObject, UIAppearance {
    /// The receiver as the log names it: the class, or `UIBarButtonItem.appearance()` for a proxy.
    var shimReceiver: String

    public override init() {
        shimReceiver = String(describing: type(of: self))
        super.init()
    }

    public required init?(coder: NSCoder) {
        shimReceiver = String(describing: type(of: self))
        super.init()
    }

    func shimRecord(_ call: String) {
        UIKitCallLog.shared.record("\(shimReceiver).\(call)")
    }

    open var image: UIImage? { didSet { shimRecord("image = \(ShimText.value(image))") } }
    open var title: String? { didSet { shimRecord("title = \(ShimText.value(title))") } }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        shimRecord("setTitleTextAttributes(\(ShimText.attributes(attributes)), for: \(state))")
    }

    open func awakeFromNib() {}

    public static func appearance() -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver = "\(self).appearance()"
        return proxy
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver =
            "\(self).appearance(whenContainedInInstancesOf: [\(containerTypes.map { "\($0).self" }.joined(separator: ", "))])"
        return proxy
    }
}
