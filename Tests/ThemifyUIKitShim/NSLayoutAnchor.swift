/// https://developer.apple.com/documentation/uikit/nslayoutanchor — constraint(equalTo:),
/// constraint(equalTo:constant:) (https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)),
/// constraint(greaterThanOrEqualTo:constant:); NSLayoutXAxisAnchor
/// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor) and NSLayoutYAxisAnchor
/// (https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor). Nothing is laid out:
/// a constraint only says what it relates.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// `UILabel.leading`, as the constraint's description names it.
    let shimName: String

    init(shimItem: String, attribute: String) {
        shimName = "\(shimItem).\(attribute)"
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(shimFirst: shimName, relation: "==", second: anchor.shimName, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(shimFirst: shimName, relation: "==", second: anchor.shimName, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(shimFirst: shimName, relation: ">=", second: anchor.shimName, constant: c)
    }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
