/// https://developer.apple.com/documentation/uikit/nslayoutconstraint — activate(_:)
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)), isActive,
/// constant. Made by the anchors; its description is what it relates
/// (`UILabel.top == UIView.safeAreaLayoutGuide.top + 24`).
@MainActor open class NSLayoutConstraint: NSObject {
    private let shimFirst: String
    private let shimRelation: String
    private let shimSecond: String

    init(shimFirst: String, relation: String, second: String, constant: CGFloat) {
        self.shimFirst = shimFirst
        shimRelation = relation
        shimSecond = second
        self.constant = constant
        super.init()
    }

    open var constant: CGFloat
    private var shimIsActive = false

    open var isActive: Bool {
        get { shimIsActive }
        set {
            shimIsActive = newValue
            UIKitCallLog.shared.record("NSLayoutConstraint(\(shimDescription)).isActive = \(newValue)")
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        UIKitCallLog.shared.record("NSLayoutConstraint.activate([\(constraints.map(\.shimDescription).joined(separator: ", "))])")
        for constraint in constraints { constraint.shimIsActive = true }
    }

    var shimDescription: String {
        let offset = constant == 0 ? "" : constant > 0 ? " + \(ShimText.number(constant))" : " - \(ShimText.number(-constant))"
        return "\(shimFirst) \(shimRelation) \(shimSecond)\(offset)"
    }
}
