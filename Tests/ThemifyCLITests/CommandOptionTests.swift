import Foundation
import Testing

@testable import ThemifyCLI

/// Each command takes its own options: one given to the wrong command, a mistyped command, a
/// mistyped input and an option where a value belongs are usage or input errors, and nothing
/// is written.
@Suite struct CommandOptionTests {
    private func expectUsageError(_ result: RunResult, saying message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == .usageError, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("themify: error: \(message)\n"), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    // MARK: An option of another command

    /// The issue's example: four options of lint and extract given to apply, which used to
    /// exit 0 ignoring them.
    @Test func optionsOfOtherCommandsAreRefusedByApply() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let result = themify(
                profile, "--theme", "metal", "--themes", themes, "--strict", "--threshold", "9", "--apply", "--theme-out",
                sandbox.path("x.json"))
            expectUsageError(result, saying: "'--strict' is an option of 'themify lint', not of 'themify' (apply)")
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"])
        }
    }

    @Test func eachOptionOfAnotherCommandNamesItsCommands() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let apply = [profile, "--theme", "metal", "--themes", themes]
            expectUsageError(
                themify(apply + ["--threshold", "9"]), saying: "'--threshold' is an option of 'themify extract', not of 'themify' (apply)")
            expectUsageError(
                themify(apply + ["--input-list", "in.xcfilelist"]),
                saying: "'--input-list' is an option of 'themify filelist', not of 'themify' (apply)")
            expectUsageError(
                themify(apply + ["--theme-out=x.json"]), saying: "'--theme-out' is an option of 'themify extract', not of 'themify' (apply)"
            )
            expectUsageError(
                themify("lint", profile, "--themes", themes, "-j", "2"),
                saying: "'-j' is an option of 'themify' (apply), not of 'themify lint'")
            expectUsageError(
                themify("lint", profile, "--themes", themes, "--in-place"),
                saying: "'--in-place' is an option of 'themify' (apply) and 'themify filelist', not of 'themify lint'")
            expectUsageError(
                themify("keys", profile, "--theme", "metal"),
                saying:
                    "'--theme' is an option of 'themify' (apply), 'themify lint', 'themify filelist' and 'themify preview', not of 'themify keys'"
            )
            expectUsageError(
                themify("diff", "metal", "pink", profile, "--themes", themes, "--strict"),
                saying: "'--strict' is an option of 'themify lint', not of 'themify diff'")
            expectUsageError(
                themify("extract", profile, "--theme-out", sandbox.path("t.json"), "--check"),
                saying: "'--check' is an option of 'themify' (apply), not of 'themify extract'")
            expectUsageError(
                themify("filelist", profile, "--theme", "metal", "--themes", themes, "--output-list", sandbox.path("o"), "--key-path", "k"),
                saying:
                    "'--key-path' is an option of 'themify' (apply), 'themify lint', 'themify keys', 'themify extract', 'themify diff', 'themify pack' and 'themify preview', not of 'themify filelist'"
            )
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"])
        }
    }

    @Test func aSlipInAnotherCommandsOptionSuggestsItWithItsCommand() {
        let result = themify("lint", "--threshhold", "3")
        expectUsageError(result, saying: "unknown option '--threshhold'; did you mean '--threshold' (an option of 'themify extract')?")
        #expect(result.stderr.contains("Run 'themify lint --help' for usage."))
    }

    /// Every option is taken by at least one command, and a command never lists one twice.
    @Test func everyCommandsOptionsAreDistinct() {
        for command in Themify.definitions {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) lists an option twice: \(names)")
            let shorts = command.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name) gives two options one short name: \(shorts)")
            #expect(names.contains("help"))
        }
        let commandNames = Themify.definitions.map(\.name)
        #expect(Set(commandNames).count == commandNames.count)
        #expect(Themify.definitions.filter(\.isDefault).map(\.name) == ["apply"])
    }

    // MARK: An unknown command

    /// The issue's example, run as a user types it (relative paths, in the project folder):
    /// `lnt` names no file and is a slip of `lint`. It used to be taken for a missing input
    /// beside `Layouts` — whose variants were then written into the source folder.
    @Test func aMistypedCommandIsAUsageErrorAndNothingIsWritten() throws {
        try withBuiltThemify { sandbox, themify in
            try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Layouts/Main.storyboard")
            let before = sandbox.listing()

            let result = try themify.run("lnt", "Layouts", "--theme", "metal")
            #expect(result.exited(with: 2), "\(result)")
            #expect(result.stderr.hasPrefix("themify: error: unknown command 'lnt'; did you mean 'lint'?\n"), "\(result)")
            #expect(sandbox.listing() == before, "nothing may be written: \(sandbox.listing())")
        }
    }

    /// The same in-process, also when the rest would not parse as the default command's
    /// options and when an option comes before the command word.
    @Test func mistypedCommandsAreUsageErrors() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let layouts = sandbox.path("Layouts")
            try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            let before = sandbox.listing()
            expectUsageError(
                themify("lnt", layouts, "--theme", "metal", "--themes", themes), saying: "unknown command 'lnt'; did you mean 'lint'?")
            expectUsageError(themify("lnt", layouts, "--strict"), saying: "unknown command 'lnt'; did you mean 'lint'?")
            expectUsageError(themify("-t", "metal", "kyes", layouts), saying: "unknown command 'kyes'; did you mean 'keys'?")
            expectUsageError(themify("dif", "metal", "pink"), saying: "unknown command 'dif'; did you mean 'diff'?")
            expectUsageError(
                themify("filelists", "--input-list", sandbox.path("in")), saying: "unknown command 'filelists'; did you mean 'filelist'?")
            #expect(sandbox.listing() == before, "nothing may be written: \(sandbox.listing())")
        }
    }

    /// A file or folder that exists is an input whatever its name.
    @Test func anExistingInputNamedLikeACommandIsThemed() throws {
        try withBuiltThemify { sandbox, themify in
            try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "lnt/Profile.xib")
            let result = try themify.run("lnt", "--theme", "metal")
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.exists("lnt/Profile-metal.xib"))
        }
    }

    // MARK: A missing input

    /// A mistyped input beside a good one: an input error naming it, and the good one is not
    /// themed either — the run stops before anything is written.
    @Test func aMissingInputStopsTheRunBeforeAnythingIsWritten() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let missing = sandbox.path("App/Profle.xib")
            for inputs in [[profile, missing], [missing, profile]] {
                let result = themify(inputs + ["--theme", "metal", "--theme", "pink", "--themes", themes])
                #expect(result.exitCode == .inputError, "stderr: \(result.stderr)")
                #expect(
                    result.diagnostics(at: missing, severity: "error").map(\.message) == ["no such file or folder"],
                    "stderr: \(result.stderr)")
                #expect(sandbox.files("App") == ["Profile.xib"])
            }
            let output = themify(profile, missing, "--theme", "metal", "--themes", themes, "-o", sandbox.path("Out"))
            #expect(output.exitCode == .inputError)
            #expect(!sandbox.exists("Out"))
        }
    }

    @Test func aMissingInputStopsTheOtherCommandsToo() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let missing = sandbox.path("App/Profle.xib")
            let original = try sandbox.bytes("App/Profile.xib")

            let keys = themify("keys", profile, missing, "-o", sandbox.path("skeleton.json"))
            #expect(keys.exitCode == .inputError, "stderr: \(keys.stderr)")
            #expect(!sandbox.exists("skeleton.json"))

            let extract = themify("extract", profile, missing, "--theme-out", sandbox.path("default.json"), "--apply")
            #expect(extract.exitCode == .inputError, "stderr: \(extract.stderr)")
            #expect(!sandbox.exists("default.json"))
            #expect(try sandbox.bytes("App/Profile.xib") == original)

            let lint = themify("lint", profile, missing, "--themes", themes)
            #expect(lint.exitCode == .inputError)
            #expect(lint.diagnostics(at: missing, severity: "error").count == 1, "stderr: \(lint.stderr)")

            let filelist = themify(
                "filelist", profile, missing, "--theme", "metal", "--themes", themes, "--input-list", sandbox.path("in.xcfilelist"))
            #expect(filelist.exitCode == .inputError)
            #expect(!sandbox.exists("in.xcfilelist"))
            #expect(sandbox.files("App") == ["Profile.xib"])
        }
    }

    // MARK: An option where a value belongs

    /// The issue's example, run as a user types it: `--output -o junk` used to make a folder
    /// named `-o`.
    @Test func anOptionWhereAValueBelongsIsAUsageError() throws {
        try withBuiltThemify { sandbox, themify in
            try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib")
            let result = try themify.run("Profile.xib", "--theme", "metal", "--output", "-o", "junk")
            #expect(result.exited(with: 2), "\(result)")
            #expect(result.stderr.hasPrefix("themify: error: option '--output' needs a value (DIR|-), not the option '-o'\n"), "\(result)")
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"], "\(sandbox.listing())")
            #expect(!sandbox.exists("-o") && !sandbox.exists("junk"))
        }
    }

    @Test func optionsAndOptionLikeWordsAreNotValues() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            expectUsageError(
                themify(profile, "--theme", "metal", "--themes", themes, "--output", "-o", sandbox.path("junk")),
                saying: "option '--output' needs a value (DIR|-), not the option '-o'")
            expectUsageError(
                themify(profile, "--theme", "--themes", themes),
                saying: "option '--theme' needs a value (NAME|PATH), not the option '--themes'")
            expectUsageError(
                themify(profile, "--theme", "metal", "--themes", "--strict"),
                saying: "option '--themes' needs a value (DIR), not the option '--strict'")
            expectUsageError(
                themify(profile, "-t", "metal", "-o", "--verbose=1"),
                saying: "option '--output' needs a value (DIR|-), not the option '--verbose'")
            expectUsageError(themify("keys", profile, "-o", "-q"), saying: "option '--output' needs a value (FILE), not the option '-q'")
            expectUsageError(
                themify(profile, "-t", "metal", "-o", "--nonsense"),
                saying:
                    "option '--output' needs a value (DIR|-), not '--nonsense', which reads as an option; write --output=--nonsense if that is the value"
            )
            expectUsageError(
                themify(profile, "-t", "metal", "-o", "-x"),
                saying:
                    "option '--output' needs a value (DIR|-), not '-x', which reads as an option; write --output=-x if that is the value")
            #expect(sandbox.files().filter { !$0.hasPrefix("Themes/") } == ["Profile.xib"], "\(sandbox.listing())")
        }
    }

    @Test func aDashAloneAndNegativeNumbersAreValues() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let standardOutput = themify(profile, "--theme", "metal", "--themes", themes, "-o", "-")
            #expect(standardOutput.exitCode == .success, "stderr: \(standardOutput.stderr)")
            #expect(standardOutput.stdoutText.contains("header_metal"))

            // A negative count reaches --jobs' own check, which says what it takes.
            expectUsageError(
                themify(profile, "--theme", "metal", "--themes", themes, "--jobs", "-5"),
                saying: "--jobs takes a whole number of at least 1, not '-5'")
            expectUsageError(
                themify("extract", profile, "--theme-out", sandbox.path("t.json"), "--threshold", "-1"),
                saying: "--threshold takes a color difference of 0 or more")
            // After '=' a value is taken as written.
            let inline = themify(profile, "--theme", "metal", "--themes", themes, "--output=\(sandbox.path("-o"))")
            #expect(inline.exitCode == .success, "stderr: \(inline.stderr)")
            #expect(sandbox.exists("-o/Profile-metal.xib"))
        }
    }
}
