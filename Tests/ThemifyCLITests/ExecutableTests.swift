import Foundation
import Testing
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
        return ProcessResult(status: process.terminationStatus, reason: process.terminationReason, stderr: String(decoding: errorData, as: UTF8.self))
    }

    @Test func theBuiltExecutableThemesTheSampleLayouts() throws {
        guard let executable = Self.executable() else {
            Issue.record("the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'")
            return
        }
        try withSandbox { sandbox in
            try sandbox.copy(Fixtures.sampleLayouts, to: "SampleLayouts")
            let output = sandbox.path("Out")

            let result = try run(executable, ["SampleLayouts", "--theme", "metal", "--themes", "SampleLayouts/Themes", "-o", output], in: sandbox.url)
            #expect(result.reason == .exit)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(sandbox.files("Out") == ["Main-metal.storyboard", "Profile-metal.xib"])
            #expect(try sandbox.text("Out/Profile-metal.xib").contains("header_metal"))
            #expect(!sandbox.files("SampleLayouts").contains { $0.contains("-metal.") }, "nothing beside the inputs")
        }
    }

    @Test func theBuiltExecutableExitsWithTwoOnABadOption() throws {
        guard let executable = Self.executable() else {
            Issue.record("the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'")
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

    /// SIGINT mid-run: exit status 130, finished variants whole, nothing half-written left.
    ///
    /// The second input is a FIFO, so themify blocks reading it; this test's `open` for writing
    /// returns only once themify has opened it for reading, which is after the interrupt handler
    /// is installed. No sleeps: the order of events is fixed by the FIFO.
    @Test func anInterruptedRunExitsWith130AndLeavesNoPartialFiles() throws {
        guard let executable = Self.executable() else {
            Issue.record("the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'")
            return
        }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let reference = themify(profile, "--theme", "metal", "--themes", sandbox.path("Themes"), "-o", "-").stdout
            #expect(!reference.isEmpty)
            let fifo = sandbox.path("App/Pending.xib")
            try #require(mkfifo(fifo, 0o644) == 0)

            let process = Process()
            process.executableURL = executable
            process.arguments = ["App/Profile.xib", "App/Pending.xib", "--theme", "metal", "--themes", "Themes"]
            process.currentDirectoryURL = sandbox.url
            let errorPipe = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorPipe
            let ended = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in
                // Should themify end without reading the FIFO, be its reader so the writer's
                // `open` below does not wait forever.
                let reader = open(fifo, O_RDONLY | O_NONBLOCK)
                if reader >= 0 { close(reader) }
                ended.signal()
            }
            try process.run()

            let writer = open(fifo, O_WRONLY)
            defer { if writer >= 0 { close(writer) } }
            #expect(writer >= 0)
            guard process.isRunning else {
                Issue.record("themify ended before it read its second input")
                process.waitUntilExit()
                return
            }
            process.interrupt()
            // A watchdog, not a timing assertion: only a broken interrupt handler gets here late.
            if ended.wait(timeout: .now() + 60) == .timedOut {
                Issue.record("themify did not stop on SIGINT")
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let stderr = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

            #expect(process.terminationReason == .exit, "stderr: \(stderr)")
            #expect(process.terminationStatus == 130, "stderr: \(stderr)")
            #expect(process.terminationStatus == ExitCode.interrupted.rawValue)
            #expect(stderr.contains("interrupted"), "stderr: \(stderr)")
            let files = Set(sandbox.files("App"))
            #expect(files.isSubset(of: ["Pending.xib", "Profile.xib", "Profile-metal.xib"]), "\(files.sorted())")
            if files.contains("Profile-metal.xib") {
                #expect(try sandbox.bytes("App/Profile-metal.xib") == reference, "a finished variant is whole")
            }
            expectNoHiddenFiles(in: sandbox)
        }
    }
}
