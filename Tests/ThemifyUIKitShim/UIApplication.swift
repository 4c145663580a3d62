/// https://developer.apple.com/documentation/uikit/uiapplication — shared, delegate,
/// UIApplication.LaunchOptionsKey (https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey).
@MainActor open class UIApplication: UIResponder {
    private static let shimShared = UIApplication()

    /// The one application object: UIKit's `UIApplicationMain` makes it at launch; here it is
    /// made on first use, and nothing runs an event loop.
    open class var shared: UIApplication { shimShared }

    /// Set by UIKit at launch to the app's delegate; here by a test.
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
