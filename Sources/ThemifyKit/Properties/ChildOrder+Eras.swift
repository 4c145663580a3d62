extension ChildOrder {
    /// The first `toolsVersion` of Xcode 12, which changed where a few children go.
    static let xcode12ToolsVersion = 17000

    /// Lists of documents saved before Xcode 12 (toolsVersion below 17000), for the elements
    /// whose order changed then, read off those files alone as `orders` is off the later ones.
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

    static let ranksBeforeXcode12: [String: [String: [Int]]] = ordersBeforeXcode12.mapValues(rankTable)
}
