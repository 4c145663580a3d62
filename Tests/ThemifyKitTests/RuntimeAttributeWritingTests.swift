import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Issue 13.8: a theme's `runtimeAttributes` are written as the user-defined runtime attributes
/// Xcode writes, replacing one with the same key path and never the theme key itself.
@Suite struct RuntimeAttributeWritingTests {
    private let card = """
                        <view contentMode="scaleToFill" id="crd-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="card"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                    <real key="value" value="0.20000000000000001"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
        """

    @Test func everyTypeIsWrittenAsXcodeWritesIt() throws {
        let input = Fixtures.xib(card)
        let theme = try Fixtures.theme(
            ##"""
            {"card": {"runtimeAttributes": {
                "layer.cornerRadius": 8, "layer.shadowOpacity": 1, "layer.borderWidth": 0.5, "layer.masksToBounds": true,
                "enabledBackgroundColor": "#FF0000", "placeholderText": "Name", "badge": {"image": "star"},
                "shadowOffset": {"point": [0, 4]}, "itemSize": {"size": [20, 20.5]}, "hitArea": {"rect": [0, 0, 44, 44]}
            }}}
            """##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let out = try #require(output)
        #expect(
            out.contains(
                """
                                        <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="card"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                            <real key="value" value="1"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                            <real key="value" value="0.5"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                        <userDefinedRuntimeAttribute type="color" keyPath="enabledBackgroundColor">
                                            <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="string" keyPath="placeholderText" value="Name"/>
                                        <userDefinedRuntimeAttribute type="image" keyPath="badge" value="star"/>
                                        <userDefinedRuntimeAttribute type="point" keyPath="shadowOffset">
                                            <point key="value" x="0.0" y="4"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="size" keyPath="itemSize">
                                            <size key="value" width="20" height="20.5"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="rect" keyPath="hitArea">
                                            <rect key="value" x="0.0" y="0.0" width="44" height="44"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                """), "\(out)")
        // The image gets its <resources> entry, like any image a layout names.
        #expect(out.contains(#"<image name="star""#))
        #expect(Fixtures.themed(out, with: theme).output == out)
    }

    @Test func aValueAlreadyThereIsLeftAsItIs() throws {
        let input = Fixtures.xib(card)
        let (output, _) = Fixtures.themed(
            input, with: try Fixtures.theme(##"{"card": {"runtimeAttributes": {"layer.cornerRadius": 4.0, "layer.shadowOpacity": 0.2}}}"##))
        #expect(output == input)
    }

    @Test func aViewWithoutABlockGetsOneWhereXcodeWritesIt() throws {
        let body = """
                            <view contentMode="scaleToFill" id="crd-02-abc" customClass="CardView">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <connections>
                                    <outlet property="delegate" destination="-1" id="out-01-abc"/>
                                </connections>
                            </view>
            """
        let input = Fixtures.xib(body)
        let out = try #require(
            Fixtures.themed(
                input, with: try Fixtures.theme(##"{"$appearance": {"CardView": {"runtimeAttributes": {"layer.cornerRadius": 12}}}}"##)
            ).output)
        #expect(
            out.contains(
                """
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="12"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                """), "\(out)")
    }

    /// Interface Builder gives every object of a nib User Defined Runtime Attributes, not only
    /// views: an animation object of the app's own class that a tab bar item holds (a public
    /// storyboard of Ramotion's animated tab bar), a view controller. The theme's go there too;
    /// what only views take still does not.
    @Test func anyObjectOfTheNibTakesThem() throws {
        let input = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                </dependencies>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="screen"/>
                                </userDefinedRuntimeAttributes>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                            <customObject id="Lky-Hp-l9U" customClass="FumeAnimation" customModule="App" customModuleProvider="target">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="tabAnimation"/>
                                </userDefinedRuntimeAttributes>
                            </customObject>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let theme = try Fixtures.theme(
            """
            {"screen": {"runtimeAttributes": {"prefersLargeTitle": true}},
             "tabAnimation": {"runtimeAttributes": {"duration": 0.4, "textSelectedColor": "#007AFF"}, "backgroundColor": "#FFFFFF"}}
            """)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        let out = try #require(output)
        // Compared line by line without indentation: the blocks sit at the objects' depth.
        let lines = out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func holds(_ block: [String]) -> Bool {
            lines.indices.contains { start in Array(lines.dropFirst(start).prefix(block.count)) == block }
        }
        #expect(
            holds([
                #"<userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="screen"/>"#,
                #"<userDefinedRuntimeAttribute type="boolean" keyPath="prefersLargeTitle" value="YES"/>"#,
            ]))
        #expect(
            holds([
                #"<userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="tabAnimation"/>"#,
                #"<userDefinedRuntimeAttribute type="number" keyPath="duration">"#,
                #"<real key="value" value="0.40000000000000002"/>"#,
                "</userDefinedRuntimeAttribute>",
                #"<userDefinedRuntimeAttribute type="color" keyPath="textSelectedColor">"#,
                #"<color key="value" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
                "</userDefinedRuntimeAttribute>",
            ]))
        // A custom object is no view: its background color is the theme's mistake, said.
        #expect(diagnostics.map(\.message).contains { $0.contains("<customObject> cannot take 'backgroundColor'") })
        #expect(!out.contains("key=\"backgroundColor\""))
    }

    @Test func theThemeKeyItselfIsNeverWritten() throws {
        let input = Fixtures.xib(card)
        let theme = try Fixtures.theme("{\n  \"card\": {\"runtimeAttributes\": {\n    \"themeKey\": \"other\"}}\n}")
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(output == input)
        #expect(
            diagnostics.map(\.description) == [
                "test.json:3:17: warning: 'runtimeAttributes.themeKey' would overwrite the theme key itself; nothing is written for it"
            ])
    }

    @Test func aMistypedTypeIsAnErrorAtTheThemesLine() {
        do {
            _ = try Fixtures.theme("{\n  \"card\": {\"runtimeAttributes\": {\n    \"badge\": {\"imgae\": \"star\"}}}\n}")
            Issue.record("a theme with an unknown runtime attribute type loaded")
        } catch let error as DiagnosticError {
            #expect(
                error.diagnostics.first?.description.hasPrefix("test.json:3:14: error: 'badge' in style 'card' needs") == true,
                "\(error.diagnostics.map(\.description))")
            #expect(
                error.diagnostics.first?.description.contains("did you mean 'image'?") == true, "\(error.diagnostics.map(\.description))")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func theLayerGroupStaysARunTimeOnlyProperty() throws {
        let input = Fixtures.xib(card)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"card": {"layer": {"cornerRadius": 20}}}"##))
        #expect(output == input)
        #expect(diagnostics.isEmpty)
    }
}

/// Issue 13.8: a button whose title Interface Builder made attributed keeps its color and font
/// in the title's fragments, in a state or in an iOS 15 configuration.
@Suite struct AttributedButtonTitleTests {
    @Test func aStatesAttributedTitleTakesTheColorAndFontPerFragment() throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" id="btn-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                <state key="normal">
                                    <attributedString key="attributedTitle">
                                        <fragment content="Go">
                                            <attributes>
                                                <color key="NSColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                                <font key="NSFont" size="15" name="HelveticaNeue"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </state>
                                <state key="highlighted" title="Go"/>
            \(Fixtures.runtimeTag("go", indent: "                            "))
                            </button>
            """
        let input = Fixtures.xib(body)
        let theme = try Fixtures.theme(
            ##"{"go": {"titleColor": "#FF0000", "font": "Avenir-Heavy", "states": {"highlighted": {"titleColor": "#00FF00"}}}}"##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let out = try #require(output)
        #expect(
            out.contains(#"<color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        #expect(out.contains(#"<font key="NSFont" size="15" name="Avenir-Heavy"/>"#))
        // The highlighted state's title is plain: its color is a <color key="titleColor">.
        #expect(
            out.contains(
                """
                                    <state key="highlighted" title="Go">
                                        <color key="titleColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                """))
        #expect(Fixtures.themed(out, with: theme).output == out)
    }

    @Test func aConfigurationsAttributedTitleTakesTheFont() throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" id="btn-02-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain">
                                    <attributedString key="attributedTitle">
                                        <fragment content="Link">
                                            <attributes>
                                                <font key="NSFont" metaFont="system" size="14"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </buttonConfiguration>
            \(Fixtures.runtimeTag("link", indent: "                            "))
                            </button>
            """
        let input = Fixtures.xib(body)
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"link": {"font": "system-bold"}}"##)).output)
        #expect(
            Fixtures.changedLines(input, out) == [
                #"                                    <font key="NSFont" metaFont="systemBold" size="14"/>"#
            ])
    }
}
