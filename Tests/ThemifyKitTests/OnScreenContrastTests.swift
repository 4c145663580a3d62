import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// The on-screen model lint judges: what is really behind each text, tagged or not, and
/// backgrounds it cannot know.
@Suite struct OnScreenContrastTests {
    private func lint(_ body: String, theme json: String, linter: Linter = Linter()) throws -> [Diagnostic] {
        linter.lint(layouts: [("Test.xib", Array(Fixtures.xib(body).utf8))], themes: [try Fixtures.theme(json)])
            .filter { $0.rule == LintRule.lowContrast }
    }

    /// A hero image with a white title over it, the image and the title inside a white card.
    private static let hero = """
                        <view contentMode="scaleToFill" id="v-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="hero" id="img-01-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                </imageView>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Summer sale" lineBreakMode="tailTruncation" id="lbl-01-abc">
                                    <rect key="frame" x="16" y="240" width="300" height="34"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                                    \(LintFixture.color("textColor", "#FFFFFF"))
                                    <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("heroTitle", indent: "                                    "))
                                </label>
                            </subviews>
                            \(LintFixture.color("backgroundColor", "#FFFFFF"))
                        </view>
        """

    @Test func whiteTextOverAnImageViewIsNotJudgedUnlessAsked() throws {
        #expect(try lint(Self.hero, theme: ##"{"heroTitle": {"textColor": "#FAFAFA"}}"##).isEmpty, "never a made-up white")
        var asking = Linter()
        asking.reportsUnknownBackgrounds = true
        let reported = try lint(Self.hero, theme: ##"{"heroTitle": {"textColor": "#FAFAFA"}}"##, linter: asking)
        #expect(
            reported.map(\.message) == [
                "text color #FAFAFA is drawn over an image view, whose colors the layout does not tell: its contrast is not known in theme 'test'; WCAG asks 3:1 for 28 pt bold text"
            ])
    }

    @Test func anUntaggedSystemColoredLabelIsJudgedOnTheCardATheDarkens() throws {
        let label = """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Member since 2019" lineBreakMode="tailTruncation" id="lbl-02-abc">
                                    <rect key="frame" x="16" y="100" width="200" height="18"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                </label>
            """
        let body = LintFixture.card(id: "v-01-abc", background: "#FFFFFF", key: "card", subviews: [label])
        #expect(try lint(body, theme: ##"{"card": "#FFFFFF"}"##).isEmpty, "the layout's own colors")
        let warnings = try lint(body, theme: ##"{"card": "#2B3038"}"##)
        #expect(
            warnings.map(\.message) == [
                "text color #35373F on background #2B3038 has a contrast of 1.12:1 in theme 'test'; WCAG asks 4.5:1 for 15 pt text"
            ])
        var all = Linter()
        all.reportsLayoutColors = true
        #expect(try lint(body, theme: ##"{"card": "#FFFFFF"}"##, linter: all).count == 1, "secondaryLabel on white is 3.44:1")
    }

    @Test func anEarlierSiblingThatCoversTheTextIsBehindIt() throws {
        let band = """
                                <view contentMode="scaleToFill" id="v-02-abc">
                                    <rect key="frame" x="0.0" y="90" width="393" height="40"/>
                                    \(LintFixture.color("backgroundColor", "#FFFFFF"))
            \(Fixtures.runtimeTag("band", indent: "                                    "))
                                </view>
            """
        let body = LintFixture.card(
            id: "v-01-abc", background: "#000000",
            subviews: [band, LintFixture.nestedLabel(id: "lbl-01-abc", key: nil, textColor: "#FFFFFF")])
        #expect(try lint(body, theme: ##"{"band": "#000000"}"##).isEmpty)
        #expect(try lint(body, theme: ##"{"band": "#F0F0F0"}"##).count == 1, "white on the band, not on the black card")
    }

