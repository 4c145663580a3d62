import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime
import ThemifyTestSupport

/// A real process running the client is SIGKILLed between each two steps of an install; a fresh
/// client over the same folder must show the old skin or the new one complete — never a mix —
/// with no staging folder left, and its next refresh must finish the install.
@Suite struct SkinCrashRecoveryTests {
    @Test(arguments: SkinInstallStep.allCases.map(\.rawValue))
    func aCrashBetweenStepsRecoversToAWholeSkin(step: String) async throws {
        let scenario = try await FaultySkinServerTests.Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        let server = try ChildServer.fault(root: scenario.site.site, mode: "pass", log: scenario.log)
        defer { server.stop() }

        let probe = try TestProcess(
            SkinFixtures.executable("ThemifySkinClientProbe"),
            [
                scenario.app.storage.path, server.url("index.json").absoluteString,
                Data(scenario.site.publicKey.rawRepresentation).base64EncodedString(), "2026-12-10T00:00:00Z", step,
            ]
        ).run()
        #expect(
            probe.reason == .uncaughtSignal && probe.status == SIGKILL, "the probe was not killed at '\(step)' (status \(probe.status))")

        let relaunched = scenario.client(at: server)
        let shown = try #require(try await relaunched.client.start())
        let header = try relaunched.applied.value("headerImage", overTheme: "pink")
        let heading = try relaunched.applied.value("primaryHeadingColor", overTheme: "pink")
        if shown == scenario.installed {
            #expect(header == "header_metal" && heading != "#C2185B")
        } else {
            // The new skin, and all of it.
            #expect(shown.id == "winter" && shown.manifestSHA256 != scenario.installed.manifestSHA256)
            #expect(header == "header_pink" && heading == "#C2185B")
        }
        #expect(relaunched.stagingLeftovers.isEmpty)
        #expect(relaunched.installedFolders == [shown.folderName])

        let finished = try #require(try await relaunched.client.refresh())
        #expect(finished.manifestSHA256 != scenario.installed.manifestSHA256)
        #expect(try relaunched.applied.value("headerImage", overTheme: "metal") == "header_pink")
        #expect(relaunched.installedFolders == [finished.folderName])
        #expect(relaunched.stagingLeftovers.isEmpty)
    }
    @Test func aDiskThatFillsDuringTheInstallLeavesThePreviousSkinShown() async throws {
        let scenario = try await FaultySkinServerTests.Scenario()
        defer { try? FileManager.default.removeItem(at: scenario.folder) }
        // A large new image, so the disk runs out at the objects and not at the small files.
        let large = Data(repeating: 0x5A, count: 256 << 10)
        try large.write(to: scenario.site.folder.appendingPathComponent("assets/header_pink@2x.png"))
        try scenario.site.pack("pink", id: "winter", from: "2026-12-01", until: "2027-01-01")
        let server = try ChildServer.fault(root: scenario.site.site, mode: "pass", log: scenario.log)
        defer { server.stop() }

        let probe = try TestProcess(
            SkinFixtures.executable("ThemifySkinClientProbe"),
            [
                scenario.app.storage.path, server.url("index.json").absoluteString,
                Data(scenario.site.publicKey.rawRepresentation).base64EncodedString(), "2026-12-10T00:00:00Z", "none", String(64 << 10),
            ]
        ).run()
        #expect(probe.reason == .exit && probe.status == 1)
        #expect(probe.stderr.contains("cannot write"), "\(probe.stderr)")
        try await scenario.expectPreviousSkinKept(scenario.client(at: server))
    }
}
