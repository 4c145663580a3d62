import Foundation
import Testing

@testable import ThemifyPreview

/// Every picture of a layout gets a file of its own: screen names that agree once made safe
/// for a file name (`a b` and `a_b`), once cut to 80 characters, or without case (`Header` and
/// `header`, one file on macOS) are told apart, the same way on every run.
@Suite struct PreviewFileNameTests {
    /// A xib whose top-level views are labelled `labels` and carry `ids` (none when empty).
    private static func layout(_ views: [(label: String, id: String)]) -> String {
        let objects = views.map { view in
            let id = view.id.isEmpty ? "" : #" id="\#(view.id)""#
            return #"""
                        <view contentMode="scaleToFill" userLabel="\#(view.label)"\#(id)>
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                """#
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
            \(objects)
                </objects>
            </document>
            """
    }

    private static func stems(_ views: [(label: String, id: String)]) throws -> [String] {
        let result = PreviewBuilder().render(
            layouts: [("Test.xib", Array(layout(views).utf8))], themes: [try PreviewFixtures.theme(json: "{}")])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result.pictures.map(\.fileStem)
    }

    @Test(arguments: [
        [("a b", ""), ("a_b", "")],
        [("a-b", "c"), ("a", "b-c")],
        [(String(repeating: "x", count: 80) + "first", "v1"), (String(repeating: "x", count: 80) + "second", "v1")],
        [("Header", "h"), ("header", "h")],
    ])
    func screensWhoseNamesAgreeAsFileNamesGetFilesOfTheirOwn(views: [(String, String)]) throws {
        let stems = try Self.stems(views.map { (label: $0.0, id: $0.1) })
        #expect(stems.count == views.count)
        #expect(Set(stems.map { $0.lowercased() }).count == stems.count, "\(stems)")
        // Deterministic: the same layout names its pictures the same way again.
        #expect(try Self.stems(views.map { (label: $0.0, id: $0.1) }) == stems)
    }
}
