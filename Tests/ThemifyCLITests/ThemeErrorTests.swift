import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Themes that cannot be used: exit 1, a located diagnostic, and no variant of that theme.
@Suite struct ThemeErrorTests {
    /// Only the given files (the inputs) and the theme folders exist afterwards.
    private func expectNoVariants(
        in sandbox: Sandbox, folder: String = "App", inputs: [String] = ["Profile.xib"],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(sandbox.files(folder) == inputs.sorted(), "no variant may be written", sourceLocation: sourceLocation)
        expectNoHiddenFiles(in: sandbox, sourceLocation: sourceLocation)
    }

    @Test func unknownThemeNameListsTheThemesAndSuggestsTheCloseOne() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            let result = themify(profile, "--theme", "metl", "--themes", themes)
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("error:"))
            #expect(result.stderr.contains("'metl'"), "stderr: \(result.stderr)")
            #expect(result.stderr.contains("default, metal, pink"), "stderr: \(result.stderr)")
            #expect(result.stderr.contains("did you mean 'metal'"), "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox)
        }
    }

    @Test func oneUnknownThemeStopsOnlyItself() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let result = themify(profile, "--theme", "metal", "--theme", "nosuchtheme", "--themes", themes)
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("'nosuchtheme'"), "stderr: \(result.stderr)")
            #expect(sandbox.files("App") == ["Profile-metal.xib", "Profile.xib"])
            expectNoHiddenFiles(in: sandbox)
        }
    }

    /// A new user's five themes, one with a typo: the four good ones are written, the run exits
    /// 1 with the broken file's error at its line, the JSON report marks its variants failed,
    /// and the nib map (which would lack a theme) is not written.
    @Test func aBrokenThemeFileHoldsBackOnlyItsOwnVariants() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let broken = try sandbox.write(
                "{\n  \"screenBackground\": \"#000\",\n  \"cardBackground\" \"#111\"\n}\n", to: "Themes/broken.json")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let nibMap = sandbox.path("Out/ThemeNibMap.plist")

            let result = themify(
                profile, "--theme", "metal", "--theme", "broken", "--theme", "pink", "--themes", themes, "--reporter", "json", "--nib-map",
                nibMap)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: broken, severity: "error")
            #expect(errors.map(\.line) == [3], "stderr: \(result.stderr)")
            #expect(sandbox.files("App") == ["Profile-metal.xib", "Profile-pink.xib", "Profile.xib"])
            #expect(!sandbox.exists("Out/ThemeNibMap.plist"))
            #expect(result.stderr.contains("the nib map is not written while theme 'broken' has errors"), "stderr: \(result.stderr)")
            let report = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
            let statuses = (report?["variants"] as? [[String: Any]])?.map { "\($0["theme"] ?? ""):\($0["status"] ?? "")" }
            #expect(statuses == ["metal:written", "pink:written", "broken:failed"])
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func missingThemeFilePathIsAnInputError() throws {
        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let missing = sandbox.path("Design/missing.json")
            let result = themify(profile, "--theme", missing, "--themes", try sandbox.makeFolder("NoThemes"))
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains(missing), "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox)
        }
    }

    /// Line 4 holds the bad color; its value's opening quote is at column 18.
    static let jsonWithBadColor = """
        {
          "screenBackground": "#000000",
          "primaryButton": {
            "tintColor": "#GGGGGG",
            "backgroundColor": "#FF0000"
          }
        }

        """

    /// Line 10 holds the bad color.
    static let plistWithBadColor = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>screenBackground</key>
        \t<string>#000000</string>
        \t<key>primaryButton</key>
        \t<dict>
        \t\t<key>tintColor</key>
        \t\t<string>notacolor</string>
        \t</dict>
        </dict>
        </plist>

        """

    @Test(arguments: [
        (file: "broken.json", contents: jsonWithBadColor, line: 4, column: 18, value: "#GGGGGG"),
        (file: "broken.plist", contents: plistWithBadColor, line: 10, column: 3, value: "notacolor"),
    ])
    func invalidColorInAStyleIsReportedAtItsLine(file: String, contents: String, line: Int, column: Int, value: String) throws {
        try withSandbox { sandbox in
            let themes = try sandbox.makeFolder("Themes")
            let themePath = try sandbox.write(contents, to: "Themes/\(file)")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            for theme in [(file as NSString).deletingPathExtension, themePath] {
                let result = themify(profile, "--theme", theme, "--themes", themes)
                #expect(result.exitCode == .inputError)
                let errors = result.diagnostics(at: themePath, severity: "error")
                #expect(errors.count == 1, "stderr: \(result.stderr)")
                #expect(errors.first?.line == line, "stderr: \(result.stderr)")
                #expect(errors.first?.column == column, "stderr: \(result.stderr)")
                #expect(errors.first?.message.contains("'\(value)'") == true)
                #expect(errors.first?.message.contains("tintColor") == true)
                expectNoVariants(in: sandbox)
            }
        }
    }

    @Test func invalidPlainColorIsReportedOnceWithANotePerLayout() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.makeFolder("Themes")
            let themePath = try sandbox.write("{\n  \"screenBackground\": \"nonsense\"\n}\n", to: "Themes/plain.json")
            let first = try sandbox.copySample("Profile.xib", to: "App/First.xib")
            let second = try sandbox.copySample("Profile.xib", to: "App/Second.xib")

            let result = themify(first, second, "--theme", "plain", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: themePath, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.line == 2)
            #expect(errors.first?.message.contains("'nonsense'") == true)
            #expect(result.diagnostics(at: first, severity: "note").count == 1, "stderr: \(result.stderr)")
            #expect(result.diagnostics(at: second, severity: "note").count == 1, "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox, inputs: ["First.xib", "Second.xib"])
        }
    }

    @Test func jsonSyntaxErrorIsReportedAtItsLine() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.makeFolder("Themes")
            let themePath = try sandbox.write(
                "{\n  \"screenBackground\": \"#000\",\n  \"cardBackground\" \"#111\"\n}\n", to: "Themes/syntax.json")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            let result = themify(profile, "--theme", "syntax", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: themePath, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.line == 3, "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox)
        }
    }

    @Test func extendsCycleIsAnInputError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.makeFolder("Themes")
            let first = try sandbox.write(
                "{\n  \"$extends\": \"second\",\n  \"screenBackground\": \"#000000\"\n}\n", to: "Themes/first.json")
            let second = try sandbox.write("{\n  \"$extends\": \"first\"\n}\n", to: "Themes/second.json")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            let result = themify(profile, "--theme", "first", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: first, severity: "error") + result.diagnostics(at: second, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.line == 2, "the '$extends' line: \(result.stderr)")
            #expect(result.stderr.contains("cycle"), "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox)
        }
    }

    @Test func selfExtendingThemeIsAnInputError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.makeFolder("Themes")
            try sandbox.write("{ \"$extends\": \"loop\" }\n", to: "Themes/loop.json")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let result = themify(profile, "--theme", "loop", "--themes", themes)
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("cycle"), "stderr: \(result.stderr)")
            expectNoVariants(in: sandbox)
        }
    }
}
