/// https://developer.apple.com/documentation/uikit/uifont
/// systemFont(ofSize:), systemFont(ofSize:weight:), boldSystemFont(ofSize:),
/// italicSystemFont(ofSize:), init?(name:size:), preferredFont(forTextStyle:).
open class UIFont: NSObject, @unchecked Sendable {
    /// How the font was made, for the log.
    let made: String

    init(made: String) {
        self.made = made
    }

    /// Always found here: the shim has no fonts.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(made: "UIFont(name: \"\(fontName)\", size: \(ShimText.number(fontSize)))")
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.systemFont(ofSize: \(ShimText.number(fontSize)))")
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(made: "UIFont.systemFont(ofSize: \(ShimText.number(fontSize)), weight: \(weight))")
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.boldSystemFont(ofSize: \(ShimText.number(fontSize)))")
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: "UIFont.italicSystemFont(ofSize: \(ShimText.number(fontSize)))")
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(made: "UIFont.preferredFont(forTextStyle: \(style.rawValue))")
    }

    open override var description: String { made }
}
