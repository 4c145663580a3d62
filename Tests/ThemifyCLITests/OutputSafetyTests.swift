import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Where outputs may go and what happens when they cannot (issue 10): empty output paths, lost
/// standard output or error, temporary names, symbolic links at outputs. Each runs the real
/// executable (see `RobustnessHarness` in HostileInputTests.swift).
@Suite struct OutputSafetyTests {
    /// A layout with a name no other test uses, so that a run that wrongly writes into `/`
    /// shows up (and is cleaned up) without touching anything else there.
    static func uniqueLayout(in sandbox: Sandbox) throws -> (relative: String, stem: String) {
        let stem = "OutputSafety\(UUID().uuidString.prefix(8))"
        try RobustnessHarness.write(FaultTests.profileBytes, to: "In/\(stem).xib", in: sandbox)
        return ("In/\(stem).xib", stem)
    }

    /// Runs `script` with `sh -c` in the sandbox; `$0` is the themify executable.
    static func shell(_ script: String, themify: URL, in sandbox: Sandbox) throws -> RobustnessHarness.Run {
        try RobustnessHarness.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, themify.path], in: sandbox)
    }

    static func expectExit(_ status: Int32, _ run: RobustnessHarness.Run, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.reason == .exit, "themify crashed: \(run)", sourceLocation: sourceLocation)
        #expect(run.status == status, "expected exit status \(status): \(run)", sourceLocation: sourceLocation)
    }

    // MARK: Empty output paths

    enum EmptyOutput: String, CaseIterable, CustomTestStringConvertible {
        case commandLine, configuration, unsetVariable
        var testDescription: String { rawValue }
    }

    /// `-o ""`, `"output": ""` and `"output": "${DERIVED_FILE_DIR}"` with the variable empty
    /// never write into `/`.
    @Test(arguments: EmptyOutput.allCases)
    func emptyOutputFolderIsAnErrorNotTheRoot(source: EmptyOutput) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let (layout, stem) = try Self.uniqueLayout(in: sandbox)
            let rootVariant = "/\(stem)-metal.xib"
            defer { unlink(rootVariant) }
            let run: RobustnessHarness.Run
            switch source {
            case .commandLine:
                run = try RobustnessHarness.run(themify, [layout, "--theme", "metal", "--themes", "Themes", "-o", ""], in: sandbox)
            case .configuration, .unsetVariable:
                let output = source == .configuration ? "" : "${DERIVED_FILE_DIR}/"
                try sandbox.write(
                    #"{"inputs": ["\#(layout)"], "themes": "Themes", "themeNames": ["metal"], "output": "\#(output)"}"#, to: "themify.json")
                run = try Self.shell("DERIVED_FILE_DIR= exec \"$0\"", themify: themify, in: sandbox)
            }
            #expect(run.reason == .exit && [1, 2].contains(run.status), "\(run)")
            #expect(
                run.stderr.contains("non-empty") || run.stderr.contains("is an empty path")
                    || run.stderr.contains("'DERIVED_FILE_DIR' is empty"), "\(run)")
            #expect(!FileManager.default.fileExists(atPath: rootVariant), "a variant was written into the file-system root")
            #expect(sandbox.files("In") == ["\(stem).xib"])
        }
    }

    /// Every other option that names a file to write refuses an empty path.
    @Test(arguments: [
        ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "--nib-map", ""],
        ["keys", "In/Profile.xib", "-o", ""],
        ["extract", "In/Profile.xib", "--theme-out", ""],
        ["filelist", "In/Profile.xib", "--theme", "metal", "--themes", "Themes", "--input-list", ""],
        ["filelist", "In/Profile.xib", "--theme", "metal", "--themes", "Themes", "--output-list", ""],
    ])
    func emptyOutputFileIsAUsageError(arguments: [String]) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let before = Set(sandbox.listing())
            let run = try RobustnessHarness.run(themify, arguments, in: sandbox)
            Self.expectExit(2, run)
            #expect(
                run.stderr.contains("non-empty") || run.stderr.contains("is an empty path")
                    || run.stderr.contains("'DERIVED_FILE_DIR' is empty"), "\(run)")
            #expect(Set(sandbox.listing()).subtracting(before).isEmpty)
        }
    }

    // MARK: Standard output and error that cannot be written

    /// A full disk or a closed stream behind standard output or error is exit 3, not a crash.
    @Test(arguments: [
        "\"$0\" In/Profile.xib --theme metal --themes Themes -o - >/dev/full",
        "\"$0\" In/Profile.xib --theme metal --themes Themes -o - >&-",
        "\"$0\" In/Profile.xib --theme metal --themes Themes -o Out --reporter json >/dev/full",
        "\"$0\" In/Missing.xib --theme metal --themes Themes 2>/dev/full",
        "\"$0\" --help >/dev/full",
    ])
    func lostStandardStreamIsAWriteError(script: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let run = try Self.shell(script, themify: themify, in: sandbox)
            Self.expectExit(3, run)
            RobustnessHarness.expectUntouched(["Profile.xib": FaultTests.profileBytes], in: sandbox, "In")
            expectNoHiddenFiles(in: sandbox, "In")
        }
    }

    // MARK: Temporary files

    /// A 250-byte variant name is legal; its temporary file's name must be too.
    @Test func longButLegalVariantNameIsWritten() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let stem = String(repeating: "L", count: 240)
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/\(stem).xib", in: sandbox)
            let run = try RobustnessHarness.run(
                themify, ["In/\(stem).xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            Self.expectExit(0, run)
            #expect(sandbox.files("Out") == ["\(stem)-metal.xib"])
            expectNoHiddenFiles(in: sandbox, "Out")
        }
    }

    // MARK: Symbolic links at outputs

    /// A symbolic link at a variant's path is replaced by a new file with the usual mode, not
    /// its target's (here set-uid and world-writable).
    @Test func symbolicLinkAtAVariantLendsNoMode() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let target = try sandbox.write("target\n", to: "Target")
            try sandbox.setPermissions(0o4777, of: "Target")
            try sandbox.makeFolder("Out")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Out/Profile-metal.xib"), withDestinationPath: target)
            let run = try Self.shell(
                "umask 022; exec \"$0\" In/Profile.xib --theme metal --themes Themes -o Out", themify: themify, in: sandbox)
            Self.expectExit(0, run)
            #expect(try sandbox.permissions("Out/Profile-metal.xib") == 0o644)
            #expect(try sandbox.text("Target") == "target\n")
        }
    }
}

