/// Lines of a text laid out in a rectangle as UIKit's labels do: wrapped by words (or
/// characters) within the line count and the height, shrunk as far as the minimum scale allows
/// when the view adjusts its font size to fit, and only then cut, in the view's line break mode.
struct TextLayout: Equatable {
    var lines: [String]
    /// The point size drawn: the font's, or smaller where the text shrank to fit.
    var pointSize: Double

    /// The smallest scale that only makes up for the stand-in font's widths.
    static let standInSlack = 0.9

    /// Up to this many shrink steps: a scale found within 1/256 of the font's size.
    private static let searchSteps = 8

    init(_ text: PreviewText, width: Double, height: Double) {
        let scaled = { (size: Double) -> PreviewFont in
            var font = text.font
            font.pointSize = size
            return font
        }
        let full = Self.lines(text, font: text.font, width: width, height: height)
        guard full.cut else {
            self.init(lines: full.lines, pointSize: text.font.pointSize)
            return
        }
        // The largest size that fits whole, between the minimum scale and the font's size. Inter
        // and the font it stands in for differ by up to a tenth in width (more for a custom font
        // than for San Francisco), so text that much too wide, which the real font fits, is set
        // that much smaller rather than cut: a cut is drawn only where the real font is cut too.
        let smallest = text.font.pointSize * max(min(text.minimumScale, Self.standInSlack), 0.01)
        let atSmallest = Self.lines(text, font: scaled(smallest), width: width, height: height)
        guard !atSmallest.cut else {
            self.init(lines: atSmallest.lines, pointSize: smallest)
            return
        }
        var fits = smallest
        var tooLarge = text.font.pointSize
        var best = atSmallest.lines
        for _ in 0..<Self.searchSteps {
            let middle = (fits + tooLarge) / 2
            let attempt = Self.lines(text, font: scaled(middle), width: width, height: height)
            if attempt.cut {
                tooLarge = middle
            } else {
                fits = middle
                best = attempt.lines
            }
        }
        self.init(lines: best, pointSize: fits)
    }

    init(lines: [String], pointSize: Double) {
        self.lines = lines
        self.pointSize = pointSize
    }

    /// The lines at one size and whether any text is left out.
    private static func lines(_ text: PreviewText, font: PreviewFont, width: Double, height: Double) -> (lines: [String], cut: Bool) {
        // A label draws as many of its lines as its height holds (at least one); the frame's
        // height is rounded as Interface Builder rounds a label's fitting height.
        let capacity = (height + 1) / (TextMetrics.lineHeight * font.pointSize)
        // NaN (a zero size) and below one line are one line; an endless height is many, not a trap.
        let fitting = capacity >= 1 ? Int(min(capacity, 10_000)) : 1
        // `numberOfLines` 0 is no limit; a layout's negative count (UIKit clamps it) is none too.
        let maximum = text.lineLimit <= 0 ? fitting : min(text.lineLimit, fitting)
        let measure = { (line: String) in TextMetrics.width(of: line, font: font) }
        if maximum == 1 {
            // One line: new lines are spaces, as a one-line label shows them.
            let line = text.string.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            guard measure(line) > width else { return ([line], false) }
            return ([cut(line, mode: text.lineBreakMode, width: width, measure: measure)], true)
        }
        var wrapped: [String] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapped += wrap(String(paragraph), byCharacters: text.lineBreakMode == .characterWrap, width: width, measure: measure)
        }
        guard wrapped.count > maximum || wrapped.contains(where: { measure($0) > width }) else { return (wrapped, false) }
        var shown = Array(wrapped.prefix(maximum))
        let truncates = [.tailTruncation, .headTruncation, .middleTruncation].contains(text.lineBreakMode)
        if wrapped.count > maximum, truncates {
            // The last line shown carries the rest, cut in the view's mode ("…" even where the
            // line itself would fit: text is left out after it).
            shown[maximum - 1] = cut(
                ([shown[maximum - 1]] + wrapped[maximum...]).joined(separator: " "), mode: text.lineBreakMode, width: width,
                measure: measure, force: true)
        }
        return (shown.map { cut($0, mode: text.lineBreakMode, width: width, measure: measure) }, true)
    }

    /// A paragraph broken into lines no wider than `width` where it can be: at spaces, or for
    /// character wrapping (and a word longer than the line) between characters.
    private static func wrap(_ paragraph: String, byCharacters: Bool, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        var current = ""
        let pieces: [String] =
            byCharacters ? paragraph.map(String.init) : paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + (byCharacters ? "" : " ") + piece
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = piece
            // A word wider than the line is broken between characters, as UIKit does.
            while measure(current) > width, current.count > 1 {
                var head = ""
                for character in current {
                    if !head.isEmpty, measure(head + String(character)) > width { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    /// A line that does not fit, cut as the line break mode says: "…" at the end, start or
    /// middle for the truncating modes; the characters that fit, with no mark, for clipping
    /// and wrapping (UIKit's last line of a wrapped label is clipped, not truncated).
    private static func cut(
        _ line: String, mode: PreviewText.LineBreakMode, width: Double, measure: (String) -> Double, force: Bool = false
    ) -> String {
        guard force || measure(line) > width else { return line }
        let characters = Array(line)
        // The most characters kept for which `fits` holds (fewer always fit): found by halving,
        // so a long text is cut in a few measurements rather than one per character.
        func most(_ fits: (Int) -> Bool) -> Int {
            var low = 0
            var high = characters.count
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(middle) { low = middle } else { high = middle - 1 }
            }
            return low
        }
        switch mode {
        case .clipping, .wordWrap, .characterWrap:
            // At least one character, as a label shows the start of what it clips.
            return String(characters.prefix(max(most { measure(String(characters.prefix($0))) <= width }, 1)))
        case .tailTruncation:
            var kept = Array(characters.prefix(most { measure(String(characters.prefix($0)) + "…") <= width }))
            while kept.last == " " { kept.removeLast() }
            return String(kept) + "…"
        case .headTruncation:
            var kept = Array(characters.suffix(most { measure("…" + String(characters.suffix($0))) <= width }))
            while kept.first == " " { kept.removeFirst() }
            return "…" + String(kept)
        case .middleTruncation:
            // The start keeps the extra character when the count is odd.
            let middle = { (count: Int) in String(characters.prefix((count + 1) / 2)) + "…" + String(characters.suffix(count / 2)) }
            return middle(most { measure(middle($0)) <= width })
        }
    }
}
