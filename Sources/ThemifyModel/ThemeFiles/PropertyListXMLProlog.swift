/// What comes before a property list's root element: the encoding (UTF-8 only), the XML
/// declaration, the DOCTYPE (never with an internal subset, and nothing it names is fetched),
/// comments and processing instructions.
struct PropertyListXMLProlog {
    var scanner: PropertyListXMLScanner

    /// Everything before the root element, checked: the encoding, the XML declaration, the
    /// characters of the whole file, then comments, processing instructions and the DOCTYPE.
    /// Returns the `<plist>` start tag.
    mutating func read() throws(PropertyListSyntaxError) -> PropertyListXMLTag {
        try checkNotUTF16()
        try readXMLDeclaration()
        try validateCharacters()
        var sawDoctype = false
        while true {
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end, scanner.text[scanner.pos] == XMLByte.lessThan else {
                throw scanner.fail("expected a <plist> root element, found \(scanner.describe(at: scanner.pos))", at: scanner.pos)
            }
            if try scanner.skipCommentOrProcessingInstruction() { continue }
            if scanner.matches("<!DOCTYPE", at: scanner.pos) {
                if sawDoctype { throw scanner.fail("a file may have only one <!DOCTYPE>", at: scanner.pos) }
                try readDoctype()
                sawDoctype = true
                continue
            }
            if scanner.matches("<!", at: scanner.pos) {
                if scanner.matches("<![CDATA[", at: scanner.pos) {
                    throw scanner.fail("expected a <plist> root element, found a CDATA section", at: scanner.pos)
                }
                throw scanner.markupDeclarationError(at: scanner.pos)
            }
            if scanner.matches("</", at: scanner.pos) {
                throw scanner.fail("expected a <plist> root element, found \(scanner.describe(at: scanner.pos))", at: scanner.pos)
            }
            let tag = try scanner.readStartTag()
            guard tag.kind == .plist else {
                throw scanner.fail("expected a <plist> root element, found <\(scanner.string(tag.name))>", at: tag.offset)
            }
            if tag.isEmpty { throw scanner.fail("a <plist> holds exactly one value", at: tag.offset) }
            return tag
        }
    }

