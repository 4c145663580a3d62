import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport
import ThemifyXML

@testable import ThemifyKit

/// Builders for the authoring tests: elements in the form Xcode writes them, inside `Fixtures.xib`.
private enum AuthoringFixture {
    static func color(_ key: String, _ hex: String) -> String {
        let value = SRGBColor(hex: hex)!
        let (r, g, b, a) = (
            XcodeNumberFormat.component(value.red), XcodeNumberFormat.component(value.green), XcodeNumberFormat.component(value.blue),
            XcodeNumberFormat.component(value.alpha)
        )
        return #"<color key="\#(key)" red="\#(r)" green="\#(g)" blue="\#(b)" alpha="\#(a)" colorSpace="custom" customColorSpace="sRGB"/>"#
    }

    static func label(
        id: String, text: String, textColor: String, key: String? = nil, extra: [String] = [], runtimeAttributes: [String] = []
    ) -> String {
        var lines = [
            #"                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
            #"                    <rect key="frame" x="16" y="100" width="200" height="21"/>"#,
            #"                    <fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
            "                    " + color("textColor", textColor),
            #"                    <nil key="highlightedColor"/>"#,
        ]
        if let key { lines.append(Fixtures.runtimeTag(key, indent: "                    ")) }
        if !runtimeAttributes.isEmpty {
            lines.append("                    <userDefinedRuntimeAttributes>")
            lines += runtimeAttributes.map { "                        " + $0 }
            lines.append("                    </userDefinedRuntimeAttributes>")
        }
        lines += extra.map { "                    " + $0 }
        lines.append("                </label>")
        return lines.joined(separator: "\n")
    }

    static func button(id: String, title: String, background: String) -> String {
        """
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="16" y="200" width="100" height="44"/>
                            \(color("backgroundColor", background))
                            <state key="normal" title="\(title)"/>
                        </button>
        """
    }

    static func view(id: String, background: String?, key: String? = nil) -> String {
        var lines = [
            #"                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
            #"                    <rect key="frame" x="0.0" y="300" width="100" height="44"/>"#,
        ]
        if let background { lines.append("                    " + color("backgroundColor", background)) }
        if let key { lines.append(Fixtures.runtimeTag(key, indent: "                    ")) }
        lines.append("                </view>")
        return lines.joined(separator: "\n")
    }

    static func imageView(id: String, image: String, userLabel: String? = nil, key: String? = nil) -> String {
        var lines = [
            #"                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\#(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"\#(userLabel.map { #" userLabel="\#($0)""# } ?? "")>"#
        ]
        lines.append(#"                    <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>"#)
        if let key { lines.append(Fixtures.runtimeTag(key, indent: "                    ")) }
        lines.append("                </imageView>")
        return lines.joined(separator: "\n")
    }

    static func layout(_ text: String, path: String = "Test.xib") throws -> Layout {
        try Layout(path: path, bytes: Array(text.utf8))
    }

    /// Where the element with `id` starts, as `path:line:column`.
    static func location(ofID id: String, in text: String, path: String = "Test.xib") -> String {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains("id=\"\(id)\""), let start = line.firstIndex(of: "<") else { continue }
            return "\(path):\(index + 1):\(line.distance(from: line.startIndex, to: start) + 1)"
        }
        return "\(path): no element \(id)"
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themify-authoring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

// MARK: - Key inventory

@Suite struct KeyInventoryTests {
    private let text = Fixtures.xib(
        [
            AuthoringFixture.label(id: "lbl-01-abc", text: "Title", textColor: "#111111", key: "heading"),
            AuthoringFixture.label(id: "lbl-02-abc", text: "Subtitle", textColor: "#222222", key: "heading"),
            AuthoringFixture.imageView(id: "img-01-abc", image: "star", key: "icon"),
            AuthoringFixture.view(id: "v-01-abc", background: nil, key: "card"),
            AuthoringFixture.view(id: "v-02-abc", background: "#F2F2F7", key: "screen"),
        ].joined(separator: "\n"))

    @Test func listsEachKeyWithItsElementsPropertyLocationAndValue() throws {
        let inventory = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration())
        #expect(inventory.keys == ["heading", "icon", "card", "screen"])
        let heading = try #require(inventory.uses["heading"])
        #expect(heading.map(\.elementName) == ["label", "label"])
        #expect(heading.map(\.property) == ["textColor", "textColor"])
        #expect(heading.map(\.value) == ["#111111", "#222222"])
        #expect(
            heading.map(\.location.description) == [
                AuthoringFixture.location(ofID: "lbl-01-abc", in: text), AuthoringFixture.location(ofID: "lbl-02-abc", in: text),
            ])
        let icon = try #require(inventory.uses["icon"]?.first)
        #expect((icon.elementName, icon.property, icon.value) == ("imageView", "image", "star"))
        let card = try #require(inventory.uses["card"]?.first)
        #expect((card.elementName, card.property) == ("view", "backgroundColor"))
        #expect(card.value == nil)
        #expect(inventory.uses["screen"]?.first?.value == "#F2F2F7")
    }

    /// `key=value`, or `key={name=value; …}` for a style.
    private func described(_ entry: ThemeFileWriter.Entry) -> String {
        switch entry.value {
        case .plain(let text): return "\(entry.key)=\(text)"
        case .number(let number): return "\(entry.key)=\(number)"
        case .style(let properties): return "\(entry.key)={" + properties.map { "\($0.name)=\($0.value)" }.joined(separator: "; ") + "}"
        }
    }

