/// A layout file: its element tree and the bytes it was read from.
///
/// Serialization copies every byte of the original that no edit touched, so a document nobody
/// edited comes back byte for byte, and an edited one differs only where the edits are.
package final class MarkupDocument {
    package let root: MarkupElement
    let buffer: SourceBuffer

    package init(bytes: [UInt8]) throws(MarkupParseError) {
        (buffer, root) = try MarkupParser.parse(bytes)
    }

    deinit {
        // The journal and the buffer's root hold elements, which hold the buffer: dropping them
        // breaks the cycle.
        buffer.journal.removeAll()
        buffer.root = nil
    }

    /// The bytes the document was read from.
    package var originalBytes: [UInt8] { buffer.bytes }

    package var isEdited: Bool { root.isEdited }

    /// The document with its edits applied; the original bytes when there are none.
    package func serialized() -> [UInt8] {
        guard isEdited else { return buffer.bytes }
        return MarkupSerializer(buffer: buffer).serialize(root)
    }

    /// Undoes every edit since the document was read (or last reverted): each element read from
    /// the file gets back its attributes, children and parent, and elements added by the edits
    /// are dropped. Theming one layout with several themes reads it once and reverts between
    /// themes, instead of parsing it again for each.
    package func revertEdits() {
        // Each element is saved once, at its first edit, so the order does not matter. Each
        // saved state is moved out of the journal as it is restored, rather than copied and then
        // dropped (the journal keeps its capacity for the next theme's edits).
        while let saved = buffer.journal.popLast() { saved.element.restore(saved) }
    }

    /// The libxml2 version themify runs against, for `--version`.
    package static var libxml2Version: String { LibXML2.version }
}