    private func checkNotUTF16() throws(PropertyListSyntaxError) {
        guard scanner.end >= 2 else { return }
        let (first, second) = (scanner.text[0], scanner.text[1])
        if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
            || (first == 0x00 && second == XMLByte.lessThan) || (first == XMLByte.lessThan && second == 0x00)
        {
            throw scanner.fail("theme files must be UTF-8; this one is UTF-16", at: 0)
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, all but the version optional.
    private mutating func readXMLDeclaration() throws(PropertyListSyntaxError) {
        guard scanner.matches("<?xml", at: scanner.pos), scanner.pos + 5 < scanner.end,
            PropertyListXMLScanner.isWhitespace(scanner.text[scanner.pos + 5]) || scanner.text[scanner.pos + 5] == XMLByte.question
        else {
            return
        }
        let start = scanner.pos
        scanner.pos += 5
        // 0: nothing yet, 1: version, 2: encoding, 3: standalone.
        var seen = 0
        while true {
            let spaced = scanner.skipWhitespace()
            guard scanner.pos < scanner.end else { throw scanner.fail("the file ends inside the XML declaration", at: scanner.end) }
            if scanner.matches("?>", at: scanner.pos) {
                scanner.pos += 2
                break
            }
            guard spaced, let nameRange = scanner.nameRange(at: scanner.pos) else {
                throw scanner.fail("malformed XML declaration", at: scanner.pos)
            }
            let attributeOffset = scanner.pos
            let name = scanner.string(nameRange)
            scanner.pos = nameRange.upperBound
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end, scanner.text[scanner.pos] == XMLByte.equals else {
                throw scanner.fail("malformed XML declaration", at: scanner.pos)
            }
            scanner.pos += 1
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end, scanner.text[scanner.pos] == XMLByte.quote || scanner.text[scanner.pos] == XMLByte.apostrophe
            else {
                throw scanner.fail("malformed XML declaration", at: scanner.pos)
            }
            let quote = scanner.text[scanner.pos]
            scanner.pos += 1
            let valueStart = scanner.pos
            while scanner.pos < scanner.end, scanner.text[scanner.pos] != quote { scanner.pos += 1 }
            guard scanner.pos < scanner.end else { throw scanner.fail("the file ends inside the XML declaration", at: scanner.end) }
            let value = scanner.string(valueStart..<scanner.pos)
            scanner.pos += 1
            switch name {
            case "version" where seen == 0:
                guard value.hasPrefix("1."), value.utf8.count > 2, value.utf8.dropFirst(2).allSatisfy(PropertyListXMLScanner.isDigit) else {
                    throw scanner.fail("unsupported XML version '\(value)'", at: attributeOffset)
                }
                seen = 1
            case "encoding" where seen == 1:
                guard value.lowercased() == "utf-8" else {
                    throw scanner.fail("theme files must be UTF-8; this one declares encoding '\(value)'", at: attributeOffset)
                }
                seen = 2
            case "standalone" where seen == 1 || seen == 2:
                guard value == "yes" || value == "no" else { throw scanner.fail("malformed XML declaration", at: attributeOffset) }
                seen = 3
            default:
                if seen == 0 { throw scanner.fail("the XML declaration must start with version=\"1.0\"", at: attributeOffset) }
                throw scanner.fail("unexpected '\(name)' in the XML declaration", at: attributeOffset)
            }
        }
        if seen == 0 { throw scanner.fail("the XML declaration must start with version=\"1.0\"", at: start) }
    }

    /// Checks once, up front, that the file is UTF-8 holding only characters XML allows, so the
    /// reader can slice strings from it without decoding a scalar at a time.
    private func validateCharacters() throws(PropertyListSyntaxError) {
        var index = PropertyListXMLScanner.byteOrderMarkLength(scanner.text)
        while index < scanner.end {
            let byte = scanner.text[index]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != XMLByte.newline && byte != XMLByte.carriageReturn {
                    throw scanner.fail("the character U+\(PropertyListXMLScanner.hex(UInt32(byte))) is not allowed in XML", at: index)
                }
                index += 1
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowest = 0xA0
            case 0xED:
                length = 3
                highest = 0x9F  // no surrogates
            case 0xE1...0xEF: length = 3
            case 0xF0:
                length = 4
                lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                highest = 0x8F
            default: throw scanner.fail("the file is not valid UTF-8", at: index)
            }
            guard index + length <= scanner.end, (lowest...highest).contains(scanner.text[index + 1]) else {
                throw scanner.fail("the file is not valid UTF-8", at: index)
            }
            for continuation in 2..<length where scanner.text[index + continuation] & 0xC0 != 0x80 {
                throw scanner.fail("the file is not valid UTF-8", at: index)
            }
            // U+FFFE and U+FFFF are not XML characters.
            if byte == 0xEF && scanner.text[index + 1] == 0xBF && scanner.text[index + 2] >= 0xBE {
                throw scanner.fail("the character U+FFF\(scanner.text[index + 2] == 0xBE ? "E" : "F") is not allowed in XML", at: index)
            }
            index += length
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, `<!DOCTYPE plist SYSTEM "…">` or `<!DOCTYPE plist>`.
    /// Nothing it names is ever fetched.
    private mutating func readDoctype() throws(PropertyListSyntaxError) {
        let start = scanner.pos
        scanner.pos += 9
        guard scanner.skipWhitespace(), let name = scanner.nameRange(at: scanner.pos) else {
            throw scanner.fail("malformed <!DOCTYPE> declaration", at: start)
        }
        guard scanner.equals(name, "plist") else {
            throw scanner.fail("the <!DOCTYPE> must name the plist root element, not '\(scanner.string(name))'", at: name.lowerBound)
        }
        scanner.pos = name.upperBound
        if scanner.skipWhitespace() && (scanner.matches("PUBLIC", at: scanner.pos) || scanner.matches("SYSTEM", at: scanner.pos)) {
            let isPublic = scanner.matches("PUBLIC", at: scanner.pos)
            scanner.pos += 6
            guard scanner.skipWhitespace() else { throw scanner.fail("malformed <!DOCTYPE> declaration", at: scanner.pos) }
            try skipDoctypeLiteral(isPublicID: isPublic)
            if isPublic {
                guard scanner.skipWhitespace() else { throw scanner.fail("malformed <!DOCTYPE> declaration", at: scanner.pos) }
                try skipDoctypeLiteral(isPublicID: false)
            }
            scanner.skipWhitespace()
        }
        guard scanner.pos < scanner.end else { throw scanner.fail("the file ends inside the <!DOCTYPE> declaration", at: scanner.end) }
        if scanner.text[scanner.pos] == XMLByte.leftBracket { throw scanner.fail(PropertyListXMLScanner.entityMessage, at: scanner.pos) }
        guard scanner.text[scanner.pos] == XMLByte.greaterThan else {
            throw scanner.fail("malformed <!DOCTYPE> declaration", at: scanner.pos)
        }
        scanner.pos += 1
    }

    /// A quoted system literal (anything but its quote), or a public ID (XML's PubidChar only).
    private mutating func skipDoctypeLiteral(isPublicID: Bool) throws(PropertyListSyntaxError) {
        guard scanner.pos < scanner.end else { throw scanner.fail("the file ends inside the <!DOCTYPE> declaration", at: scanner.end) }
        let quote = scanner.text[scanner.pos]
        guard quote == XMLByte.quote || quote == XMLByte.apostrophe else {
            throw scanner.fail("malformed <!DOCTYPE> declaration", at: scanner.pos)
        }
        scanner.pos += 1
        while scanner.pos < scanner.end, scanner.text[scanner.pos] != quote {
            if isPublicID && !Self.isPublicIDByte(scanner.text[scanner.pos]) {
                throw scanner.fail("malformed <!DOCTYPE> declaration", at: scanner.pos)
            }
            scanner.pos += 1
        }
        guard scanner.pos < scanner.end else { throw scanner.fail("the file ends inside the <!DOCTYPE> declaration", at: scanner.end) }
        scanner.pos += 1
    }

    private static func isPublicIDByte(_ byte: UInt8) -> Bool {
        if byte == XMLByte.space || byte == XMLByte.newline || byte == XMLByte.carriageReturn { return true }
        let lower = byte | 0x20
        if (lower >= 0x61 && lower <= 0x7A) || PropertyListXMLScanner.isDigit(byte) { return true }
        return "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
    }
}
