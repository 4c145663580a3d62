/// Reads XML property lists in Swift alone (no libxml2, no `XMLParser`, so the model builds for
/// an app), keeping the line and column of every value and key.
///
/// Strict on the plist subset of XML 1.0: an optional UTF-8 declaration, comments, a DOCTYPE
/// without an internal subset, one value in `<plist>`, the predefined entities, character
/// references and CDATA in text. A DTD internal subset or an entity declaration is refused:
/// property lists never need one, and expanding entities is how a small file becomes a huge one.
///
/// One pass over the bytes, iterative rather than recursive: nesting costs heap, not stack (the
/// reader may run on a secondary thread with a small stack), and no position is found by
/// rescanning from the start of the file.
struct PropertyListXMLReader {
    static let maximumDepth = PropertyListThemeFileReader.maximumDepth

    static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        let result = bytes.withUnsafeBufferPointer { text -> Result<ThemeFileNode, PropertyListSyntaxError> in
            var reader = PropertyListXMLReader(text, path: path)
            do throws(PropertyListSyntaxError) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node):
            return node
        case .failure(let error):
            // The one place a position is found from the start of the file: once, for the error.
            let (line, column) = bytes.withUnsafeBufferPointer { text in
                var counter = PropertyListLineCounter(start: byteOrderMarkLength(text))
                counter.advance(to: min(error.offset, text.count), in: text)
                return (counter.line, counter.column)
            }
            throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: line, column: column)))
        }
    }

    // MARK: State

    private enum Kind {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data, unknown

        /// The name of a container kind, for messages.
        var name: String {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            default: "array"
            }
        }
    }

    private struct StartTag {
        var offset: Int
        var name: Range<Int>
        var kind: Kind
        /// `<name/>`.
        var isEmpty: Bool
        var hasAttributes: Bool
    }

    /// A `<plist>`, `<dict>` or `<array>` whose end tag has not been reached yet.
    private struct Frame {
        var kind: Kind
        var offset: Int
        var location: SourceLocation
        var items: [ThemeFileNode] = []
        var members: [ThemeFileMember] = []
        /// Line of each key, for duplicate diagnostics; filled only once a dictionary outgrows a
        /// linear search of its members.
        var keyLines: [String: Int] = [:]
        /// The key whose value comes next.
        var pendingKey: String?
        var pendingKeyOffset = 0
        var pendingKeyLocation = SourceLocation(path: "")
    }

    private static let linearKeySearchLimit = 8
    private static let entityMessage = "theme files may not declare entities or a DTD internal subset"

    private let text: UnsafeBufferPointer<UInt8>
    private let path: String
    private let end: Int
    private var pos: Int
    private var counter: PropertyListLineCounter
    private var stack: [Frame] = []
    /// Open `<dict>` and `<array>` elements.
    private var depth = 0
    /// Reused for text that needs decoding, so a string costs no allocation beyond itself.
    private var scratch: [UInt8] = []

    private init(_ text: UnsafeBufferPointer<UInt8>, path: String) {
        self.text = text
        self.path = path
        end = text.count
        pos = Self.byteOrderMarkLength(text)
        counter = PropertyListLineCounter(start: pos)
    }

    private static func byteOrderMarkLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
    }

    // MARK: Document

    private mutating func document() throws(PropertyListSyntaxError) -> ThemeFileNode {
        try checkNotUTF16()
        try readXMLDeclaration()
        try validateCharacters()
        try readProlog()
        let root = try readContent()
        try readEpilog()
        return root
    }

    private func checkNotUTF16() throws(PropertyListSyntaxError) {
        guard end >= 2 else { return }
        let (first, second) = (text[0], text[1])
        if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
            || (first == 0x00 && second == Byte.lessThan) || (first == Byte.lessThan && second == 0x00)
        {
            throw fail("theme files must be UTF-8; this one is UTF-16", at: 0)
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, all but the version optional.
    private mutating func readXMLDeclaration() throws(PropertyListSyntaxError) {
        guard matches("<?xml", at: pos), pos + 5 < end, Self.isWhitespace(text[pos + 5]) || text[pos + 5] == Byte.question else {
            return
        }
        let start = pos
        pos += 5
        // 0: nothing yet, 1: version, 2: encoding, 3: standalone.
        var seen = 0
        while true {
            let spaced = skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the XML declaration", at: end) }
            if matches("?>", at: pos) {
                pos += 2
                break
            }
            guard spaced, let nameRange = nameRange(at: pos) else { throw fail("malformed XML declaration", at: pos) }
            let attributeOffset = pos
            let name = string(nameRange)
            pos = nameRange.upperBound
            skipWhitespace()
            guard pos < end, text[pos] == Byte.equals else { throw fail("malformed XML declaration", at: pos) }
            pos += 1
            skipWhitespace()
            guard pos < end, text[pos] == Byte.quote || text[pos] == Byte.apostrophe else {
                throw fail("malformed XML declaration", at: pos)
            }
            let quote = text[pos]
            pos += 1
            let valueStart = pos
            while pos < end, text[pos] != quote { pos += 1 }
            guard pos < end else { throw fail("the file ends inside the XML declaration", at: end) }
            let value = string(valueStart..<pos)
            pos += 1
            switch name {
            case "version" where seen == 0:
                guard value.hasPrefix("1."), value.utf8.count > 2, value.utf8.dropFirst(2).allSatisfy(Self.isDigit) else {
                    throw fail("unsupported XML version '\(value)'", at: attributeOffset)
                }
                seen = 1
            case "encoding" where seen == 1:
                guard value.lowercased() == "utf-8" else {
                    throw fail("theme files must be UTF-8; this one declares encoding '\(value)'", at: attributeOffset)
                }
                seen = 2
            case "standalone" where seen == 1 || seen == 2:
                guard value == "yes" || value == "no" else { throw fail("malformed XML declaration", at: attributeOffset) }
                seen = 3
            default:
                if seen == 0 { throw fail("the XML declaration must start with version=\"1.0\"", at: attributeOffset) }
                throw fail("unexpected '\(name)' in the XML declaration", at: attributeOffset)
            }
        }
        if seen == 0 { throw fail("the XML declaration must start with version=\"1.0\"", at: start) }
    }

    /// Checks once, up front, that the file is UTF-8 holding only characters XML allows, so the
    /// reader can slice strings from it without decoding a scalar at a time.
    private func validateCharacters() throws(PropertyListSyntaxError) {
        var index = Self.byteOrderMarkLength(text)
        while index < end {
            let byte = text[index]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != Byte.newline && byte != Byte.carriageReturn {
                    throw fail("the character U+\(Self.hex(UInt32(byte))) is not allowed in XML", at: index)
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
            default: throw fail("the file is not valid UTF-8", at: index)
            }
            guard index + length <= end, (lowest...highest).contains(text[index + 1]) else {
                throw fail("the file is not valid UTF-8", at: index)
            }
            for continuation in 2..<length where text[index + continuation] & 0xC0 != 0x80 {
                throw fail("the file is not valid UTF-8", at: index)
            }
            // U+FFFE and U+FFFF are not XML characters.
            if byte == 0xEF && text[index + 1] == 0xBF && text[index + 2] >= 0xBE {
                throw fail("the character U+FFF\(text[index + 2] == 0xBE ? "E" : "F") is not allowed in XML", at: index)
            }
            index += length
        }
    }

    /// Comments, processing instructions and the DOCTYPE, up to and through `<plist>`.
    private mutating func readProlog() throws(PropertyListSyntaxError) {
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard pos < end, text[pos] == Byte.lessThan else {
                throw fail("expected a <plist> root element, found \(describe(at: pos))", at: pos)
            }
            if try skipCommentOrProcessingInstruction() { continue }
            if matches("<!DOCTYPE", at: pos) {
                if sawDoctype { throw fail("a file may have only one <!DOCTYPE>", at: pos) }
                try readDoctype()
                sawDoctype = true
                continue
            }
            if matches("<!", at: pos) {
                if matches("<![CDATA[", at: pos) {
                    throw fail("expected a <plist> root element, found a CDATA section", at: pos)
                }
                throw markupDeclarationError(at: pos)
            }
            if matches("</", at: pos) {
                throw fail("expected a <plist> root element, found \(describe(at: pos))", at: pos)
            }
            let tag = try readStartTag()
            guard tag.kind == .plist else {
                throw fail("expected a <plist> root element, found <\(string(tag.name))>", at: tag.offset)
            }
            if tag.isEmpty { throw fail("a <plist> holds exactly one value", at: tag.offset) }
            stack.append(Frame(kind: .plist, offset: tag.offset, location: location(at: tag.offset)))
            return
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, `<!DOCTYPE plist SYSTEM "…">` or `<!DOCTYPE plist>`.
    /// Nothing it names is ever fetched.
    private mutating func readDoctype() throws(PropertyListSyntaxError) {
        let start = pos
        pos += 9
        guard skipWhitespace(), let name = nameRange(at: pos) else { throw fail("malformed <!DOCTYPE> declaration", at: start) }
        guard equals(name, "plist") else {
            throw fail("the <!DOCTYPE> must name the plist root element, not '\(string(name))'", at: name.lowerBound)
        }
        pos = name.upperBound
        if skipWhitespace() && (matches("PUBLIC", at: pos) || matches("SYSTEM", at: pos)) {
            let isPublic = matches("PUBLIC", at: pos)
            pos += 6
            guard skipWhitespace() else { throw fail("malformed <!DOCTYPE> declaration", at: pos) }
            try skipDoctypeLiteral(isPublicID: isPublic)
            if isPublic {
                guard skipWhitespace() else { throw fail("malformed <!DOCTYPE> declaration", at: pos) }
                try skipDoctypeLiteral(isPublicID: false)
            }
            skipWhitespace()
        }
        guard pos < end else { throw fail("the file ends inside the <!DOCTYPE> declaration", at: end) }
        if text[pos] == Byte.leftBracket { throw fail(Self.entityMessage, at: pos) }
        guard text[pos] == Byte.greaterThan else { throw fail("malformed <!DOCTYPE> declaration", at: pos) }
        pos += 1
    }

    /// A quoted system literal (anything but its quote), or a public ID (XML's PubidChar only).
    private mutating func skipDoctypeLiteral(isPublicID: Bool) throws(PropertyListSyntaxError) {
        guard pos < end else { throw fail("the file ends inside the <!DOCTYPE> declaration", at: end) }
        let quote = text[pos]
        guard quote == Byte.quote || quote == Byte.apostrophe else { throw fail("malformed <!DOCTYPE> declaration", at: pos) }
        pos += 1
        while pos < end, text[pos] != quote {
            if isPublicID && !Self.isPublicIDByte(text[pos]) {
                throw fail("malformed <!DOCTYPE> declaration", at: pos)
            }
            pos += 1
        }
        guard pos < end else { throw fail("the file ends inside the <!DOCTYPE> declaration", at: end) }
        pos += 1
    }

    /// Reads elements until `</plist>`, returning the value it holds.
    private mutating func readContent() throws(PropertyListSyntaxError) -> ThemeFileNode {
        while true {
            skipWhitespace()
            guard pos < end else {
                let top = stack.count - 1
                let line = stack[top].location.line ?? 1
                throw fail("the file ends inside <\(stack[top].kind.name)> opened at line \(line)", at: end)
            }
            guard text[pos] == Byte.lessThan else { throw fail("\(expectation()), found \(describe(at: pos))", at: pos) }
            if try skipCommentOrProcessingInstruction() { continue }
            if matches("</", at: pos) {
                if let document = try closeContainer() { return document }
                continue
            }
            if matches("<!", at: pos) {
                if matches("<![CDATA[", at: pos) { throw fail("\(expectation()), found a CDATA section", at: pos) }
                throw markupDeclarationError(at: pos)
            }
            let tag = try readStartTag()
            if let node = try readValue(tag) { attach(node) }
        }
    }

    /// What the open container wants next, for "expected …, found …" messages.
    private func expectation() -> String {
        let top = stack.count - 1
        switch stack[top].kind {
        case .dict:
            if let key = stack[top].pendingKey { return "expected a value for key '\(key)'" }
            return "expected <key> in <dict>"
        case .array:
            return "expected a value in <array>"
        default:
            return "expected a value in <plist>"
        }
    }

    /// Handles the start tag of an element inside a container: reads it whole if it is a key
    /// or a scalar, opens a frame (returning nil) if it is a non-empty container.
    private mutating func readValue(_ tag: StartTag) throws(PropertyListSyntaxError) -> ThemeFileNode? {
        let top = stack.count - 1
        let kind = stack[top].kind
        if kind == .dict && stack[top].pendingKey == nil {
            guard tag.kind == .key else { throw fail("expected <key> in <dict>, found <\(string(tag.name))>", at: tag.offset) }
            try readKey(tag)
            return nil
        }
        if kind == .plist && !stack[top].items.isEmpty { throw fail("a <plist> holds exactly one value", at: tag.offset) }
        switch tag.kind {
        case .key:
            if let key = stack[top].pendingKey { throw fail("key '\(key)' has no value", at: stack[top].pendingKeyOffset) }
            throw fail("<key> is only allowed in a <dict>", at: tag.offset)
        case .date, .data:
            throw fail("<\(string(tag.name))> is not a theme value; use a string", at: tag.offset)
        case .plist:
            throw fail("<plist> is only allowed as the root element", at: tag.offset)
        case .unknown:
            throw fail("unknown property-list element <\(string(tag.name))>", at: tag.offset)
        default:
            break
        }
        if tag.hasAttributes { throw fail("<\(string(tag.name))> takes no attributes", at: tag.offset) }
        let location = location(at: tag.offset)
        let content: ThemeFileNode.Content
        switch tag.kind {
        case .string:
            content = .string(tag.isEmpty ? "" : try readText(of: tag))
        case .integer:
            let raw = Self.trimmed(tag.isEmpty ? "" : try readText(of: tag))
            guard let value = Self.integer(raw) else { throw fail("'\(Self.abbreviated(raw))' is not an integer", at: tag.offset) }
            content = .integer(value)
        case .real:
            let raw = Self.trimmed(tag.isEmpty ? "" : try readText(of: tag))
            guard let value = Self.real(raw) else { throw fail("'\(Self.abbreviated(raw))' is not a number", at: tag.offset) }
            content = .real(value)
        case .true, .false:
            if !tag.isEmpty { try readEmptyContent(of: tag) }
            content = .bool(tag.kind == .true)
        default:  // .dict, .array
            guard depth < Self.maximumDepth else {
                throw fail("nesting is deeper than \(Self.maximumDepth) levels", at: tag.offset)
            }
            if tag.isEmpty {
                content = tag.kind == .dict ? .dictionary([]) : .array([])
            } else {
                depth += 1
                stack.append(Frame(kind: tag.kind, offset: tag.offset, location: location))
                return nil
            }
        }
        return ThemeFileNode(content, at: location)
    }

    private mutating func readKey(_ tag: StartTag) throws(PropertyListSyntaxError) {
        if tag.hasAttributes { throw fail("<key> takes no attributes", at: tag.offset) }
        let keyLocation = location(at: tag.offset)
        let key = tag.isEmpty ? "" : try readText(of: tag)
        let top = stack.count - 1
        if let firstLine = firstLine(ofKey: key, inFrame: top) {
            throw fail("duplicate key '\(key)' (first at line \(firstLine))", at: tag.offset)
        }
        stack[top].pendingKey = key
        stack[top].pendingKeyOffset = tag.offset
        stack[top].pendingKeyLocation = keyLocation
    }

    private func firstLine(ofKey key: String, inFrame top: Int) -> Int? {
        if stack[top].keyLines.isEmpty {
            for member in stack[top].members where member.key == key { return member.keyLocation.line }
            return nil
        }
        return stack[top].keyLines[key]
    }

    /// Files a finished value into the innermost open container.
    private mutating func attach(_ node: ThemeFileNode) {
        let top = stack.count - 1
        guard stack[top].kind == .dict else {
            stack[top].items.append(node)
            return
        }
        let key = stack[top].pendingKey ?? ""
        let keyLocation = stack[top].pendingKeyLocation
        stack[top].pendingKey = nil
        stack[top].members.append(ThemeFileMember(key: key, at: keyLocation, value: node))
        let count = stack[top].members.count
        if count > Self.linearKeySearchLimit {
            if stack[top].keyLines.isEmpty {
                for member in stack[top].members { stack[top].keyLines[member.key] = member.keyLocation.line ?? 1 }
            } else {
                stack[top].keyLines[key] = keyLocation.line ?? 1
            }
        }
    }

    /// Reads an end tag where a value may stand; closes the innermost container. Returns the
    /// document's value once `</plist>` is read.
    private mutating func closeContainer() throws(PropertyListSyntaxError) -> ThemeFileNode? {
        let endTag = try readEndTag()
        let top = stack.count - 1
        let kind = stack[top].kind
        guard equals(endTag.name, kind) else {
            throw fail("expected </\(kind.name)>, found </\(string(endTag.name))>", at: endTag.offset)
        }
        if kind == .dict, let key = stack[top].pendingKey {
            throw fail("key '\(key)' has no value", at: stack[top].pendingKeyOffset)
        }
        let frame = stack.removeLast()
        switch kind {
        case .plist:
            guard frame.items.count == 1 else { throw fail("a <plist> holds exactly one value", at: frame.offset) }
            return frame.items[0]
        case .dict:
            depth -= 1
            attach(ThemeFileNode(.dictionary(frame.members), at: frame.location))
        default:
            depth -= 1
            attach(ThemeFileNode(.array(frame.items), at: frame.location))
        }
        return nil
    }

    /// After `</plist>`: only whitespace, comments and processing instructions.
    private mutating func readEpilog() throws(PropertyListSyntaxError) {
        while true {
            skipWhitespace()
            guard pos < end else { return }
            if text[pos] == Byte.lessThan, try skipCommentOrProcessingInstruction() { continue }
            throw fail("expected the end of the file after </plist>, found \(describe(at: pos))", at: pos)
        }
    }

    // MARK: Tags

    private mutating func readStartTag() throws(PropertyListSyntaxError) -> StartTag {
        let offset = pos
        guard let name = nameRange(at: pos + 1) else { throw fail("expected an element name after '<'", at: offset) }
        pos = name.upperBound
        var attributes: [Range<Int>] = []
        while true {
            let spaced = skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
            if text[pos] == Byte.greaterThan {
                pos += 1
                return StartTag(offset: offset, name: name, kind: kind(of: name), isEmpty: false, hasAttributes: !attributes.isEmpty)
            }
            if text[pos] == Byte.slash {
                guard pos + 1 < end, text[pos + 1] == Byte.greaterThan else {
                    throw fail("expected '>' after '/' in the <\(string(name))> tag", at: pos)
                }
                pos += 2
                return StartTag(offset: offset, name: name, kind: kind(of: name), isEmpty: true, hasAttributes: !attributes.isEmpty)
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
            guard text[pos] == Byte.equals else {
                throw fail("expected '=' after attribute '\(string(attribute))'", at: pos)
            }
            pos += 1
            skipWhitespace()
            guard pos < end else { throw fail("the file ends inside the <\(string(name))> tag", at: end) }
            let quote = text[pos]
            guard quote == Byte.quote || quote == Byte.apostrophe else {
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
                if byte == Byte.lessThan { throw fail("'<' is not allowed in an attribute value", at: pos) }
                if byte == Byte.ampersand {
                    _ = try readReference()
                } else {
                    pos += 1
                }
            }
        }
    }

    private mutating func readEndTag() throws(PropertyListSyntaxError) -> (offset: Int, name: Range<Int>) {
        let offset = pos
        guard let name = nameRange(at: pos + 2) else { throw fail("expected an element name after '</'", at: offset) }
        pos = name.upperBound
        skipWhitespace()
        guard pos < end else { throw fail("the file ends inside the </\(string(name))> tag", at: end) }
        guard text[pos] == Byte.greaterThan else { throw fail("expected '>' to close the </\(string(name))> tag", at: pos) }
        pos += 1
        return (offset, name)
    }

    private func kind(of name: Range<Int>) -> Kind {
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

    // MARK: Text

    /// The text of a `<key>`, `<string>`, `<integer>` or `<real>` through its end tag: references
    /// resolved, CDATA sections kept as written, comments dropped, line ends made `\n`.
    private mutating func readText(of tag: StartTag) throws(PropertyListSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        // False while the text is one untouched run of the file, which becomes the String directly.
        var usesScratch = false
        var runStart = pos
        var index = pos
        while true {
            while index < end {
                let byte = text[index]
                if byte == Byte.lessThan || byte == Byte.ampersand || byte == Byte.carriageReturn || byte == Byte.rightBracket {
                    break
                }
                index += 1
            }
            guard index < end else { throw endsInside(tag) }
            switch text[index] {
            case Byte.rightBracket:
                if matches("]]>", at: index) { throw fail("']]>' is not allowed in text", at: index) }
                index += 1
            case Byte.carriageReturn:
                appendToScratch(runStart..<index)
                scratch.append(Byte.newline)
                usesScratch = true
                index += index + 1 < end && text[index + 1] == Byte.newline ? 2 : 1
                runStart = index
            case Byte.ampersand:
                appendToScratch(runStart..<index)
                usesScratch = true
                pos = index
                appendScalar(try readReference())
                index = pos
                runStart = index
            default:  // '<'
                if matches("</", at: index) {
                    let content: String
                    if usesScratch {
                        appendToScratch(runStart..<index)
                        content = String(decoding: scratch, as: UTF8.self)
                    } else {
                        content = string(runStart..<index)
                    }
                    pos = index
                    let endTag = try readEndTag()
                    guard equals(endTag.name, tag.name) else {
                        throw fail("expected </\(string(tag.name))>, found </\(string(endTag.name))>", at: endTag.offset)
                    }
                    return content
                }
                appendToScratch(runStart..<index)
                usesScratch = true
                pos = index
                if try skipCommentOrProcessingInstruction() {
                    // Dropped, as XML says.
                } else if matches("<![CDATA[", at: index) {
                    try readCDATA()
                } else if matches("<!", at: index) {
                    throw markupDeclarationError(at: index)
                } else if let name = nameRange(at: index + 1) {
                    throw fail("<\(string(tag.name))> holds only text, found <\(string(name))>", at: index)
                } else {
                    throw fail("'<' must be written &lt; in text", at: index)
                }
                index = pos
                runStart = index
            }
        }
    }

    /// `<true></true>`: only whitespace, comments or processing instructions before the end tag.
    private mutating func readEmptyContent(of tag: StartTag) throws(PropertyListSyntaxError) {
        while true {
            skipWhitespace()
            guard pos < end else { throw endsInside(tag) }
            if text[pos] == Byte.lessThan {
                if try skipCommentOrProcessingInstruction() { continue }
                if matches("</", at: pos) {
                    let endTag = try readEndTag()
                    guard equals(endTag.name, tag.name) else {
                        throw fail("expected </\(string(tag.name))>, found </\(string(endTag.name))>", at: endTag.offset)
                    }
                    return
                }
            }
            throw fail("<\(string(tag.name))> holds no content, found \(describe(at: pos))", at: pos)
        }
    }

    private mutating func readCDATA() throws(PropertyListSyntaxError) {
        let start = pos
        var index = pos + 9
        while true {
            while index < end, text[index] != Byte.rightBracket { index += 1 }
            guard index < end else {
                throw fail("the file ends inside a CDATA section opened at line \(line(of: start))", at: end)
            }
            if matches("]]>", at: index) { break }
            index += 1
        }
        // CDATA is kept as written, but line ends are still normalized.
        var runStart = pos + 9
        var cursor = runStart
        while cursor < index {
            if text[cursor] == Byte.carriageReturn {
                appendToScratch(runStart..<cursor)
                scratch.append(Byte.newline)
                cursor += cursor + 1 < index && text[cursor + 1] == Byte.newline ? 2 : 1
                runStart = cursor
            } else {
                cursor += 1
            }
        }
        appendToScratch(runStart..<index)
        pos = index + 3
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#123;` or `&#x1F600;` at `pos`; returns its scalar.
    private mutating func readReference() throws(PropertyListSyntaxError) -> UInt32 {
        let start = pos
        var index = pos + 1
        if index < end && text[index] == Byte.hash {
            index += 1
            let isHex = index < end && text[index] == Byte.lowercaseX
            if isHex { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < end, let digit = Self.digitValue(text[index], hex: isHex) {
                // Stop growing past the largest scalar; the value is refused below either way.
                if value <= 0x10FFFF { value = value * (isHex ? 16 : 10) + digit }
                digits += 1
                index += 1
            }
            guard digits > 0, index < end, text[index] == Byte.semicolon else {
                throw fail("malformed character reference", at: start)
            }
            guard Self.isXMLCharacter(value) else {
                throw fail("'\(string(start..<index + 1))' is not an allowed character", at: start)
            }
            pos = index + 1
            return value
        }
        let nameStart = index
        while index < end, Self.isNameByte(text[index]) { index += 1 }
        guard index > nameStart, index < end, text[index] == Byte.semicolon else {
            throw fail("a bare '&' must be written &amp;", at: start)
        }
        let name = nameStart..<index
        let value: UInt32
        if equals(name, "lt") {
            value = UInt32(Byte.lessThan)
        } else if equals(name, "gt") {
            value = UInt32(Byte.greaterThan)
        } else if equals(name, "amp") {
            value = UInt32(Byte.ampersand)
        } else if equals(name, "quot") {
            value = UInt32(Byte.quote)
        } else if equals(name, "apos") {
            value = UInt32(Byte.apostrophe)
        } else {
            throw fail(
                "unknown entity '&\(string(name));'; theme files use only &lt; &gt; &amp; &quot; &apos; and character references", at: start
            )
        }
        pos = index + 1
        return value
    }

    private mutating func appendToScratch(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[range]))
    }

    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case ..<0x80:
            scratch.append(UInt8(value))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    // MARK: Comments, processing instructions, declarations

    /// Skips a comment or processing instruction at `pos` (which is at a `<`); false if there is none.
    private mutating func skipCommentOrProcessingInstruction() throws(PropertyListSyntaxError) -> Bool {
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

    private mutating func skipComment() throws(PropertyListSyntaxError) {
        let start = pos
        var index = pos + 4
        while true {
            while index < end, text[index] != Byte.hyphen { index += 1 }
            guard index + 1 < end else {
                throw fail("the file ends inside a comment opened at line \(line(of: start))", at: end)
            }
            if text[index + 1] == Byte.hyphen {
                guard index + 2 < end else {
                    throw fail("the file ends inside a comment opened at line \(line(of: start))", at: end)
                }
                guard text[index + 2] == Byte.greaterThan else { throw fail("'--' is not allowed inside a comment", at: index) }
                pos = index + 3
                return
            }
            index += 1
        }
    }

    private mutating func skipProcessingInstruction() throws(PropertyListSyntaxError) {
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
            while index < end, text[index] != Byte.question { index += 1 }
            guard index < end else {
                throw fail("the file ends inside a processing instruction opened at line \(line(of: start))", at: end)
            }
            if matches("?>", at: index) { break }
            index += 1
        }
        pos = index + 2
    }

    private func markupDeclarationError(at offset: Int) -> PropertyListSyntaxError {
        if matches("<!ENTITY", at: offset) { return fail(Self.entityMessage, at: offset) }
        if matches("<!DOCTYPE", at: offset) { return fail("a <!DOCTYPE> must come before the root element", at: offset) }
        let name = nameRange(at: offset + 2).map(string) ?? ""
        return fail("unexpected markup declaration <!\(name)", at: offset)
    }

    // MARK: Positions and messages

    /// Line and column of `offset`, which must not lie before any offset asked about earlier.
    private mutating func location(at offset: Int) -> SourceLocation {
        counter.advance(to: offset, in: text)
        return SourceLocation(path: path, line: counter.line, column: counter.column)
    }

    /// The line of an earlier or later offset, for messages; counts from the start if it must.
    private func line(of offset: Int) -> Int {
        var counter = offset >= self.counter.offset ? self.counter : PropertyListLineCounter(start: Self.byteOrderMarkLength(text))
        counter.advance(to: offset, in: text)
        return counter.line
    }

    private func fail(_ message: String, at offset: Int) -> PropertyListSyntaxError {
        PropertyListSyntaxError(message: message, offset: offset)
    }

    private func endsInside(_ tag: StartTag) -> PropertyListSyntaxError {
        fail("the file ends inside <\(string(tag.name))> opened at line \(line(of: tag.offset))", at: end)
    }

    /// What stands at `offset`, for "found …" messages.
    private func describe(at offset: Int) -> String {
        guard offset < end else { return "the end of the file" }
        guard text[offset] == Byte.lessThan else { return "text '\(snippet(at: offset))'" }
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
    private func snippet(at offset: Int) -> String {
        var index = offset
        var scalars = 0
        var truncated = false
        while index < end {
            let byte = text[index]
            if byte == Byte.lessThan || byte == Byte.newline || byte == Byte.carriageReturn { break }
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

    private static func abbreviated(_ text: Substring) -> String {
        text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "…" : String(text)
    }

    // MARK: Bytes

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        literal.withUTF8Buffer { literal in
            guard offset >= 0, literal.count <= end - offset else { return false }
            for index in 0..<literal.count where text[offset + index] != literal[index] { return false }
            return true
        }
    }

    private func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && matches(literal, at: range.lowerBound)
    }

    private func equals(_ range: Range<Int>, _ kind: Kind) -> Bool {
        switch kind {
        case .plist: equals(range, "plist")
        case .dict: equals(range, "dict")
        default: equals(range, "array")
        }
    }

    private func equals(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        for index in 0..<first.count where text[first.lowerBound + index] != text[second.lowerBound + index] { return false }
        return true
    }

    /// The XML name at `offset`, if one starts there. Any non-ASCII character is taken as a name
    /// character: no name outside ASCII means anything in a plist, and such an element is
    /// reported as unknown.
    private func nameRange(at offset: Int) -> Range<Int>? {
        guard offset < end, Self.isNameStartByte(text[offset]) else { return nil }
        var index = offset + 1
        while index < end, Self.isNameByte(text[index]) { index += 1 }
        return offset..<index
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = pos
        while pos < end, Self.isWhitespace(text[pos]) { pos += 1 }
        return pos > start
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.newline || byte == Byte.tab || byte == Byte.carriageReturn
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNameStartByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == Byte.underscore || byte == Byte.colon || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || isDigit(byte) || byte == Byte.hyphen || byte == Byte.period
    }

    private static func isPublicIDByte(_ byte: UInt8) -> Bool {
        if byte == Byte.space || byte == Byte.newline || byte == Byte.carriageReturn { return true }
        let lower = byte | 0x20
        if (lower >= 0x61 && lower <= 0x7A) || isDigit(byte) { return true }
        return "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - 0x30) }
        guard hex else { return nil }
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x66 ? UInt32(lower - 0x61 + 10) : nil
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Numbers

    private static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        var lower = utf8.startIndex
        var upper = utf8.endIndex
        while lower < upper, isWhitespace(utf8[lower]) { lower = utf8.index(after: lower) }
        while upper > lower, isWhitespace(utf8[utf8.index(before: upper)]) { upper = utf8.index(before: upper) }
        return text[lower..<upper]
    }

    /// Decimal only, with an optional sign; nil past `Int`'s range.
    private static func integer(_ text: Substring) -> Int? {
        var digits = text.utf8[...]
        if let first = digits.first, first == Byte.plus || first == Byte.hyphen { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// Decimal notation (`-1.5`, `.5`, `2e-3`), finite; no `inf`, `nan` or hexadecimal.
    private static func real(_ text: Substring) -> Double? {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == Byte.plus || first == Byte.hyphen { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == Byte.period {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let first = bytes.first, first | 0x20 == 0x65 {  // e or E
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == Byte.plus || sign == Byte.hyphen { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return nil }
            bytes = bytes.dropFirst(exponentDigits)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// A problem found while reading, at a byte offset; turned into a line and column once, when thrown out.
struct PropertyListSyntaxError: Error {
    var message: String
    var offset: Int
}

/// Line and 1-based column (counted in Unicode scalars) of byte offsets, found by walking on from
/// the last offset asked about: each byte is counted once however many positions are asked for.
/// CR LF and a lone CR end a line, as XML's line-end normalization says.
struct PropertyListLineCounter {
    private(set) var offset: Int
    private(set) var line = 1
    private(set) var column = 1

    init(start: Int) {
        offset = start
    }

    mutating func advance(to target: Int, in text: UnsafeBufferPointer<UInt8>) {
        var index = offset
        var line = self.line
        var column = self.column
        while index < target {
            let byte = text[index]
            if byte == Byte.newline {
                line += 1
                column = 1
            } else if byte == Byte.carriageReturn {
                // The LF of a CR LF ends the line; a lone CR ends it itself.
                if index + 1 >= text.count || text[index + 1] != Byte.newline {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        if target > offset {
            offset = index
            self.line = line
            self.column = column
        }
    }
}

private enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let hyphen: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let leftBracket: UInt8 = 0x5B
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let lowercaseX: UInt8 = 0x78
}
