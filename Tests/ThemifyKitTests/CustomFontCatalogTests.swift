import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// `<customFonts>` lists the bundled fonts `<fontDescription>`s name, under their font file's
/// own name, as every Xcode-saved layout of the corpus and the oracle does.
@Suite struct CustomFontCatalogTests {
    private func layout(font: String, toolsVersion: String = "11762", block: String? = nil, extra: String = "") -> String {
        let fonts =
            block ?? """
                    <customFonts key="customFonts">
                        <array key="OpenSans-Light.ttf">
                            <string>OpenSans-Light</string>
                        </array>
                        <array key="OpenSans-Regular.ttf">
                            <string>OpenSans</string>
                        </array>
                    </customFonts>

                """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
                </dependencies>
            \(fonts)    <objects>
                    <label opaque="NO" text="A" id="lbl-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        \(font)
            \(Fixtures.runtimeTag("heading", indent: "            "))
                    </label>
                    <label opaque="NO" text="B" id="lbl-02-abc">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="12"/>
                    </label>\(extra)
                </objects>
            </document>

            """
    }

    private func fontFolder(_ fonts: [String: String]) throws -> AssetCatalog {
        let folder = try FileBytes.temporaryFolder()
        for (file, name) in fonts {
            try FileBytes.write(FileBytes.font(postScriptName: name), to: folder.appendingPathComponent("Fonts/\(file)"))
        }
        return AssetCatalog(searching: [folder.path])
    }

    private func themed(_ input: String, _ json: String, assets: AssetCatalog = AssetCatalog()) throws -> (
        output: String, diagnostics: [Diagnostic]
    ) {
        let result = Themer(assets: assets).theme(Array(input.utf8), path: "T.storyboard", with: try Fixtures.theme(json))
        return (String(decoding: try #require(result.output), as: UTF8.self), result.diagnostics)
    }

    @Test func aNewFontIsListedUnderItsFilesRealNameAndTheDroppedOneGoes() throws {
        let assets = try fontFolder(["proximanova-bold.otf": "ProximaNova-Bold"])
        let input = layout(font: #"<fontDescription key="fontDescription" name="OpenSans-Light" family="Open Sans" pointSize="17"/>"#)
        let (out, diagnostics) = try themed(input, #"{"heading": {"font": "ProximaNova-Bold 17"}}"#, assets: assets)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            out.contains(
                """
                    <customFonts key="customFonts">
                        <array key="OpenSans-Regular.ttf">
                            <string>OpenSans</string>
                        </array>
                        <array key="proximanova-bold.otf">
                            <string>ProximaNova-Bold</string>
                        </array>
                    </customFonts>
                """))
        let (again, _) = try themed(out, #"{"heading": {"font": "ProximaNova-Bold 17"}}"#, assets: assets)
        #expect(again == out)
    }

    @Test func aFontWithoutItsFileIsWarnedAboutNotGuessed() throws {
        let input = layout(font: #"<fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="17"/>"#)
        let (out, diagnostics) = try themed(input, #"{"heading": {"font": "ProximaNova-Bold 17"}}"#)
        #expect(!out.contains("ProximaNova-Bold.ttf") && !out.contains("<string>ProximaNova-Bold</string>"))
        #expect(diagnostics.map(\.rule) == [LintRule.missingAsset])
        #expect(diagnostics.first?.message.hasPrefix("font 'ProximaNova-Bold' is in no font file") == true)
    }

    /// Oracle 145's project: its font file is empty, so no file declares the PostScript name;
    /// the font file named like it (case and extension aside) is the entry's key, with a
    /// warning. A readable file that declares another font is never taken by its name.
    @Test func anUnreadableFontFileNamedLikeTheFontKeysItsEntry() throws {
        let folder = try FileBytes.temporaryFolder()
        try FileBytes.write([], to: folder.appendingPathComponent("Fonts/licensed/proximanova-bold.otf"))
        try FileBytes.write(
            FileBytes.font(postScriptName: "SomethingElse-Bold"), to: folder.appendingPathComponent("Fonts/brandsans-heavy.ttf"))
        let assets = AssetCatalog(searching: [folder.path])
        let input = layout(font: #"<fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="17"/>"#)

        let (out, diagnostics) = try themed(input, #"{"heading": {"font": "ProximaNova-Bold 17"}}"#, assets: assets)
        #expect(
            out.contains(
                """
                        <array key="proximanova-bold.otf">
                            <string>ProximaNova-Bold</string>
                        </array>
                """), "\(out)")
        let notes = diagnostics.filter { $0.rule == LintRule.missingAsset }.map(\.message)
        #expect(
            notes == [
                "font 'ProximaNova-Bold' is in no font file themify can read; its <customFonts> entry is keyed by 'proximanova-bold.otf', the font file named like it, whose own names cannot be read (an empty or damaged file, or a Git LFS pointer): check that the app bundles the real font"
            ])

        let (other, otherDiagnostics) = try themed(input, #"{"heading": {"font": "BrandSans-Heavy 17"}}"#, assets: assets)
        #expect(!other.contains("brandsans-heavy.ttf"), "a readable file that declares another font is not taken by its name")
        #expect(
            otherDiagnostics.contains { $0.message.hasPrefix("font 'BrandSans-Heavy' is in no font file (.ttf") }, "\(otherDiagnostics)")
    }

    @Test func fontsIOSShipsAreNotListedAndTheLastUsersFontGoesWithTheBlock() throws {
        let input = layout(font: #"<fontDescription key="fontDescription" name="OpenSans-Light" family="Open Sans" pointSize="17"/>"#)
        let (out, diagnostics) = try themed(input, #"{"heading": {"font": "Avenir-Heavy 17"}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!out.contains("Avenir-Heavy.ttf"))
        #expect(!out.contains(#"<array key="OpenSans-Light.ttf">"#))
        #expect(out.contains(#"<array key="OpenSans-Regular.ttf">"#))
        let single = layout(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#).replacingOccurrences(
            of: #"name="OpenSans" family="Open Sans""#, with: #"type="system""#)
        let (none, _) = try themed(single, #"{"heading": {"font": "system-bold 17"}}"#)
        #expect(!none.contains("customFonts"))
    }

    @Test func aNewBlockFollowsTheDependenciesInTheErasForm() throws {
        let assets = try fontFolder(["Lato-Bold.ttf": "Lato-Bold"])
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let (modern, _) = try themed(
            layout(font: font, toolsVersion: "14460.31", block: ""), #"{"heading": {"font": "Lato-Bold 17"}}"#, assets: assets)
        #expect(
            modern.contains(
                """
                    </dependencies>
                    <customFonts key="customFonts">
                        <array key="Lato-Bold.ttf">
                            <string>Lato-Bold</string>
                        </array>
                    </customFonts>
                    <objects>
                """))
        let (xcode7, _) = try themed(
            layout(font: font, toolsVersion: "8173.3", block: ""), #"{"heading": {"font": "Lato-Bold 17"}}"#, assets: assets)
        #expect(xcode7.contains(#"<mutableArray key="Lato-Bold.ttf">"#))
        // The file's own form wins over the era's.
        let mutable = """
                <customFonts key="customFonts">
                    <mutableArray key="OpenSans-Regular.ttf">
                        <string>OpenSans</string>
                    </mutableArray>
                </customFonts>

            """
        let (kept, _) = try themed(layout(font: font, block: mutable), #"{"heading": {"font": "Lato-Bold 17"}}"#, assets: assets)
        #expect(kept.contains(#"<mutableArray key="Lato-Bold.ttf">"#))
        #expect(kept.components(separatedBy: "<string>OpenSans</string>").count == 2)
    }

    @Test func afterAnAttributedTextFontChangesOnlyFontDescriptionFontsAreListed() throws {
        let attributed = """

                    <textView clipsSubviews="YES" id="txt-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <attributedString key="attributedText">
                            <fragment content="Hello">
                                <attributes>
                                    <font key="NSFont" size="16" name="OpenSans-Light"/>
                                </attributes>
                            </fragment>
                        </attributedString>
            \(Fixtures.runtimeTag("body", indent: "            "))
                    </textView>
            """
        let input = layout(
            font: #"<fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="17"/>"#, extra: attributed)
        let (out, _) = try themed(input, #"{"heading": {"font": "OpenSans 17"}, "body": {"font": "system 16"}}"#)
        #expect(!out.contains("OpenSans-Light.ttf"))
        #expect(out.contains(#"<array key="OpenSans-Regular.ttf">"#))
    }
}
