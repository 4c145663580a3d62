/// https://developer.apple.com/documentation/uikit/uiwindow — rootViewController.
@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? { didSet { shimRecord("rootViewController = \(rootViewController.map { String(describing: type(of: $0)) } ?? "nil")") } }
}
