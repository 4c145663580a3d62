import Foundation
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// Reads each text's contrast from the rendered picture's pixels and compares it with lint's
/// verdict on the same text (the on-screen model's, with every text judged, as
/// `themify lint --contrast-all` does): the picture is drawn without lint's markers, rasterized
/// by rsvg-convert at scale 2, and in the text's box the most frequent color is taken as its
/// background and the pixel farthest from it in contrast as the text's color.
struct PixelContrastSurvey {
    /// How far the pixels' ratio may fall either side of WCAG's minimum before a disagreement
    /// counts: anti-aliasing rarely leaves a pixel of the text's exact color at small sizes.
    static let tolerance = 1.1

    struct Tally: Sendable {
        var pictures = 0
        /// Texts measured in the pixels.
        var runs = 0
        /// Texts whose background lint does not know (an image behind them): not compared.
        var unknown = 0
        /// Texts drawn nowhere in their box (covered by a later view, or cut to nothing).
        var invisible = 0
        /// Texts under WCAG's minimum in the pixels, and those of them lint flags.
        var pixelLow = 0
        var found = 0
        /// Lint's findings among the texts measured, and those the pixels confirm.
        var findings = 0
        var real = 0
        var missed: [String] = []
        var wrong: [String] = []

        var recall: Double { pixelLow == 0 ? 1 : Double(found) / Double(pixelLow) }
        var precision: Double { findings == 0 ? 1 : Double(real) / Double(findings) }

        mutating func add(_ other: Tally) {
            pictures += other.pictures
            runs += other.runs
            unknown += other.unknown
            invisible += other.invisible
            pixelLow += other.pixelLow
            found += other.found
            findings += other.findings
            real += other.real
            missed += other.missed
            wrong += other.wrong
        }

        var summary: String {
            let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
            return
                "\(pictures) pictures, \(runs) text runs measured (\(unknown) over unknown backgrounds, \(invisible) not visible, not compared); pixels under WCAG: \(pixelLow), lint finds \(found) (\(percent(recall))); lint findings: \(findings), real \(real) (\(percent(precision)))"
        }
    }

    let rasterizer: PNGRasterizer

    /// Every picture of `layout` in `theme`, light and dark: iOS, tvOS and macOS layouts.
    func survey(_ layout: (path: String, bytes: [UInt8]), theme: ResolvedTheme) -> Tally {
        var tally = Tally()
        let appearances: [Appearance] = [.light, .dark]
        guard let themed = try? ThemedLayout(path: layout.path, bytes: layout.bytes, theme: theme, appearances: appearances) else {
            return tally
        }
        let isAppKit = AppKitModelBuilder.isAppKit(themed.root)
        guard themed.isUIKitDocument || isAppKit else { return tally }
        for appearance in appearances {
            guard let model = themed.onScreen[appearance], let root = themed.roots[appearance],
                let previewAppearance = PreviewAppearance(rawValue: appearance.rawValue)
            else { continue }
            let runs = Dictionary(model.runs.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
            let screens: [PreviewScreen]
            if isAppKit {
                screens = AppKitModelBuilder(
                    layoutPath: layout.path, themeName: theme.name, appearance: previewAppearance, images: ImageAssets(searching: []),
                    onScreen: model, findings: []
                )
                .screens(of: root)
            } else {
                var builder = PreviewModelBuilder(
                    layoutPath: layout.path, themeName: theme.name, appearance: previewAppearance, images: ImageAssets(searching: []),
                    onScreen: model, findings: [])
                screens = builder.screens(of: root)
            }
            for screen in screens {
                let renderer = SVGRenderer(idPrefix: "p")
                let size = renderer.pictureSize(screen)
                guard let bytes = try? rasterizer.png(of: renderer.svg(screen), size: size, scale: 2),
                    let png = try? PNGImage(bytes: bytes)
                else { continue }
                tally.pictures += 1
                let zoom = Double(png.width) / max(size.width, 1)
                for view in screen.views.flatMap(\.allViews) {
                    guard Self.drawsOneText(view), let run = runs[view.location] else { continue }
                    measure(run, inset: view.border.map { $0.width + 1 } ?? 0, in: png, zoom: zoom, screen: screen, into: &tally)
                }
            }
        }
        return tally
    }

    /// Labels, fields, text views and buttons with one title: a picture that draws several
    /// states side by side has several texts in one box.
    private static func drawsOneText(_ view: PreviewView) -> Bool {
        switch view.content {
        case .text: return true
        case .button(let states): return states.count == 1 && states[0].title != nil && states[0].image == nil
        default: return false
        }
    }

    /// `inset` keeps a field's border out of the box: its stroke is not the text.
    private func measure(
        _ run: OnScreenTextRun, inset: Double, in png: PNGImage, zoom: Double, screen: PreviewScreen, into tally: inout Tally
    ) {
        guard let lintRatio = run.contrast else {
            tally.unknown += 1
            return
        }
        let inner = PreviewRect(
            x: run.frame.x + inset, y: run.frame.y + inset, width: max(run.frame.width - 2 * inset, 0),
            height: max(run.frame.height - 2 * inset, 0))
        guard let box = inner.intersection(PreviewRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)) else { return }
        let left = Int((box.x * zoom).rounded(.up))
        let top = Int((box.y * zoom).rounded(.up))
        let right = min(Int((box.maxX * zoom).rounded(.down)), png.width)
        let bottom = min(Int((box.maxY * zoom).rounded(.down)), png.height)
        guard right > left, bottom > top else { return }
        var counts: [Int: Int] = [:]
        // A large text view need not be read pixel by pixel: about 40,000 samples of it.
        let step = max(1, Int((Double((right - left) * (bottom - top)) / 40_000).squareRoot()))
        for y in stride(from: top, to: bottom, by: step) {
            for x in stride(from: left, to: right, by: step) {
                let (r, g, b) = png.rgb(x, y)
                counts[r << 16 | g << 8 | b, default: 0] += 1
            }
        }
        guard let mode = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key else { return }
        let background = Self.color(mode)
        let text = counts.keys.map(Self.color).max {
            ContrastRatio.between($0, on: background) < ContrastRatio.between($1, on: background)
        }!
        let pixelRatio = ContrastRatio.between(text, on: background)
        // Nothing of the text shows where lint sees it plainly: covered, not unreadable.
        if pixelRatio < 1.05, lintRatio > 1.5 {
            tally.invisible += 1
            return
        }
        tally.runs += 1
        let minimum = run.minimumContrast
        let lintLow = lintRatio < minimum
        let name =
            "\(PathNames.lastComponent(of: screen.layoutPath)):\(run.location.line ?? 0) \(run.kind) \(screen.theme) \(screen.appearance.rawValue)"
        let detail =
            "\(name): pixels \(text.hexString) on \(background.hexString) \(String(format: "%.2f", pixelRatio)), lint \(String(format: "%.2f", lintRatio))"
        if pixelRatio < minimum / Self.tolerance {
            tally.pixelLow += 1
            if lintLow { tally.found += 1 } else { tally.missed.append(detail) }
        }
        if lintLow {
            tally.findings += 1
            if pixelRatio < minimum * Self.tolerance { tally.real += 1 } else { tally.wrong.append(detail) }
        }
    }

    private static func color(_ packed: Int) -> SRGBColor {
        SRGBColor(bytes: packed >> 16 & 0xFF, packed >> 8 & 0xFF, packed & 0xFF)
    }
}
