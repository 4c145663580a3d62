/// The bytes a document was parsed from, shared by the document and its elements so that an
/// untouched element can always be written back from the original bytes.
final class SourceBuffer {
    let bytes: [UInt8]
    // Exempt from run-time exclusivity checks, as `MarkupElement`'s state is (see there): the
    // table is read for every attribute lookup, and nothing overlaps two accesses.
    /// Every element's attributes as read, one table for the document: an array per element
    /// would be one more allocation (and free) per element.
    @exclusivity(unchecked) var attributes: [RawAttribute] = []
    /// The state of every element read from these bytes before its first edit, so that the
    /// document can be put back as it was read (`MarkupDocument.revertEdits`).
    @exclusivity(unchecked) var journal: [MarkupElement.SavedState] = []
    /// The root element read from these bytes, so that any element read from them reaches its
    /// document's root at once (`MarkupElement.documentRoot`). Set when the parse succeeds and
    /// cleared when the document goes (it holds the root, which holds this buffer).
    @exclusivity(unchecked) var root: MarkupElement?
    /// Offsets where lines start, built the first time a position is asked for.
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            {
                starts.append(index + 1)
            }
        }
        return starts
    }()

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An attribute's value as read, decoded.
    func attributeValue(_ raw: RawAttribute) -> String {
        bytes.withUnsafeBufferPointer { raw.decodedValue(in: $0) }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for index in lineStarts[low]..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
