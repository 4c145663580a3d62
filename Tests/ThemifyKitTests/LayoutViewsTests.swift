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

/// Issue 13.4: a new child lands where Xcode writes it, by the corpus's pairwise order.
@Suite struct ChildOrderTests {
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
    /// (and constraints), Xcode 12 and later before them. Colors precede gesture recognizers in
    /// both.
    @Test(arguments: [("15505", true), ("22505", false)])
    func aViewsBackgroundFollowsItsEraAroundTheSafeAreaGuide(toolsVersion: String, colorFirst: Bool) throws {
        func themed(_ children: String) throws -> [String] {
            let body = """
                                <view contentMode="scaleToFill" id="vw-01-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    \(children)
                \(Fixtures.runtimeTag("card", indent: "                            "))
                                </view>
                """
            let input = Fixtures.xib(body).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(toolsVersion)\"")
            let out = try #require(Fixtures.themed(input, with: try Fixtures.theme(##"{"card": {"backgroundColor": "#FF0000"}}"##)).output)
            return out.split(separator: "\n").map(String.init)
        }
        let withGuide = try themed(#"<viewLayoutGuide key="safeArea" id="sfa-01-abc"/>"#)
        let color = try #require(withGuide.firstIndex { $0.contains(#"<color key="backgroundColor""#) })
        let guide = try #require(withGuide.firstIndex { $0.contains(#"<viewLayoutGuide key="safeArea""#) })
        #expect((color < guide) == colorFirst)
        let withGestures = try themed("<gestureRecognizers/>")
        let gestureColor = try #require(withGestures.firstIndex { $0.contains(#"<color key="backgroundColor""#) })
        let gestures = try #require(withGestures.firstIndex { $0.contains("<gestureRecognizers/>") })
        #expect(gestureColor < gestures)
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
}
