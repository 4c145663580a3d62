import Foundation
import ThemifyXML

/// WCAG 2.x contrast of every themed text color against what it is drawn on: the nearest
/// background color among the element and its ancestors, after theming (translucent
/// backgrounds composited over the ones behind them, white at the bottom).
struct ContrastCheck {
    let layout: Layout
    let theme: ResolvedTheme
    let assets: AssetCatalog

    /// Text colors, by the property that sets them.
    private static let textProperties: Set<String> = ["textColor", "titleColor", "states.normal.titleColor", "baseForegroundColor"]

    func warnings(for applied: [AppliedValue]) -> [Diagnostic] {
        let checked = applied.filter { Self.textProperties.contains($0.property) }
        guard !checked.isEmpty else { return [] }
        var elements: [SourceLocation: MarkupElement] = [:]
        layout.document.root.forEachInSubtree { element in
            if element.position != nil { elements[layout.location(of: element)] = element }
        }
        var warnings: [Diagnostic] = []
        for value in checked {
            guard let element = elements[value.element], let text = textColor(of: element) else { continue }
            let background = backgroundColor(behind: element)
            let ratio = ContrastRatio.between(text, on: background)
            let (size, bold) = fontSize(of: element)
            let minimum = ContrastRatio.minimum(pointSize: size, bold: bold)
            guard ratio < minimum else { continue }
            let sizeNote = size.map { "\(XcodeNumberFormat.plain($0)) pt\(bold ? " bold" : "") text" } ?? "text"
            warnings.append(.warning(
                "text color \(text.hexString) on background \(background.hexString) has a contrast of \(String(format: "%.2f", ratio)):1 in theme '\(theme.name)'; WCAG asks \(minimum == 3 ? "3" : "4.5"):1 for \(sizeNote)",
                at: value.element, rule: LintRule.lowContrast))
        }
        return warnings
    }

    private func textColor(of element: MarkupElement) -> SRGBColor? {
        let colorElement: MarkupElement?
        switch element.name {
        case "button":
            colorElement = element.child("state", key: "normal")?.child("color", key: "titleColor")
                ?? element.child("buttonConfiguration", key: "configuration")?.child("color", key: "baseForegroundColor")
        default:
            colorElement = element.child("color", key: "textColor")
                ?? element.child("attributedString", key: "attributedText")?.child("fragment")?.child("attributes")?.child("color", key: "NSColor")
        }
        return colorElement.flatMap { LayoutValueReader.resolvedColor($0, in: layout.document.root, assets: assets) }
    }

    private func backgroundColor(behind element: MarkupElement) -> SRGBColor {
        var layers: [SRGBColor] = []
        var current: MarkupElement? = element
        while let candidate = current {
            let own = candidate.name == "button"
                ? candidate.child("buttonConfiguration", key: "configuration")?.child("color", key: "baseBackgroundColor") ?? candidate.child("color", key: "backgroundColor")
                : candidate.child("color", key: "backgroundColor")
            if let color = own.flatMap({ LayoutValueReader.resolvedColor($0, in: layout.document.root, assets: assets) }), color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = candidate.parent
        }
        var result = SRGBColor(red: 1, green: 1, blue: 1)
        for layer in layers.reversed() { result = ContrastRatio.composite(layer, over: result) }
        return result
    }

    /// Point size and boldness (bold, heavy or black weights) of the element's font; nil size
    /// for Dynamic Type styles, whose size the user chooses.
    private func fontSize(of element: MarkupElement) -> (Double?, Bool) {
        if let font = element.child("fontDescription", key: "fontDescription") {
            let bold = font.attribute("type") == "boldSystem" || ["bold", "heavy", "black"].contains(font.attribute("weight") ?? "")
                || (font.attribute("name") ?? "").range(of: "Bold|Heavy|Black", options: .regularExpression) != nil
            return (font.attribute("pointSize").flatMap(Double.init), bold)
        }
        if let font = element.child("attributedString", key: "attributedText")?.child("fragment")?.child("attributes")?.child("font", key: "NSFont") {
            let bold = font.attribute("metaFont") == "systemBold" || (font.attribute("name") ?? "").range(of: "Bold|Heavy|Black", options: .regularExpression) != nil
            return (font.attribute("size").flatMap(Double.init), bold)
        }
        return (17, false)
    }
}
