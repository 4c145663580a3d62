import Foundation
import Testing
import ThemifyKit
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyRuntime

/// The segmented control of seed 002, as a theme: backgrounds per state with cap insets, three
/// divider images, title attributes per state. The UIKit layer's tests assert the calls these
/// settings become; these assert the settings, and that the build tool takes the same theme.
@Suite struct SegmentedControlFixtureTests {
    static let chain = ["UISegmentedControl", "UIControl", "UIView"]
    static let caps = EdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
    static let shadow = TypedValue.color(.sRGB(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.8)))
    static let shadowOffset = TypedValue.offset(Offset(horizontal: 0, vertical: -1))

    @Test func itYieldsExactlyTheSeedsCalls() throws {
        let manager = try ThemeManager(themesFolder: Fixtures.themes, defaults: Fixtures.freshDefaults())
        #expect(manager.themeNames == ["segmented"])
        #expect(manager.currentTheme == "segmented", "a folder without a default theme falls back to its first")
        let settings = manager.settings(forKey: "filterControl", classChain: Self.chain)
        #expect(
            settings == [
                ResolvedSetting(
                    property: "backgroundImage", states: ["normal"], barMetrics: "default",
                    value: .image(ImageName(name: "segment_unselected", capInsets: Self.caps))),
                ResolvedSetting(
                    property: "titleTextAttributes.textColor", states: ["normal"],
                    value: .color(.sRGB(SRGBColor(red: 1, green: 1, blue: 1)))),
                ResolvedSetting(property: "titleTextAttributes.shadowColor", states: ["normal"], value: Self.shadow),
                ResolvedSetting(property: "titleTextAttributes.shadowOffset", states: ["normal"], value: Self.shadowOffset),
                ResolvedSetting(
                    property: "backgroundImage", states: ["selected"], barMetrics: "default",
                    value: .image(ImageName(name: "segment_selected", capInsets: Self.caps))),
                ResolvedSetting(
                    property: "titleTextAttributes.textColor", states: ["selected"],
                    value: .color(.sRGB(SRGBColor(red: 1, green: 0, blue: 0)))),
                ResolvedSetting(property: "titleTextAttributes.shadowColor", states: ["selected"], value: Self.shadow),
                ResolvedSetting(property: "titleTextAttributes.shadowOffset", states: ["selected"], value: Self.shadowOffset),
                ResolvedSetting(
                    property: "dividerImage", states: ["normal", "normal"], barMetrics: "default",
                    value: .image(ImageName(name: "divider_unselected_unselected"))),
                ResolvedSetting(
                    property: "dividerImage", states: ["selected", "normal"], barMetrics: "default",
                    value: .image(ImageName(name: "divider_selected_unselected"))),
                ResolvedSetting(
                    property: "dividerImage", states: ["normal", "selected"], barMetrics: "default",
                    value: .image(ImageName(name: "divider_unselected_selected"))),
            ])
    }

    @Test func aViewThatCannotTakeThemGetsNone() throws {
        let manager = try ThemeManager(themesFolder: Fixtures.themes, defaults: Fixtures.freshDefaults())
        // A button has a background image per state, but no divider, no bar metrics, and no
        // per-state title attributes.
        let onButton = manager.settings(forKey: "filterControl", classChain: ["UIButton", "UIControl", "UIView"])
        #expect(
            onButton == [
                ResolvedSetting(
                    property: "backgroundImage", states: ["normal"],
                    value: .image(ImageName(name: "segment_unselected", capInsets: Self.caps))),
                ResolvedSetting(
                    property: "backgroundImage", states: ["selected"],
                    value: .image(ImageName(name: "segment_selected", capInsets: Self.caps))),
            ])
        #expect(manager.settings(forKey: "filterControl", classChain: ["UILabel", "UIView"]).isEmpty)
    }

    /// The build tool must take the same file without a word: the run-time-only properties are
    /// the app's, not an element that "cannot take" them.
    @Test func theBuildToolLintsItClean() throws {
        let segmentedControl = Self.segmentedControl
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: Fixtures.themes.appendingPathComponent("segmented.json").path)
        let diagnostics = Linter().lint(
            layouts: [(path: "Filter.xib", bytes: Array(TestLayouts.xib(segmentedControl).utf8))], themes: [theme])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    /// And it writes nothing for them: the variant is the layout, byte for byte.
    @Test func theBuildToolLeavesTheLayoutAsItIs() throws {
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: Fixtures.themes.appendingPathComponent("segmented.json").path)
        let layout = Array(TestLayouts.xib(Self.segmentedControl).utf8)
        let result = Themer().theme(layout, path: "Filter.xib", with: theme)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.changedProperties == 0)
        #expect(result.output == layout)
    }

    static let segmentedControl = """
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-01-abc">
                            <rect key="frame" x="16" y="100" width="200" height="32"/>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="filterControl"/>
                            </userDefinedRuntimeAttributes>
                        </segmentedControl>
        """

    /// The same layout with a property no segmented control has, so the clean lint above is a
    /// real check and not a linter that says nothing.
    @Test func theBuildToolStillWarnsAboutWhatNothingTakes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("segmented.json")
        try Data(##"{"filterControl": {"thumbImage": "knob", "states": {"selected": {"backgroundImage": "x"}}}}"##.utf8).write(to: file)
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: file.path)
        let layout = TestLayouts.xib(
            """
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="32"/>
                                <segments>
                                    <segment title="First"/>
                                </segments>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="filterControl"/>
                                </userDefinedRuntimeAttributes>
                            </segmentedControl>
            """)
        let diagnostics = Linter().lint(layouts: [(path: "Filter.xib", bytes: Array(layout.utf8))], themes: [theme])
        #expect(diagnostics.map(\.rule) == [LintRule.unsupportedProperty], "\(diagnostics.map(\.description))")
        #expect(diagnostics.first?.message.contains("'thumbImage'") == true)
    }
}
