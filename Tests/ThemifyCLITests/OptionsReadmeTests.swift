import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

/// README's table of which command takes which option is generated from the commands'
/// definitions, so it cannot drift from what the parser accepts. `THEMIFY_RECORD_GOLDEN=1`
/// (scripts/record-golden.sh) rewrites it.
@Suite struct OptionsReadmeTests {
    static let startMarker = "<!-- options per command: generated from the command definitions by OptionsReadmeTests -->"
    static let endMarker = "<!-- end of options per command -->"

    /// One row per option, in the order `themify --help` and then the commands list them; a
    /// command that takes an option with a value of another kind says which (`keys -o FILE`).
    static var expectedTable: String {
        let commands = Themify.definitions
        var rows: [String] = []
        var seen = Set<String>()
        let header = "| option | " + commands.map { $0.isDefault ? "themify" : $0.name }.joined(separator: " | ") + " |\n"
        let rule = "|---|" + commands.map { _ in ":-:|" }.joined() + "\n"
        for option in commands.flatMap(\.options) where seen.insert(option.name).inserted {
            var spelling = (option.short.map { "`-\($0)`, " } ?? "") + "`--\(option.name)"
            spelling += option.takesValue ? " \(escaped(option.valueName))`" : "`"
            let cells = commands.map { command -> String in
                guard let taken = command.options.first(where: { $0.name == option.name }) else { return "" }
                return taken.valueName == option.valueName ? "✓" : "`\(escaped(taken.valueName))`"
            }
            rows.append("| \(spelling) | " + cells.joined(separator: " | ") + " |")
        }
        return header + rule + rows.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    @Test func readmeListsTheOptionsOfEachCommand() throws {
        let url = try DocumentationFiles.page(containing: Self.startMarker, packageRoot: Fixtures.packageRoot)
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: Self.startMarker), "README lacks the options-per-command marker")
        let end = try #require(
            readme.range(of: Self.endMarker, range: start.upperBound..<readme.endIndex), "README lacks the end-of-options marker")
        let current = String(readme[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines)
        let expected = Self.expectedTable.trimmingCharacters(in: .newlines)
        if ProcessInfo.processInfo.environment["THEMIFY_RECORD_GOLDEN"] == "1" {
            try readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "\n" + expected + "\n").write(
                to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "README's table of options per command is stale; run scripts/record-golden.sh. Expected:\n\(expected)")
    }

    /// `--help`, every command's help and README state one rule for when a theme argument is a
    /// path, and the loader follows it: `night.v2` is a name, `night.json` and `Design/night`
    /// paths.
    @Test func helpReadmeAndTheLoaderAgreeOnWhenAThemeIsAPath() throws {
        let rule = SharedOptions.themeArgumentRule.lowercased()
        let readme = DocumentationFiles.text(packageRoot: Fixtures.packageRoot)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `-t`, `--theme NAME") && !$0.contains("✓") })
        #expect(row.lowercased().contains(rule), "README: \(row)")
        for command in ["--help", "lint --help"] {
            let help = themify(command.split(separator: " ").map(String.init))
            #expect(
                help.stdoutText.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ").lowercased()
                    .contains(rule), "themify \(command): \(help.stdoutText)")
        }
        #expect(!ThemeLoader.isPath("night.v2") && !ThemeLoader.isPath("metal"))
        #expect(ThemeLoader.isPath("night.json") && ThemeLoader.isPath("night.plist") && ThemeLoader.isPath("Design/night"))

        try withSandbox { sandbox in
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.write("{}\n", to: "Themes/night.v2.json")
            let byName = themify(profile, "--theme", "night.v2", "--themes", sandbox.path("Themes"), "-o", sandbox.path("Out"))
            #expect(byName.exitCode == .success, "a name with a dot is looked up in the themes folder: \(byName.stderr)")
            let misspelt = themify(profile, "--theme", "nigth.v2", "--themes", sandbox.path("Themes"), "-o", sandbox.path("Out"))
            #expect(misspelt.stderr.contains("no theme 'nigth.v2' in"), "a name is reported as a name: \(misspelt.stderr)")
            let missingPath = themify(profile, "--theme", "nowhere.json", "--themes", sandbox.path("Themes"), "-o", sandbox.path("Out"))
            #expect(missingPath.stderr.contains("theme file 'nowhere.json' does not exist"), "\(missingPath.stderr)")
        }
    }

    /// The command-line page's command summary (the page with the options table) names each
    /// command's positional arguments as its usage does (`extract [INPUT...]`: optional, as
    /// lint's and keys').
    @Test func readmesCommandSummaryMatchesEachUsage() throws {
        let page = try DocumentationFiles.page(containing: Self.startMarker, packageRoot: Fixtures.packageRoot)
        let readme = try String(contentsOf: page, encoding: .utf8)
        func positional(_ line: Substring) -> [Substring] {
            Array(line.split(separator: " ").prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[-") && $0 != "[options]" })
        }
        for command in Themify.definitions where !command.isDefault {
            let usage = try #require(command.usage.first)
            let line = try #require(
                readme.split(separator: "\n").first { $0.hasPrefix("themify \(command.name) ") }, "README names 'themify \(command.name)'")
            // The summary's description follows the usage after a run of spaces.
            let synopsis = line.dropFirst("themify ".count).components(separatedBy: "  ")[0]
            #expect(positional(Substring(synopsis)) == positional(Substring(usage)), "README: \(line) — usage: \(usage)")
        }
    }
}
