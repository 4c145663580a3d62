import ThemifyModel

/// Reads a zip held in memory — its end record, central directory and stored entries — as
/// `themify verify` needs to look inside a published `skins/<id>.zip`, and trusting nothing in
/// it: every offset and size is checked against the buffer before it is used, so a truncated or
/// hostile archive is a thrown `Failure` that says where, never a crash.
///
/// Strict on purpose, because two unzip tools must not see two different archives in one file:
/// the local headers must agree with the central directory, entries must not overlap, and every
/// byte before the central directory must belong to an entry (a streaming reader would otherwise
/// find entries the central directory hides). Names must be ones `SkinPath` accepts — no `..`,
/// no absolute paths, no backslashes, no control characters — and no two may name the same file,
/// not even on a case-insensitive file system. Only the classic format's stored entries are
/// read: deflated entries, encryption, data descriptors, ZIP64 and split archives are refused
/// as unsupported, each by name.
package struct ZipArchiveReader {
    package struct Entry: Sendable, Equatable {
        package var name: String
        package var data: [UInt8]

        package init(name: String, data: [UInt8]) {
            self.name = name
            self.data = data
        }
    }

    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where in the archive the problem is: the start of the record or data at fault.
        package var offset: Int
        /// Which entry, as `entry 2 ('objects/…')`, when the problem is one entry's.
        package var entry: String?
        package var message: String

        package var description: String {
            "at byte \(offset)" + (entry.map { ", \($0)" } ?? "") + ": \(message)"
        }
    }

    /// In the central directory's order.
    package let entries: [Entry]

    package init(_ bytes: [UInt8]) throws(Failure) {
        let fields = LittleEndianFields(bytes: bytes)
        let end = try Self.endRecord(in: fields)
        let records = try Self.centralRecords(in: fields, end: end)
        var spans: [(start: Int, end: Int, entry: String)] = []
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        for record in records {
            let span = try Self.dataSpan(of: record, in: fields, before: end.centralDirectoryOffset)
            let data = Array(bytes[span.data])
            let crc = CRC32.checksum(data)
            guard crc == record.crc else {
                throw Failure(
                    offset: span.data.lowerBound, entry: record.shown,
                    message:
                        "the data's CRC-32 is \(Self.hex(crc)), not the \(Self.hex(record.crc)) the entry records (the bytes were changed or cut)"
                )
            }
            spans.append((span.header, span.data.upperBound, record.shown))
            entries.append(Entry(name: record.name, data: data))
        }
        try Self.checkTiling(spans, upTo: end.centralDirectoryOffset)
        self.entries = entries
    }

    // MARK: The end record

    private struct EndRecord {
        var offset: Int
        var entryCount: Int
        var centralDirectoryOffset: Int
        var centralDirectorySize: Int
    }

    /// The end-of-central-directory record: the last 22 bytes, or earlier by the length of the
    /// archive comment it ends with. The comment must end exactly at the end of the buffer, so
    /// a signature inside a comment or trailing bytes after the archive are not taken for it.
    private static func endRecord(in fields: LittleEndianFields) throws(Failure) -> EndRecord {
        let count = fields.bytes.count
        guard count >= ZipFormat.endOfCentralDirectorySize else {
            throw Failure(
                offset: 0,
                message:
                    "the archive is \(count) bytes, shorter than a zip's \(ZipFormat.endOfCentralDirectorySize)-byte end record (truncated, or not a zip)"
            )
        }
        let last = count - ZipFormat.endOfCentralDirectorySize
        let first = max(0, last - Int(UInt16.max))
        var found: Int?
        for candidate in stride(from: last, through: first, by: -1) {
            guard try fields.u32(at: candidate) == ZipFormat.endOfCentralDirectorySignature,
                Int(try fields.u16(at: candidate + 20)) == last - candidate
            else { continue }
            found = candidate
            break
        }
        guard let offset = found else {
            throw Failure(offset: count, message: "no end-of-central-directory record ends the archive (truncated, or not a zip)")
        }
        if offset >= ZipFormat.zip64LocatorSize, try fields.u32(at: offset - ZipFormat.zip64LocatorSize) == ZipFormat.zip64LocatorSignature
        {
            throw Failure(
                offset: offset - ZipFormat.zip64LocatorSize,
                message: "the archive is ZIP64, which is not supported (only the classic format is read)")
        }
        let disk = try fields.u16(at: offset + 4)
        let centralDirectoryDisk = try fields.u16(at: offset + 6)
        guard disk == 0, centralDirectoryDisk == 0 else {
            throw Failure(
                offset: offset,
                message:
                    "the archive is split across disks (this is disk \(disk), the central directory starts on disk \(centralDirectoryDisk)), which is not supported"
            )
        }
        let entriesHere = Int(try fields.u16(at: offset + 8))
        let entryCount = Int(try fields.u16(at: offset + 10))
        guard entriesHere == entryCount else {
            throw Failure(
                offset: offset,
                message: "the end record counts \(entriesHere) entries on this disk but \(entryCount) in all, in an archive of one disk")
        }
        let size = Int(try fields.u32(at: offset + 12))
        let start = Int(try fields.u32(at: offset + 16))
        let (directoryEnd, overflow) = start.addingReportingOverflow(size)
        guard !overflow, directoryEnd <= offset else {
            throw Failure(
                offset: offset,
                message:
                    "the central directory (\(size) bytes at byte \(start)) runs past the end record at byte \(offset) (truncated, or lying sizes)"
            )
        }
        guard directoryEnd == offset else {
            throw Failure(
                offset: directoryEnd,
                message: "\(offset - directoryEnd) bytes between the central directory's end and the end record belong to neither")
        }
        // Each record is at least 46 bytes: a count the directory cannot hold is refused before
        // it drives a loop.
        let (smallestSize, tooMany) = entryCount.multipliedReportingOverflow(by: ZipFormat.centralHeaderSize)
        guard !tooMany, smallestSize <= size else {
            throw Failure(
                offset: offset, message: "the end record counts \(entryCount) entries, more than a \(size)-byte central directory holds")
        }
        return EndRecord(offset: offset, entryCount: entryCount, centralDirectoryOffset: start, centralDirectorySize: size)
    }

    // MARK: The central directory

    private struct CentralRecord {
        /// `entry 2 ('objects/…')`, for messages.
        var shown: String
        var name: String
        var nameBytes: ArraySlice<UInt8>
        var flags: UInt16
        var method: UInt16
        var crc: UInt32
        var size: Int
        var localHeaderOffset: Int
    }

    private static func centralRecords(in fields: LittleEndianFields, end: EndRecord) throws(Failure) -> [CentralRecord] {
        let directoryEnd = end.offset
        var records: [CentralRecord] = []
        records.reserveCapacity(end.entryCount)
        // Folded names (case, and Unicode canonical equivalence through String's ==) to the
        // entry that first used them, so two names one file system would unpack to one file
        // are refused.
        var firstUse: [String: (number: Int, name: String)] = [:]
        var position = end.centralDirectoryOffset
        for index in 0..<end.entryCount {
            let number = index + 1
            let unnamed = "entry \(number)"
            let headerEnd = try fields.end(
                of: position, length: ZipFormat.centralHeaderSize, within: directoryEnd,
                entry: unnamed, what: "its central directory record")
            guard try fields.u32(at: position) == ZipFormat.centralHeaderSignature else {
                throw Failure(
                    offset: position, entry: unnamed,
                    message: "no central directory record here (the signature is wrong: truncated, or lying offsets)")
            }
            let nameLength = Int(try fields.u16(at: position + 28))
            let extraLength = Int(try fields.u16(at: position + 30))
            let commentLength = Int(try fields.u16(at: position + 32))
            let nameEnd = try fields.end(of: headerEnd, length: nameLength, within: directoryEnd, entry: unnamed, what: "its name")
            let extraEnd = try fields.end(of: nameEnd, length: extraLength, within: directoryEnd, entry: unnamed, what: "its extra field")
            let recordEnd = try fields.end(of: extraEnd, length: commentLength, within: directoryEnd, entry: unnamed, what: "its comment")
            let flags = try fields.u16(at: position + 8)
            let nameBytes = fields.bytes[headerEnd..<nameEnd]
            let name = try decodedName(nameBytes, flags: flags, at: position, entry: unnamed)
            let shown = "entry \(number) ('\(ThemeText.shown(name))')"
            let failure = { (message: String) in Failure(offset: position, entry: shown, message: message) }
            if let problem = SkinPath.problem(with: name) { throw failure("the name \(problem)") }
            if let earlier = firstUse[name.lowercased()] {
                throw failure(
                    earlier.name == name
                        ? "the name is also entry \(earlier.number)'s"
                        : "the name and entry \(earlier.number)'s '\(ThemeText.shown(earlier.name))' are one file on a case-insensitive file system"
                )
            }
            firstUse[name.lowercased()] = (number, name)

            if flags & (ZipFormat.encryptedFlag | ZipFormat.strongEncryptionFlag) != 0 {
                throw failure("the entry is encrypted, which is not supported")
            }
            if flags & ZipFormat.dataDescriptorFlag != 0 {
                throw failure("the entry's sizes follow its data (general-purpose bit 3, a data descriptor), which is not supported")
            }
            let method = try fields.u16(at: position + 10)
            switch method {
            case ZipFormat.storedMethod: break
            case ZipFormat.deflatedMethod:
                throw failure("the entry is deflated, which is not supported: only stored (uncompressed) entries are read")
            default:
                throw failure(
                    "the entry's compression method is \(method), which is not supported: only stored (uncompressed) entries are read")
            }
            let compressedSize = Int(try fields.u32(at: position + 20))
            let size = Int(try fields.u32(at: position + 24))
            guard compressedSize == size else {
                throw failure("the entry is stored, yet records \(compressedSize) bytes stored for \(size) bytes of data")
            }
            let diskStart = try fields.u16(at: position + 34)
            guard diskStart == 0 else { throw failure("the entry starts on disk \(diskStart), in an archive of one disk") }
            records.append(
                CentralRecord(
                    shown: shown, name: name, nameBytes: nameBytes, flags: flags, method: method,
                    crc: try fields.u32(at: position + 16), size: size, localHeaderOffset: Int(try fields.u32(at: position + 42))))
            position = recordEnd
        }
        guard position == directoryEnd else {
            throw Failure(
                offset: position,
                message:
                    "\(directoryEnd - position) bytes of the central directory follow the \(end.entryCount) record(s) the end record counts"
            )
        }
        return records
    }

    /// The name as text: UTF-8 when bit 11 says so; without it only ASCII, which reads the same
    /// in code page 437, the other encoding a zip name can have.
    private static func decodedName(_ bytes: ArraySlice<UInt8>, flags: UInt16, at offset: Int, entry: String) throws(Failure) -> String {
        if bytes.contains(0) {
            throw Failure(
                offset: offset, entry: entry, message: "the name holds a NUL byte, so tools that read it as a C string see another name")
        }
        if flags & ZipFormat.utf8NameFlag == 0, bytes.contains(where: { $0 >= 0x80 }) {
            throw Failure(
                offset: offset, entry: entry,
                message: "the name is not ASCII and not marked UTF-8 (general-purpose bit 11), so readers would take it as code page 437")
        }
        let name = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid sequences; the round trip tells whether any were.
        guard name.utf8.elementsEqual(bytes) else {
            throw Failure(offset: offset, entry: entry, message: "the name is not valid UTF-8")
        }
        return name
    }

    // MARK: Local headers and data

    /// Where the entry's local header starts and where its data lies, once the local header is
    /// found to agree with the central record on everything both hold.
    private static func dataSpan(of record: CentralRecord, in fields: LittleEndianFields, before directoryStart: Int) throws(Failure) -> (
        header: Int, data: Range<Int>
    ) {
        let position = record.localHeaderOffset
        let failure = { (message: String) in Failure(offset: position, entry: record.shown, message: message) }
        let headerEnd = try fields.end(
            of: position, length: ZipFormat.localHeaderSize, within: directoryStart,
            entry: record.shown, what: "its local header, before the central directory")
        guard try fields.u32(at: position) == ZipFormat.localHeaderSignature else {
            throw failure("no local header where the central directory says the entry starts (the signature is wrong)")
        }
        let flags = try fields.u16(at: position + 6)
        let method = try fields.u16(at: position + 8)
        let crc = try fields.u32(at: position + 14)
        let compressedSize = Int(try fields.u32(at: position + 18))
        let size = Int(try fields.u32(at: position + 22))
        guard flags == record.flags, method == record.method, crc == record.crc, compressedSize == record.size, size == record.size else {
            throw failure(
                "the local header (flags \(hex(flags)), method \(method), CRC-32 \(hex(crc)), \(compressedSize) bytes stored, \(size) in all) disagrees with the central directory (flags \(hex(record.flags)), method \(record.method), CRC-32 \(hex(record.crc)), \(record.size) bytes)"
            )
        }
        let nameLength = Int(try fields.u16(at: position + 26))
        let extraLength = Int(try fields.u16(at: position + 28))
        let nameEnd = try fields.end(of: headerEnd, length: nameLength, within: directoryStart, entry: record.shown, what: "its local name")
        guard fields.bytes[headerEnd..<nameEnd].elementsEqual(record.nameBytes) else {
            throw failure(
                "the local header names the entry '\(ThemeText.shown(String(decoding: fields.bytes[headerEnd..<nameEnd], as: UTF8.self)))', not the central directory's name"
            )
        }
        let dataStart = try fields.end(
            of: nameEnd, length: extraLength, within: directoryStart, entry: record.shown, what: "its local extra field")
        let dataEnd = try fields.end(of: dataStart, length: record.size, within: directoryStart, entry: record.shown, what: "its data")
        return (position, dataStart..<dataEnd)
    }

    /// The entries, in the order they lie, must follow one another from the archive's first byte
    /// to the central directory: no two share a byte and no byte belongs to none.
    private static func checkTiling(_ spans: [(start: Int, end: Int, entry: String)], upTo directoryStart: Int) throws(Failure) {
        var covered = 0
        var previous: String?
        for span in spans.sorted(by: { $0.start < $1.start }) {
            if span.start < covered, let previous {
                throw Failure(
                    offset: span.start, entry: span.entry, message: "the entry's bytes overlap \(previous)'s, which end at byte \(covered)")
            }
            if span.start > covered {
                throw Failure(offset: covered, message: "\(span.start - covered) bytes before \(span.entry) belong to no entry")
            }
            covered = span.end
            previous = span.entry
        }
        if covered < directoryStart {
            throw Failure(offset: covered, message: "\(directoryStart - covered) bytes before the central directory belong to no entry")
        }
    }

    private static func hex(_ value: some FixedWidthInteger) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, value.bitWidth / 4 - digits.count)) + digits
    }
}

