import Foundation
import ThemifyKit
import ThemifyModel

/// The SVG of a picture's views, built view by view: clip paths go to `definitions`, the views
/// to `body`, lint's markers (drawn last, over everything and unclipped) to `markers`.
struct SVGDrawing {
    let idPrefix: String
    private(set) var definitions = ""
    private(set) var body = ""
    private(set) var markers = ""
    private var clipCount = 0

    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    private let n = SVGMarkup.number
    private let e = SVGMarkup.escape

    mutating func draw(_ view: PreviewView) {
        body += "<g class=\"view\" data-id=\"\(e(view.id))\" data-kind=\"\(e(view.kind))\" data-name=\"\(e(view.displayName))\""
        body += " data-frame=\"\(n(view.frame.x)),\(n(view.frame.y)),\(n(view.frame.width)),\(n(view.frame.height))\""
        if let key = view.themeKey { body += " data-key=\"\(e(key))\"" }
        if !view.themeValues.isEmpty {
            body += " data-values=\"\(e(view.themeValues.map { "\($0.property) = \($0.value)" }.joined(separator: "\n")))\""
        }
        body += " data-drawn=\"\(e(view.drawnSignature))\""
        // Group opacity, as UIKit composes alpha: the view and its subviews fade together
        // (overlapping subviews do not show through each other).
        if view.alpha < 1 { body += " opacity=\"\(n(view.alpha))\"" }
        body += ">\n"
        body += "<title>\(e(tooltip(view)))</title>\n"
        let radius = view.cornerRadius > 0 ? " rx=\"\(n(min(view.cornerRadius, min(view.frame.width, view.frame.height) / 2)))\"" : ""
        var frame = "<rect class=\"frame\" \(SVGMarkup.rect(view.frame))\(radius) "
        frame += view.fill.map { SVGMarkup.paint("fill", $0) } ?? "fill=\"none\""
        if let border = view.border {
            frame += " " + SVGMarkup.paint("stroke", border.color) + " stroke-width=\"\(n(border.width))\""
        }
        body += frame + "/>\n"

        // Content and subviews are clipped to the frame where the view clips (a rounded one too).
        let clipped = view.clipsToBounds
        if clipped {
            clipCount += 1
            let id = "\(idPrefix)-clip\(clipCount)"
            definitions += "<clipPath id=\"\(id)\"><rect \(SVGMarkup.rect(view.frame))\(radius)/></clipPath>\n"
            body += "<g clip-path=\"url(#\(id))\">\n"
        }
        drawContent(of: view)
        for subview in view.subviews { draw(subview) }
        if clipped { body += "</g>\n" }
        body += "</g>\n"
        if !view.findings.isEmpty { mark(view) }
    }

    private func tooltip(_ view: PreviewView) -> String {
        var lines = ["\(view.displayName) (\(view.kind))" + (view.themeKey.map { ", key '\($0)'" } ?? "")]
        lines += view.themeValues.map { "\($0.property) = \($0.value)" }
        lines += view.findings.map { "⚠ \($0)" }
        return lines.joined(separator: "\n")
    }

    /// A red dashed outline and a badge on a view lint finds unreadable.
    private mutating func mark(_ view: PreviewView) {
        let f = view.frame
        markers += "<g class=\"finding\" data-id=\"\(e(view.id))\"><title>\(e(view.findings.joined(separator: "\n")))</title>"
        markers += "<rect \(SVGMarkup.rect(f)) fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>"
        markers += "<circle cx=\"\(n(f.maxX - 1))\" cy=\"\(n(f.y + 1))\" r=\"7\" fill=\"#FF3B30\"/>"
        markers +=
            "<text x=\"\(n(f.maxX - 1))\" y=\"\(n(f.y + 5))\" font-size=\"11\" font-weight=\"700\" fill=\"#FFFFFF\" text-anchor=\"middle\">!</text></g>\n"
    }

    // MARK: - Content

