/// https://developer.apple.com/documentation/uikit/uiviewcontroller — init(nibName:bundle:),
/// init?(coder:), nibName, preferredStatusBarStyle, setNeedsStatusBarAppearanceUpdate().
@MainActor open class UIViewController: UIResponder, UIAppearanceContainer {
    private let givenNibName: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        givenNibName = nil
        super.init()
    }

    open var nibName: String? { givenNibName }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    open func setNeedsStatusBarAppearanceUpdate() {
        UIKitCallLog.shared.record("\(type(of: self)).setNeedsStatusBarAppearanceUpdate()")
    }
}
