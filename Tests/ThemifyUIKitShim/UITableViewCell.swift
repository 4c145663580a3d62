/// https://developer.apple.com/documentation/uikit/uitableviewcell — init(style:reuseIdentifier:)
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)),
/// init?(coder:), reuseIdentifier, contentView
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview), accessoryType
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property),
/// UITableViewCell.CellStyle and UITableViewCell.AccessoryType, Apple's raw values.
@MainActor open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        shimReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var shimReuseIdentifier: String?

    open var reuseIdentifier: String? { shimReuseIdentifier }

    /// A view made with the cell, whose calls the log names `<cell class>.contentView`.
    open var contentView: UIView { shimContentView }

    private lazy var shimContentView: UIView = {
        let view = UIView(frame: .zero)
        view.shimReceiver = "\(shimReceiver).contentView"
        return view
    }()

    open var accessoryType: UITableViewCell.AccessoryType = .none { didSet { shimRecord("accessoryType = .\(accessoryType)") } }

    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }
}
