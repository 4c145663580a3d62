import Testing

@testable import ThemifyXML

@Suite struct MarkupDocumentTests {
    private func document(_ text: String) throws -> MarkupDocument {
        try MarkupDocument(bytes: Array(text.utf8))
    }

    private func serialized(_ document: MarkupDocument) -> String {
        String(decoding: document.serialized(), as: UTF8.self)
    }

    @Test func readsNamesAttributesAndPositions() throws {
        let doc = try document("<?xml version=\"1.0\"?>\n<a x=\"1\" y='two &amp; three'>\n  <b/>\n  <c key=\"v\">text</c>\n</a>")
        #expect(doc.root.name == "a")
        #expect(doc.root.attribute("y") == "two & three")
        #expect(doc.root.children.map(\.name) == ["b", "c"])
        #expect(doc.root.children[1].position == SourcePosition(line: 4, column: 3))
        #expect(doc.root.children[1].text == "text")
        #expect(doc.root.child("c", key: "v") != nil)
        #expect(doc.root.child("c", key: "w") == nil)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let doc = try document("<a t=\"é\u{1F600}\"><b/></a>")
        #expect(doc.root.children[0].position == SourcePosition(line: 1, column: 11))
    }

    @Test func untouchedDocumentIsReturnedByteForByte() throws {
        let text = "<?xml version=\"1.0\" standalone=\"no\"?>\r\n<a  x = 'q\"' y=\"a>b\">\r\n\t<b/>\r\n</a>"
        #expect(serialized(try document(text)) == text)
    }

    @Test func changingOneAttributeKeepsEverythingElse() throws {
        let doc = try document("<a x='1'  y=\"a>b\" z=\"&#10;\">\n    <b c=\"old\"/>\n</a>")
        doc.root.children[0].setAttribute("c", "new \"quoted\" & <odd>")
        #expect(serialized(doc) == "<a x='1'  y=\"a>b\" z=\"&#10;\">\n    <b c=\"new &quot;quoted&quot; &amp; &lt;odd&gt;\"/>\n</a>")
    }

    @Test func revertingPutsEveryEditBack() throws {
        let text = "<a x=\"1\">\n    <b c=\"old\"/>\n    <d>\n        <e/>\n    </d>\n    <f/>\n</a>\n"
        let doc = try document(text)
        let (b, d, f) = (doc.root.children[0], doc.root.children[1], doc.root.children[2])
        b.setAttribute("c", "new")
        b.setAttribute("added", "1")
        doc.root.removeAttribute("x")
        d.children[0].remove()
        d.append(MarkupElement("g"))
        doc.root.replace(f, with: MarkupElement("h", [MarkupAttribute("k", "v")]))
        #expect(serialized(doc) != text)
        doc.revertEdits()
        #expect(!doc.isEdited)
        #expect(serialized(doc) == text)
        #expect(doc.root.children.map(\.name) == ["b", "d", "f"])
        #expect(f.parent === doc.root && d.children[0].parent === d)
        #expect(b.attribute("c") == "old" && b.attribute("added") == nil && doc.root.attribute("x") == "1")
    }

    @Test func editsAfterARevertComeOutAsOnAFreshRead() throws {
        let text = "<a>\n    <b c=\"old\"/>\n    <d/>\n</a>\n"
        func edit(_ doc: MarkupDocument, value: String) {
            doc.root.children[0].setAttribute("c", value)
            doc.root.replace(doc.root.children[1], with: MarkupElement("e", [MarkupAttribute("v", value)]))
        }
        let reused = try document(text)
        for value in ["one", "two", "three"] {
            let fresh = try document(text)
            edit(fresh, value: value)
            edit(reused, value: value)
            #expect(serialized(reused) == serialized(fresh))
            reused.revertEdits()
        }
    }

    @Test func settingTheSameValueIsNotAnEdit() throws {
        let doc = try document("<a x=\"1\"/>")
        doc.root.setAttribute("x", "1")
        #expect(!doc.isEdited)
    }

    @Test func newAttributeGoesBeforeTheNamedOnes() throws {
        let doc = try document("<a x=\"1\" z=\"3\"/>")
        doc.root.setAttribute("y", "2", before: ["z"])
        #expect(serialized(doc) == "<a x=\"1\" y=\"2\" z=\"3\"/>")
        doc.root.removeAttribute("x")
        #expect(serialized(doc) == "<a y=\"2\" z=\"3\"/>")
    }

