import Foundation
import ThemifyKit
import ThemifyModel

/// The few rules every piece of SVG and HTML themify writes follows: text and attribute values
/// escaped, numbers printed the same on every machine, colors as `#RRGGBB` with a separate
/// opacity (which every renderer reads).
enum SVGMarkup {
    /// Escapes for element text and double-quoted attribute values alike; control characters
    /// other than tab and newline (not allowed in XML 1.0) become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// At most two decimals, no trailing zeros, no "-0": the same text on every platform.
    static func number(_ value: Double) -> String {
        // Frames add up (1e308 + 1e308 is inf) and a layout may hold any number: an SVG number
        // is finite, and whole numbers print through Int only where an Int holds them exactly.
        guard value.isFinite else { return value.isNaN ? "0" : value > 0 ? "1e300" : "-1e300" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded), abs(whole) < 1 << 53 { return String(whole) }
        if abs(rounded) >= 1e15 { return String(format: "%.0f", rounded) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `fill="#RRGGBB"` plus `fill-opacity` when translucent (`attribute` is `fill` or `stroke`).
    static func paint(_ attribute: String, _ color: SRGBColor) -> String {
        let hex = String(color.hexString.prefix(7))
        return color.alpha < 1 ? "\(attribute)=\"\(hex)\" \(attribute)-opacity=\"\(number(color.alpha))\"" : "\(attribute)=\"\(hex)\""
    }

    static func rect(_ rect: PreviewRect) -> String {
        "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }
}
