import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// A variant whose bytes are already right is not rewritten, so a build system rebuilds nothing.
@Suite struct IncrementalWriteTests {
    @Test func aSecondRunLeavesEveryVariantUntouched() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            let first = try themify.run([])
            #expect(first.exited(with: 0), "\(first)")
            let variants = SampleProject.variantPaths()
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants())
            let bytes = try variants.map { try sandbox.bytes($0) }
            try stampPast(variants, in: sandbox)

            let second = try themify.run([])
            #expect(second.exited(with: 0), "\(second)")
            #expect(try rewritten(variants, in: sandbox) == [], "\(second)")
            #expect(try variants.map { try sandbox.bytes($0) } == bytes)
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants())
            expectNoHiddenFiles(in: sandbox, SampleProject.output)
        }
    }

    @Test func changingOneThemeRewritesOnlyThatThemesVariants() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            let first = try themify.run([])
            #expect(first.exited(with: 0), "\(first)")
            let variants = SampleProject.variantPaths()
            let pink = SampleProject.variantPaths(themes: ["pink"])
            let before = try Dictionary(uniqueKeysWithValues: variants.map { ($0, try sandbox.bytes($0)) })
            try stampPast(variants, in: sandbox)

            // primaryHeadingColor themes a label in both layouts.
            let theme = try sandbox.text("App/Themes/pink.json")
            #expect(theme.contains("\"#C2185B\""))
            try sandbox.write(theme.replacingOccurrences(of: "\"#C2185B\"", with: "\"#102030\""), to: "App/Themes/pink.json")
            let second = try themify.run([])
            #expect(second.exited(with: 0), "\(second)")

            #expect(try rewritten(variants, in: sandbox) == pink, "\(second)")
            for path in pink {
                #expect(try sandbox.bytes(path) != before[path], "\(path) has the new color")
            }
            for path in variants where !pink.contains(path) {
                #expect(try sandbox.bytes(path) == before[path], "\(path)")
            }
        }
    }
}

/// `--check` compares without writing: exit 4 names what is missing or out of date.
@Suite struct CheckTests {
    /// A project themed once, with every variant stamped with `pastDate`.
    private func themedProject(_ sandbox: Sandbox, _ themify: BuiltThemify, nibMap: Bool = false) throws {
        try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
        let result = try themify.run(nibMap ? ["--nib-map", "App/Generated/ThemeNibs.plist"] : [])
        #expect(result.exited(with: 0), "\(result)")
        try stampPast(sandbox.files("App").map { "App/\($0)" }, in: sandbox)
    }

    @Test func checkAfterARunSucceedsAndWritesNothing() throws {
        try withBuiltThemify { sandbox, themify in
            try themedProject(sandbox, themify)
            let before = sandbox.listing()

            let result = try themify.run("--check")
            #expect(result.exited(with: 0), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(sandbox.listing() == before)
            #expect(try rewritten(sandbox.files("App").map { "App/\($0)" }, in: sandbox) == [])
        }
    }

    @Test func checkNamesAMissingVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try themedProject(sandbox, themify)
            let missing = "App/Generated/Profile-pink.xib"
            try FileManager.default.removeItem(atPath: sandbox.path(missing))
            let before = sandbox.listing()

            let result = try themify.run("--check")
            #expect(result.exited(with: 4), "\(result)")
            let errors = result.diagnostics(at: missing, severity: "error")
            #expect(errors.count == 1, "\(result)")
            #expect(errors.first?.message.contains("missing") == true, "\(result)")
            #expect(result.stderrLines.count == 1, "only the missing variant is named: \(result)")
            #expect(!sandbox.exists(missing), "--check does not write it")
            #expect(sandbox.listing() == before)
            #expect(try rewritten(sandbox.files("App").map { "App/\($0)" }, in: sandbox) == [])
        }
    }

    @Test func checkNamesAnEditedVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try themedProject(sandbox, themify)
            let edited = "App/Generated/Screens/Main-metal.storyboard"
            let text = try sandbox.text(edited) + "<!-- edited by hand -->\n"
            try sandbox.write(text, to: edited)
            try sandbox.setModificationDate(pastDate, of: edited)

            let result = try themify.run("--check")
            #expect(result.exited(with: 4), "\(result)")
            let errors = result.diagnostics(at: edited, severity: "error")
            #expect(errors.count == 1, "\(result)")
            #expect(errors.first?.message.contains("out of date") == true, "\(result)")
            #expect(result.stderrLines.count == 1, "only the edited variant is named: \(result)")
            #expect(try sandbox.text(edited) == text, "--check does not repair it")
            #expect(try rewritten(sandbox.files("App").map { "App/\($0)" }, in: sandbox) == [])
        }
    }

    @Test func checkNeverCreatesFiles() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            let before = sandbox.listing()

            let result = try themify.run("--check", "--nib-map", "App/Generated/ThemeNibs.plist")
            #expect(result.exited(with: 4), "\(result)")
            for path in SampleProject.variantPaths() + ["App/Generated/ThemeNibs.plist"] {
                #expect(result.diagnostics(at: path, severity: "error").first?.message.contains("missing") == true, "\(path): \(result)")
            }
            #expect(sandbox.listing() == before, "no variant, nib map or folder is created")
        }
    }

    @Test func checkFindsAStaleNibMap() throws {
        try withBuiltThemify { sandbox, themify in
            try themedProject(sandbox, themify, nibMap: true)
            let nibMap = "App/Generated/ThemeNibs.plist"

            let current = try themify.run("--check", "--nib-map", nibMap)
            #expect(current.exited(with: 0), "\(current)")

            // Variants current, only the nib map stale.
            let text = try sandbox.text(nibMap)
            #expect(text.contains("<string>Profile-metal</string>"))
            try sandbox.write(text.replacingOccurrences(of: "<string>Profile-metal</string>", with: "<string>Profile</string>"), to: nibMap)
            let stale = try themify.run("--check", "--nib-map", nibMap)
            #expect(stale.exited(with: 4), "\(stale)")
            let errors = stale.diagnostics(at: nibMap, severity: "error")
            #expect(errors.count == 1, "\(stale)")
            #expect(errors.first?.message.contains("out of date") == true, "\(stale)")
            #expect(stale.stderrLines.count == 1, "only the nib map is named: \(stale)")

            try FileManager.default.removeItem(atPath: sandbox.path(nibMap))
            let missing = try themify.run("--check", "--nib-map", nibMap)
            #expect(missing.exited(with: 4), "\(missing)")
            #expect(missing.diagnostics(at: nibMap, severity: "error").first?.message.contains("missing") == true, "\(missing)")
            #expect(!sandbox.exists(nibMap))
        }
    }
}
