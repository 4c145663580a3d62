import ThemifyXML
import ThemeModel

/// Fonts in the form Xcode writes them into layouts.
enum FontMarkup {
    static func element(_ font: ThemeFont, key: String) -> MarkupElement {
        let size = { (points: Double) in MarkupAttribute("pointSize", ThemeNumber.text(points)) }
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
        let size = { (points: Double) in MarkupAttribute("size", ThemeNumber.text(points)) }
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

extension FontMarkup {
    /// A font element (`fontDescription`, or attributed text's `font`) as the font a theme would
    /// write for it; nil for what a theme cannot say (a zero size, an unknown type).
    static func read(_ element: MarkupElement) -> ThemeFont? {
        func size(_ name: String) -> Double? {
            element.attribute(name).flatMap(Double.init).flatMap { $0 > 0 && $0 <= 1000 ? $0 : nil }
        }
        if element.name == "font" {
            guard let points = size("size") else { return nil }
            if let name = element.attribute("name") { return custom(name, points) }
            switch element.attribute("metaFont") {
            case "system": return .system(size: points)
            case "systemBold": return .boldSystem(size: points)
            default: return nil
            }
        }
        if let style = element.attribute("style") {
            return ThemeFont.textStyles.first { $0.value == style }.map { .textStyle($0.key) }
        }
        guard let points = size("pointSize") else { return nil }
        if let name = element.attribute("name") { return custom(name, points) }
        switch (element.attribute("type"), element.attribute("weight")) {
        case ("system", nil): return .system(size: points)
        case ("system", "bold"?), ("boldSystem", _): return .boldSystem(size: points)
        case ("system", let weight?): return ThemeFont.systemWeights.contains(weight) ? .systemWeight(weight, size: points) : nil
        case ("italicSystem", _): return .italicSystem(size: points)
        default: return nil
        }
    }

    /// A named font as a theme would write it: older layouts name fonts by family with spaces,
    /// which a theme string carries as they are.
    private static func custom(_ name: String, _ points: Double) -> ThemeFont? {
        guard case .success(let font) = ThemeFont.parse(.string("\(name) \(ThemeNumber.text(points))")) else { return nil }
        return font
    }
}