    /// Every property the views set is in the skeleton (the labels' fonts too, not only their
    /// primary text color), and a key whose view holds UIKit's default background is there
    /// with the value `default`.
    @Test func theSkeletonTakesEveryPropertyAtItsFirstValueAndWarnsAboutDisagreementsAndGaps() throws {
        let inventory = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration())
        let (entries, warnings) = inventory.skeleton()
        #expect(entries.map(described) == ["heading={textColor=#111111; font=system 17}", "icon=star", "card=default", "screen=#F2F2F7"])
        let first = AuthoringFixture.location(ofID: "lbl-01-abc", in: text)
        #expect(
            warnings.map(\.description) == [
                "\(AuthoringFixture.location(ofID: "lbl-02-abc", in: text)): warning: key 'heading' has textColor #222222 here but #111111 at \(first); the skeleton takes #111111"
            ])
    }

    /// A label that holds UIKit's default text color (`<nil key="textColor"/>`, as Xcode 9 on
    /// writes it) beside one that sets a color: the skeleton says `default` for the first, and
    /// the two disagree; a value themify cannot read is never called the default, and the
    /// skeleton says it leaves it out.
    @Test func theDefaultAnElementHoldsIsWrittenAsDefault() throws {
        let text = Fixtures.xib(
            """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="X" lineBreakMode="tailTruncation" id="lbl-05-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("plainLabel", indent: "                            "))
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Y" lineBreakMode="tailTruncation" id="lbl-06-abc">
                                <rect key="frame" x="16" y="130" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <color key="textColor" patternImage="stripes"/>
            \(Fixtures.runtimeTag("patternLabel", indent: "                            "))
                            </label>
            """)
        let (entries, warnings) = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration()).skeleton()
        #expect(entries.map(described) == ["plainLabel={font=system 12; textColor=default}", "patternLabel={font=system 12}"])
        // The pattern is said to be left out, not taken for the default.
        #expect(
            warnings.map(\.description) == [
                "\(AuthoringFixture.location(ofID: "lbl-06-abc", in: text)): warning: key 'patternLabel' sets textColor here in a form no theme value says; the skeleton leaves textColor out, and the layout keeps it"
            ])
    }

    /// A navigation bar's title attributes are in the skeleton with its bar tint, named as a
    /// theme's group members, so a theme made from it can restyle the title.
    @Test func theSkeletonTakesABarsTitleAttributes() throws {
        let text = Fixtures.xib(
            """
                            <navigationBar contentMode="scaleToFill" id="nav-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <color key="barTintColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <textAttributes key="titleTextAttributes">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </textAttributes>
            \(Fixtures.runtimeTag("bar", indent: "                                "))
                            </navigationBar>
            """)
        let (entries, warnings) = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration()).skeleton()
        #expect(
            entries.map(described) == [
                "bar={barTintColor=#000000; titleTextAttributes.textColor=#FFFFFF; titleTextAttributes.font=system-bold 17; backgroundColor=default}"
            ])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A segmented control's images are in the skeleton as the list of its segments' images.
    @Test func theSkeletonTakesASegmentedControlsImagesAsAList() throws {
        let text = Fixtures.xib(
            """
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                                <segments>
                                    <segment title="" image="grid"/>
                                    <segment title="" image="list.bullet" catalog="system"/>
                                </segments>
            \(Fixtures.runtimeTag("filter", indent: "                                "))
                            </segmentedControl>
            """)
        let (entries, warnings) = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration()).skeleton()
        #expect(entries.map(described) == ["filter={segmentImages=[grid, symbol:list.bullet]; backgroundColor=default}"])
        #expect(warnings.isEmpty, "\(warnings)")
        let json = ThemeFileWriter.text(entries, forPath: "default.json")
        let theme = try Fixtures.theme(json)
        let themed = Fixtures.themed(text, with: theme)
        #expect(themed.output == text, "the skeleton reproduces the layout: \(themed.diagnostics)")
    }

    /// A key on a label and on a view: the label's font is not something the view can take,
    /// so the skeleton leaves it out rather than write a property lint would refuse.
    @Test func aPropertyOneOfTheKeysElementsCannotTakeIsLeftOut() throws {
        let text = Fixtures.xib(
            [
                AuthoringFixture.label(id: "lbl-01-abc", text: "Title", textColor: "#111111", key: "mixed"),
                AuthoringFixture.view(id: "v-01-abc", background: "#EEEEEE", key: "mixed"),
            ].joined(separator: "\n"))
        let (entries, warnings) = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration()).skeleton()
        #expect(entries.map(described) == ["mixed={backgroundColor=#EEEEEE}"])
        #expect(
            warnings.map(\.message).sorted() == [
                "key 'mixed' sets font here, which the <view> at \(AuthoringFixture.location(ofID: "v-01-abc", in: text)) cannot take; the skeleton leaves font out",
                "key 'mixed' sets textColor here, which the <view> at \(AuthoringFixture.location(ofID: "v-01-abc", in: text)) cannot take; the skeleton leaves textColor out",
            ])
    }

    /// A value no theme says (a macOS menu font) is named as such and left to the layout; the
    /// values beside it still make the skeleton.
    @Test func aValueNoThemeSaysIsNamedAndLeftToTheLayout() throws {
        let field = AppKitThemingTests.textField.replacingOccurrences(
            of: #"<font key="font" metaFont="smallSystem"/>"#, with: #"<font key="font" metaFont="menu"/>"#)
        let text = AppKitThemingTests.macXib(field)
        let inventory = KeyInventory(layouts: [try AuthoringFixture.layout(text)], tagging: TaggingConfiguration())
        let use = try #require(inventory.uses["k"]?.first)
        #expect(use.unwritable == ["font"])
        #expect(!use.properties.contains { $0.name == "font" })
        let (entries, warnings) = inventory.skeleton()
        #expect(entries.map(described) == ["k={backgroundColor=system:textBackgroundColor; textColor=system:labelColor}"])
        #expect(
            warnings.map(\.message) == [
                "key 'k' sets font here in a form no theme value says; the skeleton leaves font out, and the layout keeps it"
            ])
        // The small system font is one a theme says.
        let plain = KeyInventory(
            layouts: [try AuthoringFixture.layout(AppKitThemingTests.macXib(AppKitThemingTests.textField))], tagging: TaggingConfiguration()
        )
        #expect(plain.uses["k"]?.first?.unwritable == [])
    }

    @Test func keysAcrossLayoutsAndThemeClassesAreListedInOrderOfFirstUse() throws {
        let other = Fixtures.xib(
            """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="X" lineBreakMode="tailTruncation" id="lbl-09-abc" customClass="ThemeLabel">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <accessibility key="accessibilityConfiguration" identifier="caption"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                \(AuthoringFixture.color("textColor", "#666666"))
                                <nil key="highlightedColor"/>
                            </label>
            """ + "\n" + AuthoringFixture.imageView(id: "img-09-abc", image: "moon", key: "icon"))
        let inventory = KeyInventory(
            layouts: [try AuthoringFixture.layout(text, path: "A.xib"), try AuthoringFixture.layout(other, path: "B.xib")],
            tagging: TaggingConfiguration())
        #expect(inventory.keys == ["heading", "icon", "card", "screen", "caption"])
        #expect(inventory.uses["icon"]?.map(\.location.path) == ["A.xib", "B.xib"])
        #expect(inventory.uses["caption"]?.first?.value == "#666666")
    }

    /// The skeleton written as JSON and as a property list loads, and applied to the layouts it
    /// came from changes nothing.
    @Test(arguments: ["json", "plist"])
    func theSkeletonReproducesTheSampleLayouts(format: String) throws {
        let folder = try AuthoringFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Profile.xib", "Main.storyboard"].map { Fixtures.sampleLayouts.appendingPathComponent($0) }
        let inputs = try files.map { (path: $0.path, bytes: try Fixtures.bytes($0)) }
        let layouts = try inputs.map { try Layout(path: $0.path, bytes: $0.bytes) }
        let inventory = KeyInventory(layouts: layouts, tagging: TaggingConfiguration())
        let (entries, warnings) = inventory.skeleton()
        #expect(entries.count >= 5)
        // The one disagreement: Profile's primary button is semibold, Main's bold.
        let disagreements = warnings.filter { $0.message.contains("the skeleton takes") }
        #expect(
            disagreements.map(\.message) == [
                "key 'primaryButton' has font system-bold 17 here but system-semibold 17 at \(files[0].path):132:17; the skeleton takes system-semibold 17"
            ])

        let path = folder.appendingPathComponent("default.\(format)").path
        let text = ThemeFileWriter.text(entries, forPath: path)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: path)
        #expect(theme.keys == entries.map(\.key).sorted())
        for input in inputs {
            let result = Themer().theme(input.bytes, path: input.path, with: theme)
            #expect(!result.hasErrors, "\(result.diagnostics.map(\.description))")
            let settled = disagreements.filter { $0.location?.path == input.path }.count
            #expect((result.output == input.bytes) == (settled == 0), "\(input.path) changed")
            #expect(result.changedProperties == settled)
        }
    }

    /// A button's other states are in the skeleton under `states`, so that a theme made from it
    /// restyles the pressed and disabled button too: a skeleton of the normal state alone, given
    /// to a layout whose button shows another image on press, left that image there.
    @Test func theSkeletonTakesEachControlStatesValues() throws {
        func layout(pressed: String, path: String) throws -> (text: String, layout: Layout) {
            let text = Fixtures.xib(
                """
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-abc">
                                    <rect key="frame" x="16" y="200" width="100" height="44"/>
                                    <state key="normal" title="Go" image="star">
                                        \(AuthoringFixture.color("titleColor", "#111111"))
                                    </state>
                                    <state key="disabled">
                                        \(AuthoringFixture.color("titleColor", "#999999"))
                                    </state>
                                    <state key="highlighted" image="\(pressed)">
                                        \(AuthoringFixture.color("titleColor", "#222222"))
                                    </state>
                \(Fixtures.runtimeTag("go", indent: "                                    "))
                                </button>
                """)
            return (text, try AuthoringFixture.layout(text, path: path))
        }
        let source = try layout(pressed: "star.pressed", path: "A.xib")
        let (entries, warnings) = KeyInventory(layouts: [source.layout], tagging: TaggingConfiguration()).skeleton()
        #expect(
            entries.map(described) == [
                "go={titleColor=#111111; image=star; backgroundColor=default; states.disabled.titleColor=#999999; states.highlighted.titleColor=#222222; states.highlighted.image=star.pressed}"
            ])
        #expect(warnings.isEmpty, "\(warnings)")
        let json = ThemeFileWriter.text(entries, forPath: "default.json")
        #expect(json.contains(##""states": {\##n      "disabled": {\##n        "titleColor": "#999999"\##n      },"##), "\(json)")
        let theme = try Fixtures.theme(json)
        let same = Fixtures.themed(source.text, with: theme)
        #expect(same.output == source.text, "the skeleton reproduces the layout: \(same.diagnostics)")
        let other = try layout(pressed: "moon", path: "B.xib")
        let themed = try #require(Fixtures.themed(other.text, with: theme).output)
        let changed = Fixtures.changedLines(other.text, themed).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(changed.contains(#"<state key="highlighted" image="star.pressed">"#), "\(changed)")
        #expect(!themed.contains("moon"))
    }

    @Test func grayAndNamedValuesReadBackAsThemeStrings() throws {
        let body = """
                            <view contentMode="scaleToFill" id="v-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            \(Fixtures.runtimeTag("gray", indent: "                            "))
                            </view>
                            <view contentMode="scaleToFill" id="v-02-abc">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            \(Fixtures.runtimeTag("system", indent: "                            "))
                            </view>
                            <view contentMode="scaleToFill" id="v-03-abc">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" name="Brand"/>
            \(Fixtures.runtimeTag("brand", indent: "                            "))
                            </view>
                            <view contentMode="scaleToFill" id="v-04-abc">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
            \(Fixtures.runtimeTag("legacy", indent: "                            "))
                            </view>
                            <view contentMode="scaleToFill" id="v-05-abc">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" systemColor="viewFlipsideBackgroundColor"/>
            \(Fixtures.runtimeTag("flipside", indent: "                            "))
                            </view>
            """
        let inventory = KeyInventory(layouts: [try AuthoringFixture.layout(Fixtures.xib(body))], tagging: TaggingConfiguration())
        #expect(
            inventory.keys.map { inventory.uses[$0]?.first?.value ?? "nil" } == [
                "gray:0.3333333333333333", "system:systemBackgroundColor", "asset:Brand", "system:groupTableViewBackgroundColor",
                "system:viewFlipsideBackgroundColor",
            ], "a gray reads back in its own space, every digit kept; a legacy system color by its own name")
    }
}

