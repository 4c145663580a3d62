/// https://developer.apple.com/documentation/uikit/uiwindow — init(frame:), init(windowScene:)
/// (https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)), windowScene,
/// rootViewController, makeKeyAndVisible() (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()).
@MainActor open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 13.0, tvOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        shimWindowScene = windowScene
        super.init(frame: .zero)
        shimRecord("init(windowScene:)")
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private weak var shimWindowScene: AnyObject?

    @available(iOS 13.0, tvOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { shimWindowScene as? UIWindowScene }
        set { shimWindowScene = newValue }
    }

    open var rootViewController: UIViewController? {
        didSet { shimRecord("rootViewController = \(rootViewController.map { String(describing: type(of: $0)) } ?? "nil")") }
    }

    open func makeKeyAndVisible() {
        shimRecord("makeKeyAndVisible()")
    }
}
