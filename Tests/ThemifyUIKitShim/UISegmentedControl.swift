/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol —
/// setBackgroundImage(_:for:barMetrics:), setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:),
/// setTitleTextAttributes(_:for:), setImage(_:forSegmentAt:), init(items:), numberOfSegments, selectedSegmentTintColor,
/// selectedSegmentIndex (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex),
/// titleForSegment(at:) (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)).
@MainActor open class UISegmentedControl: UIControl {
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        shimRecord("setBackgroundImage(\(ShimText.value(backgroundImage)), for: \(state), barMetrics: \(barMetrics))")
    }

    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) {
        shimRecord(
            "setDividerImage(\(ShimText.value(dividerImage)), forLeftSegmentState: \(leftState), rightSegmentState: \(rightState), barMetrics: \(barMetrics))"
        )
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        shimRecord("setTitleTextAttributes(\(ShimText.attributes(attributes)), for: \(state))")
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        shimRecord("setImage(\(ShimText.value(image)), forSegmentAt: \(segment))")
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(items: [Any]?) {
        numberOfSegments = items?.count ?? 0
        shimTitles = items?.map { $0 as? String } ?? []
        super.init(frame: .zero)
    }

    private var shimTitles: [String?] = []

    open func titleForSegment(at segment: Int) -> String? {
        shimTitles.indices.contains(segment) ? shimTitles[segment] : nil
    }

    /// `noSegment` (-1) until a segment is selected.
    open var selectedSegmentIndex: Int = -1 { didSet { shimRecord("selectedSegmentIndex = \(selectedSegmentIndex)") } }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open private(set) var numberOfSegments: Int = 0

    open var selectedSegmentTintColor: UIColor? {
        didSet { shimRecord("selectedSegmentTintColor = \(ShimText.value(selectedSegmentTintColor))") }
    }
}
