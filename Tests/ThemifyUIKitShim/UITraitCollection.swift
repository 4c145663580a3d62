/// https://developer.apple.com/documentation/uikit/uitraitcollection — userInterfaceStyle,
/// accessibilityContrast, init(userInterfaceStyle:), init(accessibilityContrast:),
/// init(traitsFrom:), hasDifferentColorAppearance(comparedTo:), current; and the type of
/// `UIColor(named:in:compatibleWith:)`'s and `UIImage(named:in:compatibleWith:)`'s last argument.
open class UITraitCollection: NSObject, @unchecked Sendable {
    open private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified

    public override init() {}

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
        self.accessibilityContrast = accessibilityContrast
    }

    /// Later collections' specified traits win, as UIKit combines them.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for collection in traitCollections {
            if collection.userInterfaceStyle != .unspecified { userInterfaceStyle = collection.userInterfaceStyle }
            if collection.accessibilityContrast != .unspecified { accessibilityContrast = collection.accessibilityContrast }
        }
    }

    /// Whether dynamic colors could resolve differently: the traits that decide a color.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || accessibilityContrast != traitCollection.accessibilityContrast
    }

    nonisolated(unsafe) private static var currentCollection = UITraitCollection()

    open class var current: UITraitCollection {
        get { currentCollection }
        set { currentCollection = newValue }
    }
}
