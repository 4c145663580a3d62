import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// Frames, colors, text and controls read from a themed layout into the picture model.
@Suite struct ExtractionTests {
    static let layout = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view clipsSubviews="YES" contentMode="scaleToFill" id="card" userLabel="Card">
                            <rect key="frame" x="10" y="20" width="300" height="200"/>
                            <subviews>
                                <label opaque="NO" text="Hello &amp; welcome" textAlignment="center" numberOfLines="2" id="title">
                                    <rect key="frame" x="5" y="6" width="290" height="40"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
                                    <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="heading"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <label opaque="NO" hidden="YES" text="Hidden" id="hidden">
                                    <rect key="frame" x="5" y="50" width="100" height="20"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="card"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                    <integer key="value" value="2"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button">
                            <rect key="frame" x="10" y="300" width="300" height="44"/>
                            <state key="normal" title="Go">
                                <color key="titleColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <state key="highlighted">
                                <color key="titleColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="action"/>
                            </userDefinedRuntimeAttributes>
                        </button>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="segments">
                            <rect key="frame" x="10" y="360" width="300" height="32"/>
                            <segments>
                                <segment title="One"/>
                                <segment title="Two"/>
                            </segments>
                        </segmentedControl>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="logo" id="logo">
                            <rect key="frame" x="10" y="400" width="60" height="60"/>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
            <resources>
                <image name="logo" width="60" height="60"/>
            </resources>
        </document>
        """

    static let themeJSON = """
        {
          "heading": {"textColor": "#336699", "font": "system-bold 24"},
          "card": {"backgroundColor": "#EEEEEE", "layer.cornerRadius": 12, "layer.borderColor": "#FF0000"},
          "action": {"states": {"normal": {"titleColor": "#111111"}, "highlighted": {"titleColor": "#222222"}}}
        }
        """

    private func views() throws -> [String: PreviewView] {
        let screens = try PreviewFixtures.screens(of: Self.layout, theme: PreviewFixtures.theme(json: Self.themeJSON))
        #expect(screens.count == 1)
        #expect(screens.first?.name == "CardViewController")
        let all = try #require(screens.first).views.flatMap(\.allViews)
        return Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func framesAreInPictureCoordinatesAndHiddenViewsAreLeftOut() throws {
        let views = try views()
        #expect(views["root"]?.frame == PreviewRect(x: 0, y: 0, width: 320, height: 480))
        #expect(views["card"]?.frame == PreviewRect(x: 10, y: 20, width: 300, height: 200))
        // The label's frame is in the card's coordinates: (5, 6) inside (10, 20).
        #expect(views["title"]?.frame == PreviewRect(x: 15, y: 26, width: 290, height: 40))
        #expect(views["hidden"] == nil)
        #expect(views["card"]?.clipsToBounds == true)
        #expect(views["root"]?.clipsToBounds == false)
    }

    @Test func colorsComeFromTheThemedLayoutAndRunTimeValuesFromTheTheme() throws {
        let views = try views()
        let card = try #require(views["card"])
        #expect(card.fill?.hexString == "#EEEEEE")
        // The corner radius and border color only the app sets, from the theme; the border
        // width from the layout's runtime attribute.
        #expect(card.cornerRadius == 12)
        #expect(card.border?.color.hexString == "#FF0000")
        #expect(card.border?.width == 2)
        #expect(card.themeKey == "card")
        #expect(card.themeValues.contains { $0.property == "layer.cornerRadius" && $0.value == "12" })
    }

    @Test func textKeepsItsThemedColorFontAlignmentAndLineCount() throws {
        guard case .text(let text)? = try views()["title"]?.content else {
            Issue.record("the label has no text")
            return
        }
        #expect(text.string == "Hello & welcome")
        #expect(text.color.hexString == "#336699")
        #expect(text.font.pointSize == 24)
        #expect(text.font.weight == 700)
        #expect(text.alignment == .center)
        #expect(text.lineLimit == 2)
    }

    @Test func buttonsShowEachStateInItsThemedColor() throws {
        guard case .button(let states)? = try views()["button"]?.content else {
            Issue.record("the button has no states")
            return
        }
        #expect(states.map(\.state) == ["normal", "highlighted"])
        #expect(states.map { $0.title?.string } == ["Go", "Go"])
        #expect(states.map { $0.title?.color.hexString } == ["#111111", "#222222"])
    }

    @Test func segmentsAndImagePlaceholders() throws {
        let views = try views()
        guard case .segments(let titles, let selected, _, _, _)? = views["segments"]?.content else {
            Issue.record("no segments")
            return
        }
        #expect(titles == ["One", "Two"])
        #expect(selected == 1)
        guard case .image(let image)? = views["logo"]?.content else {
            Issue.record("no image")
            return
        }
        #expect(image.name == "logo")
        #expect(image.png == nil)
        #expect(image.contentMode == "scaleAspectFit")
    }

    @Test func svgEscapesTextAndNamesThePlaceholderAndFontsInTheLegend() throws {
        let screens = try PreviewFixtures.screens(of: Self.layout, theme: PreviewFixtures.theme(json: Self.themeJSON))
        let svg = SVGRenderer(idPrefix: "t").svg(try #require(screens.first))
        #expect(svg.contains(">Hello &amp; welcome</text>"))
        #expect(!svg.contains("Hello & welcome"))
        #expect(svg.contains("Placeholders for images not found with --assets: logo"))
        #expect(svg.contains("Text in Inter (bundled)"))
        // Self-contained: no links to anything outside the file.
        #expect(!svg.contains("href=\"http"))
        #expect(!svg.contains("url(http"))
    }

    @Test func lowContrastIsMarkedOnThePicture() throws {
        let theme = try PreviewFixtures.theme(json: ##"{"heading": {"textColor": "#FAFAFA"}, "card": "#FFFFFF"}"##)
        let result = PreviewBuilder().render(layouts: [("Test.xib", Array(Self.layout.utf8))], themes: [theme])
        #expect(result.contrastFindings.count == 1)
        let picture = try #require(result.pictures.first)
        let title = try #require(picture.screen.views.flatMap(\.allViews).first { $0.id == "title" })
        #expect(title.findings.count == 1)
        #expect(picture.svg.contains("<g class=\"finding\" data-id=\"title\">"))
        #expect(picture.svg.contains("⚠ text color #FAFAFA on background #FFFFFF"))
    }

    @Test func navigationBarsShowTheirRootControllersTitleAndButtonsInTheThemedTint() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="bar"/>
                                    </userDefinedRuntimeAttributes>
                                </navigationBar>
                                <connections>
                                    <segue destination="root" kind="relationship" relationship="rootViewController" id="g1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="root" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Inbox" id="item">
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let theme = try PreviewFixtures.theme(json: ##"{"bar": {"barTintColor": "#202020", "tintColor": "#FFCC00"}}"##)
        let screens = try PreviewFixtures.screens(of: storyboard, theme: theme, path: "Nav.storyboard")
        #expect(screens.map(\.name) == ["navigationController"])
        // The bar last, over its backdrop: its color reaches up behind the status bar.
        let bar = try #require(screens.first?.views.last)
        #expect(bar.fill?.hexString == "#202020")
        #expect(screens.first?.views.first?.frame == PreviewRect(x: 0, y: 0, width: 320, height: 20))
        #expect(screens.first?.views.first?.fill?.hexString == "#202020")
        guard case .navigationBar(let title, let leading, let trailing, _) = bar.content else {
            Issue.record("not drawn as a navigation bar")
            return
        }
        #expect(title.string == "Inbox")
        #expect(leading == nil)
        #expect(trailing?.string == "+")
        #expect(trailing?.color.hexString == "#FFCC00")
    }
}
