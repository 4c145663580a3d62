import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// Views composed as UIKit composes them (alpha into the subtree, hidden subtrees left out),
/// container scenes drawn whole, and SF Symbols drawn as system symbols.
@Suite struct CompositionTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/>
                                <segue destination="second" kind="relationship" relationship="viewControllers" id="g2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" id="ti1"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <color key="barTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="g3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" alpha="0.10000000000000001" text="Faint" id="faint">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    </label>
                                    <view hidden="YES" contentMode="scaleToFill" id="hiddenBox">
                                        <rect key="frame" x="20" y="200" width="100" height="100"/>
                                        <subviews>
                                            <label opaque="NO" text="Inside hidden" id="insideHidden">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="gearshape" catalog="system" id="gear">
                                        <rect key="frame" x="20" y="320" width="40" height="40"/>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="star">
                                        <rect key="frame" x="80" y="320" width="40" height="40"/>
                                        <state key="normal" image="star.fill"/>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Home" id="item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="second" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Second" id="ti2"/>
                            <view key="view" contentMode="scaleToFill" id="secondView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="star.fill" catalog="system" width="128" height="116"/>
            </resources>
        </document>
        """

    static func screens() throws -> [PreviewScreen] {
        try PreviewFixtures.screens(of: storyboard, theme: PreviewFixtures.theme(json: "{}"), path: "Main.storyboard")
    }

    @Test func alphaFadesTheSubtreeAndHiddenViewsAreNotDrawn() throws {
        let home = try #require(try Self.screens().first { $0.objectID == "s3" })
        let svg = SVGRenderer(idPrefix: "t").svg(home)
        #expect(
            svg.contains("data-id=\"faint\"") && svg.range(of: #"data-id="faint"[^>]*opacity="0.1">"#, options: .regularExpression) != nil)
        #expect(!svg.contains("hiddenBox") && !svg.contains("Inside hidden"))
    }

    @Test func aNavigationControllerIsDrawnWithItsRootsContentAndNoBand() throws {
        let nav = try #require(try Self.screens().first { $0.objectID == "s2" })
        let ids = nav.views.map(\.id)
        #expect(ids == ["homeView", "navbar-status-bar", "navbar"])
        #expect(nav.size.height == 667)
        let backdrop = nav.views[1]
        #expect(backdrop.frame == PreviewRect(x: 0, y: 0, width: 375, height: 20))
        #expect(backdrop.fill == SRGBColor(red: 0, green: 0, blue: 1))
        guard case .navigationBar(let title, _, _, _) = nav.views[2].content else {
            Issue.record("no navigation bar")
            return
        }
        #expect(title.string == "Home")
    }

    /// A bar that prefers large titles and is laid out tall enough shows its title large and
    /// leading-aligned below its buttons, in the large title attributes; a 44-point bar keeps
    /// its standard title even when it prefers large ones.
    @Test func aTallBarThatPrefersLargeTitlesShowsItsTitleLargeInItsAttributes() throws {
        let tall = Self.storyboard
            .replacingOccurrences(
                of: #"contentMode="scaleToFill" id="navbar">"#, with: #"contentMode="scaleToFill" largeTitles="YES" id="navbar">"#
            )
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
                with: #"<rect key="frame" x="0.0" y="20" width="375" height="96"/>"#
                    + #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="bar"/></userDefinedRuntimeAttributes>"#
            )
        #expect(tall != Self.storyboard)
        let theme = try PreviewFixtures.theme(
            json: ##"{"bar": {"largeTitleTextAttributes": {"textColor": "#FF0000", "font": "Avenir-Heavy 34"}}}"##)
        let nav = try #require(try PreviewFixtures.screens(of: tall, theme: theme, path: "Main.storyboard").first { $0.objectID == "s2" })
        let bar = try #require(nav.views.first { $0.id == "navbar" })
        guard case .navigationBar(let title, _, _, let large) = bar.content else {
            Issue.record("no navigation bar")
            return
        }
        #expect(large && title.string == "Home" && title.alignment == .leading)
        #expect(title.color.hexString == "#FF0000" && title.font.name == "Avenir-Heavy 34")

        let standard = try #require(try Self.screens().first { $0.objectID == "s2" }.flatMap { $0.views.first { $0.id == "navbar" } })
        guard case .navigationBar(let standardTitle, _, _, let standardIsLarge) = standard.content else {
            Issue.record("no navigation bar")
            return
        }
        #expect(!standardIsLarge && standardTitle.alignment == .center && standardTitle.font.name == "system-semibold 17")
    }

    @Test func aTabBarControllerShowsItsFirstTabAboveItsBar() throws {
        let tabs = try #require(try Self.screens().first { $0.objectID == "s1" })
        #expect(tabs.views.map(\.id) == ["homeView", "navbar-status-bar", "navbar", "tabbar"])
        // Recorded at the top, drawn at the bottom, as UIKit places it.
        #expect(tabs.views[3].frame == PreviewRect(x: 0, y: 667 - 49, width: 375, height: 49))
        guard case .bar(let items) = tabs.views[3].content else {
            Issue.record("no tab bar")
            return
        }
        #expect(items.map(\.string) == ["Home", "Second"])
    }

    @Test func sfSymbolsAreSystemSymbolsNotMissingAssets() throws {
        let home = try #require(try Self.screens().first { $0.objectID == "s3" })
        let svg = SVGRenderer(idPrefix: "t").svg(home)
        #expect(svg.contains("data-symbol=\"gearshape\"") && svg.contains("data-symbol=\"star.fill\""))
        #expect(svg.contains("SF Symbol gearshape (a system symbol: the system draws it, no asset holds it)"))
        let legend = try #require(svg.components(separatedBy: "class=\"legend\"").last)
        #expect(legend.contains("System symbols, drawn by the system (marked by name): gearshape,"))
        #expect(legend.contains("star.fill</text>"))
        #expect(!svg.contains("Placeholders for images not found"))
    }

    /// A slider's end images are drawn at its ends, its track between them, whether the layout
    /// holds them or the theme sets them.
    @Test func aSlidersEndImagesFlankItsTrack() throws {
        let layout = PreviewFixtures.storyboard(
            subviews: """
                                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" minimumValueImage="speaker" catalog="system" id="volume">
                                            <rect key="frame" x="20" y="100" width="335" height="31"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="volume"/>
                                            </userDefinedRuntimeAttributes>
                                        </slider>
                """)
        func svg(theme json: String) throws -> String {
            let screen = try #require(
                try PreviewFixtures.screens(of: layout, theme: PreviewFixtures.theme(json: json), path: "Main.storyboard").first)
            return SVGRenderer(idPrefix: "t").svg(screen)
        }
        let asLaidOut = try svg(theme: "{}")
        #expect(asLaidOut.contains("data-symbol=\"speaker\""))
        // The track starts after the 23-point image and 8 points of space, inset 2: x = 20 + 23 + 8 + 2.
        #expect(asLaidOut.contains(#"<rect x="53" y="113.5" width="#))

        let themed = try svg(theme: #"{"volume": {"maximumValueImage": "symbol:speaker.wave.3"}}"#)
        #expect(themed.contains("data-symbol=\"speaker\"") && themed.contains("data-symbol=\"speaker.wave.3\""))
        let legend = try #require(themed.components(separatedBy: "class=\"legend\"").last)
        #expect(legend.contains("System symbols, drawn by the system (marked by name): speaker,"))
        #expect(legend.contains("speaker.wave.3</text>"))
        let plain = try svg(theme: #"{"volume": {"minimumValueImage": "default"}}"#)
        #expect(!plain.contains("data-symbol") && plain.contains(#"<rect x="22" y="113.5" width="#))
    }
}
