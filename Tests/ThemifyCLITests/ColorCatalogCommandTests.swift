import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// The generated catalog of per-appearance colors on the command line: written beside the
/// variants, left alone when unchanged, checked by `--check`, listed by `filelist`, placed by
/// `--color-catalog` or `themify.json`, and absent for themes of plain colors.
@Suite struct ColorCatalogCommandTests {
    static let night = ##"""
        {
          "cardBackground": {"light": "#FFFFFF", "dark": "#1C1F24"},
          "bodyText": {"textColor": {"light": "#1B1F24", "dark": "#ECEFF1"}, "font": "system 15"}
        }
        """##

    private func project(_ sandbox: Sandbox) throws {
        try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
        try sandbox.write(Self.night, to: "App/Themes/night.json")
    }

    @Test func theCatalogIsWrittenBesideTheVariantsAndLeftAloneWhenUnchanged() throws {
        try withSandbox { sandbox in
            try project(sandbox)
            let arguments = [
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "-o", sandbox.path("Out"),
                "--quiet",
            ]
            let first = themify(arguments)
            #expect(first.exitCode == .success, "\(first.stderr)")
            #expect(
                sandbox.files("Out") == [
                    "Profile-night.xib",
                    "Themes.xcassets/Contents.json",
                    "Themes.xcassets/night/Contents.json",
                    "Themes.xcassets/night/bodyText.textColor.colorset/Contents.json",
                    "Themes.xcassets/night/cardBackground.colorset/Contents.json",
                ])
            let variant = try sandbox.text("Out/Profile-night.xib")
            #expect(variant.contains(#"<color key="backgroundColor" name="night/cardBackground"/>"#))
            #expect(variant.contains(#"<capability name="Named colors" minToolsVersion="9.0"/>"#))
            #expect(themify(arguments + ["--check"]).exitCode == .success)

            let colorSet = "Out/Themes.xcassets/night/cardBackground.colorset/Contents.json"
            let past = Date(timeIntervalSinceNow: -3600)
            try sandbox.setModificationDate(past, of: colorSet)
            #expect(themify(arguments).exitCode == .success)
            #expect(
                try sandbox.modificationDate(colorSet).map { abs($0.timeIntervalSince(past)) < 1 } == true,
                "an unchanged color set is not rewritten")

            try sandbox.write(Self.night.replacingOccurrences(of: "#1C1F24", with: "#000000"), to: "App/Themes/night.json")
            let check = themify(arguments.filter { $0 != "--quiet" } + ["--check"])
            #expect(check.exitCode == .outdated)
            #expect(
                check.stderr.contains(sandbox.path(colorSet) + ":1:1: error: generated color catalog file is out of date"),
                "\(check.stderr)")
            #expect(themify(arguments).exitCode == .success)
            #expect(try sandbox.text(colorSet).contains(#""red" : "0x00""#))
        }
    }

    /// The nib map names the catalog and each key's color set per theme (version 2 still: a
    /// reader that does not know them skips them); themes of plain colors leave both out.
    @Test func theNibMapNamesTheCatalogAndItsColors() throws {
        try withSandbox { sandbox in
            try project(sandbox)
            try sandbox.write(##"{"cardBackground": "#FFFFFF"}"##, to: "App/Themes/plain.json")
            let arguments = [
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "--theme", "plain",
                "-o", sandbox.path("Out"), "--nib-map", sandbox.path("Out/ThemeNibMap.plist"), "--quiet",
            ]
            let result = themify(arguments)
            #expect(result.exitCode == .success, "\(result.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: sandbox.path("Out/ThemeNibMap.plist")))
            let map = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            #expect(map["version"] as? Int == 2)
            #expect(map["colorCatalog"] as? String == "Themes.xcassets")
            let themes = try #require(map["themes"] as? [String: [String: Any]])
            #expect(
                themes["night"]?["colors"] as? [String: String] == [
                    "cardBackground": "night/cardBackground", "bodyText.textColor": "night/bodyText.textColor",
                ])
            #expect(themes["plain"]?["colors"] == nil, "a theme of plain colors has none in the catalog")
            #expect(themes["night"]?["layouts"] as? [String: String] == ["Profile": "Profile-night"])
            #expect(themify(arguments + ["--check"]).exitCode == .success)

            try sandbox.write(
                Self.night.replacingOccurrences(of: "\"cardBackground\": {\"light\": \"#FFFFFF\", \"dark\": \"#1C1F24\"},", with: ""),
                to: "App/Themes/night.json")
            #expect(themify(arguments + ["--check"]).exitCode == .outdated, "a color gone from the catalog makes the map stale")
        }
    }

    @Test func plainColorsWriteNoCatalogAndTheSameVariantsAsBefore() throws {
        try withSandbox { sandbox in
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.copySampleThemes(to: "App/Themes")
            let result = themify([
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "metal", "-o", sandbox.path("Out"),
                "--quiet",
            ])
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(sandbox.files("Out") == ["Profile-metal.xib"])
            #expect(!sandbox.exists("App/Themes.xcassets"))
        }
    }

    @Test func theCatalogGoesWhereTheConfigurationOrTheOptionSays() throws {
        try withSandbox { sandbox in
            try project(sandbox)
            // Beside the themes folder when variants go beside their layouts.
            let beside = themify([sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "--quiet"])
            #expect(beside.exitCode == .success, "\(beside.stderr)")
            #expect(sandbox.exists("App/Themes.xcassets/night/cardBackground.colorset/Contents.json"))

            let option = themify([
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "-o", sandbox.path("Out"),
                "--color-catalog", sandbox.path("Assets/Generated.xcassets"), "--quiet",
            ])
            #expect(option.exitCode == .success, "\(option.stderr)")
            #expect(sandbox.exists("Assets/Generated.xcassets/night/Contents.json") && !sandbox.exists("Out/Themes.xcassets"))

            let wrong = themify([
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "--color-catalog",
                sandbox.path("Colors"),
            ])
            #expect(wrong.exitCode == .usageError && wrong.stderr.contains("ending in .xcassets"), "\(wrong.stderr)")

            try sandbox.write(
                #"{"inputs": ["App"], "themes": "App/Themes", "output": "Gen", "colorCatalog": "Gen/Colors.xcassets"}"#, to: "themify.json")
            let configured = themify(["--config", sandbox.path("themify.json"), "--quiet", "--reporter", "json"])
            #expect(configured.exitCode == .success, "\(configured.stderr)")
            #expect(sandbox.exists("Gen/Colors.xcassets/night/bodyText.textColor.colorset/Contents.json"))
            #expect(
                configured.stdoutText.contains("\"colorCatalog\"") && configured.stdoutText.contains("Colors.xcassets"),
                "\(configured.stdoutText)")
        }
    }

    @Test func theOutputFileListNamesTheCatalogsFiles() throws {
        try withSandbox { sandbox in
            try project(sandbox)
            let result = themify([
                "filelist", sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "-o",
                sandbox.path("Out"), "--output-list", sandbox.path("outputs.xcfilelist"),
            ])
            #expect(result.exitCode == .success, "\(result.stderr)")
            let listed = try sandbox.text("outputs.xcfilelist").split(separator: "\n").map(String.init)
            let root = URL(fileURLWithPath: sandbox.root).standardizedFileURL.path
            #expect(listed.contains(root + "/Out/Themes.xcassets/night/cardBackground.colorset/Contents.json"), "\(listed)")
            #expect(listed.contains(root + "/Out/Themes.xcassets/Contents.json"))
        }
    }

    @Test func aColorThatCannotBeAColorSetStopsTheRunBeforeAnythingIsWritten() throws {
        try withSandbox { sandbox in
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.write(##"{"a/b": {"light": "#000000", "dark": "#FFFFFF"}}"##, to: "App/Themes/night.json")
            let result = themify([
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "-o", sandbox.path("Out"),
            ])
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.contains("night.json:1:2: error: 'a/b' cannot name a color set")
                    || result.stderr.contains("cannot name a color set"), "\(result.stderr)")
            #expect(!sandbox.exists("Out"))
            let lint = themify(["lint", sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night"])
            #expect(lint.exitCode == .inputError && lint.stderr.contains("cannot name a color set"), "lint reports it too: \(lint.stderr)")
        }
    }

    @Test func theCatalogIsNeverOneOfTheAppsOwnCatalogs() throws {
        try withSandbox { sandbox in
            try project(sandbox)
            try sandbox.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "App/Assets.xcassets/Contents.json")
            try sandbox.write(
                #"{"colors" : [{"color" : {"color-space" : "srgb", "components" : {"red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000"}}, "idiom" : "universal"}]}"#,
                to: "App/Assets.xcassets/night/Brand.colorset/Contents.json")
            let result = themify([
                sandbox.path("App/Profile.xib"), "--themes", sandbox.path("App/Themes"), "--theme", "night", "-o", sandbox.path("Out"),
                "--assets", sandbox.path("App/Assets.xcassets"), "--color-catalog", sandbox.path("App/Assets.xcassets"),
            ])
            #expect(result.exitCode == .inputError && result.stderr.contains("give it a folder of its own"), "\(result.stderr)")
            #expect(sandbox.exists("App/Assets.xcassets/night/Brand.colorset/Contents.json"), "the app's color set is left alone")
            #expect(!sandbox.exists("Out"))
        }
    }
}
