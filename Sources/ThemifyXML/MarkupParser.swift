internal import ThemifyCLibXML2

/// Reads a layout with libxml2 and builds the element tree with source spans.
///
/// libxml2 decides well-formedness and reports every error with its position; themify never asks
/// it for a tree or a serialization, so nothing libxml2 allocates outlives `parse`. The parser
/// runs with the network off, without substituting entities and without loading external DTDs,
/// and an entity loader that refuses everything guards any path that would still try; a file
/// that declares anything in a DTD of its own never reaches it (see `MarkupBounds`).
enum MarkupParser {
    private static let chunkSize = 1 << 20

    /// Far beyond any real layout (Xcode's largest are a few MB); a larger file is refused
    /// rather than read into memory several times its size.
    static let maximumSize = 256 << 20

    static func parse(_ bytes: [UInt8]) throws(MarkupParseError) -> (SourceBuffer, MarkupElement) {
        LibXML2.initializeOnce()
        guard !bytes.isEmpty else { throw MarkupParseError("empty file", at: SourcePosition(line: 1, column: 1)) }
        try EncodingCheck.requireUTF8(bytes)
        guard bytes.count <= maximumSize else {
            throw MarkupParseError(
                "file is \(bytes.count >> 20) MB; themify reads layouts of up to \(maximumSize >> 20) MB",
                at: SourcePosition(line: 1, column: 1))
        }

        let buffer = SourceBuffer(bytes)
        // Before libxml2 reads a byte: no DTD subset, and nothing that would make its work grow
        // faster than the file. The pass fills the attribute table and returns the start tags.
        let tags = try MarkupBounds.check(buffer)
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            TreeBuilder.from(context)?.pointee.startElement()
        }
        handler.endElementNs = { context, _, _, _ in
            TreeBuilder.from(context)?.pointee.endElement()
        }
        handler.serror = { context, error in
            guard let error else { return }
            TreeBuilder.from(context)?.pointee.record(error.pointee)
        }

        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
            throw MarkupParseError("libxml2 could not create a parser", at: SourcePosition(line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
        xmlCtxtUseOptions(context, options)

        // The bytes, the scanned tags and the attribute table stay put for the whole parse, so
        // the builder holds them as raw pointers; and it lives in memory of its own rather than
        // in a class, so its state is reached without a retain or an exclusivity check per
        // callback (libxml2 calls back twice per element).
        let (problems, root, extraAttributes): ([MarkupParseError.Problem], MarkupElement?, [RawAttribute]) = bytes.withUnsafeBufferPointer
        { pointer in
            tags.withUnsafeBufferPointer { tags in
                buffer.attributes.withUnsafeBufferPointer { table in
                    let builder = UnsafeMutablePointer<TreeBuilder>.allocate(capacity: 1)
                    builder.initialize(to: TreeBuilder(buffer: buffer, bytes: pointer, tags: tags, table: table, context: context))
                    defer {
                        builder.pointee.pendingChildren.deallocate()
                        builder.deinitialize(count: 1)
                        builder.deallocate()
                    }
                    context.pointee._private = UnsafeMutableRawPointer(builder)
                    pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) { characters in
                        var offset = 0
                        repeat {
                            // Fed in chunks: libxml2's push parser refuses to look ahead more than
                            // 10 MB at once ("Huge input lookup"), so one chunk of a large layout
                            // would fail.
                            let length = min(chunkSize, pointer.count - offset)
                            let isLast = offset + length == pointer.count
                            _ = xmlParseChunk(context, characters + offset, Int32(length), isLast ? 1 : 0)
                            offset += length
                        } while offset < pointer.count && builder.pointee.problems.isEmpty && context.pointee.disableSAX == 0
                    }
                    context.pointee._private = nil
                    return (builder.pointee.problems, builder.pointee.root, builder.pointee.extraAttributes)
                }
            }
        }

        if !problems.isEmpty { throw MarkupParseError(problems: problems) }
        guard context.pointee.wellFormed != 0, let root else {
            throw MarkupParseError("not a well-formed XML document", at: SourcePosition(line: 1, column: 1))
        }
        buffer.attributes.append(contentsOf: extraAttributes)
        buffer.root = root
        return (buffer, root)
    }
}

