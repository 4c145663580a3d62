import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

/// `--jobs`, `--quiet`, `--verbose` and `--reporter json`, through the built executable, whose
/// standard error is a pipe (never a terminal) here.
@Suite struct ParallelAndReportingTests {
    /// Profile.xib with its bio text view tagged with a key no theme sets: a warning per theme.
    private static func layoutWithMissingKey(_ key: String) throws -> String {
        let original = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
        let tagged = "keyPath=\"themeKey\" value=\"bodyText\""
        #expect(original.components(separatedBy: tagged).count == 2)
        return original.replacingOccurrences(of: tagged, with: "keyPath=\"themeKey\" value=\"\(key)\"")
    }

    /// More layouts than the progress line's threshold, in nested folders, a third with warnings.
    private func makeManyLayouts(_ sandbox: Sandbox) throws -> Int {
        try sandbox.copySampleThemes(to: "Themes")
        let profile = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
        let storyboard = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        let count = max(60, ProgressReporter.minimumFiles + 10)
        for index in 0..<count {
            let folder = "Layouts/Group\(index % 4)/Sub\(index % 3)"
            switch index % 3 {
            case 0: try sandbox.write(try Self.layoutWithMissingKey("missingKey\(index)"), to: "\(folder)/Screen\(index).xib")
            case 1: try sandbox.write(profile, to: "\(folder)/Screen\(index).xib")
            default: try sandbox.write(storyboard, to: "\(folder)/Flow\(index).storyboard")
            }
        }
        return count
    }

    @Test func oneJobAndFourJobsWriteTheSameFilesAndPrintTheSameDiagnostics() throws {
        try withBuiltThemify { sandbox, themify in
            let count = try makeManyLayouts(sandbox)
            let common = ["Layouts", "--themes", "Themes", "--theme", "metal", "--theme", "pink"]

            let one = try themify.run(common + ["--jobs", "1", "-o", "One"])
            let four = try themify.run(common + ["--jobs", "4", "-o", "Four"])
            #expect(one.exited(with: 0), "\(one)")
            #expect(four.exited(with: 0), "\(four)")

            let files = sandbox.files("One")
            #expect(files.count == count * 2)
            #expect(sandbox.files("Four") == files)
            for file in files {
                #expect(try sandbox.bytes("One/\(file)") == sandbox.bytes("Four/\(file)"), "\(file)")
            }
            #expect(!one.stderr.isEmpty, "the layouts with a missing key give warnings to compare")
            #expect(one.stderr == four.stderr)
            #expect(one.stdout.isEmpty && four.stdout.isEmpty)

            // Not a terminal: no progress line, however many files.
            for result in [one, four] {
                #expect(!result.stderr.contains("\r"), "\(result)")
                #expect(!result.stderr.contains("Theming "), "\(result)")
            }
        }
    }

