/// The few fixed values of the classic zip format (PKWARE's APPNOTE.TXT) that the writer writes
/// and the reader checks, in one place so the two cannot drift apart.
enum ZipFormat {
    static let localHeaderSignature: UInt32 = 0x0403_4B50
    static let centralHeaderSignature: UInt32 = 0x0201_4B50
    static let endOfCentralDirectorySignature: UInt32 = 0x0605_4B50
    /// Sits just before the end record of a ZIP64 archive; its presence is how the reader tells
    /// one apart, to refuse it.
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50

    static let localHeaderSize = 30
    static let centralHeaderSize = 46
    static let endOfCentralDirectorySize = 22
    static let zip64LocatorSize = 20

    /// General-purpose flag bit 11: the entry's name is UTF-8 (without it, readers take the
    /// name as code page 437).
    static let utf8NameFlag: UInt16 = 1 << 11
    /// Bit 0: encrypted. Bit 3: sizes and CRC follow the data in a descriptor. Bit 6: strong
    /// encryption. The reader supports none of them; the writer never sets them.
    static let encryptedFlag: UInt16 = 1 << 0
    static let dataDescriptorFlag: UInt16 = 1 << 3
    static let strongEncryptionFlag: UInt16 = 1 << 6

    static let storedMethod: UInt16 = 0
    static let deflatedMethod: UInt16 = 8

    /// Version 1.0 is all a stored entry needs to be extracted.
    static let versionNeeded: UInt16 = 10
    /// Made by a Unix host (3, the high byte) to version 2.0 of the format: with a Unix host,
    /// the external attributes below are the file's mode, which `unzip` then applies.
    static let versionMadeBy: UInt16 = 3 << 8 | 20
    /// A regular file, `rw-r--r--`, in the high half as Unix hosts record it.
    static let externalAttributes: UInt32 = 0o100644 << 16

    /// Noon on 1980-01-01, the earliest time a zip can record, as the MS-DOS fields themselves:
    /// time is hour << 11 | minute << 5 | second / 2, date is (year − 1980) << 9 | month << 5 | day.
    /// Written as fields rather than converted from a clock, so no time zone enters the bytes
    /// and the same skin gives the same zip anywhere. Noon, not midnight, so a reader that
    /// shifts it by a time zone still lands on the same day.
    static let fixedTime: UInt16 = 12 << 11
    static let fixedDate: UInt16 = 0 << 9 | 1 << 5 | 1

    /// The largest values the classic format's fields hold; past them an archive needs ZIP64,
    /// which neither the writer nor the reader speaks.
    static let maximumSize = Int(UInt32.max)
    static let maximumEntryCount = Int(UInt16.max)
    static let maximumNameLength = Int(UInt16.max)
}
