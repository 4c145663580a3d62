import Testing
import ThemifyModel

@testable import ThemifyPreview

/// Text measured with the bundled Inter and laid out as UIKit's labels lay it out: wrapped by
/// words within the line count and height, shrunk to the minimum scale, only then cut in the
/// view's line break mode.
@Suite struct TextLayoutTests {
    static let black = SRGBColor(red: 0, green: 0, blue: 0)

    static func text(
        _ string: String, size: Double = 17, lines: Int = 1, mode: PreviewText.LineBreakMode = .tailTruncation, minimumScale: Double = 1
    ) -> PreviewText {
        PreviewText(
            string: string, color: black, font: PreviewFont(pointSize: size, name: "system \(size)"), lineLimit: lines, lineBreakMode: mode,
            minimumScale: minimumScale)
    }

    @Test func widthsComeFromTheBundledFontsTables() throws {
        let faces = BundledFont.faces
        #expect(faces.map(\.weight) == [300, 400, 500, 600, 700])
        let regular = try #require(faces.first { $0.weight == 400 }?.metrics)
        // Inter 4's em, from `head`; advances from `hmtx`, found through `cmap`.
        #expect(regular.unitsPerEm == 2816)
        #expect(regular.advance(of: " ") != nil && regular.advance(of: "W")! > regular.advance(of: "i")!)
        #expect(regular.advance(of: "é") != nil && regular.advance(of: "Ж") != nil)
        let plain = PreviewFont(pointSize: 17, name: "system 17")
        let bold = PreviewFont(pointSize: 17, weight: 700, name: "system-bold 17")
        #expect(TextMetrics.width(of: "Settings", font: bold) > TextMetrics.width(of: "Settings", font: plain))
        // With San Francisco's tracking at the size (-0.43 points a character at 17 points).
        let untracked = "Playback Effects".unicodeScalars.reduce(0.0) { $0 + regular.advance(of: $1)! } * 17
        #expect(abs(TextMetrics.width(of: "Playback Effects", font: plain) - (untracked - 16 * 0.43)) < 0.001)
        #expect(TextMetrics.tracking(forSize: 12) == 0 && TextMetrics.tracking(forSize: 11) == 0.06)
    }

    @Test func oneLineFitsOrEndsInAnEllipsis() {
        let fitting = TextLayout(Self.text("Speed"), width: 60, height: 21)
        #expect(fitting.lines == ["Speed"] && fitting.pointSize == 17)
        let cut = TextLayout(Self.text("Playback Effects"), width: 80, height: 21)
        #expect(cut.lines.count == 1 && cut.lines[0].hasSuffix("…"))
        #expect(TextMetrics.width(of: cut.lines[0], font: Self.text("", size: cut.pointSize).font) <= 80)
        // A little too wide is the stand-in font's doing: set smaller, not cut.
        let width = TextMetrics.width(of: "Playback Effects", font: Self.text("").font)
        let slack = TextLayout(Self.text("Playback Effects"), width: width * 0.95, height: 21)
        #expect(slack.lines == ["Playback Effects"] && slack.pointSize < 17)
    }

    @Test func textShrinksToTheMinimumScaleBeforeItIsCut() throws {
        let width = TextMetrics.width(of: "Playback Effects", font: Self.text("").font)
        // Room for 80% of the size: it shrinks, whole.
        let shrunk = TextLayout(Self.text("Playback Effects", minimumScale: 0.5), width: width * 0.8, height: 21)
        #expect(shrunk.lines == ["Playback Effects"])
        #expect(shrunk.pointSize < 17 * 0.8 + 0.1 && shrunk.pointSize > 17 * 0.75)
        // Room for less than the minimum: cut at the minimum size.
        let cut = TextLayout(Self.text("Playback Effects", minimumScale: 0.9), width: width * 0.5, height: 21)
        #expect(cut.pointSize == 17 * 0.9)
        #expect(try #require(cut.lines.first).hasSuffix("…"))
    }

    @Test func multipleLinesWrapByWordsWithinTheHeightAndLimit() {
        let string = "one two three four five six seven eight nine ten"
        let limited = TextLayout(Self.text(string, size: 10, lines: 2), width: 60, height: 200)
        #expect(limited.lines.count == 2)
        #expect(limited.lines[1].hasSuffix("…"))
        #expect(limited.lines.allSatisfy { TextMetrics.width(of: $0, font: Self.text("", size: limited.pointSize).font) <= 60 })
        // No limit: as many lines as the height holds (12 points a line at 10 points).
        let tall = TextLayout(Self.text(string, size: 10, lines: 0), width: 60, height: 25)
        #expect(tall.lines.count == 2)
        // Word wrapping leaves out what does not fit without a mark; everything fits whole.
        let wrapped = TextLayout(Self.text(string, size: 10, lines: 2, mode: .wordWrap), width: 60, height: 200)
        #expect(wrapped.lines.count == 2 && !wrapped.lines.joined().contains("…"))
        let whole = TextLayout(Self.text(string, size: 10, lines: 0), width: 400, height: 200)
        #expect(whole.lines == [string])
    }

    @Test func headAndMiddleTruncationCutWhereTheyAreNamed() throws {
        let head = try #require(
            TextLayout(Self.text("Trim Silence Automatically", mode: .headTruncation), width: 140, height: 21).lines.first)
        #expect(head.hasPrefix("…") && head.hasSuffix("Automatically"))
        let middle = try #require(
            TextLayout(Self.text("Trim Silence Automatically", mode: .middleTruncation), width: 100, height: 21).lines.first)
        #expect(middle.hasPrefix("Trim") && middle.hasSuffix("lly") && middle.contains("…"))
        let clipped = try #require(TextLayout(Self.text("Trim Silence Automatically", mode: .clipping), width: 100, height: 21).lines.first)
        #expect(!clipped.contains("…") && clipped.hasPrefix("Trim Sil"))
    }

    @Test func degenerateRectanglesAndSizesDoNotTrap() {
        #expect(TextLayout(Self.text("abc"), width: 0, height: 0).lines == ["…"])
        #expect(TextLayout(Self.text("abc", size: 0, lines: 0), width: 10, height: 10).lines.count >= 1)
        #expect(TextLayout(Self.text("a b c", lines: 0, mode: .wordWrap), width: 100, height: .infinity).lines == ["a b c"])
    }

    /// A layout's `numberOfLines` below zero (a hostile or hand-edited file) is no limit, as 0
    /// is: many lines in a tall frame, never a trap on a negative prefix.
    @Test func aNegativeLineCountIsNoLimit() {
        for lines in [-1, Int.min] {
            let layout = TextLayout(Self.text("one two three four five six seven eight nine ten", lines: lines), width: 60, height: 400)
            #expect(layout.lines.count > 1, "\(lines)")
        }
    }
}
