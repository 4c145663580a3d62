import Testing

@testable import ThemifyXML

/// The bounds `MarkupBounds` checks before libxml2 reads a file: each refusal with its exact
/// place, and what stays allowed.
@Suite struct MarkupBoundsTests {
    private func problems(_ text: String) -> [MarkupParseError.Problem] {
        do {
            _ = try MarkupDocument(bytes: Array(text.utf8))
            return []
        } catch {
            return error.problems
        }
    }

    /// The one problem `text` has, as `line:column: message`.
    private func problem(_ text: String) -> String? {
        let found = problems(text)
        guard found.count == 1, let first = found.first else { return found.isEmpty ? nil : "\(found.count) problems: \(found)" }
        return "\(first.position): \(first.message)"
    }

    private static let entities =
        "the file declares entities (<!ENTITY …>); Xcode never writes them, and themify refuses a DTD that declares any"
    private static let subset = "the file has a DTD internal subset (<!DOCTYPE … [ … ]>); Xcode never writes one, and themify refuses it"

    // MARK: DTD

    @Test func entityDeclarationIsRefusedWhereItStands() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE a [\n    <!ENTITY x \"y\">\n]>\n<a>&x;</a>\n"
        #expect(problem(text) == "3:5: \(Self.entities)")
    }

    @Test func billionLaughsIsRefusedAtItsFirstDeclaration() {
        var declarations = ["<!ENTITY lol0 \"ha\">"]
        for level in 1...10 {
            declarations.append("<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">")
        }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n  " + declarations.joined(separator: "\n  ") + "\n]>\n<a t=\"&lol10;\">&lol10;</a>\n"
        #expect(problem(text) == "3:3: \(Self.entities)")
    }

    /// The entity is named even behind other declarations, comments and processing instructions.
    @Test func entityBehindOtherDeclarationsIsFound() {
        let text =
            "<!DOCTYPE a [\n<!-- <!ENTITY no \"]>\" -->\n<?pi ]> ?>\n<!ELEMENT a ANY>\n<!ATTLIST a t CDATA \">]\">\n\t<!ENTITY % p \"x\">\n]>\n<a/>"
        #expect(problem(text) == "6:2: \(Self.entities)")
    }

    @Test func internalSubsetWithoutEntitiesIsRefusedAtItsFirstDeclaration() {
        #expect(problem("<!DOCTYPE a [ <!ATTLIST a b CDATA \"c\"> ]>\n<a/>") == "1:15: \(Self.subset)")
        #expect(problem("<!DOCTYPE a [\n  %p;\n]>\n<a/>") == "2:3: \(Self.subset)")
        #expect(problem("<!DOCTYPE a []>\n<a/>") == "1:13: \(Self.subset)")
        #expect(problem("<!DOCTYPE a SYSTEM \"a.dtd\" [\n]>\n<a/>") == "1:28: \(Self.subset)")
    }

    /// A DOCTYPE without a subset is read (every XML plist has one); libxml2 never loads the
    /// DTD it names.
    @Test func doctypeWithoutASubsetIsAllowed() throws {
        let plist =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict/></plist>\n"
        #expect(problems(plist).isEmpty)
        #expect(problems("<!DOCTYPE a SYSTEM \"odd[name].dtd\">\n<a/>").isEmpty)
        #expect(problems("<!-- <!DOCTYPE a [ <!ENTITY x \"y\"> ]> -->\n<a/>").isEmpty)
        let document = try MarkupDocument(bytes: Array(plist.utf8))
        #expect(document.serialized() == Array(plist.utf8))
    }

