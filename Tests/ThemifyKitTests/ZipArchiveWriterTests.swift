import Foundation
import Testing
import ThemifyTestSupport

@testable import ThemifyKit

/// The zip writer's exact bytes against an archive assembled by hand from APPNOTE.TXT, its
/// archives checked by Info-ZIP's `unzip` and Python's `zipfile`, its limits, and that the same
/// entries always give the same bytes.
@Suite struct ZipArchiveWriterTests {
    private func archive(_ entries: [(String, [UInt8])], limits: ZipArchiveWriter.Limits = .classic) throws -> [UInt8] {
        var writer = ZipArchiveWriter(limits: limits)
        for (name, data) in entries { try writer.add(name, data) }
        return writer.finish()
    }

    private func failure(
        adding name: String, _ data: [UInt8] = [], after entries: [(String, [UInt8])] = [], limits: ZipArchiveWriter.Limits = .classic
    ) -> ZipArchiveWriter.Failure? {
        var writer = ZipArchiveWriter(limits: limits)
        do {
            for (name, data) in entries { try writer.add(name, data) }
            try writer.add(name, data)
            return nil
        } catch {
            return error
        }
    }

    private static let sample: [(String, [UInt8])] = [
        ("manifest.json", Array(#"{"id":"newyear"}"#.utf8)),
        ("objects/0123abcd", Array(0...255)),
        ("objects/empty", []),
        ("objects/été-☃", Array("non-ASCII names are UTF-8".utf8)),
    ]

    @Test func oneEntrysBytesAreTheOnesTheFormatPrescribes() throws {
        let expected: [UInt8] =
            [
                // Local header: signature, version needed 1.0, flags (bit 11, UTF-8), stored,
                // time 12:00:00, date 1980-01-01, CRC-32 of "123456789" (0xCBF43926), sizes 9 and 9,
                // name length 5, no extra field; then the name and the data.
                0x50, 0x4B, 0x03, 0x04, 0x0A, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x60, 0x21, 0x00,
                0x26, 0x39, 0xF4, 0xCB, 0x09, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
            ] + Array("check".utf8) + Array("123456789".utf8) + [
                // Central record: signature, made by Unix / 2.0, the same fields, no extra field or
                // comment, disk 0, internal attributes 0, external attributes a regular rw-r--r--
                // file (0o100644 << 16), local header at byte 0; then the name.
                0x50, 0x4B, 0x01, 0x02, 0x14, 0x03, 0x0A, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x60, 0x21, 0x00,
                0x26, 0x39, 0xF4, 0xCB, 0x09, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
                0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xA4, 0x81, 0x00, 0x00, 0x00, 0x00,
            ] + Array("check".utf8) + [
                // End record: disks 0 and 0, one entry here and in all, a 51-byte central directory
                // at byte 44, no comment.
                0x50, 0x4B, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
                0x33, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x00,
            ]
        #expect(try archive([("check", Array("123456789".utf8))]) == expected)
    }

    @Test func anArchiveWithoutEntriesIsJustTheEndRecord() {
        #expect(ZipArchiveWriter().finish() == [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))
    }

    @Test func theSameEntriesGiveTheSameBytes() throws {
        let first = try archive(Self.sample)
        #expect(try archive(Self.sample) == first)
        // Nothing of the clock or the time zone enters (the time is written as fields), so the
        // bytes are the ones `oneEntrysBytesAreTheOnesTheFormatPrescribes` spells out anywhere.
    }

    @Test func whatItWritesReadsBackAsTheSameEntries() throws {
        let entries = Self.sample + [("objects/large", (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })]
        let read = try ZipArchiveReader(archive(entries))
        #expect(read.entries == entries.map { ZipArchiveReader.Entry(name: $0.0, data: $0.1) })
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "zip-writer-\(UInt64.random(in: 0...UInt64.max)).zip"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func infoZipsUnzipAcceptsItAndListsTheSameNames() throws {
        let unzip = try ExternalTool("unzip")
        let path = try temporaryFile(archive(Self.sample))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let test = try unzip.run(["-tq", path])
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("No errors detected"))
        let listing = try unzip.run(["-Z1", path])
        #expect(listing.status == 0)
        #expect(listing.output.split(separator: "\n").map(String.init) == Self.sample.map(\.0))
    }

    @Test func pythonsZipfileAcceptsItAndReadsTheSameEntriesAndTime() throws {
        let python = try ExternalTool("python3")
        let path = try temporaryFile(archive(Self.sample))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // One line per entry: name, date and time, compression, UTF-8 flag, the data's hex.
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as archive:
                assert archive.testzip() is None
                for info in archive.infolist():
                    print(info.filename, '%04d-%02d-%02dT%02d:%02d:%02d' % info.date_time, info.compress_type, info.flag_bits & 0x800, archive.read(info).hex(), sep='|')
            """
        let outcome = try python.run(["-c", script, path])
        #expect(outcome.status == 0, "\(outcome.output)")
        let expected = Self.sample.map { name, data in
            "\(name)|1980-01-01T12:00:00|0|2048|" + data.map { String(format: "%02x", $0) }.joined()
        }
        #expect(outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }

    @Test func namesTheReaderWouldRefuseAreRefused() {
        #expect(failure(adding: "../escape")?.message == "cannot add '../escape' to the zip: the name has a '..' component")
        #expect(failure(adding: "/etc/passwd")?.message == "cannot add '/etc/passwd' to the zip: the name is absolute")
        #expect(failure(adding: "objects\\aa")?.message == "cannot add 'objects\\aa' to the zip: the name holds a backslash")
        #expect(failure(adding: "a\u{0}b")?.message == "cannot add 'a\\u{0}b' to the zip: the name holds a control character")
        #expect(failure(adding: "")?.message == "cannot add '' to the zip: the name is empty")
        #expect(failure(adding: "folder/")?.message.hasSuffix("has an empty component ('//' or a trailing '/')") == true)
    }

    @Test func aSecondEntryForTheSameFileIsRefused() {
        #expect(
            failure(adding: "objects/a", after: [("objects/a", [1])])?.message
                == "cannot add 'objects/a' to the zip: it already holds an entry of that name (ignoring case)")
        // One file on a case-insensitive file system, and in either Unicode form.
        #expect(failure(adding: "Objects/A", after: [("objects/a", [1])]) != nil)
        #expect(failure(adding: "objects/e\u{301}", after: [("objects/\u{E9}", [1])]) != nil)
    }

    @Test func theClassicLimitsAreTheFormatsFields() {
        #expect(
            ZipArchiveWriter.Limits.classic
                == ZipArchiveWriter.Limits(maximumEntrySize: 0xFFFF_FFFF, maximumArchiveSize: 0xFFFF_FFFF, maximumEntryCount: 65_535))
    }

    @Test func anEntryOverTheLimitIsRefusedRatherThanWrittenAsZip64() throws {
        let limits = ZipArchiveWriter.Limits(maximumEntrySize: 8, maximumArchiveSize: .max, maximumEntryCount: .max)
        #expect(try archive([("objects/a", Array(repeating: 1, count: 8))], limits: limits).count == 8 + 30 + 46 + 18 + 22)
        #expect(
            failure(adding: "objects/b", Array(repeating: 1, count: 9), limits: limits)?.message
                == "cannot add 'objects/b' to the zip: it is 9 bytes, over the 8 an entry holds without ZIP64, which themify does not write"
        )
    }

    @Test func anArchiveOverTheLimitIsRefused() throws {
        // One entry named "a" with 1 byte: 30 + 1 + 1 local, 46 + 1 central, 22 end = 101 bytes.
        let limits = ZipArchiveWriter.Limits(maximumEntrySize: .max, maximumArchiveSize: 101, maximumEntryCount: .max)
        #expect(try archive([("a", [7])], limits: limits).count == 101)
        #expect(
            failure(adding: "a", [7, 8], limits: limits)?.message
                == "cannot add 'a' to the zip: the archive would be over the 101 bytes a zip holds without ZIP64, which themify does not write"
        )
        #expect(failure(adding: "b", [], after: [("a", [7])], limits: limits) != nil)
    }

    @Test func the65535thEntryFitsAndThe65536thIsRefusedEvenWithHigherLimits() throws {
        // Limits above the format's are lowered to them: the entry count field has 16 bits.
        var writer = ZipArchiveWriter(
            limits: ZipArchiveWriter.Limits(maximumEntrySize: .max, maximumArchiveSize: .max, maximumEntryCount: .max))
        for index in 0..<65_535 { try writer.add("objects/\(index)", [UInt8(truncatingIfNeeded: index)]) }
        let read = try ZipArchiveReader(writer.finish())
        #expect(read.entries.count == 65_535)
        #expect(read.entries.last == ZipArchiveReader.Entry(name: "objects/65534", data: [0xFE]))
        #expect(
            throws: ZipArchiveWriter.Failure(
                message: "cannot add 'a' to the zip: a zip holds at most 65535 entries without ZIP64, which themify does not write")
        ) {
            try writer.add("a", [])
        }
    }

    @Test func aRefusedEntryLeavesTheArchiveAsItWas() throws {
        var writer = ZipArchiveWriter()
        try writer.add("manifest.json", [1])
        #expect(throws: ZipArchiveWriter.Failure.self) { try writer.add("../x", [2]) }
        try writer.add("objects/a", [3])
        #expect(try ZipArchiveReader(writer.finish()).entries.map(\.name) == ["manifest.json", "objects/a"])
    }
}
