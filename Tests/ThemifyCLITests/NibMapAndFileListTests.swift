import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// `--nib-map FILE` / `"nibMap"`: per theme, every layout's variant and each controller
/// class's, for ThemifyRuntime.
@Suite struct NibMapTests {
    /// The map's `controllers` (or `layouts`) per theme, checked to be format version 2.
    private func readNibMap(_ path: String, in sandbox: Sandbox, part: String = "controllers") throws -> [String: [String: String]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: sandbox.path(path)))
        var format = PropertyListSerialization.PropertyListFormat.binary
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        #expect(format == .xml, "an XML property list")
        let map = try #require(plist as? [String: Any], "a dictionary at the top: \(plist)")
        #expect(map["version"] as? Int == 2)
        let themes = try #require(map["themes"] as? [String: [String: Any]], "themes: \(map)")
        var result: [String: [String: String]] = [:]
        for (theme, members) in themes {
            result[theme] = try #require(members[part] as? [String: String], "theme '\(theme)' maps names to variant names: \(members)")
        }
        return result
    }

    /// A cell xib (File's Owner without a class) and a view xib have their variants in the
    /// map, by the name the app loads them with; a controller's xib and a storyboard too.
    @Test func theNibMapNamesEveryLayoutsVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox)
            try sandbox.copy(
                Fixtures.corpusLayouts.appendingPathComponent(
                    "CoderMJLee__MJRefresh__MJRefreshExample__MJRefreshExample__Classes__MJTableViewCell@270f411e.xib"),
                to: "App/Layouts/Cells/MJTableViewCell.xib")
            let result = try themify.run(
                "App/Layouts", "--themes", "App/Themes", "--theme", "metal", "--theme", "pink", "-o", "Out", "--nib-map",
                "Out/ThemeNibs.plist")
            #expect(result.exited(with: 0), "\(result)")
            let layouts = try readNibMap("Out/ThemeNibs.plist", in: sandbox, part: "layouts")
            #expect(
                layouts
                    == ["metal", "pink"].reduce(into: [:]) { map, theme in
                        map[theme] = [
                            "MJTableViewCell": "MJTableViewCell-\(theme)", "Profile": "Profile-\(theme)", "Main": "Main-\(theme)",
                        ]
                    })
        }
    }

    @Test func theNibMapMapsEachXibOwnersClassToItsVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox)
            let result = try themify.run(
                "App/Layouts", "--themes", "App/Themes", "--theme", "metal", "-o", "Out", "--nib-map", "Out/ThemeNibs.plist")
            #expect(result.exited(with: 0), "\(result)")

            // Main.storyboard's scene controllers are not listed: they come with the storyboard
            // (its variant is in `layouts`), and a nibName of "Main-metal" would name no nib.
            let map = try readNibMap("Out/ThemeNibs.plist", in: sandbox)
            #expect(map == ["metal": ["ProfileViewController": "Profile-metal"]])
            #expect(
                try readNibMap("Out/ThemeNibs.plist", in: sandbox, part: "layouts") == [
                    "metal": ["Profile": "Profile-metal", "Main": "Main-metal"]
                ])
        }
    }

    @Test func theConfigurationsNibMapCoversEveryThemeAndIsNotRewritten() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "output": "App/Generated",
                      "nibMap": "App/Generated/ThemeNibs.plist"
                    }

                    """)
            let first = try themify.run([])
            #expect(first.exited(with: 0), "\(first)")

            let nibMap = "App/Generated/ThemeNibs.plist"
            var expected: [String: [String: String]] = [:]
            for theme in SampleProject.themes {
                expected[theme] = ["ProfileViewController": "Profile-\(theme)"]
            }
            #expect(try readNibMap(nibMap, in: sandbox) == expected)
            #expect(sandbox.files(SampleProject.output) == (SampleProject.variants() + ["ThemeNibs.plist"]).sorted())

            let bytes = try sandbox.bytes(nibMap)
            try stampPast([nibMap], in: sandbox)
            let second = try themify.run([])
            #expect(second.exited(with: 0), "\(second)")
            #expect(try rewritten([nibMap], in: sandbox) == [], "the nib map is left as it was")
            #expect(try sandbox.bytes(nibMap) == bytes)
        }
    }
}

/// `themify filelist`: the `.xcfilelist`s an Xcode run-script phase declares.
@Suite struct FileListTests {
    private static let configuration = """
        {
          "inputs": ["App/Layouts"],
          "themes": "App/Themes",
          "output": "App/Generated",
          "nibMap": "App/Generated/ThemeNibs.plist"
        }

        """

    private func lines(_ path: String, in sandbox: Sandbox) throws -> [String] {
        let text = try sandbox.text(path)
        #expect(text.hasSuffix("\n"), "\(path) ends with a newline")
        return text.split(separator: "\n").map(String.init)
    }

    @Test func theListsNameEveryInputAndEveryOutputUnderSRCROOT() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: Self.configuration)

            let result = try themify.run(
                ["filelist", "--input-list", "Lists/themify-inputs.xcfilelist", "--output-list", "Lists/themify-outputs.xcfilelist"],
                environment: ["SRCROOT": sandbox.root])
            #expect(result.exited(with: 0), "\(result)")
            #expect(!sandbox.exists(SampleProject.output), "filelist themes nothing")

            let inputs = try lines("Lists/themify-inputs.xcfilelist", in: sandbox)
            #expect(inputs.count == Set(inputs).count, "no duplicates: \(inputs)")
            #expect(
                Set(inputs) == [
                    "$(SRCROOT)/App/Layouts/Profile.xib",
                    "$(SRCROOT)/App/Layouts/Screens/Main.storyboard",
                    "$(SRCROOT)/App/Themes/default.plist",
                    "$(SRCROOT)/App/Themes/metal.plist",
                    "$(SRCROOT)/App/Themes/pink.json",
                    "$(SRCROOT)/themify.json",
                ])

            let outputs = try lines("Lists/themify-outputs.xcfilelist", in: sandbox)
            #expect(outputs.count == Set(outputs).count, "no duplicates: \(outputs)")
            let expectedOutputs = Set(
                SampleProject.variantPaths().map { "$(SRCROOT)/\($0)" } + ["$(SRCROOT)/App/Generated/ThemeNibs.plist"])
            #expect(Set(outputs) == expectedOutputs)

            // The output list is exactly what a run writes.
            let run = try themify.run([])
            #expect(run.exited(with: 0), "\(run)")
            #expect(Set(sandbox.files(SampleProject.output).map { "$(SRCROOT)/App/Generated/\($0)" }) == expectedOutputs)
        }
    }

    @Test func theInputListHoldsEachThemesWholeChain() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "themeNames": ["pink"],
                      "output": "App/Generated"
                    }

                    """)
            try sandbox.makeFolder("Elsewhere")

            let result = try themify.run(
                ["filelist", "--config", "../themify.json", "--input-list", "in.xcfilelist", "--output-list", "out.xcfilelist"],
                in: "Elsewhere", environment: ["SRCROOT": sandbox.root])
            #expect(result.exited(with: 0), "\(result)")
            let inputs = try lines("Elsewhere/in.xcfilelist", in: sandbox)
            // pink extends default: both are inputs of the pink variants; metal is not.
            #expect(
                Set(inputs) == [
                    "$(SRCROOT)/App/Layouts/Profile.xib",
                    "$(SRCROOT)/App/Layouts/Screens/Main.storyboard",
                    "$(SRCROOT)/App/Themes/pink.json",
                    "$(SRCROOT)/App/Themes/default.plist",
                    "$(SRCROOT)/themify.json",
                ])
            let outputs = try lines("Elsewhere/out.xcfilelist", in: sandbox)
            #expect(Set(outputs) == Set(SampleProject.variantPaths(themes: ["pink"]).map { "$(SRCROOT)/\($0)" }))
        }
    }

    /// Asset colors' values, image sizes and font file names go into the variants, so their
    /// files are inputs too: each file, since Xcode does not look into an input folder.
    @Test func theInputListHoldsTheAssetFilesARunReads() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "assets": ["App/Assets.xcassets", "App/Resources"]
                    }

                    """)
            try sandbox.write(
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.500", "alpha": "1.000"}}}]}"#,
                to: "App/Assets.xcassets/Brand.colorset/Contents.json")
            try sandbox.write(
                #"{"images": [{"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"}]}"#,
                to: "App/Assets.xcassets/Logo.imageset/Contents.json")
            try sandbox.write("not really a png", to: "App/Assets.xcassets/Logo.imageset/logo@2x.png")
            try sandbox.write("not really a png", to: "App/Resources/header@2x.png")
            try sandbox.write("not really a font", to: "App/Resources/Fonts/Brand-Bold.otf")
            try sandbox.write("notes", to: "App/Resources/README.txt")

            let result = try themify.run(["filelist", "--input-list", "in.xcfilelist"], environment: ["SRCROOT": sandbox.root])
            #expect(result.exited(with: 0), "\(result)")
            let inputs = try lines("in.xcfilelist", in: sandbox)
            for file in [
                "App/Assets.xcassets/Brand.colorset/Contents.json", "App/Assets.xcassets/Logo.imageset/Contents.json",
                "App/Assets.xcassets/Logo.imageset/logo@2x.png", "App/Resources/header@2x.png", "App/Resources/Fonts/Brand-Bold.otf",
            ] {
                #expect(inputs.contains("$(SRCROOT)/\(file)"), "\(file) in \(inputs)")
            }
            #expect(
                !inputs.contains { $0.hasSuffix("README.txt") || $0.hasSuffix(".xcassets") || $0.hasSuffix("Resources") },
                "no folders, nothing a run does not read")
        }
    }

    @Test func pathsOutsideSRCROOTAreAbsolute() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: Self.configuration)

            let result = try themify.run(
                ["filelist", "--output-list", "out.xcfilelist"], environment: ["SRCROOT": sandbox.path("Unrelated")])
            #expect(result.exited(with: 0), "\(result)")
            let outputs = try lines("out.xcfilelist", in: sandbox)
            let expected = Set((SampleProject.variantPaths() + ["App/Generated/ThemeNibs.plist"]).map { sandbox.path($0) })
            #expect(Set(outputs) == expected)
            #expect(!sandbox.exists("in.xcfilelist"))
        }
    }

    /// Run by hand in the project folder, where SRCROOT is unset, the lists still name every
    /// file under `$(SRCROOT)`: the configuration's folder is the project's. With no
    /// configuration either, the current folder is.
    @Test func withoutSRCROOTPathsAreRelativeToTheProjectFolder() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: Self.configuration)
            try sandbox.makeFolder("Elsewhere")
            let result = try themify.run(["filelist", "--config", "../themify.json", "--output-list", "out.xcfilelist"], in: "Elsewhere")
            #expect(result.exited(with: 0), "\(result)")
            let outputs = try lines("Elsewhere/out.xcfilelist", in: sandbox)
            #expect(Set(outputs) == Set((SampleProject.variantPaths() + ["App/Generated/ThemeNibs.plist"]).map { "$(SRCROOT)/\($0)" }))

            try FileManager.default.removeItem(atPath: sandbox.path("themify.json"))
            let noConfiguration = try themify.run([
                "filelist", "App/Layouts/Profile.xib", "--themes", "App/Themes", "--theme", "metal", "--input-list", "plain.xcfilelist",
            ])
            #expect(noConfiguration.exited(with: 0), "\(noConfiguration)")
            #expect(
                try lines("plain.xcfilelist", in: sandbox) == [
                    "$(SRCROOT)/App/Layouts/Profile.xib", "$(SRCROOT)/App/Themes/metal.plist", "$(SRCROOT)/App/Themes/default.plist",
                ])
        }
    }

    @Test func filelistWithoutAListIsAUsageError() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: Self.configuration)
            let before = sandbox.listing()

            let result = try themify.run("filelist")
            #expect(result.exited(with: 2), "\(result)")
            #expect(result.stderr.contains("--input-list"), "\(result)")
            #expect(sandbox.listing() == before)
        }
    }
}
