import Foundation
import Testing

@testable import ThemifyKit

/// Files appear whole with the bytes asked for, leave nothing beside them, and a file that
/// already holds the bytes is not touched.
@Suite struct AtomicFileWriterTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "atomic-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func mode(of path: String) -> mode_t {
        var status = stat()
        _ = stat(path, &status)
        return status.st_mode & 0o7777
    }

    @Test func aNewFileAppearsWithItsBytesAndNothingBesideIt() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Profile-metal.xib"
        #expect(try AtomicFileWriter.write(Array("<a/>\n".utf8), to: path) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data("<a/>\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Profile-metal.xib"])
        let mask = umask(0)
        umask(mask)
        #expect(mode(of: path) == 0o644 & ~mask)
    }

    @Test func theSameBytesLeaveTheFileAloneAndOthersOfTheSameSizeReplaceIt() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/a.xib"
        try AtomicFileWriter.write(Array("one".utf8), to: path)
        chmod(path, 0o600)
        #expect(try AtomicFileWriter.write(Array("one".utf8), to: path) == .unchanged)
        #expect(try AtomicFileWriter.write(Array("two".utf8), to: path) == .written)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        // An in-place rewrite keeps the file's permissions.
        #expect(mode(of: path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["a.xib"])
    }

    @Test func aLinkToTheSameBytesStaysALink() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFileWriter.write(Array("same".utf8), to: directory + "/target.xib")
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.xib", withDestinationPath: "target.xib")
        #expect(try AtomicFileWriter.write(Array("same".utf8), to: directory + "/link.xib") == .unchanged)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.xib") == "target.xib")
    }

    @Test func aMissingFolderIsAFailureNamingThePath() throws {
        let path = try folder() + "/missing/a.xib"
        #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter.write(Array("x".utf8), to: path) }
    }
}
