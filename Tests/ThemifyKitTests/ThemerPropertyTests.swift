import Testing
import ThemifyModel

@testable import ThemifyKit

/// The themer on each kind of property place: button states, configuration buttons, attributed
/// text, segments, bars and their appearance blocks, system and asset colors, appearance rules.
@Suite struct ThemerPropertyTests {
    private func themed(_ body: String, _ theme: String, resources: String = "") throws -> (String, [Diagnostic]) {
        let (output, diagnostics) = Fixtures.themed(Fixtures.xib(body, resources: resources), with: try Fixtures.theme(theme))
        return (try #require(output, "\(diagnostics)"), diagnostics)
    }

    /// Lines with their indentation dropped: these tests check content and order; indentation
    /// is checked by the serializer's tests and the golden files.
    private func flat(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    private let button = """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="btn-01-abc">
                            <rect key="frame" x="16" y="100" width="120" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" title="Save">
                                <color key="titleColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </state>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="primaryButton"/>
                            </userDefinedRuntimeAttributes>
                        </button>
        """

    @Test func buttonStatesAreSetAndCreatedWhereXcodeWritesThem() throws {
        let (out, diagnostics) = try themed(
            button,
            ##"{"primaryButton": {"titleColor": "#FFFFFF", "image": "star", "states": {"highlighted": {"titleColor": "#CCCCCC"}, "disabled": {"titleColor": "#888888", "backgroundImage": "dim"}}}}"##
        )
        #expect(diagnostics.isEmpty)
        #expect(
            flat(out).contains(
                flat(
                    """
                                    <state key="normal" title="Save" image="star">
                                        <color key="titleColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <state key="disabled" backgroundImage="dim">
                                        <color key="titleColor" red="0.53333333333333333" green="0.53333333333333333" blue="0.53333333333333333" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <state key="highlighted">
                                        <color key="titleColor" red="0.80000000000000004" green="0.80000000000000004" blue="0.80000000000000004" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </state>
                                    <userDefinedRuntimeAttributes>
                    """)))
    }

    /// tvOS draws a button under the focus in its `focused` state, which Xcode writes after the
    /// highlighted one (a public tvOS storyboard's button has both).
    @Test func aFocusedStateIsWrittenAfterTheHighlightedOne() throws {
        let (out, diagnostics) = try themed(
            button, ##"{"primaryButton": {"states": {"focused": {"titleColor": "#555555"}, "highlighted": {"titleColor": "#CCCCCC"}}}}"##)
        #expect(diagnostics.isEmpty)
        let lines = flat(out).split(separator: "\n").map(String.init)
        let highlighted = try #require(lines.firstIndex(of: #"<state key="highlighted">"#))
        #expect(lines[highlighted + 3] == #"<state key="focused">"#)
        #expect(lines[highlighted + 4].hasPrefix(#"<color key="titleColor" red="0.33333333333333331""#))
    }

    @Test func configurationButtonsTakeTheirOwnProperties() throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-02-abc">
                                <rect key="frame" x="16" y="100" width="120" height="44"/>
                                <buttonConfiguration key="configuration" style="filled" image="paperplane" title="Send">
                                    <color key="baseBackgroundColor" systemColor="systemBlueColor"/>
                                </buttonConfiguration>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="send"/>
                                </userDefinedRuntimeAttributes>
                            </button>
            """
        let (out, diagnostics) = try themed(
            body,
            ##"{"send": {"baseBackgroundColor": "#FF2D55", "baseForegroundColor": "#FFFFFF", "image": "paperplane.fill", "titleColor": "#000000"}}"##
        )
        #expect(
            flat(out).contains(
                "<buttonConfiguration key=\"configuration\" style=\"filled\" image=\"paperplane.fill\" title=\"Send\">\n<color key=\"baseForegroundColor\" red=\"1\""
            ))
        #expect(out.contains("<color key=\"baseBackgroundColor\" red=\"1\" green=\"0.17647058823529413\""))
        // The warning says which builds of a button take a title color.
        #expect(
            diagnostics.map(\.message) == [
                "<button> cannot take 'titleColor' (key 'send' in theme 'test'): it takes it only with <attributedString key=\"attributedTitle\"> in the state, or without <buttonConfiguration key=\"configuration\"> (this one takes 'baseForegroundColor' instead); nothing is written for it"
            ])
    }

    /// A configuration's SF Symbol is marked right after its image, before its title, as
    /// Xcode writes `style image catalog title` (a public Xcode 13 storyboard); a new image goes
    /// before the title too.
    @Test(arguments: [#" image="paperplane""#, ""])
    func aConfigurationsSymbolMarkGoesBeforeItsTitle(image: String) throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-03-abc">
                                <rect key="frame" x="16" y="100" width="120" height="44"/>
                                <buttonConfiguration key="configuration" style="plain"\(image) title="Send" buttonSize="large"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="send"/>
                                </userDefinedRuntimeAttributes>
                            </button>
            """
        let (out, _) = try themed(body, ##"{"send": {"image": "symbol:paperplane.fill"}}"##)
        #expect(
            out.contains(
                #"<buttonConfiguration key="configuration" style="plain" image="paperplane.fill" catalog="system" title="Send" buttonSize="large"/>"#
            ))
    }

    @Test func attributedTextGetsColorAndFontInEveryFragment() throws {
        let body = """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" id="lbl-02-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <attributedString key="attributedText">
                                    <fragment content="Hello ">
                                        <attributes>
                                            <color key="NSColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <font key="NSFont" metaFont="system" size="17"/>
                                        </attributes>
                                    </fragment>
                                    <fragment content="world">
                                        <attributes>
                                            <font key="NSFont" metaFont="system" size="17"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("banner", indent: "                            "))
                            </label>
            """
        let (out, _) = try themed(body, ##"{"banner": {"textColor": "#FF0000", "font": "Avenir-Heavy 20"}}"##)
        #expect(out.components(separatedBy: "<color key=\"NSColor\" red=\"1\" green=\"0.0\" blue=\"0.0\"").count == 3)
        #expect(out.components(separatedBy: "<font key=\"NSFont\" size=\"20\" name=\"Avenir-Heavy\"/>").count == 3)
        #expect(!out.contains("<color key=\"textColor\""))
        let (_, problems) = Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"banner": {"font": "system-semibold 15"}}"##))
        #expect(problems.first?.message.hasPrefix("attributed text records only") == true)
    }

    @Test func segmentImagesGoOnePerSegment() throws {
        let body = """
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="32"/>
                                <segments>
                                    <segment title="One"/>
                                    <segment title="Two" image="old"/>
                                </segments>
            \(Fixtures.runtimeTag("tabs", indent: "                            "))
                            </segmentedControl>
            """
        let (out, diagnostics) = try themed(
            body, ##"{"tabs": {"segmentImages": ["a", "b", "c"], "selectedSegmentTintColor": "system:systemPinkColor"}}"##,
            resources: "        <image name=\"old\" width=\"20\" height=\"20\"/>")
        #expect(flat(out).contains("<segment title=\"One\" image=\"a\"/>\n<segment title=\"Two\" image=\"b\"/>"))
        #expect(out.contains("<color key=\"selectedSegmentTintColor\" systemColor=\"systemPinkColor\"/>"))
        #expect(
            out.contains(
                "        <image name=\"a\" width=\"200\" height=\"32\"/>\n        <image name=\"b\" width=\"20\" height=\"20\"/>\n        <systemColor name=\"systemPinkColor\">"
            ))
        #expect(!out.contains("name=\"old\""))
        #expect(
            diagnostics.map(\.message) == [
                "segmentImages lists 1 more image(s) than the <segmentedControl> has segments; the extra ones are not used"
            ])
    }

    @Test func systemColorsBringTheirResourceAndCapability() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <view contentMode="scaleToFill" id="v-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            \(Fixtures.runtimeTag("screen", indent: "                "))
                    </view>
                </objects>
            </document>

            """
        let theme = try Fixtures.theme(
            ##"{"screen": {"backgroundColor": "system:systemGroupedBackgroundColor", "tintColor": "asset:Brand"}}"##)
        let assets = AssetCatalog(colors: ["Brand": SRGBColor(bytes: 255, 0, 128)])
        let result = Themer(assets: assets).theme(Array(text.utf8), path: "T.xib", with: theme)
        let out = String(decoding: try #require(result.output), as: UTF8.self)
        #expect(
            flat(out).contains(
                flat(
                    """
                            <capability name="Named colors" minToolsVersion="9.0"/>
                            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                            <capability name="System colors in document resources" minToolsVersion="11.0"/>
                            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                    """)))
        #expect(
            flat(out).contains(
                flat(
                    """
                        <resources>
                            <namedColor name="Brand">
                                <color red="1" green="0.0" blue="0.50196078431372548" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemGroupedBackgroundColor">
                                <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </systemColor>
                        </resources>
                    """)))
        let unknownAsset = Themer().theme(Array(text.utf8), path: "T.xib", with: theme)
        #expect(unknownAsset.output != nil)
        #expect(unknownAsset.diagnostics.first?.message.hasPrefix("asset color 'Brand' is not in the asset catalogs") == true)
    }

    /// iOS 11's large titles keep their own attributes, after the title's, in the bar and in
    /// each of its iOS 13 appearances; a reset takes the block out with its last value.
    @Test func largeTitleAttributesFollowTheTitlesInTheBarAndItsAppearances() throws {
        let body = """
                            <navigationBar contentMode="scaleToFill" largeTitles="YES" id="nav-01-abc">
                                <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <navigationBarAppearance key="standardAppearance">
                                    <textAttributes key="titleTextAttributes">
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </textAttributes>
                                </navigationBarAppearance>
                                <textAttributes key="titleTextAttributes">
                                    <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </textAttributes>
            \(Fixtures.runtimeTag("bar", indent: "                            "))
                            </navigationBar>
            """
        let (out, diagnostics) = try themed(
            body, ##"{"bar": {"largeTitleTextAttributes": {"textColor": "#FFFFFF", "font": "Avenir-Heavy 34"}}}"##)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let large = """
            <textAttributes key="largeTitleTextAttributes">
                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="34"/>
                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textAttributes>
            """
        let title = """
            <textAttributes key="titleTextAttributes">
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </textAttributes>
            """
        #expect(
            flat(out).contains(
                flat("<navigationBarAppearance key=\"standardAppearance\">\n" + title + "\n" + large + "\n</navigationBarAppearance>")))
        #expect(flat(out).contains(flat("</navigationBarAppearance>\n" + title + "\n" + large + "\n<userDefinedRuntimeAttributes>")))

        let reset = Fixtures.themed(
            out, with: try Fixtures.theme(##"{"bar": {"largeTitleTextAttributes": {"textColor": "default", "font": "default"}}}"##))
        #expect(reset.output == Fixtures.xib(body), "the reset gives the layout back: \(reset.diagnostics)")
    }

    @Test func navigationBarsReachTheirAppearanceBlocks() throws {
        let body = """
                            <navigationBar contentMode="scaleToFill" id="nav-01-abc">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <navigationBarAppearance key="standardAppearance">
                                    <color key="backgroundColor" systemColor="systemGray4Color"/>
                                </navigationBarAppearance>
                                <navigationBarAppearance key="scrollEdgeAppearance"/>
            \(Fixtures.runtimeTag("bar", indent: "                            "))
                            </navigationBar>
            """
        let (out, _) = try themed(
            body, ##"{"bar": {"barTintColor": "#101010", "titleTextAttributes": {"textColor": "#FFFFFF", "font": "system-bold 17"}}}"##,
            resources:
                "        <systemColor name=\"systemGray4Color\">\n            <color red=\"0.81960784313725488\" green=\"0.81960784313725488\" blue=\"0.83921568627450982\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n        </systemColor>"
        )
        #expect(
            flat(out).contains(
                flat(
                    """
                                        <color key="barTintColor" red="0.062745098039215685" green="0.062745098039215685" blue="0.062745098039215685" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <navigationBarAppearance key="standardAppearance">
                                            <color key="backgroundColor" red="0.062745098039215685" green="0.062745098039215685" blue="0.062745098039215685" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <textAttributes key="titleTextAttributes">
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </textAttributes>
                                        </navigationBarAppearance>
                                        <textAttributes key="titleTextAttributes">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                            <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </textAttributes>
                                        <navigationBarAppearance key="scrollEdgeAppearance">
                                            <color key="backgroundColor" red="0.062745098039215685" green="0.062745098039215685" blue="0.062745098039215685" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <textAttributes key="titleTextAttributes">
                    """)))
        #expect(!out.contains("systemGray4Color"))
    }

    @Test func appearanceRulesApplyByClassAndYieldToOwnKeys() throws {
        let body = """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" id="lbl-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="B" id="lbl-02-abc" customClass="HeadlineLabel">
                                <rect key="frame" x="16" y="130" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="C" id="lbl-03-abc" customClass="HeadlineLabel">
                                <rect key="frame" x="16" y="160" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("special", indent: "                            "))
                            </label>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="img-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                            </imageView>
            """
        let theme =
            ##"{"$appearance": {"UIView": {"tintColor": "#0000FF"}, "UILabel": {"textColor": "#111111", "font": "system 13"}, "HeadlineLabel": {"textColor": "#222222"}}, "special": "#333333"}"##
        let (out, diagnostics) = try themed(body, theme)
        #expect(diagnostics.isEmpty)
        let colors = out.split(separator: "\n").filter { $0.contains("key=\"textColor\"") }.map {
            $0.contains("0.066666666666666666")
                ? "1" : $0.contains("0.13333333333333333") ? "2" : $0.contains("0.20000000000000001") ? "3" : "?"
        }
        #expect(colors == ["1", "2", "3"])
        #expect(out.components(separatedBy: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"13\"/>").count == 4)
        // UIView reaches every view: the root view, the three labels and the image view.
        #expect(out.components(separatedBy: "<color key=\"tintColor\" red=\"0.0\" green=\"0.0\" blue=\"1\"").count == 6)
    }

    @Test func barItemsTakeImages() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc-01-abc" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Feed" image="house" id="tbi-01-abc">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="feedTab"/>
                                    </userDefinedRuntimeAttributes>
                                </tabBarItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="house" catalog="system" width="128" height="106"/>
                </resources>
            </document>

            """
        let theme = try Fixtures.theme(##"{"feedTab": {"image": "house.circle", "selectedImage": "house.fill"}}"##)
        let out = String(decoding: try #require(Themer().theme(Array(text.utf8), path: "T.storyboard", with: theme).output), as: UTF8.self)
        #expect(
            out.contains(
                "<tabBarItem key=\"tabBarItem\" title=\"Feed\" image=\"house.circle\" selectedImage=\"house.fill\" id=\"tbi-01-abc\">"))
        // The selected image has no file here: it is sized like the item's other image.
        #expect(
            out.contains(
                "        <image name=\"house.circle\" width=\"128\" height=\"106\"/>\n        <image name=\"house.fill\" width=\"128\" height=\"106\"/>\n    </resources>"
            ))
    }

    @Test func themeRejectsWhatStylesCannotHold() throws {
        func problems(_ json: String) -> [String] {
            do {
                _ = try Fixtures.theme(json)
                return []
            } catch let error as DiagnosticError {
                return error.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems(##"{"b": {"states": {"pressed": {"titleColor": "#FFF"}}}}"##) == ["unknown button state 'pressed' in style 'b'"])
        #expect(
            problems(##"{"b": {"states": {"highlighted": {"font": "system 12"}}}}"##).first?.hasPrefix("'font' is not a per-state property")
                == true)
        #expect(problems(##"{"b": {"segmentImages": "a"}}"##) == ["'segmentImages' in style 'b' needs an array of image names"])
        #expect(problems(##"{"b": {"textColor": ["#FFF"]}}"##) == ["'textColor' in style 'b' needs a color string"])
        // A color's dictionary is a per-appearance color (README, "Light and dark").
        #expect(
            problems(##"{"b": {"textColor": {"x": "#FFF"}}}"##).first?.hasPrefix("unknown appearance 'x' in a per-appearance color") == true
        )
        #expect(problems(##"{"b": {"font": {"x": "#FFF"}}}"##).first?.hasPrefix("'font' in style 'b' is not a property group") == true)
        #expect(
            problems(##"{"$appearance": {"UILable": {"textColor": "#FFF"}}}"##) == [
                "'UILable' is not a UIKit class themify knows; did you mean 'UILabel'?"
            ])
        #expect(
            problems(##"{"$appearance": {"UILabel": "#FFF"}}"##) == ["appearance rule 'UILabel' takes a style (a dictionary of properties)"]
        )
        #expect(
            problems(##"{"b": {"titleTextAttributes": {"textColor": "system:nope"}}}"##).first?.hasPrefix("unknown system color 'nope'")
                == true)
    }
}

/// Size-class variations keep their own font or color, as Xcode keeps them when the base value
/// is edited (oracle case 169).
@Suite struct SizeClassVariationTests {
    @Test func variationsKeepTheirOwnValues() throws {
        let body = """
                            <label opaque="NO" text="A" id="lbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="17"/>
                                <nil key="highlightedColor"/>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="abc-de-fgh"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <fontDescription key="fontDescription" name="ProximaNova-Semibold" family="Proxima Nova" pointSize="15"/>
                                </variation>
            \(Fixtures.runtimeTag("heading", indent: "                            "))
                            </label>
            """
        let (output, diagnostics) = Fixtures.themed(
            Fixtures.xib(body), with: try Fixtures.theme(##"{"heading": {"font": "Avenir-Heavy 20", "textColor": "#FF0000"}}"##))
        let out = try #require(output)
        #expect(diagnostics.isEmpty)
        #expect(out.contains("<fontDescription key=\"fontDescription\" name=\"Avenir-Heavy\" family=\"Avenir\" pointSize=\"20\"/>"))
        #expect(
            out.contains(
                "<variation key=\"widthClass=compact\">\n                        <fontDescription key=\"fontDescription\" name=\"ProximaNova-Semibold\" family=\"Proxima Nova\" pointSize=\"15\"/>"
            ))
        // A variation without its own text color is left without one.
        #expect(out.components(separatedBy: "key=\"textColor\"").count == 2)
        #expect(
            Themer().theme(
                Array(out.utf8), path: "Test.xib",
                with: try Fixtures.theme(##"{"heading": {"font": "Avenir-Heavy 20", "textColor": "#FF0000"}}"##)
            ).output == Array(out.utf8))
    }
}
