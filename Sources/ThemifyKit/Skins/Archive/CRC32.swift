/// The CRC-32 every zip entry records (ISO 3309 / ITU-T V.42: the reflected polynomial
/// 0xEDB88320, initial value and final XOR 0xFFFFFFFF), so a reader can tell the bytes it
/// unpacked are the ones that were packed. A checksum of the file format, not a cryptographic
/// hash: what a skin's objects are is pinned by their SHA-256 names.
///
/// Table-driven, one byte at a time: skins are a few megabytes, and this keeps the zip writer free
/// of zlib, which an Xcode-only Mac has but a Linux build would need a package for.
package enum CRC32 {
    package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        let table = Self.table
        // The fast path for the arrays and slices every caller passes: no iterator per byte.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8) }
        }
        if done == nil {
            for byte in bytes { crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8) }
        }
        return ~crc
    }

    /// The CRC of each byte value on its own, so the loop above does one look-up per byte
    /// instead of eight shifts.
    private static let table: [UInt32] = (0...255).map { (index: UInt32) in
        var value = index
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }
}
