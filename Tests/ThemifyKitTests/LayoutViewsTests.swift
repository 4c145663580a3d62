import Testing
import ThemifyModel

@testable import ThemifyKit

/// Issue 13.8: every view takes backgroundColor and tintColor, whatever its element is named;
/// what is a view is read from the layout.
@Suite struct LayoutViewsTests {
    private func view(_ name: String, children: String = "", id: String = "vw0-01-abc") -> String {
        """
                        <\(name) contentMode="scaleToFill" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>\(children)
        \(Fixtures.runtimeTag("surface", indent: "                            "))
                        </\(name)>
        """
    }

    @Test(arguments: ["webView", "wkWebView", "mapView", "arscnView", "glkView"])
    func aViewElementOfAnyNameTakesBackgroundAndTintColors(element: String) throws {
        let input = Fixtures.xib(view(element))
        let (output, diagnostics) = Fixtures.themed(
            input, with: try Fixtures.theme(##"{"surface": {"backgroundColor": "#FF0000", "tintColor": "#00FF00"}}"##))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let lines = try #require(output).split(separator: "\n").map(String.init)
        let mask = try #require(lines.firstIndex { $0.contains("autoresizingMask") })
        #expect(
            lines[mask + 1]
                == #"                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
        #expect(
            lines[mask + 2]
                == #"                    <color key="tintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
    }

    @Test func aPlainValueAndUIViewRulesReachAViewTheClassTableDoesNotName() throws {
        let input = Fixtures.xib(
            view("arscnView") + "\n" + view("sceneKitView", id: "vw0-02-abc").replacingOccurrences(of: "surface", with: "other"))
        let theme = try Fixtures.theme(##"{"surface": "#FF0000", "$appearance": {"UIView": {"tintColor": "#0000FF"}}}"##)
        let out = try #require(Fixtures.themed(input, with: theme).output)
        #expect(out.components(separatedBy: #"<color key="backgroundColor" red="1" green="0.0" blue="0.0""#).count == 2)
        // The rule reaches both views (and the root view of the fixture).
        #expect(out.components(separatedBy: #"<color key="tintColor" red="0.0" green="0.0" blue="1""#).count == 4)
    }

    @Test func elementsOutsideSubviewsAreViewsByTheirShape() throws {
        let layout = try Layout(
            path: "T.xib",
            bytes: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <navigationItem title="Title" id="nav-01-abc"/>
                        <tapGestureRecognizer id="tap-01-abc"/>
                        <window opaque="NO" id="win-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </window>
                        <customView id="cst-01-abc">
                            <autoresizingMask key="autoresizingMask"/>
                        </customView>
                    </objects>
                </document>
                """.utf8))
        let elements = Dictionary(layout.document.root.subtree().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(!LayoutViews.isView(try #require(elements["navigationItem"])))
        #expect(!LayoutViews.isView(try #require(elements["tapGestureRecognizer"])))
        #expect(LayoutViews.isView(try #require(elements["window"])))
        #expect(LayoutViews.isView(try #require(elements["customView"])))
        #expect(LayoutViews.classChain(of: try #require(elements["customView"])) == ["UIView"])
        #expect(PropertyTable.form(of: "backgroundColor", on: try #require(elements["navigationItem"])) == nil)
        #expect(PropertyTable.form(of: "backgroundColor", on: try #require(elements["customView"])) != nil)
    }
}