    private mutating func drawContent(of view: PreviewView) {
        let f = view.frame
        switch view.content {
        case .plain:
            break
        case .text(let text):
            let topAligned = view.kind == "textView"
            drawText(
                text, in: topAligned ? PreviewRect(x: f.x + 5, y: f.y + 8, width: f.width - 10, height: f.height - 16) : f,
                centeredVertically: !topAligned)
        case .button(let states):
            drawButton(states, in: f)
        case .image(let image):
            drawImage(image, in: f)
        case .segments(let titles, let selected, let font, let color, let fill):
            drawSegments(titles, selected: selected, font: font, color: color, selectedFill: fill, in: f, hasFill: view.fill != nil)
        case .toggle(let isOn, let onTint, let thumb):
            let track = isOn ? onTint : SRGBColor(bytes: 0xE9, 0xE9, 0xEA)
            body += "<rect \(SVGMarkup.rect(f)) rx=\"\(n(f.height / 2))\" \(SVGMarkup.paint("fill", track))/>\n"
            let radius = max(f.height / 2 - 2, 1)
            let centerX = isOn ? f.maxX - 2 - radius : f.x + 2 + radius
            body +=
                "<circle cx=\"\(n(centerX))\" cy=\"\(n(f.y + f.height / 2))\" r=\"\(n(radius))\" \(SVGMarkup.paint("fill", thumb)) stroke=\"#000000\" stroke-opacity=\"0.12\"/>\n"
        case .slider(let fraction, let low, let high, let thumb, let ends):
            let (track, minimumEnd, maximumEnd) = ends.layout(in: f)
            if let image = ends.minimum, let frame = minimumEnd { drawImage(image, in: frame) }
            if let image = ends.maximum, let frame = maximumEnd { drawImage(image, in: frame) }
            let f = track
            let middle = f.y + f.height / 2
            let radius = min(f.height / 2, 14)
            let usable = max(f.width - 2 * radius, 0)
            let thumbX = f.x + radius + usable * fraction
            body +=
                "<rect x=\"\(n(f.x + 2))\" y=\"\(n(middle - 2))\" width=\"\(n(max(f.width - 4, 0)))\" height=\"4\" rx=\"2\" \(SVGMarkup.paint("fill", high))/>\n"
            body +=
                "<rect x=\"\(n(f.x + 2))\" y=\"\(n(middle - 2))\" width=\"\(n(max(thumbX - f.x - 2, 0)))\" height=\"4\" rx=\"2\" \(SVGMarkup.paint("fill", low))/>\n"
            body +=
                "<circle cx=\"\(n(thumbX))\" cy=\"\(n(middle))\" r=\"\(n(radius))\" \(SVGMarkup.paint("fill", thumb)) stroke=\"#000000\" stroke-opacity=\"0.15\"/>\n"
        case .navigationBar(let title, let leading, let trailing, let large):
            // A large title fills the bar below the row of buttons; a standard one sits between them.
            let look = NavigationBarLook(frame: f, prefersLargeTitles: large)
            let row = look.largeTitleArea == nil ? f : look.row
            if let area = look.largeTitleArea {
                drawText(title, in: area, centeredVertically: true)
            } else {
                drawText(
                    title, in: PreviewRect(x: f.x + f.width / 4, y: f.y, width: f.width / 2, height: f.height), centeredVertically: true)
            }
            if let leading {
                drawText(
                    leading, in: PreviewRect(x: f.x + 16, y: row.y, width: f.width / 4 - 16, height: row.height), centeredVertically: true)
            }
            if let trailing {
                drawText(
                    trailing, in: PreviewRect(x: f.maxX - f.width / 4, y: row.y, width: f.width / 4 - 16, height: row.height),
                    centeredVertically: true)
            }
        case .bar(let items):
            for (item, column) in zip(items, f.columns(items.count)) {
                let icon = min(25, column.height - 20)
                if icon > 4 {
                    body +=
                        "<rect x=\"\(n(column.x + (column.width - icon) / 2))\" y=\"\(n(column.y + 4))\" width=\"\(n(icon))\" height=\"\(n(icon))\" rx=\"6\" \(SVGMarkup.paint("fill", item.color)) fill-opacity=\"0.35\"/>\n"
                    drawText(
                        item, in: PreviewRect(x: column.x, y: column.maxY - 18, width: column.width, height: 16), centeredVertically: true)
                } else {
                    drawText(item, in: column, centeredVertically: true)
                }
            }
        }
    }

