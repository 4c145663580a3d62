import Foundation
import Testing

/// What a pull request could make a CI run print or write: environment values, lines of its
/// own in Xcode's file lists, half of a broken theme, a skin built into the app. Each case an
/// attack probe found, run on the built executable.
@Suite struct LeakAndThemeIntegrityTests {
    static let secret = "ghp_LEAKED0123456789"

    /// `"themes": "${CI_SECRET}"`: an error that names the variable, never its value.
    @Test(arguments: [
        #""themes": "${CI_SECRET}""#, #""inputs": ["${CI_SECRET}"]"#, #""output": "Out/${CI_SECRET}""#, #""keyPath": "${CI_SECRET}""#,
    ])
    func onlyDocumentedVariablesExpandAndNoneIsPrinted(setting: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Profile.xib", in: sandbox)
            let configuration = setting.hasPrefix(#""inputs""#) ? "{\(setting)}" : #"{"inputs": ["Profile.xib"], \#(setting)}"#
            try sandbox.write(configuration, to: "themify.json")
            let run = try OutputSafetyTests.shell("CI_SECRET='\(Self.secret)' exec \"$0\" --reporter json", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(
                run.stderr.contains("themify.json:1:") && run.stderr.contains("'${CI_SECRET}' is not a variable themify.json expands"),
                "\(run)")
            #expect(
                !run.stderr.contains(Self.secret) && !String(decoding: run.stdout, as: UTF8.self).contains(Self.secret),
                "the value was printed: \(run)")
            #expect(
                sandbox.files() == [
                    "Profile.xib", "Themes/default.plist", "Themes/metal.plist", "Themes/pink.json", "themify.json",
                ])
        }
    }

    /// A documented variable used where it cannot be (a folder in the middle of a path) is an
    /// error that prints the text as written.
    @Test func aFolderVariableOnlyBeginsAPath() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Profile.xib", in: sandbox)
            try sandbox.write(#"{"inputs": ["Profile.xib"], "output": "Out/${SRCROOT}"}"#, to: "themify.json")
            let run = try OutputSafetyTests.shell("SRCROOT=/secret/place exec \"$0\"", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("can only begin a path (used in 'Out/${SRCROOT}')"), "\(run)")
            #expect(!run.stderr.contains("/secret/place"), "\(run)")
        }
    }

    /// A configured input that does not exist is reported at its line as written, not as the
    /// path the build setting made of it.
    @Test func aMissingConfiguredInputIsShownAsWritten() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try sandbox.write(#"{"inputs": ["${SRCROOT}/Missing"]}"#, to: "themify.json")
            let run = try OutputSafetyTests.shell(
                "SRCROOT='\(sandbox.path(""))' exec \"$0\" --reporter json", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("themify.json:1:13: error: no such file or folder: '${SRCROOT}/Missing'"), "\(run)")
            #expect(
                !run.stderr.contains(sandbox.path("Missing"))
                    && !String(decoding: run.stdout, as: UTF8.self).contains(sandbox.path("Missing")), "\(run)")
        }
    }

    /// A configured themes folder is named as written in a message about it.
    @Test func aConfiguredThemesFolderIsShownAsWritten() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Profile.xib", in: sandbox)
            try sandbox.write(#"{"inputs": ["Profile.xib"], "themes": "${SRCROOT}/Themes", "themeNames": ["nosuch"]}"#, to: "themify.json")
            let run = try OutputSafetyTests.shell("SRCROOT='\(sandbox.path(""))' exec \"$0\"", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("no theme 'nosuch' in '${SRCROOT}/Themes'"), "\(run)")
            #expect(!run.stderr.contains(sandbox.path("Themes")), "\(run)")
        }
    }

    /// A layout named with a newline would add a line to the `.xcfilelist` Xcode reads.
    @Test func aNameWithANewlineIsNeverWrittenIntoAFileList() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Layouts/Profile.xib", in: sandbox)
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Layouts/x\n/etc/passwd\n.xib", in: sandbox)
            let run = try RobustnessHarness.run(
                themify,
                [
                    "filelist", "Layouts", "--theme", "metal", "--themes", "Themes", "--input-list", "in.xcfilelist", "--output-list",
                    "out.xcfilelist",
                ], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("would add a line of its own to the .xcfilelist"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(!sandbox.exists("in.xcfilelist") && !sandbox.exists("out.xcfilelist"))
        }
    }

    /// A color key with a newline would name a color set of the generated catalog: refused — at
    /// load, where every key with a control character is, before the catalog's own check.
    @Test func aColorKeyWithANewlineIsNeverWrittenIntoAFileList() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Layouts/Profile.xib", in: sandbox)
            try sandbox.write(##"{"x\nPWNED.colorset": {"light": "#FFFFFF", "dark": "#000000"}}"##, to: "Themes/night.json")
            let run = try RobustnessHarness.run(
                themify, ["filelist", "Layouts", "--theme", "night", "--themes", "Themes", "--output-list", "out.xcfilelist"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(
                run.stderr.contains("Themes/night.json:1:")
                    && (run.stderr.contains("control character U+000A") || run.stderr.contains("cannot name a color set")), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(!sandbox.exists("out.xcfilelist"))
        }
    }

    /// Five layouts, one of which puts a plain value that is no color on a label's text
    /// color: the theme writes none of its five variants; the sound theme writes all of its.
    @Test func aBadValueInOneLayoutHoldsBackEveryVariantOfItsTheme() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let profile = String(decoding: FaultTests.profileBytes, as: UTF8.self)
            for index in 1...4 {
                try sandbox.write(
                    profile.replacingOccurrences(of: "primaryHeadingColor", with: "unused\(index)"), to: "In/Screen\(index).xib")
            }
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Screen5.xib", in: sandbox)
            try sandbox.write("{\n  \"$extends\": \"metal\",\n  \"primaryHeadingColor\": \"#GG4048\"\n}\n", to: "Themes/broken.json")
            let run = try RobustnessHarness.run(
                themify, ["In", "--theme", "broken", "--theme", "pink", "--themes", "Themes", "-o", "Out"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("Themes/broken.json:3:"), "\(run)")
            #expect(sandbox.files("Out") == (1...5).map { "Screen\($0)-pink.xib" }, "\(run)")
            expectNoHiddenFiles(in: sandbox, "Out")
        }
    }

    /// A broken style and a bad plain value in one theme: both errors in the same run.
    @Test func everyErrorOfABrokenThemeIsReportedInOneRun() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.write(
                "{\n  \"primaryHeadingColor\": \"#GG4048\",\n  \"primaryButton\": { \"tintColor\": \"#ZZZZZZ\" }\n}\n",
                to: "Themes/broken.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "broken", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("Themes/broken.json:2:"), "the plain value's error: \(run)")
            #expect(run.stderr.contains("Themes/broken.json:3:"), "the style's error: \(run)")
            #expect(!run.stderr.contains("warning: theme 'broken'"), "a theme only checked prints no warnings: \(run)")
            #expect(sandbox.files("Out") == ["Profile-metal.xib"])
        }
    }

    /// A holiday skin (`"$skin": true`) kept among the build's themes is skipped with a warning
    /// when every theme of the folder is built, so `--check` does not ask for its variants; named
    /// with `--theme`, it is an error.
    @Test func aSkinInTheThemesFolderIsNeverBuilt() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Layouts/Profile.xib", in: sandbox)
            try sandbox.write("{\n  \"$skin\": true,\n  \"primaryHeadingColor\": \"#C00000\"\n}\n", to: "Themes/newyear.json")
            try sandbox.write(#"{"inputs": ["Layouts"], "output": "Out"}"#, to: "themify.json")
            let run = try RobustnessHarness.run(themify, [], in: sandbox)
            OutputSafetyTests.expectExit(0, run)
            #expect(run.stderr.contains("Themes/newyear.json:2:3: warning: 'newyear' is a holiday skin"), "\(run)")
            #expect(sandbox.files("Out") == ["Profile-default.xib", "Profile-metal.xib", "Profile-pink.xib"])
            let check = try RobustnessHarness.run(themify, ["--check"], in: sandbox)
            OutputSafetyTests.expectExit(0, check)

            let named = try RobustnessHarness.run(themify, ["Layouts", "--theme", "newyear", "-o", "Named"], in: sandbox)
            OutputSafetyTests.expectExit(1, named)
            #expect(named.stderr.contains("error: 'newyear' is a holiday skin"), "\(named)")
            #expect(!sandbox.exists("Named"))
        }
    }

    /// `pack` finds a skin in `Skins/` beside `Themes/`, with its parents in the themes folder.
    @Test func packPublishesASkinFromTheSkinsFolder() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.write(##"{"screenBackground": "#FFFFFF"}"##, to: "Themes/default.json")
            try sandbox.write("{\n  \"$skin\": true,\n  \"primaryHeadingColor\": \"#C00000\"\n}\n", to: "Skins/newyear.json")
            OutputSafetyTests.expectExit(0, try RobustnessHarness.run(themify, ["keygen", "-o", "keys/skins", "-q"], in: sandbox))
            let run = try RobustnessHarness.run(
                themify, ["pack", "newyear", "--id", "newyear-2027", "--key", "keys/skins", "-o", "site", "--expires", "2030-01-01"],
                in: sandbox)
            OutputSafetyTests.expectExit(0, run)
            let manifest = try sandbox.text("site/skins/newyear-2027/manifest.json")
            #expect(manifest.contains("newyear-2027"), "\(run)")
            let verify = try RobustnessHarness.run(themify, ["verify", "site", "--public-key", "keys/skins.pub"], in: sandbox)
            OutputSafetyTests.expectExit(0, verify)
        }
    }
}
