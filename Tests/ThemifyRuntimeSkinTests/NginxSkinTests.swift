import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime

/// The client against nginx serving a site `themify pack` wrote: install, ETag and 304, the
/// window opening and closing on the clock alone.
@Suite(.serialized) struct NginxSkinTests {
    @Test func installsThenRevalidatesWithAConditionalRequestThenExpiresWithoutTheNetwork() async throws {
        let folder = try SkinFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try PackedSite(in: folder)
        try site.pack("pink", id: "newyear", from: "2026-12-31", until: "2027-01-02", expires: "2027-02-01")
        let prefix = folder.appendingPathComponent("nginx", isDirectory: true)
        let server = try ChildServer.nginx(root: site.site, prefix: prefix)
        defer { server.stop() }
        let accessLog = prefix.appendingPathComponent("access.log")
        func requests() throws -> [String] { try String(contentsOf: accessLog, encoding: .utf8).split(separator: "\n").map(String.init) }

        let clock = ManualClock("2026-12-30T12:00:00Z")
        let app = ClientUnderTest(
            indexURL: server.url("index.json"), key: site.publicKey, storage: folder.appendingPathComponent("Skins"), clock: clock)
        try await app.client.start()
        // Before the window: the index is fetched, nothing is installed.
        #expect(try await app.client.refresh() == nil)
        #expect(try app.applied.value("headerImage") == "header_metal")

        clock.set("2026-12-31T08:00:00Z")
        let installed = try #require(try await app.client.refresh())
        #expect(installed.id == "newyear")
        #expect(try app.applied.value("headerImage") == "header_pink")
        #expect(try app.applied.value("primaryHeadingColor") == "#C2185B")
        let skinFolder = try #require(await app.client.activeSkinFolder)
        #expect(FileManager.default.fileExists(atPath: skinFolder.appendingPathComponent("header_pink@2x.png").path))
        #expect(app.stagingLeftovers.isEmpty)

        // Unchanged site: the stored ETag makes nginx answer 304, nothing is downloaded again.
        let before = try requests().count
        #expect(try await app.client.refresh()?.id == "newyear")
        let revalidation = try requests().dropFirst(before)
        #expect(revalidation.count == 1)
        #expect(revalidation.first?.contains("GET /index.json") == true && revalidation.first?.contains("\" 304 ") == true)

        // Past `until`: dropped on the clock alone, the server sees no request.
        let seen = try requests().count
        clock.set("2027-01-02T00:00:01Z")
        #expect(await app.client.activeSkin == nil)
        try await app.client.reconcileWithClock()
        #expect(try app.applied.value("headerImage") == "header_metal")
        #expect(try requests().count == seen)
        #expect(app.applied.history.last == .some(nil))
    }

    @Test func aSecondSkinDownloadsOnlyTheObjectsNotAlreadyStored() async throws {
        let folder = try SkinFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try PackedSite(in: folder)
        try site.pack("metal", id: "winter")
        let prefix = folder.appendingPathComponent("nginx", isDirectory: true)
        let server = try ChildServer.nginx(root: site.site, prefix: prefix)
        defer { server.stop() }
        let clock = ManualClock("2026-12-01T00:00:00Z")
        let app = ClientUnderTest(
            indexURL: server.url("index.json"), key: site.publicKey, storage: folder.appendingPathComponent("Skins"), clock: clock)
        try await app.client.start()
        #expect(try await app.client.refresh()?.id == "winter")

        // The new skin starts later, so it wins; it shares header_default's images with winter
        // only through default's chain, but its theme and header_pink are new.
        try site.pack("pink", id: "xmas", from: "2026-12-20")
        clock.set("2026-12-21T00:00:00Z")
        let log = try String(contentsOf: prefix.appendingPathComponent("access.log"), encoding: .utf8)
        let before = log.split(separator: "\n").count
        #expect(try await app.client.refresh()?.id == "xmas")
        let fetched = try String(contentsOf: prefix.appendingPathComponent("access.log"), encoding: .utf8).split(separator: "\n").dropFirst(
            before)
        let objects = fetched.filter { $0.contains("/objects/") }
        let manifest = try SkinManifest(
            canonicalBytes: Array(Data(contentsOf: site.site.appendingPathComponent("skins/xmas/manifest.json"))))
        let winter = try SkinManifest(
            canonicalBytes: Array(Data(contentsOf: site.site.appendingPathComponent("skins/winter/manifest.json"))))
        let new = Set(manifest.objects.map(\.sha256)).subtracting(winter.objects.map(\.sha256))
        #expect(objects.count == new.count)
        #expect(app.installedFolders.count == 1)
        #expect(app.installedFolders.first?.hasPrefix("xmas-") == true)
    }
}
