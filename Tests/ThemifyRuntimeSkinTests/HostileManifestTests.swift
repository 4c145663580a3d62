import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime
import ThemifySkinCrypto

/// A site whose signed index and manifest are well formed but name a file outside the skin's
/// folder — what a leaked key or a buggy publisher could serve. The client refuses it before
/// writing anything, wherever the path would lead.
@Suite struct HostileManifestTests {
    @Test(arguments: ["../../escaped", "../installed/escaped", "sub/../../escaped"])
    func aManifestPathThatLeavesTheSkinFolderIsRefused(name: String) async throws {
        let hostile = try HostileSite()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        let theme = Array(#"{"headerImage":"escaped"}"#.utf8)
        let image = Array("not really a png".utf8)
        let themeObject = SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(theme), size: theme.count)
        let imageObject = SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(image), size: image.count)
        try hostile.put(theme, at: themeObject.path)
        try hostile.put(image, at: imageObject.path)
        try hostile.publish(
            SkinManifest(
                id: "evil", theme: themeObject,
                assets: [
                    SkinManifest.Asset(name: name, scale: .one, idiom: "universal", filename: "escaped.png", object: imageObject)
                ]))

        let (error, app) = try await hostile.refresh()
        guard case .format? = error else {
            Issue.record("a manifest naming '\(name)' was not refused as malformed: \(String(describing: error))")
            return
        }
        #expect(await app.client.activeSkin == nil)
        #expect(app.stagingLeftovers.isEmpty && app.installedFolders.isEmpty)
        let escaped = try FileManager.default.subpathsOfDirectory(atPath: hostile.folder.path).filter {
            $0.hasSuffix("escaped.png") || $0.hasSuffix("escaped")
        }
        #expect(escaped.isEmpty)
        // Nothing the manifest names was fetched.
        #expect(try !hostile.fetchedObjects)
    }

    /// Sizes a signed manifest may name, up to Int.max each: the client refuses them as too
    /// large, never adds them up with an overflow trap, and fetches nothing.
    @Test func objectSizesOfIntMaxAreRefusedAsTooLarge() async throws {
        let hostile = try HostileSite()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        let huge = { (text: String) in SkinManifest.ObjectReference(sha256: SHA256Digest.hexHash(Array(text.utf8)), size: Int.max) }
        try hostile.publish(
            SkinManifest(
                id: "huge", theme: huge("theme"),
                assets: [
                    SkinManifest.Asset(name: "a", scale: .one, idiom: "universal", filename: "a.png", object: huge("a")),
                    SkinManifest.Asset(name: "b", scale: .one, idiom: "universal", filename: "b.png", object: huge("b")),
                ]))

        let (error, _) = try await hostile.refresh()
        guard case .tooLarge? = error else {
            Issue.record("a manifest of Int.max-byte objects was not refused as too large: \(String(describing: error))")
            return
        }
        #expect(try !hostile.fetchedObjects)
    }

    /// A site in `folder` whose signed index names `manifest` — its objects written by the test
    /// through `put` — served by the fault server, and an app's client over it, started. The
    /// request log tells what the client fetched.
    private struct HostileSite {
        let folder: URL
        let site: URL
        let key: Ed25519PrivateKey
        let log: URL

        init() throws {
            folder = try SkinFixtures.temporaryFolder()
            site = folder.appendingPathComponent("site", isDirectory: true)
            key = try Ed25519PrivateKey()
            log = folder.appendingPathComponent("requests.log")
        }

        func put(_ bytes: [UInt8], at path: String) throws {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }

        /// Writes the manifest and a signed index naming it.
        func publish(_ manifest: SkinManifest) throws {
            let manifestBytes = manifest.canonicalBytes
            try put(manifestBytes, at: SkinPath.manifest(ofSkin: manifest.id))
            let index = SkinIndex(
                version: 1, expires: SkinFixtures.date("2030-01-01"),
                skins: [
                    SkinIndex.Entry(
                        id: manifest.id, from: nil, until: nil, minAppVersion: nil, schema: SkinManifest.currentSchema,
                        manifest: SkinPath.manifest(ofSkin: manifest.id), manifestSHA256: SHA256Digest.hexHash(manifestBytes),
                        manifestSize: manifestBytes.count)
                ])
            try put(
                SignedSkinIndex(
                    keyID: key.publicKey.keyID, payload: index.canonicalBytes, signature: try key.signature(for: index.canonicalBytes)
                ).fileBytes, at: "index.json")
        }

        /// Serves the site and refreshes a started client once: the error the refresh threw
        /// (nil when it installed something), and the client.
        func refresh() async throws -> (error: SkinClientError?, app: ClientUnderTest) {
            let server = try ChildServer.fault(root: site, mode: "pass", log: log)
            defer { server.stop() }
            let app = ClientUnderTest(
                indexURL: server.url("index.json"), key: key.publicKey, storage: folder.appendingPathComponent("Skins"),
                clock: ManualClock("2026-12-10T00:00:00Z"))
            try await app.client.start()
            do {
                try await app.client.refresh()
                return (nil, app)
            } catch {
                return (error, app)
            }
        }

        /// Whether the client asked for any object.
        var fetchedObjects: Bool {
            get throws { try String(contentsOf: log, encoding: .utf8).contains("objects/") }
        }
    }
}