    /// Lines wrapped, shrunk and cut as the layout's line count, line break mode, minimum scale
    /// and the frame allow (`TextLayout`), each a `<text>` in the bundled face measured with.
    private mutating func drawText(_ text: PreviewText, in rect: PreviewRect, centeredVertically: Bool) {
        let layout = TextLayout(text, width: rect.width, height: rect.height)
        let size = layout.pointSize
        let lineHeight = TextMetrics.lineHeight * size
        let total = Double(layout.lines.count) * lineHeight
        let top = centeredVertically ? rect.y + (rect.height - total) / 2 : rect.y
        let (x, anchor): (Double, String) =
            switch text.alignment {
            case .leading: (rect.x, "start")
            case .center: (rect.x + rect.width / 2, "middle")
            case .trailing: (rect.maxX, "end")
            }
        var attributes = "font-size=\"\(n(size))\""
        let weight = BundledFont.drawnWeight(text.font.weight)
        if weight != 400 { attributes += " font-weight=\"\(weight)\"" }
        if text.font.italic { attributes += " font-style=\"italic\"" }
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        // The spacing the lines were measured with, so Inter takes the system font's room.
        let tracking = TextMetrics.tracking(forSize: size)
        if tracking != 0 { attributes += " letter-spacing=\"\(n(tracking))\"" }
        attributes += " " + SVGMarkup.paint("fill", text.color)
        for (index, line) in layout.lines.enumerated() {
            let baseline = top + Double(index) * lineHeight + TextMetrics.ascent * size
            body += "<text class=\"text\" x=\"\(n(x))\" y=\"\(n(baseline))\" \(attributes) xml:space=\"preserve\">\(e(line))</text>\n"
        }
    }

    /// Each state the button sets, side by side in its frame, the state named in a corner.
    private mutating func drawButton(_ states: [PreviewView.ButtonState], in frame: PreviewRect) {
        let columns = frame.columns(states.count)
        for (index, (state, column)) in zip(states, columns).enumerated() {
            if index > 0 {
                body +=
                    "<line x1=\"\(n(column.x))\" y1=\"\(n(column.y + 3))\" x2=\"\(n(column.x))\" y2=\"\(n(column.maxY - 3))\" stroke=\"#8E8E93\" stroke-opacity=\"0.6\" stroke-dasharray=\"2 2\"/>\n"
            }
            var textArea = column
            if let image = state.image {
                let side = min(column.height, state.title == nil ? column.width : column.width / 3)
                let imageRect = PreviewRect(
                    x: state.title == nil ? column.x + (column.width - side) / 2 : column.x + 4, y: column.y + (column.height - side) / 2,
                    width: side, height: side)
                drawImage(image, in: imageRect)
                if state.title != nil {
                    textArea = PreviewRect(x: imageRect.maxX, y: column.y, width: column.maxX - imageRect.maxX, height: column.height)
                }
            }
            if let title = state.title { drawText(title, in: textArea, centeredVertically: true) }
            if states.count > 1 {
                body +=
                    "<text class=\"state\" x=\"\(n(column.x + 3))\" y=\"\(n(column.y + 8))\" font-size=\"7\" fill=\"#8E8E93\">\(e(state.state))</text>\n"
            }
        }
    }

    private mutating func drawImage(_ image: PreviewImage, in frame: PreviewRect) {
        if image.isSystemSymbol {
            drawSystemSymbol(image, in: frame)
            return
        }
        if let png = image.png {
            let fit: String =
                switch image.contentMode {
                case "scaleToFill": "none"
                case "scaleAspectFill": "xMidYMid slice"
                case "top": "xMidYMin meet"
                case "bottom": "xMidYMax meet"
                case "left": "xMinYMid meet"
                case "right": "xMaxYMid meet"
                default: "xMidYMid meet"
                }
            clipCount += 1
            let id = "\(idPrefix)-clip\(clipCount)"
            definitions += "<clipPath id=\"\(id)\"><rect \(SVGMarkup.rect(frame))/></clipPath>\n"
            body +=
                "<image \(SVGMarkup.rect(frame)) preserveAspectRatio=\"\(fit)\" clip-path=\"url(#\(id))\" href=\"data:image/png;base64,\(Data(png).base64EncodedString())\"><title>\(e(image.name))</title></image>\n"
            return
        }
        body += "<g class=\"placeholder\"><rect \(SVGMarkup.rect(frame)) fill=\"#E5E5EA\" stroke=\"#AEAEB2\" stroke-dasharray=\"4 3\"/>"
        body +=
            "<path d=\"M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))\" stroke=\"#C7C7CC\"/>\n"
        body += "</g>\n"
        let label = PreviewText(
            string: "image: \(image.name)", color: SRGBColor(bytes: 0x63, 0x63, 0x66),
            font: PreviewFont(pointSize: min(11, max(frame.height * 0.4, 4)), name: "placeholder"),
            alignment: .center, lineBreakMode: .middleTruncation, minimumScale: 0.5)
        drawText(label, in: frame, centeredVertically: true)
    }