/// Outputs checked against inputs and each other before anything is written.
@Suite struct OutputPlanTests {
    /// `--nib-map` naming an input layout or a theme file is an error naming both; nothing is
    /// written, the input is untouched.
    @Test(arguments: ["In/Profile.xib", "Themes/metal.plist", "In/../In/Profile.xib"])
    func nibMapOverAnInputIsRefused(nibMap: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let theme = try sandbox.bytes("Themes/metal.plist")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "--nib-map", nibMap], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("nib map would overwrite"), "\(run)")
            #expect(run.stderr.contains(nibMap.hasPrefix("Themes") ? "Themes/metal.plist" : "In/Profile.xib"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            RobustnessHarness.expectUntouched(["Profile.xib": FaultTests.profileBytes], in: sandbox, "In")
            #expect(try sandbox.bytes("Themes/metal.plist") == theme)
        }
    }

    /// `a.xib` × `b-c` and `a-b.xib` × `c` both give `a-b-c.xib`: an error naming both pairs,
    /// and no variant at all is written.
    @Test func twoPairsWritingOneVariantAreRefused() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let pink = try sandbox.bytes("Themes/pink.json")
            try sandbox.write(pink, to: "Themes/b-c.json")
            try sandbox.write(pink, to: "Themes/c.json")
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/a.xib", in: sandbox)
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/a-b.xib", in: sandbox)
            let run = try RobustnessHarness.run(
                themify, ["In/a.xib", "In/a-b.xib", "--theme", "b-c", "--theme", "c", "--themes", "Themes"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("'In/a.xib' with theme 'b-c'") && run.stderr.contains("'In/a-b.xib' with theme 'c'"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(sandbox.files("In").sorted() == ["a-b.xib", "a.xib"])
        }
    }
}

/// Names that try to print lines of their own.
@Suite struct DiagnosticInjectionTests {
    static let injected = "x\n::error file=README.md,line=1::PWNED"

    static func expectNoInjectedLine(_ run: RobustnessHarness.Run, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.reason == .exit, "themify crashed: \(run)", sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::") }, "a name started a line of its own: \(run)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains("x\\n::error"), "the newline is not shown escaped: \(run)", sourceLocation: sourceLocation)
        RobustnessHarness.expectOneLineLocatedDiagnostics(run, allowing: ["themify: "], sourceLocation: sourceLocation)
    }

    /// A broken theme file named `x⏎::error file=README.md,line=1::PWNED.json`.
    @Test func newlineInAThemeFileNameIsEscaped() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.write("{ not json", to: "Themes/\(Self.injected).json")
            let run = try RobustnessHarness.run(themify, ["In/Profile.xib", "--theme", "Themes/\(Self.injected).json"], in: sandbox)
            #expect(run.status == 1, "\(run)")
            Self.expectNoInjectedLine(run)
        }
    }

    /// A malformed layout with a newline in its name.
    @Test func newlineInALayoutFileNameIsEscaped() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try sandbox.write("<document><objects></document>", to: "In/\(Self.injected).xib")
            let run = try RobustnessHarness.run(themify, ["In", "--theme", "metal", "--themes", "Themes"], in: sandbox)
            #expect(run.status == 1, "\(run)")
            Self.expectNoInjectedLine(run)
        }
    }
}

