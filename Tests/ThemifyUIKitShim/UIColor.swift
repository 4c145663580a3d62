/// https://developer.apple.com/documentation/uikit/uicolor
/// init(red:green:blue:alpha:), init(named:in:compatibleWith:), init(dynamicProvider:),
/// resolvedColor(with:), cgColor, and the
/// system colors (https://developer.apple.com/documentation/uikit/standard-colors,
/// https://developer.apple.com/documentation/uikit/ui-element-colors).
///
/// Not on tvOS (`@available(tvOS, unavailable)`): the colors whose pages' availability lists no
/// tvOS — https://developer.apple.com/documentation/uikit/uicolor/systemgray2 to …/systemgray6,
/// …/systemfill, …/secondarysystemfill, …/tertiarysystemfill, …/quaternarysystemfill,
/// …/systembackground, …/secondarysystembackground, …/tertiarysystembackground,
/// …/systemgroupedbackground, …/secondarysystemgroupedbackground,
/// …/tertiarysystemgroupedbackground, …/lighttext, …/darktext — none of which the tvOS UIKit
/// interface declares either; the other colors here are on tvOS (…/systemgray, …/label,
/// …/separator: tvOS 9 or 13).
open class UIColor: NSObject, @unchecked Sendable {
    /// How the color was made, for the log: `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`.
    let made: String

    init(made: String) {
        self.made = made
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        made =
            "UIColor(red: \(ShimText.number(red)), green: \(ShimText.number(green)), blue: \(ShimText.number(blue)), alpha: \(ShimText.number(alpha)))"
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {
        made = "UIColor(white: \(ShimText.number(white)), alpha: \(ShimText.number(alpha)))"
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        made =
            "UIColor(displayP3Red: \(ShimText.number(displayP3Red)), green: \(ShimText.number(green)), blue: \(ShimText.number(blue)), alpha: \(ShimText.number(alpha)))"
    }

    /// Always found here: the shim has no asset catalog.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(made: "UIColor(named: \"\(name)\")")
    }

    /// Asked for each trait collection the color is resolved in; nil for a color of fixed value.
    private var provider: ((UITraitCollection) -> UIColor)?

    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(made: "UIColor(dynamicProvider:)")
        provider = dynamicProvider
    }

    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    open var cgColor: CGColor { CGColor(source: made) }

    open override var description: String { made }

    private static func system(_ name: String) -> UIColor { UIColor(made: "UIColor.\(name)") }

    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { system("black") }
    open class var systemRed: UIColor { system("systemRed") }
    open class var systemOrange: UIColor { system("systemOrange") }
    open class var systemYellow: UIColor { system("systemYellow") }
    open class var systemGreen: UIColor { system("systemGreen") }
    @available(iOS 15.0, tvOS 15.0, *)
    open class var systemMint: UIColor { system("systemMint") }
    open class var systemTeal: UIColor { system("systemTeal") }
    @available(iOS 15.0, tvOS 15.0, *)
    open class var systemCyan: UIColor { system("systemCyan") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    @available(iOS 15.0, tvOS 15.0, *)
    open class var tintColor: UIColor { system("tintColor") }
    open class var systemBlue: UIColor { system("systemBlue") }
    open class var systemIndigo: UIColor { system("systemIndigo") }
    open class var systemPurple: UIColor { system("systemPurple") }
    open class var systemPink: UIColor { system("systemPink") }
    open class var systemBrown: UIColor { system("systemBrown") }
    open class var systemGray: UIColor { system("systemGray") }
    @available(tvOS, unavailable)
    open class var systemGray2: UIColor { system("systemGray2") }
    @available(tvOS, unavailable)
    open class var systemGray3: UIColor { system("systemGray3") }
    @available(tvOS, unavailable)
    open class var systemGray4: UIColor { system("systemGray4") }
    @available(tvOS, unavailable)
    open class var systemGray5: UIColor { system("systemGray5") }
    @available(tvOS, unavailable)
    open class var systemGray6: UIColor { system("systemGray6") }
    open class var label: UIColor { system("label") }
    open class var secondaryLabel: UIColor { system("secondaryLabel") }
    open class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    open class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    open class var placeholderText: UIColor { system("placeholderText") }
    open class var link: UIColor { system("link") }
    open class var separator: UIColor { system("separator") }
    open class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    @available(tvOS, unavailable)
    open class var systemFill: UIColor { system("systemFill") }
    @available(tvOS, unavailable)
    open class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    @available(tvOS, unavailable)
    open class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    @available(tvOS, unavailable)
    open class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor { system("systemBackground") }
    @available(tvOS, unavailable)
    open class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    @available(tvOS, unavailable)
    open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    @available(tvOS, unavailable)
    open class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    @available(tvOS, unavailable)
    open class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    @available(tvOS, unavailable)
    open class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    @available(tvOS, unavailable)
    open class var darkText: UIColor { system("darkText") }
    @available(tvOS, unavailable)
    open class var lightText: UIColor { system("lightText") }
}
