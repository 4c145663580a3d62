#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file may ask of the parser, checked by one linear pass over its raw bytes before
/// libxml2 sees any of them.
///
/// libxml2 does work out of proportion to the input in three places themify cannot switch off:
/// expanding internal entities (its amplification guard does not fire in themify's SAX mode), the
/// duplicate-attribute check of a start tag (quadratic in the tag's attributes) and the namespace
/// lookup of every element and prefixed attribute (linear in the declarations in scope). With no
/// internal DTD, at most `maximumAttributesPerElement` attributes on an element and at most
/// `maximumNamespaceDeclarations` in a file, every byte costs libxml2 a bounded amount of work;
/// the element and attribute budgets bound the tree themify builds to a multiple of the file.
///
/// The pass reads start tags as libxml2 does on well-formed input; after the first
/// well-formedness error libxml2 is stopped (see `TreeBuilder.record`), so markup the pass may
/// read differently from libxml2's error recovery is never parsed.
enum MarkupBounds {
    /// Interface Builder nests a few dozen levels deep; a hostile file nested far deeper would
    /// exhaust the stack in every recursive walk of the tree, so it is refused.
    static let maximumDepth = 512

    /// Interface Builder writes fewer than 40 attributes on an element (16 at most in the corpus).
    static let maximumAttributesPerElement = 512

    /// `xmlns` and `xmlns:` attributes in a whole file. Interface Builder writes none.
    static let maximumNamespaceDeclarations = 64

    /// Real layouts have one element per 50 bytes or more; small files get a floor.
    static let bytesPerElement = 16
    static let minimumElementBudget = 10_000

    /// Real layouts have one attribute per 28 bytes or more.
    static let bytesPerAttribute = 8
    static let minimumAttributeBudget = 50_000

    static func elementBudget(forFileSize size: Int) -> Int {
        max(minimumElementBudget, size / bytesPerElement)
    }

    static func attributeBudget(forFileSize size: Int) -> Int {
        max(minimumAttributeBudget, size / bytesPerAttribute)
    }

    /// Throws at the first bound the file breaks; otherwise appends every attribute the pass
    /// read to `buffer.attributes` and returns the start tags it read, in file order, for the
    /// tree builder (see `ScannedStartTag`).
    static func check(_ buffer: SourceBuffer) throws(MarkupParseError) -> [ScannedStartTag] {
        // Real layouts have about one attribute per 40 bytes and one element per 110.
        var attributes = RecordBuffer<RawAttribute>(capacity: buffer.bytes.count / 32)
        var tags = RecordBuffer<ScannedStartTag>(capacity: buffer.bytes.count / 96)
        let violation = buffer.bytes.withUnsafeBufferPointer { bytes in
            var scanner = BoundsScanner(bytes)
            return scanner.firstViolation(recordingAttributesIn: &attributes, tagsIn: &tags)
        }
        buffer.attributes = attributes.finish()
        let scanned = tags.finish()
        if let violation {
            throw MarkupParseError(violation.message, at: buffer.position(of: violation.offset))
        }
        return scanned
    }
}

/// A bound the file breaks, and the byte offset to report it at.
private struct BoundsViolation {
    let message: String
    let offset: Int
}

