/// https://developer.apple.com/documentation/uikit/uiviewcontroller — init(nibName:bundle:),
/// init?(coder:), nibName, preferredStatusBarStyle, setNeedsStatusBarAppearanceUpdate(),
/// traitCollection and trait-change registration (UITraitEnvironment, UITraitChangeObservable).
/// Not on tvOS: preferredStatusBarStyle
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle) and
/// setNeedsStatusBarAppearanceUpdate()
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()):
/// their pages' availability lists no tvOS. traitCollectionDidChange(_:) is deprecated in iOS and
/// Mac Catalyst 17, not on tvOS
/// (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)).
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

    @available(tvOS, unavailable)
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    let shimTraits = ShimTraits()

    open var traitCollection: UITraitCollection { shimTraits.collection }

    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Not UIKit: what the system does when the controller's traits change.
    public func shimChangeTraits(to collection: UITraitCollection) {
        shimTraits.change(to: collection) { previous in shimCallTraitCollectionDidChange(previous) }
    }

    @available(iOS, deprecated: 17.0)
    private func shimCallTraitCollectionDidChange(_ previous: UITraitCollection) { traitCollectionDidChange(previous) }

    @available(tvOS, unavailable)
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
