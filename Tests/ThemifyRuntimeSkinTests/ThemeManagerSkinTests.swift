import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime

/// The client wired to the real `ThemeManager`, as an app wires it: a skin nginx serves takes
/// over the chosen theme key by key, announces itself, and gives way when its window closes.
@Suite(.serialized) struct ThemeManagerSkinTests {
    @Test func aDownloadedSkinLeadsTheChainThenFallsBackOnTheClock() async throws {
        let folder = try SkinFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try PackedSite(in: folder)
        try site.pack("pink", id: "newyear", from: "2026-12-31", until: "2027-01-02", expires: "2027-02-01")
        let prefix = folder.appendingPathComponent("nginx", isDirectory: true)
        let server = try ChildServer.nginx(root: site.site, prefix: prefix)
        defer { server.stop() }

        let suite = "themify-skin-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let center = NotificationCenter()
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleLayouts/Themes")
        let manager = try ThemeManager(themesFolder: themes, defaults: defaults, notificationCenter: center)
        try manager.setTheme("metal")
        let announcements = Counter()
        let observer = center.addObserver(forName: ThemeManager.didChangeNotification, object: manager, queue: nil) { _ in
            announcements.add()
        }
        defer { center.removeObserver(observer) }

        let clock = ManualClock("2026-12-31T08:00:00Z")
        let configuration = SkinClientConfiguration(
            indexURL: server.url("index.json"), publicKey: site.publicKey, appVersion: AppVersion("2.0")!,
            storageFolder: folder.appendingPathComponent("Skins"), clock: clock, requestTimeout: 1, resourceTimeout: 3)
        let client = SkinClient(configuration: configuration) { try manager.setSkin($0) }
        try await client.start()
        #expect(manager.image("headerImage")?.name == "header_metal")

        #expect(try await client.refresh()?.id == "newyear")
        #expect(manager.skinName != nil)
        #expect(manager.image("headerImage")?.name == "header_pink")
        // A key the skin does not set still comes from the chosen theme.
        #expect(manager.currentTheme == "metal")
        #expect(announcements.value >= 1)

        clock.set("2027-01-02T00:00:01Z")
        try await client.reconcileWithClock()
        #expect(manager.skinName == nil)
        #expect(manager.image("headerImage")?.name == "header_metal")
    }
}

/// Counts notifications from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
