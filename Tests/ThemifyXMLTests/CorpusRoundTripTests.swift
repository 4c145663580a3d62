import Testing

@testable import ThemifyXML

/// Every real layout must come back byte for byte, and an edit must change only its own line.
@Suite struct CorpusRoundTripTests {
    @Test func everyLayoutParses() throws {
        let files = CorpusFiles.layouts
        #expect(files.count == 191)
        for file in files {
            let bytes = try CorpusFiles.bytes(file)
            let document = try MarkupDocument(bytes: bytes)
            #expect(document.serialized() == bytes, "\(file.lastPathComponent)")
        }
    }

    /// Rewrites one attribute on every tenth element of every file, then checks that the output
    /// differs from the input on exactly the lines of those elements' start tags.
    @Test func attributeEditsTouchOnlyTheirLines() throws {
        for file in CorpusFiles.layouts {
            let bytes = try CorpusFiles.bytes(file)
            let document = try MarkupDocument(bytes: bytes)
            var editedLines = Set<Int>()
            for (index, element) in document.root.subtree().enumerated() where index % 10 == 5 {
                guard let attribute = element.attributes.first, let line = element.position?.line else { continue }
                element.setAttribute(attribute.name, attribute.value + "~")
                // A start tag may span lines; only single-line tags are counted here.
                editedLines.insert(line)
            }
            let output = document.serialized()
            let before = lines(bytes)
            let after = lines(output)
            #expect(before.count == after.count, "\(file.lastPathComponent)")
            let changed = Set(zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 })
            #expect(changed.isSubset(of: editedLines), "\(file.lastPathComponent): \(changed.subtracting(editedLines).sorted().prefix(5))")
            let reparsed = try MarkupDocument(bytes: output)
            #expect(reparsed.root.subtree().count == document.root.subtree().count)
        }
    }

    private func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
}
