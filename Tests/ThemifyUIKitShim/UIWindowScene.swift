/// https://developer.apple.com/documentation/uikit/uiwindowscene — only as the scene a window is made for.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {}
