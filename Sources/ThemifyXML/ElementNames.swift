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
        let start: Int
        let count: Int
        let name: String
    }

    private static let slots = 64
    /// Direct-mapped by a hash of a name's length and a few of its bytes; a name that collides
    /// with another just replaces it.
    private var entries = [Entry?](repeating: nil, count: ElementNames.slots)

    /// The name spelled by `bytes[range]` (a non-empty range).
    mutating func name(in bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> String {
        let base = bytes.baseAddress!
        let start = range.lowerBound, count = range.count
        let hash = count &* 31 &+ Int(base[start]) &* 7 &+ Int(base[start + count - 1]) &* 3 &+ Int(base[start + count / 2])
        let slot = hash & (Self.slots - 1)
        if let entry = entries[slot], entry.count == count, base[entry.start] == base[start],
           memcmp(base + entry.start, base + start, count) == 0 {
            return entry.name
        }
        let name = String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
        entries[slot] = Entry(start: start, count: count, name: name)
        return name
    }
}
