import Foundation
import Testing
import ThemifyTestSupport

@testable import ThemifyCLI

/// The command-line fuzz target's invariants on real runs of the built executable: the seeds
/// `scripts/fuzz.sh` starts from, hostile variations of them, and every input the fuzzer once
/// broke the CLI with (`FuzzRegressions/*.cli`).
@Suite struct CommandLineInvariantTests {
    static let samples = Fixtures.sampleLayouts

    static func file(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: samples.appendingPathComponent(name)))) ?? []
    }

    static var themeFiles: [(name: String, contents: [UInt8])] {
        ["default.plist", "metal.plist", "pink.json"].map { ("Themes/\($0)", file("Themes/\($0)")) }
    }

    static var scenarios: [(String, CommandLineScenario)] {
        let profile = ("Profile.xib", file("Profile.xib"))
        return [
            ("apply", CommandLineScenario(arguments: ["Profile.xib", "--theme", "metal", "-o", "Out"], files: [profile] + themeFiles)),
            ("lint", CommandLineScenario(arguments: ["lint", ".", "--strict"], files: [profile] + themeFiles)),
            ("keys", CommandLineScenario(arguments: ["keys", "Profile.xib", "-o", "keys.json"], files: [profile])),
            ("diff", CommandLineScenario(arguments: ["diff", "metal", "pink", "Profile.xib"], files: [profile] + themeFiles)),
            ("stdout", CommandLineScenario(arguments: ["Profile.xib", "--theme", "pink", "-o", "-"], files: [profile] + themeFiles)),
            (
                "unknown option",
                CommandLineScenario(arguments: ["Profile.xib", "--theme", "pink", "--bogus"], files: [profile] + themeFiles)
            ),
            (
                "variant over an input",
                CommandLineScenario(
                    arguments: ["a.xib", "a-b.xib", "--theme", "b"],
                    files: [
                        ("a.xib", profile.1), ("a-b.xib", profile.1),
                        ("Themes/b.json", Array(##"{"$appearance": {"UIView": {"backgroundColor": "#123456"}}}"##.utf8)),
                    ])
            ),
            (
                "nib map over an input",
                CommandLineScenario(
                    arguments: ["Profile.xib", "--theme", "metal", "-o", "Out", "--nib-map", "Profile.xib"], files: [profile] + themeFiles)
            ),
            (
                "injected lines",
                CommandLineScenario(
                    arguments: ["Profile.xib", "--theme", "x\n::error file=README.md,line=1::PWNED", "-o", "Out"],
                    files: [profile, ("Themes/x\n::error file=README.md,line=1::PWNED.json", Array(#"{"a": {"bogus": 1}}"#.utf8))])
            ),
            (
                "broken theme",
                CommandLineScenario(
                    arguments: ["Profile.xib", "--theme", "bad", "-o", "Out"],
                    files: [profile, ("Themes/bad.json", Array(##"{"a": {"textColour": "#FFF"}}"##.utf8))])
            ),
        ]
    }

    static let regressions = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/FuzzRegressions")

    /// Runs the built executable in the scenario's folder; a child a signal ended has the
    /// status a shell reports (128 plus the signal), -1 when it could not start.
    static func executableRunner(_ themify: URL) -> CommandLineInvariants.Runner {
        { arguments, folder in
            guard let outcome = try? TestProcess(themify, arguments, in: URL(fileURLWithPath: folder)).run() else { return (-1, "") }
            return (outcome.shellStatus, outcome.stderr)
        }
    }

    @Test(arguments: scenarios.map(\.0))
    func seedRunsKeepTheInvariants(name: String) throws {
        let themify = try #require(TestProcess.builtProduct(), "\(TestProcess.notBuilt())")
        let scenario = try #require(Self.scenarios.first { $0.0 == name }?.1)
        #expect(CommandLineInvariants.violations(in: scenario, run: Self.executableRunner(themify)) == [])
    }

    @Test func scenariosRoundTripThroughTheirEncoding() {
        for (_, scenario) in Self.scenarios {
            let decoded = CommandLineScenario(decoding: scenario.encoded)
            #expect(decoded.arguments == scenario.arguments)
            #expect(decoded.files.map(\.name) == scenario.files.map(\.name))
            #expect(decoded.files.map(\.contents) == scenario.files.map(\.contents))
        }
    }

    @Test func scenariosCannotLeaveTheirFolder() {
        let decoded = CommandLineScenario(
            decoding: Array("a\u{1}/etc/x\u{1}-o\u{1}../up\u{1}--nib-map=/tmp/m\0../evil\0x\0ok/inside.xib\0y".utf8))
        #expect(decoded.arguments == ["a", "-o"])
        #expect(decoded.files.map(\.name) == ["ok/inside.xib"])
    }

    @Test func regressionInputsKeepTheInvariants() throws {
        let themify = try #require(TestProcess.builtProduct(), "\(TestProcess.notBuilt())")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".cli") {
            let bytes = [UInt8](try Data(contentsOf: Self.regressions.appendingPathComponent(name)))
            #expect(
                CommandLineInvariants.violations(in: CommandLineScenario(decoding: bytes), run: Self.executableRunner(themify)) == [],
                "\(name)")
        }
    }
}
