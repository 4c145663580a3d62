import Foundation
import ThemifyModel

/// WCAG 2.x contrast of every text a themed layout draws against what is really behind it, as
/// the on-screen model resolves both (`OnScreenModel`): tagged or not, in each appearance the
/// theme is judged in, system colors in that appearance's value. The preview draws from the
/// same model, so a picture shows what lint reports.
///
/// A text the theme leaves as the layout draws it (the same color on the same background as
/// in the layout before theming) is the layout's own design, not the theme's doing: reported
/// only when `reportsLayoutColors` asks. Text over an image view or a blurring view has no
/// known background: it is not judged, and is reported only when `reportsUnknownBackgrounds` asks.
struct ContrastCheck {
    let layout: Layout
    let theme: ResolvedTheme
    let assets: AssetCatalog
    /// The layout before theming, which tells the theme's doing from the layout's own colors;
    /// nil judges every text as the theme's.
    var original: Layout?
    var reportsUnknownBackgrounds = false
    var reportsLayoutColors = false

    /// The models lint judges, one per appearance of `OnScreenModel.appearances(for:)`.
    func models() -> [OnScreenModel] {
        OnScreenModel.appearances(for: theme).map { OnScreenModel(layout: layout, theme: theme, assets: assets, appearance: $0) }
    }

    func warnings() -> [Diagnostic] {
        warnings(in: models())
    }

    func warnings(in models: [OnScreenModel]) -> [Diagnostic] {
        // Each text's measurements across appearances, in the order the first model draws them;
        // appearances that show the same colors are one finding, named together.
        var order: [SourceLocation] = []
        var measured: [SourceLocation: [Measurement]] = [:]
        for model in models {
            let before =
                reportsLayoutColors
                ? nil : original.map { Self.runs(of: OnScreenModel(layout: $0, theme: nil, assets: assets, appearance: model.appearance)) }
            for run in model.runs {
                if let before, let unthemed = before[run.location], unthemed.seenColor == run.seenColor,
                    unthemed.background == run.background
                {
                    continue
                }
                if measured[run.location] == nil { order.append(run.location) }
                let measurement = Measurement(
                    appearances: [model.appearance],
                    text: ContrastRatio.composite(run.seenColor, over: run.background.color ?? run.seenColor),
                    background: run.background, ratio: run.contrast, minimum: run.minimumContrast, pointSize: run.pointSize,
                    bold: run.isBold)
                if let index = measured[run.location]?.firstIndex(where: { $0.sameColors(as: measurement) }) {
                    measured[run.location]![index].appearances.append(model.appearance)
                } else {
                    measured[run.location, default: []].append(measurement)
                }
            }
        }
        var warnings: [Diagnostic] = []
        for location in order {
            for measurement in measured[location] ?? [] {
                // A finding names its appearances where more than one was judged; one that names
                // none holds in every appearance.
                let appearanceNote = models.count > 1 ? " (\(AppearanceContrast.describe(measurement.appearances)))" : ""
                let sizeNote = measurement.pointSize.map { "\(ThemeNumber.text($0)) pt\(measurement.bold ? " bold" : "") text" } ?? "text"
                let asked = measurement.minimum == 3 ? "3" : "4.5"
                switch measurement.background {
                case .known(let background):
                    guard let ratio = measurement.ratio, ratio < measurement.minimum else { continue }
                    warnings.append(
                        .warning(
                            "text color \(measurement.text.hexString) on background \(background.hexString) has a contrast of \(String(format: "%.2f", ratio)):1 in theme '\(theme.name)'\(appearanceNote); WCAG asks \(asked):1 for \(sizeNote)",
                            at: location, rule: LintRule.lowContrast))
                case .unknown(let reason):
                    guard reportsUnknownBackgrounds else { continue }
                    warnings.append(
                        .warning(
                            "text color \(measurement.text.hexString) is drawn over \(reason), whose colors the layout does not tell: its contrast is not known in theme '\(theme.name)'\(appearanceNote); WCAG asks \(asked):1 for \(sizeNote)",
                            at: location, rule: LintRule.lowContrast))
                }
            }
        }
        return warnings
    }

    private static func runs(of model: OnScreenModel) -> [SourceLocation: OnScreenTextRun] {
        Dictionary(model.runs.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// One text in the appearances that show it in the same colors.
    private struct Measurement {
        var appearances: [Appearance]
        /// The text's color as seen (composed over its background where that is known).
        let text: SRGBColor
        let background: OnScreenBackground
        let ratio: Double?
        let minimum: Double
        let pointSize: Double?
        let bold: Bool

        func sameColors(as other: Measurement) -> Bool {
            text == other.text && background == other.background
        }
    }
}