/// Receives libxml2's callbacks for one parse.
///
/// Elements are made when they end, bottom-up: by then an element's spans and children are all
/// known, so each is built once, complete, instead of being made at its start tag and patched
/// at its end.
private struct TreeBuilder {
    /// An element whose start tag has been read and whose end tag has not.
    private struct OpenElement {
        let startTag: Range<Int>
        let nameEnd: Int
        let attributesEnd: Int
        let attributes: Range<Int>
        let isSelfClosing: Bool
        let leadingGapStart: Int
        /// Where this element's children begin in `pendingChildren`.
        let firstChild: Int
    }

    private let buffer: SourceBuffer
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The start tags `MarkupBounds` read, in file order; `nextTag` is the first not yet reported.
    private let tags: UnsafeBufferPointer<ScannedStartTag>
    private var nextTag = 0
    private let table: UnsafeBufferPointer<RawAttribute>
    private let context: xmlParserCtxtPtr
    private(set) var root: MarkupElement?
    private(set) var problems: [MarkupParseError.Problem] = []
    /// The open elements, outermost first: the first `openCount` entries. Entries past it are
    /// left in place and overwritten, so opening and closing an element is a store and a count.
    private var open: [OpenElement] = []
    private var openCount = 0
    /// The elements read so far whose parent is still open; each open element's own begin at
    /// its `firstChild`. Deallocated by whoever made the builder.
    var pendingChildren = PendingElements()
    private var names = ElementNames()
    /// Where the next sibling's leading whitespace starts.
    private var gapStart = 0
    /// The end of the attribute table's part read so far: where the attributes of an element's
    /// whole subtree end once it ends.
    private var attributesReadEnd = 0
    /// Attributes of tags the bounds pass did not record, read here; they go after the pass's
    /// in the attribute table once the parse is over.
    private(set) var extraAttributes: [RawAttribute] = []

    init(
        buffer: SourceBuffer, bytes: UnsafeBufferPointer<UInt8>, tags: UnsafeBufferPointer<ScannedStartTag>,
        table: UnsafeBufferPointer<RawAttribute>, context: xmlParserCtxtPtr
    ) {
        self.buffer = buffer
        self.bytes = bytes
        self.tags = tags
        self.table = table
        self.context = context
        open.reserveCapacity(64)
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<TreeBuilder>? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        return parser.pointee._private?.assumingMemoryBound(to: TreeBuilder.self)
    }

    private var offset: Int {
        Int(xmlByteConsumed(context))
    }

    mutating func startElement() {
        let bodyEnd = offset
        // libxml2 calls back with its cursor on the `>` or `/>` that closes the start tag.
        guard bodyEnd > 0, bodyEnd < bytes.count,
            bytes[bodyEnd] == UInt8(ascii: ">")
                || (bytes[bodyEnd] == UInt8(ascii: "/") && bodyEnd + 1 < bytes.count && bytes[bodyEnd + 1] == UInt8(ascii: ">")),
            let tag = scannedTag(endingAt: bodyEnd)
        else {
            return fail("themify could not locate this start tag in the file's bytes", at: max(bodyEnd, 0))
        }
        // `MarkupBounds` has refused deeper nesting already; the tree's recursive walks rely on
        // this bound, so it is kept here too, where libxml2 says what is open.
        guard openCount < MarkupBounds.maximumDepth else {
            return fail("elements are nested more than \(MarkupBounds.maximumDepth) deep", at: bodyEnd)
        }
        let isSelfClosing = bytes[bodyEnd] == UInt8(ascii: "/")
        let tagEnd = bodyEnd + (isSelfClosing ? 2 : 1)
        let opened = OpenElement(
            startTag: tag.start..<tagEnd, nameEnd: tag.nameEnd, attributesEnd: tag.attributesEnd,
            attributes: tag.attributes, isSelfClosing: isSelfClosing,
            leadingGapStart: openCount == 0 ? tag.start : gapStart, firstChild: pendingChildren.count
        )
        if openCount < open.count { open[openCount] = opened } else { open.append(opened) }
        openCount += 1
        attributesReadEnd = tag.attributes.upperBound
        gapStart = tagEnd
    }

