/// Turns byte offsets into line and column while a document is read front to back.
///
/// Parser callbacks arrive in document order, so a cursor that only moves forward turns every
/// offset into a position in linear time overall.
struct LineCursor {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func position(of target: Int) -> SourcePosition {
        if target < offset {
            // Out-of-order request (rare): start over rather than guess.
            offset = 0
            line = 1
            lineStart = 0
        }
        while offset < target {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset >= bytes.count || bytes[offset] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = offset
            }
        }
        var column = 1
        var index = lineStart
        while index < target {
            // Count characters, not bytes: skip UTF-8 continuation bytes.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
