import Foundation
import ThemifyKit
import ThemifyModel

/// Draws one picture as SVG: each view a group at its frame (nested coordinates already
/// resolved), clipped where the view clips, with a legend below the screen naming the fonts
/// drawn in the bundled font, the images shown as placeholders and lint's contrast findings.
///
/// The output is deterministic (document order, fixed number format) and self-contained:
/// images are data URIs, there are no links, scripts or external fonts.
struct SVGRenderer {
    /// Makes the ids of clip paths unique when several pictures share one HTML page.
    let idPrefix: String

    /// The bundled Inter first, so every renderer draws what was measured.
    static let fontFamily = "'\(BundledFont.family)', sans-serif"
    static let legendLineHeight = 14.0
    static let legendFont = PreviewFont(pointSize: 10, name: "legend")

    /// The `<svg>` element (no XML declaration: the caller adds one for a standalone file).
    func svg(_ screen: PreviewScreen) -> String {
        var drawing = SVGDrawing(idPrefix: idPrefix)
        for view in screen.views { drawing.draw(view) }
        let width = max(screen.size.width, 1)
        let legend = legendLines(screen, width: width)
        let height = pictureSize(screen, legendLines: legend.count).height
        let n = SVGMarkup.number
        // A light picture names no appearance, as before there were two.
        let dark = screen.appearance == .dark
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        out +=
            " font-family=\"\(SVGMarkup.escape(Self.fontFamily))\" data-layout=\"\(SVGMarkup.escape(screen.layoutPath))\" data-screen=\"\(SVGMarkup.escape(screen.name))\" data-theme=\"\(SVGMarkup.escape(screen.theme))\"\(dark ? " data-appearance=\"dark\"" : "")>\n"
        out +=
            "<title>\(SVGMarkup.escape("\(PathNames.lastComponent(of: screen.layoutPath)) · \(screen.name) · \(screen.theme)\(dark ? " · dark" : "")"))</title>\n"
        if !drawing.definitions.isEmpty { out += "<defs>\n" + drawing.definitions + "</defs>\n" }
        out +=
            "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"\((screen.canvas ?? UIKitDefaultColors(screen.appearance.appearance).window).hexString)\"/>\n"
        out += drawing.body
        out += drawing.markers
        if !legend.isEmpty {
            var y = screen.size.height + 4
            out += "<g class=\"legend\" font-size=\"10\" fill=\"#3C3C43\">\n"
            out +=
                "<rect x=\"0\" y=\"\(n(screen.size.height))\" width=\"\(n(width))\" height=\"\(n(height - screen.size.height))\" fill=\"#F2F2F7\"/>\n"
            for line in legend {
                y += Self.legendLineHeight
                out +=
                    "<text x=\"4\" y=\"\(n(y - 3))\" xml:space=\"preserve\"\(line.isWarning ? " fill=\"#C4000C\"" : "")>\(SVGMarkup.escape(line.text))</text>\n"
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// The picture's size in points: the screen and the legend below it.
    func pictureSize(_ screen: PreviewScreen) -> PreviewRect {
        pictureSize(screen, legendLines: legendLines(screen, width: max(screen.size.width, 1)).count)
    }

    /// At least a point each way: a layout may hold a view of no height (a public Xcode 14
    /// xib's spacer cell is 1.2e-07 points tall), which no SVG renderer draws.
    private func pictureSize(_ screen: PreviewScreen, legendLines count: Int) -> PreviewRect {
        PreviewRect(
            x: 0, y: 0, width: max(screen.size.width, 1),
            height: max(screen.size.height + (count == 0 ? 0 : Double(count) * Self.legendLineHeight + 8), 1))
    }

    /// A standalone `.svg` file.
    func document(_ screen: PreviewScreen) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(screen)
    }

