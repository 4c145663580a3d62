import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The one rule for every path themify writes (`OutputPathPolicy`), each case an attack probe
/// found, run on the built executable in a sandbox that is the project folder.
@Suite struct OutputPathPolicyTests {
    static func project(_ sandbox: Sandbox) throws {
        try sandbox.copySampleThemes()
        try RobustnessHarness.write(FaultTests.profileBytes, to: "Profile.xib", in: sandbox)
    }

    /// The sandbox's files, with contents, to compare before and after a refused run.
    static func snapshot(_ sandbox: Sandbox) -> [String: Data] {
        var files: [String: Data] = [:]
        for file in sandbox.files() { files[file] = RobustnessHarness.data(sandbox, file) }
        return files
    }

    static func expectRefused(
        _ run: RobustnessHarness.Run, status: Int32 = 1, saying text: String, unchanged before: [String: Data], in sandbox: Sandbox,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        OutputSafetyTests.expectExit(status, run, sourceLocation: sourceLocation)
        #expect(run.stderr.contains(text), "\(run)", sourceLocation: sourceLocation)
        RobustnessHarness.expectOneLineLocatedDiagnostics(
            run, allowing: ["Run 'themify", "themify: error: "], sourceLocation: sourceLocation)
        #expect(
            snapshot(sandbox) == before, "files changed: \(sandbox.files())",
            sourceLocation: sourceLocation)
        #expect(
            !sandbox.listing().contains { $0.hasPrefix("out") || $0.hasPrefix("nodir") }, "a folder was created",
            sourceLocation: sourceLocation)
    }

    /// `"output": "${EMPTY}/"`: an undocumented variable is an error, and so is a documented one
    /// that is empty; neither writes into `/`.
    @Test(arguments: ["${EMPTY}/", "${DERIVED_FILE_DIR}/"])
    func anEmptyExpansionNeverNamesTheRoot(output: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let stem = "Policy\(UUID().uuidString.prefix(8))"
            try RobustnessHarness.write(FaultTests.profileBytes, to: "\(stem).xib", in: sandbox)
            let rootVariant = "/\(stem)-metal.xib"
            defer { unlink(rootVariant) }
            try sandbox.write(#"{"inputs": ["\#(stem).xib"], "themeNames": ["metal"], "output": "\#(output)"}"#, to: "themify.json")
            let before = Self.snapshot(sandbox)
            let run = try OutputSafetyTests.shell("EMPTY= DERIVED_FILE_DIR= exec \"$0\"", themify: themify, in: sandbox)
            Self.expectRefused(run, saying: "themify.json:1:", unchanged: before, in: sandbox)
            #expect(
                run.stderr.contains(
                    output.hasPrefix("${EMPTY}") ? "'${EMPTY}' is not a variable themify.json expands" : "'DERIVED_FILE_DIR' is empty"),
                "\(run)")
            #expect(!FileManager.default.fileExists(atPath: rootVariant), "a variant was written into the file-system root")
        }
    }

    /// `themes`, `output` and `nibMap` in themify.json may not lead out of the project, by an
    /// absolute path or `../`.
    @Test(arguments: [
        #""themes": "../Themes""#, #""themes": "/tmp""#, #""output": "../Out""#, #""output": "/tmp/themify-policy-out""#,
        #""nibMap": "../Nibs.plist""#, #""nibMap": "/tmp/themify-policy-nibs.plist""#,
    ])
    func configuredPathsStayInTheProject(setting: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            try sandbox.makeFolder("Project")
            try FileManager.default.moveItem(atPath: sandbox.path("Themes"), toPath: sandbox.path("Project/Themes"))
            try FileManager.default.moveItem(atPath: sandbox.path("Profile.xib"), toPath: sandbox.path("Project/Profile.xib"))
            try sandbox.copySampleThemes()
            try sandbox.write(#"{"inputs": ["Profile.xib"], "themeNames": ["metal"], \#(setting)}"#, to: "Project/themify.json")
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(themify, ["--config", "Project/themify.json"], in: sandbox)
            Self.expectRefused(run, saying: "leads outside the project folder", unchanged: before, in: sandbox)
            #expect(run.stderr.contains("Project/themify.json:1:"), "\(run)")
            #expect(
                !FileManager.default.fileExists(atPath: "/tmp/themify-policy-out")
                    && !FileManager.default.fileExists(atPath: "/tmp/themify-policy-nibs.plist"))
        }
    }

    /// A path given on the command line may lead out of the project by what it says.
    @Test func aCommandLineOutputMayLeaveTheProjectByWhatItSays() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            try sandbox.makeFolder("Project")
            let run = try RobustnessHarness.start(
                themify, ["../Profile.xib", "--theme", "metal", "--themes", "../Themes", "-o", "../Elsewhere"], in: sandbox,
                directory: "Project"
            ).wait()
            OutputSafetyTests.expectExit(0, run)
            #expect(sandbox.files("Elsewhere") == ["Profile-metal.xib"])
        }
    }

    /// A build folder named by its variable is the root of the paths that begin with it.
    @Test func aBuildFolderVariableMayNameAFolderOutsideTheProject() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.makeFolder("Project")
            try sandbox.copySampleThemes(to: "Project/Themes")
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Project/Profile.xib", in: sandbox)
            try sandbox.write(
                #"{"inputs": ["Profile.xib"], "themeNames": ["metal"], "output": "${DERIVED_FILE_DIR}/Themed"}"#, to: "Project/themify.json"
            )
            let run = try OutputSafetyTests.shell(
                "DERIVED_FILE_DIR='\(sandbox.path("Derived"))' exec \"$0\" --config Project/themify.json", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(0, run)
            #expect(sandbox.files("Derived") == ["Themed/Profile-metal.xib"])

            try sandbox.write(
                #"{"inputs": ["Profile.xib"], "themeNames": ["metal"], "output": "${DERIVED_FILE_DIR}/../Escaped"}"#,
                to: "Project/themify.json")
            let escaping = try OutputSafetyTests.shell(
                "DERIVED_FILE_DIR='\(sandbox.path("Derived"))' exec \"$0\" --config Project/themify.json", themify: themify, in: sandbox)
            OutputSafetyTests.expectExit(1, escaping)
            #expect(escaping.stderr.contains("outside the build folder its variable names"), "\(escaping)")
            #expect(!sandbox.exists("Escaped"))
        }
    }

    /// `out/` does not exist yet: `out/../Profile.xib` is the input layout all the same.
    @Test func aNibMapThroughAMissingFolderAndDotDotIsTheInput() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(
                themify, ["Profile.xib", "--theme", "metal", "--themes", "Themes", "--nib-map", "out/../Profile.xib"], in: sandbox)
            Self.expectRefused(run, saying: "the nib map would overwrite the input layout 'Profile.xib'", unchanged: before, in: sandbox)
        }
    }

    @Test func aFileListThroughAMissingFolderAndDotDotIsTheTheme() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(
                themify,
                ["filelist", "Profile.xib", "--theme", "metal", "--themes", "Themes", "--output-list", "nodir/../Themes/metal.plist"],
                in: sandbox)
            Self.expectRefused(run, saying: "would overwrite the input 'Themes/metal.plist'", unchanged: before, in: sandbox)
        }
    }

    @Test func extractNeverWritesItsThemeOverALayout() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(themify, ["extract", "Profile.xib", "--theme-out", "Profile.xib"], in: sandbox)
            Self.expectRefused(
                run, saying: "the extracted theme would overwrite the input layout 'Profile.xib'", unchanged: before, in: sandbox)
        }
    }

    @Test func keysForceNeverWritesItsSkeletonOverALayout() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(themify, ["keys", "Profile.xib", "-o", "Profile.xib", "--force"], in: sandbox)
            Self.expectRefused(
                run, saying: "the skeleton theme would overwrite the input layout 'Profile.xib'", unchanged: before, in: sandbox)
        }
    }

    @Test func codegenNeverWritesSwiftOverATheme() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try Self.project(sandbox)
            let before = Self.snapshot(sandbox)
            let run = try RobustnessHarness.run(themify, ["codegen", "--themes", "Themes", "-o", "Themes/default.plist"], in: sandbox)
            Self.expectRefused(run, status: 2, saying: "-o names a .swift file", unchanged: before, in: sandbox)
            // A .swift name that is a link to a theme is the theme.
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Keys.swift"), withDestinationPath: "Themes/default.plist")
            let linked = Self.snapshot(sandbox)
            let throughLink = try RobustnessHarness.run(themify, ["codegen", "--themes", "Themes", "-o", "Keys.swift"], in: sandbox)
            Self.expectRefused(throughLink, saying: "would overwrite the theme file", unchanged: linked, in: sandbox)
        }
    }

    /// A committed symlink given as the input: `--in-place` would rewrite the file it names,
    /// outside the repository; the same link inside a folder input is refused too.
    @Test func inPlaceNeverWritesThroughALinkOutOfTheProject() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.makeFolder("Project")
            try sandbox.copySampleThemes(to: "Project/Themes")
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Outside/Profile.xib", in: sandbox)
            try sandbox.makeFolder("Project/Layouts")
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Project/Layouts/Profile.xib"), withDestinationPath: "../../Outside/Profile.xib")
            for input in ["Layouts/Profile.xib", "Layouts"] {
                let run = try RobustnessHarness.start(
                    themify, [input, "--theme", "metal", "--themes", "Themes", "--in-place"], in: sandbox, directory: "Project"
                ).wait()
                OutputSafetyTests.expectExit(1, run)
                #expect(run.stderr.contains("outside"), "\(input): \(run)")
                #expect(
                    RobustnessHarness.data(sandbox, "Outside/Profile.xib") == FaultTests.profileBytes,
                    "\(input): the file outside was rewritten")
            }
        }
    }

    /// A default `Themes` folder that is a link out of the project is not read.
    @Test func aThemesFolderLinkedOutOfTheProjectIsRefused() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes(to: "Outside/Themes")
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Project/Profile.xib", in: sandbox)
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Project/Themes"), withDestinationPath: "../Outside/Themes")
            try sandbox.write(#"{"inputs": ["Profile.xib"]}"#, to: "Project/themify.json")
            let run = try RobustnessHarness.run(themify, ["--config", "Project/themify.json"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("themes folder leads outside the project folder"), "\(run)")
            #expect(sandbox.files("Project") == ["Profile.xib", "themify.json"])
        }
    }
}
