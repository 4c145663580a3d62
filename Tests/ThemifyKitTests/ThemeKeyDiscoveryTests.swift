import Testing
import ThemifyModel

@testable import ThemifyKit

@Suite struct ThemeKeyDiscoveryTests {
    private func discover(_ body: String, tagging: TaggingConfiguration = TaggingConfiguration()) throws -> ([String], [Diagnostic]) {
        let layout = try Layout(path: "T.xib", bytes: Array(Fixtures.xib(body).utf8))
        let (elements, diagnostics) = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: layout)
        return (elements.map { "\($0.element.name):\($0.key)" }, diagnostics)
    }

    @Test func findsRuntimeAttributeTags() throws {
        let (found, _) = try discover(
            """
                            <label id="a">
            \(Fixtures.runtimeTag("heading"))
                            </label>
                            <label id="b">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="themeKey">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </label>
            """)
        #expect(found == ["label:heading"])
    }

    /// The identifier first: a view with both keeps its label as a spoken description.
    @Test func findsThemeClassesByIdentifierThenLabelThenTag() throws {
        let (found, diagnostics) = try discover(
            """
                            <label customClass="ThemeLabel" id="a">
                                <accessibility key="accessibilityConfiguration" label="Greeting" identifier="byIdentifier"/>
                            </label>
                            <label customClass="ThemeLabel" id="f">
                                <accessibility key="accessibilityConfiguration" label="byLabel"/>
                            </label>
                            <imageView customClass="ThemeImageView" id="b">
                                <accessibility key="accessibilityConfiguration" identifier="byIdentifier"/>
                            </imageView>
                            <view tag="7" customClass="ThemeView" id="c"/>
                            <button customClass="ThemeButton" id="d"/>
                            <view customClass="OtherView" tag="9" id="e"/>
            """)
        #expect(found == ["label:byIdentifier", "label:byLabel", "imageView:byIdentifier", "view:7"])
        #expect(
            diagnostics.map(\.description) == [
                "T.xib:17:17: warning: ThemeButton has no theme key: set its accessibility identifier, accessibility label or tag"
            ])
    }

    @Test func keyPathAndClassesAreConfigurable() throws {
        let body = """
                            <label id="a">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="styleClass" value="heading"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <view tag="4" customClass="SkinView" id="b"/>
            """
        #expect(try discover(body).0.isEmpty)
        let tagging = TaggingConfiguration(runtimeAttributeKeyPath: "styleClass", themeClasses: ["SkinView"])
        #expect(try discover(body, tagging: tagging).0 == ["label:heading", "view:4"])
    }

    @Test func legacyArchivesNameTheirThemeClasses() throws {
        let archive =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\">\n\t<data>\n\t\t<string key=\"2.CustomClassName\">ThemeLabel</string>\n\t</data>\n</archive>"
        let result = Themer().theme(Array(archive.utf8), path: "Old.xib", with: try Fixtures.theme("{}"))
        #expect(result.output == Array(archive.utf8))
        #expect(
            result.diagnostics.map(\.description).first?.hasPrefix("Old.xib:4:3: warning: 'ThemeLabel' in an Xcode 3/4 <archive> layout")
                == true)
    }
}
