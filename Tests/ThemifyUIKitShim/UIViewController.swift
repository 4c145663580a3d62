/// https://developer.apple.com/documentation/uikit/uiviewcontroller — init(nibName:bundle:),
/// init?(coder:), nibName, preferredStatusBarStyle, setNeedsStatusBarAppearanceUpdate(),
/// traitCollection and trait-change registration (UITraitEnvironment, UITraitChangeObservable);
/// view (https://developer.apple.com/documentation/uikit/uiviewcontroller/view), loadView(),
/// viewDidLoad(), viewWillAppear(_:), viewDidDisappear(_:), title, navigationItem
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem),
/// navigationController (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller).
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

    private var shimView: UIView?

    /// As UIKit does on first access: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if shimView == nil {
                loadView()
                viewDidLoad()
            }
            return shimView
        }
        set { shimView = newValue }
    }

    /// UIKit's default loads the controller's nib, or makes a plain view without one; the shim
    /// has no nibs, so it always makes a plain view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidDisappear(_ animated: Bool) {}

    open var title: String? { didSet { UIKitCallLog.shared.record("\(type(of: self)).title = \(ShimText.value(title))") } }

    /// Made on first use, as UIKit does.
    open var navigationItem: UINavigationItem { shimNavigationItem }

    private lazy var shimNavigationItem = UINavigationItem(shimOwner: String(describing: type(of: self)))

    /// The navigation controller whose stack holds this controller (set when it is pushed).
    weak var shimParent: UIViewController?

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var ancestor = shimParent
        while let candidate = ancestor {
            if let navigation = candidate as? UINavigationController { return navigation }
            ancestor = candidate.shimParent
        }
        return nil
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        shimTraits.handlers.append(
            (traits.map { String(describing: $0) }, { [unowned self] previous in handler(self as! TraitEnvironment, previous) }))
        return ShimTraits.Registration()
    }
}
