/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate —
/// application(_:didFinishLaunchingWithOptions:)
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)).
///
/// An Objective-C optional requirement is a requirement with a default implementation here (see
/// the README's deviations); Apple's `launchOptions` default value (`= nil`) cannot be written in
/// a Swift protocol.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
}

extension UIApplicationDelegate {
    /// What UIKit does without the method: launching goes on.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}
