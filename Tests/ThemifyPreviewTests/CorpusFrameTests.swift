import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ThemifyPreview

/// A real storyboard of several scenes, drawn: every view the layout places (not hidden, in a
/// scene's view or bars) is a rectangle in the SVG exactly at its frame, nested frames added
/// up. The expected frames are read here with Foundation's XML parser, not themify's.
@Suite struct CorpusFrameTests {
    static let storyboard = "hackiftekhar__IQKeyboardManager__KeyboardTextFieldDemo__KeyboardTextFieldDemo__Base.lproj__Main@4fe0edc4.storyboard"

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
            let close = abs(rect.x - frame.x) < 0.01 && abs(rect.y - frame.y) < 0.01
                && abs(rect.width - frame.width) < 0.01 && abs(rect.height - frame.height) < 0.01
            #expect(close, "view \(id): drawn at \(rect), the layout puts it at \(frame)")
        }
        // Nothing is drawn that the layout does not place.
        #expect(Set(drawn.keys) == Set(expected.frames.keys))
    }
}

/// The frames of a storyboard's views in picture coordinates, read with `XMLParser`.
final class FrameReader: NSObject, XMLParserDelegate {
    private struct Open {
        let name: String
        let id: String?
        let key: String?
        let hidden: Bool
        var frame: PreviewRect?
        let inScreen: Bool
    }

    private var stack: [Open] = []
    private(set) var frames: [String: PreviewRect] = [:]
    private(set) var scenes = 0

    static func frames(in data: Data) throws -> (frames: [String: PreviewRect], scenes: Int) {
        let reader = FrameReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return (reader.frames, reader.scenes)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let parent = stack.last
        // A scene's screen: its controller's view and bars, and everything below them.
        let isScreenRoot = parent.map { $0.key == nil && stack.count >= 2 && stack[stack.count - 2].name == "objects" && attributes["key"].map { ["view", "navigationBar", "tabBar", "toolbar"].contains($0) } == true } ?? false
        let inScreen = (parent?.inScreen ?? false) || isScreenRoot
        let hidden = (parent?.hidden ?? false) || attributes["hidden"] == "YES"
        if name == "rect", attributes["key"] == "frame", var owner = stack.popLast() {
            let origin = stack.compactMap(\.frame).last.map { ($0.x, $0.y) } ?? (0, 0)
            let x = Double(attributes["x"] ?? "") ?? 0, y = Double(attributes["y"] ?? "") ?? 0
            let frame = PreviewRect(x: origin.0 + x, y: origin.1 + y, width: Double(attributes["width"] ?? "") ?? 0, height: Double(attributes["height"] ?? "") ?? 0)
            owner.frame = frame
            if owner.inScreen, !owner.hidden, let id = owner.id { frames[id] = frame }
            stack.append(owner)
        }
        stack.append(Open(name: name, id: attributes["id"], key: attributes["key"], hidden: hidden, frame: nil, inScreen: inScreen))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let closed = stack.removeLast()
        // A scene counts when its controller has a view or bar with a frame.
        if closed.name == "scene", sceneHadScreen { scenes += 1 }
        if closed.name == "scene" { sceneHadScreen = false }
        if closed.inScreen, closed.frame != nil, stack.last?.inScreen == false { sceneHadScreen = true }
    }

    private var sceneHadScreen = false
}

/// Each view group's id and the frame rectangle drawn for it, read from the SVG text.
enum SVGFrames {
    static func frames(in svg: String) -> [(String, PreviewRect)] {
        var result: [(String, PreviewRect)] = []
        let lines = svg.split(separator: "\n")
        for (index, line) in lines.enumerated() where line.hasPrefix("<g class=\"view\"") {
            guard let id = attribute("data-id", in: line), index + 2 < lines.count else { continue }
            // The group's <title> comes first, then its frame rectangle.
            guard let rectLine = lines[(index + 1)...].first(where: { $0.hasPrefix("<rect class=\"frame\"") }),
                  let x = attribute("x", in: rectLine).flatMap(Double.init), let y = attribute("y", in: rectLine).flatMap(Double.init),
                  let width = attribute("width", in: rectLine).flatMap(Double.init), let height = attribute("height", in: rectLine).flatMap(Double.init) else { continue }
            result.append((id, PreviewRect(x: x, y: y, width: width, height: height)))
        }
        return result
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
