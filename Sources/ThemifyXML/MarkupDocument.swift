/// A layout file: its element tree and the bytes it was read from.
///
/// Serialization copies every byte of the original that no edit touched, so a document nobody
/// edited comes back byte for byte, and an edited one differs only where the edits are.
public final class MarkupDocument {
    public let root: MarkupElement
    let buffer: SourceBuffer

    public init(bytes: [UInt8]) throws(MarkupParseError) {
        (buffer, root) = try MarkupParser.parse(bytes)
    }

    /// The bytes the document was read from.
    public var originalBytes: [UInt8] { buffer.bytes }

    public var isEdited: Bool { root.isEdited }

    /// The document with its edits applied; the original bytes when there are none.
    public func serialized() -> [UInt8] {
        guard isEdited else { return buffer.bytes }
        return MarkupSerializer(buffer: buffer).serialize(root)
    }

    /// The libxml2 version themify runs against, for `--version`.
    public static var libxml2Version: String { LibXML2.version }
}
