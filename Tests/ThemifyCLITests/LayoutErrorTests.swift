import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Layouts that cannot be themed: exit 1, a located error, and no variant for them.
@Suite struct LayoutErrorTests {
    @Test func theCorpusHasTwoMalformedLayouts() {
        #expect(Fixtures.malformedNames.count == 2)
    }

    @Test(arguments: Fixtures.malformedNames)
    func malformedLayoutIsAnErrorBelowTheFirstLine(name: String) throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let layout = try sandbox.copy(Fixtures.corpusMalformed.appendingPathComponent(name), to: "App/\(name)")
            let lineCount = try sandbox.text("App/\(name)").split(separator: "\n", omittingEmptySubsequences: false).count

            let result = themify(layout, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: layout, severity: "error")
            #expect(!errors.isEmpty, "stderr: \(result.stderr)")
            for error in errors {
                #expect(error.line > 1, "\(error)")
                #expect(error.line <= lineCount, "\(error)")
                #expect(error.column >= 1, "\(error)")
            }
            #expect(sandbox.files("App") == [name], "no variant may be written")
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func malformedLayoutWritesNothingToStandardOutput() throws {
        let name = try #require(Fixtures.malformedNames.last)
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let layout = try sandbox.copy(Fixtures.corpusMalformed.appendingPathComponent(name), to: "App/\(name)")
            let result = themify(layout, "--theme", "metal", "--themes", themes, "-o", "-")
            #expect(result.exitCode == .inputError)
            #expect(result.stdout.isEmpty)
            #expect(!result.diagnostics(at: layout, severity: "error").isEmpty, "stderr: \(result.stderr)")
        }
    }

    @Test func truncatedLayoutSaysWhichElementIsOpenWhereTheFileEnds() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let whole = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Main.storyboard"), encoding: .utf8)
            let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
            // Cut inside the first view controller, after the line that opens it.
            let opening = try #require(lines.firstIndex { $0.contains("<viewController ") })
            let kept = lines[...(opening + 1)].joined(separator: "\n") + "\n"
            let layout = try sandbox.write(kept, to: "App/Main.storyboard")

            let result = themify(layout, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: layout, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.line == opening + 3, "the line after the last one: stderr: \(result.stderr)")
            #expect(errors.first?.column == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.message.hasPrefix("Premature end of data in tag ") == true, "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("Extra content"), "stderr: \(result.stderr)")
            #expect(sandbox.files("App") == ["Main.storyboard"], "no variant may be written")
        }
    }

    @Test func xmlThatIsNotALayoutIsAnInputError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let layout = try sandbox.write(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n", to: "App/Settings.xib")

            let result = themify(layout, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .inputError)
            let errors = result.diagnostics(at: layout, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.line == 2, "stderr: \(result.stderr)")
            #expect(errors.first?.message.contains("<plist>") == true, "stderr: \(result.stderr)")
            #expect(sandbox.files("App") == ["Settings.xib"])
        }
    }

    @Test func missingInputIsAnInputError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let missing = sandbox.path("App/Missing.xib")

            let result = themify(missing, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .inputError)
            #expect(result.diagnostics(at: missing, severity: "error").count == 1, "stderr: \(result.stderr)")
            #expect(!sandbox.exists("App"))
        }
    }

    @Test func aGoodLayoutIsStillThemedBesideAMalformedOne() throws {
        let name = try #require(Fixtures.malformedNames.first)
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let broken = try sandbox.copy(Fixtures.corpusMalformed.appendingPathComponent(name), to: "App/\(name)")
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            // Both orders: the broken layout first and last.
            for inputs in [[broken, profile], [profile, broken]] {
                let result = themify(inputs + ["--theme", "metal", "--themes", themes])
                #expect(result.exitCode == .inputError)
                #expect(!result.diagnostics(at: broken, severity: "error").isEmpty, "stderr: \(result.stderr)")
                #expect(result.diagnostics(at: profile, severity: "error").isEmpty, "stderr: \(result.stderr)")
                #expect(sandbox.files("App") == [name, "Profile-metal.xib", "Profile.xib"].sorted())
                #expect(try sandbox.text("App/Profile-metal.xib").contains("header_metal"))
                try FileManager.default.removeItem(atPath: sandbox.path("App/Profile-metal.xib"))
            }
        }
    }

    @Test func aGoodLayoutIsStillThemedInAFolderWithAMalformedOne() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            for name in Fixtures.malformedNames {
                try sandbox.copy(Fixtures.corpusMalformed.appendingPathComponent(name), to: "App/\(name)")
            }
            try sandbox.copySample("Main.storyboard", to: "App/Main.storyboard")

            let result = themify(sandbox.path("App"), "--theme", "pink", "--themes", themes, "-o", sandbox.path("Out"))
            #expect(result.exitCode == .inputError)
            #expect(sandbox.files("Out") == ["Main-pink.storyboard"])
        }
    }
}