    @Test func aViewsAlphaIsComposedIntoItsText() throws {
        let body = LintFixture.card(
            id: "v-01-abc", background: "#FFFFFF", key: "card", subviews: [LintFixture.nestedLabel(id: "lbl-01-abc")]
        )
        .replacingOccurrences(of: #"<label opaque="NO""#, with: #"<label alpha="0.2" opaque="NO""#)
        let warnings = try lint(body, theme: ##"{"text": "#000000", "card": "#FEFEFE"}"##)
        #expect(warnings.first?.message.hasPrefix("text color #CBCBCB on background #FEFEFE") == true, "\(warnings.map(\.message))")
    }

    @Test func theSampleThemesBreakTheContrastTheIssueNames() throws {
        let layouts = try ["Profile.xib", "Main.storyboard"].map {
            ($0, try Fixtures.bytes(Fixtures.sampleLayouts.appendingPathComponent($0)))
        }
        let findings = Linter().lint(layouts: layouts, themes: [try GoldenTests.resolve("metal")]).filter {
            $0.rule == LintRule.lowContrast
        }
        let flagged = Set(findings.compactMap { $0.location.map { "\($0.path):\($0.line.map(String.init) ?? "?")" } })
        // "Member since 2019" and "Zürich · München" on the themed card, "Push notifications" on
        // the near-black screen.
        #expect(flagged == ["Profile.xib:84", "Profile.xib:90", "Main.storyboard:77"], "\(findings.map(\.description))")
        #expect(findings.allSatisfy { !$0.message.contains("appearance") }, "metal is a light theme: light alone is judged")
    }

    /// A macOS window with a themed box ("card") drawn before the text field ("k") it lies behind;
    /// `title` is the box's title position (`noTitle` leaves the field the one text).
    private static func macCardAndField(title: String = "noTitle") -> (String, [UInt8]) {
        let box = """
            <box boxType="custom" borderType="none" title="Card" titlePosition="\(title)" id="box-01-abc">
                <rect key="frame" x="0.0" y="150" width="480" height="100"/>
                <view key="contentView" id="bcv-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="100"/>
                </view>
                <color key="fillColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>
                \(AppKitThemingTests.tag("card"))
            </box>
            """
        return ("Mac.xib", Array(AppKitThemingTests.macXib(box + "\n" + AppKitThemingTests.textField).utf8))
    }

    /// macOS: a text field's catalog color (`labelColor`, 85% black in light Aqua) on the window's
    /// background, and on a themed box drawn before it.
    @Test func aMacOSTextFieldIsJudgedOnTheBoxBehindIt() throws {
        let layout = Self.macCardAndField()
        func findings(_ json: String) throws -> [Diagnostic] {
            Linter().lint(layouts: [layout], themes: [try Fixtures.theme(json)]).filter { $0.rule == LintRule.lowContrast }
        }
        #expect(try findings(##"{"card": {"fillColor": "#FFFFFF"}, "k": {"textColor": "#333333"}}"##).isEmpty)
        let warnings = try findings(##"{"card": {"fillColor": "#202020"}, "k": {"textColor": "#333333"}}"##)
        #expect(
            warnings.map(\.message) == [
                "text color #333333 on background #202020 has a contrast of 1.29:1 in theme 'test'; WCAG asks 4.5:1 for 11 pt text"
            ])
    }

    /// A macOS layout's `labelColor` is NSColor's (85% black in light Aqua), not UIKit's opaque
    /// black: on a #777777 box, black passes 4.5:1 (4.68:1) and AppKit's label color does not.
    @Test func aMacOSCatalogColorIsAppKitsNotUIKitsOfTheSameName() throws {
        let layout = Self.macCardAndField()
        let theme = try Fixtures.theme(##"{"card": {"fillColor": "#777777"}, "k": {"textColor": "system:labelColor"}}"##)
        let warnings = Linter().lint(layouts: [layout], themes: [theme]).filter { $0.rule == LintRule.lowContrast }
        #expect(warnings.count == 1, "\(warnings.map(\.description))")
        #expect(warnings.allSatisfy { $0.message.contains("on background #777777") }, "\(warnings.map(\.message))")
    }

    /// A box's title is text AppKit draws on the box itself: judged on the box's fill.
    @Test func aBoxTitleIsJudgedOnTheBoxItSitsOn() throws {
        let layout = Self.macCardAndField(title: "atTop")
        let theme = try Fixtures.theme(##"{"card": {"fillColor": "#202020"}, "k": {"textColor": "#FFFFFF"}}"##)
        let warnings = Linter().lint(layouts: [layout], themes: [theme]).filter { $0.rule == LintRule.lowContrast }
        #expect(warnings.count == 1, "\(warnings.map(\.description))")
        #expect(
            warnings.allSatisfy { $0.location?.line == 17 && $0.message.contains("on background #202020") },
            "\(warnings.map(\.description))")
    }

    /// Dark Aqua: a theme that keeps a card light in dark leaves AppKit's dark `labelColor`
    /// (85% white) unreadable on it, which only the dark appearance shows.
    @Test func aMacOSLayoutIsJudgedInDarkAquaToo() throws {
        let layout = Self.macCardAndField()
        let theme = try Fixtures.theme(##"{"card": {"fillColor": {"light": "#FFFFFF", "dark": "#EEEEEE"}}}"##)
        let warnings = Linter().lint(layouts: [layout], themes: [theme]).filter { $0.rule == LintRule.lowContrast }
        #expect(warnings.count == 1, "\(warnings.map(\.description))")
        #expect(
            warnings.allSatisfy { $0.message.contains("dark") && $0.message.contains("on background #EEEEEE") },
            "\(warnings.map(\.message))")
    }

    /// A tall bar that prefers large titles shows only its large title, judged in the large
    /// title's attributes on the bar; a standard bar's title in the title's.
    @Test func aLargeTitleIsJudgedInItsOwnAttributesOnTheBar() throws {
        let bar = """
                            <navigationBar contentMode="scaleToFill" largeTitles="YES" id="nav-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="96"/>
            \(Fixtures.runtimeTag("bar", indent: "                                "))
                            </navigationBar>
            """
        let theme =
            ##"{"bar": {"barTintColor": "#202020", "titleTextAttributes": {"textColor": "#FFFFFF"}, "largeTitleTextAttributes": {"textColor": "#404040"}}}"##
        let found = try lint(bar, theme: theme).map(\.message)
        #expect(
            found == [
                "text color #404040 on background #202020 has a contrast of 1.57:1 in theme 'test'; WCAG asks 3:1 for 34 pt bold text"
            ], "\(found)")
        let standard = bar.replacingOccurrences(of: #"height="96""#, with: #"height="44""#)
        #expect(try lint(standard, theme: theme).isEmpty, "a 44-point bar shows its white standard title")
    }

    @Test func everyRoleIsACatalogProperty() {
        for role in PropertyRole.allCases {
            #expect(PropertyCatalog.property(named: role.propertyName) != nil, "\(role)")
        }
    }
}
