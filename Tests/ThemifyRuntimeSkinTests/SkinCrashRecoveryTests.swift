import Foundation
import Testing
import ThemifyModel
import ThemifyRuntime

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

        let probe = Process()
        probe.executableURL = try SkinFixtures.executable("ThemifySkinClientProbe")
        probe.arguments = [
            scenario.app.storage.path, server.url("index.json").absoluteString,
            Data(scenario.site.publicKey.rawRepresentation).base64EncodedString(), "2026-12-10T00:00:00Z", step,
        ]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        #expect(
            probe.terminationReason == .uncaughtSignal && probe.terminationStatus == SIGKILL,
            "the probe was not killed at '\(step)' (status \(probe.terminationStatus))")

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

        let probe = Process()
        probe.executableURL = try SkinFixtures.executable("ThemifySkinClientProbe")
        probe.arguments = [
            scenario.app.storage.path, server.url("index.json").absoluteString,
            Data(scenario.site.publicKey.rawRepresentation).base64EncodedString(), "2026-12-10T00:00:00Z", "none", String(64 << 10),
        ]
        let errors = Pipe()
        probe.standardError = errors
        try probe.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(probe.terminationReason == .exit && probe.terminationStatus == 1)
        #expect(message.contains("cannot write"), "\(message)")
        try await scenario.expectPreviousSkinKept(scenario.client(at: server))
    }
}
