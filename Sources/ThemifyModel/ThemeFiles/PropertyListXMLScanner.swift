import ThemifySourceLines

/// The bytes of an XML property list and a cursor over them: the lexical layer of the reader
/// (names, whitespace, literals, comments and processing instructions, start and end tags),
/// with every problem reported at a byte offset and turned into a line and column only when it
/// is thrown out of the reader.
struct PropertyListXMLScanner {
    static let entityMessage = "theme files may not declare entities or a DTD internal subset"

    let text: UnsafeBufferPointer<UInt8>
    let end: Int
    /// Where reading goes on.
    var pos: Int

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        end = text.count
        pos = Self.byteOrderMarkLength(text)
    }

    static func byteOrderMarkLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
    }

    /// The line of `offset`, for messages that name where something was opened; counted from
    /// the start of the file, which only an error costs.
    func line(of offset: Int) -> Int {
        var counter = SourceLineCounter(start: Self.byteOrderMarkLength(text))
        counter.advance(to: offset, in: text)
        return counter.line
    }

    // MARK: Bytes and names

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        literal.withUTF8Buffer { literal in
            guard offset >= 0, literal.count <= end - offset else { return false }
            for index in 0..<literal.count where text[offset + index] != literal[index] { return false }
            return true
        }
    }

    func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && matches(literal, at: range.lowerBound)
    }

    func equals(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count where text[first.lowerBound + index] != text[second.lowerBound + index] { return false }
        return true
    }

    /// The XML name at `offset`, if one starts there. Any non-ASCII character is taken as a name
    /// character: no name outside ASCII means anything in a plist, and such an element is
    /// reported as unknown.
    func nameRange(at offset: Int) -> Range<Int>? {
        guard offset < end, Self.isNameStartByte(text[offset]) else { return nil }
        var index = offset + 1
        while index < end, Self.isNameByte(text[index]) { index += 1 }
        return offset..<index
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = pos
        while pos < end, Self.isWhitespace(text[pos]) { pos += 1 }
        return pos > start
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == XMLByte.space || byte == XMLByte.newline || byte == XMLByte.tab || byte == XMLByte.carriageReturn
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == XMLByte.underscore || byte == XMLByte.colon || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || isDigit(byte) || byte == XMLByte.hyphen || byte == XMLByte.period
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Comments, processing instructions, declarations

    /// Skips a comment or processing instruction at `pos` (which is at a `<`); false if there is none.
    mutating func skipCommentOrProcessingInstruction() throws(PropertyListSyntaxError) -> Bool {
        if matches("<!--", at: pos) {
            try skipComment()
            return true
        }
        if matches("<?", at: pos) {
            try skipProcessingInstruction()
            return true
        }
        return false
    }

    mutating func skipComment() throws(PropertyListSyntaxError) {
        let start = pos
        var index = pos + 4
        while true {
            while index < end, text[index] != XMLByte.hyphen { index += 1 }
            guard index + 1 < end else {
                throw fail("the file ends inside a comment opened at line \(line(of: start))", at: end)
            }
            if text[index + 1] == XMLByte.hyphen {
                guard index + 2 < end else {
                    throw fail("the file ends inside a comment opened at line \(line(of: start))", at: end)
                }
                guard text[index + 2] == XMLByte.greaterThan else { throw fail("'--' is not allowed inside a comment", at: index) }
                pos = index + 3
                return
            }
            index += 1
        }
    }

    mutating func skipProcessingInstruction() throws(PropertyListSyntaxError) {
        let start = pos
        guard let target = nameRange(at: pos + 2) else { throw fail("malformed processing instruction", at: start) }
        if string(target).lowercased() == "xml" {
            throw fail("the XML declaration must come first in the file", at: start)
        }
        var index = target.upperBound
        guard index < end else {
            throw fail("the file ends inside a processing instruction opened at line \(line(of: start))", at: end)
        }
        guard Self.isWhitespace(text[index]) || matches("?>", at: index) else {
            throw fail("malformed processing instruction", at: start)
        }
        while true {
            while index < end, text[index] != XMLByte.question { index += 1 }
            guard index < end else {
                throw fail("the file ends inside a processing instruction opened at line \(line(of: start))", at: end)
            }
            if matches("?>", at: index) { break }
            index += 1
        }
        pos = index + 2
    }

    func markupDeclarationError(at offset: Int) -> PropertyListSyntaxError {
        if matches("<!ENTITY", at: offset) { return fail(Self.entityMessage, at: offset) }
        if matches("<!DOCTYPE", at: offset) { return fail("a <!DOCTYPE> must come before the root element", at: offset) }
        let name = nameRange(at: offset + 2).map(string) ?? ""
        return fail("unexpected markup declaration <!\(name)", at: offset)
    }

    // MARK: Messages

    func fail(_ message: String, at offset: Int) -> PropertyListSyntaxError {
        PropertyListSyntaxError(message: message, offset: offset)
    }

    func endsInside(_ tag: PropertyListXMLTag) -> PropertyListSyntaxError {
        fail("the file ends inside <\(string(tag.name))> opened at line \(line(of: tag.offset))", at: end)
    }

    /// What stands at `offset`, for "found …" messages.
    func describe(at offset: Int) -> String {
        guard offset < end else { return "the end of the file" }
        guard text[offset] == XMLByte.lessThan else { return "text '\(snippet(at: offset))'" }
        if matches("<![CDATA[", at: offset) { return "a CDATA section" }
        if matches("</", at: offset) {
            return nameRange(at: offset + 2).map { "</\(string($0))>" } ?? "'</'"
        }
        if matches("<!", at: offset) {
            return "<!\(nameRange(at: offset + 2).map(string) ?? "")"
        }
        return nameRange(at: offset + 1).map { "<\(string($0))>" } ?? "'<'"
    }

    /// A few characters of text from `offset`, up to the line's end or the next tag.
    func snippet(at offset: Int) -> String {
        var index = offset
        var scalars = 0
        var truncated = false
        while index < end {
            let byte = text[index]
            if byte == XMLByte.lessThan || byte == XMLByte.newline || byte == XMLByte.carriageReturn { break }
            if byte & 0xC0 != 0x80 {
                if scalars == 24 {
                    truncated = true
                    break
                }
                scalars += 1
            }
            index += 1
        }
        while index > offset, Self.isWhitespace(text[index - 1]) { index -= 1 }
        return string(offset..<index) + (truncated ? "…" : "")
    }

    // MARK: Tags

    mutating func readStartTag() throws(PropertyListSyntaxError) -> PropertyListXMLTag {
        let offset = pos
        guard let name = nameRange(at: pos + 1) else { throw fail("expected an element name after '<'", at: offset) }
        pos = name.upperBound
        var attributes: [Range<Int>] = []
        while true {
            let spaced = skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
            if text[pos] == XMLByte.greaterThan {
                pos += 1
                return PropertyListXMLTag(
                    offset: offset, name: name, kind: kind(of: name), isEmpty: false, hasAttributes: !attributes.isEmpty)
            }
            if text[pos] == XMLByte.slash {
                guard pos + 1 < end, text[pos + 1] == XMLByte.greaterThan else {
                    throw fail("expected '>' after '/' in the <\(string(name))> tag", at: pos)
                }
                pos += 2
                return PropertyListXMLTag(
                    offset: offset, name: name, kind: kind(of: name), isEmpty: true, hasAttributes: !attributes.isEmpty)
            }
            guard spaced, let attribute = nameRange(at: pos) else {
                throw fail("malformed attribute in the <\(string(name))> tag", at: pos)
            }
            for earlier in attributes where equals(earlier, attribute) {
                throw fail("duplicate attribute '\(string(attribute))' in the <\(string(name))> tag", at: pos)
            }
            attributes.append(attribute)
            pos = attribute.upperBound
            skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
            guard text[pos] == XMLByte.equals else {
                throw fail("expected '=' after attribute '\(string(attribute))'", at: pos)
            }
            pos += 1
            skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
            let quote = text[pos]
            guard quote == XMLByte.quote || quote == XMLByte.apostrophe else {
                throw fail("the value of attribute '\(string(attribute))' must be quoted", at: pos)
            }
            pos += 1
            while true {
                guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
                let byte = text[pos]
                if byte == quote {
                    pos += 1
                    break
                }
                if byte == XMLByte.lessThan { throw fail("'<' is not allowed in an attribute value", at: pos) }
                if byte == XMLByte.ampersand {
                    _ = try XMLCharacterReference.read(in: &self)
                } else {
                    pos += 1
                }
            }
        }
    }

    mutating func readEndTag() throws(PropertyListSyntaxError) -> (offset: Int, name: Range<Int>) {
        let offset = pos
        guard let name = nameRange(at: pos + 2) else { throw fail("expected an element name after '</'", at: offset) }
        pos = name.upperBound
        skipWhitespace()
        guard pos < end else { throw fail("the file ends inside the </\(string(name))> tag", at: end) }
        guard text[pos] == XMLByte.greaterThan else { throw fail("expected '>' to close the </\(string(name))> tag", at: pos) }
        pos += 1
        return (offset, name)
    }

    private func kind(of name: Range<Int>) -> PropertyListXMLTag.Kind {
        switch name.count {
        case 3:
            if equals(name, "key") { return .key }
        case 4:
            if equals(name, "dict") { return .dict }
            if equals(name, "real") { return .real }
            if equals(name, "true") { return .true }
            if equals(name, "date") { return .date }
            if equals(name, "data") { return .data }
        case 5:
            if equals(name, "array") { return .array }
            if equals(name, "plist") { return .plist }
            if equals(name, "false") { return .false }
        case 6:
            if equals(name, "string") { return .string }
        case 7:
            if equals(name, "integer") { return .integer }
        default:
            break
        }
        return .unknown
    }
}
