/// https://developer.apple.com/documentation/uikit/uifont
/// systemFont(ofSize:), systemFont(ofSize:weight:), boldSystemFont(ofSize:),
/// italicSystemFont(ofSize:), init?(name:size:), preferredFont(forTextStyle:), pointSize.
open class UIFont: NSObject, @unchecked Sendable {
    /// How the font was made, for the log.
    let made: String

    /// The size it was made at; a text style's is the default Large size's body, 17 points
    /// (the shim has no Dynamic Type settings).
    open private(set) var pointSize: CGFloat

    init(made: String, pointSize: CGFloat) {
        self.made = made
        self.pointSize = pointSize
    }

    /// Always found here: the shim has no fonts.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(made: "UIFont(name: \"\(fontName)\", size: \(ShimText.number(fontSize)))", pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.systemFont(ofSize: \(ShimText.number(fontSize)))", pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(made: "UIFont.systemFont(ofSize: \(ShimText.number(fontSize)), weight: \(weight))", pointSize: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.boldSystemFont(ofSize: \(ShimText.number(fontSize)))", pointSize: fontSize)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.italicSystemFont(ofSize: \(ShimText.number(fontSize)))", pointSize: fontSize)
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(made: "UIFont.preferredFont(forTextStyle: \(style.rawValue))", pointSize: 17)
    }

    open override var description: String { made }
}
