import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Xcode's own files as the oracle for what themify writes, over projects of every era: in each
/// real iOS and tvOS layout of the corpus, a view's color (`backgroundColor`, `textColor`,
/// `tintColor`, a control's own colors) or font is taken out, the view is tagged, and a theme
/// sets the same value again; the result must be Xcode's file, tagged alike — the value's form for that document's
/// Xcode (numbers, color spaces, `cocoaTouchSystemColor` or `systemColor`, font forms), its
/// place among the view's children, and the `<resources>`, `<customFonts>` and capabilities
/// that go with it. The suite takes every 8th case; `THEMIFY_REINSERTION=all` takes them all
/// (about 4,500).
///
/// A `<resources>` copy the value alone used stays in the input: Xcode keeps a copy it wrote
/// long ago (a system color's components rounded to 10 digits by Xcode 11), which a fresh entry
/// would not reproduce, so the copy is not the value's to write here. A navigation bar's bar
/// tint is left out where the bar has iOS 13 appearances: a theme's `barTintColor` sets their
/// backgrounds too, by design, so that the themed bar shows it on iOS 15 and later.
@Suite struct CorpusReinsertionTests {
    struct Case: Sendable {
        let source: String
        let before: [UInt8]
        let expected: [UInt8]
        let theme: String
    }

    /// The layout's color keys on a view, by the theme property that sets each.
    static let colorKeys: [String: String] = [
        "backgroundColor": "backgroundColor", "textColor": "textColor", "tintColor": "tintColor",
        "highlightedColor": "highlightedTextColor", "shadowColor": "shadowColor", "separatorColor": "separatorColor",
        "onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor", "barTintColor": "barTintColor",
        "sectionIndexColor": "sectionIndexColor", "sectionIndexBackgroundColor": "sectionIndexBackgroundColor",
        "pageIndicatorTintColor": "pageIndicatorTintColor", "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
        "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
        "progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor",
    ]
    /// Elements whose colors belong to something else than a view tag reaches: a state, an
    /// attributed fragment, a bar appearance, a size class variation, a configuration.
    static let notViews: Set<String> = [
        "state", "fragment", "attributes", "textAttributes", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance",
        "variation", "buttonConfiguration",
    ]

    @Test func removedColorsAndFontsComeBackAsXcodeWroteThem() throws {
        let asked = ProcessInfo.processInfo.environment["THEMIFY_REINSERTION"]
        let stride = asked == "all" ? 1 : asked.flatMap(Int.init).map { max($0, 1) } ?? 8
        let all = try Fixtures.corpusLayouts.flatMap { try Self.cases(in: $0) }
        #expect(all.count > 4_000, "the corpus gives \(all.count) cases")
        let chosen = all.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        let misses = MissBox(count: chosen.count)
        DispatchQueue.concurrentPerform(iterations: chosen.count) { index in
            let testCase = chosen[index]
            guard let theme = try? Fixtures.theme(testCase.theme) else {
                misses.set(index, "\(testCase.source): the theme \(testCase.theme) does not load")
                return
            }
            let result = Themer().theme(testCase.before, path: "layout", with: theme)
            if result.output != testCase.expected {
                let first = result.diagnostics.first.map { " (\($0.message))" } ?? ""
                misses.set(index, "\(testCase.source) \(testCase.theme)\(first)")
            }
        }
        let missed = misses.values
        #expect(missed.isEmpty, "\(missed.count) of \(chosen.count) differ from Xcode's file: \(missed.prefix(10))")
    }

    // MARK: - Cases

    /// Every color and font line of a view in one layout, each taken out in a case of its own.
    static func cases(in file: URL) throws -> [Case] {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let head = text.prefix(1500)
        guard head.contains("targetRuntime=\"iOS.CocoaTouch") || head.contains("targetRuntime=\"AppleTV\"") else { return [] }
        let lines = text.components(separatedBy: "\n")
        var cases: [Case] = []
        for (index, line) in lines.enumerated() {
            guard let value = valueLine(line) else { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent >= 4, let parent = parentLine(of: index, indent: indent, in: lines),
                let close = closingLine(of: parent, in: lines, after: index)
            else { continue }
            if value.property == "barTintColor", lines[parent.index..<close].contains(where: { $0.contains("<navigationBarAppearance ") }) {
                continue
            }
            var tagged = lines
            let parentIndent = String(repeating: " ", count: indent - 4)
            let tag = "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"themeKey\" value=\"k1\"/>"
            if let block = (parent.index + 1..<close).first(where: { lines[$0] == parentIndent + "    <userDefinedRuntimeAttributes>" }) {
                tagged.insert(parentIndent + "        " + tag, at: block + 1)
            } else {
                tagged.insert(
                    contentsOf: [
                        parentIndent + "    <userDefinedRuntimeAttributes>", parentIndent + "        " + tag,
                        parentIndent + "    </userDefinedRuntimeAttributes>",
                    ], at: close)
            }
            var before = tagged
            before.remove(at: index)
            cases.append(
                Case(
                    source: "\(file.lastPathComponent):\(index + 1)", before: Array(before.joined(separator: "\n").utf8),
                    expected: Array(tagged.joined(separator: "\n").utf8), theme: "{\"k1\": {\"\(value.property)\": \"\(value.theme)\"}}"))
        }
        return cases
    }

    /// A view's direct color or font line, as the theme value that sets it again.
    static func valueLine(_ line: String) -> (property: String, theme: String)? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasSuffix("/>") else { return nil }
        let attributes = Self.attributes(of: trimmed)
        if trimmed.hasPrefix("<color key=\""), let key = attributes["key"], let property = colorKeys[key],
            let value = colorTheme(attributes)
        {
            return (property, value)
        }
        if trimmed.hasPrefix("<fontDescription key=\"fontDescription\""), let value = fontTheme(attributes) { return ("font", value) }
        return nil
    }

