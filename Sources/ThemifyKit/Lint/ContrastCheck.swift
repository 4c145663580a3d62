import Foundation
import ThemifyModel
import ThemifyXML

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
        let appearances = AppearanceContrast(theme: theme, root: layout.document.root, assets: assets)
        var warnings: [Diagnostic] = []
        var ownBackgrounds: [ObjectIdentifier: OwnBackground] = [:]
        for value in checked {
            guard let element = elements[value.element] else { continue }
            let (size, bold) = font(of: element, property: Self.textProperties[value.property] ?? "font")
            let minimum = ContrastRatio.minimum(pointSize: size, bold: bold)
            let textColors = colors(value.property == "titleColor" ? "states.normal.titleColor" : value.property, of: element)
            let layers = backgroundLayers(behind: element, known: &ownBackgrounds)
            // Each appearance the colors tell apart is measured on its own; appearances that
            // show the same colors are one measurement, named together.
            var measured: [(appearances: [Appearance], text: SRGBColor, background: SRGBColor, ratio: Double)] = []
            for appearance in appearances.appearances(involving: textColors + layers) {
                guard let background = appearances.background(of: layers, in: appearance),
                    let texts = appearances.resolved(textColors, in: appearance)
                else { continue }
                // Every fragment of attributed text has its own color: the least readable counts.
                guard
                    let worst = texts.map({ (text: $0, ratio: ContrastRatio.between($0, on: background)) }).min(by: { $0.ratio < $1.ratio })
                else { continue }
                if let index = measured.firstIndex(where: { $0.text == worst.text && $0.background == background }) {
                    measured[index].appearances.append(appearance)
                } else {
                    measured.append(([appearance], worst.text, background, worst.ratio))
                }
            }
            let adaptive = appearances.isAdaptive(textColors + layers)
            for measurement in measured where measurement.ratio < minimum {
                let sizeNote = size.map { "\(ThemeNumber.text($0)) pt\(bold ? " bold" : "") text" } ?? "text"
                let appearanceNote = adaptive ? " (\(AppearanceContrast.describe(measurement.appearances)))" : ""
                warnings.append(
                    .warning(
                        "text color \(measurement.text.hexString) on background \(measurement.background.hexString) has a contrast of \(String(format: "%.2f", measurement.ratio)):1 in theme '\(theme.name)'\(appearanceNote); WCAG asks \(minimum == 3 ? "3" : "4.5"):1 for \(sizeNote)",
                        at: value.element, rule: LintRule.lowContrast))
            }
        }
        return warnings
    }

    /// The element's colors for a property, after theming, as the layout names them.
    private func colors(_ property: String, of element: MarkupElement) -> [ThemeColor] {
        guard let form = PropertyTable.form(of: property, on: element),
            let values = PropertyWriter.currentValue(of: form, on: element)
        else { return [] }
        return values.compactMap(\.color)
    }

    /// Bars draw behind their contents in their bar tint; a button with a configuration in its
    /// base background color. The nearest first, up to the first opaque one in the light
    /// appearance (`AppearanceContrast` composites them per appearance).
    ///
    /// `known` keeps each element's own background once found: every text of a screen walks
    /// up through the same ancestors, and finding one's background looks at its children (a
    /// `<subviews>` of 4,000 views, once per text, made lint and preview quadratic).
    private func backgroundLayers(behind element: MarkupElement, known: inout [ObjectIdentifier: OwnBackground]) -> [ThemeColor] {
        var layers: [ThemeColor] = []
        var current: MarkupElement? = element
        let root = layout.document.root
        while let candidate = current {
            let own: (ThemeColor, SRGBColor)?
            if let found = known[ObjectIdentifier(candidate)] {
                own = found.color
            } else {
                own =
                    ["baseBackgroundColor", "barTintColor", "backgroundColor"].lazy.compactMap { property in
                        colors(property, of: candidate).first.flatMap { color in
                            ColorMarkup.resolved(color, in: root, assets: assets).map { (color, $0) }
                        }
                    }.first
                known[ObjectIdentifier(candidate)] = OwnBackground(color: own)
            }
            if let (color, light) = own, light.alpha > 0 {
                layers.append(color)
                if light.alpha >= 1 { break }
            }
            current = candidate.parent
        }
        return layers
    }

    /// An element's own background color, as the layout names it and in light; nil color
    /// for an element without one (a box, so that "none" is remembered too).
    struct OwnBackground {
        let color: (ThemeColor, SRGBColor)?
    }

    /// Point size and boldness (bold, heavy or black weights) of the text's font; nil size for
    /// Dynamic Type styles, whose size the user chooses; UIKit's 17 pt when the layout sets none.
    private func font(of element: MarkupElement, property: String) -> (Double?, Bool) {
        guard let form = PropertyTable.form(of: property, on: element),
            let font = PropertyWriter.currentValue(of: form, on: element)?.first?.font
        else { return (17, false) }
        switch font {
        case .boldSystem: return (font.pointSize, true)
        case .systemWeight(let weight, _): return (font.pointSize, ["bold", "heavy", "black"].contains(weight))
        case .custom(let name, _): return (font.pointSize, name.range(of: "Bold|Heavy|Black", options: .regularExpression) != nil)
        case .system, .italicSystem, .textStyle: return (font.pointSize, false)
        }
    }
}
