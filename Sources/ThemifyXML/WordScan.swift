/// Byte searches eight bytes at a time, for the bounds pass's longest loops (names and
/// attribute values: most of a layout's bytes).
///
/// Each test flags, in a byte's high bit, the bytes of a word that may be wanted; only the
/// lowest flag is exact (a borrow can flag a byte above it), so a search looks at that byte,
/// decides, and goes on just past it. Layouts are ASCII in their names and mostly in values;
/// bytes from `0x80` up are never flagged, and none of the bytes searched for is one.
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` (which has eight bytes after it), byte `i` in bits `8i` up.
    @inline(__always)
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// Flags the bytes of `word` below `limit` (at most 128).
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// Flags the bytes of `word` equal to `byte` (below 128).
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        bytes(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// The byte offset within the word of the lowest flag (`flags` is not zero).
    @inline(__always)
    static func firstFlagged(_ flags: UInt64) -> Int {
        flags.trailingZeroBitCount >> 3
    }

    /// The first index from `start` whose byte `isStop` accepts (or the buffer's end), when
    /// every byte it accepts is below `limit`.
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, below limit: UInt8, where isStop: (UInt8) -> Bool) -> Int
    {
        var index = start
        while index + 8 <= bytes.count {
            let flags = Self.bytes(below: limit, in: word(in: bytes, at: index))
            guard flags != 0 else {
                index += 8
                continue
            }
            index += firstFlagged(flags)
            if isStop(bytes[index]) { return index }
            index += 1
        }
        while index < bytes.count, !isStop(bytes[index]) { index += 1 }
        return index
    }
}
