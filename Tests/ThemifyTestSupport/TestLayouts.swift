import ThemifyXML

/// Layouts and round-trip helpers shared by the test targets.
public enum TestLayouts {
    /// A minimal iOS xib in the form Xcode writes, with `body` inside its root view's subviews.
    public static func xib(_ body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="root-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
        \(body)
                    </subviews>
                </view>
            </objects>\(resources.isEmpty ? "" : "\n    <resources>\n" + resources + "\n    </resources>")
        </document>

        """
    }

    /// Removes the `themeKey` runtime attributes `extract --apply` added, and the blocks they
    /// leave empty, with ThemifyXML's source-preserving tree: what the layout was before tagging.
    public static func untagged(_ bytes: [UInt8], keyPath: String = "themeKey") -> [UInt8]? {
        guard let document = try? MarkupDocument(bytes: bytes) else { return nil }
        var blocks: [MarkupElement] = []
        document.root.forEachInSubtree { element in
            if element.name == "userDefinedRuntimeAttributes" { blocks.append(element) }
        }
        for block in blocks {
            let tags = block.children.filter { $0.name == "userDefinedRuntimeAttribute" && $0.attribute("keyPath") == keyPath }
            guard !tags.isEmpty else { continue }
            if tags.count == block.children.count {
                block.remove()
            } else {
                for tag in tags { tag.remove() }
            }
        }
        return document.serialized()
    }
}
