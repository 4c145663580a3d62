import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Per-appearance colors at build time: the generated catalog's files against the color sets
/// Xcode wrote in the oracle's projects, the variants naming them as Xcode names a catalog
/// color, unchanged color sets left alone, and contrast measured per appearance.
@Suite struct AppearanceCatalogTests {
    static let oracle = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle/cases")

    private func color(_ json: String) throws -> AppearanceColor {
        let theme = try Fixtures.theme(#"{"key": \#(json)}"#)
        return try #require(theme.appearanceColors.first?.color)
    }

    @Test func aColorSetIsByteForByteWhatXcodeWritesForTheSameValues() throws {
        // Color sets from real projects (Xcode 12 and later), made with 8-bit hexadecimal input.
        let cases = [
            ("156/assets/Assets.xcassets/BookmarksCellColor.colorset", ##"{"light": "#FAFAFA", "dark": "#333333"}"##),
            ("154/assets/Assets.xcassets/BookmarksCellSeperatorColor.colorset", ##"{"light": "#C8C7CC", "dark": "#444444"}"##),
            (
                "159/assets/Assets.xcassets/AlertButtonDestructiveTitleColor.colorset",
                ##"{"light": "displayP3:#EC3724", "dark": "displayP3:#FF453A"}"##
            ),
        ]
        for (folder, json) in cases {
            let expected = try Fixtures.bytes(Self.oracle.appendingPathComponent(folder + "/Contents.json"))
            let written = ColorSetWriter.contents(of: try color(json))
            #expect(written == expected, "\(folder):\n\(String(decoding: written, as: UTF8.self))")
        }
        let catalog = try Fixtures.bytes(Self.oracle.appendingPathComponent("158/assets/Assets.xcassets/Contents.json"))
        #expect(GeneratedAssetCatalog.catalogContents == catalog, "the catalog's own Contents.json")
    }

    @Test func theDesignTimeValueIsTheLightValueAsTheCatalogReadsBack() throws {
        let p3 = try #require(ColorSetWriter.designTimeValue(of: try color(##"{"light": "displayP3:#EC3724", "dark": "#000000"}"##)))
        #expect(p3.colorSpace == "displayP3", "a Display P3 set keeps its space in the layout, as Xcode does")
        #expect(p3.value.red == 236.0 / 255)
        let gray = try #require(ColorSetWriter.designTimeValue(of: try color(##"{"light": "gray:0.5", "dark": "#000000"}"##)))
        #expect(gray.value.red == Double(Float(0.5)) && gray.value.green == gray.value.red)
        #expect(gray.colorSpace == "genericGamma22GrayColorSpace", "a gray set is recorded in Xcode's gray space")
        let system = try #require(
            ColorSetWriter.designTimeValue(of: try color(##"{"light": "system:systemRedColor", "dark": "#000000"}"##)))
        #expect(system.value == SRGBColor(bytes: 255, 59, 48))
        #expect(throws: DiagnosticError.self, "AppKit catalog colors are no appearance's value") {
            try Fixtures.theme(##"{"k": {"light": "catalog:controlTextColor"}}"##)
        }
    }

    @Test func highContrastAddsBothContrastSlotsInXcodesOrder() throws {
        let written = ColorSetWriter.contents(
            of: try color(
                ##"{"light": "#000000", "dark": "#FFFFFF", "highContrastLight": "#111111", "highContrastDark": "system:labelColor"}"##))
        let object = try JSONSerialization.jsonObject(with: Data(written)) as? [String: Any]
        let entries = try #require(object?["colors"] as? [[String: Any]])
        let appearances = entries.map { entry in
            ((entry["appearances"] as? [[String: String]]) ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }
        }
        #expect(appearances == [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
        let last = try #require(entries.last?["color"] as? [String: String])
        #expect(last == ["platform": "ios", "reference": "labelColor"])
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#""red" : "0x11""#) && text.hasSuffix("}\n"))
        // A contrast value without a dark one: Xcode's "High Contrast" on, "Appearances" none.
        let contrastOnly =
            try JSONSerialization.jsonObject(
                with: Data(ColorSetWriter.contents(of: try color(##"{"light": "#000000", "highContrastLight": "#111111"}"##))))
            as? [String: Any]
        #expect((contrastOnly?["colors"] as? [Any])?.count == 2)
    }

    @Test func componentsThatAreNotWholeBytesAreWrittenWithThreeDecimals() throws {
        let value = try #require(
            AppearanceColor([
                .light: .sRGB(SRGBColor(red: 0.906, green: 0.875, blue: 1, alpha: 0.5)), .dark: .sRGB(SRGBColor(red: 0, green: 0, blue: 0)),
            ]))
        let text = String(decoding: ColorSetWriter.contents(of: value), as: UTF8.self)
        #expect(text.contains(#""red" : "0.906""#) && text.contains(#""blue" : "0xFF""#) && text.contains(#""alpha" : "0.500""#), "\(text)")
    }

    @Test func oneNamespacedFolderPerThemeAndOneColorSetPerKeyAndProperty() throws {
        let night = try Fixtures.theme(
            ##"""
            {"heading": {"light": "#000000", "dark": "#FFFFFF"}, "plain": "#123456",
             "button": {"titleColor": {"light": "#000000", "dark": "#FFFFFF"}, "backgroundColor": "#FFFFFF"},
             "$appearance": {"UILabel": {"textColor": {"light": "#000000", "dark": "#FFFFFF"}}}}
            """##, name: "night")
        let day = try Fixtures.theme(##"{"heading": {"light": "#000000", "dark": "#FFFFFF"}}"##, name: "day")
        let plain = try Fixtures.theme(##"{"heading": "#000000"}"##, name: "plain")
        let catalog = GeneratedAssetCatalog(themes: [night, day, plain], at: "out/Themes.xcassets")
        #expect(catalog.problems.isEmpty)
        #expect(
            catalog.files.map(\.path) == [
                "out/Themes.xcassets/Contents.json",
                "out/Themes.xcassets/night/Contents.json",
                "out/Themes.xcassets/night/appearance.UILabel.textColor.colorset/Contents.json",
                "out/Themes.xcassets/night/button.titleColor.colorset/Contents.json",
                "out/Themes.xcassets/night/heading.colorset/Contents.json",
                "out/Themes.xcassets/day/Contents.json",
                "out/Themes.xcassets/day/heading.colorset/Contents.json",
            ])
        #expect(
            String(decoding: catalog.files[1].bytes, as: UTF8.self) == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  },
                  "properties" : {
                    "provides-namespace" : true
                  }
                }

                """)
        #expect(GeneratedAssetCatalog(themes: [plain], at: "out/Themes.xcassets").isEmpty, "plain colors need no catalog")
    }

    @Test func aVariantsNamedColorCanBeAskedForInEachAppearance() throws {
        let night = try Fixtures.theme(##"{"heading": {"light": "#000000", "dark": "#FFFFFF"}, "plain": "#123456"}"##, name: "night")
        let colors = GeneratedAssetCatalog.appearanceColors(of: night)
        #expect(Array(colors.keys) == ["night/heading"])
        #expect(colors["night/heading"].map { ThemeColor.perAppearance($0).resolved(in: .dark) } == ThemeColor(parsing: "#FFFFFF"))
        #expect(ThemeColor(parsing: "#123456")?.resolved(in: .dark) == ThemeColor(parsing: "#123456"))
    }

    @Test func namesThatCannotBeColorSetsAreErrorsAtTheTheme() throws {
        let slash = try Fixtures.theme(##"{"a/b": {"light": "#000000", "dark": "#FFFFFF"}}"##)
        #expect(
            GeneratedAssetCatalog(themes: [slash], at: "x.xcassets").problems.first?.message.contains("'/' separates namespaces") == true)
        let clash = try Fixtures.theme(
            ##"{"a.textColor": {"light": "#000000", "dark": "#FFFFFF"}, "a": {"textColor": {"light": "#111111", "dark": "#FFFFFF"}}}"##)
        #expect(GeneratedAssetCatalog(themes: [clash], at: "x.xcassets").problems.count == 1)
    }

    private let label = Fixtures.xib(
        """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="lbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \(Fixtures.runtimeTag("heading"))
                            </label>
        """)

    /// The variant names the generated color as it names any catalog color: the same bytes as a
    /// theme that names `asset:night/heading` with the generated catalog given as `--assets`.
    @Test func theVariantNamesTheGeneratedColorAsXcodeNamesACatalogColor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let night = try Fixtures.theme(##"{"heading": {"light": "#1B1F24CC", "dark": "#ECEFF1"}}"##, name: "night")
        let catalog = GeneratedAssetCatalog(themes: [night], at: folder.appendingPathComponent("Themes.xcassets").path)
        _ = try catalog.write()

        let result = Themer().theme(Array(label.utf8), path: "Test.xib", with: night)
        let output = String(decoding: try #require(result.output), as: UTF8.self)
        #expect(output.contains(#"<color key="textColor" name="night/heading"/>"#))
        // Hex components exactly, the three-decimal alpha as Interface Builder reads it (a float).
        #expect(output.contains(#"<namedColor name="night/heading">"#))
        #expect(
            output.contains(
                #"<color red="0.10588235294117647" green="0.12156862745098039" blue="0.14117647058823529" alpha="0.80000001192092896" colorSpace="custom" customColorSpace="sRGB"/>"#
            ), "\(output)")

        let named = try Fixtures.theme(#"{"heading": "asset:night/heading"}"#, name: "night")
        let assets = AssetCatalog(searching: [folder.path])
        #expect(
            assets.problems.isEmpty && assets.colors["night/heading"] != nil,
            "the generated catalog reads back as a catalog, its theme folder a namespace")
        let viaAssets = Themer(assets: assets).theme(Array(label.utf8), path: "Test.xib", with: named)
        #expect(viaAssets.output == result.output)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func unchangedColorSetsAreNotRewrittenAndOnesNoThemeGivesAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Themes.xcassets").path
        let first = try Fixtures.theme(
            ##"{"a": {"light": "#000000", "dark": "#FFFFFF"}, "b": {"light": "#000000", "dark": "#FFFFFF"}}"##, name: "night")
        #expect(try GeneratedAssetCatalog(themes: [first], at: path).write().allSatisfy { $0.status == .written })
        let old = Date(timeIntervalSinceNow: -3600)
        let colorSet = path + "/night/a.colorset/Contents.json"
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: colorSet)
        // Another theme's folder is not this run's to clean.
        try FileManager.default.createDirectory(atPath: path + "/day/x.colorset", withIntermediateDirectories: true)

        let second = try Fixtures.theme(##"{"a": {"light": "#000000", "dark": "#FFFFFF"}}"##, name: "night")
        let catalog = GeneratedAssetCatalog(themes: [second], at: path)
        #expect(catalog.check().filter { $0.status != .current }.map(\.path) == [path + "/night/b.colorset"])
        let statuses = try catalog.write()
        #expect(statuses.filter { $0.status != .unchanged }.map(\.path) == [path + "/night/b.colorset"])
        #expect(statuses.last?.status == .removed)
        let modified = try FileManager.default.attributesOfItem(atPath: colorSet)[.modificationDate] as? Date
        #expect(modified.map { abs($0.timeIntervalSince(old)) < 1 } == true, "same bytes, no write")
        #expect(!FileManager.default.fileExists(atPath: path + "/night/b.colorset"))
        #expect(FileManager.default.fileExists(atPath: path + "/day/x.colorset"))
        #expect(catalog.check().allSatisfy { $0.status == .current })
    }

    @Test func contrastIsMeasuredInEachAppearanceAndNamesTheOneThatFails() throws {
        let layout = Fixtures.xib(
            LintFixture.card(id: "v-01-abc", background: "#FFFFFF", key: "card", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")]))
        func lowContrast(_ json: String) throws -> [String] {
            try LintFixture.lint(layout, theme: json).filter { $0.rule == LintRule.lowContrast }.map(\.message)
        }
        // Dark text on a background that turns dark too: fine in light, unreadable in dark.
        #expect(
            try lowContrast(##"{"card": {"light": "#FFFFFF", "dark": "#1C1F24"}, "text": "#1B1F24"}"##) == [
                "text color #1B1F24 on background #1C1F24 has a contrast of 1.00:1 in theme 'test' (dark and high-contrast dark appearances); WCAG asks 4.5:1 for 17 pt text"
            ])
        #expect(
            try lowContrast(##"{"card": {"light": "#FFFFFF", "dark": "#1C1F24"}, "text": {"light": "#1B1F24", "dark": "#ECEFF1"}}"##)
                .isEmpty)
        #expect(
            try lowContrast(
                ##"{"card": {"light": "#FFFFFF", "dark": "#1C1F24"}, "text": {"light": "#1B1F24", "dark": "#ECEFF1", "highContrastDark": "#333333"}}"##
            ) == [
                "text color #333333 on background #1C1F24 has a contrast of 1.31:1 in theme 'test' (high-contrast dark appearance); WCAG asks 4.5:1 for 17 pt text"
            ])
        #expect(
            try lowContrast(##"{"card": "#FFFFFF", "text": {"light": "#AAAAAA", "dark": "#000000"}}"##) == [
                "text color #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in theme 'test' (light and high-contrast light appearances); WCAG asks 4.5:1 for 17 pt text"
            ])
        // A system color's dark value is not known here: that appearance is not measured.
        #expect(try lowContrast(##"{"card": "system:systemBackgroundColor", "text": {"light": "#000000", "dark": "#FFFFFF"}}"##).isEmpty)
    }
}
