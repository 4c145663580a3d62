import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// A new child lands where Xcode writes it, by the corpus's pairwise order (issue 13.4). The
/// corpus oracles check every pair the files show; the direct cases at the end pin pairs no file
/// shows on the element itself, which take the order UIView's children have on every element
/// that does show them.
@Suite struct ChildOrderTests {
    /// The lines of `body`, in a document of `toolsVersion`, themed with `theme`.
    static func themedLines(_ body: String, _ theme: String, toolsVersion: String = "22505") throws -> [String] {
        let input = Fixtures.xib(body).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(theme)).output)
        return out.split(separator: "\n").map(String.init)
    }

    @Test func aTextViewsTextColorGoesBeforeItsFont() throws {
        let body = """
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Hi" id="txt-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            \(Fixtures.runtimeTag("body", indent: "                            "))
                            </textView>
            """
        let out = try #require(
            Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"body": {"textColor": "#FF0000"}}"##)).output)
        let lines = out.split(separator: "\n").map(String.init)
        let font = try #require(lines.firstIndex { $0.contains("fontDescription") })
        #expect(lines[font - 1].contains(#"<color key="textColor""#))
    }

    /// A label writes its shadow color before its shadow offset, and both before its runtime
    /// attributes (a public Xcode 13 layout's label holds all three).
    @Test func aLabelsShadowColorGoesBeforeItsShadowOffset() throws {
        let body = """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="or" lineBreakMode="tailTruncation" id="lbl-07-abc">
                                <rect key="frame" x="0.0" y="0.0" width="15" height="19"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                                <size key="shadowOffset" width="1" height="1"/>
            \(Fixtures.runtimeTag("or", indent: "                            "))
                            </label>
            """
        let lines = try Self.themedLines(body, ##"{"or": {"shadowColor": "#00000080"}}"##)
        let offset = try #require(lines.firstIndex { $0.contains(#"key="shadowOffset""#) })
        #expect(lines[offset - 1].contains(#"<color key="shadowColor""#))
        #expect(lines[offset - 2].contains(#"<nil key="highlightedColor"/>"#))
    }

    /// Xcode 7 wrote an `<animations/>` on every view, after its frame and subviews and before
    /// the values it shows (a public tvOS storyboard's activity indicator and image views).
    @Test(arguments: ["activityIndicatorView", "imageView", "view"])
    func anXcode7ViewsNewTintGoesAfterItsAnimations(element: String) throws {
        let body = """
                            <\(element) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="elm-07-abc">
                                <rect key="frame" x="448" y="465" width="64" height="64"/>
                                <animations/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="64" id="cns-07-abc"/>
                                </constraints>
            \(Fixtures.runtimeTag("spinner", indent: "                            "))
                            </\(element)>
            """
        let lines = try Self.themedLines(body, ##"{"spinner": {"tintColor": "#555555"}}"##, toolsVersion: "9060")
        let animations = try #require(lines.firstIndex { $0.hasSuffix("<animations/>") })
        #expect(lines[animations + 1].contains(#"<color key="tintColor""#), "\(element)")
    }

    /// A visual effect view's content view is what it is made of: a new tint goes after it.
    @Test func aVisualEffectViewsTintGoesAfterItsContentView() throws {
        let body = """
                            <visualEffectView opaque="NO" contentMode="scaleToFill" id="vev-07-abc">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vcv-07-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="cns-08-abc"/>
                                </constraints>
                                <blurEffect style="dark"/>
            \(Fixtures.runtimeTag("panel", indent: "                            "))
                            </visualEffectView>
            """
        let lines = try Self.themedLines(body, ##"{"panel": {"tintColor": "#555555"}}"##)
        let constraints = try #require(lines.firstIndex { $0.hasSuffix("<constraints>") })
        #expect(lines[constraints - 1].contains(#"<color key="tintColor""#))
        #expect(lines[constraints - 2].hasSuffix("</view>"))
    }

    /// A collection view's custom layout goes where a flow layout does, after its colors.
    @Test func aCollectionViewsBackgroundGoesBeforeItsCustomLayout() throws {
        let body = """
                            <collectionView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="col-07-abc">
                                <rect key="frame" x="0.0" y="115" width="375" height="552"/>
                                <collectionViewLayout key="collectionViewLayout" id="lay-07-abc" customClass="CenteredFlowLayout" customModule="Example" customModuleProvider="target"/>
                                <cells/>
            \(Fixtures.runtimeTag("grid", indent: "                            "))
                            </collectionView>
            """
        let lines = try Self.themedLines(body, ##"{"grid": {"backgroundColor": "#555555"}}"##)
        let layout = try #require(lines.firstIndex { $0.contains("<collectionViewLayout ") })
        #expect(lines[layout - 1].contains(#"<color key="backgroundColor""#))
    }

    /// A child's place follows its key whatever the value's class: a table's text-field header
    /// and button footer are written where a `<view>` one is, after the table's colors (public
    /// Xcode 6 and Xcode 9 storyboards).
    @Test(arguments: [("textField", "tableHeaderView"), ("button", "tableFooterView")])
    func aTablesHeaderOfAnyClassGoesAfterItsBackground(element: String, key: String) throws {
        let body = """
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-08-abc">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <\(element) key="\(key)" opaque="NO" contentMode="scaleToFill" id="hdr-08-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </\(element)>
                                <prototypes/>
            \(Fixtures.runtimeTag("list", indent: "                            "))
                            </tableView>
            """
        let lines = try Self.themedLines(body, ##"{"list": {"backgroundColor": "#555555"}}"##, toolsVersion: "6254")
        let header = try #require(lines.firstIndex { $0.contains("<\(element) key=") })
        #expect(lines[header - 1].contains(#"<color key="backgroundColor""#))
    }

    /// A macOS cell's font goes before its title, a long `<mutableString>` one as a `<string>`
    /// one (a public Xcode 5 xib), and its colors before a user label too long for an
    /// attribute (a public xib of a recent Xcode).
    @Test func aMacCellsFontGoesBeforeAMutableTitleAndItsColorBeforeAUserLabel() throws {
        let field = """
            <textField verticalHuggingPriority="750" id="txt-08-abc">
                <rect key="frame" x="18" y="69" width="444" height="221"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" id="txc-08-abc">
                    <mutableString key="title">Hi there.

            Donations fund the time.</mutableString>
                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    <string key="userLabel">A note longer than an attribute holds, as Xcode writes it.</string>
                </textFieldCell>
                \(AppKitThemingTests.tag("note"))
            </textField>
            """
        let theme = try Fixtures.theme(##"{"note": {"font": "system 13", "backgroundColor": "catalog:textBackgroundColor"}}"##)
        let out = try #require(Fixtures.themed(AppKitThemingTests.macXib(field), with: theme).output)
        let lines = out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let title = try #require(lines.firstIndex { $0.hasPrefix(#"<mutableString key="title">"#) })
        #expect(lines[title - 1] == #"<font key="font" metaFont="system"/>"#)
        let label = try #require(lines.firstIndex { $0.hasPrefix(#"<string key="userLabel">"#) })
        #expect(lines[label - 1].hasPrefix(#"<color key="backgroundColor" name="textBackgroundColor""#))
    }

    /// A view's content stretch follows its colors (a public Xcode 13 image view's tint).
    @Test func anImageViewsTintGoesBeforeItsContentStretch() throws {
        let body = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill" image="note" id="img-08-abc">
                                <rect key="frame" x="0.0" y="0.0" width="615" height="468"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <rect key="contentStretch" x="0.10000000000000001" y="0.10000000000000001" width="0.80000000000000004" height="0.80000000000000004"/>
            \(Fixtures.runtimeTag("note", indent: "                            "))
                            </imageView>
            """
        let lines = try Self.themedLines(body, ##"{"note": {"tintColor": "#555555"}}"##)
        let stretch = try #require(lines.firstIndex { $0.contains(#"<rect key="contentStretch""#) })
        #expect(lines[stretch - 1].contains(#"<color key="tintColor""#))
    }

    /// An image view's symbol configuration follows its tint (a public Xcode 12 layout's seven
    /// image views with both).
    @Test func anImageViewsTintGoesBeforeItsSymbolConfiguration() throws {
        let body = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="checkmark.circle" catalog="system" id="img-07-abc">
                                <rect key="frame" x="0.0" y="0.0" width="21" height="20"/>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="bold"/>
            \(Fixtures.runtimeTag("check", indent: "                            "))
                            </imageView>
            """
        let lines = try Self.themedLines(body, ##"{"check": {"tintColor": "#555555"}}"##)
        let configuration = try #require(lines.firstIndex { $0.contains("<preferredSymbolConfiguration") })
        #expect(lines[configuration - 1].contains(#"<color key="tintColor""#))
    }

    @Test func aNavigationBarsTintColorGoesBeforeItsBarTint() throws {
        let body = """
                            <navigationBar contentMode="scaleToFill" id="nav-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <color key="barTintColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            \(Fixtures.runtimeTag("bar", indent: "                            "))
                            </navigationBar>
            """
        let out = try #require(
            Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"bar": {"tintColor": "#FF0000"}}"##)).output)
        let lines = out.split(separator: "\n").map(String.init)
        let barTint = try #require(lines.firstIndex { $0.contains(#"key="barTintColor""#) })
        #expect(lines[barTint - 1].contains(#"<color key="tintColor""#))
    }

    @Test(arguments: ["imageView", "label", "stackView", "button"])
    func aNewBackgroundOrTintColorGoesBeforeConstraints(element: String) throws {
        let body = """
                            <\(element) contentMode="scaleToFill" id="elm-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="cns-01-abc"/>
                                </constraints>
            \(Fixtures.runtimeTag("tinted", indent: "                            "))
                            </\(element)>
            """
        let out = try #require(
            Fixtures.themed(Fixtures.xib(body), with: try Fixtures.theme(##"{"tinted": {"backgroundColor": "#FF0000"}}"##)).output)
        let lines = out.split(separator: "\n").map(String.init)
        let constraints = try #require(lines.firstIndex { $0.contains("<constraints>") })
        #expect(lines[constraints - 1].contains(#"<color key="backgroundColor""#), "\(element)")
    }

    /// A view's safe-area guide moved in Xcode 12: older documents write it after the colors
    /// (and constraints), Xcode 12 and later before them, on every kind of view (public layouts
    /// show a table view's `color[backgroundColor] viewLayoutGuide[safeArea]` in Xcode 10 and a
    /// collection view cell's `viewLayoutGuide[safeArea] color[backgroundColor]` in Xcode 12).
    /// Colors precede gesture recognizers in both.
    @Test(arguments: ["view", "collectionViewCell", "tableView", "scrollView"], [("15505", true), ("22505", false)])
    func aViewsBackgroundFollowsItsEraAroundTheSafeAreaGuide(element: String, era: (toolsVersion: String, colorFirst: Bool)) throws {
        let (toolsVersion, colorFirst) = era
        func themed(_ children: String) throws -> [String] {
            let body = """
                                <\(element) contentMode="scaleToFill" id="vw-01-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    \(children)
                \(Fixtures.runtimeTag("card", indent: "                            "))
                                </\(element)>
                """
            let input = Fixtures.xib(body).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
            let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"card": {"backgroundColor": "#FF0000"}}"##)).output)
            return out.split(separator: "\n").map(String.init)
        }
        let withGuide = try themed(#"<viewLayoutGuide key="safeArea" id="sfa-01-abc"/>"#)
        let color = try #require(withGuide.firstIndex { $0.contains(#"<color key="backgroundColor""#) })
        let guide = try #require(withGuide.firstIndex { $0.contains(#"<viewLayoutGuide key="safeArea""#) })
        #expect((color < guide) == colorFirst, "\(element) in \(toolsVersion)")
        let withGestures = try themed("<gestureRecognizers/>")
        let gestureColor = try #require(withGestures.firstIndex { $0.contains(#"<color key="backgroundColor""#) })
        let gestures = try #require(withGestures.firstIndex { $0.contains("<gestureRecognizers/>") })
        #expect(gestureColor < gestures)
    }

    /// A table view writes its section index background color before the tracking one.
    @Test func aSectionIndexBackgroundGoesBeforeTheTrackingBackground() throws {
        let body = """
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <color key="sectionIndexTrackingBackgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            \(Fixtures.runtimeTag("list", indent: "                            "))
                            </tableView>
            """
        let theme = try Fixtures.theme(##"{"list": {"sectionIndexBackgroundColor": "#00FF00"}}"##)
        let lines = try #require(Fixtures.themed(Fixtures.xib(body), with: theme).output).split(separator: "\n").map(String.init)
        let tracking = try #require(lines.firstIndex { $0.contains("sectionIndexTrackingBackgroundColor") })
        #expect(lines[tracking - 1].contains(#"<color key="sectionIndexBackgroundColor""#))
    }

    /// A macOS date picker cell writes its font first, then its date (`<calendarDate>` in Xcode 5
    /// documents), its colors, and the elements it shows last, as a public Xcode 5 layout shows.
    @Test func aDatePickerCellsFontAndColorsGoAroundItsDateAndElements() throws {
        let body = """
                            <datePicker verticalHuggingPriority="750" id="dtp-01-abc">
                                <rect key="frame" x="20" y="20" width="277" height="148"/>
                                <datePickerCell key="cell" borderStyle="bezel" alignment="left" datePickerStyle="clockAndCalendar" id="dtc-01-abc">
                                    <calendarDate key="date" timeIntervalSinceReferenceDate="-595929600" calendarFormat="%Y-%m-%d %H:%M:%S %z"/>
                                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                    <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES"/>
                                </datePickerCell>
            \(AppKitThemingTests.tag("when"))
                            </datePicker>
            """
        let input = AppKitThemingTests.macXib(body).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"5053\"")
        let theme = try Fixtures.theme(##"{"when": {"font": "system 13", "textColor": "system:controlTextColor"}}"##)
        let lines = try #require(Fixtures.themed(input, with: theme).output).split(separator: "\n").map(String.init)
        let date = try #require(lines.firstIndex { $0.contains("<calendarDate") })
        let elements = try #require(lines.firstIndex { $0.contains("<datePickerElements") })
        #expect(lines[date - 1].contains(#"<font key="font" metaFont="system"/>"#))
        #expect(lines[elements - 1].contains(#"<color key="textColor" name="controlTextColor""#))
    }

    /// A macOS toolbar item's image goes before `autovalidates`, `bordered` and `navigational`
    /// (`toolTip image catalog bordered sizingBehavior`, as a public Xcode 13 layout writes it;
    /// `tag image autovalidates selectable`, as a public Xcode 5 one does).
    @Test(arguments: [
        (
            #"toolTip="Keyboard shortcuts" bordered="YES" sizingBehavior="auto" navigational="YES""#, "symbol:keyboard",
            #"toolTip="Keyboard shortcuts" image="keyboard" catalog="system" bordered="YES" sizingBehavior="auto""#
        ),
        (
            #"tag="1" autovalidates="NO" selectable="YES""#, "NSNetwork",
            #"tag="1" image="NSNetwork" autovalidates="NO" selectable="YES""#
        ),
    ])
    func aToolbarItemsImageGoesBeforeTheAttributesXcodeWritesAfterIt(attributes: String, image: String, written: String) throws {
        let input = AppKitThemingTests.macXib("").replacingOccurrences(
            of: "            <windowStyleMask",
            with: """
                            <toolbar key="toolbar" implicitIdentifier="09D11707-F4A3-4FD5-970E-AC5832E91C2B" displayMode="iconOnly" sizeMode="regular" id="tlb-01-abc">
                                <allowedToolbarItems>
                                    <toolbarItem implicitItemIdentifier="8B5CDC68-CEC0-4C3D-8E0A-AFA4A3BE8BA5" label="Keys" paletteLabel="Keys" \(attributes) id="tbi-01-abc">
                \(AppKitThemingTests.tag("keys"))
                                    </toolbarItem>
                                </allowedToolbarItems>
                            </toolbar>
                            <windowStyleMask
                """)
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"keys": "\##(image)"}"##)).output)
        #expect(out.contains(written))
    }

    /// Xcode 12 and later write `<resources>` after `inferredMetricsTieBreakers`, older
    /// Xcodes before it.
    @Test(arguments: [("15505", true), ("22505", false)])
    func newResourcesFollowTheirEraAroundTheTieBreakers(toolsVersion: String, resourcesFirst: Bool) throws {
        let body = """
                            <imageView contentMode="scaleToFill" id="img-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            \(Fixtures.runtimeTag("icon", indent: "                            "))
                            </imageView>
            """
        let input = Fixtures.xib(body).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
            .replacingOccurrences(
                of: "</document>",
                with:
                    "    <inferredMetricsTieBreakers>\n        <segue reference=\"sgu-01-abc\"/>\n    </inferredMetricsTieBreakers>\n</document>"
            )
        let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"icon": "header"}"##)).output)
        let lines = out.split(separator: "\n").map(String.init)
        let resources = try #require(lines.firstIndex { $0.contains("<resources>") })
        let tieBreakers = try #require(lines.firstIndex { $0.contains("<inferredMetricsTieBreakers>") })
        #expect((resources < tieBreakers) == resourcesFirst)
    }

    /// A child Xcode writes twice takes one place per occurrence: a macOS text view's
    /// insertion point color goes between its two `minSize`/`maxSize` pairs.
    @Test func aRepeatedSiblingSortsByItsOccurrence() throws {
        let text = AppKitThemingTests.macXib(
            AppKitThemingTests.textView(
                colors: """
                    <size key="minSize" width="418" height="42"/>
                    <size key="maxSize" width="10000000" height="10000000"/>
                    <size key="minSize" width="418" height="42"/>
                    <size key="maxSize" width="10000000" height="10000000"/>
                    """))
        let out = try #require(
            Fixtures.themed(text, with: try Fixtures.theme(##"{"k": {"insertionPointColor": "system:textColor"}}"##)).output)
        let lines = out.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let color = try #require(lines.firstIndex { $0.hasPrefix(#"<color key="insertionPointColor""#) })
        #expect(lines[color - 1].hasPrefix(#"<size key="maxSize""#) && lines[color - 2].hasPrefix(#"<size key="minSize""#))
        #expect(lines[color + 1].hasPrefix(#"<size key="minSize""#))
    }

    // MARK: - Pairs no file shows on the element itself

    /// An element of an iOS document of Xcode 15 holding children of these signatures, with the
    /// document, which the caller keeps (an element does not keep its parent alive).
    static func element(_ name: String, holding children: [(name: String, key: String?)]) -> (
        document: MarkupElement, element: MarkupElement
    ) {
        let element = MarkupElement(name, [MarkupAttribute("id", "abc-12-xyz")])
        for (child, key) in children { element.append(MarkupElement(child, key.map { [MarkupAttribute("key", $0)] } ?? [])) }
        let document = MarkupElement(
            "document", [MarkupAttribute("toolsVersion", "22505"), MarkupAttribute("targetRuntime", "iOS.CocoaTouch")], children: [element])
        return (document, element)
    }

    static func index(of child: String, key: String, in element: MarkupElement) -> Int {
        ChildOrder.insertionIndex(for: MarkupElement(child, [MarkupAttribute("key", key)]), in: element)
    }

    @Test(arguments: ["label", "imageView"])
    func aLabelsOrImageViewsColorsGoBeforeItsAccessibility(element name: String) {
        let (document, element) = Self.element(
            name, holding: [("rect", "frame"), ("accessibility", "accessibilityConfiguration"), ("constraints", nil)])
        #expect(Self.index(of: "color", key: "backgroundColor", in: element) == 1)
        #expect(Self.index(of: "color", key: "tintColor", in: element) == 1)
        element.insert(MarkupElement("color", [MarkupAttribute("key", "backgroundColor")]), at: 1)
        #expect(Self.index(of: "color", key: "tintColor", in: element) == 2, "after the background color")
        withExtendedLifetime(document) {}
    }

    /// A child goes just after the last sibling Xcode writes before it, ahead of siblings the
    /// lists do not know: a tab bar's background before its `selectedImageTintColor`, as a public
    /// Xcode 13 storyboard writes them, and still before its runtime attributes.
    @Test func aNewChildGoesBeforeUnknownSiblingsThatFollowItsPredecessors() {
        let (document, element) = Self.element(
            "tabBar",
            holding: [
                ("rect", "frame"), ("autoresizingMask", "autoresizingMask"), ("color", "selectedImageTintColor"),
                ("userDefinedRuntimeAttributes", nil),
            ])
        #expect(Self.index(of: "color", key: "backgroundColor", in: element) == 2)
        withExtendedLifetime(document) {}
    }

    @Test func aLabelsTextColorStaysWithItsFontAfterItsAccessibility() {
        let (document, element) = Self.element(
            "label", holding: [("rect", "frame"), ("accessibility", "accessibilityConfiguration"), ("fontDescription", "fontDescription")])
        #expect(Self.index(of: "color", key: "textColor", in: element) == 3)
        withExtendedLifetime(document) {}
    }

    /// A button writes its tint with its states, after its accessibility (14 of 14 buttons).
    @Test func aButtonsTintStillFollowsItsAccessibility() {
        let (document, element) = Self.element(
            "button", holding: [("rect", "frame"), ("accessibility", "accessibilityConfiguration"), ("constraints", nil)])
        #expect(Self.index(of: "color", key: "backgroundColor", in: element) == 1)
        #expect(Self.index(of: "color", key: "tintColor", in: element) == 3)
        withExtendedLifetime(document) {}
    }

    /// UIView's background color follows the frame and mask on every element, controls and
    /// bars included, before their constraints and their own colors.
    @Test(arguments: ["switch", "slider", "segmentedControl", "progressView", "pageControl", "activityIndicatorView", "navigationBar"])
    func aControlsOrBarsBackgroundFollowsItsFrameAndMask(element name: String) {
        let (document, element) = Self.element(
            name, holding: [("rect", "frame"), ("autoresizingMask", "autoresizingMask"), ("color", "tintColor"), ("constraints", nil)])
        #expect(Self.index(of: "color", key: "backgroundColor", in: element) == 2)
        withExtendedLifetime(document) {}
    }
}