    /// Without a DTD, a reference to anything but the five predefined entities is an error.
    @Test func undeclaredEntityIsAnError() {
        let found = problems("<!DOCTYPE a SYSTEM \"a.dtd\">\n<a>&x;</a>")
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 2, column: 7))
        #expect(found.first?.message.contains("'x'") == true)
    }

    @Test func predefinedEntitiesAndCharacterReferencesStillWork() throws {
        let text = "<a t=\"&amp;&lt;&gt;&quot;&apos;&#65;&#x42;&#233;\">&amp;&#10;&lt;b&gt;<b t='&#x1F600;'/></a>"
        let document = try MarkupDocument(bytes: Array(text.utf8))
        #expect(document.root.attribute("t") == "&<>\"'ABé")
        #expect(document.root.children[0].attribute("t") == "\u{1F600}")
        #expect(document.serialized() == Array(text.utf8))
        let leaf = try MarkupDocument(bytes: Array("<a>&amp;&#10;&lt;b&gt;</a>".utf8))
        #expect(leaf.root.text == "&\n<b>")
    }

    // MARK: Attributes

    private func element(_ name: String, attributes count: Int, indent: String = "  ") -> String {
        "\(indent)<\(name)" + (0..<count).map { " a\($0)=\"\($0)\"" }.joined() + "/>"
    }

    @Test func fiveHundredTwelveAttributesAreAllowed() throws {
        let text = "<r>\n" + element("label", attributes: MarkupBounds.maximumAttributesPerElement) + "\n</r>"
        let document = try MarkupDocument(bytes: Array(text.utf8))
        #expect(document.root.children[0].attributes.count == 512)
    }

    @Test func fiveHundredThirteenAttributesAreRefusedAtTheElement() {
        let text = "<r>\n  <ok a=\"1\"/>\n" + element("label", attributes: 513, indent: "    ") + "\n</r>"
        #expect(
            problem(text)
                == "3:5: element <label> has more than 512 attributes; themify reads at most 512 on one element (Interface Builder writes fewer than 40)"
        )
    }

    @Test func twoHundredThousandAttributesAreRefused() {
        let text = "<r>\n" + element("view", attributes: 200_000) + "\n</r>"
        #expect(problem(text)?.hasPrefix("2:3: element <view> has more than 512 attributes") == true)
    }

    /// `>` and the other quote inside a value, single quotes, spaces around `=`, a self-closing
    /// tag split over lines: counted as libxml2 reads them.
    @Test func attributesAreCountedAsLibxml2ReadsThem() {
        let attributes = (0..<513).map { $0 % 2 == 0 ? " a\($0) = '>\"\($0)'" : "\n\ta\($0)=\"'>\"" }.joined()
        #expect(problem("<r><e\(attributes) /></r>")?.hasPrefix("1:4: element <e> has more than 512 attributes") == true)
    }

    @Test func markupInCommentsCDATAAndProcessingInstructionsIsNotCounted() {
        let tag = element("x", attributes: 600, indent: "")
        #expect(problems("<?pi \(tag) ?><r><!-- \(tag) --><s><![CDATA[\(tag)]]></s></r>").isEmpty)
    }

    @Test func aLongElementNameIsCutShortInTheMessage() {
        let name = String(repeating: "n", count: 100)
        let message = problems("<\(name)" + (0..<513).map { " a\($0)=\"\"" }.joined() + "/>").first?.message
        #expect(message?.hasPrefix("element <\(String(repeating: "n", count: 40))…> has more than 512 attributes") == true)
    }

    // MARK: Depth

    @Test func fiveHundredTwelveLevelsAreRead() throws {
        let text = String(repeating: "<a>", count: 511) + "<a x=\"/\"/>" + "<a/>" + String(repeating: "</a>", count: 511)
        #expect(try MarkupDocument(bytes: Array(text.utf8)).root.name == "a")
    }

    @Test func theFiveHundredThirteenthLevelIsRefusedWhereItStarts() {
        let text = String(repeating: "<a>\n", count: 512) + "  <b/>\n" + String(repeating: "</a>", count: 512)
        #expect(problem(text) == "513:3: elements are nested more than 512 deep")
    }

    // MARK: Namespaces

    @Test func sixtyFourNamespaceDeclarationsAreAllowed() {
        let declarations = (0..<63).map { " xmlns:p\($0)=\"urn:\($0)\"" }.joined()
        #expect(problems("<r xmlns=\"urn:r\"\(declarations)><p0:a p1:b=\"\"/></r>").isEmpty)
    }

    @Test func theSixtyFifthNamespaceDeclarationIsRefusedWhereItStands() {
        let declarations = (0..<64).map { "<e xmlns:p\($0)=\"urn:\($0)\">" }.joined(separator: "\n")
        let text = "<r>\n" + declarations + "\n<e xmlnsy=\"\" xmlns=\"urn:x\"/>\n" + String(repeating: "</e>", count: 64) + "</r>"
        #expect(
            problem(text)
                == "66:14: more than 64 namespace declarations (xmlns); themify reads at most 64 in a file (Interface Builder writes none)")
    }

    // MARK: Budgets

    @Test func smallFilesMayHaveTenThousandElements() throws {
        let text = "<r>" + String(repeating: "<b/>", count: MarkupBounds.minimumElementBudget - 1) + "</r>"
        #expect(try MarkupDocument(bytes: Array(text.utf8)).root.children.count == 9_999)
    }

    @Test func elementsDenserThanOnePerSixteenBytesAreRefused() {
        // 10,001 elements in 40 KB: over the floor of 10,000 (40 KB / 16 is 2,500).
        let text = "<r>\n" + String(repeating: "<b/>", count: MarkupBounds.minimumElementBudget) + "\n</r>"
        #expect(
            problem(text)
                == "2:39997: more than 10000 elements; themify reads at most one element per 16 bytes of a file (and at least 10000), far more than Interface Builder writes"
        )
        // Past the floor the budget grows with the file: one element per 16 bytes.
        let dense = "<r>" + String(repeating: "<b/>" + String(repeating: " ", count: 11), count: 20_000) + "</r>"
        #expect(problems(dense).first?.message.hasPrefix("more than \(dense.utf8.count / 16) elements") == true)
        let sparse = "<r>" + String(repeating: "<b/>" + String(repeating: " ", count: 13), count: 20_000) + "</r>"
        #expect(problems(sparse).isEmpty)
    }

    @Test func attributesDenserThanOnePerEightBytesAreRefused() {
        // 100 elements of 500 attributes of six bytes (` ab=""`): over the floor of 50,000.
        let names = (0..<500).map { index -> String in
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            return String(letters[index % 52]) + String(letters[index / 52])
        }
        let tag = "<e" + names.map { " \($0)=\"\"" }.joined() + "/>\n"
        let text = "<r>\n" + String(repeating: tag, count: 100) + "<e a=\"\"/>\n</r>"
        #expect(
            problem(text)
                == "102:1: more than 50000 attributes; themify reads at most one attribute per 8 bytes of a file (and at least 50000), far more than Interface Builder writes"
        )
    }
}

