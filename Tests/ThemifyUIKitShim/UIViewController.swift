/// https://developer.apple.com/documentation/uikit/uiviewcontroller — init(nibName:bundle:),
/// init?(coder:), nibName, preferredStatusBarStyle, setNeedsStatusBarAppearanceUpdate(),
/// traitCollection and trait-change registration (UITraitEnvironment, UITraitChangeObservable).
@MainActor open class UIViewController: UIResponder, UIAppearanceContainer, UITraitEnvironment {
    private let givenNibName: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        givenNibName = nil
        super.init()
    }

    open var nibName: String? { givenNibName }

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    let shimTraits = ShimTraits()

    open var traitCollection: UITraitCollection { shimTraits.collection }

    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(tvOS, introduced: 9.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Not UIKit: what the system does when the controller's traits change.
    public func shimChangeTraits(to collection: UITraitCollection) {
        shimTraits.change(to: collection) { previous in shimCallTraitCollectionDidChange(previous) }
    }

    @available(iOS, deprecated: 17.0)
    @available(tvOS, deprecated: 17.0)
    private func shimCallTraitCollectionDidChange(_ previous: UITraitCollection) { traitCollectionDidChange(previous) }

    open func setNeedsStatusBarAppearanceUpdate() {
        UIKitCallLog.shared.record("\(type(of: self)).setNeedsStatusBarAppearanceUpdate()")
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        shimTraits.handlers.append((traits.map { String(describing: $0) }, { [unowned self] previous in handler(self as! TraitEnvironment, previous) }))
        return ShimTraits.Registration()
    }
}
