import ThemifyModel
import ThemifyXML

/// Fonts in the form Xcode writes them into macOS layouts: `<font key="font" metaFont="system"/>`
/// for the system font at its own size (13), `metaFont="smallSystem"` at 11 and `miniSystem`
/// at 9, `metaFont="system" size="15"` at another, `metaFont="systemBold"` (`smallSystemBold`
/// at 11) and `metaFont="systemSemibold"` likewise, and
/// `<font key="font" size="11" name="Menlo-Regular"/>` for a named font. Those are the forms the
/// corpus and the oracle's real macOS files show (`metaFont="systemSemibold" size="18"` in oracle
/// cases 308–310, `size="11"` in 383); other system faces (other weights, italic, text styles)
/// are refused rather than written in a form no real file confirms.
enum AppKitFontMarkup {
    /// The point size a meta font has when the element gives none, for the meta fonts that are
    /// the system font (regular or bold) at some size.
    private static let regularMetaFonts = ["system": 13.0, "smallSystem": 11, "miniSystem": 9, "label": 10]
    private static let boldMetaFonts = ["systemBold": 13.0, "smallSystemBold": 11, "miniSystemBold": 9]
    /// System weights with a meta font of their own, by the theme's weight name.
    private static let weightMetaFonts = ["semibold": "systemSemibold"]
    /// The meta font Xcode names the system font by at AppKit's control sizes: the system font
    /// at 11 points is the small system font and at 9 the mini one, one font either way, so
    /// Xcode writes the meta font. Across every era of the corpus and the oracle (toolsVersion
    /// 5037 to 32700) there are 455 `smallSystem` and 36 `smallSystemBold` fonts and no system
    /// font sized 11; 8 `miniSystem` and none sized 9. No file shows a bold mini font, which
    /// stays `systemBold` sized 9.
    private static let controlSizeMetaFonts = ["system": [11.0: "smallSystem", 9: "miniSystem"], "systemBold": [11.0: "smallSystemBold"]]

    /// `font` has its own size: the codec resolves a sizeless or relative one first.
    static func element(_ font: ThemeFont, key: String) -> Result<MarkupElement, ValueError> {
        let keyAttribute = MarkupAttribute("key", key)
        func metaFont(_ name: String, _ size: FontSize) -> MarkupElement {
            let points = size.points ?? regularMetaFonts["system"]!
            if let sized = controlSizeMetaFonts[name]?[points] {
                return MarkupElement("font", [keyAttribute, MarkupAttribute("metaFont", sized)])
            }
            let size = points == regularMetaFonts["system"] ? [] : [MarkupAttribute("size", ThemeNumber.text(points))]
            return MarkupElement("font", [keyAttribute, MarkupAttribute("metaFont", name)] + size)
        }
        switch font {
        case .system(let points):
            return .success(metaFont("system", points))
        case .boldSystem(let points):
            return .success(metaFont("systemBold", points))
        case .custom(let name, let points):
            return .success(
                MarkupElement(
                    "font",
                    [
                        keyAttribute, MarkupAttribute("size", ThemeNumber.text(points.points ?? regularMetaFonts["system"]!)),
                        MarkupAttribute("name", name),
                    ]))
        case .systemWeight(let weight, let points) where weightMetaFonts[weight] != nil:
            return .success(metaFont(weightMetaFonts[weight]!, points))
        case .italicSystem, .systemWeight, .textStyle:
            return .failure(
                ValueError(
                    "a macOS layout's font is 'system 13', 'system-bold 13', 'system-semibold 13' or a font name such as 'Menlo-Regular 11'"
                ))
        }
    }

    /// A macOS `<font>` element as the font a theme would write for it; nil for what a theme
    /// cannot say (other meta fonts such as `menu` or `toolTip`, a zero size).
    static func read(_ element: MarkupElement) -> ThemeFont? {
        let size = element.attribute("size").flatMap(Double.init)
        if let size, !(size > 0 && size <= 1000) { return nil }
        if let name = element.attribute("name") {
            guard let size, case .success(let font) = ThemeFont.parse(.string("\(name) \(ThemeNumber.text(size))")) else { return nil }
            return font
        }
        guard let meta = element.attribute("metaFont") else { return nil }
        if let points = size ?? regularMetaFonts[meta], regularMetaFonts[meta] != nil { return .system(size: .points(points)) }
        if let points = size ?? boldMetaFonts[meta], boldMetaFonts[meta] != nil { return .boldSystem(size: .points(points)) }
        if let weight = weightMetaFonts.first(where: { $0.value == meta })?.key {
            return .systemWeight(weight, size: .points(size ?? regularMetaFonts["system"]!))
        }
        return nil
    }
}
