import Foundation
import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyCLI

/// Command lines themify must refuse (exit 2) or answer without theming (`--help`, `--version`).
@Suite struct UsageTests {
    /// A usage error: exit 2, a `themify: error:` line naming the problem, nothing on stdout.
    private func expectUsageError(
        _ result: RunResult, mentioning fragment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
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

    /// A project's first lint, before any theme exists: the error says how to write one.
    @Test func noThemeFilesYetSaysHowToWriteTheFirst() throws {
        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib")
            let empty = try sandbox.makeFolder("Themes")
            let result = themify("lint", profile, "--themes", empty)
            expectUsageError(result, mentioning: "holds no theme files yet: 'themify keys INPUT -o \(empty)/default.json'")
            #expect(result.stderr.contains("'themify extract INPUT --theme-out \(empty)/default.json --apply'"), "stderr: \(result.stderr)")
            let withThemes = themify(profile, "--themes", try sandbox.copySampleThemes(to: "Other"))
            #expect(!withThemes.stderr.contains("holds no theme files"), "a folder with themes needs only --theme: \(withThemes.stderr)")
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
            expectUsageError(
                themify(profile, "--theme", "metal", "--themes", themes, "--in-place", "-o", sandbox.path("out")),
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
            expectUsageError(
                themify(profile, "--theme", "metal", "--theme", "pink", "--themes", themes, "--in-place"),
                mentioning: "--in-place")
            #expect(try sandbox.bytes("Profile.xib") == original)
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"])
        }
    }

    @Test func standardOutputWithTwoThemesIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            expectUsageError(
                themify(profile, "--theme", "metal", "--theme", "pink", "--themes", themes, "-o", "-"),
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

    @Test func helpListsEveryCommandTheApplyOptionsAndEveryExitCode() {
        for arguments in [["--help"], ["-h"]] {
            let result = themify(arguments)
            #expect(result.exitCode == .success)
            #expect(result.stderr.isEmpty)
            let help = result.stdoutText
            #expect(help.contains("USAGE:"))
            expectLists(ApplyCommand.definition.options, in: help)
            for command in Themify.definitions where !command.isDefault {
                #expect(help.contains("themify \(command.name) "), "help does not show the usage of \(command.name)")
                #expect(help.contains("  \(command.name) "), "help does not list the command \(command.name)")
            }
            let options = help.components(separatedBy: "OPTIONS").last?.components(separatedBy: "EXIT CODES").first ?? ""
            #expect(!options.contains("--strict"), "lint's options belong to 'themify lint --help'")
            expectLists(ExitCode.allCases, in: help)
        }
    }

    @Test(arguments: ["lint", "keys", "extract", "diff", "filelist"])
    func eachCommandsHelpListsItsOwnOptionsAndExitCodes(name: String) throws {
        let command = try #require(Themify.definitions.first { $0.name == name })
        let result = themify(name, "--help")
        #expect(result.exitCode == .success)
        #expect(result.stderr.isEmpty)
        let help = result.stdoutText
        #expect(help.hasPrefix("themify \(name) — "))
        #expect(help.contains("USAGE: themify \(name) "))
        expectLists(command.options, in: help)
        let others = Set(Themify.definitions.flatMap(\.options).map(\.name)).subtracting(command.options.map(\.name))
        for option in others {
            #expect(!help.contains("--\(option) "), "\(name) --help lists --\(option), which \(name) does not take")
        }
        expectLists(command.exitCodes, in: help)
        #expect(command.exitCodes.contains(.usageError))
    }

    @Test func lintHelpListsEveryRule() {
        let help = themify("lint", "--help").stdoutText
        for rule in LintRule.all {
            #expect(help.contains("  \(rule.id) "), "lint --help does not list \(rule.id)")
        }
    }

    private func expectLists(_ options: [CommandOption], in help: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for option in options {
            #expect(help.contains("--\(option.name)"), "help does not list --\(option.name)", sourceLocation: sourceLocation)
            if let short = option.short {
                #expect(help.contains("-\(short), --\(option.name)"), "help does not list -\(short)", sourceLocation: sourceLocation)
            }
        }
    }

    private func expectLists(_ codes: [ExitCode], in help: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for code in codes {
            #expect(
                lines.contains { $0.hasPrefix("\(code.rawValue) ") }, "help does not list exit code \(code.rawValue)",
                sourceLocation: sourceLocation)
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
