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
