import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

/// The built `themify` binary, run as a process: its exit status is the exit code.
@Suite struct ExecutableTests {
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessOutcome {
        try TestProcess(executable, arguments, in: directory).run()
    }

    @Test func theBuiltExecutableThemesTheSampleLayouts() throws {
        guard let executable = TestProcess.builtProduct() else {
            Issue.record("\(TestProcess.notBuilt())")
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
        guard let executable = TestProcess.builtProduct() else {
            Issue.record("\(TestProcess.notBuilt())")
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
