import Testing
import ThemifyModel

@testable import ThemifyKit

@Suite struct ThemeColorTests {
    @Test(
        arguments: [(String, Double, Double, Double, Double)]([
            ("#FF0000", 1.0, 0.0, 0.0, 1.0), ("FF0000", 1, 0, 0, 1), ("#f80", 1, 0x88 / 255.0, 0, 1),
            ("#00000080", 0, 0, 0, 0x80 / 255.0), ("336699CC", 0.2, 0.4, 0.6, 0.8), ("#FFF8", 1, 1, 1, 0x88 / 255.0),
        ]))
    func parsesHexForms(text: String, red: Double, green: Double, blue: Double, alpha: Double) throws {
        let color = try #require(ThemeColor(parsing: text))
        #expect(color == .sRGB(SRGBColor(red: red, green: green, blue: blue, alpha: alpha)))
    }

    @Test(arguments: ["red", "#GG0000", "F00", "#12345", "", "#", "header_metal", "FF00000"])
    func rejectsNonColors(text: String) {
        #expect(ThemeColor(parsing: text) == nil)
    }

    @Test func printsHex() {
        #expect(SRGBColor(hex: "#1c1c1e")?.hexString == "#1C1C1E")
        #expect(SRGBColor(hex: "#22262CF2")?.hexString == "#22262CF2")
    }

    @Test func readsSystemAndAssetColors() {
        #expect(ThemeColor(parsing: "system:systemRedColor") == .system("systemRedColor"))
        #expect(ThemeColor(parsing: "asset:BrandColor") == .asset("BrandColor"))
        guard case .failure(let error) = ThemeColor.parse(.string("system:systemRedColour")) else {
            Issue.record("an unknown system color must not parse")
            return
        }
        #expect(error.message == "unknown system color 'systemRedColour'; did you mean 'systemRedColor'?")
        #expect(ThemeColor(parsing: "asset:") == nil)
    }

    @Test func systemColorResourcesAreWrittenAsXcodeWritesThem() {
        let red = ColorMarkup.resourceEntry(name: "systemRedColor", tag: "systemColor", value: SystemColors.lightValues["systemRedColor"]!)
        #expect(
            red.children[0].attributes.map { "\($0.name)=\($0.value)" } == [
                "red=1", "green=0.23137254901960785", "blue=0.18823529411764706", "alpha=1", "colorSpace=custom", "customColorSpace=sRGB",
            ])
        let background = ColorMarkup.resourceEntry(
            name: "systemBackgroundColor", tag: "systemColor", value: SystemColors.lightValues["systemBackgroundColor"]!)
        #expect(
            background.children[0].attributes.map { "\($0.name)=\($0.value)" } == [
                "white=1", "alpha=1", "colorSpace=custom", "customColorSpace=genericGamma22GrayColorSpace",
            ])
    }
}

@Suite struct XcodeNumberFormatTests {
    @Test func componentsAreWrittenAsXcodeWritesThem() {
        #expect(XcodeNumberFormat.component(0) == "0.0")
        #expect(XcodeNumberFormat.component(1) == "1")
        #expect(XcodeNumberFormat.component(0x99 / 255.0) == "0.59999999999999998")
        #expect(XcodeNumberFormat.component(0.5) == "0.5")
    }

    @Test func pointSizesDropAWholeFraction() {
        #expect(ThemeNumber.text(17) == "17")
        #expect(ThemeNumber.text(15.5) == "15.5")
    }
}

@Suite struct ThemeFontTests {
    @Test func parsesEveryFace() throws {
        #expect(try ThemeFont.parse(.string("system 17")).get() == .system(size: 17))
        #expect(try ThemeFont.parse(.string("system-bold 22")).get() == .boldSystem(size: 22))
        #expect(try ThemeFont.parse(.string("system-italic 12")).get() == .italicSystem(size: 12))
        #expect(try ThemeFont.parse(.string("system-semibold 15")).get() == .systemWeight("semibold", size: 15))
        #expect(try ThemeFont.parse(.string("Avenir-Heavy 17.5")).get() == .custom(postScriptName: "Avenir-Heavy", size: 17.5))
        #expect(try ThemeFont.parse(.string("textStyle:body")).get() == .textStyle("body"))
    }

    /// Issue 13.9: a font without a size keeps the layout's; a signed size changes it.
    @Test func parsesSizelessAndRelativeFonts() throws {
        #expect(try ThemeFont.parse(.string("Avenir-Heavy")).get() == .custom(postScriptName: "Avenir-Heavy", size: .layout))
        #expect(try ThemeFont.parse(.string("system-bold")).get() == .boldSystem(size: .layout))
        #expect(try ThemeFont.parse(.string("system")).get() == .system(size: .layout))
        #expect(try ThemeFont.parse(.string("Helvetica Neue")).get() == .custom(postScriptName: "Helvetica Neue", size: .layout))
        #expect(try ThemeFont.parse(.string("system-semibold +2")).get() == .systemWeight("semibold", size: .relative(2)))
        #expect(try ThemeFont.parse(.string("Avenir-Heavy -1.5")).get() == .custom(postScriptName: "Avenir-Heavy", size: .relative(-1.5)))
        #expect(try ThemeFont.parse(.string("Avenir-Heavy +2")).get().themeText == "Avenir-Heavy +2")
        #expect(try ThemeFont.parse(.string("system-bold")).get().themeText == "system-bold")
    }