/// The pass of `MarkupBounds.check`: content is skipped with `memchr` up to each `<`; comments,
/// processing instructions and CDATA sections are skipped whole; only start tags are read.
private struct BoundsScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let elementBudget: Int
    private let attributeBudget: Int
    private var elements = 0
    private var attributes = 0
    private var namespaceDeclarations = 0
    /// Elements open around the current position.
    private var depth = 0

    /// How a construct ends: where reading goes on, or nothing more to read (the rest of the
    /// file is inside an unterminated construct, which libxml2 reports).
    private enum Step {
        case next(Int)
        case end
        case violation(BoundsViolation)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        elementBudget = MarkupBounds.elementBudget(forFileSize: bytes.count)
        attributeBudget = MarkupBounds.attributeBudget(forFileSize: bytes.count)
    }

    mutating func firstViolation(
        recordingAttributesIn table: inout RecordBuffer<RawAttribute>, tagsIn tags: inout RecordBuffer<ScannedStartTag>
    ) -> BoundsViolation? {
        var index = 0
        while let open = find(UInt8(ascii: "<"), from: index), open + 1 < bytes.count {
            let step: Step
            switch bytes[open + 1] {
            case UInt8(ascii: "?"):
                step = skip(past: "?>", from: open + 2)
            case UInt8(ascii: "!"):
                if matches("<!--", at: open) {
                    step = skip(past: "-->", from: open + 4)
                } else if matches("<![CDATA[", at: open) {
                    step = skip(past: "]]>", from: open + 9)
                } else if matches("<!DOCTYPE", at: open) {
                    step = doctype(at: open)
                } else {
                    step = .next(open + 2)
                }
            case UInt8(ascii: "/"):
                step = endTag(at: open)
            default:
                step = startTag(at: open, recordingAttributesIn: &table, tagsIn: &tags)
            }
            switch step {
            case .next(let next): index = next
            case .end: return nil
            case .violation(let violation): return violation
            }
        }
        return nil
    }

    // MARK: Tags

    private mutating func startTag(
        at open: Int, recordingAttributesIn table: inout RecordBuffer<RawAttribute>, tagsIn tags: inout RecordBuffer<ScannedStartTag>
    ) -> Step {
        // A local copy: the loops below then keep the buffer's address and length in registers
        // rather than reloading them from `self` after every record stored.
        let bytes = self.bytes
        if depth >= MarkupBounds.maximumDepth {
            return .violation(BoundsViolation(message: "elements are nested more than \(MarkupBounds.maximumDepth) deep", offset: open))
        }
        elements += 1
        if elements > elementBudget {
            return .violation(
                BoundsViolation(
                    message:
                        "more than \(elementBudget) elements; themify reads at most one element per \(MarkupBounds.bytesPerElement) bytes of a file (and at least \(MarkupBounds.minimumElementBudget)), far more than Interface Builder writes",
                    offset: open))
        }
        var index = open + 1
        // Every byte that ends a name is below `?`; most name bytes are letters, above it.
        index = WordScan.firstIndex(in: bytes, from: index, below: UInt8(ascii: "?"), where: isNameTerminator)
        let nameEnd = index
        var count = 0
        let firstAttribute = table.count
        var attributesEnd = nameEnd
        // A name too long for `RawAttribute` leaves the tag unrecorded: the tree builder reads
        // such a tag itself (and refuses it).
        var recordable = true
        while true {
            let spanStart = index
            while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return .end }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                let isSelfClosing = bytes[index - 1] == UInt8(ascii: "/")
                if !isSelfClosing { depth += 1 }
                if recordable {
                    tags.append(
                        ScannedStartTag(
                            start: UInt32(open), nameEnd: UInt32(nameEnd), attributesEnd: UInt32(attributesEnd),
                            bodyEnd: UInt32(isSelfClosing ? index - 1 : index),
                            firstAttribute: UInt32(firstAttribute), attributesLimit: UInt32(table.count)
                        ))
                } else {
                    table.truncate(to: firstAttribute)
                }
                return .next(index + 1)
            // libxml2 ends the tag at a `<` outside a value, and reads on from it.
            case UInt8(ascii: "<"): return .next(index)
            case UInt8(ascii: "/"):
                index += 1
                continue
            default: break
            }
            // Lenient where libxml2 is strict: whatever stands before a quoted value is taken for
            // the attribute's name, so the count is never lower than the attributes libxml2 reads.
            let nameStart = index
            index = WordScan.firstIndex(in: bytes, from: index, below: UInt8(ascii: "?"), where: isAttributeNameTerminator)
            let attributeName = nameStart..<index
            while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            }
            guard index < bytes.count else { return .end }
            let quote = bytes[index]
            // Not a value: read on as the tag (the name loop above has moved past something).
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            // To the closing quote, or to a `<`, which a value cannot hold: libxml2 stops the
            // value, and the tag, there.
            index += 1
            let valueStart = index
            let changesWhenDecoded: Bool
            (index, changesWhenDecoded) = valueEnd(in: bytes, from: index, quote: quote)
            guard index < bytes.count else { return .end }
            guard bytes[index] == quote else { return .next(index) }
            let valueEnd = index
            index += 1
            if attributeName.count <= Int(UInt16.max) {
                table.append(
                    RawAttribute(
                        name: attributeName, value: valueStart..<valueEnd, span: spanStart..<index,
                        valueChangesWhenDecoded: changesWhenDecoded))
            } else {
                recordable = false
            }
            attributesEnd = index

            count += 1
            if count > MarkupBounds.maximumAttributesPerElement {
                return .violation(
                    BoundsViolation(
                        message:
                            "element <\(name(open + 1..<nameEnd))> has more than \(MarkupBounds.maximumAttributesPerElement) attributes; themify reads at most \(MarkupBounds.maximumAttributesPerElement) on one element (Interface Builder writes fewer than 40)",
                        offset: open))
            }
            attributes += 1
            if attributes > attributeBudget {
                return .violation(
                    BoundsViolation(
                        message:
                            "more than \(attributeBudget) attributes; themify reads at most one attribute per \(MarkupBounds.bytesPerAttribute) bytes of a file (and at least \(MarkupBounds.minimumAttributeBudget)), far more than Interface Builder writes",
                        offset: open))
            }
            if isNamespaceDeclaration(attributeName) {
                namespaceDeclarations += 1
                if namespaceDeclarations > MarkupBounds.maximumNamespaceDeclarations {
                    return .violation(
                        BoundsViolation(
                            message:
                                "more than \(MarkupBounds.maximumNamespaceDeclarations) namespace declarations (xmlns); themify reads at most \(MarkupBounds.maximumNamespaceDeclarations) in a file (Interface Builder writes none)",
                            offset: attributeName.lowerBound))
                }
            }
        }
    }

    /// Where a value that starts at `start` ends: at its closing `quote`, or at a `<` (or the
    /// buffer's end); and whether a byte on the way changes when decoded (noted for
    /// `RawAttribute`).
    @inline(__always)
    private func valueEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> (Int, Bool) {
        var index = start
        var changesWhenDecoded = false
        // Eight bytes at a time while none is a quote, `<`, `&` or a control character (tabs
        // and line breaks among them); numbers and identifiers go straight through.
        while index + 8 <= bytes.count {
            let word = WordScan.word(in: bytes, at: index)
            let flags =
                WordScan.bytes(equalTo: quote, in: word) | WordScan.bytes(equalTo: UInt8(ascii: "<"), in: word)
                | WordScan.bytes(equalTo: UInt8(ascii: "&"), in: word) | WordScan.bytes(below: 0x0E, in: word)
            guard flags != 0 else {
                index += 8
                continue
            }
            index += WordScan.firstFlagged(flags)
            let byte = bytes[index]
            if byte == quote || byte == UInt8(ascii: "<") { return (index, changesWhenDecoded) }
            if MarkupEscaping.changesWhenDecoded(byte) { changesWhenDecoded = true }
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote || byte == UInt8(ascii: "<") { break }
            if MarkupEscaping.changesWhenDecoded(byte) { changesWhenDecoded = true }
            index += 1
        }
        return (index, changesWhenDecoded)
    }

    /// `</name>`: to its `>`, or to a `<` where libxml2 would read on after an error.
    private mutating func endTag(at open: Int) -> Step {
        depth = max(depth - 1, 0)
        var index = open + 2
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"): return .next(index + 1)
            case UInt8(ascii: "<"): return .next(index)
            default: index += 1
            }
        }
        return .end
    }

    // MARK: DTD

    /// A DOCTYPE without an internal subset (an XML plist's, say) is read past: libxml2 never
    /// loads the external DTD it names. One with a subset is refused, at its first entity
    /// declaration if it has one, else at its first declaration, else at the `[`.
    private func doctype(at open: Int) -> Step {
        var index = open + 9
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(bytes[index], from: index + 1) else { return .end }
                index = close + 1
            case UInt8(ascii: "["):
                return .violation(internalSubset(at: index))
            case UInt8(ascii: ">"):
                return .next(index + 1)
            default:
                index += 1
            }
        }
        return .end
    }

    private func internalSubset(at bracket: Int) -> BoundsViolation {
        var index = bracket + 1
        var firstDeclaration: Int?
        scan: while index < bytes.count {
            if isWhitespace(bytes[index]) {
                index += 1
                continue
            }
            if matches("<!ENTITY", at: index) {
                return BoundsViolation(
                    message:
                        "the file declares entities (<!ENTITY …>); Xcode never writes them, and themify refuses a DTD that declares any",
                    offset: index)
            }
            let next: Int?
            if bytes[index] == UInt8(ascii: "]") {
                break scan
            } else if matches("<!--", at: index) {
                next = find("-->", from: index + 4).map { $0 + 3 }
            } else if matches("<?", at: index) {
                next = find("?>", from: index + 2).map { $0 + 2 }
            } else if matches("<!", at: index) {
                firstDeclaration = firstDeclaration ?? index
                next = declarationEnd(from: index + 2)
            } else if bytes[index] == UInt8(ascii: "%") {
                firstDeclaration = firstDeclaration ?? index
                next = find(UInt8(ascii: ";"), from: index + 1).map { $0 + 1 }
            } else {
                next = nil
            }
            guard let next else { break scan }
            index = next
        }
        return BoundsViolation(
            message: "the file has a DTD internal subset (<!DOCTYPE … [ … ]>); Xcode never writes one, and themify refuses it",
            offset: firstDeclaration ?? bracket)
    }

    /// Just past the `>` that ends a markup declaration, quoted literals skipped.
    private func declarationEnd(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(bytes[index], from: index + 1) else { return nil }
                index = close + 1
            case UInt8(ascii: ">"):
                return index + 1
            default:
                index += 1
            }
        }
        return nil
    }

    // MARK: Bytes

    private func skip(past terminator: StaticString, from start: Int) -> Step {
        find(terminator, from: start).map { .next($0 + terminator.utf8CodeUnitCount) } ?? .end
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func find(_ sequence: StaticString, from start: Int) -> Int? {
        var index = start
        while let candidate = find(sequence.utf8Start.pointee, from: index) {
            if matches(sequence, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + index, literal.utf8Start, length) == 0
    }

    @inline(__always)
    private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
        name.count >= 5 && bytes[name.lowerBound] == UInt8(ascii: "x") && matches("xmlns", at: name.lowerBound)
            && (name.count == 5 || bytes[name.lowerBound + 5] == UInt8(ascii: ":"))
    }

    /// An element name for a message, cut short: a hostile name may be megabytes long.
    private func name(_ range: Range<Int>) -> String {
        let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[range.prefix(40)]), as: UTF8.self)
        return range.count > 40 ? shown + "…" : shown
    }

    // Every byte these look for is at most `>` (0x3E); names are mostly letters, above it.

    @inline(__always)
    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D)
    }

    @inline(__always)
    private func isNameTerminator(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ">")
            && (isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<"))
    }

    @inline(__always)
    private func isAttributeNameTerminator(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ">")
            && (isNameTerminator(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
    }
}