    /// An SF Symbol: iOS draws it from the system, which Linux does not have, so the picture
    /// shows a glyph-sized mark in the symbol's tint with its name, said to be a system symbol.
    private mutating func drawSystemSymbol(_ image: PreviewImage, in frame: PreviewRect) {
        let tint = image.tint ?? SRGBColor(bytes: 0x00, 0x7A, 0xFF)
        let side = max(min(frame.width, frame.height, 28), 1)
        let mark = PreviewRect(x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side)
        // AppKit's named images (NSActionTemplate) are the system's too, but not SF Symbols.
        let kind = image.name.hasPrefix("NS") ? "System image" : "SF Symbol"
        body +=
            "<g class=\"symbol\" data-symbol=\"\(e(image.name))\"><title>\(e("\(kind) \(image.name) (a system symbol: the system draws it, no asset holds it)"))</title>"
        body +=
            "<rect \(SVGMarkup.rect(mark)) rx=\"\(n(side / 4))\" \(SVGMarkup.paint("fill", tint)) fill-opacity=\"0.15\" \(SVGMarkup.paint("stroke", tint))/>"
        body +=
            "<circle cx=\"\(n(mark.x + side / 2))\" cy=\"\(n(mark.y + side / 2))\" r=\"\(n(side / 5))\" \(SVGMarkup.paint("fill", tint))/>\n"
        body += "</g>\n"
        // The name where there is room for it, under the mark or over it.
        if frame.height >= side + 10 {
            let label = PreviewText(
                string: image.name.hasPrefix("NS") ? image.name : "SF \(image.name)", color: tint,
                font: PreviewFont(pointSize: min(9, frame.height - side), name: "symbol"),
                alignment: .center, lineBreakMode: .middleTruncation, minimumScale: 0.5)
            drawText(
                label, in: PreviewRect(x: frame.x, y: mark.maxY, width: frame.width, height: min(frame.maxY - mark.maxY, 12)),
                centeredVertically: true)
        }
    }

    private mutating func drawSegments(
        _ titles: [String], selected: Int, font: PreviewFont, color: SRGBColor, selectedFill: SRGBColor, in frame: PreviewRect,
        hasFill: Bool
    ) {
        if !hasFill {
            body += "<rect \(SVGMarkup.rect(frame)) rx=\"8\" fill=\"#767680\" fill-opacity=\"0.12\"/>\n"
        }
        // A separator between segments the selection does not touch; `index - 1` rather than
        // `selected + 1`, since a layout's selectedSegmentIndex may be Int.max.
        for (index, (title, column)) in zip(titles, frame.columns(titles.count)).enumerated() {
            if index == selected {
                let inner = PreviewRect(
                    x: column.x + 2, y: column.y + 2, width: max(column.width - 4, 0), height: max(column.height - 4, 0))
                body +=
                    "<rect class=\"selected-segment\" \(SVGMarkup.rect(inner)) rx=\"7\" \(SVGMarkup.paint("fill", selectedFill)) stroke=\"#000000\" stroke-opacity=\"0.04\"/>\n"
            } else if index > 0, index - 1 != selected {
                body +=
                    "<line x1=\"\(n(column.x))\" y1=\"\(n(column.y + 6))\" x2=\"\(n(column.x))\" y2=\"\(n(column.maxY - 6))\" stroke=\"#8E8E93\" stroke-opacity=\"0.4\"/>\n"
            }
            drawText(PreviewText(string: title, color: color, font: font, alignment: .center), in: column, centeredVertically: true)
        }
    }
}
