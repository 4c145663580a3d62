import Testing
import ThemifyModel

@testable import ThemifyKit

/// The themer on small layouts in the forms Xcode writes; each test checks the exact lines.
@Suite struct ThemerTests {
    private let tagged = """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <nil key="highlightedColor"/>
        \(Fixtures.runtimeTag("heading"))
                        </label>
        """

    @Test func plainValueReplacesALabelsTextColorOnItsLineOnly() throws {
        let input = Fixtures.xib(tagged)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": "#FF0099"}"##))
        #expect(diagnostics.isEmpty)
        let out = try #require(output)
        #expect(
            Fixtures.changedLines(input, out) == [
                "                    <color key=\"textColor\" red=\"1\" green=\"0.0\" blue=\"0.59999999999999998\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            ])
        #expect(out.split(separator: "\n").count == input.split(separator: "\n").count)
    }

    @Test func styleInsertsMissingValuesWhereXcodeWouldAndReplacesOthers() throws {
        let input = Fixtures.xib(tagged)
        let theme = try Fixtures.theme(
            ##"{"heading": {"font": "Avenir-Heavy 22", "backgroundColor": "#FFFFFF", "shadowColor": "#00000080"}}"##)
        let out = try #require(Fixtures.themed(input, with: theme).output)
        let lines = out.split(separator: "\n").map(String.init)
        let font = try #require(lines.firstIndex { $0.contains("fontDescription") })
        #expect(
            lines[font]
                == "                    <fontDescription key=\"fontDescription\" name=\"Avenir-Heavy\" family=\"Avenir\" pointSize=\"22\"/>"
        )
        // Xcode writes a label's background color before its font (95 to 0 in the corpus), its
        // text color after it...
        #expect(
            lines[font - 1]
                == "                    <color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        )
        #expect(lines[font + 1].contains("key=\"textColor\""))
        // ...and its shadow color before the runtime attributes, which only connections,
        // variations and the canvas location follow in Xcode's files.
        let runtimeStart = try #require(lines.firstIndex { $0.contains("<userDefinedRuntimeAttributes>") })
        #expect(
            lines[runtimeStart - 1]
                == "                    <color key=\"shadowColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"0.50196078431372548\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        )
    }

