/// https://developer.apple.com/documentation/uikit/uinavigationitem — init(title:), title,
/// rightBarButtonItem (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem).
@MainActor open class UINavigationItem: NSObject {
    /// The receiver as the log names it: `SettingsViewController.navigationItem`.
    private let shimReceiver: String

    public init(title: String) {
        self.title = title
        shimReceiver = "UINavigationItem"
        super.init()
    }

    public required init?(coder: NSCoder) {
        shimReceiver = "UINavigationItem"
        super.init()
    }

    /// The item UIKit makes for a controller on first use of `navigationItem`.
    init(shimOwner: String) {
        shimReceiver = "\(shimOwner).navigationItem"
        super.init()
    }

    open var title: String? { didSet { UIKitCallLog.shared.record("\(shimReceiver).title = \(ShimText.value(title))") } }

    open var rightBarButtonItem: UIBarButtonItem? {
        didSet { UIKitCallLog.shared.record("\(shimReceiver).rightBarButtonItem = \(ShimText.value(rightBarButtonItem?.title))") }
    }
}
