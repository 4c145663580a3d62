/// https://developer.apple.com/documentation/uikit/uistoryboard — init(name:bundle:),
/// instantiateInitialViewController().
@MainActor open class UIStoryboard: NSObject {
    /// The name it was made with, for tests.
    public let shimName: String

    /// What `instantiateInitialViewController()` returns: the shim has no storyboards, so a test
    /// says which controller a storyboard of a given name holds.
    public static var shimInitialViewControllers: [String: () -> UIViewController] = [:]

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        shimName = name
        super.init()
        UIKitCallLog.shared.record("UIStoryboard(name: \"\(name)\", bundle: \(storyboardBundleOrNil == nil ? "nil" : "bundle"))")
    }

    open func instantiateInitialViewController() -> UIViewController? {
        UIKitCallLog.shared.record("UIStoryboard(\"\(shimName)\").instantiateInitialViewController()")
        return Self.shimInitialViewControllers[shimName]?()
    }
}