    @Test func zeroJobsIsAUsageError() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox)
            let before = sandbox.listing()
            let result = try themify.run("App/Layouts", "--themes", "App/Themes", "--theme", "metal", "--jobs", "0")
            #expect(result.exited(with: 2), "\(result)")
            #expect(result.stderr.contains("--jobs"), "\(result)")
            #expect(sandbox.listing() == before)
        }
    }

    @Test func quietPrintsNothingOnSuccessWithWarnings() throws {
        try withBuiltThemify { sandbox, themify in
            try sandbox.copySampleThemes(to: "Themes")
            try sandbox.write(try Self.layoutWithMissingKey("mysteryKey"), to: "Layouts/Mystery.xib")
            let arguments = ["Layouts", "--themes", "Themes", "--theme", "metal"]

            // Control: the run does warn.
            let loud = try themify.run(arguments + ["-o", "Loud"])
            #expect(loud.exited(with: 0), "\(loud)")
            #expect(loud.diagnostics(at: "Layouts/Mystery.xib", severity: "warning").count == 1, "\(loud)")

            let quiet = try themify.run(arguments + ["--quiet", "-o", "Quiet"])
            #expect(quiet.exited(with: 0), "\(quiet)")
            #expect(quiet.stderr.isEmpty, "\(quiet)")
            #expect(quiet.stdout.isEmpty, "\(quiet)")
            #expect(sandbox.files("Quiet") == ["Mystery-metal.xib"])
        }
    }

    @Test func quietStillPrintsErrors() throws {
        try withBuiltThemify { sandbox, themify in
            try sandbox.copySampleThemes(to: "Themes")
            try sandbox.write(try Self.layoutWithMissingKey("mysteryKey"), to: "Layouts/Mystery.xib")
            let theme = try sandbox.text("Themes/metal.plist")
            let broken = theme.replacingOccurrences(of: "<string>#1C1F24</string>", with: "<string>#GG1F24</string>")
            #expect(broken != theme)
            try sandbox.write(broken, to: "Themes/metal.plist")

            let result = try themify.run("Layouts", "--themes", "Themes", "--theme", "metal", "--quiet", "-o", "Out")
            #expect(result.exited(with: 1), "\(result)")
            let errors = result.diagnostics(at: "Themes/metal.plist", severity: "error")
            #expect(errors.count == 1, "\(result)")
            #expect(errors.first?.message.contains("#GG1F24") == true, "\(result)")
            #expect(!result.stderr.contains("warning:"), "warnings stay hidden: \(result)")
        }
    }

    @Test func verbosePrintsALinePerWrittenVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)

            let result = try themify.run("--verbose")
            #expect(result.exited(with: 0), "\(result)")
            let written = result.stderrLines.filter { $0.contains("written") }
            #expect(written.count == SampleProject.variantPaths().count, "\(result)")
            for path in SampleProject.variantPaths() {
                #expect(written.contains { $0.hasSuffix(path) }, "\(path): \(result)")
            }
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants())
        }
    }

    private func jsonReport(_ result: ProcessOutcome) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: result.stdout)
        return try #require(object as? [String: Any], "a JSON object: \(result.stdoutText)")
    }

    private func entries(_ report: [String: Any]) throws -> [[String: Any]] {
        try #require(report["variants"] as? [[String: Any]], "a 'variants' array: \(report)")
    }

    @Test func theJSONReporterHasAnEntryPerLayoutAndTheme() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            try sandbox.write(try Self.layoutWithMissingKey("mysteryKey"), to: "App/Layouts/Mystery.xib")

            let first = try themify.run("--reporter", "json")
            #expect(first.exited(with: 0), "\(first)")
            let report = try jsonReport(first)
            let variants = try entries(report)
            #expect(variants.count == 3 * SampleProject.themes.count, "\(first.stdoutText)")

            var seen = Set<String>()
            for entry in variants {
                let layout = try #require(entry["layout"] as? String, "\(entry)")
                let theme = try #require(entry["theme"] as? String, "\(entry)")
                seen.insert("\(layout)|\(theme)")
                #expect(entry["status"] as? String == "written", "\(entry)")
                let themed = try #require(entry["themedElements"] as? Int, "\(entry)")
                #expect(themed > 0, "\(entry)")
                #expect(entry["errors"] as? Int == 0, "\(entry)")
                let warnings = try #require(entry["warnings"] as? Int, "\(entry)")
                #expect(warnings == (layout.hasSuffix("Mystery.xib") ? 1 : 0), "\(entry)")
            }
            let expected = Set(
                ["App/Layouts/Mystery.xib", "App/Layouts/Profile.xib", "App/Layouts/Screens/Main.storyboard"].flatMap { layout in
                    SampleProject.themes.map { "\(layout)|\($0)" }
                })
            #expect(seen == expected)

            let second = try themify.run("--reporter", "json")
            #expect(second.exited(with: 0), "\(second)")
            for entry in try entries(jsonReport(second)) {
                #expect(entry["status"] as? String == "unchanged", "\(entry)")
            }
        }
    }

    @Test func theJSONReporterAndStandardOutputConflict() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox)
            let result = try themify.run(
                "App/Layouts/Profile.xib", "--themes", "App/Themes", "--theme", "metal", "-o", "-", "--reporter", "json")
            #expect(result.exited(with: 2), "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.contains("--reporter json"), "\(result)")
        }
    }
}
