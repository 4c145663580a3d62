import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime
import ThemifySkinCrypto

/// Every way a download can go wrong, each against the fault-injecting server: the skin shown
/// before stays shown, nothing is left in staging, and no second skin folder remains.
@Suite struct FaultySkinServerTests {
    /// A client showing `winter` (metal) from a well-behaved server, and the site republished
    /// with `winter` as pink (index version 2), ready to be served badly.
    struct Scenario {
        let folder: URL
        let site: PackedSite
        let app: ClientUnderTest
        let clock: ManualClock
        let installed: InstalledSkin
        let log: URL
        /// The index of version 1, which the client accepted.
        let firstIndex: URL

        init() async throws {
            folder = try SkinFixtures.temporaryFolder()
            site = try PackedSite(in: folder)
            try site.pack("metal", id: "winter", from: "2026-12-01", until: "2027-01-01", expires: "2027-02-01")
            firstIndex = folder.appendingPathComponent("index-v1.json")
            try FileManager.default.copyItem(at: site.site.appendingPathComponent("index.json"), to: firstIndex)
            log = folder.appendingPathComponent("requests.log")
            clock = ManualClock("2026-12-10T00:00:00Z")
            let server = try ChildServer.fault(root: site.site, mode: "pass", log: log)
            defer { server.stop() }
            app = ClientUnderTest(
                indexURL: server.url("index.json"), key: site.publicKey, storage: folder.appendingPathComponent("Skins"), clock: clock)
            try await app.client.start()
            installed = try #require(try await app.client.refresh())
            try site.pack("pink", id: "winter", from: "2026-12-01", until: "2027-01-01")
        }

        /// The same client (same storage) pointed at a server in `mode`.
        func client(at server: ChildServer, configure: (inout SkinClientConfiguration) -> Void = { _ in }) -> ClientUnderTest {
            ClientUnderTest(
                indexURL: server.url("index.json"), key: site.publicKey, storage: app.storage, clock: clock, configure: configure)
        }

        /// The skin shown before is still what a fresh launch shows, complete and alone.
        func expectPreviousSkinKept(_ app: ClientUnderTest, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
            #expect(app.stagingLeftovers.isEmpty, sourceLocation: sourceLocation)
            #expect(app.installedFolders == [installed.folderName], sourceLocation: sourceLocation)
            let relaunched = ClientUnderTest(
                indexURL: URL(string: "http://127.0.0.1:9/index.json")!, key: site.publicKey, storage: app.storage, clock: clock)
            #expect(try await relaunched.client.start() == installed, sourceLocation: sourceLocation)
            #expect(try relaunched.applied.value("headerImage", overTheme: "pink") == "header_metal", sourceLocation: sourceLocation)
        }
    }

    enum Expected: Sendable {
        case transport
        case status(Int)
        case hash, tooLarge, signature, rollback
    }

    static let faults: [(mode: String, expected: Expected)] = [
        ("truncate", .transport), ("corrupt", .hash), ("delay", .transport), ("status500", .status(500)),
        ("status404", .status(404)), ("redirect-loop", .transport), ("oversize", .tooLarge), ("chunked-oversize", .tooLarge),
    ]

    static func matches(_ error: SkinClientError, _ expected: Expected) -> Bool {
        switch (error, expected) {
        case (.transport, .transport), (.hashMismatch, .hash), (.tooLarge, .tooLarge), (.format, .signature), (.rollback, .rollback): true
        case (.httpStatus(let status, _), .status(let wanted)): status == wanted
        default: false
        }
    }

