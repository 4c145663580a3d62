import ThemifyModel
import ThemifyXML

/// Fonts in the form Xcode writes them into layouts.
package enum FontMarkup {
    /// A font of a view (`<fontDescription key=…>`).
    package static let descriptionElementName = "fontDescription"
    /// A font of attributed text or of an AppKit control (`<font key=…>`).
    package static let fontElementName = "font"

    /// Whether an element of this name holds a font, in either form.
    static func holdsFont(elementNamed name: String) -> Bool {
        name == descriptionElementName || name == fontElementName
    }

    /// A `<fontDescription>` for a font with its own point size (see `ThemeFont.resolved`);
    /// `family` is the family known for a named font (`knownFamily(of:in:)`), if any.
    static func element(_ font: ThemeFont, key: String, family: String? = nil) -> MarkupElement {
        let size = MarkupAttribute("pointSize", ThemeNumber.text(font.pointSize ?? 0))
        let keyAttribute = MarkupAttribute("key", key)
        switch font {
        case .system:
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "system"), size])
        case .boldSystem:
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "boldSystem"), size])
        case .italicSystem:
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("type", "italicSystem"), size])
        case .systemWeight(let weight, _):
            return MarkupElement(
                "fontDescription", [keyAttribute, MarkupAttribute("type", "system"), MarkupAttribute("weight", weight), size])
        case .custom(let name, _):
            return MarkupElement(
                "fontDescription",
                [
                    keyAttribute, MarkupAttribute("name", name),
                    MarkupAttribute("family", family ?? ThemeFont.family(ofPostScriptName: name)), size,
                ])
        case .textStyle(let style):
            return MarkupElement("fontDescription", [keyAttribute, MarkupAttribute("style", ThemeFont.textStyles[style] ?? style)])
        }
    }
}

extension FontMarkup {
    /// Gives a layout's `<fontDescription>` the theme font's size when the theme names the
    /// system face it already has, and says whether it did: only `pointSize` changes, as when
    /// the size is changed in Interface Builder, and the description keeps how it names the
    /// face — the `type="system" weight="bold"` of Xcode's weight menu, which themes read as
    /// `system-bold` and would otherwise write as the "System Bold" menu's `type="boldSystem"`.
    /// A named font is written afresh, its family as `knownFamily(of:in:)` gives it.
    static func resize(_ existing: MarkupElement, to font: ThemeFont) -> Bool {
        if case .custom = font { return false }
        guard let size = font.pointSize, existing.attribute("pointSize") != nil, let current = read(existing), current != font,
            current.withPointSize(size) == font
        else { return false }
        existing.setAttribute("pointSize", ThemeNumber.text(size))
        return true
    }

    /// The families a document's own `<fontDescription>`s give the fonts they name, the first
    /// one's for each: Xcode records one family per font (the font's own), which a name alone
    /// may not tell (`DocumentFacts.recordedFamily(ofFontNamed:)` asks once per document).
    static func recordedFamilies(in root: MarkupElement) -> [String: String] {
        var families: [String: String] = [:]
        root.forEachInSubtree { element in
            guard element.name == descriptionElementName, let name = element.attribute("name"), families[name] == nil,
                let family = element.attribute("family")
            else { return }
            families[name] = family
        }
        return families
    }

    /// The family to write for a named font outside Apple's list: the one the document already
    /// records for it (Xcode's own reading of the font), else the one the app's font file
    /// gives, else the one the document records for another face of its family (Xcode read
    /// `SofiaPro-Regular` as "SofiaPro", and so `SofiaPro-Bold`, in a public layout); nil
    /// otherwise (a font of Apple's list has its family known, and for a font with none of
    /// these the family is made from its name, `ThemeFont.family(ofPostScriptName:)`).
    ///
    /// The file matters for names whose family their spelling does not tell: `DejaVuSans-Bold`
    /// is in "DejaVu Sans", not "Deja Vu Sans", and `FontAwesome5Free-Solid` in "Font Awesome
    /// 5 Free".
    static func knownFamily(of font: ThemeFont, in document: DocumentFacts) -> String? {
        guard case .custom(let name, _) = font, SystemFonts.family(ofPostScriptName: name) == nil else { return nil }
        return document.recordedFamily(ofFontNamed: name) ?? document.bundledFamily(ofFontNamed: name)
            ?? document.recordedFamily(ofAnotherFaceOf: name)
    }

