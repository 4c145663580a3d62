import ThemifySourceLines

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
    private lazy var lineStarts: [Int] = bytes.withUnsafeBufferPointer { SourceLineCounter.lineStarts(in: $0) }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An attribute's value as read, decoded.
    func attributeValue(_ raw: RawAttribute) -> String {
        bytes.withUnsafeBufferPointer { raw.decodedValue(in: $0) }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func position(of offset: Int) -> SourcePosition {
        let lineStarts = lineStarts
        let (line, column) = bytes.withUnsafeBufferPointer {
            SourceLineCounter.position(of: offset, in: $0, lineStarts: lineStarts)
        }
        return SourcePosition(line: line, column: column)
    }
}