// MARK: - Theme files

@Suite struct ThemeFileWriterTests {
    private let entries = [
        ThemeFileWriter.Entry(key: "zeta", value: .plain("#FFFFFF")),
        ThemeFileWriter.Entry(key: "$tolerance", value: .number(2)),
        ThemeFileWriter.Entry(key: "alpha", value: .style([(name: "textColor", value: "#000000"), (name: "font", value: "system 17")])),
        ThemeFileWriter.Entry(key: "Beta", value: .plain("header")),
        // A group's members nest under the group, where its first member is.
        ThemeFileWriter.Entry(
            key: "bar",
            value: .style([
                (name: "barTintColor", value: "#101010"), (name: "titleTextAttributes.textColor", value: "#FFFFFF"),
                (name: "tintColor", value: "#FF0000"), (name: "titleTextAttributes.font", value: "system-bold 17"),
            ])),
        // A list is an array.
        ThemeFileWriter.Entry(key: "filter", value: .style([(name: "segmentImages", value: .list(["grid", "symbol:list"]))])),
    ]

    @Test func jsonIsSortedByKeyAndKeepsStyleOrder() {
        #expect(
            ThemeFileWriter.text(entries, forPath: "default.json") == """
                {
                  "$tolerance": 2,
                  "Beta": "header",
                  "alpha": {
                    "textColor": "#000000",
                    "font": "system 17"
                  },
                  "bar": {
                    "barTintColor": "#101010",
                    "titleTextAttributes": {
                      "textColor": "#FFFFFF",
                      "font": "system-bold 17"
                    },
                    "tintColor": "#FF0000"
                  },
                  "filter": {
                    "segmentImages": [
                      "grid",
                      "symbol:list"
                    ]
                  },
                  "zeta": "#FFFFFF"
                }

                """)
    }

    /// A state's values nest under `states` and the state, where the first of them is; a runtime
    /// attribute's key path stays one key of its group, as a theme file spells it.
    @Test func statesNestUnderTheirStateAndKeyPathsStayOneKey() throws {
        let entry = ThemeFileWriter.Entry(
            key: "go",
            value: .style([
                (name: "titleColor", value: "#111111"), (name: "states.highlighted.titleColor", value: "#222222"),
                (name: "runtimeAttributes.layer.cornerRadius", value: "8"), (name: "states.disabled.titleColor", value: "#999999"),
                (name: "states.highlighted.image", value: "star.pressed"),
            ]))
        #expect(
            ThemeFileWriter.text([entry], forPath: "default.json") == """
                {
                  "go": {
                    "titleColor": "#111111",
                    "states": {
                      "highlighted": {
                        "titleColor": "#222222",
                        "image": "star.pressed"
                      },
                      "disabled": {
                        "titleColor": "#999999"
                      }
                    },
                    "runtimeAttributes": {
                      "layer.cornerRadius": "8"
                    }
                  }
                }

                """)
        let folder = try AuthoringFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("default.plist").path
        try Data(ThemeFileWriter.text([entry], forPath: path).utf8).write(to: URL(fileURLWithPath: path))
        guard case .style(let style) = try Theme(path: path).entries.first?.value else {
            Issue.record("expected a style for 'go'")
            return
        }
        #expect(
            Set(style.properties.map(\.path.text)) == [
                "titleColor", "states.highlighted.titleColor", "runtimeAttributes.layer.cornerRadius", "states.disabled.titleColor",
                "states.highlighted.image",
            ])
    }

    @Test(arguments: ["json", "plist"])
    func writtenThemesLoadBack(format: String) throws {
        let folder = try AuthoringFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("default.\(format)").path
        try Data(ThemeFileWriter.text(entries, forPath: path).utf8).write(to: URL(fileURLWithPath: path))
        let theme = try Theme(path: path)
        #expect(theme.colorTolerance == 2)
        #expect(theme.entries.map(\.key) == ["Beta", "alpha", "bar", "filter", "zeta"])
        guard case .style(let style) = theme.entries[1].value, case .style(let bar) = theme.entries[2].value else {
            Issue.record("expected styles for 'alpha' and 'bar'")
            return
        }
        #expect(Set(style.properties.map(\.path)) == ["textColor", "font"])
        #expect(
            Set(bar.properties.map(\.path)) == ["barTintColor", "titleTextAttributes.textColor", "tintColor", "titleTextAttributes.font"])
        guard case .style(let filter) = theme.entries[3].value else {
            Issue.record("expected a style for 'filter'")
            return
        }
        #expect(filter.properties.map(\.path) == ["segmentImages"])
        guard case .plain(let setting) = theme.entries[4].value else {
            Issue.record("expected a plain value for 'zeta'")
            return
        }
        #expect(setting.text == "#FFFFFF")
    }
}

