/// The content of a property-list element that holds text (`<key>`, `<string>`, `<integer>`,
/// `<real>`) or none (`<true>`, `<false>`), read through its end tag.
struct PropertyListXMLText {
    /// Reused for text that needs decoding, so a string costs no allocation beyond itself.
    private var scratch: [UInt8] = []

    /// The text of a `<key>`, `<string>`, `<integer>` or `<real>` through its end tag: references
    /// resolved, CDATA sections kept as written, comments dropped, line ends made `\n`.
    mutating func read(of tag: PropertyListXMLTag, from scanner: inout PropertyListXMLScanner) throws(PropertyListSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        // False while the text is one untouched run of the file, which becomes the String directly.
        var usesScratch = false
        var runStart = scanner.pos
        var index = scanner.pos
        while true {
            while index < scanner.end {
                let byte = scanner.text[index]
                if byte == XMLByte.lessThan || byte == XMLByte.ampersand || byte == XMLByte.carriageReturn || byte == XMLByte.rightBracket {
                    break
                }
                index += 1
            }
            guard index < scanner.end else { throw scanner.endsInside(tag) }
            switch scanner.text[index] {
            case XMLByte.rightBracket:
                if scanner.matches("]]>", at: index) { throw scanner.fail("']]>' is not allowed in text", at: index) }
                index += 1
            case XMLByte.carriageReturn:
                appendToScratch(runStart..<index, of: scanner)
                scratch.append(XMLByte.newline)
                usesScratch = true
                index += index + 1 < scanner.end && scanner.text[index + 1] == XMLByte.newline ? 2 : 1
                runStart = index
            case XMLByte.ampersand:
                appendToScratch(runStart..<index, of: scanner)
                usesScratch = true
                scanner.pos = index
                XMLCharacterReference.appendUTF8(try XMLCharacterReference.read(in: &scanner), to: &scratch)
                index = scanner.pos
                runStart = index
            default:  // '<'
                if scanner.matches("</", at: index) {
                    let content: String
                    if usesScratch {
                        appendToScratch(runStart..<index, of: scanner)
                        content = String(decoding: scratch, as: UTF8.self)
                    } else {
                        content = scanner.string(runStart..<index)
                    }
                    scanner.pos = index
                    let endTag = try scanner.readEndTag()
                    guard scanner.equals(endTag.name, tag.name) else {
                        throw scanner.fail(
                            "expected </\(scanner.string(tag.name))>, found </\(scanner.string(endTag.name))>", at: endTag.offset)
                    }
                    return content
                }
                appendToScratch(runStart..<index, of: scanner)
                usesScratch = true
                scanner.pos = index
                if try scanner.skipCommentOrProcessingInstruction() {
                    // Dropped, as XML says.
                } else if scanner.matches("<![CDATA[", at: index) {
                    try readCDATA(from: &scanner)
                } else if scanner.matches("<!", at: index) {
                    throw scanner.markupDeclarationError(at: index)
                } else if let name = scanner.nameRange(at: index + 1) {
                    throw scanner.fail("<\(scanner.string(tag.name))> holds only text, found <\(scanner.string(name))>", at: index)
                } else {
                    throw scanner.fail("'<' must be written &lt; in text", at: index)
                }
                index = scanner.pos
                runStart = index
            }
        }
    }

    /// `<true></true>`: only whitespace, comments or processing instructions before the end tag.
    static func readEmptyContent(of tag: PropertyListXMLTag, from scanner: inout PropertyListXMLScanner) throws(PropertyListSyntaxError) {
        while true {
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end else { throw scanner.endsInside(tag) }
            if scanner.text[scanner.pos] == XMLByte.lessThan {
                if try scanner.skipCommentOrProcessingInstruction() { continue }
                if scanner.matches("</", at: scanner.pos) {
                    let endTag = try scanner.readEndTag()
                    guard scanner.equals(endTag.name, tag.name) else {
                        throw scanner.fail(
                            "expected </\(scanner.string(tag.name))>, found </\(scanner.string(endTag.name))>", at: endTag.offset)
                    }
                    return
                }
            }
            throw scanner.fail(
                "<\(scanner.string(tag.name))> holds no content, found \(scanner.describe(at: scanner.pos))", at: scanner.pos)
        }
    }

    private mutating func readCDATA(from scanner: inout PropertyListXMLScanner) throws(PropertyListSyntaxError) {
        let start = scanner.pos
        var index = scanner.pos + 9
        while true {
            while index < scanner.end, scanner.text[index] != XMLByte.rightBracket { index += 1 }
            guard index < scanner.end else {
                throw scanner.fail("the file ends inside a CDATA section opened at line \(scanner.line(of: start))", at: scanner.end)
            }
            if scanner.matches("]]>", at: index) { break }
            index += 1
        }
        // CDATA is kept as written, but line ends are still normalized.
        var runStart = scanner.pos + 9
        var cursor = runStart
        while cursor < index {
            if scanner.text[cursor] == XMLByte.carriageReturn {
                appendToScratch(runStart..<cursor, of: scanner)
                scratch.append(XMLByte.newline)
                cursor += cursor + 1 < index && scanner.text[cursor + 1] == XMLByte.newline ? 2 : 1
                runStart = cursor
            } else {
                cursor += 1
            }
        }
        appendToScratch(runStart..<index, of: scanner)
        scanner.pos = index + 3
    }

    private mutating func appendToScratch(_ range: Range<Int>, of scanner: PropertyListXMLScanner) {
        guard !range.isEmpty else { return }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.text[range]))
    }
}
