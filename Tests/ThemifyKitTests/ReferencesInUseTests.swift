import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// What a layout names as read is noted once (`LayoutReferences`) and shared by every theme of
/// the parse; whether `<resources>` and `<customFonts>` entries are still used after a theme's
/// edits is then judged from that and from the edited elements (`ReferencesInUse`). Each case
/// here is one where a stale note would keep or drop the wrong entry, and every themed result
/// is also checked against theming a fresh parse with that theme alone.
@Suite struct ReferencesInUseTests {
    private func imageView(_ id: String, image: String, key: String? = nil) -> String {
        """
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\(image)" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
        \(key.map { Fixtures.runtimeTag($0, indent: "                            ") } ?? "")
                        </imageView>
        """
    }

    private func entries(_ names: [String]) -> String {
        names.map { #"        <image name="\#($0)" width="24" height="24"/>"# }.joined(separator: "\n")
    }

    /// The variants of `input` for `themes`, from one parse, after checking that each equals
    /// the variant a fresh parse gives for that theme alone.
    private func themed(_ input: String, _ themes: [String], assets: AssetCatalog = AssetCatalog(), path: String = "Test.xib") throws
        -> [String]
    {
        let resolved = try themes.map { try Fixtures.theme($0) }
        let themer = Themer(assets: assets)
        let together = themer.theme(Array(input.utf8), path: path, with: resolved)
        var outputs: [String] = []
        for (theme, result) in zip(resolved, together) {
            let alone = themer.theme(Array(input.utf8), path: path, with: theme)
            let output = String(decoding: try #require(result.output), as: UTF8.self)
            #expect(
                output == String(decoding: try #require(alone.output), as: UTF8.self),
                "theme \(theme.name) differs after the themes before it")
            outputs.append(output)
        }
        return outputs
    }

    @Test func aNameAnUntouchedElementStillNamesKeepsItsEntry() throws {
        let input = Fixtures.xib(
            imageView("img-vw-001", image: "star", key: "k1") + "\n" + imageView("img-vw-002", image: "star"), resources: entries(["star"]))
        let outputs = try themed(input, [#"{"k1": {"image": "moon"}}"#, #"{"k1": {"image": "star"}}"#, "{}"])
        #expect(outputs[0].contains(#"<image name="star" width="24" height="24"/>"#))
        #expect(outputs[0].contains(#"<image name="moon" width="24" height="24"/>"#))
        #expect(outputs[1] == input)
        #expect(outputs[2] == input)
    }

    /// A text field names its background images in `background` and `disabledBackground`,
    /// UIKit's names, which end in no `Image`: their entries stay while it names them.
    @Test func aTextFieldsBackgroundImagesKeepTheirEntries() throws {
        let field = """
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="line" background="field" disabledBackground="field_off" textAlignment="natural" minimumFontSize="17" id="txf-01-abc">
                                <rect key="frame" x="0.0" y="40" width="200" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
            """
        let input = Fixtures.xib(
            imageView("img-vw-001", image: "field", key: "k1") + "\n" + imageView("img-vw-002", image: "field_off", key: "k2") + "\n"
                + field,
            resources: entries(["field", "field_off"]))
        let outputs = try themed(input, [#"{"k1": {"image": "moon"}, "k2": {"image": "moon"}}"#])
        #expect(outputs[0].contains(#"<image name="field" width="24" height="24"/>"#))
        #expect(outputs[0].contains(#"<image name="field_off" width="24" height="24"/>"#))
        #expect(outputs[0].contains(#"<image name="moon" width="24" height="24"/>"#))
        let withoutField = Fixtures.xib(
            imageView("img-vw-001", image: "field", key: "k1") + "\n" + imageView("img-vw-002", image: "field_off", key: "k2"),
            resources: entries(["field", "field_off"]))
        let alone = try themed(withoutField, [#"{"k1": {"image": "moon"}, "k2": {"image": "moon"}}"#])
        #expect(!alone[0].contains(#"<image name="field""#), "with no text field the entries go")
    }

    @Test func aNameOnlyEditedElementsNamedLosesItsEntryForThatThemeOnly() throws {
        let input = Fixtures.xib(
            imageView("img-vw-001", image: "star", key: "k1") + "\n" + imageView("img-vw-002", image: "star", key: "k2"),
            resources: entries(["star"]))
        let outputs = try themed(
            input,
            [
                #"{"k1": {"image": "moon"}, "k2": {"image": "moon"}}"#, #"{"k1": {"image": "moon"}}"#,
                #"{"k1": {"image": "moon"}, "k2": {"image": "moon"}}"#,
            ])
        #expect(!outputs[0].contains(#"<image name="star""#))
        #expect(outputs[1].contains(#"<image name="star""#))
        #expect(!outputs[2].contains(#"<image name="star""#))
    }

    @Test func namesSwappedBetweenEditedElementsKeepBothEntries() throws {
        // Each name leaves the element that held it as read and is set on the other one: only
        // the edited elements say that both are still used.
        let input = Fixtures.xib(
            imageView("img-vw-001", image: "star", key: "k1") + "\n" + imageView("img-vw-002", image: "sun", key: "k2"),
            resources: entries(["star", "sun"]))
        let outputs = try themed(input, [#"{"k1": {"image": "sun"}, "k2": {"image": "star"}}"#, #"{"k1": {"image": "sun"}}"#])
        #expect(outputs[0].contains(#"<image name="star""#) && outputs[0].contains(#"<image name="sun""#))
        #expect(!outputs[1].contains(#"<image name="star""#) && outputs[1].contains(#"<image name="sun""#))
    }

    @Test func aHolderTakenOutWithItsParentStopsCountingUntilTheEditsAreReverted() throws {
        let body = """
                            <view contentMode="scaleToFill" id="box-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
            \(imageView("img-vw-001", image: "star"))
                                </subviews>
                            </view>
            """
        let layout = try Layout(path: "Test.xib", bytes: Array(Fixtures.xib(body, resources: entries(["star"])).utf8))
        let asRead = try #require(layout.referencesAsRead())
        let star: Set = [ResourceCatalog.EntryKey(tag: "image", name: "star")]
        let root = layout.document.root
        #expect(ReferencesInUse(root: root, asRead: asRead, collectsFonts: false).referenced(among: star) == star)
        var box: MarkupElement?
        root.forEachInSubtree { if $0.attribute("id") == "box-vw-001" { box = $0 } }
        try #require(box).remove()
        #expect(ReferencesInUse(root: root, asRead: asRead, collectsFonts: false).referenced(among: star).isEmpty)
        // What it was noted from is still true once the edits are undone, and is not noted again.
        layout.document.revertEdits()
        #expect(layout.referencesAsRead() === asRead)
        #expect(ReferencesInUse(root: root, asRead: asRead, collectsFonts: false).referenced(among: star) == star)
    }

    @Test func referencesAreNotNotedFromAnEditedDocument() throws {
        let layout = try Layout(
            path: "Test.xib", bytes: Array(Fixtures.xib(imageView("img-vw-001", image: "star"), resources: entries(["star"])).utf8))
        layout.document.root.child("resources")?.remove()
        #expect(layout.referencesAsRead() == nil)
    }

    @Test func startTagsAreNumberedAsTheTreeIsWalked() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- <color name="not-an-element"/> -->
            <document a="x > y"><a><![CDATA[<b image="no">]]></a><fontDescription name="F"/><b backgroundImage="i"/>text<color/></document>
            """
        let tags = try #require(StartTags(Array(text.utf8), resourcesToo: true))
        #expect(tags.count == 5)
        // fontDescription with a name, the element holding `…Image`, and the color.
        #expect(tags.flagged == [2, 3, 4])
        #expect(try #require(StartTags(Array(text.utf8), resourcesToo: false)).flagged == [2])
        #expect(StartTags(Array("<!DOCTYPE d [<!ENTITY e \"<x/>\">]><d>&e;</d>".utf8), resourcesToo: true) == nil)
    }

    private func fontLayout(headingFont: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
            </dependencies>
            <customFonts key="customFonts">
                <array key="OpenSans-Light.ttf">
                    <string>OpenSans-Light</string>
                </array>
                <array key="OpenSans-Regular.ttf">
                    <string>OpenSans</string>
                </array>
            </customFonts>
            <objects>
                <label opaque="NO" text="A" id="lbl-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <fontDescription key="fontDescription" name="\(headingFont)" family="Open Sans" pointSize="17"/>
        \(Fixtures.runtimeTag("heading", indent: "            "))
                </label>
                <label opaque="NO" text="B" id="lbl-02-abc">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="12"/>
                </label>
            </objects>
        </document>

        """
    }

    @Test func aFontAnUntouchedLabelStillUsesKeepsItsEntryAndTheEditedOnesGoes() throws {
        let input = fontLayout(headingFont: "OpenSans-Light")
        let outputs = try themed(
            input, [#"{"heading": {"font": "system 17"}}"#, "{}", #"{"heading": {"font": "Georgia-Italic 17"}}"#], path: "T.storyboard")
        for changed in [outputs[0], outputs[2]] {
            #expect(!changed.contains("<string>OpenSans-Light</string>"))
            #expect(changed.contains("<string>OpenSans</string>"))
        }
        #expect(outputs[1] == input)
    }

    @Test func aFontBothAnEditedAndAnUntouchedLabelUsedStaysListed() throws {
        let input = fontLayout(headingFont: "OpenSans")
        let outputs = try themed(
            input, [#"{"heading": {"font": "system 17"}}"#, #"{"heading": {"font": "Georgia-Italic 17"}}"#], path: "T.storyboard")
        for output in outputs {
            #expect(output.contains("<string>OpenSans</string>"))
            // Listed in the file though no label used it: the rebuild drops it as Xcode does.
            #expect(!output.contains("<string>OpenSans-Light</string>"))
        }
    }
}