    @Test func nilPlaceholderIsReplacedInPlace() throws {
        let input = Fixtures.xib(tagged)
        let out = try #require(
            Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"highlightedTextColor": "#FFFFFF"}}"##)).output)
        #expect(!out.contains("<nil key=\"highlightedColor\"/>"))
        #expect(
            Fixtures.changedLines(input, out) == [
                "                    <color key=\"highlightedColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
            ])
    }

    @Test func imageChangesKeepResourcesInStep() throws {
        let body = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="header_default" translatesAutoresizingMaskIntoConstraints="NO" id="img-01-abc" customClass="ThemeImageView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                <accessibility key="accessibilityConfiguration" label="header"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-02-abc" customClass="ThemeImageView">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                                <accessibility key="accessibilityConfiguration" label="badge"/>
                            </imageView>
            """
        let input = Fixtures.xib(
            body,
            resources:
                "        <image name=\"avatar\" width=\"96\" height=\"96\"/>\n        <image name=\"header_default\" width=\"390\" height=\"220\"/>"
        )
        let out = try #require(
            Fixtures.themed(input, with: try Fixtures.theme(##"{"header": "header_metal", "badge": "badge_gold"}"##)).output)
        #expect(out.contains("contentMode=\"scaleAspectFill\" image=\"header_metal\" translatesAutoresizingMaskIntoConstraints"))
        #expect(out.contains("contentMode=\"scaleToFill\" image=\"badge_gold\" translatesAutoresizingMaskIntoConstraints"))
        #expect(
            out.contains(
                "    <resources>\n        <image name=\"avatar\" width=\"96\" height=\"96\"/>\n        <image name=\"badge_gold\" width=\"40\" height=\"30\"/>\n        <image name=\"header_metal\" width=\"390\" height=\"220\"/>\n    </resources>"
            ))
        #expect(!out.contains("header_default"))
    }

    @Test func resourcesBlockIsCreatedWhenMissing() throws {
        let body = """
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="img-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
            \(Fixtures.runtimeTag("icon", indent: "                            "))
                            </imageView>
            """
        let out = try #require(Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"icon": "star"}"##)).output)
        #expect(
            out.hasSuffix(
                "        </view>\n    </objects>\n    <resources>\n        <image name=\"star\" width=\"24\" height=\"24\"/>\n    </resources>\n</document>\n"
            ))
    }

    /// iOS 15's tint color is a system color Xcode 13 and later offer in every color popup, and
    /// record as the default tint, system blue (a public Xcode 15 storyboard).
    @Test func theTintColorIsASystemColorWithItsEntry() throws {
        let body = """
                            <view contentMode="scaleToFill" id="v-02-abc">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
            \(Fixtures.runtimeTag("accent", indent: "                            "))
                            </view>
            """
        let out = try #require(
            Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"accent": {"backgroundColor": "system:tintColor"}}"##)).output)
        #expect(out.contains(#"<color key="backgroundColor" systemColor="tintColor"/>"#))
        #expect(
            out.contains(
                "        <systemColor name=\"tintColor\">\n            <color red=\"0.0\" green=\"0.47843137254901963\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n        </systemColor>"
            ))
    }

    @Test func replacedSystemColorDropsItsResource() throws {
        let body = """
                            <view contentMode="scaleToFill" id="v-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            \(Fixtures.runtimeTag("card", indent: "                            "))
                            </view>
            """
        let resources =
            "        <systemColor name=\"systemBackgroundColor\">\n            <color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n        </systemColor>"
        let out = try #require(
            Fixtures.themed(Fixtures.xib(body, resources: resources), with: try Fixtures.theme(##"{"card": "#202020"}"##)).output)
        #expect(!out.contains("systemBackgroundColor"))
        #expect(!out.contains("<resources>"))
    }

    @Test func missingKeyWarnsAtTheElementAndLeavesItAlone() throws {
        let input = Fixtures.xib(tagged)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"other": "#FFFFFF"}"##))
        #expect(output == input)
        #expect(
            diagnostics.map(\.description) == ["Test.xib:7:17: warning: theme 'test' has no key 'heading'; the <label> is left as it is"])
    }

    @Test func propertyTheElementCannotTakeIsAWarning() throws {
        let (output, diagnostics) = Fixtures.themed(
            Fixtures.xib(tagged), with: try Fixtures.theme(##"{"heading": {"image": "x", "textColor": "#FFFFFF"}}"##))
        #expect(output?.contains("red=\"1\" green=\"1\" blue=\"1\"") == true)
        #expect(
            diagnostics.map(\.description) == [
                "Test.xib:7:17: warning: <label> cannot take 'image' (key 'heading' in theme 'test'); nothing is written for it"
            ])
    }

    @Test func invalidPlainValueIsAnErrorAtTheThemeLineAndWritesNothing() throws {
        let (output, diagnostics) = Fixtures.themed(Fixtures.xib(tagged), with: try Fixtures.theme("{\n  \"heading\": \"header_metal\"\n}"))
        #expect(output == nil)
        #expect(
            diagnostics.map(\.description) == [
                "test.json:2:14: error: 'header_metal' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME (key 'heading', set as textColor of <label>)",
                "Test.xib:7:17: note: used here",
            ])
    }

    @Test func valuesWithMarkupCharactersAreEscaped() throws {
        let body = """
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="a" id="img-01-abc">
            \(Fixtures.runtimeTag("icon", indent: "                            "))
                            </imageView>
            """
        let out = try #require(Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"icon": "a\"b<c>&d"}"##)).output)
        #expect(out.contains("image=\"a&quot;b&lt;c&gt;&amp;d\""))
        let reparsed = try Layout(path: "x", bytes: Array(out.utf8))
        #expect(reparsed.document.root.subtree().contains { $0.attribute("image") == "a\"b<c>&d" })
    }

    @Test func themingTheVariantAgainChangesNothing() throws {
        let theme = try Fixtures.theme(##"{"heading": {"font": "system-semibold 15", "textColor": "#123456", "backgroundColor": "#FFF"}}"##)
        let once = try #require(Fixtures.themed(Fixtures.xib(tagged), with: theme).output)
        let twice = Themer().theme(Array(once.utf8), path: "Test.xib", with: theme)
        #expect(twice.output == Array(once.utf8))
        #expect(twice.changedProperties == 0)
        #expect(twice.themedElements == 1)
    }
}
