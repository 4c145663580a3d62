import Foundation
import Testing
import ThemifyTestSupport

@testable import ThemifyKit

/// The zip reader against archives it must read (the writer's, Python's) and hostile ones it
/// must refuse, each with the located message that says what is wrong: cut short, lying sizes
/// and offsets, overlapping or hidden bytes, a changed byte, names that would escape or collide,
/// and the features it does not support.
@Suite struct ZipArchiveReaderTests {
    /// Two entries, laid out as (local header 30 bytes, then name, then data):
    /// entry 1 'manifest.json' ("{}") at byte 0, its data at 43; entry 2 'objects/aa' ("hello") at
    /// byte 45, its name at 75, its data at 85; the central directory at 90 (entry 1's record,
    /// 59 bytes, then entry 2's at 149, 56 bytes); the end record at 205; 227 bytes in all.
    private static let base: [UInt8] = {
        var writer = ZipArchiveWriter()
        try? writer.add("manifest.json", Array("{}".utf8))
        try? writer.add("objects/aa", Array("hello".utf8))
        return writer.finish()
    }()

    private enum At {
        static let secondLocal = 45, secondName = 75, secondData = 85
        static let centralDirectory = 90, secondCentral = 149, endRecord = 205
    }

    private func failure(_ bytes: [UInt8]) -> ZipArchiveReader.Failure? {
        do {
            _ = try ZipArchiveReader(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func setting16(_ value: Int, at offset: Int, in bytes: [UInt8] = base) -> [UInt8] {
        var bytes = bytes
        bytes[offset] = UInt8(truncatingIfNeeded: value)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
        return bytes
    }

    private func setting32(_ value: Int, at offset: Int, in bytes: [UInt8] = base) -> [UInt8] {
        setting16(value >> 16, at: offset + 2, in: setting16(value & 0xFFFF, at: offset, in: bytes))
    }

    /// Every occurrence of `old` (a name in both its local header and its central record)
    /// replaced by `new`, of the same length, so no offset moves.
    private func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8] = base) -> [UInt8] {
        precondition(old.count == new.count)
        var bytes = bytes
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index..<index + old.count].elementsEqual(old) { bytes.replaceSubrange(index..<index + old.count, with: new) }
            index += 1
        }
        return bytes
    }

    private func replacingName(with new: String) -> [UInt8] { replacing(Array("objects/aa".utf8), with: Array(new.utf8)) }

    private func inserting(_ inserted: [UInt8], at offset: Int, in bytes: [UInt8] = base) -> [UInt8] {
        Array(bytes[..<offset]) + inserted + Array(bytes[offset...])
    }

    // MARK: What it reads

    @Test func itReadsTheWritersEntriesInOrder() throws {
        #expect(Self.base.count == 227)
        #expect(
            try ZipArchiveReader(Self.base).entries == [
                .init(name: "manifest.json", data: Array("{}".utf8)), .init(name: "objects/aa", data: Array("hello".utf8)),
            ])
        #expect(try ZipArchiveReader(ZipArchiveWriter().finish()).entries.isEmpty)
    }

    @Test func anArchiveCommentIsAllowed() throws {
        let commented = setting16(3, at: At.endRecord + 20) + Array("abc".utf8)
        #expect(try ZipArchiveReader(commented).entries.map(\.name) == ["manifest.json", "objects/aa"])
    }

    @Test func itReadsWhatPythonsZipfileWrote() throws {
        let python = try ExternalTool("python3")
        let path = NSTemporaryDirectory() + "zip-reader-\(UInt64.random(in: 0...UInt64.max)).zip"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_STORED) as archive:
                archive.writestr('manifest.json', b'{"id":"newyear"}')
                archive.writestr('objects/\\u00e9t\\u00e9', bytes(range(256)))
                archive.writestr('objects/empty', b'')
            """
        let outcome = try python.run(["-c", script, path])
        #expect(outcome.status == 0, "\(outcome.output)")
        let read = try ZipArchiveReader(Array(Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(
            read.entries == [
                .init(name: "manifest.json", data: Array(#"{"id":"newyear"}"#.utf8)),
                .init(name: "objects/été", data: Array(0...255)),
                .init(name: "objects/empty", data: []),
            ])
    }

    // MARK: Cut short, or not a zip

    @Test func everyTruncationIsALocatedFailure() {
        for length in 0..<Self.base.count {
            #expect(failure(Array(Self.base.prefix(length))) != nil, "the first \(length) bytes")
        }
        #expect(
            failure(Array(Self.base.dropLast()))?.description
                == "at byte 226: no end-of-central-directory record ends the archive (truncated, or not a zip)")
        #expect(
            failure([0x50, 0x4B])?.description
                == "at byte 0: the archive is 2 bytes, shorter than a zip's 22-byte end record (truncated, or not a zip)")
    }

    @Test func bytesAfterTheEndRecordAreNotAZip() {
        #expect(
            failure(Self.base + [0])?.description
                == "at byte 228: no end-of-central-directory record ends the archive (truncated, or not a zip)")
    }

    /// Not a message per byte, but the promise: whatever one byte becomes, the reader either
    /// reads the archive or throws — it never traps.
    @Test func everyChangedByteReadsOrThrowsButNeverTraps() {
        for offset in Self.base.indices {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF, Self.base[offset] ^ 0x20] {
                var bytes = Self.base
                bytes[offset] = value
                _ = failure(bytes)
            }
        }
    }

    // MARK: Lying sizes and offsets

    @Test func aChangedByteIsACRCMismatch() {
        var changed = Self.base
        changed[At.secondData] = UInt8(ascii: "j")
        let error = failure(changed)
        #expect(error?.offset == At.secondData)
        #expect(error?.entry == "entry 2 ('objects/aa')")
        // 0x3610A686 is the CRC-32 of "hello".
        #expect(error?.message.hasPrefix("the data's CRC-32 is 0x") == true)
        #expect(error?.message.hasSuffix(", not the 0x3610A686 the entry records (the bytes were changed or cut)") == true)
    }

    @Test func aLocalHeaderThatDisagreesWithTheCentralDirectoryIsRefused() {
        let lying = setting32(6, at: At.secondCentral + 24, in: setting32(6, at: At.secondCentral + 20))
        #expect(
            failure(lying)?.description
                == "at byte 45, entry 2 ('objects/aa'): the local header (flags 0x0800, method 0, CRC-32 0x3610A686, 5 bytes stored, 5 in all) disagrees with the central directory (flags 0x0800, method 0, CRC-32 0x3610A686, 6 bytes)"
        )
        var renamed = Self.base
        renamed.replaceSubrange(At.secondName..<At.secondName + 10, with: Array("objects/bb".utf8))
        #expect(
            failure(renamed)?.description
                == "at byte 45, entry 2 ('objects/aa'): the local header names the entry 'objects/bb', not the central directory's name")
    }

    @Test func sizesThatRunPastTheirRegionAreRefused() {
        let both = [At.secondLocal + 18, At.secondLocal + 22, At.secondCentral + 20, At.secondCentral + 24].reduce(Self.base) {
            setting32(1000, at: $1, in: $0)
        }
        #expect(
            failure(both)?.description
                == "at byte 85, entry 2 ('objects/aa'): its data (1000 bytes from byte 85) runs past byte 90, where it must end (truncated, or lying offsets or sizes)"
        )
        #expect(
            failure(setting32(6, at: At.secondCentral + 20))?.description
                == "at byte 149, entry 2 ('objects/aa'): the entry is stored, yet records 6 bytes stored for 5 bytes of data")
        #expect(
            failure(setting32(500, at: At.endRecord + 12))?.description
                == "at byte 205: the central directory (500 bytes at byte 90) runs past the end record at byte 205 (truncated, or lying sizes)"
        )
        #expect(
            failure(setting16(0xFFFF, at: At.secondCentral + 28))?.description
                == "at byte 195, entry 2: its name (65535 bytes from byte 195) runs past byte 205, where it must end (truncated, or lying offsets or sizes)"
        )
    }

    @Test func offsetsThatLieAreRefused() {
        #expect(
            failure(setting32(200, at: At.secondCentral + 42))?.description
                == "at byte 200, entry 2 ('objects/aa'): its local header, before the central directory (30 bytes from byte 200) runs past byte 90, where it must end (truncated, or lying offsets or sizes)"
        )
        #expect(
            failure(setting32(44, at: At.secondCentral + 42))?.description
                == "at byte 44, entry 2 ('objects/aa'): no local header where the central directory says the entry starts (the signature is wrong)"
        )
        #expect(
            failure(setting32(91, at: At.endRecord + 16))?.description
                == "at byte 205: the central directory (115 bytes at byte 91) runs past the end record at byte 205 (truncated, or lying sizes)"
        )
        let shifted = setting32(114, at: At.endRecord + 12, in: setting32(91, at: At.endRecord + 16))
        #expect(
            failure(shifted)?.description
                == "at byte 91, entry 1: no central directory record here (the signature is wrong: truncated, or lying offsets)")
    }

    @Test func entryCountsThatLieAreRefused() {
        let one = setting16(1, at: At.endRecord + 10, in: setting16(1, at: At.endRecord + 8))
        #expect(failure(one)?.description == "at byte 149: 56 bytes of the central directory follow the 1 record(s) the end record counts")
        let three = setting16(3, at: At.endRecord + 10, in: setting16(3, at: At.endRecord + 8))
        #expect(failure(three)?.description == "at byte 205: the end record counts 3 entries, more than a 115-byte central directory holds")
        #expect(
            failure(setting16(1, at: At.endRecord + 8))?.description
                == "at byte 205: the end record counts 1 entries on this disk but 2 in all, in an archive of one disk")
    }

    // MARK: Overlapping and hidden bytes

    @Test func entriesThatShareBytesAreRefused() throws {
        // Entry 1's data is a whole local entry for 'objects/bb'; the central directory points
        // entry 2 into it, so one byte range is two entries.
        var inner = ZipArchiveWriter()
        try inner.add("objects/bb", Array("hello".utf8))
        let innerEntry = Array(inner.finish().prefix(30 + 10 + 5))
        var writer = ZipArchiveWriter()
        try writer.add("objects/aa", innerEntry)
        try writer.add("objects/bb", Array("hello".utf8))
        let outer = writer.finish()
        // Entry 2's central record: after entry 1's local part (40 + 45), entry 2's (45) and
        // entry 1's central record (56).
        let secondCentral = 40 + 45 + 45 + 56
        #expect(
            failure(setting32(40, at: secondCentral + 42, in: outer))?.description
                == "at byte 40, entry 2 ('objects/bb'): the entry's bytes overlap entry 1 ('objects/aa')'s, which end at byte 85")
    }

    @Test func bytesThatBelongToNoEntryAreRefused() {
        let gap = setting32(At.centralDirectory + 3, at: At.endRecord + 3 + 16, in: inserting([1, 2, 3], at: At.centralDirectory))
        #expect(failure(gap)?.description == "at byte 90: 3 bytes before the central directory belong to no entry")
        // A prefix (a self-extractor's stub) with every offset moved past it.
        var prefixed = inserting([0xDE, 0xAD, 0xBE, 0xEF], at: 0)
        prefixed = setting32(4, at: At.centralDirectory + 4 + 42, in: prefixed)
        prefixed = setting32(At.secondLocal + 4, at: At.secondCentral + 4 + 42, in: prefixed)
        prefixed = setting32(At.centralDirectory + 4, at: At.endRecord + 4 + 16, in: prefixed)
        #expect(failure(prefixed)?.description == "at byte 0: 4 bytes before entry 1 ('manifest.json') belong to no entry")
        #expect(
            failure(inserting([0, 0], at: At.endRecord))?.description
                == "at byte 205: 2 bytes between the central directory's end and the end record belong to neither")
    }

    // MARK: Names

    @Test func namesThatWouldEscapeTheFolderAreRefused() {
        #expect(
            failure(replacingName(with: "objects/.."))?.description == "at byte 149, entry 2 ('objects/..'): the name has a '..' component")
        #expect(
            failure(replacingName(with: "../../etc/"))?.description == "at byte 149, entry 2 ('../../etc/'): the name has a '..' component")
        #expect(failure(replacingName(with: "/bjects/aa"))?.description == "at byte 149, entry 2 ('/bjects/aa'): the name is absolute")
        #expect(
            failure(replacingName(with: "objects\\aa"))?.description == "at byte 149, entry 2 ('objects\\aa'): the name holds a backslash")
        #expect(
            failure(replacingName(with: "objects/a\u{0}"))?.description
                == "at byte 149, entry 2: the name holds a NUL byte, so tools that read it as a C string see another name")
        #expect(
            failure(replacingName(with: "objects/a\n"))?.description
                == "at byte 149, entry 2 ('objects/a\\n'): the name holds a control character")
    }

    @Test func namesThatAreNotUTF8AreRefused() {
        let invalid = replacing(Array("objects/aa".utf8), with: Array("objects/".utf8) + [0xFF, 0xFE])
        #expect(failure(invalid)?.description == "at byte 149, entry 2: the name is not valid UTF-8")
        // Without bit 11 (cleared in the local header and the central record) the name is code
        // page 437 to other readers.
        let unmarked = setting16(
            0, at: At.secondCentral + 8, in: setting16(0, at: At.secondLocal + 6, in: replacingName(with: "objects/é")))
        #expect(
            failure(unmarked)?.description
                == "at byte 149, entry 2: the name is not ASCII and not marked UTF-8 (general-purpose bit 11), so readers would take it as code page 437"
        )
        // An ASCII name reads the same either way.
        let ascii = setting16(0, at: At.secondCentral + 8, in: setting16(0, at: At.secondLocal + 6))
        #expect(failure(ascii) == nil)
    }

    @Test func twoEntriesForOneFileAreRefused() throws {
        var writer = ZipArchiveWriter()
        try writer.add("objects/aa", [1])
        try writer.add("objects/bb", [1])
        let two = writer.finish()
        // Entry 2's central record: after the local part (41 + 41) and entry 1's record (56).
        #expect(
            failure(replacing(Array("objects/bb".utf8), with: Array("objects/aa".utf8), in: two))?.description
                == "at byte 138, entry 2 ('objects/aa'): the name is also entry 1's")
        #expect(
            failure(replacing(Array("objects/bb".utf8), with: Array("objects/AA".utf8), in: two))?.description
                == "at byte 138, entry 2 ('objects/AA'): the name and entry 1's 'objects/aa' are one file on a case-insensitive file system"
        )
        // The same text in Unicode's composed and decomposed forms (é as one scalar, as e and an
        // accent): one name to String, and to APFS.
        var forms = ZipArchiveWriter()
        try forms.add("objects/\u{E9}x", [1])
        try forms.add("objects/abcd", [1])
        let decomposed = replacing(Array("objects/abcd".utf8), with: Array("objects/e\u{301}x".utf8), in: forms.finish())
        #expect(failure(decomposed)?.message == "the name is also entry 1's")
    }

    // MARK: What it does not support

    @Test func aDeflatedEntryIsReportedAsUnsupported() throws {
        let deflated = setting16(8, at: At.secondCentral + 10, in: setting16(8, at: At.secondLocal + 8))
        #expect(
            failure(deflated)?.description
                == "at byte 149, entry 2 ('objects/aa'): the entry is deflated, which is not supported: only stored (uncompressed) entries are read"
        )
        #expect(
            failure(setting16(12, at: At.secondCentral + 10))?.message
                == "the entry's compression method is 12, which is not supported: only stored (uncompressed) entries are read")

        let python = try ExternalTool("python3")
        let path = NSTemporaryDirectory() + "zip-deflated-\(UInt64.random(in: 0...UInt64.max)).zip"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try python.run([
            "-c",
            "import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z: z.writestr('manifest.json', b'{}' * 100)",
            path,
        ])
        #expect(outcome.status == 0, "\(outcome.output)")
        let refused = failure(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(refused?.entry == "entry 1 ('manifest.json')")
        #expect(refused?.message == "the entry is deflated, which is not supported: only stored (uncompressed) entries are read")
    }

    @Test func encryptionDataDescriptorsZip64AndSplitArchivesAreReportedAsUnsupported() {
        #expect(failure(setting16(0x0801, at: At.secondCentral + 8))?.message == "the entry is encrypted, which is not supported")
        #expect(
            failure(setting16(0x0808, at: At.secondCentral + 8))?.message
                == "the entry's sizes follow its data (general-purpose bit 3, a data descriptor), which is not supported")
        let zip64 = inserting([0x50, 0x4B, 0x06, 0x07] + [UInt8](repeating: 0, count: 16), at: At.endRecord)
        #expect(
            failure(zip64)?.description == "at byte 205: the archive is ZIP64, which is not supported (only the classic format is read)")
        #expect(
            failure(setting16(1, at: At.endRecord + 4))?.description
                == "at byte 205: the archive is split across disks (this is disk 1, the central directory starts on disk 0), which is not supported"
        )
    }
}
