import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// The built `themify` binary, run as a process: its exit status is the exit code.
@Suite struct ExecutableTests {
    /// The executable SwiftPM built beside the test bundle, else under `.build/debug`.
    static func executable() -> URL? {
        var candidates: [URL] = []
        for url in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("themify"))
            candidates.append(url.appendingPathComponent("themify"))
        }
        candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/themify"))
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: candidate.path)
        }
    }

    private struct ProcessResult {
        let status: Int32
        let reason: Process.TerminationReason
        let stderr: String
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errorPipe = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, reason: process.terminationReason, stderr: String(decoding: errorData, as: UTF8.self))
    }

    @Test func theBuiltExecutableThemesTheSampleLayouts() throws {
        guard let executable = Self.executable() else {
            Issue.record(
                "the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'"
            )
            return
        }
        try withSandbox { sandbox in
            try sandbox.copy(Fixtures.sampleLayouts, to: "SampleLayouts")
            let output = sandbox.path("Out")

            let result = try run(
                executable, ["SampleLayouts", "--theme", "metal", "--themes", "SampleLayouts/Themes", "-o", output], in: sandbox.url)
            #expect(result.reason == .exit)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(sandbox.files("Out") == ["Main-metal.storyboard", "Profile-metal.xib"])
            #expect(try sandbox.text("Out/Profile-metal.xib").contains("header_metal"))
            #expect(!sandbox.files("SampleLayouts").contains { $0.contains("-metal.") }, "nothing beside the inputs")
        }
    }

    @Test func theBuiltExecutableExitsWithTwoOnABadOption() throws {
        guard let executable = Self.executable() else {
            Issue.record(
                "the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'"
            )
            return
        }
        try withSandbox { sandbox in
            try sandbox.copySample("Profile.xib")
            let result = try run(executable, ["Profile.xib", "--them", "metal"], in: sandbox.url)
            #expect(result.reason == .exit)
            #expect(result.status == 2)
            #expect(result.status == ExitCode.usageError.rawValue)
            #expect(result.stderr.contains("did you mean '--theme'"), "stderr: \(result.stderr)")
            #expect(sandbox.files() == ["Profile.xib"])
        }
    }
}