    /// The start tag whose body ends at `bodyEnd`: the bounds pass's record when it read the
    /// tag to the same end (it always does on markup libxml2 accepts), else the tag read again
    /// from its bytes.
    private mutating func scannedTag(endingAt bodyEnd: Int) -> (start: Int, nameEnd: Int, attributesEnd: Int, attributes: Range<Int>)? {
        // Both lists are in file order: records that end before this tag are of markup libxml2
        // did not report as a start tag.
        while nextTag < tags.count, Int(tags[nextTag].bodyEnd) < bodyEnd { nextTag += 1 }
        if nextTag < tags.count, Int(tags[nextTag].bodyEnd) == bodyEnd {
            let tag = tags[nextTag]
            nextTag += 1
            return (Int(tag.start), Int(tag.nameEnd), Int(tag.attributesEnd), Int(tag.firstAttribute)..<Int(tag.attributesLimit))
        }
        guard let tagStart = Self.lastOpeningBracket(in: bytes, before: bodyEnd),
            let tag = StartTagScanner.scan(bytes, tagStart: tagStart, tagBodyEnd: bodyEnd, into: &extraAttributes)
        else { return nil }
        let shift = table.count
        return (tagStart, tag.nameEnd, tag.attributesEnd, (tag.attributes.lowerBound + shift)..<(tag.attributes.upperBound + shift))
    }

    /// The last `<` before `offset`, by a backward scan over raw bytes.
    private static func lastOpeningBracket(in bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int? {
        var index = min(offset, bytes.count) - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index -= 1
        }
        return nil
    }

