import Foundation
import ThemifySkinCrypto
import Testing
import ThemifyRuntime
import ThemifyModel

/// A site whose signed index and manifest are well formed but name a file outside the skin's
/// folder — what a leaked key or a buggy publisher could serve. The client refuses it before
/// writing anything, wherever the path would lead.
@Suite struct HostileManifestTests {
    @Test(arguments: ["../../escaped", "../installed/escaped", "sub/../../escaped"])
    func aManifestPathThatLeavesTheSkinFolderIsRefused(name: String) async throws {
        let folder = try SkinFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site", isDirectory: true)
        let key = try Ed25519PrivateKey()
        func put(_ bytes: [UInt8], at path: String) throws {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        let theme = Array(#"{"headerImage":"escaped"}"#.utf8)
        let image = Array("not really a png".utf8)
        let themeObject = SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(theme), size: theme.count)
        let imageObject = SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(image), size: image.count)
        try put(theme, at: themeObject.path)
        try put(image, at: imageObject.path)
        let manifest = SkinManifest(id: "evil", theme: themeObject, assets: [
            SkinManifest.Asset(name: name, scale: .one, idiom: "universal", filename: "escaped.png", object: imageObject),
        ])
        let manifestBytes = manifest.canonicalBytes
        try put(manifestBytes, at: SkinPath.manifest(ofSkin: "evil"))
        let index = SkinIndex(version: 1, expires: SkinFixtures.date("2030-01-01"), skins: [
            SkinIndex.Entry(id: "evil", from: nil, until: nil, minAppVersion: nil, schema: SkinManifest.currentSchema,
                            manifest: SkinPath.manifest(ofSkin: "evil"), manifestSHA256: SHA256Digest.hexHash(manifestBytes), manifestSize: manifestBytes.count),
        ])
        try put(SignedSkinIndex(keyID: key.publicKey.keyID, payload: index.canonicalBytes, signature: try key.signature(for: index.canonicalBytes)).fileBytes, at: "index.json")

        let log = folder.appendingPathComponent("requests.log")
        let server = try ChildServer.fault(root: site, mode: "pass", log: log)
        defer { server.stop() }
        let app = ClientUnderTest(indexURL: server.url("index.json"), key: key.publicKey, storage: folder.appendingPathComponent("Skins"), clock: ManualClock("2026-12-10T00:00:00Z"))
        try await app.client.start()
        do {
            try await app.client.refresh()
            Issue.record("a manifest naming '\(name)' was installed")
        } catch {
            guard case .format = error else { Issue.record("unexpected \(error)"); return }
        }
        #expect(await app.client.activeSkin == nil)
        #expect(app.stagingLeftovers.isEmpty && app.installedFolders.isEmpty)
        let escaped = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("escaped.png") || $0.hasSuffix("escaped") }
        #expect(escaped.isEmpty)
        // Nothing the manifest names was fetched.
        #expect(!(try String(contentsOf: log, encoding: .utf8)).contains("objects/"))
    }

    /// Sizes a signed manifest may name, up to Int.max each: the client refuses them as too
    /// large, never adds them up with an overflow trap, and fetches nothing.
    @Test func objectSizesOfIntMaxAreRefusedAsTooLarge() async throws {
        let folder = try SkinFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site", isDirectory: true)
        let key = try Ed25519PrivateKey()
        func put(_ bytes: [UInt8], at path: String) throws {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        let huge = { (text: String) in SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(Array(text.utf8)), size: Int.max) }
        let manifest = SkinManifest(id: "huge", theme: huge("theme"), assets: [
            SkinManifest.Asset(name: "a", scale: .one, idiom: "universal", filename: "a.png", object: huge("a")),
            SkinManifest.Asset(name: "b", scale: .one, idiom: "universal", filename: "b.png", object: huge("b")),
        ])
        let manifestBytes = manifest.canonicalBytes
        try put(manifestBytes, at: SkinPath.manifest(ofSkin: "huge"))
        let index = SkinIndex(version: 1, expires: SkinFixtures.date("2030-01-01"), skins: [
            SkinIndex.Entry(id: "huge", from: nil, until: nil, minAppVersion: nil, schema: SkinManifest.currentSchema,
                            manifest: SkinPath.manifest(ofSkin: "huge"), manifestSHA256: SHA256Digest.hexHash(manifestBytes), manifestSize: manifestBytes.count),
        ])
        try put(SignedSkinIndex(keyID: key.publicKey.keyID, payload: index.canonicalBytes, signature: try key.signature(for: index.canonicalBytes)).fileBytes, at: "index.json")
        let log = folder.appendingPathComponent("requests.log")
        let server = try ChildServer.fault(root: site, mode: "pass", log: log)
        defer { server.stop() }
        let app = ClientUnderTest(indexURL: server.url("index.json"), key: key.publicKey, storage: folder.appendingPathComponent("Skins"), clock: ManualClock("2026-12-10T00:00:00Z"))
        try await app.client.start()
        do {
            try await app.client.refresh()
            Issue.record("a manifest of Int.max-byte objects was installed")
        } catch {
            guard case .tooLarge = error else { Issue.record("unexpected \(error)"); return }
        }
        #expect(!(try String(contentsOf: log, encoding: .utf8)).contains("objects/"))
    }
}
