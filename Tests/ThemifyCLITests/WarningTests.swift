import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Problems that do not stop a variant: exit 0, a located warning, the element left alone.
@Suite struct WarningTests {
    @Test func keyTheThemeLacksIsAWarningAndItsElementIsLeftAlone() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            // The same layout with the segmented control tagged with a key no theme has.
            let original = try sandbox.text("App/Profile.xib")
            let tagged = "keyPath=\"themeKey\" value=\"accentControl\""
            #expect(original.components(separatedBy: tagged).count == 2)
            let mystery = try sandbox.write(
                original.replacingOccurrences(of: tagged, with: "keyPath=\"themeKey\" value=\"mysteryKey\""), to: "App/Mystery.xib")
            let mysteryInput = try sandbox.text("App/Mystery.xib")

            let result = themify(profile, mystery, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")

            let warnings = result.diagnostics(at: mystery, severity: "warning")
            #expect(warnings.count == 1, "stderr: \(result.stderr)")
            let expected = try #require(position(of: "<segmentedControl ", in: mysteryInput))
            #expect(warnings.first?.line == expected.line, "stderr: \(result.stderr)")
            #expect(warnings.first?.column == expected.column, "stderr: \(result.stderr)")
            #expect(warnings.first?.message.contains("'mysteryKey'") == true, "stderr: \(result.stderr)")
            #expect(result.diagnostics(at: profile, severity: "warning").isEmpty, "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("error:"))

            // The element with the unknown key is untouched; the rest is themed.
            let mysteryVariant = try sandbox.text("App/Mystery-metal.xib")
            #expect(mysteryVariant != mysteryInput)
            #expect(mysteryVariant.contains("header_metal"))
            let controlBefore = try #require(elementText(named: "segmentedControl", in: mysteryInput))
            let controlAfter = try #require(elementText(named: "segmentedControl", in: mysteryVariant))
            #expect(controlAfter == controlBefore)

            // Control: with its real key the same element does change (metal gives it a tint).
            let profileVariant = try sandbox.text("App/Profile-metal.xib")
            let themedControl = try #require(elementText(named: "segmentedControl", in: profileVariant))
            #expect(themedControl != elementText(named: "segmentedControl", in: original))
            #expect(themedControl.contains("key=\"tintColor\""))

            // Away from that element the two variants are the same.
            #expect(
                mysteryVariant.replacingOccurrences(of: String(controlAfter), with: "")
                    == profileVariant.replacingOccurrences(of: String(themedControl), with: ""))
        }
    }

    @Test func warningsNameTheThemeChain() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let original = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
            let layout = try sandbox.write(
                original.replacingOccurrences(of: "value=\"bodyText\"", with: "value=\"bodyTxt\""), to: "App/Profile.xib")

            let result = themify(layout, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .success)
            let warnings = result.diagnostics(at: layout, severity: "warning")
            #expect(warnings.count == 1, "stderr: \(result.stderr)")
            #expect(warnings.first?.message.contains("'bodyTxt'") == true)
            #expect(warnings.first?.message.contains("'default'") == true, "metal extends default: \(result.stderr)")
            #expect(sandbox.exists("App/Profile-metal.xib"))
        }
    }

    /// Layouts are themed in parallel but reported in input order, the same on every run.
    @Test func diagnosticsFollowTheInputOrder() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let original = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
            let untagged = original.replacingOccurrences(of: "value=\"bodyText\"", with: "value=\"bodyTxt\"")
            let names = ["Zulu.xib", "Alpha.xib", "Mike.xib", "Bravo.xib"]
            let paths = try names.map { try sandbox.write(untagged, to: "App/\($0)") }

            let first = themify(paths + ["--theme", "metal", "--themes", themes])
            #expect(first.exitCode == .success, "stderr: \(first.stderr)")
            let order = first.stderr.split(separator: "\n").compactMap { line in paths.firstIndex { line.hasPrefix($0 + ":") } }
            #expect(order == [0, 1, 2, 3], "stderr: \(first.stderr)")
            for _ in 0..<3 {
                #expect(themify(paths + ["--theme", "metal", "--themes", themes]).stderr == first.stderr)
            }
        }
    }
}
