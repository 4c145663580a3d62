import Foundation
import ThemifyXML
import ThemeModel

/// WCAG 2.x contrast of every themed text color against what it is drawn on: the nearest
/// background color among the element and its ancestors, after theming (translucent
/// backgrounds composited over the ones behind them, white at the bottom).
///
/// Values are read back through the same codecs the writer uses, so every place the writer
/// writes (each attributed-text fragment, a bar's title attributes) is measured.
struct ContrastCheck {
    let layout: Layout
    let theme: ResolvedTheme
    let assets: AssetCatalog

    /// Text color properties, with the font property that sizes that text.
    private static let textProperties = [
        "textColor": "font", "titleColor": "font", "states.normal.titleColor": "font",
        "baseForegroundColor": "font", "titleTextAttributes.textColor": "titleTextAttributes.font",
    ]

    func warnings(for applied: [AppliedValue]) -> [Diagnostic] {
        let checked = applied.filter { Self.textProperties[$0.property] != nil }
        guard !checked.isEmpty else { return [] }
        var elements: [SourceLocation: MarkupElement] = [:]
        layout.document.root.forEachInSubtree { element in
            if element.position != nil { elements[layout.location(of: element)] = element }
        }
        var warnings: [Diagnostic] = []
        for value in checked {
            guard let element = elements[value.element] else { continue }
            let (size, bold) = font(of: element, property: Self.textProperties[value.property] ?? "font")
            let minimum = ContrastRatio.minimum(pointSize: size, bold: bold)
            let background = backgroundColor(behind: element)
            // Every fragment of attributed text has its own color: the least readable counts.
            let ratios = colors(value.property == "titleColor" ? "states.normal.titleColor" : value.property, of: element)
                .map { (text: $0, ratio: ContrastRatio.between($0, on: background)) }
            guard let worst = ratios.min(by: { $0.ratio < $1.ratio }), worst.ratio < minimum else { continue }
            let sizeNote = size.map { "\(ThemeNumber.text($0)) pt\(bold ? " bold" : "") text" } ?? "text"
            warnings.append(.warning(
                "text color \(worst.text.hexString) on background \(background.hexString) has a contrast of \(String(format: "%.2f", worst.ratio)):1 in theme '\(theme.name)'; WCAG asks \(minimum == 3 ? "3" : "4.5"):1 for \(sizeNote)",
                at: value.element, rule: LintRule.lowContrast))
        }
        return warnings
    }

    /// The element's colors for a property, after theming, as sRGB.
    private func colors(_ property: String, of element: MarkupElement) -> [SRGBColor] {
        guard let form = PropertyTable.form(of: property, on: element),
              let values = PropertyWriter.currentValue(of: form, on: element) else { return [] }
        return values.compactMap { $0.color.flatMap { ColorMarkup.resolved($0, in: layout.document.root, assets: assets) } }
    }

    /// Bars draw behind their contents in their bar tint; a button with a configuration in its
    /// base background color.
    private func backgroundColor(behind element: MarkupElement) -> SRGBColor {
        var layers: [SRGBColor] = []
        var current: MarkupElement? = element
        while let candidate = current {
            let own = ["baseBackgroundColor", "barTintColor", "backgroundColor"].lazy.compactMap { colors($0, of: candidate).first }.first
            if let color = own, color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = candidate.parent
        }
        var result = SRGBColor(red: 1, green: 1, blue: 1)
        for layer in layers.reversed() { result = ContrastRatio.composite(layer, over: result) }
        return result
    }

    /// Point size and boldness (bold, heavy or black weights) of the text's font; nil size for
    /// Dynamic Type styles, whose size the user chooses; UIKit's 17 pt when the layout sets none.
    private func font(of element: MarkupElement, property: String) -> (Double?, Bool) {
        guard let form = PropertyTable.form(of: property, on: element),
              let font = PropertyWriter.currentValue(of: form, on: element)?.first?.font else { return (17, false) }
        switch font {
        case .boldSystem: return (font.pointSize, true)
        case .systemWeight(let weight, _): return (font.pointSize, ["bold", "heavy", "black"].contains(weight))
        case .custom(let name, _): return (font.pointSize, name.range(of: "Bold|Heavy|Black", options: .regularExpression) != nil)
        case .system, .italicSystem, .textStyle: return (font.pointSize, false)
        }
    }
}
