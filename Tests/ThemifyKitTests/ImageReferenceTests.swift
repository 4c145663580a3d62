import Testing
import ThemifyModel

@testable import ThemifyKit

/// Xcode 13 and later keep an image with a symbol scale or rendering mode of its own as an
/// `<imageReference key="image">` child (a button state's, an image view's): a theme's image
/// goes into that reference, which keeps its configuration, instead of beside it as an attribute.
@Suite struct ImageReferenceTests {
    private static func button(_ image: String) -> String {
        """
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-01-abc">
                            <rect key="frame" x="20" y="5" width="100" height="34"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Settings">
                                \(image)
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="semibold"/>
                            </state>
        \(Fixtures.runtimeTag("back"))
                        </button>
        """
    }

    private static let chevron = #"<imageReference key="image" image="chevron.left" catalog="system" symbolScale="large"/>"#
    private static let chevronEntry = #"        <image name="chevron.left" catalog="system" width="97" height="128"/>"#

    @Test func aSymbolReplacesTheReferencedSymbolKeepingItsScale() throws {
        let input = Fixtures.xib(Self.button(Self.chevron), resources: Self.chevronEntry)
        let theme = try Fixtures.theme(##"{"back": {"image": "symbol:star"}}"##)
        let (output, diagnostics) = Fixtures.themed(input, with: theme)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let expected = Fixtures.xib(
            Self.button(#"<imageReference key="image" image="star" catalog="system" symbolScale="large"/>"#),
            resources: #"        <image name="star" catalog="system" width="128" height="116"/>"#)
        #expect(output == expected)
        let again = Themer().theme(Array(try #require(output).utf8), path: "Test.xib", with: theme)
        #expect(again.changedProperties == 0)
    }

    @Test func aProjectImageDropsTheSystemCatalogButKeepsTheReference() throws {
        let input = Fixtures.xib(Self.button(Self.chevron), resources: Self.chevronEntry)
        let theme = try Fixtures.theme(##"{"back": {"image": "backArrow"}}"##)
        let output = try #require(Fixtures.themed(input, with: theme).output)
        #expect(output.contains(#"<imageReference key="image" image="backArrow" symbolScale="large"/>"#))
        #expect(!output.contains("chevron.left"))
        #expect(!output.contains(#"<state key="normal" title="Settings" image="#))
    }

    @Test func theDefaultTakesTheReferenceAway() throws {
        let input = Fixtures.xib(Self.button(Self.chevron), resources: Self.chevronEntry)
        let theme = try Fixtures.theme(##"{"back": {"image": "default"}}"##)
        let output = try #require(Fixtures.themed(input, with: theme).output)
        #expect(!output.contains("imageReference"))
        #expect(!output.contains("chevron.left"))
        // The state still holds its title and configuration.
        #expect(output.contains(#"<state key="normal" title="Settings">"#))
    }

    /// Xcode notes "Image references" among a document's capabilities while it holds one: the
    /// capability goes with the last reference, and stays while another is left.
    @Test func theCapabilityGoesWithTheLastReference() throws {
        let capability = #"<capability name="Image references" minToolsVersion="12.0"/>"#
        func document(_ body: String) -> String {
            Fixtures.xib(body, resources: Self.chevronEntry).replacingOccurrences(
                of: "    <objects>\n",
                with: """
                        <dependencies>
                            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                            \(capability)
                        </dependencies>
                        <objects>

                    """)
        }
        let input = document(Self.button(Self.chevron))
        #expect(input.contains(capability))
        let theme = try Fixtures.theme(##"{"back": {"image": "default"}}"##)
        let output = try #require(Fixtures.themed(input, with: theme).output)
        #expect(!output.contains("Image references"))
        #expect(
            output.contains("<plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"22504\"/>\n    </dependencies>")
        )

        let other = """
                            <imageView userInteractionEnabled="NO" contentMode="center" id="img-02-abc">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                <imageReference key="image" image="chevron.left" catalog="system" symbolScale="small"/>
                            </imageView>
            """
        let twoReferences = document(Self.button(Self.chevron) + "\n" + other)
        let kept = try #require(Fixtures.themed(twoReferences, with: theme).output)
        #expect(kept.contains(capability))
        #expect(kept.contains(Self.chevronEntry), "the image view still names the symbol")
    }

    @Test func anImageViewsReferenceIsReadAndWritten() throws {
        let imageView = """
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-01-abc">
                                <rect key="frame" x="96" y="326" width="200" height="200"/>
                                <imageReference key="image" image="LaunchIcon" renderingMode="template"/>
            \(Fixtures.runtimeTag("logo"))
                            </imageView>
            """
        let input = Fixtures.xib(imageView, resources: #"        <image name="LaunchIcon" width="1024" height="1024"/>"#)
        let layout = try Layout(path: "Test.xib", bytes: Array(input.utf8))
        let element = try #require(ThemeKeyDiscovery(tagging: TaggingConfiguration()).taggedElements(in: layout).elements.first?.element)
        let form = try #require(PropertyTable.form(of: StylePath(text: "image"), on: element))
        #expect(PropertyWriter.currentValue(of: form, on: element)?.first?.image == ImageName(name: "LaunchIcon", isSymbol: false))

        let theme = try Fixtures.theme(##"{"logo": {"image": "symbol:star"}}"##)
        let output = try #require(Fixtures.themed(input, with: theme).output)
        #expect(output.contains(#"<imageReference key="image" image="star" catalog="system" renderingMode="template"/>"#))
        #expect(!output.contains(#"image="star" translatesAutoresizingMaskIntoConstraints"#))
        #expect(!output.contains("LaunchIcon"))
    }
}
