/// Bounds-checked integers out of a byte array.
struct ByteReader {
    let bytes: [UInt8]
    let bigEndian: Bool

    init(_ bytes: [UInt8], bigEndian: Bool) {
        self.bytes = bytes
        self.bigEndian = bigEndian
    }

    func uint16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
    }

    func uint32(_ offset: Int) -> UInt32? {
        guard let high = uint16(bigEndian ? offset : offset + 2), let low = uint16(bigEndian ? offset + 2 : offset) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
