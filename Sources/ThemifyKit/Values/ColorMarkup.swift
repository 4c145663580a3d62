import ThemifyXML

/// Colors in the forms Xcode writes them into layouts.
enum ColorMarkup {
    /// The value element: `<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>`,
    /// `<color key="textColor" systemColor="systemRedColor"/>` or `<color key="textColor" name="BrandColor"/>`.
    static func element(_ color: ThemeColor, key: String) -> MarkupElement {
        switch color {
        case .sRGB(let value):
            return MarkupElement("color", [MarkupAttribute("key", key)] + components(value, allowingGray: false))
        case .system(let name):
            return MarkupElement("color", [MarkupAttribute("key", key), MarkupAttribute("systemColor", name)])
        case .asset(let name):
            return MarkupElement("color", [MarkupAttribute("key", key), MarkupAttribute("name", name)])
        }
    }

    /// The design-time copy of a system or asset color in `<resources>`.
    static func resourceEntry(name: String, tag: String, value: SRGBColor) -> MarkupElement {
        // Xcode records system grays (backgrounds, label) in its gray color space.
        MarkupElement(tag, [MarkupAttribute("name", name)], children: [MarkupElement("color", components(value, allowingGray: tag == "systemColor"))])
    }

    private static func components(_ value: SRGBColor, allowingGray: Bool) -> [MarkupAttribute] {
        if allowingGray, value.isGray, value.red == 0 || value.red == 1 {
            return [
                MarkupAttribute("white", XcodeNumberFormat.component(value.red)),
                MarkupAttribute("alpha", XcodeNumberFormat.component(value.alpha)),
                MarkupAttribute("colorSpace", "custom"),
                MarkupAttribute("customColorSpace", "genericGamma22GrayColorSpace"),
            ]
        }
        return [
            MarkupAttribute("red", XcodeNumberFormat.component(value.red)),
            MarkupAttribute("green", XcodeNumberFormat.component(value.green)),
            MarkupAttribute("blue", XcodeNumberFormat.component(value.blue)),
            MarkupAttribute("alpha", XcodeNumberFormat.component(value.alpha)),
            MarkupAttribute("colorSpace", "custom"),
            MarkupAttribute("customColorSpace", "sRGB"),
        ]
    }
}
