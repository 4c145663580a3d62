import ThemifyModel
import ThemifyXML

/// Which layout element carries which themable property, and in which XML.
///
/// The build tool's back end of the property catalog (`ThemifyModel.PropertyCatalog`, which
/// says which properties exist, their kinds and classes): the themer, lint and the README's
/// property list read this table for where each lives in a layout. Adding a property is a
/// catalog entry and a row here. Property names are UIKit's; a dotted name (`titleTextAttributes.textColor`) is a
/// property of a group that a style writes as a nested dictionary.
package enum PropertyTable {
    package struct Row: Sendable, Hashable {
        /// The layout's element name (`label`, `imageView`), or `allViews`.
        package let element: String
        package let property: String
        package let form: PropertyForm
        package let condition: RowCondition?
        /// Whether the row is for iOS layouts or macOS ones: the element names overlap.
        package let platform: Platform

        init(
            _ element: String, _ property: String, _ place: PropertyForm.Place, _ storage: PropertyForm.Storage,
            when condition: RowCondition? = nil, mirrors: [PropertyForm] = [], platform: Platform = .uiKit
        ) {
            self.element = element
            self.property = property
            self.form = PropertyForm(place, storage, mirrors: mirrors)
            self.condition = condition
            self.platform = platform
        }

        /// True for properties of a button state, which a style's `states` may set per state.
        package var isStateProperty: Bool {
            switch form.place {
            case .state, .within(.state, _): return true
            default: return false
            }
        }
    }

    package static let allViews = "*view"
    /// The rows of every object of the nib (`LayoutObjects`): views, bar items, controllers,
    /// custom objects, in either platform's layouts.
    package static let anyObject = "*object"

    private static let imageViewAttributesAfter = [
        "highlightedImage", "adjustsImageSizeForAccessibilityContentSizeCategory", "translatesAutoresizingMaskIntoConstraints", "id",
        "customClass", "customModule", "customModuleProvider", "userLabel",
    ]
    /// A slider writes its end images after its values (`value minValue maxValue
    /// minimumValueImage maximumValueImage translatesAutoresizingMaskIntoConstraints id`).
    private static let sliderAttributesAfterImages = ["maximumValueImage"] + imageViewAttributesAfter.dropFirst()
    private static let configuration = ("buttonConfiguration", "configuration")
    private static let withConfiguration = RowCondition.hasChild("buttonConfiguration", key: "configuration")
    private static let withoutConfiguration = RowCondition.lacksChild("buttonConfiguration", key: "configuration")
    private static let attributedText = RowCondition.hasChild("attributedString", key: "attributedText")
    private static let plainText = RowCondition.lacksChild("attributedString", key: "attributedText")
    private static let navigationAppearances = PropertyForm.Place.everyChild("navigationBarAppearance")
    private static let titleAttributes = PropertyForm.Place.child("textAttributes", key: "titleTextAttributes", creates: true)
    private static let largeTitleAttributes = PropertyForm.Place.child("textAttributes", key: "largeTitleTextAttributes", creates: true)
    /// A button title Interface Builder made attributed: in a state (`<state key="normal">`) or
    /// in an iOS 15 configuration, its color and font live in every fragment.
    private static let attributedTitle = PropertyForm.Place.attributedFragments(key: "attributedTitle")
    private static let withAttributedStateTitle = RowCondition.stateHasChild("attributedString", key: "attributedTitle")
    /// What a button configuration writes after its `image=`: the symbol's `catalog=`, then its
    /// `title=` and `buttonSize=` (`style image catalog title`, `style title buttonSize`, in the
    /// corpus and public layouts of Xcode 13 to 16) and the image's own placement and padding.
    private static let configurationAttributesAfterImage = [
        "catalog", "title", "buttonSize", "imagePlacement", "imagePadding", "titleAlignment",
    ]
    private static let configurationPlace = PropertyForm.Place.child("buttonConfiguration", key: "configuration", creates: false)

    /// A navigation bar's title attributes of one group (`titleTextAttributes`): their color
    /// and font in the bar's own `<textAttributes>` block and in each of its iOS 13 appearances'.
    private static func navigationTitleRows(_ group: String, _ place: PropertyForm.Place) -> [Row] {
        [("textColor", PropertyForm.Storage.colorChild(key: "textColor")), ("font", .fontChild(key: "fontDescription"))].map {
            member, storage in
            Row(
                "navigationBar", "\(group).\(member)", place, storage,
                mirrors: [PropertyForm(.within(navigationAppearances, place), storage)])
        }
    }

    package static let rows: [Row] =
        [
            Row(allViews, "backgroundColor", .element, .colorChild(key: "backgroundColor")),
            Row(allViews, "tintColor", .element, .colorChild(key: "tintColor")),

            Row("label", "textColor", .element, .colorChild(key: "textColor"), when: plainText),
            Row("label", "textColor", .attributedFragments(key: "attributedText"), .colorChild(key: "NSColor"), when: attributedText),
            Row("label", "font", .element, .fontChild(key: "fontDescription"), when: plainText),
            Row("label", "font", .attributedFragments(key: "attributedText"), .attributedFont, when: attributedText),
            Row("label", "highlightedTextColor", .element, .colorChild(key: "highlightedColor")),
            Row("label", "shadowColor", .element, .colorChild(key: "shadowColor")),
            Row("textField", "textColor", .element, .colorChild(key: "textColor")),
            Row("textField", "font", .element, .fontChild(key: "fontDescription")),
            Row("textView", "textColor", .element, .colorChild(key: "textColor"), when: plainText),
            Row("textView", "textColor", .attributedFragments(key: "attributedText"), .colorChild(key: "NSColor"), when: attributedText),
            Row("textView", "font", .element, .fontChild(key: "fontDescription"), when: plainText),
            Row("textView", "font", .attributedFragments(key: "attributedText"), .attributedFont, when: attributedText),

            Row("imageView", "image", .element, .imageAttribute("image", before: imageViewAttributesAfter)),
            Row(
                "imageView", "highlightedImage", .element,
                .imageAttribute("highlightedImage", before: Array(imageViewAttributesAfter.dropFirst()))),

            Row(
                "button", "titleColor", .within(.state("normal"), attributedTitle), .colorChild(key: "NSColor"),
                when: withAttributedStateTitle),
            Row(
                "button", "font", .within(.child("state", key: "normal", creates: false), attributedTitle), .attributedFont,
                when: withAttributedStateTitle),
            Row(
                "button", "font", .within(configurationPlace, attributedTitle), .attributedFont,
                when: .childHasChild("buttonConfiguration", key: "configuration", inner: "attributedString", innerKey: "attributedTitle")),
            Row("button", "titleColor", .state("normal"), .colorChild(key: "titleColor"), when: withoutConfiguration),
            Row("button", "titleShadowColor", .state("normal"), .colorChild(key: "titleShadowColor"), when: withoutConfiguration),
            Row(
                "button", "image", .state("normal"), .imageAttribute("image", before: ["backgroundImage", "catalog"]),
                when: withoutConfiguration),
            Row(
                "button", "backgroundImage", .state("normal"), .imageAttribute("backgroundImage", before: ["catalog"]),
                when: withoutConfiguration),
            Row("button", "font", .element, .fontChild(key: "fontDescription"), when: withoutConfiguration),
            Row(
                "button", "image", .child(configuration.0, key: configuration.1, creates: false),
                .imageAttribute("image", before: configurationAttributesAfterImage), when: withConfiguration),
            Row(
                "button", "baseForegroundColor", .child(configuration.0, key: configuration.1, creates: false),
                .colorChild(key: "baseForegroundColor"), when: withConfiguration),
            Row(
                "button", "baseBackgroundColor", .child(configuration.0, key: configuration.1, creates: false),
                .colorChild(key: "baseBackgroundColor"), when: withConfiguration),

            Row("segmentedControl", "selectedSegmentTintColor", .element, .colorChild(key: "selectedSegmentTintColor")),
            Row("segmentedControl", "segmentImages", .element, .segmentImages),
            Row("switch", "onTintColor", .element, .colorChild(key: "onTintColor")),
            Row("switch", "thumbTintColor", .element, .colorChild(key: "thumbTintColor")),
            Row("slider", "minimumTrackTintColor", .element, .colorChild(key: "minimumTrackTintColor")),
            Row("slider", "maximumTrackTintColor", .element, .colorChild(key: "maximumTrackTintColor")),
            Row("slider", "thumbTintColor", .element, .colorChild(key: "thumbTintColor")),
            Row("slider", "minimumValueImage", .element, .imageAttribute("minimumValueImage", before: sliderAttributesAfterImages)),
            Row(
                "slider", "maximumValueImage", .element,
                .imageAttribute("maximumValueImage", before: Array(sliderAttributesAfterImages.dropFirst()))),
            Row("progressView", "progressTintColor", .element, .colorChild(key: "progressTintColor")),
            Row("progressView", "trackTintColor", .element, .colorChild(key: "trackTintColor")),
            Row("activityIndicatorView", "color", .element, .colorChild(key: "color")),
            Row("pageControl", "pageIndicatorTintColor", .element, .colorChild(key: "pageIndicatorTintColor")),
            Row("pageControl", "currentPageIndicatorTintColor", .element, .colorChild(key: "currentPageIndicatorTintColor")),

            Row(
                "navigationBar", "barTintColor", .element, .colorChild(key: "barTintColor"),
                mirrors: [PropertyForm(navigationAppearances, .colorChild(key: "backgroundColor"))]),
        ] + navigationTitleRows(PropertyName.titleTextAttributesGroup, titleAttributes)
        + navigationTitleRows(PropertyName.largeTitleTextAttributesGroup, largeTitleAttributes) + [
            Row("tabBar", "barTintColor", .element, .colorChild(key: "barTintColor")),
            Row("tabBar", "unselectedItemTintColor", .element, .colorChild(key: "unselectedItemTintColor")),
            Row("toolbar", "barTintColor", .element, .colorChild(key: "barTintColor")),
            Row("searchBar", "barTintColor", .element, .colorChild(key: "barTintColor")),
            Row(
                "tabBarItem", "image", .element,
                .imageAttribute("image", before: ["selectedImage", "landscapeImage", "largeContentSizeImage", "id", "userLabel"])),
            Row(
                "tabBarItem", "selectedImage", .element,
                .imageAttribute("selectedImage", before: ["landscapeImage", "largeContentSizeImage", "id", "userLabel"])),
            Row(
                "barButtonItem", "image", .element,
                .imageAttribute("image", before: ["landscapeImage", "largeContentSizeImage", "style", "id", "userLabel"])),
            Row("barButtonItem", "tintColor", .element, .colorChild(key: "tintColor")),

            // Any key path (`"runtimeAttributes": {"layer.cornerRadius": 8}`): every object of the
            // nib, in iOS and macOS layouts alike (`LayoutObjects`).
            Row(anyObject, PropertyCatalog.runtimeAttributes, .element, .runtimeAttribute(keyPath: nil)),
            Row(anyObject, PropertyCatalog.runtimeAttributes, .element, .runtimeAttribute(keyPath: nil), platform: .appKit),

            Row("tableView", "separatorColor", .element, .colorChild(key: "separatorColor")),
            Row("tableView", "sectionIndexColor", .element, .colorChild(key: "sectionIndexColor")),
            Row("tableView", "sectionIndexBackgroundColor", .element, .colorChild(key: "sectionIndexBackgroundColor")),
            Row("tableView", "sectionIndexTrackingBackgroundColor", .element, .colorChild(key: "sectionIndexTrackingBackgroundColor")),
        ] + appKitRows

    /// Element names UIKit's class table knows to be views; `LayoutViews` also finds the views
    /// it does not name (a `<webView>` in `<subviews>`), which take the `allViews` rows too.
    package static let viewElements: Set<String> = Set(UIKitClasses.chains.filter { $0.value.last == "UIView" }.keys)

    /// Rows by element, then property, in table order: a lookup is two hashes, not a scan of
    /// an element's rows comparing property names (it runs for every property of every tagged
    /// element).
    private static let byElement = index(rows.filter { $0.platform == .uiKit })
    private static let appKitByElement = index(rows.filter { $0.platform == .appKit })
    private static let uiKitObjectRows = byElement[anyObject] ?? [:]
    private static let appKitObjectRows = appKitByElement[anyObject] ?? [:]
    /// For each element UIKit's class table names: its own rows, then every view's when it is
    /// a view, then every object's, as one list per property (what `form` searches for those
    /// elements, which are nearly all the elements themes reach).
    private static let knownUIKitRows: [String: [String: [Row]]] = {
        let viewRows = byElement[allViews] ?? [:]
        var known: [String: [String: [Row]]] = [:]
        for (element, chain) in UIKitClasses.chains {
            var rows = byElement[element] ?? [:]
            if chain.last == "UIView" { rows = joining(rows, viewRows) }
            known[element] = joining(rows, uiKitObjectRows)
        }
        return known
    }()
    /// The rows of a view the class table does not name: every view's, then every object's.
    private static let unnamedViewRows = joining(byElement[allViews] ?? [:], uiKitObjectRows)
    /// Each element the macOS rows name, with every object's rows joined.
    private static let knownAppKitRows = appKitByElement.mapValues { joining($0, appKitObjectRows) }

    /// An element's rows with rows every element of a kind takes after them, per property.
    private static func joining(_ own: [String: [Row]], _ shared: [String: [Row]]) -> [String: [Row]] {
        own.merging(shared) { own, shared in own + shared }
    }

    private static func index(_ rows: [Row]) -> [String: [String: [Row]]] {
        Dictionary(grouping: rows, by: \.element).mapValues { Dictionary(grouping: $0, by: \.property) }
    }

    /// How `element` stores the property at `path`; nil when that element, as it is built,
    /// cannot take it. `states.highlighted.titleColor` is the normal-state row for `titleColor`
    /// moved to the highlighted state.
    package static func form(of path: StylePath, on element: MarkupElement) -> PropertyForm? {
        form(of: path, on: element, inAppKitDocument: isAppKit(element))
    }

    /// How `element` stores the property at a path given as its text (`textColor`, or an
    /// `AppliedValue`'s `states.normal.titleColor`).
    package static func form(of path: String, on element: MarkupElement) -> PropertyForm? {
        form(of: StylePath(text: path), on: element, inAppKitDocument: isAppKit(element))
    }

    /// As `form(of:on:)`, for a caller that knows the element's platform already (the themer
    /// asks this for every property of every tagged element: finding the document's platform
    /// each time was a walk up to the root).
    static func form(of path: StylePath, on element: MarkupElement, inAppKitDocument: Bool) -> PropertyForm? {
        // A layout holds no value per bar metrics, nor per pair of states.
        guard path.barMetrics == nil, path.states.count <= 1 else { return nil }
        let state = path.state
        let keyPath = path.runtimeAttributeKeyPath
        let name = rowProperty(of: path)
        let holds = { (row: Row) in row.condition.map { $0.holds(for: element, state: state) } ?? true }
        let found = rowsByProperty(of: element, inAppKitDocument: inAppKitDocument)?[name]?.first(where: holds)
        guard let row = found else { return nil }
        if let keyPath {
            guard state == nil else { return nil }
            return PropertyForm(row.form.place, .runtimeAttribute(keyPath: keyPath))
        }
        guard let state else { return row.form }
        guard row.isStateProperty else { return nil }
        var form = row.form
        if case .within(.state, let inner) = form.place {
            form.place = .within(.state(state), inner)
        } else {
            form.place = .state(state)
        }
        return form
    }

    /// The property name a path's rows are listed under: its own, or for any runtime key path
    /// the runtime-attributes row.
    private static func rowProperty(of path: StylePath) -> String {
        path.runtimeAttributeKeyPath == nil ? path.property : PropertyCatalog.runtimeAttributes
    }

    /// Why `element` cannot take the property at `path` though elements of its kind can, for
    /// the warning that says so (`: it takes it only with <attributedString
    /// key="attributedTitle"> in its <buttonConfiguration key="configuration">, …`): each
    /// condition of the property's rows, and the property that takes its part on this one when
    /// there is one. Empty when the kind has no row for the property, or one holds.
    static func unsupportedReason(of path: StylePath, on element: MarkupElement, inAppKitDocument: Bool) -> String {
        let rows = rowsByProperty(of: element, inAppKitDocument: inAppKitDocument)?[rowProperty(of: path)] ?? []
        guard !rows.contains(where: { $0.condition?.holds(for: element, state: path.state) ?? true }) else { return "" }
        var needs: [String] = []
        for requirement in rows.compactMap(\.condition?.requirement) where !needs.contains(requirement) { needs.append(requirement) }
        let hint = counterpart(of: path, on: element).map { " (this one takes '\($0)' instead)" } ?? ""
        guard let last = needs.last else { return hint }
        let alternatives = needs.count > 1 ? needs.dropLast().joined(separator: ", ") + ", or " + last : last
        return ": it takes it only \(alternatives)\(hint)"
    }

    /// Properties an element built one way keeps under another name: a button with an Xcode 13
    /// configuration shows its title in the configuration's base foreground color, which is
    /// where Interface Builder's title color goes for such a button.
    private static let counterparts: [(condition: RowCondition, element: String, property: String, counterpart: String)] = [
        (withConfiguration, "button", "titleColor", "baseForegroundColor")
    ]

    /// The property that plays the part of the one at `path` on `element` as it is built; nil
    /// when there is none.
    private static func counterpart(of path: StylePath, on element: MarkupElement) -> String? {
        guard path.state == nil || path.state == "normal" else { return nil }
        return counterparts.first {
            $0.element == element.name && $0.property == path.property && $0.condition.holds(for: element)
        }?.counterpart
    }

    /// The rows an element takes, by property: its own, then every view's and every object's
    /// (joined once, in `knownUIKitRows`); nil for an element that takes none (a `<rect>`, a
    /// `<constraint>`), which a reader asking for many properties of every element checks once,
    /// not once a property.
    static func rowsByProperty(of element: MarkupElement, inAppKitDocument: Bool) -> [String: [Row]]? {
        if inAppKitDocument {
            if let known = knownAppKitRows[element.name] { return known }
            return LayoutObjects.isObject(element) ? appKitObjectRows : nil
        }
        if let known = knownUIKitRows[element.name] { return known }
        // A view the class table does not name (`<webView>`) takes every view's rows.
        if LayoutViews.isView(element) { return unnamedViewRows }
        return LayoutObjects.isObject(element) ? uiKitObjectRows : nil
    }

    /// Whether the element sits in a macOS document: its rows are AppKit's, never UIKit's.
    static func isAppKit(_ element: MarkupElement) -> Bool {
        DocumentFacts.isAppKit(root: element.documentRoot)
    }

    /// The element's class chain, from the table of its document's platform.
    package static func classChain(of element: MarkupElement) -> [String] {
        classChain(of: element, inAppKitDocument: isAppKit(element))
    }

    static func classChain(of element: MarkupElement, inAppKitDocument: Bool) -> [String] {
        inAppKitDocument ? AppKitClasses.chains[element.name] ?? [] : LayoutViews.classChain(of: element)
    }

    /// The property a plain theme value sets on this element kind, if it has one: the
    /// catalog's, by the element's UIKit class.
    package static func primaryProperty(ofElement element: String) -> String? {
        PropertyCatalog.primaryProperty(ofClassChain: UIKitClasses.chains[element] ?? [])
    }

    /// The classes a theme resolves an element by, most specific first: its custom class, then
    /// its kind's chain — as the app resolves the view it instantiates (`<view
    /// customClass="UIImageView">` is an image view at run time).
    static func themingClassChain(of element: MarkupElement, inAppKitDocument: Bool) -> [String] {
        [element.attribute("customClass")].compactMap { $0 } + classChain(of: element, inAppKitDocument: inAppKitDocument)
    }

    /// The property a plain theme value sets on this element, a view the class table does not
    /// name (`<webView>`) included: by its custom class first, as applying the theme resolves it,
    /// so a key `extract` writes as a plain value lands where it was read from.
    package static func primaryProperty(of element: MarkupElement) -> String? {
        PropertyCatalog.primaryProperty(ofClassChain: themingClassChain(of: element, inAppKitDocument: isAppKit(element)))
    }
}
