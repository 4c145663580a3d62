import ThemifySourceLines

/// Reads XML property lists into located trees, by its own reader rather than Foundation's
/// `PropertyListSerialization` or `XMLParser`, for what a theme file's diagnostics and safety need:
///
/// - **exact positions**: the line and column of every value and key, so that a diagnostic
///   points at the entry it is about (Foundation's readers return values without places);
/// - **duplicate keys** are errors, with the line of the first one (Foundation keeps one of the
///   two values without a word);
/// - **limits against hostile input**: nesting is bounded (`LocatedTreeBuilder.maximumDepth`),
///   and a DTD internal subset or an entity declaration is refused: property lists never need
///   one, and expanding entities is how a small file becomes a huge one.
///
/// Strict on the plist subset of XML 1.0: an optional UTF-8 declaration, comments, a DOCTYPE
/// without an internal subset, one value in `<plist>`, the predefined entities, character
/// references and CDATA in text.
///
/// One pass over the bytes, iterative rather than recursive: nesting costs heap, not stack (the
/// reader may run on a secondary thread with a small stack), and no position is found by
/// rescanning from the start of the file. The scanner (`PropertyListXMLScanner`) reads the
/// markup; this type reads the values in it and feeds them to the shared `LocatedTreeBuilder`.
struct PropertyListXMLReader {
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
                var counter = SourceLineCounter(start: PropertyListXMLScanner.byteOrderMarkLength(text))
                counter.advance(to: min(error.offset, text.count), in: text)
                return (counter.line, counter.column)
            }
            throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: line, column: column)))
        }
    }

    private var scanner: PropertyListXMLScanner
    private let path: String
    /// Lines and columns of the values' offsets, which are asked for in increasing order.
    private var counter: SourceLineCounter
    /// The `<dict>` and `<array>` elements open, and the values read into them.
    private var tree = LocatedTreeBuilder()
    private var text = PropertyListXMLText()
    /// Where `<plist>` is, and the one value it holds once read.
    private var plistOffset = 0
    private var plistLocation = SourceLocation(path: "")
    private var root: ThemeFileNode?
    /// Where the innermost dictionary's pending key is written: the key read last, since a key
    /// read later would be in a deeper dictionary, whose closing gives the pending key its value.
    private var pendingKeyOffset = 0

    private init(_ text: UnsafeBufferPointer<UInt8>, path: String) {
        scanner = PropertyListXMLScanner(text)
        self.path = path
        counter = SourceLineCounter(start: scanner.pos)
    }

    // MARK: Document

    private mutating func document() throws(PropertyListSyntaxError) -> ThemeFileNode {
        var prolog = PropertyListXMLProlog(scanner: scanner)
        let plist = try prolog.read()
        scanner = prolog.scanner
        plistOffset = plist.offset
        plistLocation = location(at: plist.offset)
        let root = try readContent()
        try readEpilog()
        return root
    }

    /// The element whose content is being read.
    private var innermostKind: PropertyListXMLTag.Kind {
        tree.depth == 0 ? .plist : tree.isInDictionary ? .dict : .array
    }

    /// Reads elements until `</plist>`, returning the value it holds.
    private mutating func readContent() throws(PropertyListSyntaxError) -> ThemeFileNode {
        while true {
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end else {
                let line = (tree.depth == 0 ? plistLocation : tree.innermostLocation).line ?? 1
                throw scanner.fail("the file ends inside <\(innermostKind.name)> opened at line \(line)", at: scanner.end)
            }
            guard scanner.text[scanner.pos] == XMLByte.lessThan else {
                throw scanner.fail("\(expectation()), found \(scanner.describe(at: scanner.pos))", at: scanner.pos)
            }
            if try scanner.skipCommentOrProcessingInstruction() { continue }
            if scanner.matches("</", at: scanner.pos) {
                if let document = try closeContainer() { return document }
                continue
            }
            if scanner.matches("<!", at: scanner.pos) {
                if scanner.matches("<![CDATA[", at: scanner.pos) {
                    throw scanner.fail("\(expectation()), found a CDATA section", at: scanner.pos)
                }
                throw scanner.markupDeclarationError(at: scanner.pos)
            }
            let tag = try scanner.readStartTag()
            if let node = try readValue(tag) { attach(node) }
        }
    }

    /// What the open container wants next, for "expected …, found …" messages.
    private func expectation() -> String {
        switch innermostKind {
        case .dict:
            if let key = tree.pendingKey { return "expected a value for key '\(key)'" }
            return "expected <key> in <dict>"
        case .array:
            return "expected a value in <array>"
        default:
            return "expected a value in <plist>"
        }
    }

    /// Handles the start tag of an element inside a container: reads it whole if it is a key
    /// or a scalar, opens a container (returning nil) if it is a non-empty one.
    private mutating func readValue(_ tag: PropertyListXMLTag) throws(PropertyListSyntaxError) -> ThemeFileNode? {
        let kind = innermostKind
        if kind == .dict && tree.pendingKey == nil {
            guard tag.kind == .key else {
                throw scanner.fail("expected <key> in <dict>, found <\(scanner.string(tag.name))>", at: tag.offset)
            }
            try readKey(tag)
            return nil
        }
        if kind == .plist && root != nil { throw scanner.fail("a <plist> holds exactly one value", at: tag.offset) }
        switch tag.kind {
        case .key:
            if let key = tree.pendingKey { throw scanner.fail("key '\(key)' has no value", at: pendingKeyOffset) }
            throw scanner.fail("<key> is only allowed in a <dict>", at: tag.offset)
        case .date, .data:
            throw scanner.fail("<\(scanner.string(tag.name))> is not a theme value; use a string", at: tag.offset)
        case .plist:
            throw scanner.fail("<plist> is only allowed as the root element", at: tag.offset)
        case .unknown:
            throw scanner.fail("unknown property-list element <\(scanner.string(tag.name))>", at: tag.offset)
        default:
            break
        }
        if tag.hasAttributes { throw scanner.fail("<\(scanner.string(tag.name))> takes no attributes", at: tag.offset) }
        let location = location(at: tag.offset)
        let content: ThemeFileNode.Content
        switch tag.kind {
        case .string:
            content = .string(tag.isEmpty ? "" : try text.read(of: tag, from: &scanner))
        case .integer:
            let raw = PropertyListXMLNumber.trimmed(tag.isEmpty ? "" : try text.read(of: tag, from: &scanner))
            guard let value = PropertyListXMLNumber.integer(raw) else {
                throw scanner.fail("'\(PropertyListXMLNumber.abbreviated(raw))' is not an integer", at: tag.offset)
            }
            content = .integer(value)
        case .real:
            let raw = PropertyListXMLNumber.trimmed(tag.isEmpty ? "" : try text.read(of: tag, from: &scanner))
            guard let value = PropertyListXMLNumber.real(raw) else {
                throw scanner.fail("'\(PropertyListXMLNumber.abbreviated(raw))' is not a number", at: tag.offset)
            }
            content = .real(value)
        case .true, .false:
            if !tag.isEmpty { try PropertyListXMLText.readEmptyContent(of: tag, from: &scanner) }
            content = .bool(tag.kind == .true)
        default:  // .dict, .array
            do throws(LocatedTreeBuilder.Problem) {
                try tree.checkDepth()
            } catch {
                throw scanner.fail(error.message(key: ""), at: tag.offset)
            }
            if tag.isEmpty {
                content = tag.kind == .dict ? .dictionary([]) : .array([])
            } else {
                tree.open(dictionary: tag.kind == .dict, at: location)
                return nil
            }
        }
        return ThemeFileNode(content, at: location)
    }

    private mutating func readKey(_ tag: PropertyListXMLTag) throws(PropertyListSyntaxError) {
        if tag.hasAttributes { throw scanner.fail("<key> takes no attributes", at: tag.offset) }
        let keyLocation = location(at: tag.offset)
        let key = tag.isEmpty ? "" : try text.read(of: tag, from: &scanner)
        do throws(LocatedTreeBuilder.Problem) {
            try tree.key(key, at: keyLocation)
        } catch {
            throw scanner.fail(error.message(key: key), at: tag.offset)
        }
        pendingKeyOffset = tag.offset
    }

    /// Files a finished value into the innermost open container, or into `<plist>`.
    private mutating func attach(_ node: ThemeFileNode) {
        if let document = tree.add(node) { root = document }
    }

    /// Reads an end tag where a value may stand; closes the innermost container. Returns the
    /// document's value once `</plist>` is read.
    private mutating func closeContainer() throws(PropertyListSyntaxError) -> ThemeFileNode? {
        let endTag = try scanner.readEndTag()
        let kind = innermostKind
        guard equals(endTag.name, kind) else {
            throw scanner.fail("expected </\(kind.name)>, found </\(scanner.string(endTag.name))>", at: endTag.offset)
        }
        if kind == .dict, let key = tree.pendingKey {
            throw scanner.fail("key '\(key)' has no value", at: pendingKeyOffset)
        }
        guard kind == .plist else {
            if let document = tree.close() { root = document }
            return nil
        }
        guard let root else { throw scanner.fail("a <plist> holds exactly one value", at: plistOffset) }
        return root
    }

    /// After `</plist>`: only whitespace, comments and processing instructions.
    private mutating func readEpilog() throws(PropertyListSyntaxError) {
        while true {
            scanner.skipWhitespace()
            guard scanner.pos < scanner.end else { return }
            if scanner.text[scanner.pos] == XMLByte.lessThan, try scanner.skipCommentOrProcessingInstruction() { continue }
            throw scanner.fail("expected the end of the file after </plist>, found \(scanner.describe(at: scanner.pos))", at: scanner.pos)
        }
    }

    // MARK: Positions

    /// Line and column of `offset`, which must not lie before any offset asked about earlier.
    private mutating func location(at offset: Int) -> SourceLocation {
        counter.advance(to: offset, in: scanner.text)
        return SourceLocation(path: path, line: counter.line, column: counter.column)
    }

    private func equals(_ range: Range<Int>, _ kind: PropertyListXMLTag.Kind) -> Bool {
        switch kind {
        case .plist: scanner.equals(range, "plist")
        case .dict: scanner.equals(range, "dict")
        default: scanner.equals(range, "array")
        }
    }
}
