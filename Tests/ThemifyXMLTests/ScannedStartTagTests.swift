import Testing

@testable import ThemifyXML

/// The bounds pass records each start tag's spans as it reads the file, and the tree builder
/// takes those records instead of reading each tag again: they must be what a reading of the
/// tag on its own (`StartTagScanner`) finds, for every tag of every real layout and for the
/// forms a layout can take.
@Suite struct ScannedStartTagTests {
    private static let tricky = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- <fake a="1"> inside a comment -->
        <?pi <fake b="2"> ?>
        <root  a = 'single "quoted"'	b="x>y" c="&amp;&#10;&lt;"
              d="line
        break" e="tab\there">
            <![CDATA[ <fake c="3"/> ]]>
            <leaf/>
            <leaf   />
            <spaced x="1" ></spaced >
            <p:long-name.with_parts xmlns:p="urn:p" value="0123456789012345678901234567890123456789"/>
            <utf8 é="ü" name="名前"/>
            <text>a &gt; b</text>
        </root>
        """

    /// Each record against a reading of the same tag, and one record per element.
    private func check(_ bytes: [UInt8], _ label: String) throws {
        let buffer = SourceBuffer(bytes)
        let tags = try MarkupBounds.check(buffer)
        var reread: [RawAttribute] = []
        try bytes.withUnsafeBufferPointer { pointer in
            for tag in tags {
                let scanned = try #require(
                    StartTagScanner.scan(pointer, tagStart: Int(tag.start), tagBodyEnd: Int(tag.bodyEnd), into: &reread),
                    "\(label) at \(tag.start)")
                #expect(scanned.nameEnd == Int(tag.nameEnd), "\(label) at \(tag.start)")
                #expect(scanned.attributesEnd == Int(tag.attributesEnd), "\(label) at \(tag.start)")
                let recorded = buffer.attributes[Int(tag.firstAttribute)..<Int(tag.attributesLimit)]
                let read = reread[scanned.attributes]
                #expect(recorded.count == read.count, "\(label) at \(tag.start)")
                for (mine, theirs) in zip(recorded, read) {
                    #expect(mine.name == theirs.name && mine.value == theirs.value && mine.span == theirs.span, "\(label) at \(tag.start)")
                    #expect(mine.valueChangesWhenDecoded == theirs.valueChangesWhenDecoded, "\(label) at \(tag.start)")
                }
            }
        }
        let document = try MarkupDocument(bytes: bytes)
        #expect(document.root.subtree().count == tags.count, "\(label)")
    }

    @Test func recordsMatchEveryTagOfTheCorpus() throws {
        let files = CorpusFiles.layouts
        #expect(files.count == 191)
        for file in files { try check(try CorpusFiles.bytes(file), file.lastPathComponent) }
    }

    @Test func recordsMatchTagsInEveryForm() throws {
        try check(Array(Self.tricky.utf8), "tricky")
    }

    @Test func elementsReadFromRecordsHaveTheirAttributesAndText() throws {
        let document = try MarkupDocument(bytes: Array(Self.tricky.utf8))
        let root = document.root
        #expect(root.attributes.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(root.attribute("a") == "single \"quoted\"")
        #expect(root.attribute("b") == "x>y")
        #expect(root.attribute("c") == "&\n<")
        #expect(root.attribute("d") == "line break")
        #expect(root.attribute("e") == "tab here")
        #expect(root.hasAttribute("b", equalTo: "x>y") && !root.hasAttribute("e", equalTo: "tab\there"))
        #expect(root.children.map(\.name) == ["leaf", "leaf", "spaced", "p:long-name.with_parts", "utf8", "text"])
        #expect(root.child("utf8")?.attribute("é") == "ü")
        #expect(root.child("text")?.text == "a > b")
        #expect(root.child("spaced")?.text == "")
        // Untouched, everything comes back as it was; an edit changes only its own tag.
        #expect(document.serialized() == Array(Self.tricky.utf8))
        root.child("spaced")?.setAttribute("x", "2")
        let edited = String(decoding: document.serialized(), as: UTF8.self)
        #expect(edited == Self.tricky.replacingOccurrences(of: "<spaced x=\"1\" >", with: "<spaced x=\"2\" >"))
    }
}
