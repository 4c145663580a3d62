import Foundation
import Testing
@testable import ThemifyCLI
import ThemeModel

/// Command lines themify must refuse (exit 2) or answer without theming (`--help`, `--version`).
@Suite struct UsageTests {
    /// A usage error: exit 2, a `themify: error:` line naming the problem, nothing on stdout.
    private func expectUsageError(_ result: RunResult, mentioning fragment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == .usageError, sourceLocation: sourceLocation)
        #expect(result.exitCode.rawValue == 2, sourceLocation: sourceLocation)
        #expect(result.stderr.contains("error:"), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(fragment), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func noArgumentsIsAUsageError() {
        expectUsageError(themify([]), mentioning: "no input layouts")
    }

    @Test func noThemeIsAUsageError() throws {
        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib")
            expectUsageError(themify(profile), mentioning: "no theme")
            #expect(sandbox.files() == ["Profile.xib"])
        }
    }

    @Test func noInputsIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            expectUsageError(themify("--theme", "metal", "--themes", themes), mentioning: "no input layouts")
        }
    }

    @Test func unknownOptionSuggestsTheClosestOne() throws {
        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib")
            let result = themify(profile, "--them", "metal")
            expectUsageError(result, mentioning: "unknown option '--them'")
            #expect(result.stderr.contains("did you mean '--theme'"), "stderr: \(result.stderr)")
            #expect(result.stderr.contains("--help"))
        }
    }

    @Test func optionWithoutItsValueIsAUsageError() throws {
        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib")
            expectUsageError(themify(profile, "--theme"), mentioning: "needs a value")
        }
    }

    @Test func inPlaceWithOutputIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let original = try sandbox.bytes("Profile.xib")
            expectUsageError(themify(profile, "--theme", "metal", "--themes", themes, "--in-place", "-o", sandbox.path("out")),
                             mentioning: "--in-place")
            #expect(try sandbox.bytes("Profile.xib") == original)
            #expect(!sandbox.exists("out"))
        }
    }

    @Test func inPlaceWithTwoThemesIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let original = try sandbox.bytes("Profile.xib")
            expectUsageError(themify(profile, "--theme", "metal", "--theme", "pink", "--themes", themes, "--in-place"),
                             mentioning: "--in-place")
            #expect(try sandbox.bytes("Profile.xib") == original)
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"])
        }
    }

    @Test func standardOutputWithTwoThemesIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            expectUsageError(themify(profile, "--theme", "metal", "--theme", "pink", "--themes", themes, "-o", "-"),
                             mentioning: "'-o -'")
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"])
        }
    }

    @Test func standardOutputWithAFolderOfTwoLayoutsIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Layouts/Main.storyboard")
            let result = themify(sandbox.path("Layouts"), "--theme", "metal", "--themes", themes, "-o", "-")
            expectUsageError(result, mentioning: "'-o -'")
            #expect(result.stderr.contains("2 layouts"), "stderr: \(result.stderr)")
            #expect(sandbox.files("Layouts") == ["Main.storyboard", "Profile.xib"])
        }
    }

    @Test func helpListsEveryOptionAndExitCode() {
        for arguments in [["--help"], ["-h"]] {
            let result = themify(arguments)
            #expect(result.exitCode == .success)
            #expect(result.stderr.isEmpty)
            let help = result.stdoutText
            #expect(help.contains("USAGE:"))
            for option in ApplyOptions.parser.options {
                #expect(help.contains("--\(option.name)"), "help does not list --\(option.name)")
                if let short = option.short {
                    #expect(help.contains("-\(short), --\(option.name)"), "help does not list -\(short)")
                }
            }
            let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for code in ExitCode.allCases {
                #expect(lines.contains { $0.hasPrefix("\(code.rawValue) ") }, "help does not list exit code \(code.rawValue)")
            }
        }
    }

    @Test func versionMentionsLibxml2() {
        let result = themify("--version")
        #expect(result.exitCode == .success)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutText.hasPrefix("themify "))
        #expect(result.stdoutText.contains(HelpText.version))
        #expect(result.stdoutText.contains("libxml2"))
    }

    @Test func optionValuesMayFollowAnEqualsSign() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let result = themify(profile, "--theme=metal", "--themes=\(themes)")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(sandbox.exists("Profile-metal.xib"))
        }
    }

    @Test func shortThemeOptionWorks() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let result = themify(profile, "-t", "pink", "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(sandbox.exists("Profile-pink.xib"))
        }
    }
}
