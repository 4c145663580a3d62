import Testing

@testable import ThemifyXML

@Suite struct MarkupParseErrorTests {
    private func problems(_ text: String) -> [MarkupParseError.Problem] {
        do {
            _ = try MarkupDocument(bytes: Array(text.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    @Test func mismatchedTagIsReportedWithItsLine() {
        let found = problems("<a>\n  <b>\n</a>")
        #expect(found.first?.position.line == 3)
        #expect(found.first?.message.contains("mismatch") == true)
    }

    @Test func truncatedFileNamesTheUnclosedElementAndWhereTheFileEnds() {
        let found = problems(
            "<?xml version=\"1.0\"?>\n<document>\n    <scenes>\n        <viewController id=\"a\">\n            <view key=\"view\"/>\n        "
        )
        #expect(found.count == 1)
        #expect(found.first?.message == "Premature end of data in tag viewController line 4: the file ends before the element is closed")
        #expect(found.first?.position == SourcePosition(line: 6, column: 9))
    }

    @Test func contentAfterTheRootIsStillExtraContent() {
        #expect(problems("<a/>\n<b/>").first?.message.contains("Extra content at the end of the document") == true)
    }

    @Test func emptyFileIsAnError() {
        #expect(problems("").first?.message == "empty file")
    }

    @Test func externalEntitiesAreNeverRead() {
        let found = problems("<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<a>&x;</a>")
        #expect(!found.isEmpty)
        #expect(!found.contains { $0.message.contains("root:") })
    }

    @Test func nonUTF8EncodingsAreRefused() {
        #expect(problems("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>").first?.message.contains("not supported") == true)
        #expect(!problems("<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>").contains { _ in true })
    }

    @Test func invalidUTF8IsAnError() {
        let bytes: [UInt8] = Array("<a t=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)
        #expect(throws: MarkupParseError.self) { try MarkupDocument(bytes: bytes) }
    }

    @Test func bothMalformedCorpusFilesFailWithAPosition() throws {
        let files = CorpusFiles.malformed
        #expect(files.count == 2)
        for file in files {
            let error = #expect(throws: MarkupParseError.self) { try MarkupDocument(bytes: try CorpusFiles.bytes(file)) }
            #expect((error?.problems.first?.position.line ?? 0) > 1)
        }
    }

    /// libxml2 is stopped at the first well-formedness error: what follows it, however costly
    /// to read, is never parsed (here a tag of 100,000 attributes that a reader of the bytes
    /// would take for part of the processing instruction).
    @Test func parsingStopsAtTheFirstWellFormednessError() {
        let hidden = "<b" + (0..<100_000).map { " a\($0)=\"\"" }.joined() + "/>"
        let found = problems("<r>\n<?pi \u{1} \(hidden) ?>\n</r>")
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 2, column: 6))
        #expect(problems("<a>&x;\n&y;</a>").count == 1)
        // Not also the "attributes construct error" libxml2 reports as it unwinds.
        #expect(problems("<a x=\"1<b/>\" y=\"2\"/>").map(\.message) == ["Unescaped '<' not allowed in attributes values"])
    }

    /// Problems that leave the markup readable (an undeclared prefix) are gathered, ten at most.
    @Test func parsingStopsAfterTenOtherProblems() {
        let found = problems("<r>\n" + (0..<20).map { "<p\($0):a/>" }.joined(separator: "\n") + "\n</r>")
        #expect(found.count == 10)
        #expect(found.last?.position.line == 11)
    }
}
