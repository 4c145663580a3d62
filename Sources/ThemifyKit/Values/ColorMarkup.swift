import ThemifyXML

/// Colors in the form Xcode writes them into layouts.
enum ColorMarkup {
    /// `<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>`
    static func element(_ color: ThemeColor, key: String) -> MarkupElement {
        MarkupElement("color", [
            MarkupAttribute("key", key),
            MarkupAttribute("red", XcodeNumberFormat.component(color.red)),
            MarkupAttribute("green", XcodeNumberFormat.component(color.green)),
            MarkupAttribute("blue", XcodeNumberFormat.component(color.blue)),
            MarkupAttribute("alpha", XcodeNumberFormat.component(color.alpha)),
            MarkupAttribute("colorSpace", "custom"),
            MarkupAttribute("customColorSpace", "sRGB"),
        ])
    }
}