    /// A color as a theme names it exactly: its own space and numbers, or its system name.
    static func colorTheme(_ a: [String: String]) -> String? {
        if let name = a["systemColor"] { return SystemColors.lightValues[name] != nil ? "system:\(name)" : nil }
        if a["xcode11CocoaTouchSystemColor"] != nil { return nil }
        if let name = a["cocoaTouchSystemColor"] { return SystemColors.lightValues[name] != nil ? "system:\(name)" : nil }
        let space = a["colorSpace"]
        let custom = a["customColorSpace"]
        if let red = a["red"], let green = a["green"], let blue = a["blue"], let alpha = a["alpha"] {
            let numbers = "\(red) \(green) \(blue) \(alpha)"
            switch (space, custom) {
            case ("custom", "sRGB"): return "sRGB:" + numbers
            case ("custom", "displayP3"): return "displayP3:" + numbers
            case ("calibratedRGB", _), ("deviceRGB", _): return space! + ":" + numbers
            default: return nil
            }
        }
        if let white = a["white"] {
            let numbers = "\(white) \(a["alpha"] ?? "1")"
            switch (space, custom) {
            case ("custom", "genericGamma22GrayColorSpace"): return "gray:" + numbers
            case ("calibratedWhite", _): return "calibratedWhite:" + numbers
            default: return nil
            }
        }
        return nil
    }

    /// A font as a theme names it: a face and its size, or a text style.
    static func fontTheme(_ a: [String: String]) -> String? {
        if let style = a["style"], style.hasPrefix("UICTFontTextStyle") {
            let name = style.dropFirst("UICTFontTextStyle".count)
            return "textStyle:" + name.prefix(1).lowercased() + name.dropFirst()
        }
        // Xcode writes a zero size where the font's size comes from elsewhere; a theme cannot.
        guard let size = a["pointSize"], Double(size).map({ $0 > 0 }) == true else { return nil }
        if let name = a["name"] { return "\(name) \(size)" }
        switch a["type"] {
        case "system": return (a["weight"].map { "system-\($0)" } ?? "system") + " \(size)"
        case "boldSystem": return "system-bold \(size)"
        case "italicSystem": return "system-italic \(size)"
        default: return nil
        }
    }

    /// The element a line is a direct child of: the nearest line above, four spaces out, that
    /// opens an element with an id (a view, not a value holder).
    static func parentLine(of index: Int, indent: Int, in lines: [String]) -> (index: Int, name: String)? {
        let prefix = String(repeating: " ", count: indent - 4) + "<"
        var line = index - 1
        while line >= 0 {
            let text = lines[line]
            if text.hasPrefix(prefix), !text.hasPrefix(prefix + "/"), text.prefix(while: { $0 == " " }).count == indent - 4 {
                guard text.hasSuffix(">"), !text.hasSuffix("/>"), text.contains(" id=\"") else { return nil }
                let name = String(text.dropFirst(prefix.count).prefix { $0 != " " && $0 != ">" })
                return notViews.contains(name) ? nil : (line, name)
            }
            line -= 1
        }
        return nil
    }

    static func closingLine(of parent: (index: Int, name: String), in lines: [String], after index: Int) -> Int? {
        let indent = lines[parent.index].prefix(while: { $0 == " " })
        let closing = indent + "</\(parent.name)>"
        return (index + 1..<lines.count).first { lines[$0] == closing }
    }

    static func attributes(of element: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = element[...]
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            result[name] = String(rest[valueStart..<end])
            rest = rest[rest.index(after: end)...]
        }
        return result
    }

    /// The misses found by concurrent iterations, in case order.
    private final class MissBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String?]

        init(count: Int) { stored = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ miss: String) {
            lock.lock()
            stored[index] = miss
            lock.unlock()
        }

        var values: [String] {
            lock.lock()
            defer { lock.unlock() }
            return stored.compactMap { $0 }
        }
    }
}
