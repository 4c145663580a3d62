import Testing
import ThemifyModel

@testable import ThemifyKit

/// `"default"` sets a property back to UIKit's default as Xcode writes it: the value goes, or
/// becomes `<nil key="…"/>` where that is Xcode's form, and `<resources>` follows.
@Suite struct ResetTests {
    private static let label = """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                            <color key="backgroundColor" systemColor="systemRedColor"/>
                            <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                            <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="highlightedColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \(Fixtures.runtimeTag("heading"))
                        </label>
        """

    private static let systemRed = """
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
        """

    @Test func labelColorsBecomeXcodesNilPlaceholdersOthersGo() throws {
        let input = Fixtures.xib(Self.label, resources: Self.systemRed)
        let theme = try Fixtures.theme(
            ##"{"heading": {"textColor": "default", "highlightedTextColor": "default", "backgroundColor": "default", "font": "default"}}"##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let expected = Fixtures.xib(
            """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("heading"))
                            </label>
            """)
        #expect(output == expected)
        // Nothing is left to reset: the variant is a fixed point.
        let again = Themer().theme(Array(try #require(output).utf8), path: "Test.xib", with: theme)
        #expect(again.changedProperties == 0)
    }

    @Test func olderDocumentsDropTheLabelsTextColor() throws {
        // Xcode 8 (toolsVersion 11762) documents have no `<nil key="textColor"/>` on labels.
        let input = Fixtures.xib(Self.label).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"11762\"")
        let output = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": {"textColor": "default"}}"##)).output)
        #expect(!output.contains("key=\"textColor\""))
        #expect(output.split(separator: "\n").count == input.split(separator: "\n").count - 1)
    }

    /// A label a cell's style provides takes its default text color from the cell: Xcode
    /// writes nothing for it, while a custom cell's own label keeps the placeholder.
    @Test func aCellStyleLabelsDefaultTextColorLeavesNoPlaceholder() throws {
        func cell(style: String?) -> String {
            """
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10"\(style.map { " textLabel=\"lbl-01-abc\" style=\"\($0)\"" } ?? "") id="cel-01-abc">
                                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-01-abc" id="cnt-01-abc">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-01-abc">
                                                <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("title"))
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </tableView>
            """
        }
        let theme = try Fixtures.theme(##"{"title": {"textColor": "default"}}"##)
        for style in ["IBUITableViewCellStyleDefault", "IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue1"] {
            let input = Fixtures.xib(cell(style: style))
            let output = try #require(Fixtures.themed(input, with: theme).output)
            #expect(Fixtures.changedLines(input, output) == [], "\(style)")
            #expect(!output.contains("key=\"textColor\""), "\(style)")
            #expect(output.contains("<nil key=\"highlightedColor\"/>"))
        }
        let custom = Fixtures.xib(cell(style: nil))
        let output = try #require(Fixtures.themed(custom, with: theme).output)
        #expect(Fixtures.changedLines(custom, output).map { $0.drop { $0 == " " } } == ["<nil key=\"textColor\"/>"])
    }

    @Test func aPlainDefaultResetsThePrimaryProperty() throws {
        let input = Fixtures.xib(Self.label)
        let output = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"heading": "default"}"##)).output)
        #expect(Fixtures.changedLines(input, output) == ["                    <nil key=\"textColor\"/>"])
    }

    @Test func buttonStateValuesGoAndAnEmptyStateWithThem() throws {
        let body = """
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-abc">
                                <rect key="frame" x="16" y="200" width="120" height="44"/>
                                <state key="normal" title="Save" image="symbol_star" catalog="system">
                                    <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </state>
                                <state key="highlighted" image="save_pressed"/>
            \(Fixtures.runtimeTag("save"))
                            </button>
            """
        let resources = """
                    <image name="save_pressed" width="20" height="20"/>
                    <image name="symbol_star" catalog="system" width="20" height="20"/>
            """
        let input = Fixtures.xib(body, resources: resources)
        let theme = try Fixtures.theme(
            ##"{"save": {"titleColor": "default", "image": "default", "states": {"highlighted": {"image": "default"}}}}"##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let expected = Fixtures.xib(
            """
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-abc">
                                <rect key="frame" x="16" y="200" width="120" height="44"/>
                                <state key="normal" title="Save"/>
            \(Fixtures.runtimeTag("save"))
                            </button>
            """)
        #expect(output == expected)
    }

    @Test func aPropertyTheLayoutLeavesAtItsDefaultIsLeftAlone() throws {
        let body = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            \(Fixtures.runtimeTag("card"))
                            </view>
            """
        let input = Fixtures.xib(body)
        let result = Themer().theme(
            Array(input.utf8), path: "Test.xib",
            with: try Fixtures.theme(##"{"card": {"backgroundColor": "default", "tintColor": "default"}}"##))
        #expect(result.changedProperties == 0)
        #expect(result.output.map { String(decoding: $0, as: UTF8.self) } == input)
    }

    @Test func segmentImagesResetOneByOne() throws {
        let body = """
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-01-abc">
                                <rect key="frame" x="16" y="300" width="200" height="32"/>
                                <segments>
                                    <segment title="" image="grid"/>
                                    <segment title="" image="list"/>
                                </segments>
            \(Fixtures.runtimeTag("filter"))
                            </segmentedControl>
            """
        let input = Fixtures.xib(
            body,
            resources: """
                        <image name="grid" width="24" height="24"/>
                        <image name="list" width="24" height="24"/>
                """)
        let output = try #require(
            Fixtures.themed(input, with: try Fixtures.theme(##"{"filter": {"segmentImages": ["default", "map"]}}"##)).output)
        #expect(
            Fixtures.changedLines(input, output) == [
                "                        <segment title=\"\"/>",
                "                        <segment title=\"\" image=\"map\"/>",
                "        <image name=\"map\" width=\"24\" height=\"24\"/>",
            ])
        #expect(!output.contains("name=\"grid\"") && !output.contains("name=\"list\""))
    }

    @Test func theLastUserOfAnAssetColorTakesItsEntryAndCapabilityWithIt() throws {
        let body = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <color key="backgroundColor" name="Brand"/>
            \(Fixtures.runtimeTag("card"))
                            </view>
            """
        let resources = """
                    <namedColor name="Brand">
                        <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
            """
        let dependencies = """
            colorMatched="YES">
                <dependencies>
                    <capability name="Named colors" minToolsVersion="9.0"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                </dependencies>
            """
        let input = Fixtures.xib(body, resources: resources).replacingOccurrences(of: "colorMatched=\"YES\">", with: dependencies)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme(##"{"card": {"backgroundColor": "default"}}"##))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let out = try #require(output)
        #expect(!out.contains("Brand") && !out.contains("Named colors") && !out.contains("<resources>"))
        #expect(out.contains("<capability name=\"Safe area layout guides\" minToolsVersion=\"9.0\"/>"))
        #expect(
            out
                == Fixtures.xib(Self.removingLine(containing: "name=\"Brand\"", from: body)).replacingOccurrences(
                    of: "colorMatched=\"YES\">",
                    with: dependencies.replacingOccurrences(
                        of: "\n        <capability name=\"Named colors\" minToolsVersion=\"9.0\"/>", with: "")))
    }

    private static func removingLine(containing text: String, from body: String) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(text) }.joined(separator: "\n")
    }

    @Test func diffShowsTheReset() throws {
        let input = Fixtures.xib(Self.label)
        let diff = ThemeDiff(
            layouts: [("Test.xib", Array(input.utf8))], from: try Fixtures.theme(##"{"heading": "#FF0000"}"##, name: "a"),
            to: try Fixtures.theme(##"{"heading": "default"}"##, name: "b"), themer: Themer())
        #expect(diff.changes.map { "\($0.property): \($0.old ?? "-") -> \($0.new ?? "-")" } == ["textColor: #FF0000 -> default"])
    }
}