    /// A font inside attributed-text attributes: `<font key="NSFont" metaFont="system" size="16"/>`
    /// or `<font key="NSFont" size="14" name="HelveticaNeue"/>`. Attributed text records system
    /// fonts by meta-font name, which exists for the regular and bold system font only.
    /// `sizeFirst`: whether the meta-font form puts `size` before `metaFont` (see
    /// `metaFontSizeComesFirst(in:)`).
    static func attributedElement(_ font: ThemeFont, sizeFirst: Bool = false) -> Result<MarkupElement, ValueError> {
        let size = MarkupAttribute("size", ThemeNumber.text(font.pointSize ?? 0))
        let key = MarkupAttribute("key", "NSFont")
        func metaFont(_ name: String) -> MarkupElement {
            let meta = MarkupAttribute("metaFont", name)
            return MarkupElement("font", sizeFirst ? [key, size, meta] : [key, meta, size])
        }
        switch font {
        case .system: return .success(metaFont("system"))
        case .boldSystem: return .success(metaFont("systemBold"))
        case .custom(let name, _):
            return .success(MarkupElement("font", [key, size, MarkupAttribute("name", name)]))
        case .italicSystem, .systemWeight, .textStyle:
            return .failure(ValueError("attributed text records only 'system', 'system-bold' or a font name such as 'Avenir-Heavy 17'"))
        }
    }

    /// Whether the document writes a meta-font's `size` before its `metaFont`.
    ///
    /// Xcode writes the two in either order — the corpus has 50 `metaFont`-first fonts and 9
    /// `size`-first ones, and one Xcode (toolsVersion 21507) wrote both orders in different
    /// commits (oracle cases 168 and 175) — but always the same order throughout a document it
    /// saves. So a document that already has a meta-font is followed; one that has none gets the
    /// common order, `metaFont` first.
    static func metaFontSizeComesFirst(in document: MarkupElement) -> Bool {
        let root = document.documentRoot
        var sizeFirst: Bool?
        root.forEachInSubtree { element in
            guard sizeFirst == nil, element.name == "font" else { return }
            let names = element.attributes.map(\.name)
            if let meta = names.firstIndex(of: "metaFont"), let size = names.firstIndex(of: "size") { sizeFirst = size < meta }
        }
        return sizeFirst ?? false
    }
}

extension FontMarkup {
    /// A font element (`fontDescription`, or attributed text's `font`) as the font a theme would
    /// write for it; nil for what a theme cannot say (a zero size, an unknown type).
    static func read(_ element: MarkupElement) -> ThemeFont? {
        func size(_ name: String) -> Double? {
            element.attribute(name).flatMap(Double.init).flatMap { FontSize.range.contains($0) ? $0 : nil }
        }
        if element.name == "font" {
            guard let points = size("size") else { return nil }
            if let name = element.attribute("name") { return custom(name, points) }
            switch element.attribute("metaFont") {
            case "system": return .system(size: .points(points))
            case "systemBold": return .boldSystem(size: .points(points))
            default: return nil
            }
        }
        if let style = element.attribute("style") {
            return ThemeFont.textStyles.first { $0.value == style }.map { .textStyle($0.key) }
        }
        guard let points = size("pointSize") else { return nil }
        if let name = element.attribute("name") { return custom(name, points) }
        switch (element.attribute("type"), element.attribute("weight")) {
        case ("system", nil): return .system(size: .points(points))
        case ("system", "bold"?), ("boldSystem", _): return .boldSystem(size: .points(points))
        case ("system", let weight?): return ThemeFont.systemWeights.contains(weight) ? .systemWeight(weight, size: .points(points)) : nil
        case ("italicSystem", _): return .italicSystem(size: .points(points))
        default: return nil
        }
    }

    /// The point size a font element of the layout holds, whatever its face: what a theme font
    /// without a size of its own (`"Avenir-Heavy"`, `"system +2"`) takes.
    static func pointSize(of element: MarkupElement) -> Double? {
        element.attribute(element.name == "font" ? "size" : "pointSize").flatMap(Double.init).flatMap {
            FontSize.range.contains($0) ? $0 : nil
        }
    }

    /// A named font as the layout holds it: older layouts name fonts by family with spaces,
    /// which a theme font carries as they are.
    private static func custom(_ name: String, _ points: Double) -> ThemeFont? {
        guard !name.isEmpty else { return nil }
        return .custom(postScriptName: name, size: .points(points))
    }
}
