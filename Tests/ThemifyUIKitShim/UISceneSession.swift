/// https://developer.apple.com/documentation/uikit/uiscenesession — only as a parameter type here.
/// UIKit makes sessions; here `shimMake()` does.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
    override init() {}

    /// Not UIKit: a session for a test's scene.
    public static func shimMake() -> UISceneSession { UISceneSession() }
}