/// Little-endian fields read from the archive, each checked to lie inside it.
private struct LittleEndianFields {
    let bytes: [UInt8]

    func u16(at offset: Int) throws(ZipArchiveReader.Failure) -> UInt16 {
        guard offset >= 0, offset <= bytes.count - 2 else { throw truncated(at: offset) }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    func u32(at offset: Int) throws(ZipArchiveReader.Failure) -> UInt32 {
        guard offset >= 0, offset <= bytes.count - 4 else { throw truncated(at: offset) }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Where `length` bytes from `start` end, when they end by `limit` (the region they must lie
    /// in); a located failure naming `what` otherwise.
    func end(of start: Int, length: Int, within limit: Int, entry: String, what: String) throws(ZipArchiveReader.Failure) -> Int {
        let (end, overflow) = start.addingReportingOverflow(length)
        guard start >= 0, length >= 0, !overflow, end <= limit else {
            throw ZipArchiveReader.Failure(
                offset: start, entry: entry,
                message:
                    "\(what) (\(length) bytes from byte \(start)) runs past byte \(limit), where it must end (truncated, or lying offsets or sizes)"
            )
        }
        return end
    }

    private func truncated(at offset: Int) -> ZipArchiveReader.Failure {
        ZipArchiveReader.Failure(
            offset: offset, message: "a field at byte \(offset) lies past the archive's \(bytes.count) bytes (truncated)")
    }
}
