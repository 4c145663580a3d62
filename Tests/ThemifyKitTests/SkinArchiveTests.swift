import Testing

@testable import ThemifyKit

/// A skin's zip: the manifest first, then the objects under their site paths in name order,
/// the same bytes for the same skin, and a writer's refusal reported against the zip's path.
@Suite struct SkinArchiveTests {
    private let objects: [String: [UInt8]] = [
        String(repeating: "b", count: 64): [2, 2],
        String(repeating: "a", count: 64): [1],
    ]

    @Test func theManifestComesFirstThenTheObjectsInNameOrder() throws {
        let bytes = try SkinArchive.bytes(manifest: Array("{}".utf8), objects: objects, for: "site/skins/newyear.zip")
        #expect(
            try ZipArchiveReader(bytes).entries == [
                .init(name: "manifest.json", data: Array("{}".utf8)),
                .init(name: "objects/" + String(repeating: "a", count: 64), data: [1]),
                .init(name: "objects/" + String(repeating: "b", count: 64), data: [2, 2]),
            ])
        #expect(try SkinArchive.bytes(manifest: Array("{}".utf8), objects: objects, for: "elsewhere.zip") == bytes)
    }

    @Test func aNameTheWriterRefusesIsAFailureAtTheZipsPath() {
        #expect(
            throws: AtomicFileWriter.Failure(
                path: "site/skins/newyear.zip", reason: "cannot add 'objects/../escape' to the zip: the name has a '..' component")
        ) {
            try SkinArchive.bytes(manifest: [], objects: ["../escape": []], for: "site/skins/newyear.zip")
        }
    }
}
