/// https://developer.apple.com/documentation/uikit/uilayoutguide — the layout anchors
/// (leadingAnchor, trailingAnchor, topAnchor, bottomAnchor, centerYAnchor).
@MainActor open class UILayoutGuide: NSObject {
    /// How the log names the guide: `UIView.safeAreaLayoutGuide`.
    private let shimName: String

    public override init() {
        shimName = "UILayoutGuide"
        super.init()
    }

    init(shimName: String) {
        self.shimName = shimName
        super.init()
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(shimItem: shimName, attribute: "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(shimItem: shimName, attribute: "trailing") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimName, attribute: "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimName, attribute: "bottom") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimName, attribute: "centerY") }
}