    // The client's own timeout ends a stalled download (the `delay` case fails as a transport
    // error); the time limit only keeps a hang from stalling the suite, never measures speed.
    @Test(.timeLimit(.minutes(1)), arguments: faults.map(\.mode))
    func aFaultyServerLeavesThePreviousSkinShown(mode: String) async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: mode, log: scenario.log, extra: ["--delay", "3"])
        defer { server.stop() }
        let app = scenario.client(at: server)
        try await app.client.start()
        let expected = Self.faults.first { $0.mode == mode }!.expected
        do {
            let shown = try await app.client.refresh()
            Issue.record("refresh succeeded against '\(mode)': \(String(describing: shown))")
        } catch {
            #expect(Self.matches(error, expected), "'\(mode)' failed with \(error)")
        }
        try await scenario.expectPreviousSkinKept(app)
    }

    @Test func anIndexSignedByAnotherKeyIsRefused() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let other = try PackedSite(in: scenario.folder.appendingPathComponent("other"))
        try other.pack("pink", id: "winter", from: "2026-12-01", until: "2027-01-01", expires: "2027-02-01")
        let server = try ChildServer.fault(
            root: scenario.site.site, mode: "index-from", log: scenario.log,
            extra: ["--index-file", other.site.appendingPathComponent("index.json").path])
        defer { server.stop() }
        let app = scenario.client(at: server)
        try await app.client.start()
        let before = try String(contentsOf: scenario.log, encoding: .utf8).split(separator: "\n").count
        await #expect(throws: SkinClientError.self) { try await app.client.refresh() }
        let requests = try String(contentsOf: scenario.log, encoding: .utf8).split(separator: "\n").dropFirst(before).joined(
            separator: "\n")
        #expect(requests == "index.json")
        // Nothing an unsigned index names is ever fetched.
        #expect(!requests.contains("skins/") && !requests.contains("objects/"))
        try await scenario.expectPreviousSkinKept(app)
    }

    @Test func aReplayedOlderIndexIsARollbackAndRefused() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        // Accept version 2 (pink), then have the host serve version 1 again.
        let honest = try ChildServer.fault(root: scenario.site.site, mode: "pass", log: scenario.log)
        let updated = try await scenario.client(at: honest).client.refresh()
        honest.stop()
        let replay = try ChildServer.fault(
            root: scenario.site.site, mode: "index-from", log: scenario.log, extra: ["--index-file", scenario.firstIndex.path])
        defer { replay.stop() }
        let app = scenario.client(at: replay)
        #expect(try await app.client.start() == updated)
        do {
            try await app.client.refresh()
            Issue.record("a replayed version 1 was accepted")
        } catch {
            #expect(error == .rollback(offered: 1, lastSeen: 2))
        }
        #expect(await app.client.activeSkin == updated)
        #expect(try app.applied.value("headerImage") == "header_pink")
        #expect(app.stagingLeftovers.isEmpty)
    }

    @Test func anExpiredIndexIsRefusedAndItsSkinIsNotShownPastTheExpiry() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(
            root: scenario.site.site, mode: "index-from", log: scenario.log, extra: ["--index-file", scenario.firstIndex.path])
        defer { server.stop() }
        // The host keeps serving the last index it was given, past the expiry it carries.
        scenario.clock.set("2027-02-01T00:00:00Z")
        let app = scenario.client(at: server)
        #expect(try await app.client.start() == nil)
        do {
            try await app.client.refresh()
            Issue.record("an expired index was accepted")
        } catch {
            #expect(error == .expiredIndex)
        }
        #expect(await app.client.activeSkin == nil)
    }

    @Test func aSkinLargerThanTheStorageLimitIsNotStored() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: "pass", log: scenario.log)
        defer { server.stop() }
        let app = scenario.client(at: server) { $0.maximumSkinSize = 64 }
        try await app.client.start()
        do {
            try await app.client.refresh()
            Issue.record("a skin over the limit was stored")
        } catch {
            guard case .skinTooLarge = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(
            !(try String(contentsOf: scenario.log, encoding: .utf8)).split(separator: "\n").suffix(2).contains { $0.hasPrefix("objects/") })
        try await scenario.expectPreviousSkinKept(app)
    }

    @Test func theWindowFollowsTheClockBothWaysWithoutTheNetwork() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let app = scenario.app
        let requestsBefore = try String(contentsOf: scenario.log, encoding: .utf8)
        scenario.clock.set("2026-11-30T23:59:59Z")
        #expect(try await app.client.reconcileWithClock() == nil)
        #expect(try app.applied.value("headerImage") == "header_metal" && app.applied.current == nil)
        scenario.clock.set("2026-12-15T00:00:00Z")
        #expect(try await app.client.reconcileWithClock() == scenario.installed)
        #expect(app.applied.current != nil)
        scenario.clock.set("2027-01-01T00:00:00Z")
        #expect(try await app.client.reconcileWithClock() == nil)
        // Hidden, shown, hidden: one call to apply per change, none in between.
        #expect(app.applied.history.suffix(3).map { $0 == nil } == [true, false, true])
        #expect(try String(contentsOf: scenario.log, encoding: .utf8) == requestsBefore)
    }
    @Test func theClockTaskDropsTheSkinAtItsEdgeOnItsOwn() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let app = scenario.app
        let ticking = Task { await app.client.runClock(checkingAtLeastEvery: .milliseconds(20)) }
        defer { ticking.cancel() }
        #expect(app.applied.current != nil)
        scenario.clock.set("2027-01-01T00:00:00Z")
        for _ in 0..<100 where app.applied.current != nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(app.applied.current == nil)
        #expect(try app.applied.value("headerImage") == "header_metal")
    }

    @Test func overlappingRefreshesShareOneInstall() async throws {
        let scenario = try await Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: "pass", log: scenario.log)
        defer { server.stop() }
        let app = scenario.client(at: server)
        try await app.client.start()
        let before = try String(contentsOf: scenario.log, encoding: .utf8).split(separator: "\n").count
        async let first = app.client.refresh()
        async let second = app.client.refresh()
        let (one, two) = try await (first, second)
        #expect(one == two && one?.manifestSHA256 != scenario.installed.manifestSHA256)
        let requests = try String(contentsOf: scenario.log, encoding: .utf8).split(separator: "\n").dropFirst(before)
        #expect(requests.filter { $0 == "index.json" }.count == 1)
        #expect(app.installedFolders.count == 1 && app.stagingLeftovers.isEmpty)
    }
}

