import Testing
import ThemifyModel

@testable import ThemifyPreview

/// Each theme in light and dark: per-appearance theme colors (named colors of the generated
/// catalog in the variant, run-time values from the theme), system colors' dark values, a
/// black window, file names and columns per appearance, contrast findings per appearance.
@Suite struct AppearanceTests {
    static let dualTheme = """
        {
          "heading": {"textColor": {"light": "#336699", "dark": "#99CCFF"}},
          "card": {"backgroundColor": {"light": "#EEEEEE", "dark": "#222222"}, "layer.borderColor": {"light": "#FF0000", "dark": "#FF8888"}}
        }
        """

    /// A screen of system colors and UIKit defaults: nothing the theme sets.
    static let systemLayout = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" text="System" id="system">
                            <rect key="frame" x="10" y="10" width="300" height="20"/>
                            <color key="textColor" systemColor="systemRedColor"/>
                        </label>
                        <label opaque="NO" text="Default" id="plain">
                            <rect key="frame" x="10" y="40" width="300" height="20"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="secondarySystemBackgroundColor">
                    <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    static func render(_ layout: String, theme: ResolvedTheme, appearances: [PreviewAppearance]? = nil, before: ResolvedTheme? = nil)
        -> PreviewBuilder.Result
    {
        PreviewBuilder(appearances: appearances).render(layouts: [("Test.xib", Array(layout.utf8))], themes: [theme], before: before)
    }

    static func views(_ picture: PreviewPicture) -> [String: PreviewView] {
        Dictionary(picture.screen.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func textColor(_ view: PreviewView?) -> String? {
        guard case .text(let text)? = view?.content else { return nil }
        return text.color.hexString
    }

    @Test func aThemeWithPerAppearanceColorsIsDrawnInLightAndDark() throws {
        let result = Self.render(ExtractionTests.layout, theme: try PreviewFixtures.theme(json: Self.dualTheme))
        #expect(!result.hasErrors)
        #expect(result.columns.map(\.id) == ["test", "test.dark"])
        #expect(result.columns.map(\.label) == ["test · light", "test · dark"])
        #expect(result.pictures.map(\.fileStem) == ["Test.xib/CardViewController-root.test", "Test.xib/CardViewController-root.test.dark"])
        let light = Self.views(result.pictures[0])
        let dark = Self.views(result.pictures[1])
        // The variant names the heading's color from the generated catalog; each picture draws its appearance's value.
        #expect(Self.textColor(light["title"]) == "#336699")
        #expect(Self.textColor(dark["title"]) == "#99CCFF")
        #expect(light["card"]?.fill?.hexString == "#EEEEEE")
        #expect(dark["card"]?.fill?.hexString == "#222222")
        // The border color only the app sets, from the theme's run-time value.
        #expect(light["card"]?.border?.color.hexString == "#FF0000")
        #expect(dark["card"]?.border?.color.hexString == "#FF8888")
        // A component color in the layout is the same in both.
        #expect(dark["root"]?.fill?.hexString == "#FFFFFF")
        // The window behind the views: white in light, black in dark.
        #expect(result.pictures[0].svg.contains("class=\"canvas\" x=\"0\" y=\"0\" width=\"320\" height=\"530\" fill=\"#FFFFFF\"/>"))
        #expect(result.pictures[1].svg.contains("class=\"canvas\" x=\"0\" y=\"0\" width=\"320\" height=\"530\" fill=\"#000000\"/>"))
        #expect(result.pictures[1].svg.contains("data-appearance=\"dark\""))
        #expect(!result.pictures[0].svg.contains("data-appearance"))
    }

    @Test func systemColorsAndUIKitDefaultsTakeTheirDarkValues() throws {
        let result = Self.render(Self.systemLayout, theme: try PreviewFixtures.theme(json: "{}"), appearances: [.light, .dark])
        #expect(result.pictures.count == 2)
        let light = Self.views(result.pictures[0])
        let dark = Self.views(result.pictures[1])
        #expect(Self.textColor(light["system"]) == "#FF3B30")
        #expect(Self.textColor(dark["system"]) == "#FF453A")
        #expect(light["root"]?.fill?.hexString == "#F2F2F7")
        #expect(dark["root"]?.fill?.hexString == "#1C1C1E")
        // A label without a text color is UIKit's label color: black in light, white in dark.
        #expect(Self.textColor(light["plain"]) == "#000000")
        #expect(Self.textColor(dark["plain"]) == "#FFFFFF")
    }

    @Test func plainThemesAreDrawnInLightUnlessAskedAndDarkAloneKeepsItsSuffix() throws {
        let plain = try PreviewFixtures.theme(json: "{}")
        #expect(Self.render(Self.systemLayout, theme: plain).columns.map(\.id) == ["test"])
        let dark = Self.render(Self.systemLayout, theme: plain, appearances: [.dark])
        #expect(dark.columns.map(\.id) == ["test.dark"])
        #expect(dark.columns.map(\.label) == ["test"])
        #expect(dark.pictures.count == 1)
        #expect(dark.pictures.first?.fileStem.hasSuffix(".test.dark") == true)
    }

    @Test func contrastFindingsAreMarkedOnThePictureOfTheAppearanceThatFails() throws {
        // Dark heading text on the card's white, which is white in both appearances: only dark fails.
        let theme = try PreviewFixtures.theme(
            json: ##"{"heading": {"textColor": {"light": "#336699", "dark": "#FAFAFA"}}, "card": "#FFFFFF"}"##)
        let result = Self.render(ExtractionTests.layout, theme: theme)
        #expect(result.contrastFindings.count == 1)
        #expect(
            result.contrastFindings.first?.message.contains("(dark and high-contrast dark appearances)") == true,
            "\(result.contrastFindings.map(\.message))")
        let light = try #require(result.pictures.first { $0.column.appearance == .light })
        let dark = try #require(result.pictures.first { $0.column.appearance == .dark })
        #expect(Self.views(light)["title"]?.findings.isEmpty == true)
        #expect(Self.views(dark)["title"]?.findings.count == 1)
        #expect(!light.svg.contains("class=\"finding\""))
        #expect(dark.svg.contains("<g class=\"finding\" data-id=\"title\">"))
    }

    @Test func compareSetsBeforeBesideAfterInTheSameAppearance() throws {
        let before = try PreviewFixtures.theme(json: ##"{"heading": {"textColor": "#000000"}}"##)
        let after = try PreviewFixtures.theme(json: Self.dualTheme)
        let result = Self.render(ExtractionTests.layout, theme: after, before: before)
        #expect(result.columns.map(\.id) == ["test.before", "test.before.dark", "test", "test.dark"])
        #expect(result.comparison?.before == "test.before")
        #expect(result.comparison?.after == "test")
        let html = ContactSheet.html(result, compare: result.comparison)
        #expect(html.contains("<option value=\"test.before\" selected>"))
        #expect(html.contains("<option value=\"test\" selected>"))
        #expect(html.contains("<th>test · dark</th>"))
    }
}
