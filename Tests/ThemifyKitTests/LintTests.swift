import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Builders for the lint tests' layouts and themes: small iOS xibs in the form Xcode writes.
enum LintFixture {
    /// `<color key=… red=… green=… blue=… alpha=…/>` for a hex color, numbers as Xcode writes them.
    static func color(_ key: String, _ hex: String) -> String {
        let value = SRGBColor(hex: hex)!
        let (r, g, b, a) = (
            XcodeNumberFormat.component(value.red), XcodeNumberFormat.component(value.green), XcodeNumberFormat.component(value.blue),
            XcodeNumberFormat.component(value.alpha)
        )
        return #"<color key="\#(key)" red="\#(r)" green="\#(g)" blue="\#(b)" alpha="\#(a)" colorSpace="custom" customColorSpace="sRGB"/>"#
    }

    static let font17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

    static func font(_ points: Int, bold: Bool = false) -> String {
        #"<fontDescription key="fontDescription" type="\#(bold ? "boldSystem" : "system")" pointSize="\#(points)"/>"#
    }

    /// A label; `key` adds a themeKey runtime attribute.
    static func label(
        id: String, key: String? = nil, text: String = "Name", font: String = font17, textColor: String = "#000000",
        background: String? = nil, customClass: String? = nil, accessibility: String? = nil, indent: String = "                "
    ) -> String {
        let inner = indent + "    "
        var lines = [
            #"\#(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(text)" lineBreakMode="tailTruncation" id="\#(id)"\#(customClass.map { #" customClass="\#($0)""# } ?? "")>"#
        ]
        lines.append(#"\#(inner)<rect key="frame" x="16" y="100" width="200" height="21"/>"#)
        lines.append(inner + font)
        if let accessibility { lines.append(inner + accessibility) }
        if let background { lines.append(inner + color("backgroundColor", background)) }
        lines.append(inner + color("textColor", textColor))
        lines.append(#"\#(inner)<nil key="highlightedColor"/>"#)
        if let key { lines.append(Fixtures.runtimeTag(key, indent: inner)) }
        lines.append(#"\#(indent)</label>"#)
        return lines.joined(separator: "\n")
    }

    /// A plain view with a background color (or none) holding `subviews`.
    static func card(id: String, background: String?, key: String? = nil, subviews: [String]) -> String {
        var lines = [#"                <view contentMode="scaleToFill" id="\#(id)">"#]
        lines.append(#"                    <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>"#)
        lines.append("                    <subviews>")
        lines += subviews
        lines.append("                    </subviews>")
        if let background { lines.append("                    " + color("backgroundColor", background)) }
        if let key { lines.append(Fixtures.runtimeTag(key, indent: "                    ")) }
        lines.append("                </view>")
        return lines.joined(separator: "\n")
    }

    /// A label inside a view: indented one level deeper.
    static func nestedLabel(
        id: String, key: String? = "text", font: String = font17, textColor: String = "#000000", background: String? = nil
    ) -> String {
        label(id: id, key: key, font: font, textColor: textColor, background: background, indent: "                        ")
    }

    static func imageView(id: String, key: String, image: String = "placeholder") -> String {
        """
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\(image)" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
        \(Fixtures.runtimeTag(key, indent: "                            "))
                        </imageView>
        """
    }

    static func button(id: String, key: String, font: String = font17) -> String {
        """
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)">
                            <rect key="frame" x="16" y="200" width="100" height="44"/>
                            \(font)
                            <state key="normal" title="Save"/>
        \(Fixtures.runtimeTag(key, indent: "                            "))
                        </button>
        """
    }

    /// One theme file (not resolved), named by `name`.
    static func themeFile(_ json: String, name: String) throws -> Theme {
        try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "\(name).json"), path: "\(name).json")
    }

    static func lint(_ layout: String, themes: [ResolvedTheme], assets: AssetCatalog? = nil) -> [Diagnostic] {
        Linter(assets: assets).lint(layouts: [(path: "Test.xib", bytes: Array(layout.utf8))], themes: themes)
    }

    static func lint(_ layout: String, theme json: String, assets: AssetCatalog? = nil) throws -> [Diagnostic] {
        lint(layout, themes: [try Fixtures.theme(json)], assets: assets)
    }
}

private extension Array where Element == Diagnostic {
    func withRule(_ rule: String) -> [Diagnostic] { filter { $0.rule == rule } }
}

// MARK: - Keys and values

@Suite struct LintKeyTests {
    private let layout = Fixtures.xib(LintFixture.label(id: "lbl-01-abc", key: "heading"))

    @Test func missingKeyIsAnErrorForEachThemeWhoseChainLacksIt() throws {
        let has = try Fixtures.theme(##"{"heading": "#000000"}"##, name: "metal")
        let lacks = try Fixtures.theme(##"{"other": "#FFFFFF"}"##, name: "pink")
        let alsoLacks = try Fixtures.theme(##"{}"##, name: "holiday")
        let missing = LintFixture.lint(layout, themes: [has, lacks, alsoLacks]).withRule(LintRule.missingKey)
        #expect(
            missing.map(\.description) == [
                "Test.xib:7:17: error: theme 'pink' has no key 'heading'; the <label> is left as it is",
                "Test.xib:7:17: error: theme 'holiday' has no key 'heading'; the <label> is left as it is",
            ])
        #expect(missing.allSatisfy { $0.severity == .error })
    }

    @Test func aKeyTheParentSetsIsNotMissing() throws {
        let child = try LintFixture.themeFile(##"{"other": "#FFFFFF"}"##, name: "metal")
        let parent = try LintFixture.themeFile(##"{"heading": "#000000"}"##, name: "default")
        let diagnostics = LintFixture.lint(layout, themes: [ResolvedTheme(chain: [child, parent])])
        #expect(diagnostics.withRule(LintRule.missingKey).isEmpty)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.description))")
    }

    @Test func missingKeyInAChainNamesTheParentsToo() throws {
        let child = try LintFixture.themeFile(##"{"other": "#FFFFFF"}"##, name: "metal")
        let parent = try LintFixture.themeFile(##"{"another": "#000000"}"##, name: "default")
        let missing = LintFixture.lint(layout, themes: [ResolvedTheme(chain: [child, parent])]).withRule(LintRule.missingKey)
        #expect(
            missing.map(\.description) == [
                "Test.xib:7:17: error: theme 'metal' has no key 'heading' (nor does 'default'); the <label> is left as it is"
            ])
    }

    @Test func unusedKeyIsAWarningAtTheThemesKeyLine() throws {
        let theme = try Fixtures.theme("{\n  \"heading\": \"#000000\",\n  \"spare\": \"#FFFFFF\"\n}")
        let unused = LintFixture.lint(layout, themes: [theme]).withRule(LintRule.unusedKey)
        #expect(unused.map(\.description) == ["test.json:3:3: warning: theme key 'spare' is not used by any layout"])
    }

    @Test func aKeyAnyLayoutUsesIsNotUnused() throws {
        let theme = try Fixtures.theme(##"{"heading": "#000000", "icon": "star"}"##)
        let other = Fixtures.xib(LintFixture.imageView(id: "img-01-abc", key: "icon"))
        let diagnostics = Linter().lint(layouts: [("A.xib", Array(layout.utf8)), ("B.xib", Array(other.utf8))], themes: [theme])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test func aSharedParentsUnusedKeyIsReportedOnceAtTheParentsLine() throws {
        let parent = try LintFixture.themeFile("{\n  \"heading\": \"#000000\",\n  \"spare\": \"#FFFFFF\"\n}", name: "default")
        let metal = ResolvedTheme(chain: [try LintFixture.themeFile(##"{"heading": "#111111"}"##, name: "metal"), parent])
        let pink = ResolvedTheme(chain: [try LintFixture.themeFile(##"{"heading": "#222222"}"##, name: "pink"), parent])
        let unused = LintFixture.lint(layout, themes: [metal, pink, ResolvedTheme(chain: [parent])]).withRule(LintRule.unusedKey)
        #expect(unused.map(\.description) == ["default.json:3:3: warning: theme key 'spare' is not used by any layout"])
    }

    @Test func anImageNameWhereAColorIsNeededIsAnErrorAtTheValuesLine() throws {
        let diagnostics = try LintFixture.lint(layout, theme: "{\n  \"heading\": \"header_metal\"\n}")
        let invalid = diagnostics.withRule(LintRule.invalidValue)
        #expect(
            invalid.map(\.description) == [
                "test.json:2:14: error: 'header_metal' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME (key 'heading', set as textColor of <label>)"
            ])
        #expect(invalid.first?.severity == .error)
    }

    @Test func aValidValueIsNotInvalid() throws {
        let diagnostics = try LintFixture.lint(layout, theme: ##"{"heading": {"textColor": "#123456", "font": "Avenir-Heavy 17"}}"##)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    /// Fonts are validated when the theme is read, so an invalid one never reaches the themer:
    /// the theme itself fails to load, at the value's line.
    @Test func anInvalidFontIsAnErrorAtTheValuesLine() {
        let json = "{\n  \"heading\": {\n    \"font\": \"huge\"\n  }\n}"
        do {
            _ = try Fixtures.theme(json)
            Issue.record("a theme with an invalid font loaded")
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.map(\.description) == [
                    "test.json:3:13: error: 'huge' is not a font; write a face and a size, such as 'system 17', 'Avenir-Heavy 17', 'Avenir-Heavy' (the layout's size) or 'system-bold +2' ('font' in style 'heading')"
                ])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aColorUsedAsAnImageIsAWarning() throws {
        let layout = Fixtures.xib(LintFixture.imageView(id: "img-01-abc", key: "icon"))
        let warnings = try LintFixture.lint(layout, theme: "{\n  \"icon\": \"#FF0000\"\n}").withRule(LintRule.colorAsImage)
        #expect(
            warnings.map(\.description) == [
                "test.json:2:11: warning: '#FF0000' looks like a color but is used as the image of <imageView>, an image name"
            ])
        #expect(try LintFixture.lint(layout, theme: ##"{"icon": "star"}"##).isEmpty)
    }

    @Test func aPropertyTheElementCannotTakeIsAWarningWithItsRule() throws {
        let warnings = try LintFixture.lint(layout, theme: ##"{"heading": {"image": "x", "textColor": "#000000"}}"##).withRule(
            LintRule.unsupportedProperty)
        #expect(
            warnings.map(\.description) == [
                "Test.xib:7:17: warning: <label> cannot take 'image' (key 'heading' in theme 'test'); nothing is written for it"
            ])
    }
}

// MARK: - Assets

@Suite struct LintAssetTests {
    private let layout = Fixtures.xib(
        [
            LintFixture.imageView(id: "img-01-abc", key: "typo"),
            LintFixture.imageView(id: "img-02-abc", key: "present"),
            LintFixture.imageView(id: "img-03-abc", key: "symbol"),
            LintFixture.card(id: "v-01-abc", background: nil, key: "brandTypo", subviews: []),
            LintFixture.card(id: "v-02-abc", background: nil, key: "brand", subviews: []),
            LintFixture.card(id: "v-03-abc", background: nil, key: "system", subviews: []),
        ].joined(separator: "\n"))

    private let theme = """
        {
          "typo": "hedaer",
          "present": "header",
          "symbol": "symbol:star.fill",
          "brandTypo": "asset:Brnad",
          "brand": "asset:Brand",
          "system": "system:systemRedColor"
        }
        """

    private func expectMissingAssetWarnings(_ catalog: AssetCatalog, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let warnings = try LintFixture.lint(layout, theme: theme, assets: catalog).withRule(LintRule.missingAsset)
        #expect(
            warnings.map(\.description) == [
                "test.json:2:11: warning: image 'hedaer' is not in the asset catalogs; did you mean 'header'?",
                "test.json:5:16: warning: color 'Brnad' is not in the asset catalogs; did you mean 'Brand'?",
            ], sourceLocation: sourceLocation)
    }

    @Test func missingImagesAndAssetColorsWarnWithDidYouMean() throws {
        try expectMissingAssetWarnings(AssetCatalog(colors: ["Brand": SRGBColor(hex: "#336699")!], images: ["header", "footer"]))
    }

    @Test func withoutAssetCatalogsNothingIsCheckedForAssets() throws {
        #expect(try LintFixture.lint(layout, theme: theme, assets: nil).withRule(LintRule.missingAsset).isEmpty)
    }

    @Test func aNameFarFromEveryAssetHasNoSuggestion() throws {
        let layout = Fixtures.xib(LintFixture.imageView(id: "img-01-abc", key: "icon"))
        let warnings = try LintFixture.lint(
            layout, theme: ##"{"icon": "completely_different"}"##, assets: AssetCatalog(colors: [:], images: ["header"]))
        #expect(warnings.withRule(LintRule.missingAsset).map(\.message) == ["image 'completely_different' is not in the asset catalogs"])
    }

    @Test func anOnDiskCatalogWithImageSetsColorSetsAndLooseFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themify-lint-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, _ relative: String) throws {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(
            #"{"images": [{"idiom": "universal", "filename": "header.png", "scale": "1x"}], "info": {"author": "xcode", "version": 1}}"#,
            "App/Assets.xcassets/header.imageset/Contents.json")
        try write(#"{"info": {"author": "xcode", "version": 1}}"#, "App/Assets.xcassets/Contents.json")
        try write(
            """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0x99", "green" : "0x66", "red" : "0x33" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """, "App/Assets.xcassets/Brand.colorset/Contents.json")
        try write("not really a png", "App/Loose/icon@2x.png")
        try write("not really a png", "App/Loose/footer.PNG")

        let catalog = AssetCatalog(searching: [folder.appendingPathComponent("App").path])
        #expect(catalog.images == ["header", "icon", "footer"])
        #expect(catalog.colors.keys.sorted() == ["Brand"])
        #expect(catalog.colors["Brand"]?.hexString == "#336699", "the universal entry, not the dark one")
        try expectMissingAssetWarnings(catalog)

        let looseLayout = Fixtures.xib(LintFixture.imageView(id: "img-01-abc", key: "icon"))
        #expect(
            try LintFixture.lint(looseLayout, theme: ##"{"icon": "icon"}"##, assets: catalog).withRule(LintRule.missingAsset).isEmpty,
            "icon@2x.png is the image 'icon'")
    }
}

// MARK: - Contrast

@Suite struct LintContrastTests {
    private func contrast(_ body: String, theme json: String = ##"{"text": "#AAAAAA"}"##, assets: AssetCatalog? = nil) throws
        -> [Diagnostic]
    {
        try LintFixture.lint(Fixtures.xib(body), theme: json, assets: assets).withRule(LintRule.lowContrast)
    }

    private func onWhite(font: String = LintFixture.font17) -> String {
        LintFixture.card(id: "v-01-abc", background: "#FFFFFF", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc", font: font)])
    }

    @Test func lowContrastTextWarnsNamingBothColorsTheRatioAndTheTheme() throws {
        let warnings = try contrast(onWhite())
        #expect(
            warnings.map(\.description) == [
                "Test.xib:10:25: warning: text color #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
    }

    @Test func theParentsBackgroundIsWhatTheTextIsMeasuredOn() throws {
        let dark = LintFixture.card(id: "v-01-abc", background: "#000000", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")])
        #expect(try contrast(dark).isEmpty, "#AAAAAA on black is 9.04:1")
        let warnings = try contrast(dark, theme: ##"{"text": "#333333"}"##)
        #expect(
            warnings.map(\.message) == [
                "text color #333333 on background #000000 has a contrast of 1.66:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
    }

    @Test func theLabelsOwnBackgroundWinsOverItsParents() throws {
        let body = LintFixture.card(
            id: "v-01-abc", background: "#FFFFFF", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc", background: "#000000")])
        #expect(try contrast(body).isEmpty)
    }

    /// #AAAAAA is only 2.32:1, under even the 3:1 of large text; #777777 (4.48:1) is the color
    /// that fails normal text and passes large text.
    @Test func largeTextNeedsThreeToOne() throws {
        let gray = ##"{"text": "#777777"}"##
        #expect(try contrast(onWhite(font: LintFixture.font(24)), theme: gray).isEmpty)
        #expect(try contrast(onWhite(font: LintFixture.font(18)), theme: gray).isEmpty, "18 pt is large")
        #expect(try contrast(onWhite(font: LintFixture.font(14, bold: true)), theme: gray).isEmpty, "14 pt bold is large")
        let boldWeight = #"<fontDescription key="fontDescription" type="system" weight="bold" pointSize="14"/>"#
        #expect(try contrast(onWhite(font: boldWeight), theme: gray).isEmpty, "weight=bold is bold")
        let heavyFace = #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>"#
        #expect(try contrast(onWhite(font: heavyFace), theme: gray).isEmpty, "a Heavy face is bold")
        let bookFace = #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/>"#
        #expect(try contrast(onWhite(font: bookFace), theme: gray).count == 1, "a Book face is not")
        #expect(
            try contrast(onWhite(font: LintFixture.font(14)), theme: gray).map(\.message) == [
                "text color #777777 on background #FFFFFF has a contrast of 4.48:1 in theme 'test'; WCAG asks 4.5:1 for 14 pt text"
            ])
        #expect(
            try contrast(onWhite(font: LintFixture.font(13, bold: true)), theme: gray).map(\.message) == [
                "text color #777777 on background #FFFFFF has a contrast of 4.48:1 in theme 'test'; WCAG asks 4.5:1 for 13 pt bold text"
            ])
        // Large text still needs 3:1.
        #expect(
            try contrast(onWhite(font: LintFixture.font(24))).map(\.message) == [
                "text color #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in theme 'test'; WCAG asks 3:1 for 24 pt text"
            ])
        #expect(try contrast(onWhite(font: LintFixture.font(24)), theme: ##"{"text": "#949494"}"##).isEmpty, "#949494 is 3.03:1")
        #expect(try contrast(onWhite(font: LintFixture.font(24)), theme: ##"{"text": "#959595"}"##).count == 1, "#959595 is 2.995:1")
    }

    @Test func theFourPointFiveBoundary() throws {
        #expect(
            try contrast(onWhite(), theme: ##"{"text": "#777777"}"##).map(\.message) == [
                "text color #777777 on background #FFFFFF has a contrast of 4.48:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
        #expect(try contrast(onWhite(), theme: ##"{"text": "#767676"}"##).isEmpty, "#767676 is 4.54:1")
    }

    @Test func dynamicTypeTextNeedsFourPointFive() throws {
        let style = #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>"#
        #expect(
            try contrast(onWhite(font: style), theme: ##"{"text": "#777777"}"##).map(\.message) == [
                "text color #777777 on background #FFFFFF has a contrast of 4.48:1 in theme 'test'; WCAG asks 4.5:1 for text"
            ])
    }

    @Test func translucentBackgroundsAreCompositedOverTheParent() throws {
        // Half-transparent black over the white root: #7F7F7F; white text on it is 4.00:1.
        let body = LintFixture.card(id: "v-01-abc", background: "#00000080", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")])
        #expect(
            try contrast(body, theme: ##"{"text": "#FFFFFF"}"##).map(\.message) == [
                "text color #FFFFFF on background #7F7F7F has a contrast of 4.00:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
        // The same over a black outer view: #000000 under half black is black, 21:1.
        let outer = """
                            <view contentMode="scaleToFill" id="v-00-abc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                <subviews>
            \(body)
                                </subviews>
                                \(LintFixture.color("backgroundColor", "#000000"))
                            </view>
            """
        #expect(try contrast(outer, theme: ##"{"text": "#FFFFFF"}"##).isEmpty)
        // A fully transparent background is skipped.
        let clear = LintFixture.card(id: "v-01-abc", background: "#00000000", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")])
        #expect(try contrast(clear).map(\.message).first?.contains("on background #FFFFFF") == true)
    }

    @Test func aThemedBackgroundIsWhatContrastIsMeasuredOn() throws {
        let body = LintFixture.card(
            id: "v-01-abc", background: "#FFFFFF", key: "card", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")])
        #expect(try contrast(body, theme: ##"{"text": "#AAAAAA", "card": "#000000"}"##).isEmpty)
        #expect(try contrast(body, theme: ##"{"text": "#FFFFFF", "card": "#EEEEEE"}"##).count == 1)
    }

    @Test func untaggedOrUnthemedTextIsNotChecked() throws {
        let untagged = LintFixture.card(
            id: "v-01-abc", background: "#FFFFFF", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc", key: nil, textColor: "#EEEEEE")])
        #expect(try contrast(untagged, theme: ##"{"other": "#AAAAAA"}"##).isEmpty)
        // Tagged, but the theme sets only the font: the text color is the layout's own.
        let fontOnly = LintFixture.card(
            id: "v-01-abc", background: "#FFFFFF", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc", textColor: "#EEEEEE")])
        #expect(try contrast(fontOnly, theme: ##"{"text": {"font": "system 17"}}"##).isEmpty)
    }

    @Test func aButtonsTitleColorIsChecked() throws {
        let body = LintFixture.button(id: "btn-01-abc", key: "action")
        #expect(
            try contrast(body, theme: ##"{"action": {"titleColor": "#AAAAAA"}}"##).map(\.message) == [
                "text color #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
        #expect(try contrast(body, theme: ##"{"action": {"titleColor": "#AAAAAA", "backgroundColor": "#000000"}}"##).isEmpty)
    }

    @Test func anAssetColorIsMeasuredWithItsCatalogValue() throws {
        let catalog = AssetCatalog(colors: ["Muted": SRGBColor(hex: "#AAAAAA")!], images: [])
        #expect(
            try contrast(onWhite(), theme: ##"{"text": "asset:Muted"}"##, assets: catalog).map(\.message) == [
                "text color #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in theme 'test'; WCAG asks 4.5:1 for 17 pt text"
            ])
    }

    @Test func eachThemeIsMeasuredOnItsOwn() throws {
        let layout = Fixtures.xib(onWhite())
        let dark = try Fixtures.theme(##"{"text": "#000000"}"##, name: "dark")
        let pale = try Fixtures.theme(##"{"text": "#AAAAAA"}"##, name: "pale")
        let warnings = LintFixture.lint(layout, themes: [dark, pale]).withRule(LintRule.lowContrast)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("in theme 'pale'") == true)
    }
}

// MARK: - Accessibility labels

@Suite struct LintAccessibilityTests {
    @Test func aThemeLabelKeyedByItsAccessibilityLabelWarns() throws {
        let layout = Fixtures.xib(
            LintFixture.label(
                id: "lbl-01-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" label="heading"/>"#))
        let warnings = try LintFixture.lint(layout, theme: ##"{"heading": "#000000"}"##).withRule(LintRule.keyInAccessibilityLabel)
        #expect(
            warnings.map(\.description) == [
                "Test.xib:7:17: warning: the ThemeLabel's accessibility label 'heading' is its theme key, and VoiceOver reads it aloud; move the key to the accessibility identifier or a themeKey runtime attribute, or apply with --strip-key-labels"
            ])
    }

    @Test func aThemeLabelKeyedByItsIdentifierDoesNot() throws {
        let layout = Fixtures.xib(
            LintFixture.label(
                id: "lbl-01-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" identifier="heading"/>"#))
        let diagnostics = try LintFixture.lint(layout, theme: ##"{"heading": "#000000"}"##)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test func strippingKeyLabelsRemovesTheLabelOrTheWholeElementAndIsStable() throws {
        let alone = LintFixture.label(
            id: "lbl-01-abc", customClass: "ThemeLabel",
            accessibility: #"<accessibility key="accessibilityConfiguration" label="heading"/>"#)
        let withHint = LintFixture.label(
            id: "lbl-02-abc", text: "Other", customClass: "ThemeLabel",
            accessibility: #"<accessibility key="accessibilityConfiguration" hint="Says hello" label="heading"/>"#)
        let input = Fixtures.xib(alone + "\n" + withHint)
        let theme = try Fixtures.theme(##"{"heading": "#000000"}"##)
        let themer = Themer(stripsKeyLabels: true)
        let once = themer.theme(Array(input.utf8), path: "Test.xib", with: theme)
        let output = String(decoding: try #require(once.output), as: UTF8.self)
        let expected =
            input
            .replacingOccurrences(
                of: "                    <accessibility key=\"accessibilityConfiguration\" label=\"heading\"/>\n", with: ""
            )
            .replacingOccurrences(of: #" hint="Says hello" label="heading"/>"#, with: #" hint="Says hello"/>"#)
        #expect(output == expected)

        let twice = themer.theme(try #require(once.output), path: "Test.xib", with: theme)
        #expect(twice.output == once.output)
        // Without the flag the labels stay.
        #expect(Themer().theme(Array(input.utf8), path: "Test.xib", with: theme).output == Array(input.utf8))
    }
}

/// Asset catalogs are read through the bounded reader: a color set that cannot be read is a
/// warning that names it, never silently missing.
@Suite struct AssetCatalogReadingTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func colorSet(_ name: String, in catalog: URL, contents: String) throws {
        let set = catalog.appendingPathComponent("Assets.xcassets/\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    @Test func unreadableColorSetsAreWarningsNotSilence() throws {
        let assets = try folder()
        try colorSet(
            "Brand", in: assets,
            contents:
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}"#
        )
        try colorSet("Broken", in: assets, contents: #"{"colors": [ "#)
        try colorSet("Empty", in: assets, contents: #"{"colors": []}"#)
        let catalog = AssetCatalog(searching: [assets.path])
        #expect(catalog.colors["Brand"] == SRGBColor(red: 1, green: 0, blue: 0))
        #expect(catalog.colors["Broken"] == nil)
        let messages = catalog.problems.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("Broken.colorset/Contents.json:") && $0.contains("warning: color set is left out") })
        #expect(messages.contains { $0.contains("Empty.colorset/Contents.json:1:1: warning:") })
    }

    @Test func aColorSetThatLeadsOutOfTheFolderIsNotRead() throws {
        let assets = try folder()
        let outside = try folder()
        try #"{"colors": [{"idiom": "universal", "color": {"components": {"white": "0.5", "alpha": "1"}}}]}"#.write(
            to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        let set = assets.appendingPathComponent("Assets.xcassets/Leak.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: set.appendingPathComponent("Contents.json").path,
            withDestinationPath: outside.appendingPathComponent("secret.json").path)
        let catalog = AssetCatalog(searching: [assets.path])
        #expect(catalog.colors["Leak"] == nil)
        #expect(catalog.problems.first?.message.contains("leads outside") == true, "\(catalog.problems)")
    }

    @Test func aHugeContentsFileIsRefusedBeforeItIsRead() throws {
        let assets = try folder()
        try colorSet("Huge", in: assets, contents: "")
        let path = assets.appendingPathComponent("Assets.xcassets/Huge.colorset/Contents.json").path
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)  // sparse: 2 GB that take no disk
        try handle.close()
        let catalog = AssetCatalog(searching: [assets.path])
        #expect(catalog.problems.first?.message.contains("MB") == true, "\(catalog.problems)")
    }
}

/// Images that ship with the OS are never missing assets: AppKit's named images
/// (`NSAddTemplate`, any `NS…` image in a macOS layout) and SF Symbols; the app's own image
/// names still are checked.
@Suite struct LintSystemImageTests {
    private static let controls = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/AppKit/Controls.xib")

    @Test func appKitImagesAndSymbolsAreNotMissingAssets() throws {
        let layout = try String(contentsOf: Self.controls, encoding: .utf8)
        let theme =
            ##"{"favoriteToggle": {"image": "NSAddTemplate", "alternateImage": "NSStopProgressFreestandingTemplate"}, "logoImage": "NSRemoveTemplate", "primaryButton": {"image": "symbol:gearshape"}}"##
        let assets = AssetCatalog(colors: [:], images: ["star-off"])
        let warnings = try LintFixture.lint(layout, theme: theme, assets: assets).filter { $0.rule == LintRule.missingAsset }
        #expect(warnings.isEmpty, "\(warnings)")

        let typo = try LintFixture.lint(layout, theme: ##"{"logoImage": "star-of"}"##, assets: assets).filter {
            $0.rule == LintRule.missingAsset
        }
        #expect(typo.map(\.message) == ["image 'star-of' is not in the asset catalogs; did you mean 'star-off'?"])
    }

    /// An iOS layout has no AppKit images: an `NS…` name there is the app's own, and checked.
    @Test func anNSNameInAnIOSLayoutIsTheAppsOwn() throws {
        let layout = Fixtures.xib(LintFixture.imageView(id: "img-01-abc", key: "icon"))
        let warnings = try LintFixture.lint(
            layout, theme: ##"{"icon": "NSAddTemplate"}"##, assets: AssetCatalog(colors: [:], images: ["header"]))
        #expect(
            warnings.filter { $0.rule == LintRule.missingAsset }.map(\.message) == ["image 'NSAddTemplate' is not in the asset catalogs"])
    }
}
