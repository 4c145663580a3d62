import Foundation
import ThemifyKit

@testable import ThemifyPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

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

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let parent = stack.last
        // A scene's screen: its controller's view and bars, and everything below them.
        let isScreenRoot =
            parent.map {
                $0.key == nil && stack.count >= 2 && stack[stack.count - 2].name == "objects"
                    && attributes["key"].map { ["view", "navigationBar", "tabBar", "toolbar"].contains($0) } == true
            } ?? false
        let inScreen = (parent?.inScreen ?? false) || isScreenRoot
        let hidden = (parent?.hidden ?? false) || attributes["hidden"] == "YES"
        if name == "rect", attributes["key"] == "frame", var owner = stack.popLast() {
            let origin = stack.compactMap(\.frame).last.map { ($0.x, $0.y) } ?? (0, 0)
            let x = Double(attributes["x"] ?? "") ?? 0
            let y = Double(attributes["y"] ?? "") ?? 0
            let frame = PreviewRect(
                x: origin.0 + x, y: origin.1 + y, width: Double(attributes["width"] ?? "") ?? 0,
                height: Double(attributes["height"] ?? "") ?? 0)
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
