import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// The shared corpus of real layouts: what themify does not change must come out byte for byte.
@Suite struct CorpusTests {
    @Test func corpusIsThere() {
        #expect(Fixtures.corpusLayouts.count == 191)
    }

    /// Through an empty theme and through one whose keys match nothing, every real layout
    /// (legacy `<archive>` files included) comes back identical, with no errors.
    @Test func layoutsThroughThemesThatMatchNothingComeBackIdentical() throws {
        let empty = try Fixtures.theme("{}")
        let unrelated = try Fixtures.theme(
            ##"{"unusedKey": "#FF0000", "unusedStyle": {"textColor": "#FFF", "font": "system 17", "image": "x"}}"##)
        for file in Fixtures.corpusLayouts {
            let bytes = try Fixtures.bytes(file)
            for theme in [empty, unrelated] {
                let result = Themer().theme(bytes, path: file.lastPathComponent, with: theme)
                #expect(result.output == bytes, "\(file.lastPathComponent)")
                #expect(!result.hasErrors, "\(result.diagnostics.map(\.description))")
            }
        }
    }

    /// Property test over every real document-format layout: tag every third view, theme it with
    /// generated values, and check that (1) only value lines change, (2) the output is well-formed
    /// with every element kept, and (3) theming the variant again changes nothing.
    @Test func themingRealLayoutsChangesOnlyValueLinesAndIsIdempotent() throws {
        var themedFiles = 0
        for (fileIndex, file) in Fixtures.corpusLayouts.enumerated() {
            let original = try Fixtures.bytes(file)
            let document = try MarkupDocument(bytes: original)
            // UIKit view elements only: a macOS document's `view` and `button` are AppKit's, which
            // take no UIKit form.
            guard document.root.name == "document", !PropertyTable.isAppKit(document.root) else { continue }
            var generator = SeededGenerator(seed: UInt64(fileIndex + 1))
            var themeEntries: [String] = []
            let views = document.root.subtree().filter { PropertyTable.viewElements.contains($0.name) && $0.attribute("id") != nil }
            for (index, view) in views.enumerated() where index % 3 == 0 {
                let key = "k\(index)"
                tag(view, with: key)
                themeEntries.append("\"\(key)\": \(value(for: view, using: &generator))")
            }
            guard !themeEntries.isEmpty else { continue }
            let tagged = document.serialized()
            let theme = try Fixtures.theme("{" + themeEntries.joined(separator: ", ") + "}")

            let result = Themer().theme(tagged, path: file.lastPathComponent, with: theme)
            #expect(!result.hasErrors, "\(file.lastPathComponent): \(result.diagnostics.map(\.description).prefix(3))")
            let output = try #require(result.output)
            #expect(result.changedProperties > 0, "\(file.lastPathComponent) was tagged but nothing changed")
            themedFiles += 1

            let taggedLines = Set(String(decoding: tagged, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
            for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where !taggedLines.contains(line) {
                #expect(isValueLine(line), "\(file.lastPathComponent): unexpected changed line: \(line)")
            }
            let reparsed = try MarkupDocument(bytes: output)
            // Replaced values may take resource entries with them, and with the last color entry
            // of a kind its capability (at most two: named colors, system colors).
            #expect(reparsed.root.subtree().count >= document.root.subtree().count - 2 * views.count - 2)

            let again = Themer().theme(output, path: file.lastPathComponent, with: theme)
            #expect(again.output == output, "\(file.lastPathComponent) changed when themed again")
            #expect(again.changedProperties == 0)
        }
        #expect(themedFiles > 100)
    }

    /// Lines a theme may legitimately add or change.
    private func isValueLine(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("<color key=") || trimmed.hasPrefix("<fontDescription key=") || trimmed.hasPrefix("<font key=\"NSFont\"")
            || trimmed.hasPrefix("<image name=") || trimmed.hasPrefix("<resources>") || trimmed.hasPrefix("</resources>")
            || trimmed.hasPrefix("<imageView ") || trimmed.hasPrefix("<resources/>")
    }

    /// Adds a `themeKey` runtime attribute the way Xcode writes one.
    private func tag(_ element: MarkupElement, with key: String) {
        let attribute = MarkupElement(
            "userDefinedRuntimeAttribute",
            [MarkupAttribute("type", "string"), MarkupAttribute("keyPath", "themeKey"), MarkupAttribute("value", key)])
        if let existing = element.child("userDefinedRuntimeAttributes") {
            let replacement = MarkupElement("userDefinedRuntimeAttributes", children: existing.children.map(copy) + [attribute])
            element.replace(existing, with: replacement)
        } else {
            let block = MarkupElement("userDefinedRuntimeAttributes", children: [attribute])
            element.insert(block, at: ChildOrder.insertionIndex(for: block, in: element))
        }
    }

    private func copy(_ element: MarkupElement) -> MarkupElement {
        MarkupElement(
            element.name, element.attributes.map { MarkupAttribute($0.name, $0.value) }, children: element.children.map(copy),
            text: element.children.isEmpty ? element.text.flatMap { $0.isEmpty ? nil : $0 } : nil)
    }

    /// A plain value or a style suited to the element, drawn from the generator.
    private func value(for element: MarkupElement, using generator: inout SeededGenerator) -> String {
        let color = { (g: inout SeededGenerator) in String(format: "\"#%06X\"", Int(g.next() % 0xFFFFFF)) }
        switch element.name {
        case "imageView":
            return "\"themed_image_\(generator.next() % 5)\""
        case "label", "textField", "textView":
            // Attributed text can only record the regular and bold system fonts or a named one.
            let fonts =
                element.child("attributedString", key: "attributedText") != nil
                ? ["system 17", "system-bold 13", "Avenir-Heavy 22"]
                : ["system 17", "system-bold 13", "system-semibold 15", "Avenir-Heavy 22", "textStyle:body"]
            let font = fonts[Int(generator.next() % UInt64(fonts.count))]
            return "{\"textColor\": \(color(&generator)), \"font\": \"\(font)\", \"backgroundColor\": \(color(&generator))}"
        default:
            return generator.next() % 2 == 0
                ? color(&generator) : "{\"backgroundColor\": \(color(&generator)), \"tintColor\": \(color(&generator))}"
        }
    }
}

/// A small deterministic generator (SplitMix64) so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
