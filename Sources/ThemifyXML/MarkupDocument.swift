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

    /// The bytes the document was read from.
    package var originalBytes: [UInt8] { buffer.bytes }

    package var isEdited: Bool { root.isEdited }

    /// The document with its edits applied; the original bytes when there are none.
    package func serialized() -> [UInt8] {
        guard isEdited else { return buffer.bytes }
        return MarkupSerializer(buffer: buffer).serialize(root)
    }

    /// The libxml2 version themify runs against, for `--version`.
    package static var libxml2Version: String { LibXML2.version }
}
