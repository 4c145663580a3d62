/// https://developer.apple.com/documentation/uikit/uiresponder — only as the superclass of views
/// and view controllers.
@MainActor open class UIResponder: NSObject {}
