import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Issue 13.9: fonts without a size keep the layout's, relative sizes, names checked against
/// the fonts iOS ships and the app's font files, and the family Xcode records.
@Suite struct FontThemingTests {
    private func label(font: String, variation: String = "", id: String = "lbl-01-abc") -> String {
        """
                        <label opaque="NO" text="A" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            \(font)
                            <nil key="highlightedColor"/>\(variation)
        \(Fixtures.runtimeTag("heading", indent: "                            "))
                        </label>
        """
    }

    /// A face of a family the layout already records takes that family, as Xcode read it from
    /// the font file (a public layout records `SofiaPro-Regular` and `SofiaPro-Bold` in
    /// "SofiaPro", not the "Sofia Pro" the name would give).
    @Test func aFaceOfARecordedFamilyTakesThatFamily() throws {
        let other = """
                            <label opaque="NO" text="B" id="lbl-02-abc">
                                <rect key="frame" x="0.0" y="30" width="100" height="20"/>
                                <fontDescription key="fontDescription" name="SofiaPro-Regular" family="SofiaPro" pointSize="14"/>
                                <nil key="highlightedColor"/>
                            </label>
            """
        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#) + "\n" + other)
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": "SofiaPro-Bold 16"}}"##)).output)
        #expect(out.contains(#"<fontDescription key="fontDescription" name="SofiaPro-Bold" family="SofiaPro" pointSize="16"/>"#))
        // Without another face recorded, the family is made from the name.
        let alone = try #require(
            Fixtures.themed(
                Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#)),
                with: try Fixtures.theme(##"{"heading": {"font": "SofiaPro-Bold 16"}}"##)
            ).output)
        #expect(alone.contains(#"name="SofiaPro-Bold" family="Sofia Pro""#))
    }

