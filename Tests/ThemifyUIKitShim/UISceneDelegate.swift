/// https://developer.apple.com/documentation/uikit/uiscenedelegate —
/// scene(_:willConnectTo:options:) (https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)),
/// sceneWillEnterForeground(_:) (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)).
///
/// Objective-C optional requirements: requirements with a default implementation that does
/// nothing, as UIKit does when the delegate lacks the method.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneWillEnterForeground(_ scene: UIScene)
}

@available(iOS 13.0, tvOS 13.0, *)
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
}
