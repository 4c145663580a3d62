#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The element names one parse has made, so that each name is made once: a layout has
/// thousands of elements and a few dozen names, and comparing a name's bytes with a name seen
/// before costs a fraction of making a string of them.
struct ElementNames {
    private struct Entry {
        /// The name's first eight bytes (fewer, zero-padded, for a shorter name).
        let prefix: UInt64
        let count: Int
        /// Where the name stands in the file, for comparing the bytes past the prefix.
        let start: Int
        let name: String
    }

    private static let slots = 64
    /// Direct-mapped by a hash of the prefix; a name that collides with another replaces it.
    private var entries = [Entry?](repeating: nil, count: ElementNames.slots)

    /// The name spelled by `bytes[range]` (a non-empty range).
    mutating func name(in bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> String {
        let base = bytes.baseAddress!
        let start = range.lowerBound
        let count = range.count
        let prefix = Self.prefix(of: bytes, at: range)
        // Fibonacci hashing: the top six bits of the product pick one of the 64 slots.
        let slot = Int(truncatingIfNeeded: ((prefix ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if let entry = entries[slot], entry.prefix == prefix, entry.count == count,
            count <= 8 || memcmp(base + entry.start + 8, base + start + 8, count - 8) == 0
        {
            return entry.name
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        entries[slot] = Entry(prefix: prefix, count: count, start: start, name: name)
        return name
    }

    /// Up to eight bytes from `range`'s start, as one word: one load where the buffer has eight
    /// bytes there, byte by byte at its very end.
    @inline(__always)
    private static func prefix(of bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> UInt64 {
        let length = min(range.count, 8)
        if range.lowerBound + 8 <= bytes.count {
            // Byte `i` of the name in bits `8i` up, whatever the machine's byte order.
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + range.lowerBound).loadUnaligned(as: UInt64.self))
            return length == 8 ? word : word & ((1 << UInt64(length * 8)) - 1)
        }
        var word: UInt64 = 0
        for index in 0..<length { word |= UInt64(bytes[range.lowerBound + index]) << UInt64(index * 8) }
        return word
    }
}