    @Test func aFontWithoutASizeKeepsTheLayoutsSize() throws {
        let variation = """

                                <variation key="widthClass=compact">
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </variation>
            """
        let input = Fixtures.xib(
            label(font: #"<fontDescription key="fontDescription" type="system" pointSize="22"/>"#, variation: variation))
        let theme = try Fixtures.theme(##"{"heading": {"font": "Avenir-Heavy"}}"##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        let out = try #require(output)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(
            Fixtures.changedLines(input, out) == [
                #"                    <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="22"/>"#
            ])
        #expect(Fixtures.themed(out, with: theme).output == out)
    }

    @Test func aRelativeSizeChangesTheLayoutsSizeAndVariationsKeepTheirs() throws {
        let variation = """

                                <variation key="widthClass=compact">
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </variation>
            """
        let input = Fixtures.xib(
            label(font: #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#, variation: variation))
        let theme = try Fixtures.theme(##"{"heading": {"font": "system-bold +2"}}"##)
        let out = try #require(Fixtures.themed(input, with: theme).output)
        #expect(
            Fixtures.changedLines(input, out) == [
                #"                    <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>"#
            ])
        // "+2" is relative to the size of the layout it themes: the README says to theme the
        // original, as every build does, not a variant.
        #expect(Fixtures.themed(out, with: theme).output != out)
    }

    @Test func attributedFragmentsKeepTheirOwnSizes() throws {
        let text = """
                            <label opaque="NO" id="lbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <attributedString key="attributedText">
                                    <fragment content="Big">
                                        <attributes>
                                            <font key="NSFont" metaFont="system" size="24"/>
                                        </attributes>
                                    </fragment>
                                    <fragment content="small">
                                        <attributes>
                                            <font key="NSFont" metaFont="system" size="12"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
            \(Fixtures.runtimeTag("heading", indent: "                            "))
                            </label>
            """
        let input = Fixtures.xib(text)
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": "system-bold"}}"##)).output)
        #expect(
            Fixtures.changedLines(input, out) == [
                #"                                <font key="NSFont" metaFont="systemBold" size="24"/>"#,
                #"                                <font key="NSFont" metaFont="systemBold" size="12"/>"#,
            ])
    }

    @Test func aFontWithoutASizeOnAViewWithoutAFontIsAWarningAtTheView() throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" id="btn-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                <state key="normal" title="Go"/>
            \(Fixtures.runtimeTag("heading", indent: "                            "))
                            </button>
            """
        let input = Fixtures.xib(body)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": "Avenir-Heavy"}}"##))
        #expect(output == input)
        #expect(
            diagnostics.map(\.description) == [
                "Test.xib:7:17: warning: font 'Avenir-Heavy' takes its size from the <button>'s font, and it has none; nothing is written (give the font a size, such as 'Avenir-Heavy 17') (key 'heading', set as font of <button>)"
            ])
    }

    @Test func aMistypedFontNameGetsADidYouMeanAtTheThemesLine() throws {
        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let theme = try Fixtures.theme("{\n  \"heading\": {\n    \"font\": \"Avenir Heavy 22\"\n  }\n}")
        let (_, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(
            diagnostics.map(\.description) == [
                "test.json:3:13: warning: 'Avenir Heavy' is not a font iOS ships; did you mean 'Avenir-Heavy'? (key 'heading', set as font of <label>)"
            ])
        #expect(diagnostics.first?.rule == LintRule.missingAsset)
    }

    /// A dot name is a private face of the system font, which iOS does not give by name: the
    /// warning says to write the system font, never a look-alike name (`Kefa-Regular` was the
    /// nearest name before); `.AppleSystemUIFont`, the name layouts use, is not questioned.
    @Test func aPrivateSystemFaceIsAWarningThatNamesTheSystemFont() throws {
        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": ".SFNS-Regular 16"}}"##))
        #expect(
            diagnostics.map(\.description) == [
                "test.json:1:22: warning: '.SFNS-Regular' is a private face of the system font, which UIKit does not give by name; write the system font, as 'system 17' or 'system-semibold 17' (key 'heading', set as font of <label>)"
            ])
        #expect(output?.contains(#"name=".SFNS-Regular" family=".AppleSystemUIFont" pointSize="16""#) == true)
        let (_, quiet) = Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": ".AppleSystemUIFont 16"}}"##))
        #expect(quiet.isEmpty)
    }

    @Test func fontsIOSShipsAndFontsTheLayoutBundlesAreNotFlagged() throws {
        let input = Fixtures.xib(
            label(font: #"<fontDescription key="fontDescription" name="ProximaNova-Bold" family="Proxima Nova" pointSize="17"/>"#))
        for font in ["Avenir-Heavy 20", "TimesNewRomanPS-BoldMT 20", "Helvetica Neue 20", "ProximaNova-Regular 20", "SomeUnknownFace 20"] {
            let (_, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": "\##(font)"}}"##))
            // Without --assets a bundled font's <customFonts> file is unknown, which is said;
            // its name is not questioned.
            let nameProblems = diagnostics.filter { !$0.message.contains("is in no font file") }
            #expect(nameProblems.isEmpty, "\(font): \(nameProblems.map(\.description))")
        }
    }

    @Test func theFamilyOfAFontIOSShipsComesFromApplesList() throws {
        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let out = try #require(
            Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"font": "TimesNewRomanPS-BoldMT 17"}}"##)).output)
        #expect(
            out.contains(#"<fontDescription key="fontDescription" name="TimesNewRomanPS-BoldMT" family="Times New Roman" pointSize="17"/>"#)
        )
    }

    @Test func fontFilesUnderAssetsAreReadByPostScriptName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themify-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(FileBytes.font(postScriptName: "Brandon-Grotesque-Bold")).write(to: folder.appendingPathComponent("Fonts/brandon_bld.otf"))
        let fonts = ProjectFonts(searching: [folder.path])
        #expect(fonts.files == ["Brandon-Grotesque-Bold": "brandon_bld.otf"])

        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let themer = Themer(fonts: fonts)
        let bundled = themer.theme(
            Array(input.utf8), path: "Test.xib", with: try Fixtures.theme(##"{"heading": {"font": "Brandon-Grotesque-Bold 17"}}"##))
        #expect(bundled.diagnostics.isEmpty, "\(bundled.diagnostics.map(\.description))")
        // With the font files known, a name none of them has is reported, near miss or not.
        let missing = themer.theme(
            Array(input.utf8), path: "Test.xib", with: try Fixtures.theme(##"{"heading": {"font": "Brandon-Grotesque-Blod 17"}}"##))
        #expect(
            missing.diagnostics.map(\.message) == [
                "'Brandon-Grotesque-Blod' is not a font iOS ships nor one of the font files under --assets; UIKit would fall back to the system font; did you mean 'Brandon-Grotesque-Bold'? (key 'heading', set as font of <label>)"
            ])
    }

    /// A theme font of the face the layout has, at another size, changes the size alone: the
    /// bold of Xcode's weight menu (`type="system" weight="bold"`) stays that, as a size change
    /// in Interface Builder leaves it, though a theme names it as it names "System Bold".
    @Test func theSameFaceAtAnotherSizeKeepsHowTheLayoutNamesIt() throws {
        let theme = try Fixtures.theme(##"{"heading": {"font": "system-bold 20"}}"##)
        func themed(_ font: String) throws -> String {
            try #require(Fixtures.themed(Fixtures.xib(label(font: font)), with: theme).output)
        }
        #expect(
            try themed(#"<fontDescription key="fontDescription" type="system" weight="bold" pointSize="17"/>"#).contains(
                #"<fontDescription key="fontDescription" type="system" weight="bold" pointSize="20"/>"#))
        #expect(
            try themed(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#).contains(
                #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#))
        // Another face is written as the theme names it.
        #expect(
            try themed(#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>"#).contains(
                #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#))
    }

    /// A bundled font's family is the one its file gives, not one made from its name: the
    /// name's spelling does not tell "DejaVu Sans" from "Deja Vu Sans". A family the document
    /// already records for the font is Xcode's own reading of it, and stays.
    @Test func aBundledFontTakesTheFamilyItsFileGives() throws {
        let folder = try FileBytes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileBytes.write(
            FileBytes.font(names: [
                .init(id: 1, text: "DejaVu Sans Light"), .init(id: 6, text: "DejaVuSans-ExtraLight"), .init(id: 16, text: "DejaVu Sans"),
            ]), to: folder.appendingPathComponent("Fonts/DejaVuSans-ExtraLight.ttf"))
        let themer = Themer(assets: AssetCatalog(searching: [folder.path]))
        let theme = try Fixtures.theme(##"{"heading": {"font": "DejaVuSans-ExtraLight 17"}}"##)
        let input = Fixtures.xib(label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let out = try #require(themer.theme(Array(input.utf8), path: "Test.xib", with: theme).output)
        #expect(
            String(decoding: out, as: UTF8.self).contains(
                #"<fontDescription key="fontDescription" name="DejaVuSans-ExtraLight" family="DejaVu Sans" pointSize="17"/>"#))
        // Without the file, the family is made from the name.
        let unknown = try #require(Themer().theme(Array(input.utf8), path: "Test.xib", with: theme).output)
        #expect(String(decoding: unknown, as: UTF8.self).contains(#"family="Deja Vu Sans""#))

        let recorded = Fixtures.xib(
            label(font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#) + "\n"
                + #"<label id="other"><fontDescription key="fontDescription" name="DejaVuSans-ExtraLight" family="DejaVu Sans ExtraLight" pointSize="12"/></label>"#
        )
        let kept = try #require(themer.theme(Array(recorded.utf8), path: "Test.xib", with: theme).output)
        #expect(
            String(decoding: kept, as: UTF8.self).contains(
                #"<fontDescription key="fontDescription" name="DejaVuSans-ExtraLight" family="DejaVu Sans ExtraLight" pointSize="17"/>"#))
    }
}
