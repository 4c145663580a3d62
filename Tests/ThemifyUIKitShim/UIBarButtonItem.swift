/// https://developer.apple.com/documentation/uikit/uibarbuttonitem — tintColor,
/// setBackgroundImage(_:for:barMetrics:), init(title:image:primaryAction:menu:)
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)),
/// primaryAction, menu.
@MainActor open class UIBarButtonItem: UIBarItem {
    /// "If you specify primaryAction, it takes precedence over title and image": the item shows
    /// the action's title and image.
    @available(iOS 14.0, tvOS 14.0, *)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = primaryAction?.title ?? title
        self.image = primaryAction?.image ?? image
        shimPrimaryAction = primaryAction
        shimMenu = menu
    }

    private var shimPrimaryAction: AnyObject?
    private var shimMenu: AnyObject?

    @available(iOS 14.0, tvOS 14.0, *)
    open var primaryAction: UIAction? {
        get { shimPrimaryAction as? UIAction }
        set { shimPrimaryAction = newValue }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    open var menu: UIMenu? {
        get { shimMenu as? UIMenu }
        set { shimMenu = newValue }
    }

    open var tintColor: UIColor? { didSet { shimRecord("tintColor = \(ShimText.value(tintColor))") } }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), for: \(state), barMetrics: \(barMetrics))")
    }
}
