/// https://developer.apple.com/documentation/uikit/uimenu — only as a parameter type here.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {}
