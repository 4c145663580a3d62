/// https://developer.apple.com/documentation/uikit/uitableview — separatorColor, sectionIndexColor, sectionIndexBackgroundColor.
/// Not on tvOS: separatorColor (https://developer.apple.com/documentation/uikit/uitableview/separatorcolor:
/// its availability lists no tvOS); sectionIndexColor and sectionIndexBackgroundColor are
/// (https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor,
/// https://developer.apple.com/documentation/uikit/uitableview/sectionindexbackgroundcolor).
@MainActor open class UITableView: UIScrollView {
    @available(tvOS, unavailable)
    open var separatorColor: UIColor? { didSet { shimRecord("separatorColor = \(ShimText.value(separatorColor))") } }
    open var sectionIndexColor: UIColor? { didSet { shimRecord("sectionIndexColor = \(ShimText.value(sectionIndexColor))") } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { shimRecord("sectionIndexBackgroundColor = \(ShimText.value(sectionIndexBackgroundColor))") } }
}
