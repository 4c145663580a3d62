/// https://developer.apple.com/documentation/uikit/uitableview — separatorColor, sectionIndexColor,
/// sectionIndexBackgroundColor, sectionIndexTrackingBackgroundColor
/// (https://developer.apple.com/documentation/uikit/uitableview/sectionindextrackingbackgroundcolor:
/// iOS 6.0, tvOS); init(frame:style:) (https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)),
/// style, UITableView.Style (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum),
/// dataSource, delegate, register(_:forCellReuseIdentifier:)
/// (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct),
/// dequeueReusableCell(withIdentifier:for:)
/// (https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)),
/// reloadData(), deselectRow(at:animated:) (https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)).
/// Not on tvOS: separatorColor (https://developer.apple.com/documentation/uikit/uitableview/separatorcolor:
/// its availability lists no tvOS); sectionIndexColor and sectionIndexBackgroundColor are
/// (https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor,
/// https://developer.apple.com/documentation/uikit/uitableview/sectionindexbackgroundcolor).
@MainActor open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// "If you initialize the table view with the UIView method init(frame:), the plain style is used."
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, tvOS 13.0, *)
        case insetGrouped = 2
    }

    open private(set) var style: UITableView.Style

    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?

    @available(tvOS, unavailable)
    open var separatorColor: UIColor? { didSet { shimRecord("separatorColor = \(ShimText.value(separatorColor))") } }
    open var sectionIndexColor: UIColor? { didSet { shimRecord("sectionIndexColor = \(ShimText.value(sectionIndexColor))") } }
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { shimRecord("sectionIndexBackgroundColor = \(ShimText.value(sectionIndexBackgroundColor))") }
    }
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet { shimRecord("sectionIndexTrackingBackgroundColor = \(ShimText.value(sectionIndexTrackingBackgroundColor))") }
    }

    private var shimCellClasses: [String: UITableViewCell.Type] = [:]

    /// A class that is not a `UITableViewCell` is not registered (UIKit asserts on it); nil
    /// unregisters the identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        shimRecord("register(\(cellClass.map { "\($0).self" } ?? "nil"), forCellReuseIdentifier: \"\(identifier)\")")
        shimCellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A new cell of the class registered for `identifier`: there is no reuse queue (nothing
    /// scrolls). UIKit makes it with `init(style: .default, reuseIdentifier:)`; a class object
    /// can only be asked for its required initializer, so the shim makes it with
    /// `init(coder:)` and gives it the identifier. An identifier nothing was registered for
    /// stops, as UIKit's exception does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        shimRecord("dequeueReusableCell(withIdentifier: \"\(identifier)\", for: [\(indexPath.section), \(indexPath.row)])")
        guard let cellClass = shimCellClasses[identifier], let cell = cellClass.init(coder: NSCoder()) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        cell.shimReuseIdentifier = identifier
        return cell
    }

    open func reloadData() {
        shimRecord("reloadData()")
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        shimRecord("deselectRow(at: [\(indexPath.section), \(indexPath.row)], animated: \(animated))")
    }
}
