import ThemifyModel
import ThemifyXML

/// Where Xcode puts each child of an element, so an inserted child lands where Xcode would have
/// written it. Read off the corpus and the oracle's Xcode-written files (iOS layouts): for every
/// pair of children that occur together, the order Xcode writes them in most often, each list
/// ordered so that it agrees with every such pair. These are Xcode 12's and later's orders; the few
/// that older Xcodes wrote otherwise are a view's safe-area guide, placed on every view's list by
/// era with the gesture recognizers (`placingViewChildren`), and those in `ordersBeforeXcode12`
/// (the root view's, the document's `inferredMetricsTieBreakers`). Each child is named
/// `element[key]`. A view element without its own list uses `view`'s; every view's list has the
/// children any view may get (background and tint colors, before `constraints`). A pair no file
/// shows on an element takes the order UIView's own children have on every element that shows it.
/// The background color is UIView's alone, so it follows the frame and autoresizing mask on every
/// element: before constraints (1,655 of 1,655, on 16 kinds of element), the tint color (198 of
/// 198) and the accessibility configuration (87 of 87) — so on a switch, slider, segmented control,
/// progress view, page control, activity indicator and navigation bar too, whose files never show
/// it. The tint color is UIView's where a control does not show it again among its own (a button
/// writes it with its states, a segmented control after its segments, a toolbar after its items): a
/// label's and an image view's come before their accessibility configuration, as on the 13 cells,
/// text fields and views with both, and an activity indicator's before its constraints and its own
/// `color`; a visual effect view's content view comes before its colors and constraints, as a
/// content view does on every view (a public Xcode 7 tvOS storyboard shows both). A collection
/// view's layout of the app's own class (`<collectionViewLayout>`) goes where a flow layout does,
/// after the colors (its 3 pairs with a background color say so too). No file here holds a
/// navigation bar's `largeTitleTextAttributes`: they follow its title's, as Interface Builder's
/// inspector lists them; a real file that disagrees wins. A label's shadow color comes with its
/// `shadowOffset`, color first, after its text colors and before its runtime attributes (a public
/// Xcode 13 layout's label with all of them; the corpus's Xcode 5 labels write the shadow after the
/// text color), as a bar's title attributes write their `textShadowColor` between their text color
/// and their shadow offset (a public Xcode 5 storyboard).
enum ChildOrder {
    private static let orders: [String: [String]] = [
        "label": [
            "rect[frame]", "frame[frameInset]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "string[text]", "fontDescription[fontDescription]",
            "color[textColor]", "nil[highlightedColor]", "attributedString[attributedText]", "color[highlightedColor]",
            "color[shadowColor]", "size[shadowOffset]", "variation[default]", "attributedString[userComments]",
            "userDefinedRuntimeAttributes", "connections",
            "variation[heightClass=regular-widthClass=regular]",
        ],
        "button": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]",
            "accessibility[accessibilityConfiguration]", "gestureRecognizers", "constraints", "fontDescription[fontDescription]",
            "size[titleShadowOffset]", "color[tintColor]", "inset[contentEdgeInsets]", "inset[imageEdgeInsets]", "inset[titleEdgeInsets]",
            "state[normal]", "state[disabled]", "state[selected]", "state[highlighted]", "state[focused]", "userDefinedRuntimeAttributes",
            "variation[default]", "buttonConfiguration[configuration]", "variation[widthClass=compact]",
            "variation[heightClass=regular-widthClass=regular]", "attributedString[userComments]", "connections",
        ],
        "state": [
            "color[titleColor]", "color[titleShadowColor]", "imageReference[image]", "imageReference[backgroundImage]",
            "preferredSymbolConfiguration[preferredSymbolConfiguration]",
        ],
        "buttonConfiguration": [
            "attributedString[attributedTitle]", "imageReference[image]", "color[baseForegroundColor]", "color[baseBackgroundColor]",
        ],
        "textAttributes": [
            "fontDescription[fontDescription]", "color[textColor]", "color[textShadowColor]", "offsetWrapper[textShadowOffset]",
        ],
        "attributes": [
            "color[NSBackgroundColor]", "color[NSColor]", "font[NSFont]", "real[NSKern]", "font[NSOriginalFont]",
            "paragraphStyle[NSParagraphStyle]", "color[NSStrokeColor]", "real[NSStrokeWidth]", "integer[NSUnderline]",
        ],
        "navigationBarAppearance": [
            "color[backgroundColor]", "textAttributes[titleTextAttributes]", "textAttributes[largeTitleTextAttributes]",
        ],
        "barButtonItem": ["button[customView]", "color[tintColor]", "inset[imageInsets]", "userDefinedRuntimeAttributes", "connections"],
        "imageView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "preferredSymbolConfiguration[preferredSymbolConfiguration]", "accessibility[accessibilityConfiguration]",
            "gestureRecognizers", "constraints", "userDefinedRuntimeAttributes", "connections", "variation[default]",
        ],
        "view": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "viewLayoutGuide[safeArea]",
            "color[backgroundColor]", "color[tintColor]", "gestureRecognizers", "accessibility[accessibilityConfiguration]", "constraints",
            "color[simulatedStatusBarMetrics]", "color[simulatedTopBarMetrics]", "color[simulatedBottomBarMetrics]",
            "freeformSimulatedSizeMetrics[simulatedDestinationMetrics]", "simulatedStatusBarMetrics[simulatedStatusBarMetrics]",
            "simulatedScreenMetrics[simulatedDestinationMetrics]", "variation[default]",
            "simulatedOrientationMetrics[simulatedOrientationMetrics]", "userDefinedRuntimeAttributes", "connections",
            "point[canvasLocation]", "edgeInsets[layoutMargins]", "variation[userInterfaceIdiom=mac]", "variation[widthClass=regular]",
        ],
        "textField": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "color[textColor]", "string[placeholder]",
            "fontDescription[fontDescription]", "attributedString[attributedText]", "textInputTraits[textInputTraits]",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "textView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]",
            "accessibility[accessibilityConfiguration]", "constraints", "viewLayoutGuide[contentLayoutGuide]",
            "viewLayoutGuide[frameLayoutGuide]", "string[text]", "color[textColor]", "fontDescription[fontDescription]",
            "attributedString[attributedText]", "textInputTraits[textInputTraits]", "dataDetectorType[dataDetectorTypes]",
            "userDefinedRuntimeAttributes", "connections", "variation[default]",
        ],
        "switch": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "accessibility[accessibilityConfiguration]",
            "constraints", "color[tintColor]", "color[onTintColor]", "color[thumbTintColor]", "userDefinedRuntimeAttributes", "connections",
        ],
        "slider": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "constraints", "color[tintColor]",
            "color[minimumTrackTintColor]", "color[maximumTrackTintColor]", "color[thumbTintColor]", "userDefinedRuntimeAttributes",
            "connections",
        ],
        "segmentedControl": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "constraints", "segments", "color[tintColor]",
            "color[selectedSegmentTintColor]", "userDefinedRuntimeAttributes", "connections",
        ],
        "navigationBar": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "color[barTintColor]",
            "navigationBarAppearance[standardAppearance]", "navigationBarAppearance[compactAppearance]",
            "textAttributes[titleTextAttributes]", "textAttributes[largeTitleTextAttributes]",
            "navigationBarAppearance[scrollEdgeAppearance]",
            "items", "constraints",
            "userDefinedRuntimeAttributes", "connections", "navigationBarAppearance[compactScrollEdgeAppearance]",
        ],
        "tabBar": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "color[barTintColor]",
            "color[unselectedItemTintColor]", "constraints", "items", "userDefinedRuntimeAttributes", "connections",
        ],
        "toolbar": [
            "rect[frame]", "color[backgroundColor]", "constraints", "items", "autoresizingMask[autoresizingMask]", "color[tintColor]",
            "toolbarAppearance[standardAppearance]", "color[barTintColor]", "toolbarAppearance[scrollEdgeAppearance]",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "searchBar": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "color[barTintColor]",
            "textInputTraits[textInputTraits]", "constraints", "userDefinedRuntimeAttributes", "connections",
        ],
        "tableView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "color[separatorColor]",
            "inset[separatorInset]", "view[tableHeaderView]", "color[sectionIndexColor]", "searchBar[tableHeaderView]",
            "view[tableFooterView]", "color[sectionIndexBackgroundColor]", "color[sectionIndexTrackingBackgroundColor]", "constraints",
            "prototypes", "containerView[tableFooterView]",
            "sections", "userDefinedRuntimeAttributes", "connections",
        ],
        "tableViewCell": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "tableViewCellContentView[contentView]", "color[backgroundColor]",
            "color[tintColor]", "inset[separatorInset]", "userDefinedRuntimeAttributes", "constraints",
            "accessibility[accessibilityConfiguration]", "gestureRecognizers", "listContentConfiguration[contentConfiguration]",
            "viewLayoutGuide[safeArea]", "connections", "point[canvasLocation]", "view[contentView]",
        ],
        "collectionViewCell": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "view[contentView]", "collectionViewCellContentView[contentView]",
            "viewLayoutGuide[safeArea]", "color[backgroundColor]", "color[tintColor]", "constraints", "size[customSize]",
            "userDefinedRuntimeAttributes", "connections", "point[canvasLocation]",
        ],
        "progressView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "color[progressTintColor]", "color[trackTintColor]", "userDefinedRuntimeAttributes", "connections",
        ],
        "stackView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]", "color[tintColor]", "constraints",
            "variation[default]", "userDefinedRuntimeAttributes", "connections", "edgeInsets[layoutMargins]",
            "variation[heightClass=compact]", "variation[heightClass=regular-widthClass=regular]",
        ],
        "scrollView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "viewLayoutGuide[safeArea]", "color[backgroundColor]",
            "constraints", "viewLayoutGuide[contentLayoutGuide]", "color[tintColor]", "userDefinedRuntimeAttributes",
            "connections", "viewLayoutGuide[frameLayoutGuide]",
        ],
        "pageControl": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "constraints", "color[tintColor]",
            "color[pageIndicatorTintColor]", "color[currentPageIndicatorTintColor]", "userDefinedRuntimeAttributes", "connections",
        ],
        "activityIndicatorView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "color[color]", "userDefinedRuntimeAttributes", "connections",
        ],
        "document": [
            "dependencies", "customFonts[customFonts]", "objects", "scenes", "inferredMetricsTieBreakers", "designables", "resources",
            "simulatedMetricsContainer[defaultSimulatedMetrics]",
        ],
        "collectionView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "collectionViewFlowLayout[collectionViewLayout]", "collectionViewLayout[collectionViewLayout]", "userDefinedRuntimeAttributes",
            "cells",
            "collectionReusableView[sectionFooterView]", "connections", "collectionReusableView[sectionHeaderView]",
        ],
        "tableViewCellContentView": [
            "rect[frame]", "frame[frameInset]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]",
            "color[tintColor]", "constraints", "userDefinedRuntimeAttributes", "connections", "variation[default]",
        ],
        "collectionViewCellContentView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "wkWebView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections", "wkWebViewConfiguration[configuration]",
        ],
        "webView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "visualEffectView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "view[contentView]", "color[backgroundColor]",
            "color[tintColor]", "constraints", "blurEffect", "userDefinedRuntimeAttributes", "connections",
        ],
        "pickerView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "datePicker": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections", "date[date]", "timeZone[timeZone]",
        ],
        "stepper": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "containerView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "collectionReusableView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]", "color[tintColor]", "constraints",
            "userDefinedRuntimeAttributes", "connections",
        ],
    ]

    private static let ranks: [String: [String: [Int]]] = orders.mapValues {
        rankTable(placingViewChildren(in: $0, beforeXcode12: false))
    }
    /// The lists of documents saved before Xcode 12: their own where one was read off those
    /// files, else the element's list with its safe-area guide where those Xcodes wrote it.
    static let ranksBeforeXcode12: [String: [String: [Int]]] = orders.mapValues {
        rankTable(placingViewChildren(in: $0, beforeXcode12: true))
    }.merging(ordersBeforeXcode12.mapValues(rankTable)) { _, own in own }

    /// Each child's places in the list, in order: a child Xcode writes twice (an AppKit text
    /// view's `minSize` and `maxSize`, before and after its `insertionPointColor`) has one
    /// place per occurrence. Each key also stands alone (`[tableHeaderView]`), with the places
    /// of the list's first child of that key, for a value of a class the list does not name
    /// (`places(of:in:)`).
    static func rankTable(_ names: [String]) -> [String: [Int]] {
        var rank: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { rank[name, default: []].append(index) }
        for name in names {
            guard let open = name.firstIndex(of: "["), open != name.startIndex else { continue }
            let keyOnly = String(name[open...])
            if rank[keyOnly] == nil { rank[keyOnly] = rank[name] }
        }
        return rank
    }

    /// Where `child` goes among `parent`'s children: before the first sibling Xcode writes after
    /// it, and before any siblings the table does not know just ahead of that one; at the end
    /// when nothing follows.
    /// The n-th sibling of one signature takes that signature's n-th place (its last when the
    /// list has fewer); the child, which the parent does not hold yet, takes the first.
    static func insertionIndex(for child: MarkupElement, in parent: MarkupElement) -> Int {
        let index = rankedIndex(for: child, in: parent)
        // Runtime attributes close an element's values: in the iOS files of the corpus and the
        // oracle, the 394 children that follow them are all connections, variations or the
        // canvas location; so does an inserted child whose pair with them the lists above never
        // saw.
        guard !isAfterRuntimeAttributes(child), !DocumentFacts.isAppKit(root: parent.documentRoot),
            let attributes = parent.children.firstIndex(where: { $0.name == "userDefinedRuntimeAttributes" }), attributes < index
        else { return index }
        return attributes
    }

    /// The children that may follow `<userDefinedRuntimeAttributes>`.
    private static func isAfterRuntimeAttributes(_ child: MarkupElement) -> Bool {
        child.name == "connections" || child.name == "variation" || (child.name == "point" && child.attribute("key") == "canvasLocation")
    }

    private static func rankedIndex(for child: MarkupElement, in parent: MarkupElement) -> Int {
        let rank = ranks(of: parent)
        guard let childRank = places(of: child, in: rank)?.first else { return parent.children.count }
        var seen: [String: Int] = [:]
        // Just after the last sibling Xcode writes before the child, so it goes before the
        // siblings the table does not know that sit between: those are most often the
        // element's own class's properties (a tab bar's `selectedImageTintColor`), which Xcode
        // writes after the view's inherited ones (a public Xcode 13 storyboard's tab bar:
        // background color, then the selected-image tint).
        var afterLastEarlier = 0
        for (index, sibling) in parent.children.enumerated() {
            let name = signature(of: sibling)
            guard let places = places(of: sibling, in: rank) else { continue }
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            if places[min(occurrence, places.count - 1)] > childRank { return afterLastEarlier }
            afterLastEarlier = index + 1
        }
        return parent.children.count
    }

    /// An element's places in a list: its own, else, for a value of a kind the list does not
    /// name, the first child's of its key. Xcode orders a parent's values by property whatever
    /// the value's class: a table's header or footer view is written where a `<view>` one is, be
    /// it a `<textField>` (a public Xcode 6 storyboard) or a `<button>` (a public Xcode 9 one),
    /// and a cell's `<mutableString>` title where a `<string>` one is (a public Xcode 5 xib).
    private static func places(of element: MarkupElement, in rank: [String: [Int]]) -> [Int]? {
        rank[signature(of: element)] ?? element.attribute("key").flatMap { rank["[\($0)]"] }
    }

    /// The places of `parent`'s children, by its document's platform and era: a macOS
    /// element's own list, else the list of the element (or of any view) in the document's era.
    private static func ranks(of parent: MarkupElement) -> [String: [Int]] {
        let root = parent.documentRoot
        if DocumentFacts.isAppKit(root: root), let own = appKitRanks[parent.name] { return own }
        let beforeXcode12 = (XcodeEra.majorVersion(root.attribute("toolsVersion")) ?? Int.max) < xcode12ToolsVersion
        func list(_ name: String) -> [String: [Int]]? {
            (beforeXcode12 ? ranksBeforeXcode12[name] : nil) ?? ranks[name]
        }
        return list(parent.name) ?? list("view")!
    }

    private static func signature(of element: MarkupElement) -> String {
        let key = element.attribute("key")
        // A `<nil key="textColor"/>` placeholder sorts where the color it stands for would.
        if element.name == "nil", let key { return "color[\(key)]" }
        return key.map { "\(element.name)[\($0)]" } ?? element.name
    }
}
