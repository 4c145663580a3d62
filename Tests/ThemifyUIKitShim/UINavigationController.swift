/// https://developer.apple.com/documentation/uikit/uinavigationcontroller — init(rootViewController:),
/// viewControllers, topViewController, pushViewController(_:animated:)
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)).
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        // Observers do not run in the class's own initializer: the parent is set here.
        viewControllers = [rootViewController]
        rootViewController.shimParent = self
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first; each controller on it has this controller as its parent.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.shimParent = self } }
    }

    open var topViewController: UIViewController? { viewControllers.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        UIKitCallLog.shared.record("\(type(of: self)).pushViewController(\(type(of: viewController)), animated: \(animated))")
        viewControllers.append(viewController)
    }
}
