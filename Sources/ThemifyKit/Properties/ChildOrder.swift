import ThemifyXML
import ThemeModel

/// Where Xcode puts each child of an element, so an inserted child lands where Xcode would
/// have written it. Read off the corpus (`shared/corpus/FORMS.md`): most-often-first order of
/// children per element, each child named `element[key]`.
enum ChildOrder {
    private static let orders: [String: [String]] = [
        "label": ["rect[frame]", "autoresizingMask[autoresizingMask]", "constraints", "fontDescription[fontDescription]", "accessibility[accessibilityConfiguration]", "color[backgroundColor]", "color[textColor]", "frame[frameInset]", "nil[highlightedColor]", "color[highlightedColor]", "string[text]", "attributedString[attributedText]", "variation[default]", "userDefinedRuntimeAttributes", "color[shadowColor]"],
        // States sit together in this order (the corpus's buttons with several states agree).
        "button": ["rect[frame]", "color[backgroundColor]", "constraints", "fontDescription[fontDescription]", "accessibility[accessibilityConfiguration]", "state[normal]", "state[disabled]", "state[selected]", "state[highlighted]", "color[tintColor]", "autoresizingMask[autoresizingMask]", "inset[imageEdgeInsets]", "inset[contentEdgeInsets]", "gestureRecognizers", "inset[titleEdgeInsets]", "userDefinedRuntimeAttributes", "variation[default]", "buttonConfiguration[configuration]", "connections"],
        "state": ["color[titleColor]", "color[titleShadowColor]", "imageReference[image]", "imageReference[backgroundImage]"],
        "buttonConfiguration": ["attributedString[attributedTitle]", "imageReference[image]", "color[baseForegroundColor]", "color[baseBackgroundColor]"],
        "textAttributes": ["fontDescription[fontDescription]", "color[textColor]", "offsetWrapper[textShadowOffset]"],
        "attributes": ["color[NSColor]", "font[NSFont]", "paragraphStyle[NSParagraphStyle]"],
        "navigationBarAppearance": ["color[backgroundColor]", "textAttributes[titleTextAttributes]", "textAttributes[largeTitleTextAttributes]"],
        "barButtonItem": ["color[tintColor]", "userDefinedRuntimeAttributes", "connections"],
        "imageView": ["rect[frame]", "constraints", "accessibility[accessibilityConfiguration]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[tintColor]", "userDefinedRuntimeAttributes"],
        "view": ["rect[frame]", "subviews", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "constraints", "color[tintColor]", "viewLayoutGuide[safeArea]", "accessibility[accessibilityConfiguration]", "gestureRecognizers", "variation[default]", "userDefinedRuntimeAttributes", "connections", "point[canvasLocation]"],
        "textField": ["rect[frame]", "color[backgroundColor]", "color[tintColor]", "accessibility[accessibilityConfiguration]", "constraints", "color[textColor]", "fontDescription[fontDescription]", "string[placeholder]", "textInputTraits[textInputTraits]", "userDefinedRuntimeAttributes", "connections"],
        "textView": ["rect[frame]", "color[backgroundColor]", "color[tintColor]", "constraints", "string[text]", "accessibility[accessibilityConfiguration]", "fontDescription[fontDescription]", "color[textColor]", "textInputTraits[textInputTraits]", "attributedString[attributedText]", "userDefinedRuntimeAttributes", "dataDetectorType[dataDetectorTypes]", "connections"],
        "switch": ["rect[frame]", "accessibility[accessibilityConfiguration]", "constraints", "color[backgroundColor]", "color[tintColor]", "color[onTintColor]", "color[thumbTintColor]", "userDefinedRuntimeAttributes", "connections"],
        "slider": ["rect[frame]", "constraints", "color[backgroundColor]", "color[tintColor]", "color[minimumTrackTintColor]", "color[maximumTrackTintColor]", "color[thumbTintColor]", "userDefinedRuntimeAttributes", "connections"],
        "segmentedControl": ["rect[frame]", "autoresizingMask[autoresizingMask]", "constraints", "segments", "color[backgroundColor]", "color[tintColor]", "color[selectedSegmentTintColor]", "userDefinedRuntimeAttributes", "connections"],
        "navigationBar": ["rect[frame]", "autoresizingMask[autoresizingMask]", "color[barTintColor]", "color[tintColor]", "navigationBarAppearance[standardAppearance]", "navigationBarAppearance[compactAppearance]", "textAttributes[titleTextAttributes]", "color[backgroundColor]", "navigationBarAppearance[scrollEdgeAppearance]", "items", "userDefinedRuntimeAttributes"],
        "tabBar": ["rect[frame]", "color[backgroundColor]", "autoresizingMask[autoresizingMask]", "color[tintColor]", "color[barTintColor]", "color[unselectedItemTintColor]", "items", "userDefinedRuntimeAttributes", "connections"],
        "toolbar": ["rect[frame]", "constraints", "items", "autoresizingMask[autoresizingMask]", "color[tintColor]", "toolbarAppearance[standardAppearance]", "color[barTintColor]", "toolbarAppearance[scrollEdgeAppearance]", "userDefinedRuntimeAttributes"],
        "searchBar": ["rect[frame]", "color[backgroundColor]", "color[tintColor]", "color[barTintColor]", "textInputTraits[textInputTraits]", "userDefinedRuntimeAttributes", "connections"],
        "tableView": ["rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "color[separatorColor]", "view[tableHeaderView]", "inset[separatorInset]", "color[tintColor]", "color[sectionIndexColor]", "prototypes", "view[tableFooterView]", "color[sectionIndexBackgroundColor]", "sections", "constraints", "userDefinedRuntimeAttributes", "connections"],
        "tableViewCell": ["rect[frame]", "autoresizingMask[autoresizingMask]", "tableViewCellContentView[contentView]", "color[backgroundColor]", "userDefinedRuntimeAttributes", "constraints", "accessibility[accessibilityConfiguration]", "gestureRecognizers", "connections", "color[tintColor]"],
        "collectionViewCell": ["rect[frame]", "autoresizingMask[autoresizingMask]", "view[contentView]", "collectionViewCellContentView[contentView]", "color[backgroundColor]", "constraints", "color[tintColor]", "size[customSize]", "connections", "userDefinedRuntimeAttributes", "point[canvasLocation]"],
        "progressView": ["rect[frame]", "constraints", "color[backgroundColor]", "color[progressTintColor]", "color[tintColor]", "color[trackTintColor]", "userDefinedRuntimeAttributes"],
        "stackView": ["rect[frame]", "subviews", "constraints", "color[backgroundColor]", "color[tintColor]", "variation[default]", "userDefinedRuntimeAttributes"],
        "scrollView": ["rect[frame]", "subviews", "autoresizingMask[autoresizingMask]", "constraints", "color[backgroundColor]", "viewLayoutGuide[safeArea]", "viewLayoutGuide[contentLayoutGuide]", "connections", "viewLayoutGuide[frameLayoutGuide]"],
        "pageControl": ["rect[frame]", "constraints", "color[backgroundColor]", "color[tintColor]", "color[pageIndicatorTintColor]", "color[currentPageIndicatorTintColor]", "userDefinedRuntimeAttributes", "connections"],
        "activityIndicatorView": ["rect[frame]", "constraints", "color[backgroundColor]", "color[color]", "userDefinedRuntimeAttributes"],
        "document": ["dependencies", "customFonts[customFonts]", "objects", "scenes", "resources", "inferredMetricsTieBreakers", "simulatedMetricsContainer[defaultSimulatedMetrics]"],
    ]

    private static let ranks: [String: [String: Int]] = orders.mapValues(rankTable)

    static func rankTable(_ names: [String]) -> [String: Int] {
        var rank: [String: Int] = [:]
        for (index, name) in names.enumerated() where rank[name] == nil { rank[name] = index }
        return rank
    }

    /// Where `child` goes among `parent`'s children: before the first sibling Xcode writes after
    /// it; siblings the table does not know are stepped over; at the end when nothing follows.
    static func insertionIndex(for child: MarkupElement, in parent: MarkupElement) -> Int {
        let rank = (PropertyTable.isAppKit(parent) ? appKitRanks[parent.name] : nil) ?? ranks[parent.name] ?? ranks["view"]!
        guard let childRank = rank[signature(of: child)] else { return parent.children.count }
        for (index, sibling) in parent.children.enumerated() {
            if let siblingRank = rank[signature(of: sibling)], siblingRank > childRank { return index }
        }
        return parent.children.count
    }

    private static func signature(of element: MarkupElement) -> String {
        let key = element.attribute("key")
        // A `<nil key="textColor"/>` placeholder sorts where the color it stands for would.
        if element.name == "nil", let key { return "color[\(key)]" }
        return key.map { "\(element.name)[\($0)]" } ?? element.name
    }
}
