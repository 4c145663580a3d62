/// https://developer.apple.com/documentation/uikit/uitableview — separatorColor, sectionIndexColor, sectionIndexBackgroundColor.
@MainActor open class UITableView: UIScrollView {
    open var separatorColor: UIColor? { didSet { shimRecord("separatorColor = \(ShimText.value(separatorColor))") } }
    open var sectionIndexColor: UIColor? { didSet { shimRecord("sectionIndexColor = \(ShimText.value(sectionIndexColor))") } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { shimRecord("sectionIndexBackgroundColor = \(ShimText.value(sectionIndexBackgroundColor))") } }
}
