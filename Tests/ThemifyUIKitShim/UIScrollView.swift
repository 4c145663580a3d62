/// https://developer.apple.com/documentation/uikit/uiscrollview — only as a superclass here.
@MainActor open class UIScrollView: UIView {
}
