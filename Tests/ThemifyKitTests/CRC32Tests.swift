import Foundation
import Testing
import ThemifyTestSupport

@testable import ThemifyKit

/// The CRC-32 zip entries record, against published check values and against Python's zlib.
@Suite struct CRC32Tests {
    @Test func theCheckValuesAreTheStandardOnes() {
        // The "check" value of CRC-32/ISO-HDLC in every CRC catalogue.
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum([0]) == 0xD202_EF8D)
        #expect(CRC32.checksum([UInt8](repeating: 0xFF, count: 4)) == 0xFFFF_FFFF)
    }

    @Test func aSliceAndASequenceGiveTheArraysChecksum() {
        let bytes = Array("xx123456789yy".utf8)
        #expect(CRC32.checksum(bytes[2..<11]) == 0xCBF4_3926)
        #expect(CRC32.checksum(AnySequence(Array("123456789".utf8))) == 0xCBF4_3926)
    }

    @Test func itAgreesWithZlibOnEveryByteValueAndOnLongerInput() throws {
        let python = try ExternalTool("python3")
        let everyByte = try python.run(["-c", "import zlib; print(' '.join(str(zlib.crc32(bytes([b]))) for b in range(256)))"])
        #expect(everyByte.status == 0)
        #expect(
            everyByte.output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                == (0...255).map { String(CRC32.checksum([UInt8($0)])) })

        var generator = SystemRandomNumberGenerator()
        let long = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let file = NSTemporaryDirectory() + "crc-\(UInt64.random(in: 0...UInt64.max)).bin"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(long).write(to: URL(fileURLWithPath: file))
        let outcome = try python.run(["-c", "import sys, zlib; print(zlib.crc32(open(sys.argv[1], 'rb').read()))", file])
        #expect(outcome.status == 0)
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == String(CRC32.checksum(long)))
    }
}
