import ThemifyModel

/// Writes a zip in memory: stored (uncompressed) entries, UTF-8 names, every entry dated noon on
/// 1980-01-01, then the central directory and the end record — the classic format only, no
/// ZIP64, no extra fields, no comments. The same entries in the same order give the same bytes.
///
/// Written in Swift rather than through libzip so the package builds on a Mac with nothing but
/// Xcode. Stored, because skins are mostly PNG and JPEG, which deflate does not shrink, and a
/// stored entry is one an app can unpack without a zip library.
///
/// What does not fit the classic format (an entry or the archive over 4 GiB − 1, more than
/// 65,535 entries) is refused when it is added, before anything is written, with a message that
/// says which limit; so is a name `SkinPath` would not accept or one already used (ignoring case),
/// since `ZipArchiveReader` refuses those.
package struct ZipArchiveWriter {
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// The format's limits, or lower ones so tests can reach them without gigabytes.
    package struct Limits: Sendable, Equatable {
        package var maximumEntrySize: Int
        package var maximumArchiveSize: Int
        package var maximumEntryCount: Int

        package static let classic = Limits(
            maximumEntrySize: ZipFormat.maximumSize, maximumArchiveSize: ZipFormat.maximumSize,
            maximumEntryCount: ZipFormat.maximumEntryCount)

        package init(maximumEntrySize: Int, maximumArchiveSize: Int, maximumEntryCount: Int) {
            self.maximumEntrySize = maximumEntrySize
            self.maximumArchiveSize = maximumArchiveSize
            self.maximumEntryCount = maximumEntryCount
        }
    }

    private let limits: Limits
    /// The local headers and data written so far: the archive's first part.
    private var entriesPart: [UInt8] = []
    /// The central directory's records so far, appended after the entries when finished.
    private var centralDirectory: [UInt8] = []
    private var entryCount = 0
    private var foldedNames: Set<String> = []

    /// Limits above the format's are lowered to them: the fields could not hold more.
    package init(limits: Limits = .classic) {
        self.limits = Limits(
            maximumEntrySize: min(limits.maximumEntrySize, Limits.classic.maximumEntrySize),
            maximumArchiveSize: min(limits.maximumArchiveSize, Limits.classic.maximumArchiveSize),
            maximumEntryCount: min(limits.maximumEntryCount, Limits.classic.maximumEntryCount))
    }

    /// Adds one entry after those added before.
    package mutating func add(_ name: String, _ data: [UInt8]) throws(Failure) {
        let shown = ThemeText.shown(name)
        if let problem = SkinPath.problem(with: name) {
            throw Failure(message: "cannot add '\(shown)' to the zip: the name \(problem)")
        }
        // Folded as the reader folds them: names one file system would take for one file.
        let folded = name.lowercased()
        guard !foldedNames.contains(folded) else {
            throw Failure(message: "cannot add '\(shown)' to the zip: it already holds an entry of that name (ignoring case)")
        }
        let nameBytes = Array(name.utf8)
        guard entryCount < limits.maximumEntryCount else {
            throw Failure(
                message:
                    "cannot add '\(shown)' to the zip: a zip holds at most \(limits.maximumEntryCount) entries without ZIP64, which themify does not write"
            )
        }
        guard data.count <= limits.maximumEntrySize, let size = UInt32(exactly: data.count) else {
            throw Failure(
                message:
                    "cannot add '\(shown)' to the zip: it is \(data.count) bytes, over the \(limits.maximumEntrySize) an entry holds without ZIP64, which themify does not write"
            )
        }
        // SkinPath caps names at 1024 bytes, well inside the 16-bit length field.
        guard let nameLength = UInt16(exactly: nameBytes.count) else {
            throw Failure(message: "cannot add '\(shown)' to the zip: its name is longer than \(ZipFormat.maximumNameLength) bytes")
        }
        // The whole archive once this entry is in: every offset the end record and the central
        // directory hold must fit in 32 bits, and checking here refuses before anything grows.
        let archiveSize = Self.sum([
            entriesPart.count, ZipFormat.localHeaderSize, nameBytes.count, data.count,
            centralDirectory.count, ZipFormat.centralHeaderSize, nameBytes.count,
            ZipFormat.endOfCentralDirectorySize,
        ])
        guard let archiveSize, archiveSize <= limits.maximumArchiveSize, let localHeaderOffset = UInt32(exactly: entriesPart.count) else {
            throw Failure(
                message:
                    "cannot add '\(shown)' to the zip: the archive would be over the \(limits.maximumArchiveSize) bytes a zip holds without ZIP64, which themify does not write"
            )
        }
        let crc = CRC32.checksum(data)

        entriesPart.append(ZipFormat.localHeaderSignature)
        entriesPart.append(ZipFormat.versionNeeded)
        Self.appendCommonFields(to: &entriesPart, crc: crc, size: size, nameLength: nameLength)
        entriesPart.append(UInt16(0))  // extra field length
        entriesPart += nameBytes
        entriesPart += data

        centralDirectory.append(ZipFormat.centralHeaderSignature)
        centralDirectory.append(ZipFormat.versionMadeBy)
        centralDirectory.append(ZipFormat.versionNeeded)
        Self.appendCommonFields(to: &centralDirectory, crc: crc, size: size, nameLength: nameLength)
        centralDirectory.append(UInt16(0))  // extra field length
        centralDirectory.append(UInt16(0))  // comment length
        centralDirectory.append(UInt16(0))  // disk number start
        centralDirectory.append(UInt16(0))  // internal attributes
        centralDirectory.append(ZipFormat.externalAttributes)
        centralDirectory.append(localHeaderOffset)
        centralDirectory += nameBytes

        entryCount += 1
        foldedNames.insert(folded)
    }

    /// The fields a local header and a central record share, in the order both hold them.
    /// Static: an instance method would borrow a copy of `self`, and with it the buffer being
    /// appended to, which would then be copied whole on every entry.
    private static func appendCommonFields(to bytes: inout [UInt8], crc: UInt32, size: UInt32, nameLength: UInt16) {
        bytes.append(ZipFormat.utf8NameFlag)
        bytes.append(ZipFormat.storedMethod)
        bytes.append(ZipFormat.fixedTime)
        bytes.append(ZipFormat.fixedDate)
        bytes.append(crc)
        bytes.append(size)  // compressed size: stored, so the same
        bytes.append(size)
        bytes.append(nameLength)
    }

    /// The archive's bytes: the entries, the central directory, the end record. `add` has
    /// already checked that every value here fits its field, so nothing can fail now.
    package func finish() -> [UInt8] {
        var archive = entriesPart
        archive.reserveCapacity(entriesPart.count + centralDirectory.count + ZipFormat.endOfCentralDirectorySize)
        archive += centralDirectory
        let count = UInt16(truncatingIfNeeded: entryCount)
        archive.append(ZipFormat.endOfCentralDirectorySignature)
        archive.append(UInt16(0))  // this disk
        archive.append(UInt16(0))  // the disk the central directory starts on
        archive.append(count)  // entries on this disk
        archive.append(count)  // entries in all
        archive.append(UInt32(truncatingIfNeeded: centralDirectory.count))
        archive.append(UInt32(truncatingIfNeeded: entriesPart.count))
        archive.append(UInt16(0))  // comment length
        return archive
    }

    /// The sum, or nil when it would overflow.
    private static func sum(_ terms: [Int]) -> Int? {
        var total = 0
        for term in terms {
            let (next, overflow) = total.addingReportingOverflow(term)
            if overflow { return nil }
            total = next
        }
        return total
    }
}

private extension [UInt8] {
    /// Zip fields are little-endian whatever the host.
    mutating func append(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func append(_ value: UInt32) {
        append(UInt16(truncatingIfNeeded: value))
        append(UInt16(truncatingIfNeeded: value >> 16))
    }
}