    @Test func resolvesASizeAgainstTheFontItReplaces() {
        #expect(
            ThemeFont.custom(postScriptName: "Avenir-Heavy", size: .layout).resolved(replacingPointSize: 22)
                == .custom(postScriptName: "Avenir-Heavy", size: 22))
        #expect(ThemeFont.system(size: .relative(2)).resolved(replacingPointSize: 15) == .system(size: 17))
        #expect(ThemeFont.system(size: .relative(-20)).resolved(replacingPointSize: 15) == nil)
        #expect(ThemeFont.system(size: .layout).resolved(replacingPointSize: nil) == nil)
        #expect(ThemeFont.system(size: 13).resolved(replacingPointSize: nil) == .system(size: 13))
    }

    @Test func explainsBadFonts() {
        #expect(failure("17")?.contains("write a face before the size") == true)
        #expect(failure("huge")?.contains("is not a font; write a face and a size") == true)
        #expect(failure("system big")?.contains("not a point size") == true)
        #expect(failure("system 0")?.contains("not a point size") == true)
        #expect(failure("system-semibld 15")?.contains("did you mean 'semibold'") == true)
        #expect(failure("textStyle:bdy")?.contains("did you mean 'body'") == true)
    }

    @Test(arguments: [
        ("Avenir-Heavy", "Avenir"), ("HelveticaNeue-Bold", "Helvetica Neue"), ("OpenSans-Semibold", "Open Sans"),
        ("ProximaNova-Regular", "Proxima Nova"), ("SFProText-Bold", "SF Pro Text"), ("Futura", "Futura"),
        // A number after a letter is a word of its own, as these fonts name their families.
        ("FontAwesome5Free-Solid", "Font Awesome 5 Free"), ("SourceSans3-Regular", "Source Sans 3"), ("Inter18pt-Bold", "Inter 18pt"),
        // Hyphens before the style are the family's own: it is kept as spelled.
        ("sora-rc004-0417-Regular", "sora-rc004-0417"),
        // The system font's private faces are of its private family (a public Xcode 12 layout).
        (".AppleSystemUIFont", ".AppleSystemUIFont"), (".SFNS-Regular", ".AppleSystemUIFont"),
        // Fonts iOS ships take their family from Apple's list, not from the name's shape.
        ("TimesNewRomanPS-BoldMT", "Times New Roman"), ("CourierNewPS-BoldMT", "Courier New"), ("ArialMT", "Arial"),
        ("BodoniSvtyTwoITCTT-Book", "Bodoni 72"), ("DINCondensed-Bold", "DIN Condensed"), ("Futura-CondensedExtraBold", "Futura"),
        // Fonts an earlier iOS shipped keep the family it listed (a public Xcode 5 layout's Heiti SC).
        ("STHeitiSC-Medium", "Heiti SC"), ("HiraKakuProN-W3", "Hiragino Kaku Gothic ProN"), ("DBLCDTempBlack", "DB LCD Temp"),
        ("AppleGothic", "AppleGothic"),
    ])
    func derivesTheFamilyXcodeRecords(name: String, family: String) {
        #expect(ThemeFont.family(ofPostScriptName: name) == family)
    }

    @Test func writesFontDescriptionsAsXcodeDoes() {
        let element = FontMarkup.element(.systemWeight("semibold", size: 15), key: "fontDescription")
        #expect(
            element.attributes.map { "\($0.name)=\($0.value)" } == [
                "key=fontDescription", "type=system", "weight=semibold", "pointSize=15",
            ])
        let custom = FontMarkup.element(.custom(postScriptName: "Avenir-Heavy", size: 22), key: "fontDescription")
        #expect(custom.attributes.map(\.name) == ["key", "name", "family", "pointSize"])
    }

    /// A document that already has meta-fonts is followed; one without gets metaFont first.
    @Test func writesMetaFontsInTheDocumentsOwnOrder() throws {
        let sizeFirst = try Layout(
            path: "A.xib", bytes: Array(#"<document><font key="NSFont" size="12" metaFont="system"/></document>"#.utf8)
        ).document.root
        let metaFirst = try Layout(
            path: "B.xib", bytes: Array(#"<document><font key="NSFont" metaFont="system" size="12"/></document>"#.utf8)
        ).document.root
        let none = try Layout(path: "C.xib", bytes: Array(#"<document><font key="NSFont" size="12" name="Avenir-Heavy"/></document>"#.utf8))
            .document.root
        #expect(FontMarkup.metaFontSizeComesFirst(in: sizeFirst))
        #expect(!FontMarkup.metaFontSizeComesFirst(in: metaFirst))
        #expect(!FontMarkup.metaFontSizeComesFirst(in: none))
        let written = try FontMarkup.attributedElement(.system(size: 16), sizeFirst: true).get()
        #expect(written.attributes.map(\.name) == ["key", "size", "metaFont"])
    }

    private func failure(_ text: String) -> String? {
        if case .failure(let error) = ThemeFont.parse(.string(text)) { return error.message }
        return nil
    }
}

@Suite struct SuggestionTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(Suggestion.closest(to: "textColour", in: ["textColor", "font"]) == "textColor")
        #expect(Suggestion.closest(to: "zzz", in: ["textColor", "font"]) == nil)
    }
}
