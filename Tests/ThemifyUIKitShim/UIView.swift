/// https://developer.apple.com/documentation/uikit/uiview — init(frame:), init?(coder:),
/// backgroundColor, tintColor, layer, tag, accessibilityIdentifier (UIAccessibilityIdentification),
/// accessibilityLabel (UIAccessibility), awakeFromNib() (NSObject's UINibLoadingAdditions),
/// appearance proxies (UIAppearance), traitCollection and trait-change registration
/// (UITraitEnvironment, UITraitChangeObservable); addSubview(_:), subviews, superview,
/// translatesAutoresizingMaskIntoConstraints
/// (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints),
/// the layout anchors (https://developer.apple.com/documentation/uikit/uiview/leadinganchor and
/// its siblings), safeAreaLayoutGuide
/// (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide), layoutMarginsGuide
/// (https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide).
/// traitCollectionDidChange(_:) is deprecated in
/// iOS and Mac Catalyst 17, not on tvOS
/// (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)).
@MainActor open class UIView: UIResponder, UIAppearance, UIAppearanceContainer, UITraitEnvironment {
    /// The receiver as the log names it: the class, or `UILabel.appearance()` for a proxy.
    var shimReceiver: String

    public init(frame: CGRect) {
        shimReceiver = String(describing: type(of: self))
        super.init()
        layer.owner = shimReceiver
    }

    public required init?(coder: NSCoder) {
        shimReceiver = String(describing: type(of: self))
        super.init()
        layer.owner = shimReceiver
    }

    /// Records a property set or a method called on this view.
    func shimRecord(_ call: String) {
        UIKitCallLog.shared.record("\(shimReceiver).\(call)")
    }

    open var backgroundColor: UIColor? { didSet { shimRecord("backgroundColor = \(ShimText.value(backgroundColor))") } }
    open var tintColor: UIColor! { didSet { shimRecord("tintColor = \(ShimText.value(tintColor))") } }
    open var tag: Int = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    public let layer = CALayer()

    open func awakeFromNib() {}

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    open func addSubview(_ view: UIView) {
        shimRecord("addSubview(\(view.shimReceiver))")
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
    }

    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { shimRecord("translatesAutoresizingMaskIntoConstraints = \(translatesAutoresizingMaskIntoConstraints)") }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(shimItem: shimReceiver, attribute: "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(shimItem: shimReceiver, attribute: "trailing") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimReceiver, attribute: "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimReceiver, attribute: "bottom") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(shimItem: shimReceiver, attribute: "centerY") }

    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(shimName: "\(shimReceiver).safeAreaLayoutGuide") }

    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(shimName: "\(shimReceiver).layoutMarginsGuide") }

    let shimTraits = ShimTraits()

    open var traitCollection: UITraitCollection { shimTraits.collection }

    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Not UIKit: what the system does when the view's traits change (dark mode switched on).
    public func shimChangeTraits(to collection: UITraitCollection) {
        shimTraits.change(to: collection) { previous in shimCallTraitCollectionDidChange(previous) }
    }

    @available(iOS, deprecated: 17.0)
    private func shimCallTraitCollectionDidChange(_ previous: UITraitCollection) { traitCollectionDidChange(previous) }

    public static func appearance() -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver = "\(self).appearance()"
        proxy.layer.owner = proxy.shimReceiver
        return proxy
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let proxy = self.init(coder: NSCoder())!
        proxy.shimReceiver =
            "\(self).appearance(whenContainedInInstancesOf: [\(containerTypes.map { "\($0).self" }.joined(separator: ", "))])"
        proxy.layer.owner = proxy.shimReceiver
        return proxy
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        shimTraits.handlers.append(
            (traits.map { String(describing: $0) }, { [unowned self] previous in handler(self as! TraitEnvironment, previous) }))
        return ShimTraits.Registration()
    }
}
