/// The bytes a document was parsed from, shared by the document and its elements so that an
/// untouched element can always be written back from the original bytes.
final class SourceBuffer {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The run of spaces and tabs before `offset` on its line, when nothing else precedes it
    /// there; nil when the offset does not start its line's content.
    func indentation(before offset: Int) -> ArraySlice<UInt8>? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
            index -= 1
        }
        return bytes[index..<offset]
    }
}