// MARK: - Extract

@Suite struct ExtractorTests {
    private let text = Fixtures.xib(
        [
            AuthoringFixture.label(id: "lbl-01-abc", text: "Name", textColor: "#333333"),
            AuthoringFixture.label(
                id: "lbl-02-abc", text: "Email", textColor: "#343434",
                runtimeAttributes: [#"<userDefinedRuntimeAttribute type="string" keyPath="styleClass" value="field"/>"#]),
            AuthoringFixture.button(id: "btn-01-abc", title: "Save", background: "#007AFF"),
            AuthoringFixture.view(id: "v-01-abc", background: "#FF0000"),
            AuthoringFixture.view(id: "v-02-abc", background: "#00FF00"),
            AuthoringFixture.imageView(id: "img-01-abc", image: "header_default", userLabel: "Header Image"),
            AuthoringFixture.view(id: "v-03-abc", background: "#0000FF", key: "alreadyTagged"),
            AuthoringFixture.view(id: "v-04-abc", background: nil),
        ].joined(separator: "\n"))

    private func summary(_ keys: [Extractor.ExtractedKey]) -> [String] {
        keys.map { key in
            "\(key.name) <\(key.elementKind)> " + key.properties.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
                + " ×\(key.elements.count)"
        }
    }

    @Test func findsLiteralValuesGroupsNearColorsAndNamesKeysByRole() throws {
        let result = Extractor().extract(from: [try AuthoringFixture.layout(text)], apply: false)
        #expect(
            summary(result.keys) == [
                "nameLabel <label> textColor=#333333 font=system 17 ×2",
                "saveButton <button> backgroundColor=#007AFF ×1",
                "view <view> backgroundColor=#FF0000 ×1",
                "view2 <view> backgroundColor=#00FF00 ×1",
                "headerImageView <imageView> image=header_default ×1",
                // An element already tagged keeps its key; the theme holds its values too.
                "alreadyTagged <view> backgroundColor=#0000FF ×1",
            ])
        #expect(
            result.keys[0].elements.map(\.description) == [
                AuthoringFixture.location(ofID: "lbl-01-abc", in: text), AuthoringFixture.location(ofID: "lbl-02-abc", in: text),
            ])
        #expect(result.unified.count == 1)
        #expect(result.unified.first?.severity == .note)
        #expect(result.unified.first?.location?.description == AuthoringFixture.location(ofID: "lbl-02-abc", in: text))
        #expect(
            result.unified.first?.message.hasPrefix("textColor #343434 unified with #333333 (ΔE 0.") == true,
            "\(result.unified.map(\.message))")
        #expect(result.taggedElements == 0)
    }

    /// A value no theme says (a macOS menu font) stays in the layout, with a note at its
    /// element; the element's other values make its key.
    @Test func aValueNoThemeSaysStaysInTheLayoutWithANote() throws {
        // The text field of the AppKit tests, untagged, in the menu font.
        let field = AppKitThemingTests.textField.replacingOccurrences(of: AppKitThemingTests.tag("k"), with: "")
            .replacingOccurrences(of: #"metaFont="smallSystem""#, with: #"metaFont="menu""#)
        let text = AppKitThemingTests.macXib(field)
        let result = Extractor().extract(from: [try AuthoringFixture.layout(text)], apply: false)
        #expect(result.keys.count == 1)
        #expect(result.keys.first?.properties.map(\.name).contains("font") == false)
        #expect(
            result.kept.map(\.description) == [
                "\(AuthoringFixture.location(ofID: "txt-01-abc", in: text)): note: font stays in the layout: <textField> sets it in a form no theme value says"
            ])
    }

    /// A button's pressed look is part of its look: two buttons that differ only in their
    /// highlighted title color get keys of their own, each with its `states` value, and colors
    /// of any state are unified alike.
    @Test func aControlStatesValuesArePartOfTheLook() throws {
        func button(id: String, pressed: String) -> String {
            """
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="16" y="200" width="100" height="44"/>
                                <state key="normal" title="Go">
                                    \(AuthoringFixture.color("titleColor", "#111111"))
                                </state>
                                <state key="highlighted">
                                    \(AuthoringFixture.color("titleColor", pressed))
                                </state>
                            </button>
            """
        }
        let text = Fixtures.xib(
            [
                button(id: "btn-01-abc", pressed: "#CC0000"), button(id: "btn-02-abc", pressed: "#CD0000"),
                button(id: "btn-03-abc", pressed: "#0000CC"),
            ]
            .joined(separator: "\n"))
        let result = Extractor().extract(from: [try AuthoringFixture.layout(text)], apply: false)
        #expect(
            summary(result.keys) == [
                "goButton <button> titleColor=#111111 states.highlighted.titleColor=#CC0000 ×2",
                "goButton2 <button> titleColor=#111111 states.highlighted.titleColor=#0000CC ×1",
            ])
        #expect(result.unified.map(\.message).first?.hasPrefix("states.highlighted.titleColor #CD0000 unified with #CC0000") == true)
    }

    @Test func thresholdZeroKeepsEveryColorApart() throws {
        let result = Extractor(threshold: 0).extract(from: [try AuthoringFixture.layout(text)], apply: false)
        #expect(
            summary(result.keys).prefix(2) == [
                "nameLabel <label> textColor=#333333 font=system 17 ×1",
                "emailLabel <label> textColor=#343434 font=system 17 ×1",
            ])
        #expect(result.unified.isEmpty)
    }

    @Test func plainEntriesForThePrimaryPropertyAndStylesOtherwise() throws {
        let result = Extractor().extract(from: [try AuthoringFixture.layout(text)], apply: false)
        let entries = Dictionary(uniqueKeysWithValues: result.keys.map { ($0.name, $0.entry) })
        guard case .plain("#007AFF")? = entries["saveButton"]?.value else {
            Issue.record("saveButton: \(String(describing: entries["saveButton"]?.value))")
            return
        }
        guard case .style(let style)? = entries["nameLabel"]?.value else {
            Issue.record("nameLabel: \(String(describing: entries["nameLabel"]?.value))")
            return
        }
        #expect(style.map(\.name) == ["textColor", "font"])
    }

    /// A plain view whose custom class is an image view (a public tvOS layout's `<view
    /// customClass="UIImageView">`) is themed as the image view the app makes of it, whose plain
    /// value is its image: its background color is extracted as a style, which lands again.
    @Test func aCustomClassDecidesWhatAPlainValueIsAsApplyingDoes() throws {
        let view = AuthoringFixture.view(id: "v-05-abc", background: "#EFFFE0")
            .replacingOccurrences(of: #"id="v-05-abc">"#, with: #"id="v-05-abc" customClass="UIImageView">"#)
        let layout = try AuthoringFixture.layout(Fixtures.xib(view))
        let result = Extractor(threshold: 0).extract(from: [layout], apply: true)
        guard result.keys.count == 1, case .style(let style) = result.keys[0].entry.value else {
            Issue.record("\(result.keys.map(\.entry.value))")
            return
        }
        #expect(style.map(\.name) == ["backgroundColor"])
        let tagged = layout.document.serialized()
        let json = ThemeFileWriter.text([ThemeFileWriter.Entry(key: result.keys[0].name, value: .style(style))], forPath: "default.json")
        let theme = ResolvedTheme(chain: [
            try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "default.json"), path: "default.json")
        ])
        let themed = Themer().theme(tagged, path: "Test.xib", with: theme)
        #expect(themed.diagnostics.isEmpty, "\(themed.diagnostics.map(\.description))")
        #expect(themed.output == tagged)
    }

    @Test func roleNames() throws {
        let layout = try AuthoringFixture.layout(
            Fixtures.xib(
                [
                    AuthoringFixture.button(id: "b1", title: "Save", background: "#000000"),
                    AuthoringFixture.label(id: "l1", text: "Name", textColor: "#000000"),
                    AuthoringFixture.label(id: "l2", text: "Name label", textColor: "#000000"),
                    AuthoringFixture.label(id: "l3", text: "Sign in with your account", textColor: "#000000"),
                    AuthoringFixture.label(id: "l4", text: "42 items", textColor: "#000000"),
                    AuthoringFixture.label(id: "l5", text: "Größe", textColor: "#000000"),
                    AuthoringFixture.imageView(id: "i1", image: "x", userLabel: "Header Image"),
                    AuthoringFixture.imageView(id: "i2", image: "header_default"),
                    AuthoringFixture.view(id: "v1", background: "#000000"),
                    AuthoringFixture.imageView(id: "i3", image: "x", userLabel: "Logo Image"),
                    AuthoringFixture.imageView(id: "i4", image: "x", userLabel: "Header Image View"),
                ].joined(separator: "\n")))
        let names = ["b1", "l1", "l2", "l3", "l4", "l5", "i1", "i2", "v1", "i3", "i4"].map { id in
            layout.document.root.subtree().first { $0.attribute("id") == id }.map(Extractor.roleName(of:)) ?? "?"
        }
        #expect(
            names == [
                "saveButton", "nameLabel", "nameLabel", "signInWithLabel", "label", "größeLabel", "headerImageView", "imageView", "view",
                "logoImageView", "headerImageView",
            ])
    }

    /// A cell xib as Xcode writes one: the code's outlets name the keys (`cardView`, not
    /// `view2`), an accessibility identifier names a view no outlet reaches, and the cell's
    /// clear background and clear content view are not tagged at all.
    @Test func outletsAndIdentifiersNameKeysAndClearContainersAreNotTagged() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="card" id="cel-01-abc" customClass="CardCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-01-abc" id="cnt-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="v-01-abc">
                                    <rect key="frame" x="8" y="8" width="304" height="64"/>
                                    \(AuthoringFixture.color("backgroundColor", "#FFFFFF"))
                                </view>
                                <view contentMode="scaleToFill" id="v-02-abc">
                                    <rect key="frame" x="8" y="70" width="304" height="1"/>
                                    \(AuthoringFixture.color("backgroundColor", "#DDDDDD"))
                                    <accessibility key="accessibilityConfiguration" identifier="card.separator"/>
                                </view>
                                <view contentMode="scaleToFill" id="v-03-abc">
                                    <rect key="frame" x="8" y="8" width="304" height="64"/>
                                    <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </view>
            \(AuthoringFixture.label(id: "lbl-01-abc", text: "Title", textColor: "#111111"))
                            </subviews>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tableViewCellContentView>
                        <color key="backgroundColor" systemColor="clearColor"/>
                        <connections>
                            <outlet property="cardView" destination="v-01-abc" id="out-01-abc"/>
                            <outlet property="headline" destination="lbl-01-abc" id="out-02-abc"/>
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = try AuthoringFixture.layout(text)
        let result = Extractor().extract(from: [layout], apply: true)
        #expect(
            summary(result.keys) == [
                "cardView <view> backgroundColor=#FFFFFF ×1",
                "cardSeparatorView <view> backgroundColor=#DDDDDD ×1",
                "headlineLabel <label> textColor=#111111 font=system 17 ×1",
            ])
        let tagged = layout.document.root.subtree().filter { $0.child("userDefinedRuntimeAttributes") != nil }.compactMap {
            $0.attribute("id")
        }
        #expect(tagged == ["v-01-abc", "v-02-abc", "lbl-01-abc"], "neither the cell, its content view nor the clear container")
    }

    /// A bar item with no title is named by its system item, not numbered.
    @Test func aSystemItemNamesItsBarButtonItem() throws {
        let layout = try AuthoringFixture.layout(Fixtures.xib(#"                <barButtonItem systemItem="add" id="bbi-01-abc"/>"#))
        let item = try #require(layout.document.root.subtree().first { $0.name == "barButtonItem" })
        #expect(Extractor.roleName(of: item) == "addBarButtonItem")
    }

    @Test func sameRoleDifferentLookGetsNumberedKeys() throws {
        let layout = try AuthoringFixture.layout(
            Fixtures.xib(
                [
                    AuthoringFixture.button(id: "b1", title: "Save", background: "#000000"),
                    AuthoringFixture.button(id: "b2", title: "Save", background: "#FFFFFF"),
                    AuthoringFixture.button(id: "b3", title: "Save", background: "#FF0000"),
                    AuthoringFixture.button(id: "b4", title: "Save", background: "#000000"),
                ].joined(separator: "\n")))
        let keys = Extractor().extract(from: [layout], apply: false).keys
        #expect(keys.map(\.name) == ["saveButton", "saveButton2", "saveButton3"])
        #expect(keys.map(\.elements.count) == [2, 1, 1])
    }

    @Test func applyingTagsEachElementAsXcodeWritesIt() throws {
        let layout = try AuthoringFixture.layout(text)
        let result = Extractor().extract(from: [layout], apply: true)
        #expect(result.taggedElements == 6)
        let output = String(decoding: layout.document.serialized(), as: UTF8.self)
        func tag(_ key: String, _ indent: String = "                    ") -> String {
            "\(indent)<userDefinedRuntimeAttributes>\n\(indent)    <userDefinedRuntimeAttribute type=\"string\" keyPath=\"themeKey\" value=\"\(key)\"/>\n\(indent)</userDefinedRuntimeAttributes>\n"
        }
        var expected = text
        // A new block after the label's last child, indented like its siblings...
        expected = expected.replacingOccurrences(
            of: "                    <nil key=\"highlightedColor\"/>\n                </label>\n                <label",
            with: "                    <nil key=\"highlightedColor\"/>\n" + tag("nameLabel")
                + "                </label>\n                <label")
        // ...appended to the block already there...
        expected = expected.replacingOccurrences(
            of: "keyPath=\"styleClass\" value=\"field\"/>\n",
            with:
                "keyPath=\"styleClass\" value=\"field\"/>\n                        <userDefinedRuntimeAttribute type=\"string\" keyPath=\"themeKey\" value=\"nameLabel\"/>\n"
        )
        // ...and after a button's state, as Xcode orders a button's children.
        expected = expected.replacingOccurrences(
            of: "<state key=\"normal\" title=\"Save\"/>\n", with: "<state key=\"normal\" title=\"Save\"/>\n" + tag("saveButton"))
        for (id, key) in [("v-01-abc", "view"), ("v-02-abc", "view2")] {
            let start = try #require(expected.range(of: "id=\"\(id)\">"))
            let end = try #require(expected.range(of: "                </view>\n", range: start.upperBound..<expected.endIndex))
            expected.replaceSubrange(end, with: tag(key) + "                </view>\n")
        }
        let image = try #require(expected.range(of: "userLabel=\"Header Image\">"))
        let imageEnd = try #require(expected.range(of: "                </imageView>\n", range: image.upperBound..<expected.endIndex))
        expected.replaceSubrange(imageEnd, with: tag("headerImageView") + "                </imageView>\n")
        #expect(output == expected)
    }

    /// The tag closes the label's own values (its shadow, color then offset) and goes before
    /// what Xcode writes after runtime attributes, its connections.
    @Test func theTagGoesBeforeChildrenXcodeWritesAfterIt() throws {
        let connections = """
            <connections>
                                    <outlet property="delegate" destination="-1" id="out-01-abc"/>
                                </connections>
            """
        let shadow = [AuthoringFixture.color("shadowColor", "#000000"), #"<size key="shadowOffset" width="1" height="1"/>"#]
        let text = Fixtures.xib(
            AuthoringFixture.label(id: "lbl-01-abc", text: "Name", textColor: "#333333", extra: shadow + [connections]))
        let layout = try AuthoringFixture.layout(text)
        _ = Extractor().extract(from: [layout], apply: true)
        let lines = String(decoding: layout.document.serialized(), as: UTF8.self).split(separator: "\n").map(String.init)
        let block = try #require(lines.firstIndex { $0.hasSuffix("<userDefinedRuntimeAttributes>") })
        #expect(lines[block - 1] == #"                    <size key="shadowOffset" width="1" height="1"/>"#)
        #expect(lines[block - 2].hasPrefix("                    <color key=\"shadowColor\""))
        #expect(lines[block + 2] == "                    </userDefinedRuntimeAttributes>")
        #expect(lines[block + 3] == "                    <connections>")
    }

    @Test func watchLayoutsAreLeftAlone() throws {
        let watch = try AuthoringFixture.layout(
            text.replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"watchKit\"")
                .replacingOccurrences(of: "CocoaTouch.XIB", with: "WatchKit.Storyboard"))
        let result = Extractor().extract(from: [watch], apply: true)
        #expect(result.keys.isEmpty)
        #expect(!watch.document.isEdited)
        #expect(result.skippedLayouts == [watch.path])
    }

    /// macOS layouts are read by AppKit's table: a control is tagged (its cell keeps its
    /// look), a table column's bare cell is tagged itself, boxes and table views with their
    /// colors; keys that are only the primary property are plain values by AppKit's primaries.
    @Test func realMacOSCorpusLayoutsAreReadWithAppKitsProperties() throws {
        let layouts = try Fixtures.corpusLayouts.map { try Layout(path: $0.lastPathComponent, bytes: Fixtures.bytes($0)) }
            .filter { $0.format == .document && $0.document.root.attribute("targetRuntime") == "MacOSX.Cocoa" }
        try #require(!layouts.isEmpty)
        let result = Extractor().extract(from: layouts, apply: true)
        #expect(result.skippedLayouts.isEmpty)
        let kinds = Set(result.keys.map(\.elementKind))
        #expect(kinds.isSuperset(of: ["textField", "button", "tableView", "box", "imageView", "textFieldCell"]), "\(kinds)")
        #expect(!kinds.contains("buttonCell"), "a control's cell is themed through its control")
        let boxes = result.keys.filter { $0.elementKind == "box" }.map { $0.properties.map(\.name) }
        #expect(boxes.contains { Array($0.prefix(2)) == ["fillColor", "borderColor"] }, "\(boxes)")
        #expect(boxes.contains { $0.contains("titleFont") }, "\(boxes)")
        let icon = try #require(result.keys.first { $0.elementKind == "imageView" })
        guard case .plain(let image) = icon.entry.value else {
            Issue.record("NSImageView's primary property is its image: \(icon.entry.value)")
            return
        }
        #expect(image == "NSApplicationIcon")
        for layout in layouts where layout.document.isEdited {
            let cellTags = layout.document.root.subtree().filter { cell in
                cell.attribute("key") == "cell" && cell.parent.map { AppKitClasses.cells[$0.name] == cell.name } == true
                    && cell.child("userDefinedRuntimeAttributes") != nil
            }
            #expect(cellTags.isEmpty, "\(layout.path): a control's cell was tagged")
        }
    }

    /// The extracted theme, with `$tolerance`, applied to the tagged layout reproduces it; and
    /// removing the tags gives back the original.
    @Test func theExtractedThemeReproducesTheTaggedLayout() throws {
        let layout = try AuthoringFixture.layout(text)
        let result = Extractor().extract(from: [layout], apply: true)
        let tagged = layout.document.serialized()
        let json = ThemeFileWriter.text(
            [ThemeFileWriter.Entry(key: "$tolerance", value: .number(2))] + result.keys.map(\.entry), forPath: "default.json")
        let theme = ResolvedTheme(chain: [
            try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "default.json"), path: "default.json")
        ])
        let themed = Themer().theme(tagged, path: "Test.xib", with: theme)
        #expect(themed.diagnostics.isEmpty, "\(themed.diagnostics.map(\.description))")
        #expect(themed.output == tagged)
        #expect(themed.changedProperties == 0)
        // The layout's own tag ('alreadyTagged') goes too, on both sides.
        #expect(TestLayouts.untagged(tagged) == TestLayouts.untagged(Array(text.utf8)))
        #expect(TestLayouts.untagged(tagged) != Array(text.utf8))
    }

    @Test func keysTheLayoutsAlreadyUseAreNotHandedOutAgain() throws {
        let layout = try AuthoringFixture.layout(
            Fixtures.xib(
                [
                    AuthoringFixture.view(id: "v-01-abc", background: "#FF0000", key: "view"),
                    AuthoringFixture.view(id: "v-02-abc", background: "#00FF00"),
                ].joined(separator: "\n")))
        let keys = Extractor().extract(from: [layout], apply: false).keys
        #expect(summary(keys) == ["view2 <view> backgroundColor=#00FF00 ×1", "view <view> backgroundColor=#FF0000 ×1"])
    }
}

