/// https://developer.apple.com/documentation/uikit/uinib — init(nibName:bundle:).
@MainActor open class UINib: NSObject {
    /// The name it was made with, for tests.
    public let shimNibName: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        shimNibName = name
        super.init()
        UIKitCallLog.shared.record("UINib(nibName: \"\(name)\", bundle: \(bundleOrNil == nil ? "nil" : "bundle"))")
    }
}
