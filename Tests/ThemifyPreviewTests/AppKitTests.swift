import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// macOS layouts drawn as AppKit draws them: frames counted from the superview's bottom left
/// (from the top in flipped views), a window's title bar over its content view, cells' titles
/// and fonts, AppKit's named colors in light and dark Aqua; watchOS layouts are still named,
/// not drawn.
@Suite struct AppKitTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PrefsController"/>
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="win">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="100" y="100" width="400" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <subviews>
                            <textField alphaValue="0.5" focusRingType="none" id="label">
                                <rect key="frame" x="18" y="160" width="200" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Check for updates" id="labelCell">
                                    <font key="font" metaFont="systemBold"/>
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
                            <button verticalHuggingPriority="750" id="ok">
                                <rect key="frame" x="300" y="13" width="86" height="32"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" keyEquivalent="&#13;" id="okCell">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                            <secureTextField verticalHuggingPriority="750" id="password">
                                <rect key="frame" x="230" y="158" width="150" height="21"/>
                                <secureTextFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" title="hunter2" drawsBackground="YES" usesSingleLineMode="YES" id="passwordCell">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </secureTextFieldCell>
                            </secureTextField>
                            <box title="Network" id="box">
                                <rect key="frame" x="17" y="60" width="200" height="80"/>
                                <view key="contentView" id="boxContent">
                                    <rect key="frame" x="3" y="3" width="194" height="62"/>
                                </view>
                            </box>
                        </subviews>
                    </view>
                </window>
            </objects>
        </document>
        """

    static func window() throws -> PreviewScreen {
        let screens = try PreviewFixtures.screens(of: xib, theme: PreviewFixtures.theme(json: "{}"), path: "Prefs.xib")
        #expect(screens.count == 1)
        return try #require(screens.first)
    }

    @Test func framesCountFromTheBottomLeftUnderATitleBar() throws {
        let screen = try Self.window()
        #expect(screen.name == "Preferences")
        #expect(screen.size == PreviewRect(x: 0, y: 0, width: 400, height: 228))
        let views = Dictionary(screen.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(views["content"]?.frame == PreviewRect(x: 0, y: 28, width: 400, height: 200))
        // 200 - 160 - 16 = 24 below the title bar.
        #expect(views["label"]?.frame == PreviewRect(x: 18, y: 28 + 24, width: 200, height: 16))
        #expect(views["ok"]?.frame == PreviewRect(x: 300, y: 28 + 200 - 13 - 32, width: 86, height: 32))
        // A box's content view counts from the box's bottom left too.
        // The box at y 28 + 200 - 60 - 80 = 88, its content 88 + 80 - 3 - 62 = 103.
        #expect(views["boxContent"]?.frame == PreviewRect(x: 20, y: 103, width: 194, height: 62))
        #expect(views["label"]?.alpha == 0.5)
        #expect(views["content"]?.fill?.hexString == "#ECECEC")
    }

    @Test func cellsGiveTitlesFontsAndAppKitColors() throws {
        let screen = try Self.window()
        let views = Dictionary(screen.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        guard case .text(let label)? = views["label"]?.content else {
            Issue.record("the label has no text")
            return
        }
        #expect(label.string == "Check for updates" && label.font.weight == 700 && label.font.pointSize == 13)
        #expect(label.color == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.847))
        guard case .button(let states)? = views["ok"]?.content else {
            Issue.record("the button has no title")
            return
        }
        // The default button (Return) in the accent color with a white title.
        #expect(states.first?.title?.string == "OK" && states.first?.title?.color.hexString == "#FFFFFF")
        #expect(views["ok"]?.fill?.hexString == "#007AFF")
        // A secure field is a text field that shows a bullet for each character, on its bezel.
        guard case .text(let password)? = views["password"]?.content else {
            Issue.record("the secure field has no text")
            return
        }
        #expect(password.string == "•••••••" && password.color == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.847))
        #expect(views["password"]?.fill?.hexString == "#FFFFFF")
        let svg = SVGRenderer(idPrefix: "m").svg(screen)
        #expect(svg.contains(">Preferences</text>") && svg.contains(">Network</text>") && !svg.contains("hunter2"))
    }

    /// A theme's content tint lands on the button (where Xcode keeps it, not in the cell), and
    /// the picture reads it where the property table says it lives.
    /// Dark Aqua: the same window in AppKit's dark values (read on a Mac), on a dark canvas, the
    /// frames unchanged; the light picture keeps its light values beside it.
    @Test func darkAquaDrawsAppKitsDarkColors() throws {
        let result = PreviewBuilder(appearances: [.light, .dark]).render(
            layouts: [("Prefs.xib", Array(Self.xib.utf8))], themes: [try PreviewFixtures.theme(json: "{}")])
        let screens = Dictionary(result.pictures.map { ($0.screen.appearance, $0.screen) }, uniquingKeysWith: { a, _ in a })
        let dark = try #require(screens[.dark])
        let light = try #require(screens[.light])
        let views = Dictionary(dark.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(views["content"]?.fill?.hexString == "#323232")
        #expect(dark.canvas?.hexString == "#323232" && light.canvas?.hexString == "#ECECEC")
        guard case .text(let label)? = views["label"]?.content else {
            Issue.record("the label has no text in dark")
            return
        }
        #expect(label.color == SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.847))
        // The default button's accent and white title are the same in both.
        #expect(views["ok"]?.fill?.hexString == "#007AFF")
        let lightViews = Dictionary(light.views.flatMap(\.allViews).map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(views.mapValues(\.frame) == lightViews)
        #expect(SVGRenderer(idPrefix: "d").svg(dark).contains("data-appearance=\"dark\""))
    }

    @Test func aButtonsTitleTakesTheContentTintTheThemeWrites() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customView id="top">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        <subviews>
                            <button verticalHuggingPriority="750" id="go">
                                <rect key="frame" x="10" y="10" width="86" height="32"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" id="goCell">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        func titleColor(_ json: String) throws -> String? {
            let screen = try #require(try PreviewFixtures.screens(of: xib, theme: PreviewFixtures.theme(json: json), path: "Go.xib").first)
            let views = Dictionary(screen.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            guard case .button(let states)? = views["go"]?.content else { return nil }
            return states.first?.title?.color.hexString
        }
        #expect(try titleColor(##"{"$appearance": {"NSButton": {"contentTintColor": "#FF0000"}}}"##) == "#FF0000")
        // Without one, AppKit's control text color.
        #expect(try titleColor("{}") == AppKitColors(.light).named("controlTextColor")?.hexString)
    }

    /// A form draws its cells, top row first: each title right-aligned in its title font, and
    /// the entry where the widest title ends, carrying the cell's key for the legend.
    @Test func aFormDrawsItsCellsTitlesAndEntries() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="10116" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customView id="top">
                        <rect key="frame" x="0.0" y="0.0" width="260" height="80"/>
                        <subviews>
                            <form verticalHuggingPriority="750" mode="track" allowsEmptySelection="NO" autosizesCells="NO" id="form">
                                <rect key="frame" x="20" y="10" width="222" height="52"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <size key="cellSize" width="222" height="22"/>
                                <size key="intercellSpacing" width="1" height="8"/>
                                <cells>
                                    <column>
                                        <formCell scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" alignment="justified" title="Search for:" id="c1">
                                            <font key="font" metaFont="system"/>
                                            <font key="titleFont" metaFont="systemBold"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="searchField"/>
                                            </userDefinedRuntimeAttributes>
                                        </formCell>
                                        <formCell scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" alignment="justified" title="Possible locations:" id="c2">
                                            <font key="font" metaFont="system"/>
                                            <font key="titleFont" metaFont="system"/>
                                        </formCell>
                                    </column>
                                </cells>
                            </form>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let theme = try PreviewFixtures.theme(json: ##"{"searchField": {"titleFont": "system-bold 13"}}"##)
        let screen = try #require(try PreviewFixtures.screens(of: xib, theme: theme, path: "Find.xib").first)
        let views = Dictionary(screen.views.flatMap(\.allViews).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let form = try #require(views["form"]?.frame)
        let first = try #require(views["c1"])
        let second = try #require(views["c2"])
        // The top row at the form's top, the second 22 + 8 below; both entries start together.
        #expect(first.frame.y == form.y && second.frame.y == form.y + 30)
        #expect(first.frame.x == second.frame.x && first.frame.maxX == form.x + 222)
        #expect(first.themeKey == "searchField" && first.fill?.hexString == "#FFFFFF")
        guard case .text(let title)? = views["c1-title"]?.content else {
            Issue.record("the first cell has no title")
            return
        }
        #expect(title.string == "Search for:" && title.font.weight == 700 && title.alignment == .trailing)
        #expect(views["c1-title"].map { $0.frame.maxX < first.frame.x } == true)
    }

    @Test func watchLayoutsAreNamedNotDrawn() throws {
        let watch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="watchKit" propertyAccessControl="none">
                <scenes>
                    <scene sceneID="s1"><objects><controller id="c1"><items><label alignment="left" text="Hi" id="l1"/></items></controller></objects></scene>
                </scenes>
            </document>
            """
        let result = PreviewBuilder().render(
            layouts: [("Watch.storyboard", Array(watch.utf8))], themes: [try PreviewFixtures.theme(json: "{}")])
        #expect(result.pictures.isEmpty)
        #expect(
            result.diagnostics.contains {
                $0.description.hasPrefix("Watch.storyboard:1:1: warning: preview draws iOS, tvOS and macOS layouts")
            })
    }
}