    /// Where the end tag that ends just before `end` starts. libxml2 has matched it to its
    /// start tag, so it is `</name>` unless whitespace stands before its `>`: the start is found
    /// from the name's length, and only failing that by a scan back to the `<`.
    private func endTagStart(endingAt end: Int, nameLength: Int) -> Int? {
        let start = end - nameLength - 3
        if start >= 0, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "/"),
            bytes[end - 2] != UInt8(ascii: " "), bytes[end - 2] > 0x0D || bytes[end - 2] < 0x09
        {
            return start
        }
        return Self.lastOpeningBracket(in: bytes, before: end)
    }

    mutating func endElement() {
        let end = offset
        guard openCount > 0 else { return }
        openCount -= 1
        let element = open[openCount]
        guard end > 0, end <= bytes.count, bytes[end - 1] == UInt8(ascii: ">") else {
            return fail("themify could not locate this end tag in the file's bytes", at: max(end, 0))
        }
        let tagEnd = element.startTag.upperBound
        var content = tagEnd..<tagEnd
        if !element.isSelfClosing {
            guard let endTagStart = endTagStart(endingAt: end, nameLength: element.nameEnd - element.startTag.lowerBound - 1),
                endTagStart >= tagEnd
            else {
                return fail("themify could not locate this end tag in the file's bytes", at: end)
            }
            content = tagEnd..<endTagStart
        }
        let children = pendingChildren.popAll(from: element.firstChild)
        let source = ElementSource(
            startTag: element.startTag, nameEnd: element.nameEnd, attributesEnd: element.attributesEnd,
            content: content, end: element.isSelfClosing ? tagEnd : end, isSelfClosing: element.isSelfClosing,
            leadingGapStart: element.leadingGapStart, lastChildEnd: children.last?.source?.end ?? tagEnd,
            subtreeAttributesEnd: attributesReadEnd
        )
        let name = names.name(in: bytes, at: (element.startTag.lowerBound + 1)..<element.nameEnd)
        let made = MarkupElement(name: name, attributes: element.attributes, buffer: buffer, source: source, children: children)
        if openCount == 0 { root = made } else { pendingChildren.push(made) }
        gapStart = end
    }

    /// One problem is usually the cause of the ones after it (a namespace prefix left
    /// undeclared is reported at every use); past this many, reading stops.
    static let maximumProblems = 10

    private static let entityErrors: Set<Int32> = [
        Int32(XML_ERR_UNDECLARED_ENTITY.rawValue), Int32(XML_WAR_UNDECLARED_ENTITY.rawValue),
        Int32(XML_ERR_ENTITY_LOOP.rawValue), Int32(XML_ERR_ENTITY_BOUNDARY.rawValue),
    ]

    /// Set once libxml2 is stopped: what it reports while it unwinds (an "attributes construct
    /// error" after the input it was reading is gone) is not about the file.
    private var stopped = false

    mutating func record(_ error: xmlError) {
        // Warnings (a relative namespace URI, say) do not stop a layout from being themed.
        guard !stopped, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        var line = Int(error.line)
        var column = Int(error.int2)
        // Entity problems are found while libxml2 reads an entity's replacement text, and it
        // counts lines from that text's own start; the useful place is where the file is read.
        if Self.entityErrors.contains(error.code), offset >= 0 {
            let position = buffer.position(of: min(offset, bytes.count))
            line = position.line
            column = position.column
        }
        if error.code == Int32(XML_ERR_DOCUMENT_END.rawValue), openCount > 0 {
            let unclosed = open[openCount - 1]
            // libxml2's push parser, told the input is over, says "Extra content at the end of
            // the document" whatever is still open; the useful report is what its pull parser
            // says: which element the file ends inside, and where it ends.
            let start = unclosed.startTag.lowerBound
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<unclosed.nameEnd]), as: UTF8.self)
            let end = buffer.position(of: bytes.count)
            problems.append(
                .init(
                    message:
                        "Premature end of data in tag \(name) line \(buffer.position(of: start).line): the file ends before the element is closed",
                    position: end))
            return stop()
        }
        problems.append(.init(message: Self.readable(message), position: SourcePosition(line: max(line, 1), column: max(column, 1))))
        // After a well-formedness error libxml2 reads on by guesswork to the end of the construct
        // it is in, where the bounds pass (`MarkupBounds`) may have read the bytes differently:
        // it is stopped at once, so nothing past the first such error is parsed.
        if error.level == XML_ERR_FATAL || problems.count == Self.maximumProblems { stop() }
    }

    /// libxml2's messages, made one line (diagnostics are one line each) and plainer where
    /// they are cryptic.
    static func readable(_ message: String) -> String {
        let oneLine = message.split(whereSeparator: \.isNewline).map { $0.trimmingTrailingWhitespace() }.joined(separator: "; ")
        if oneLine.hasPrefix("Input is not proper UTF-8") {
            // "…; Bytes: 0xC3 0x28 0x22 0x2F": keep the offending bytes.
            let bytes =
                oneLine.split(separator: ";").last.flatMap { part -> String? in
                    let text = part.drop { $0 == " " }
                    return text.hasPrefix("Bytes: ") ? " (bytes \(text.dropFirst("Bytes: ".count)))" : nil
                } ?? ""
            return "invalid UTF-8\(bytes)"
        }
        if oneLine.hasSuffix("Huge input lookup") {
            return "a single name, attribute value or text is larger than libxml2's 10 MB limit"
        }
        return oneLine
    }

    private mutating func fail(_ message: String, at offset: Int) {
        guard !stopped else { return }
        problems.append(.init(message: message, position: buffer.position(of: min(offset, bytes.count))))
        stop()
    }

    private mutating func stop() {
        stopped = true
        xmlStopParser(context)
    }
}

private extension StringProtocol {
    func trimmingTrailingWhitespace() -> String {
        var result = String(self)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
