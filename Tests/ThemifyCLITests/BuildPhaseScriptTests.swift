import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

/// `scripts/xcode-build-phase.sh`, run as Xcode runs a Run Script phase: `/bin/sh`, `SRCROOT`
/// set, the working directory not necessarily the project's.
@Suite struct BuildPhaseScriptTests {
    static let script = Fixtures.packageRoot.appendingPathComponent("scripts/xcode-build-phase.sh")

    /// Runs the script from the sandbox folder `Elsewhere` with `SRCROOT` the sandbox.
    private func runScript(_ sandbox: Sandbox, environment changes: [String: String?]) throws -> ProcessOutcome {
        var environment = cleanEnvironment()
        environment["SRCROOT"] = sandbox.root
        for (name, value) in changes { environment[name] = value }
        try sandbox.makeFolder("Elsewhere")
        return try runProcess(
            URL(fileURLWithPath: "/bin/sh"), [Self.script.path], in: URL(fileURLWithPath: sandbox.path("Elsewhere")),
            environment: environment)
    }

    @Test func theScriptRunsTheConfiguration() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)

            let result = try runScript(sandbox, environment: ["THEMIFY": themify.executable.path])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(), "\(result)")
            #expect(sandbox.listing("Elsewhere").isEmpty, "nothing written relative to the working directory")
        }
    }

    @Test func theScriptDoesNothingForInterfaceBuilderBuilds() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            try sandbox.makeFolder("Elsewhere")
            let before = sandbox.listing()

            let result = try runScript(sandbox, environment: ["THEMIFY": themify.executable.path, "COMPILED_FOR_INTERFACE_BUILDER": "1"])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.listing() == before, "no variant written")
        }
    }

    @Test func theScriptWarnsWhenThemifyIsNotInstalled() throws {
        try withBuiltThemify { sandbox, _ in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            try sandbox.makeFolder("Elsewhere")
            // The script also looks in these folders; a themify installed there would be found.
            for folder in ["/usr/bin", "/bin", "/opt/homebrew/bin", "/usr/local/bin"] {
                #expect(
                    !FileManager.default.fileExists(atPath: folder + "/themify"),
                    "a themify is installed in \(folder); this test needs a machine without one")
            }
            let before = sandbox.listing()

            // HOME is the sandbox so `$HOME/.mint/bin` holds no themify either.
            let result = try runScript(sandbox, environment: ["THEMIFY": nil, "PATH": "/usr/bin:/bin", "HOME": sandbox.root])
            #expect(result.exited(with: 0), "\(result)")
            let lines = result.combinedOutput.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("warning: themify is not installed") }, "\(result)")
            #expect(sandbox.listing() == before, "nothing written")
        }
    }

    @Test func theScriptsDiagnosticsCarryAbsolutePathsAndFailTheBuild() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            let theme = try sandbox.text("App/Themes/metal.plist")
            #expect(theme.contains("<string>#1C1F24</string>"))
            let broken = theme.replacingOccurrences(of: "<string>#1C1F24</string>", with: "<string>#GG1F24</string>")
            try sandbox.write(broken, to: "App/Themes/metal.plist")

            let result = try runScript(sandbox, environment: ["THEMIFY": themify.executable.path])
            #expect(result.reason == .exit, "\(result)")
            #expect(result.status != 0, "\(result)")
            let themePath = sandbox.path("App/Themes/metal.plist")
            #expect(themePath.hasPrefix("/"))
            let output = ProcessOutcome(
                status: result.status, reason: result.reason, stdout: Data(), stderrData: Data(result.combinedOutput.utf8))
            let errors = output.diagnostics(at: themePath, severity: "error")
            #expect(errors.count == 1, "\(result)")
            let expected = try #require(position(of: "<string>#GG1F24", in: broken))
            #expect(errors.first?.line == expected.line, "\(result)")
            #expect(errors.first?.column == expected.column, "\(result)")
            #expect(errors.first?.message.contains("'#GG1F24' is not a color") == true, "\(result)")
            // Every located line names an absolute path.
            for line in result.combinedOutput.split(separator: "\n")
            where line.contains(": error:") || line.contains(": warning:") || line.contains(": note:") {
                #expect(line.hasPrefix("/"), "relative path in \(line)")
            }
        }
    }
}
