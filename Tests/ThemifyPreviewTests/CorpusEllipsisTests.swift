import Foundation
import Testing

@testable import ThemifyPreview

/// The corpus of real layouts from other projects in the sample metal theme: at most 2% of the
/// text runs drawn end in a "…" that the layout's own text does not hold (what
/// scripts/ellipsis-rate.py reports for the command line). A count, not a timing: the pictures
/// are deterministic.
@Suite struct CorpusEllipsisTests {
    @Test func fewTextRunsAreCutThatInterfaceBuilderShowsWhole() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PreviewFixtures.corpusLayouts.path)) ?? []
        let layouts = try files.sorted().map { try PreviewFixtures.layout(PreviewFixtures.corpusLayouts.appendingPathComponent($0)) }
        try #require(layouts.count > 100, "the corpus is not at \(PreviewFixtures.corpusLayouts.path)")
        let result = PreviewBuilder(appearances: [.light]).render(layouts: layouts, themes: [try PreviewFixtures.theme("metal")])
        let texts = Dictionary(
            layouts.map { ($0.path, Self.unescape(String(decoding: $0.bytes, as: UTF8.self))) }, uniquingKeysWith: { a, _ in a })
        let run = try NSRegularExpression(pattern: #"<text class="text"[^>]*>([^<]*)</text>"#)
        var runs = 0
        var cut: [String] = []
        for picture in result.pictures {
            let svg = picture.svg as NSString
            for match in run.matches(in: picture.svg, range: NSRange(location: 0, length: svg.length)) {
                let text = Self.unescape(svg.substring(with: match.range(at: 1)))
                runs += 1
                if text.hasSuffix("…"), texts[picture.screen.layoutPath]?.contains(text) != true {
                    cut.append("\(picture.fileStem): \(text)")
                }
            }
        }
        #expect(runs > 3000)
        let rate = Double(cut.count) / Double(max(runs, 1))
        #expect(rate <= 0.02, "\(cut.count) of \(runs) runs cut (\(rate * 100)%): \(cut.prefix(20).joined(separator: "; "))")
    }

    /// The entities SVGMarkup and Interface Builder write, decoded in one pass over the scalars
    /// (Foundation's `replacingOccurrences` on Linux once trapped here on a whole corpus file).
    static func unescape(_ text: String) -> String {
        let entities: [(String, Character)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&#10;", "\n"), ("&#9;", "\t"),
            ("&amp;", "&"),
        ]
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            let tail = rest[ampersand...]
            if let (entity, character) = entities.first(where: { tail.hasPrefix($0.0) }) {
                out.append(character)
                rest = tail.dropFirst(entity.count)
            } else {
                out.append("&")
                rest = tail.dropFirst()
            }
        }
        out += rest
        return out
    }
}
