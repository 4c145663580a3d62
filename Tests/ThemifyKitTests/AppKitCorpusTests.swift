import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// Property test over the corpus's real macOS layouts and the oracle's: tag every AppKit element
/// a theme can reach, theme each with generated values, and check that only value lines change,
/// the output parses, and theming the variant again changes nothing.
@Suite struct AppKitCorpusTests {
    static let macLayouts = (Fixtures.corpusLayouts + Fixtures.oracleAfterLayouts).filter { url in
        guard let document = try? MarkupDocument(bytes: Fixtures.bytes(url)) else { return false }
        return document.root.name == "document" && PropertyTable.isAppKit(document.root)
    }

    static let themable: Set<String> = [
        "button", "textField", "imageView", "segmentedControl", "box", "tableView", "outlineView", "menuItem", "toolbarItem", "tabViewItem",
        "popUpButton", "pathControl", "textView", "clipView", "searchField", "comboBox", "tableHeaderCell", "tabView", "colorWell",
        "slider", "matrix", "datePicker", "secureTextField", "tokenField",
    ]

    @Test func themingRealMacOSLayoutsChangesOnlyValueLinesAndIsIdempotent() throws {
        #expect(Self.macLayouts.count >= 60)
        var changedFiles = 0
        for (fileIndex, file) in Self.macLayouts.enumerated() {
            let document = try MarkupDocument(bytes: Fixtures.bytes(file))
            var generator = SeededGenerator(seed: UInt64(fileIndex + 7))
            var entries: [String] = []
            let elements = document.root.subtree().filter { Self.themable.contains($0.name) && $0.attribute("id") != nil }
            for (index, element) in elements.enumerated() {
                guard let style = Self.style(for: element, using: &generator) else { continue }
                let block = MarkupElement(
                    "userDefinedRuntimeAttributes",
                    children: [
                        MarkupElement(
                            "userDefinedRuntimeAttribute",
                            [
                                MarkupAttribute("type", "string"), MarkupAttribute("keyPath", "themeKey"),
                                MarkupAttribute("value", "k\(index)"),
                            ])
                    ])
                guard element.child("userDefinedRuntimeAttributes") == nil else { continue }
                element.insert(block, at: ChildOrder.insertionIndex(for: block, in: element))
                entries.append("\"k\(index)\": \(style)")
            }
            guard !entries.isEmpty else { continue }
            let tagged = document.serialized()
            let theme = try Fixtures.theme("{" + entries.joined(separator: ", ") + "}")
            let result = Themer().theme(tagged, path: file.lastPathComponent, with: theme)
            #expect(!result.hasErrors, "\(file.lastPathComponent): \(result.diagnostics.map(\.description).prefix(3))")
            let output = try #require(result.output)
            if result.changedProperties > 0 { changedFiles += 1 }

            let taggedLines = Set(String(decoding: tagged, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
            for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where !taggedLines.contains(line) {
                let trimmed = line.drop { $0 == " " }
                #expect(
                    Self.valueLinePrefixes.contains { trimmed.hasPrefix($0) }, "\(file.lastPathComponent): unexpected changed line: \(line)"
                )
                #expect(
                    !trimmed.hasPrefix("<state") && !trimmed.hasPrefix("<fontDescription"),
                    "\(file.lastPathComponent): a UIKit form: \(line)")
            }
            _ = try MarkupDocument(bytes: output)
            let again = Themer().theme(output, path: file.lastPathComponent, with: theme)
            #expect(again.output == output, "\(file.lastPathComponent) changed when themed again")
            #expect(again.changedProperties == 0)
        }
        #expect(changedFiles >= 20)
    }

    /// Lines a theme may add or change in a macOS layout: colors, fonts, the elements whose
    /// image attributes change, resource entries.
    static let valueLinePrefixes = [
        "<color key=", "<font key=", "<buttonCell ", "<imageCell ", "<menuItem ", "<toolbarItem ", "<tabViewItem ", "<segment ",
        "<image name=", "<resources>", "</resources>",
    ]

    static func style(for element: MarkupElement, using generator: inout SeededGenerator) -> String? {
        let catalogColors = ["system:controlTextColor", "system:labelColor", "system:windowBackgroundColor", "system:separatorColor"]
        func color() -> String {
            generator.next() % 3 == 0
                ? "\"\(catalogColors[Int(generator.next() % UInt64(catalogColors.count))])\""
                : String(format: "\"#%06X\"", Int(generator.next() % 0xFFFFFF))
        }
        func font() -> String {
            ["\"system 13\"", "\"system-bold 12\"", "\"Menlo-Regular 11\"", "\"system 15\"", "\"system-semibold 18\""][
                Int(generator.next() % 5)]
        }
        let image = "\"themed_image_\(generator.next() % 5)\""
        switch element.name {
        case "button": return "{\"contentTintColor\": \(color()), \"bezelColor\": \(color()), \"font\": \(font()), \"image\": \(image)}"
        case "popUpButton", "slider": return "{\"font\": \(font())}"
        case "pathControl", "clipView", "matrix": return "{\"backgroundColor\": \(color())}"
        case "textView": return "{\"textColor\": \(color()), \"backgroundColor\": \(color()), \"insertionPointColor\": \(color())}"
        case "textField", "searchField", "comboBox", "tableHeaderCell", "datePicker", "secureTextField", "tokenField":
            return "{\"textColor\": \(color()), \"backgroundColor\": \(color()), \"font\": \(font())}"
        case "box": return "{\"fillColor\": \(color()), \"borderColor\": \(color()), \"titleFont\": \(font())}"
        case "tabView": return "{\"font\": \(font())}"
        case "colorWell": return "{\"color\": \(color())}"
        case "tableView", "outlineView": return "{\"backgroundColor\": \(color()), \"gridColor\": \(color())}"
        case "segmentedControl":
            let count = element.child("segmentedCell", key: "cell")?.child("segments")?.children(named: "segment").count ?? 0
            guard count > 0 else { return nil }
            return "{\"segmentImages\": [" + (0..<count).map { "\"segment_\($0)\"" }.joined(separator: ", ") + "]}"
        default: return image
        }
    }
}