/// The bounds against what Interface Builder writes: the figures the README's Safety section
/// gives for the corpus.
@Suite struct CorpusBoundsTests {
    @Test func theCorpusIsFarInsideEveryBound() throws {
        var mostAttributes = 0
        var namespaceDeclarations = 0
        var deepest = 0
        var fewestBytesPerElement = Double.infinity
        var fewestBytesPerAttribute = Double.infinity
        for file in CorpusFiles.layouts {
            let bytes = try CorpusFiles.bytes(file)
            let document = try MarkupDocument(bytes: bytes)
            var elements = 0
            var attributes = 0
            func visit(_ element: MarkupElement, depth: Int) {
                elements += 1
                attributes += element.attributes.count
                mostAttributes = max(mostAttributes, element.attributes.count)
                namespaceDeclarations += element.attributes.filter { $0.name == "xmlns" || $0.name.hasPrefix("xmlns:") }.count
                deepest = max(deepest, depth)
                for child in element.children { visit(child, depth: depth + 1) }
            }
            visit(document.root, depth: 1)
            fewestBytesPerElement = min(fewestBytesPerElement, Double(bytes.count) / Double(elements))
            fewestBytesPerAttribute = min(fewestBytesPerAttribute, Double(bytes.count) / Double(attributes))
        }
        #expect(mostAttributes <= 16)
        #expect(namespaceDeclarations == 0)
        #expect(deepest < 64)
        #expect(fewestBytesPerElement >= 50)
        #expect(fewestBytesPerAttribute >= 28)
    }
}
