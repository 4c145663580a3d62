import CLibXML2

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
            throw MarkupParseError("file is \(bytes.count >> 20) MB; themify reads layouts of up to \(maximumSize >> 20) MB", at: SourcePosition(line: 1, column: 1))
        }

        let buffer = SourceBuffer(bytes)
        // Before libxml2 reads a byte: no DTD subset, and nothing that would make its work grow
        // faster than the file.
        let attributeCount = try MarkupBounds.check(buffer)
        buffer.attributes.reserveCapacity(attributeCount)
        let builder = TreeBuilder(buffer: buffer)
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
            TreeBuilder.from(context)?.startElement()
        }
        handler.endElementNs = { context, _, _, _ in
            TreeBuilder.from(context)?.endElement()
        }
        handler.serror = { context, error in
            guard let error else { return }
            TreeBuilder.from(context)?.record(error.pointee)
        }

        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else {
            throw MarkupParseError("libxml2 could not create a parser", at: SourcePosition(line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOWARNING.rawValue)
        xmlCtxtUseOptions(context, options)
        let unmanaged = Unmanaged.passRetained(builder)
        defer { unmanaged.release() }
        context.pointee._private = unmanaged.toOpaque()
        builder.context = context

        // Fed in chunks: libxml2's push parser refuses to look ahead more than 10 MB at once
        // ("Huge input lookup"), so one chunk of a large layout would fail.
        bytes.withUnsafeBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) { characters in
                var offset = 0
                repeat {
                    let length = min(chunkSize, pointer.count - offset)
                    let isLast = offset + length == pointer.count
                    _ = xmlParseChunk(context, characters + offset, Int32(length), isLast ? 1 : 0)
                    offset += length
                } while offset < pointer.count && builder.problems.isEmpty && context.pointee.disableSAX == 0
            }
        }
        builder.context = nil

        if !builder.problems.isEmpty { throw MarkupParseError(problems: builder.problems) }
        guard context.pointee.wellFormed != 0, let root = builder.root else {
            throw MarkupParseError("not a well-formed XML document", at: SourcePosition(line: 1, column: 1))
        }
        return (buffer, root)
    }
}

/// Receives libxml2's callbacks for one parse.
private final class TreeBuilder {
    let buffer: SourceBuffer
    var context: xmlParserCtxtPtr?
    var root: MarkupElement?
    var problems: [MarkupParseError.Problem] = []
    private var open: [MarkupElement] = []
    /// The children read so far of every open element, innermost last; `childrenStart` says
    /// where each open element's own begin. An element gets its children in one array of the
    /// right size when it ends, rather than growing one array per element child by child.
    private var pendingChildren: [MarkupElement] = []
    private var childrenStart: [Int] = []
    /// Where the next sibling's leading whitespace starts.
    private var gapStart = 0

    init(buffer: SourceBuffer) {
        self.buffer = buffer
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> TreeBuilder? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = parser.pointee._private else { return nil }
        return Unmanaged<TreeBuilder>.fromOpaque(opaque).takeUnretainedValue()
    }

    private var offset: Int {
        guard let context else { return -1 }
        return Int(xmlByteConsumed(context))
    }