/// A server that sends its answer one byte every half second (slow loris): FoundationNetworking
/// restarts its timeouts with every byte, so only the client's own deadlines end the transfer.
/// The time limit keeps a hang from stalling the suite; which deadline fired is read from the
/// error, never from a clock.
@Suite struct TrickleSkinServerTests {
    @Test(.timeLimit(.minutes(1)))
    func aTrickledIndexEndsAtTheResourceTimeout() async throws {
        let scenario = try await FaultySkinServerTests.Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: "trickle-index", log: scenario.log, extra: ["--delay", "0.5"])
        defer { server.stop() }
        let app = scenario.client(at: server) { $0.resourceTimeout = 2 }
        try await app.client.start()
        do {
            let shown = try await app.client.refresh()
            Issue.record("refresh succeeded against a trickled index: \(String(describing: shown))")
        } catch {
            guard case .transport(let reason, _) = error else {
                Issue.record("failed with \(error)")
                return
            }
            #expect(reason.contains("resource timeout"), "\(reason)")
        }
        try await scenario.expectPreviousSkinKept(app)
    }

    @Test(.timeLimit(.minutes(1)))
    func trickledObjectsEndAtTheRefreshDeadline() async throws {
        let scenario = try await FaultySkinServerTests.Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: "trickle", log: scenario.log, extra: ["--delay", "0.5"])
        defer { server.stop() }
        let app = scenario.client(at: server) { $0.refreshTimeout = 3 }
        try await app.client.start()
        do {
            let shown = try await app.client.refresh()
            Issue.record("refresh succeeded against trickled objects: \(String(describing: shown))")
        } catch {
            guard case .transport(let reason, _) = error else {
                Issue.record("failed with \(error)")
                return
            }
            #expect(reason.contains("refresh's deadline"), "\(reason)")
        }
        try await scenario.expectPreviousSkinKept(app)
    }
}
