import ThemifyKit

@testable import ThemifyPreview

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
                let width = attribute("width", in: rectLine).flatMap(Double.init),
                let height = attribute("height", in: rectLine).flatMap(Double.init)
            else { continue }
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
