import ThemifyXML

/// Fonts in the form Xcode writes them into layouts.
enum FontMarkup {
    static func element(_ font: ThemeFont, key: String) -> MarkupElement {
        let size = { (points: Double) in MarkupAttribute("pointSize", XcodeNumberFormat.plain(points)) }
        let keyAttribute = MarkupAttribute("key", key)
        switch font {
        case .system(let points):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "system"), size(points)])
        case .boldSystem(let points):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "boldSystem"), size(points)])
        case .italicSystem(let points):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "italicSystem"), size(points)])
        case .systemWeight(let weight, let points):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "system"), MarkupAttribute("weight", weight), size(points)])
        case .custom(let name, let points):
            return MarkupElement("fontDescription", [
                keyAttribute, MarkupAttribute("name", name),
                MarkupAttribute("family", ThemeFont.family(ofPostScriptName: name)), size(points),
            ])
        case .textStyle(let style):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("style", ThemeFont.textStyles[style] ?? style)])
        }
    }
}

extension FontMarkup {
    /// A font inside attributed-text attributes: `<font key="NSFont" metaFont="system" size="16"/>`
    /// or `<font key="NSFont" size="14" name="HelveticaNeue"/>`. Attributed text records system
    /// fonts by meta-font name, which exists for the regular and bold system font only.
    static func attributedElement(_ font: ThemeFont) -> Result<MarkupElement, ValueError> {
        let size = { (points: Double) in MarkupAttribute("size", XcodeNumberFormat.plain(points)) }
        let key = MarkupAttribute("key", "NSFont")
        switch font {
        case .system(let points):
            return .success(MarkupElement("font", [key, MarkupAttribute("metaFont", "system"), size(points)]))
        case .boldSystem(let points):
            return .success(MarkupElement("font", [key, MarkupAttribute("metaFont", "systemBold"), size(points)]))
        case .custom(let name, let points):
            return .success(MarkupElement("font", [key, size(points), MarkupAttribute("name", name)]))
        case .italicSystem, .systemWeight, .textStyle:
            return .failure(ValueError("attributed text records only 'system', 'system-bold' or a font name such as 'Avenir-Heavy 17'"))
        }
    }
}
