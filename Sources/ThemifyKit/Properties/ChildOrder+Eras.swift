extension ChildOrder {
    /// The first `toolsVersion` of Xcode 12, which changed where a few children go.
    static let xcode12ToolsVersion = 17000

    /// Lists of documents saved before Xcode 12 (toolsVersion below 17000), for the elements
    /// whose order changed then beyond the safe-area guide (`placingViewChildren`), read off those
    /// files alone as `orders` is off the later ones.
    /// Older Xcodes wrote a view's safe-area guide after its background color (78 of 78 views
    /// with both) and constraints (85 of 85); from Xcode 12 on it comes before the background
    /// color (98 of 98). They wrote the document's `<resources>` before
    /// `inferredMetricsTieBreakers` (18 of 18; from Xcode 12 on after it, 14 of 14). In both eras a view's colors come before its gesture
    /// recognizers (38 of 38).
    static let ordersBeforeXcode12: [String: [String]] = [
        "view": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "animations", "color[backgroundColor]", "color[tintColor]",
            "gestureRecognizers", "accessibility[accessibilityConfiguration]", "constraints", "color[simulatedStatusBarMetrics]",
            "color[simulatedTopBarMetrics]", "color[simulatedBottomBarMetrics]",
            "freeformSimulatedSizeMetrics[simulatedDestinationMetrics]", "viewLayoutGuide[safeArea]",
            "simulatedStatusBarMetrics[simulatedStatusBarMetrics]", "simulatedScreenMetrics[simulatedDestinationMetrics]",
            "simulatedOrientationMetrics[simulatedOrientationMetrics]", "userDefinedRuntimeAttributes", "variation[default]", "connections",
            "point[canvasLocation]", "edgeInsets[layoutMargins]", "variation[userInterfaceIdiom=mac]", "variation[widthClass=regular]",
            "variation[heightClass=compact]",
        ],
        "document": [
            "dependencies", "customFonts[customFonts]", "objects", "scenes", "designables", "resources", "classes",
            "simulatedMetricsContainer[defaultSimulatedMetrics]", "inferredMetricsTieBreakers", "color[tintColor]",
        ],
    ]

    /// Children UIView gives every view, placed on every view's list whichever files the list
    /// was read off (a list without a background color is not a view's):
    ///
    /// - The safe-area guide, which Xcode 12 moved on every view at once: in later documents it
    ///   comes right before the background color (a view's, a scroll view's, a collection view
    ///   cell's, after the subviews or the content view), in earlier ones right after the
    ///   constraints, or after the background color on a view without them (a table view's
    ///   `color[backgroundColor] viewLayoutGuide[safeArea] connections`).
    /// - Gesture recognizers, after the view's colors and right before its constraints, where a
    ///   list does not have them: an image view's `accessibility gestureRecognizers constraints`,
    ///   a button's `gestureRecognizers constraints`, and the colors before them on every view
    ///   that shows both (38 of 38).
    /// - The content stretch (`<rect key="contentStretch">`), right after the view's colors, as
    ///   an image view of a public Xcode 13 layout writes it after its tint.
    /// - Xcode 7's `<animations/>`, right after what a view is made of (its frame, autoresizing
    ///   mask, subviews or content view) and before all it shows: on the iOS and tvOS views of
    ///   the corpus, the oracle and the public layouts that have it, after each of those (60 of
    ///   60 pairs) and before its colors, constraints, fonts, states and the rest (108 of 108).
    static func placingViewChildren(in list: [String], beforeXcode12: Bool) -> [String] {
        let guide = "viewLayoutGuide[safeArea]"
        let background = "color[backgroundColor]"
        let animations = "animations"
        var placed = list.filter { $0 != guide && $0 != animations }
        placed.insert(animations, at: placed.lastIndex(where: viewMakeUp.contains).map { $0 + 1 } ?? 0)
        guard let backgroundIndex = placed.firstIndex(of: background) else { return list }
        if beforeXcode12 {
            placed.insert(guide, at: (placed.firstIndex(of: "constraints") ?? backgroundIndex) + 1)
        } else {
            placed.insert(guide, at: backgroundIndex)
        }
        if !placed.contains("gestureRecognizers"), let constraints = placed.firstIndex(of: "constraints") {
            placed.insert("gestureRecognizers", at: constraints)
        }
        let stretch = "rect[contentStretch]"
        if !placed.contains(stretch), let colors = placed.lastIndex(where: { $0 == background || $0 == "color[tintColor]" }) {
            placed.insert(stretch, at: colors + 1)
        }
        return placed
    }

    /// What a view is made of, which Xcode writes before any value it shows.
    private static let viewMakeUp: Set<String> = [
        "rect[frame]", "frame[frameInset]", "autoresizingMask[autoresizingMask]", "subviews", "view[contentView]",
        "tableViewCellContentView[contentView]", "collectionViewCellContentView[contentView]",
    ]
}
