/// Which layout element carries which themable property, and in which XML form.
///
/// This table is the single source of truth for property support: the themer, theme
/// validation, lint and the README's property list all read it. Adding a property is adding a row.
public enum PropertyTable {
    /// One property an element kind can take. `element` is the layout's element name (`label`,
    /// `imageView`); `allViews` rows apply to every view element.
    public struct Row: Sendable, Hashable {
        public let element: String
        public let property: String
        public let form: PropertyForm

        init(_ element: String, _ property: String, _ form: PropertyForm) {
            self.element = element
            self.property = property
            self.form = form
        }
    }

    public static let allViews = "*view"

    private static let imageAttributesAfter = [
        "highlightedImage", "translatesAutoresizingMaskIntoConstraints", "id",
        "customClass", "customModule", "customModuleProvider", "userLabel",
    ]

    public static let rows: [Row] = [
        Row(allViews, "backgroundColor", .colorChild(key: "backgroundColor")),
        Row(allViews, "tintColor", .colorChild(key: "tintColor")),

        Row("label", "textColor", .colorChild(key: "textColor")),
        Row("label", "highlightedTextColor", .colorChild(key: "highlightedColor")),
        Row("label", "shadowColor", .colorChild(key: "shadowColor")),
        Row("label", "font", .fontChild(key: "fontDescription")),
        Row("textField", "textColor", .colorChild(key: "textColor")),
        Row("textField", "font", .fontChild(key: "fontDescription")),
        Row("textView", "textColor", .colorChild(key: "textColor")),
        Row("textView", "font", .fontChild(key: "fontDescription")),

        Row("imageView", "image", .imageAttribute(name: "image", before: imageAttributesAfter)),
        Row("imageView", "highlightedImage", .imageAttribute(name: "highlightedImage", before: Array(imageAttributesAfter.dropFirst()))),

        Row("button", "font", .fontChild(key: "fontDescription")),
        Row("switch", "onTintColor", .colorChild(key: "onTintColor")),
        Row("switch", "thumbTintColor", .colorChild(key: "thumbTintColor")),
        Row("slider", "minimumTrackTintColor", .colorChild(key: "minimumTrackTintColor")),
        Row("slider", "maximumTrackTintColor", .colorChild(key: "maximumTrackTintColor")),
        Row("slider", "thumbTintColor", .colorChild(key: "thumbTintColor")),
        Row("progressView", "progressTintColor", .colorChild(key: "progressTintColor")),
        Row("progressView", "trackTintColor", .colorChild(key: "trackTintColor")),
        Row("activityIndicatorView", "color", .colorChild(key: "color")),
        Row("pageControl", "pageIndicatorTintColor", .colorChild(key: "pageIndicatorTintColor")),
        Row("pageControl", "currentPageIndicatorTintColor", .colorChild(key: "currentPageIndicatorTintColor")),
        Row("segmentedControl", "selectedSegmentTintColor", .colorChild(key: "selectedSegmentTintColor")),

        Row("navigationBar", "barTintColor", .colorChild(key: "barTintColor")),
        Row("toolbar", "barTintColor", .colorChild(key: "barTintColor")),
        Row("searchBar", "barTintColor", .colorChild(key: "barTintColor")),
        Row("tabBar", "barTintColor", .colorChild(key: "barTintColor")),
        Row("tabBar", "unselectedItemTintColor", .colorChild(key: "unselectedItemTintColor")),

        Row("tableView", "separatorColor", .colorChild(key: "separatorColor")),
        Row("tableView", "sectionIndexColor", .colorChild(key: "sectionIndexColor")),
        Row("tableView", "sectionIndexBackgroundColor", .colorChild(key: "sectionIndexBackgroundColor")),
    ]

    /// The property a plain (non-style) theme value sets on each element kind; every other view
    /// takes it as its background color.
    static let primaryProperties = [
        "label": "textColor", "textField": "textColor", "textView": "textColor", "imageView": "image",
    ]

    /// Element names that are views, and so take the `allViews` rows.
    public static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
        "segmentedControl", "stepper", "progressView", "activityIndicatorView", "pageControl",
        "datePicker", "pickerView", "scrollView", "tableView", "collectionView", "tableViewCell",
        "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "tableViewHeaderFooterView", "stackView", "navigationBar",
        "tabBar", "toolbar", "searchBar", "visualEffectView", "mapView", "wkWebView", "webView",
        "containerView", "glkView", "mtkView", "sceneKitView", "arscnView", "arskView",
    ]

    private static let byElement: [String: [String: PropertyForm]] = {
        var table: [String: [String: PropertyForm]] = [:]
        for row in rows { table[row.element, default: [:]][row.property] = row.form }
        return table
    }()

    /// How `element` stores `property`; nil when that element kind cannot take it.
    public static func form(of property: String, onElement element: String) -> PropertyForm? {
        if let form = byElement[element]?[property] { return form }
        return viewElements.contains(element) ? byElement[allViews]?[property] : nil
    }

    /// The property a plain theme value sets on this element kind, if it has one.
    public static func primaryProperty(ofElement element: String) -> String? {
        primaryProperties[element] ?? (viewElements.contains(element) ? "backgroundColor" : nil)
    }

    /// Every property name some element takes, with the kind of value it needs.
    public static let knownProperties: [String: ValueKind] = {
        var kinds: [String: ValueKind] = [:]
        for row in rows { kinds[row.property] = row.form.kind }
        return kinds
    }()
}