// MARK: - Diff

@Suite struct ThemeDiffTests {
    private let text = Fixtures.xib(
        [
            AuthoringFixture.label(id: "lbl-01-abc", text: "Title", textColor: "#000000", key: "heading"),
            AuthoringFixture.imageView(id: "img-01-abc", image: "star", key: "icon"),
            AuthoringFixture.view(id: "v-01-abc", background: "#FFFFFF", key: "card"),
        ].joined(separator: "\n"))

    private func changes(_ first: String, _ second: String) throws -> [String] {
        let diff = ThemeDiff(
            layouts: [(path: "Test.xib", bytes: Array(text.utf8))],
            from: try Fixtures.theme(first, name: "a"), to: try Fixtures.theme(second, name: "b"), themer: Themer())
        return diff.changes.map {
            "\($0.element) <\($0.elementName)> \($0.key ?? "-") \($0.property): \($0.old ?? "(as drawn)") → \($0.new ?? "(as drawn)")"
        }
    }

    @Test func onlyDifferingPropertiesAreListedOldToNew() throws {
        let label = AuthoringFixture.location(ofID: "lbl-01-abc", in: text)
        let image = AuthoringFixture.location(ofID: "img-01-abc", in: text)
        let card = AuthoringFixture.location(ofID: "v-01-abc", in: text)
        #expect(
            try changes(
                ##"{"heading": {"textColor": "007AFF", "font": "system 17"}, "icon": "h1", "card": {"backgroundColor": "#FFF", "tintColor": "#000000"}}"##,
                ##"{"heading": {"textColor": "#007aff", "font": "system-bold 17"}, "icon": "h2", "card": {"backgroundColor": "#FFFFFF"}}"##
            ) == [
                "\(label) <label> heading font: system 17 → system-bold 17",
                "\(image) <imageView> icon image: h1 → h2",
                "\(card) <view> card tintColor: #000000 → (as drawn)",
            ])
        #expect(
            try changes(##"{"heading": "#000000"}"##, ##"{"heading": "#000000", "icon": "moon"}"##) == [
                "\(image) <imageView> icon image: (as drawn) → moon"
            ])
    }

    @Test func theSameColorSpelledDifferentlyIsNoDifference() throws {
        #expect(try changes(##"{"heading": "007AFF", "card": "#ffffff"}"##, ##"{"heading": "#007aff", "card": "#FFF"}"##).isEmpty)
        #expect(try changes(##"{"heading": "#007AFF"}"##, ##"{"heading": "#007AFFFF"}"##).isEmpty, "opaque alpha is the same color")
        #expect(try changes(##"{"heading": "#007AFF"}"##, ##"{"heading": "#007AFE"}"##).count == 1)
    }

    @Test func identicalThemesHaveNoDifferences() throws {
        let json =
            ##"{"heading": {"textColor": "#123456", "font": "Avenir-Heavy 17"}, "icon": "x", "$appearance": {"UIView": {"tintColor": "#FF0000"}}}"##
        #expect(try changes(json, json).isEmpty)
    }

    @Test func appearanceRulesAreComparedToo() throws {
        let diff = try changes(
            ##"{"$appearance": {"UILabel": {"textColor": "#111111"}}}"##, ##"{"$appearance": {"UILabel": {"textColor": "#222222"}}}"##)
        #expect(diff == ["\(AuthoringFixture.location(ofID: "lbl-01-abc", in: text)) <label> heading textColor: #111111 → #222222"])
    }
}