    private func legendLines(_ screen: PreviewScreen, width: Double) -> [(text: String, isWarning: Bool)] {
        var lines: [(String, Bool)] = []
        let fonts = screen.substitutedFonts
        if !fonts.isEmpty {
            lines.append(
                ("Text in \(BundledFont.family) (bundled) at the layout's size and weight for: " + fonts.joined(separator: ", "), false))
        }
        var placeholders: [String] = []
        var symbols: [String] = []
        for view in screen.views.flatMap(\.allViews) {
            for image in view.images where image.png == nil {
                if image.isSystemSymbol {
                    if !symbols.contains(image.name) { symbols.append(image.name) }
                } else if !placeholders.contains(image.name) {
                    placeholders.append(image.name)
                }
            }
        }
        if !placeholders.isEmpty {
            lines.append(("Placeholders for images not found with --assets: " + placeholders.joined(separator: ", "), false))
        }
        // SF Symbols come with iOS, not with the app: no --assets folder could hold them.
        if !symbols.isEmpty {
            lines.append(("System symbols, drawn by the system (marked by name): " + symbols.joined(separator: ", "), false))
        }
        for finding in screen.findings { lines.append(("⚠ " + finding, true)) }
        // Wrapped to the picture's width: a legend says all it has to say.
        return lines.flatMap { line, isWarning in
            let text = PreviewText(
                string: line, color: SRGBColor(bytes: 0x3C, 0x3C, 0x43), font: Self.legendFont, lineLimit: 0, lineBreakMode: .wordWrap)
            return TextLayout(text, width: width - 8, height: .infinity).lines.map { ($0, isWarning) }
        }
    }
}

extension PreviewView {
    /// The images it shows.
    var images: [PreviewImage] {
        switch content {
        case .image(let image): return [image]
        case .button(let states): return states.compactMap(\.image)
        case .slider(_, _, _, _, let ends): return [ends.minimum, ends.maximum].compactMap { $0 }
        default: return []
        }
    }

    /// What the picture draws for it, as one string: two themes drew the view alike exactly
    /// when these are equal (the contact sheet outlines views whose strings differ).
    var drawnSignature: String {
        var parts = [
            fill?.hexString ?? "-", border.map { "\($0.color.hexString)/\(SVGMarkup.number($0.width))" } ?? "-",
            SVGMarkup.number(cornerRadius),
        ]
        if alpha < 1 { parts.append("alpha \(SVGMarkup.number(alpha))") }
        func text(_ text: PreviewText?) -> String {
            guard let text else { return "-" }
            return "\(text.string)|\(text.color.hexString)|\(text.font.name)|\(text.alignment.rawValue)|\(text.lineLimit)"
        }
        func image(_ image: PreviewImage?) -> String {
            guard let image else { return "-" }
            return "\(image.name)|\(image.png?.count ?? 0)|\(image.contentMode)"
        }
        switch content {
        case .plain: parts.append("plain")
        case .text(let value): parts.append(text(value))
        case .button(let states): parts += states.map { "\($0.state):\(text($0.title)):\(image($0.image))" }
        case .image(let value): parts.append(image(value))
        case .segments(let titles, let selected, let font, let color, let fill):
            parts.append("\(titles.joined(separator: ","))|\(selected)|\(font.name)|\(color.hexString)|\(fill.hexString)")
        case .toggle(let isOn, let onTint, let thumb): parts.append("\(isOn)|\(onTint.hexString)|\(thumb.hexString)")
        case .slider(let fraction, let low, let high, let thumb, let ends):
            parts.append("\(SVGMarkup.number(fraction))|\(low.hexString)|\(high.hexString)|\(thumb.hexString)")
            if ends.minimum != nil || ends.maximum != nil { parts += [image(ends.minimum), image(ends.maximum)] }
        case .bar(let items): parts += items.map { text($0) }
        case .navigationBar(let title, let leading, let trailing, let large):
            parts += [text(title), text(leading), text(trailing)] + (large ? ["large title"] : [])
        }
        return parts.joined(separator: ";")
    }
}