/// Temporary files a killed run (SIGKILL) left behind.
@Suite struct StaleTemporaryFileTests {
    /// The next run writing into the folder removes themify's own leftovers (whose process is
    /// gone, or over a minute old) and nothing else: not a live run's fresh temporary file, not
    /// another program's hidden file.
    @Test func nextRunRemovesLeftoversOfAKilledRun() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            // PIDs above pid_max (32768 here; at most 4194304) belong to no process.
            let gone = ["Out/.themify-4194399-1f2e.tmp", "Out/.Profile-metal.xib.themify-4194399-12345"]
            let old = "Out/.themify-1-abc.tmp"
            let kept = ["Out/.themify-1-def.tmp", "Out/.notes.tmp", "Out/.themify-notes"]
            for path in gone + [old] + kept { try sandbox.write("partial", to: path) }
            try sandbox.setModificationDate(Date().addingTimeInterval(-120), of: old)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            OutputSafetyTests.expectExit(0, run)
            for path in gone + [old] { #expect(!sandbox.exists(path), "\(path) was left") }
            for path in kept { #expect(sandbox.exists(path), "\(path) was removed") }
            #expect(sandbox.exists("Out/Profile-metal.xib"))
        }
    }
}

/// Symbolic links below the output folder.
@Suite struct OutputFolderLinkTests {
    /// `Out/Sub` linking to a folder outside `Out`: refused, nothing written there.
    @Test func symlinkedSubfolderCannotSendVariantsOutside() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Sub/Profile.xib", in: sandbox)
            let elsewhere = try sandbox.makeFolder("Elsewhere")
            try sandbox.makeFolder("Out")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Out/Sub"), withDestinationPath: elsewhere)
            let run = try RobustnessHarness.run(themify, ["In", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("outside the output folder 'Out'"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(sandbox.files("Elsewhere").isEmpty)
        }
    }
}

/// `filelist` lists and nib-map contents.
@Suite struct ListAndNibMapSafetyTests {
    /// A file list named like an input layout or theme is refused; the input is untouched.
    @Test(arguments: [
        ["--input-list", "In/Profile.xib"], ["--output-list", "Themes/metal.plist"],
        ["--input-list", "L.xcfilelist", "--output-list", "L.xcfilelist"],
    ])
    func fileListOverAnInputIsRefused(list: [String]) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let theme = try sandbox.bytes("Themes/metal.plist")
            let run = try RobustnessHarness.run(
                themify, ["filelist", "In/Profile.xib", "--theme", "metal", "--themes", "Themes"] + list, in: sandbox)
            OutputSafetyTests.expectExit(1, run)
            #expect(run.stderr.contains("would"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            RobustnessHarness.expectUntouched(["Profile.xib": FaultTests.profileBytes], in: sandbox, "In")
            #expect(try sandbox.bytes("Themes/metal.plist") == theme)
            #expect(!sandbox.exists("L.xcfilelist"))
        }
    }

    /// A controller class name holding a newline and markup stays inside its `<key>`.
    @Test func controllerClassCannotBreakOutOfTheNibMap() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let hostile = "Evil&#10;&lt;/key&gt;&lt;string&gt;PWNED&lt;/string&gt;&lt;key&gt;&amp;"
            let layout = String(decoding: FaultTests.profileBytes, as: UTF8.self)
            guard let range = layout.range(of: #"customClass=""#) else {
                Issue.record("Profile.xib has no customClass to replace")
                return
            }
            let end = try #require(layout[range.upperBound...].firstIndex(of: "\""))
            try sandbox.write(layout.replacingCharacters(in: range.upperBound..<end, with: hostile), to: "In/Profile.xib")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out", "--nib-map", "Out/Nibs.plist"],
                in: sandbox)
            OutputSafetyTests.expectExit(0, run)
            let plist = try sandbox.text("Out/Nibs.plist")
            #expect(!plist.contains("<string>PWNED</string>"), "\(plist)")
            #expect(plist.contains("&lt;/key&gt;&lt;string&gt;PWNED&lt;/string&gt;&lt;key&gt;&amp;"), "\(plist)")
            let parsed = try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil) as? [String: Any]
            let controllers = ((parsed?["themes"] as? [String: [String: Any]])?["metal"]?["controllers"]) as? [String: String]
            #expect(controllers?.keys.contains("Evil\n</key><string>PWNED</string><key>&") == true, "\(String(describing: parsed))")
        }
    }
}
