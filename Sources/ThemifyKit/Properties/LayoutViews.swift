import ThemifyModel
import ThemifyXML

/// Which elements of an iOS layout are views, read from the layout itself rather than from a
/// fixed list: Interface Builder has far more view elements (`<webView>`, `<mapView>`,
/// `<arscnView>`, `<glkView>`, …) than any table, and every one of them is a `UIView` that takes
/// `backgroundColor` and `tintColor`.
///
/// An element is a view when its UIKit class is known to be one, when it sits in a
/// `<subviews>` block, when it is a controller's or a cell's `view`/`contentView`, or when it has
/// a view's shape: a frame, an autoresizing mask or subviews of its own.
enum LayoutViews {
    /// The keys under which an element that is not in `<subviews>` holds a view.
    private static let viewKeys: Set<String> = [
        "view", "contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView", "tableFooterView", "inputView",
        "inputAccessoryView", "customView", "titleView",
    ]

    /// The children only a view has.
    private static let viewShape: Set<String> = ["subviews"]
    private static let viewShapeKeyed: Set<String> = ["rect[frame]", "autoresizingMask[autoresizingMask]"]

    static func isView(_ element: MarkupElement) -> Bool {
        if let chain = UIKitClasses.chains[element.name] { return chain.last == "UIView" }
        if element.parent?.name == "subviews" { return true }
        if let key = element.attribute("key"), viewKeys.contains(key) { return true }
        return element.children.contains { child in
            viewShape.contains(child.name) || child.attribute("key").map { viewShapeKeyed.contains("\(child.name)[\($0)]") } == true
        }
    }

    /// The UIKit class chain of an iOS element: its known classes, or `UIView` for a view the
    /// table does not name, so `$appearance` rules for `UIView` and a plain value's
    /// `backgroundColor` reach it too.
    static func classChain(of element: MarkupElement) -> [String] {
        if let chain = UIKitClasses.chains[element.name] { return chain }
        return isView(element) ? ["UIView"] : []
    }
}
