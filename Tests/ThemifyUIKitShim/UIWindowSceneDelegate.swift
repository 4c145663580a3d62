/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate — window
/// (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window), an
/// Objective-C optional requirement: its default here holds no window, as UIKit sees none
/// when the delegate lacks the property.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
