/// Advance widths of the bundled DejaVu Sans (regular and bold), read from the fonts' `hmtx`
/// tables for printable ASCII, so text is wrapped and truncated where the renderer will
/// really run out of room. Other characters count as an average glyph.
enum TextMetrics {
    private static let unitsPerEm = 2048.0
    /// Ascent and descent of DejaVu Sans (`hhea`), in font units.
    static let ascent = 1901.0 / unitsPerEm
    static let descent = 483.0 / unitsPerEm
    static let lineHeight = ascent + descent

    private static let regular: [Double] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303,
        1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532,
        1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260,
        721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]
    private static let bold: [Double] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425,
        1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714,
        1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389,
        891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ]
    /// "…" in both cuts.
    private static let ellipsis = 2048.0

    static func width(of text: String, font: PreviewFont) -> Double {
        let table = font.isBold ? bold : regular
        var units = 0.0
        for scalar in text.unicodeScalars {
            if scalar.value >= 32, scalar.value < 127 {
                units += table[Int(scalar.value) - 32]
            } else if scalar == "…" {
                units += ellipsis
            } else {
                units += font.isBold ? 1400 : 1300
            }
        }
        return units / unitsPerEm * font.pointSize
    }

    /// The lines the text takes in `width`, word-wrapped, at most `limit` (0: no limit) and
    /// `fitting` lines; the last one shown ends in "…" when text is cut, as UIKit's tail
    /// truncation does.
    static func lines(of text: String, font: PreviewFont, width: Double, limit: Int, fitting: Int) -> [String] {
        let maximum = max(1, limit == 0 ? fitting : min(limit, max(fitting, 1)))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || Self.width(of: candidate, font: font) <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        if maximum == 1 { return [truncated(text.replacingOccurrences(of: "\n", with: " "), font: font, width: width)] }
        guard lines.count > maximum else { return lines.map { truncated($0, font: font, width: width) } }
        var shown = Array(lines.prefix(maximum))
        shown[maximum - 1] = truncated(shown[maximum - 1] + " " + lines[maximum], font: font, width: width, force: true)
        return shown.map { truncated($0, font: font, width: width) }
    }

    /// The text cut to fit `width` with "…" at its end.
    static func truncated(_ text: String, font: PreviewFont, width: Double, force: Bool = false) -> String {
        guard force || Self.width(of: text, font: font) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty, Self.width(of: String(characters) + "…", font: font) > width {
            characters.removeLast()
        }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }
}