    @Test func insertedChildIsIndentedLikeItsSiblings() throws {
        let doc = try document("<a>\n    <b>\n        <c/>\n    </b>\n</a>\n")
        let b = doc.root.children[0]
        b.insert(MarkupElement("d", [MarkupAttribute("k", "v")]), at: 0)
        b.append(MarkupElement("e", children: [MarkupElement("f")]))
        #expect(
            serialized(doc)
                == "<a>\n    <b>\n        <d k=\"v\"/>\n        <c/>\n        <e>\n            <f/>\n        </e>\n    </b>\n</a>\n")
    }

    @Test func childOfASelfClosingElementOpensIt() throws {
        let doc = try document("<a>\n\t<b k=\"x\" />\n</a>")
        doc.root.children[0].append(MarkupElement("c"))
        #expect(serialized(doc) == "<a>\n\t<b k=\"x\">\n\t\t<c/>\n\t</b>\n</a>")
    }

    @Test func replacementTakesTheOldElementsPlace() throws {
        let doc = try document("<a>\n    <b/>\n      <c old=\"1\"/>\n    <d/>\n</a>")
        let new = MarkupElement("c", [MarkupAttribute("new", "2")])
        doc.root.replace(doc.root.children[1], with: new)
        #expect(serialized(doc) == "<a>\n    <b/>\n      <c new=\"2\"/>\n    <d/>\n</a>")
    }

    @Test func removalTakesItsLineWithIt() throws {
        let doc = try document("<a>\n    <b/>\n    <c/>\n</a>")
        doc.root.children[1].remove()
        #expect(serialized(doc) == "<a>\n    <b/>\n</a>")
        doc.root.children[0].remove()
        #expect(serialized(doc) == "<a/>")
    }

    @Test func sameContentIgnoresWhitespace() throws {
        let doc = try document("<a>\n  <b x=\"1\">\n     <c/>\n  </b>\n</a>")
        #expect(doc.root.children[0].hasSameContent(as: MarkupElement("b", [MarkupAttribute("x", "1")], children: [MarkupElement("c")])))
        #expect(!doc.root.children[0].hasSameContent(as: MarkupElement("b", [MarkupAttribute("x", "2")], children: [MarkupElement("c")])))
    }

    /// Attributes as read are compared by their bytes, and decoded only where an entity or a
    /// literal line break makes the bytes differ from the value.
    @Test func sameContentComparesValuesAsXMLReadsThem() throws {
        let doc = try document(
            "<a><b t=\"R&amp;D\" u=\"x\"/><b t=\"R&amp;D\" u=\"x\"/><b t=\"R&#38;D\" u=\"x\"/><b t=\"R&amp;D\" v=\"x\"/><b t=\"R&amp;D\"/><b t=\"a\nb\" u=\"x\"/></a>"
        )
        let read = doc.root.children
        let same = MarkupElement("b", [MarkupAttribute("t", "R&D"), MarkupAttribute("u", "x")])
        #expect(read[0].hasSameContent(as: same))
        #expect(same.hasSameContent(as: read[0]))
        #expect(read[0].hasSameContent(as: read[1]))
        // Another spelling of the same value is the same value.
        #expect(read[0].hasSameContent(as: read[2]))
        #expect(read[2].hasSameContent(as: same))
        // The raw bytes are not the value.
        #expect(!read[0].hasSameContent(as: MarkupElement("b", [MarkupAttribute("t", "R&amp;D"), MarkupAttribute("u", "x")])))
        // Another name, or one attribute fewer.
        #expect(!read[0].hasSameContent(as: read[3]))
        #expect(!read[0].hasSameContent(as: read[4]))
        #expect(!read[4].hasSameContent(as: read[0]))
        // A literal line break in a value reads as a space.
        #expect(read[5].hasSameContent(as: MarkupElement("b", [MarkupAttribute("t", "a b"), MarkupAttribute("u", "x")])))
        #expect(!read[5].hasSameContent(as: MarkupElement("b", [MarkupAttribute("t", "a\nb"), MarkupAttribute("u", "x")])))
    }
}

@Suite struct LineBreakTests {
    @Test func addedLinesUseTheFilesLineBreaks() throws {
        let doc = try MarkupDocument(bytes: Array("<a>\r\n    <b/>\r\n</a>\r\n".utf8))
        doc.root.append(MarkupElement("c", children: [MarkupElement("d")]))
        #expect(String(decoding: doc.serialized(), as: UTF8.self) == "<a>\r\n    <b/>\r\n    <c>\r\n        <d/>\r\n    </c>\r\n</a>\r\n")
    }
}
