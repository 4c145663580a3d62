import Foundation
import Testing
import ThemifyTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The one way tests run programs: what goes in (arguments, folder, environment, input) reaches
/// the child, what comes out is kept apart or merged as asked, and how it ended is told apart.
@Suite struct TestProcessTests {
    private func shell(_ script: String) throws -> TestProcess {
        TestProcess(try #require(TestProcess.onPath("sh")), ["-c", script])
    }

    @Test func argumentsFolderEnvironmentAndInputReachTheChild() throws {
        var process = try shell(#"printf '%s|%s|%s|' "$0" "$(pwd)" "$GREETING"; cat"#)
        process.arguments.append("first")
        process.directory = URL(fileURLWithPath: "/tmp", isDirectory: true)
        process.environment = ["GREETING": "hello", "PATH": "/usr/bin:/bin"]
        process.input = Data("from stdin".utf8)
        let outcome = try process.run()
        #expect(outcome.exited(with: 0), "\(outcome)")
        #expect(outcome.stdoutText == "first|/tmp|hello|from stdin")
        #expect(outcome.stderr.isEmpty)
    }

    @Test func theStreamsAreKeptApartOrMerged() throws {
        var process = try shell("echo out; echo err >&2; exit 3")
        let apart = try process.run()
        #expect(apart.exited(with: 3) && apart.shellStatus == 3)
        #expect(apart.stdoutText == "out\n" && apart.stderr == "err\n")
        process.mergesStandardError = true
        let merged = try process.run()
        #expect(merged.stdoutText == "out\nerr\n" && merged.stderr.isEmpty)
    }

    @Test func aChildPastItsTimeoutIsStoppedAndSaidToBe() throws {
        var process = try shell("exec sleep 600")
        process.timeout = 0.2
        let outcome = try process.run()
        #expect(outcome.timedOut)
        // SIGTERM, or SIGKILL when the child inherited SIGTERM blocked from the test runner.
        #expect(outcome.reason == .uncaughtSignal && [SIGTERM, SIGKILL].contains(outcome.status), "\(outcome)")
        #expect(outcome.shellStatus == 128 + outcome.status)
    }

    @Test func aSignalledChildReportsTheSignalAndWaitingTwiceGivesTheSameOutcome() throws {
        let running = try shell("exec sleep 600").start()
        #expect(running.isRunning)
        running.send(SIGKILL)
        let first = running.wait()
        #expect(first.reason == .uncaughtSignal && first.status == SIGKILL && !first.timedOut)
        #expect(running.wait().status == first.status)
    }

    @Test func builtProductsAreFoundAndMissingOnesAreNot() {
        #expect(TestProcess.builtProduct("themify") != nil, "\(TestProcess.notBuilt())")
        #expect(TestProcess.builtProduct("no-such-product") == nil)
        #expect(TestProcess.builtProductsFolder(containing: "Modules/ThemifyModel.swiftmodule") != nil)
    }
}
