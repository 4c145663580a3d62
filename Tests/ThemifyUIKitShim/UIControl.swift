/// https://developer.apple.com/documentation/uikit/uicontrol — only as a superclass here.
@MainActor open class UIControl: UIView {}