    func startElement() {
        let bytes = buffer.bytes
        let bodyEnd = offset
        // libxml2 calls back with its cursor on the `>` or `/>` that closes the start tag.
        guard bodyEnd > 0, bodyEnd < bytes.count,
              bytes[bodyEnd] == UInt8(ascii: ">") || (bytes[bodyEnd] == UInt8(ascii: "/") && bodyEnd + 1 < bytes.count && bytes[bodyEnd + 1] == UInt8(ascii: ">")),
              let tagStart = Self.lastOpeningBracket(in: bytes, before: bodyEnd),
              let tag = StartTagScanner.scan(bytes, tagStart: tagStart, tagBodyEnd: bodyEnd, into: &buffer.attributes)
        else {
            return fail("themify could not locate this start tag in the file's bytes", at: max(bodyEnd, 0))
        }
        // `MarkupBounds` has refused deeper nesting already; the tree's recursive walks rely on
        // this bound, so it is kept here too, where libxml2 says what is open.
        guard open.count < MarkupBounds.maximumDepth else {
            return fail("elements are nested more than \(MarkupBounds.maximumDepth) deep", at: bodyEnd)
        }
        let isSelfClosing = bytes[bodyEnd] == UInt8(ascii: "/")
        let tagEnd = bodyEnd + (isSelfClosing ? 2 : 1)
        let source = ElementSource(
            startTag: tagStart..<tagEnd, nameEnd: tag.nameEnd, attributesEnd: tag.attributesEnd,
            content: tagEnd..<tagEnd, end: tagEnd, isSelfClosing: isSelfClosing,
            leadingGapStart: open.isEmpty ? tagStart : gapStart, lastChildEnd: tagEnd
        )
        let element = MarkupElement(name: tag.name, attributes: tag.attributes, buffer: buffer, source: source)
        if open.isEmpty { root = element } else { pendingChildren.append(element) }
        open.append(element)
        childrenStart.append(pendingChildren.count)
        gapStart = tagEnd
    }

    /// The last `<` before `offset`, by a backward scan over raw bytes (a start tag is a few
    /// dozen bytes; checked indexing made this scan a tenth of reading a layout).
    static func lastOpeningBracket(in bytes: [UInt8], before offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = min(offset, buffer.count) - 1
            while index >= 0 {
                if buffer[index] == UInt8(ascii: "<") { return index }
                index -= 1
            }
            return nil
        }
    }

    func endElement() {
        let bytes = buffer.bytes
        let end = offset
        guard let element = open.popLast(), var source = element.source, let firstChild = childrenStart.popLast() else { return }
        if firstChild < pendingChildren.count {
            element.adoptParsedChildren(pendingChildren[firstChild...])
            pendingChildren.removeSubrange(firstChild...)
        }
        guard end > 0, end <= bytes.count, bytes[end - 1] == UInt8(ascii: ">") else {
            return fail("themify could not locate this end tag in the file's bytes", at: max(end, 0))
        }
        if !source.isSelfClosing {
            guard let endTagStart = Self.lastOpeningBracket(in: bytes, before: end), endTagStart >= source.startTag.upperBound else {
                return fail("themify could not locate this end tag in the file's bytes", at: end)
            }
            source.content = source.startTag.upperBound..<endTagStart
            source.lastChildEnd = element.children.last?.source?.end ?? source.startTag.upperBound
            source.end = end
        }
        element.source = source
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

    func record(_ error: xmlError) {
        // Warnings (a relative namespace URI, say) do not stop a layout from being themed.
        guard !stopped, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        var line = Int(error.line), column = Int(error.int2)
        // Entity problems are found while libxml2 reads an entity's replacement text, and it
        // counts lines from that text's own start; the useful place is where the file is read.
        if Self.entityErrors.contains(error.code), offset >= 0 {
            let position = buffer.position(of: min(offset, buffer.bytes.count))
            line = position.line
            column = position.column
        }
        if error.code == Int32(XML_ERR_DOCUMENT_END.rawValue), let unclosed = open.last, let start = unclosed.source?.startTag.lowerBound {
            // libxml2's push parser, told the input is over, says "Extra content at the end of
            // the document" whatever is still open; the useful report is what its pull parser
            // says: which element the file ends inside, and where it ends.
            let end = buffer.position(of: buffer.bytes.count)
            problems.append(.init(message: "Premature end of data in tag \(unclosed.name) line \(buffer.position(of: start).line): the file ends before the element is closed", position: end))
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
            let bytes = oneLine.split(separator: ";").last.flatMap { part -> String? in
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

    private func fail(_ message: String, at offset: Int) {
        guard !stopped else { return }
        problems.append(.init(message: message, position: buffer.position(of: min(offset, buffer.bytes.count))))
        stop()
    }

    private func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }
}

private extension StringProtocol {
    func trimmingTrailingWhitespace() -> String {
        var result = String(self)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
