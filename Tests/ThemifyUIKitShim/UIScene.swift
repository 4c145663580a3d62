/// https://developer.apple.com/documentation/uikit/uiscene — init(session:connectionOptions:),
/// session, delegate, UIScene.ConnectionOptions (https://developer.apple.com/documentation/uikit/uiscene/connectionoptions).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    open private(set) var session: UISceneSession

    open var delegate: (any UISceneDelegate)?

    /// UIKit makes these when it connects a scene; here `shimMake()` does.
    @MainActor open class ConnectionOptions: NSObject {
        override init() {}

        /// Not UIKit: options for a test's scene (none of UIKit's are declared).
        public static func shimMake() -> ConnectionOptions { ConnectionOptions() }
    }

    /// Not UIKit: what UIKit does when it connects the scene — calls the delegate's
    /// `scene(_:willConnectTo:options:)`.
    public func shimConnect() {
        delegate?.scene(self, willConnectTo: session, options: ConnectionOptions())
    }

    /// Not UIKit: what UIKit does when the scene comes back to the foreground.
    public func shimEnterForeground() {
        delegate?.sceneWillEnterForeground(self)
    }
}
