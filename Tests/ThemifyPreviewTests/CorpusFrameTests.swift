import Foundation
import Testing
import ThemifyKit

@testable import ThemifyPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A real storyboard of several scenes, drawn: every view the layout places (not hidden, in a
/// scene's view or bars) is a rectangle in the SVG exactly at its frame, nested frames added
/// up. The expected frames are read here with Foundation's XML parser, not themify's.
@Suite struct CorpusFrameTests {
    static let storyboard =
        "hackiftekhar__IQKeyboardManager__KeyboardTextFieldDemo__KeyboardTextFieldDemo__Base.lproj__Main@4fe0edc4.storyboard"

    @Test func everyViewIsDrawnAtItsFrame() throws {
        let url = PreviewFixtures.corpusLayouts.appendingPathComponent(Self.storyboard)
        let layout = try PreviewFixtures.layout(url)
        let expected = try FrameReader.frames(in: Data(layout.bytes))
        #expect(expected.scenes >= 5)
        #expect(expected.frames.count > 30)

        let result = PreviewBuilder().render(layouts: [layout], themes: [try PreviewFixtures.theme("default")])
        #expect(!result.hasErrors)
        #expect(result.pictures.count == expected.scenes)
        var drawn: [String: PreviewRect] = [:]
        for picture in result.pictures {
            for (id, rect) in SVGFrames.frames(in: picture.svg) { drawn[id] = rect }
        }
        for (id, frame) in expected.frames {
            guard let rect = drawn[id] else {
                Issue.record("view \(id) is not drawn")
                continue
            }
            let close =
                abs(rect.x - frame.x) < 0.01 && abs(rect.y - frame.y) < 0.01
                && abs(rect.width - frame.width) < 0.01 && abs(rect.height - frame.height) < 0.01
            #expect(close, "view \(id): drawn at \(rect), the layout puts it at \(frame)")
        }
        // Nothing is drawn that the layout does not place.
        #expect(Set(drawn.keys) == Set(expected.frames.keys))
    }
}
