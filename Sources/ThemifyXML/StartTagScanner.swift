#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a start tag, already known to be well-formed, into its name and attribute spans.
///
/// libxml2 checks well-formedness and reports where each tag ends, but not where its attributes
/// stand; faithful rewriting needs those spans, and a tag libxml2 accepted is simple to split.
/// The bounds pass records the spans of nearly every tag as it reads the file
/// (`ScannedStartTag`); this reads a tag the pass did not record, or read to a different end.
struct StartTagScanner {
    struct Result {
        let nameEnd: Int
        /// Where the tag's attributes were appended in the table given to `scan`.
        let attributes: Range<Int>
        let attributesEnd: Int
    }

    /// `tagStart` is the `<`; `tagBodyEnd` is the offset of the closing `>` or `/>`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, tagStart: Int, tagBodyEnd: Int, into attributes: inout [RawAttribute]) -> Result?
    {
        // Over raw bytes: every index stays below `tagBodyEnd`, within the buffer.
        scan(bytes.baseAddress!, tagStart: tagStart, tagBodyEnd: min(tagBodyEnd, bytes.count), into: &attributes)
    }

    private static func scan(_ bytes: UnsafePointer<UInt8>, tagStart: Int, tagBodyEnd: Int, into attributes: inout [RawAttribute])
        -> Result?
    {
        let first = attributes.count
        var index = tagStart + 1
        let nameStart = index
        while index < tagBodyEnd, !isNameTerminator(bytes[index]) { index += 1 }
        guard index > nameStart else { return nil }
        let nameEnd = index
        var attributesEnd = index
        while true {
            let spanStart = index
            while index < tagBodyEnd, isWhitespace(bytes[index]) { index += 1 }
            if index >= tagBodyEnd { break }
            let attributeNameStart = index
            while index < tagBodyEnd, bytes[index] != UInt8(ascii: "="), !isWhitespace(bytes[index]) { index += 1 }
            let attributeNameEnd = index
            guard attributeNameEnd - attributeNameStart <= Int(UInt16.max) else {
                attributes.removeSubrange(first...)
                return nil
            }
            while index < tagBodyEnd, isWhitespace(bytes[index]) { index += 1 }
            guard index < tagBodyEnd, bytes[index] == UInt8(ascii: "=") else {
                attributes.removeSubrange(first...)
                return nil
            }
            index += 1
            while index < tagBodyEnd, isWhitespace(bytes[index]) { index += 1 }
            guard index < tagBodyEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                attributes.removeSubrange(first...)
                return nil
            }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let closing = memchr(bytes + valueStart, Int32(quote), tagBodyEnd - valueStart) else {
                attributes.removeSubrange(first...)
                return nil
            }
            let valueEnd = UnsafeRawPointer(closing) - UnsafeRawPointer(bytes)
            index = valueEnd + 1
            let changesWhenDecoded = UnsafeBufferPointer(start: bytes + valueStart, count: valueEnd - valueStart).contains(
                where: MarkupEscaping.changesWhenDecoded)
            attributes.append(
                RawAttribute(
                    name: attributeNameStart..<attributeNameEnd, value: valueStart..<valueEnd, span: spanStart..<index,
                    valueChangesWhenDecoded: changesWhenDecoded))
            attributesEnd = index
        }
        return Result(nameEnd: nameEnd, attributes: first..<attributes.count, attributesEnd: attributesEnd)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameTerminator(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
