import Testing

@testable import ThemifyXML

/// The whole-tree queries the engine asks of elements: each gives the same answer on a tree as
/// read, on one partly edited, and on elements added by edits.
@Suite struct MarkupElementQueryTests {
    private static let layout = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <view id="v1" image="logo" backgroundImage="sky">
                        <imageView id="i1" image="a&amp;b"/>
                        <button id="b1" selectedImage="pressed" doesNotDimImage="YES"/>
                    </view>
                </scene>
                <scene sceneID="s2">
                    <label id="l1" text="sky" note="line&#10;break"/>
                </scene>
            </scenes>
            <resources>
                <image name="logo"/>
            </resources>
        </document>
        """

    private func document() throws -> MarkupDocument {
        try MarkupDocument(bytes: Array(Self.layout.utf8))
    }

    // MARK: documentRoot

    @Test func everyElementReadFromAFileReachesItsDocumentsRoot() throws {
        let doc = try document()
        doc.root.forEachInSubtree { element in #expect(element.documentRoot === doc.root) }
    }

    /// The root comes from the document's bytes, not from a walk: an element an edit detached
    /// still belongs to the document it was read from.
    @Test func aDetachedElementStillReachesItsDocumentsRoot() throws {
        let doc = try document()
        let label = try #require(doc.root.child("scenes")?.children[1].children.first)
        label.remove()
        #expect(label.parent == nil)
        #expect(label.documentRoot === doc.root)
    }

    @Test func anAddedElementReachesTheRootItWasAddedUnder() throws {
        let doc = try document()
        let added = MarkupElement("color", children: [MarkupElement("inner")])
        try #require(doc.root.child("resources")).append(added)
        #expect(added.documentRoot === doc.root)
        #expect(added.children[0].documentRoot === doc.root)
        let detached = MarkupElement("top", children: [MarkupElement("middle", children: [MarkupElement("bottom")])])
        #expect(detached.children[0].children[0].documentRoot === detached)
        #expect(detached.documentRoot === detached)
    }

    /// Once the document is gone, the root it read is found by walking up (what is left of the
    /// tree is what the caller still holds).
    @Test func elementsOutlivingTheirDocumentStillFindTheirRoot() throws {
        let root = try document().root
        let deep = try #require(root.child("scenes")?.children[0].children[0].children[0])
        #expect(deep.name == "imageView")
        #expect(deep.documentRoot === root)
    }

    // MARK: attributeValues

    @Test func attributeValuesAreFoundInATreeAsRead() throws {
        let doc = try document()
        let scenes = try #require(doc.root.child("scenes"))
        // Entities and character references are compared decoded (a referenced line break stays
        // one); an attribute's name is not a value.
        #expect(
            scenes.attributeValues(among: ["logo", "a&b", "sky", "line\nbreak", "line break", "image", "none"]) == [
                "logo", "a&b", "sky", "line\nbreak",
            ])
        #expect(scenes.children[0].attributeValues(among: ["sky", "pressed", "s2"]) == ["sky", "pressed"])
    }

    /// Edited elements are read as edited, untouched subtrees beside them as read, and elements
    /// an edit added or removed count or not accordingly.
    @Test func attributeValuesFollowEdits() throws {
        let doc = try document()
        let scenes = try #require(doc.root.child("scenes"))
        let view = scenes.children[0].children[0]
        view.setAttribute("image", "changed")
        view.children[1].remove()
        view.append(MarkupElement("imageView", [MarkupAttribute("image", "added")]))
        let wanted: Set<String> = ["logo", "changed", "pressed", "added", "a&b", "sky"]
        #expect(scenes.attributeValues(among: wanted) == ["changed", "added", "a&b", "sky"])
        doc.revertEdits()
        #expect(scenes.attributeValues(among: wanted) == ["logo", "pressed", "a&b", "sky"])
    }

    @Test func attributeValuesOfElementsNotReadFromAFile() {
        let tree = MarkupElement("a", [MarkupAttribute("x", "1")], children: [MarkupElement("b", [MarkupAttribute("y", "2")])])
        #expect(tree.attributeValues(among: ["1", "2", "3"]) == ["1", "2"])
        #expect(tree.attributeValues(among: []) == [])
    }

    // MARK: attributes(named:orEndingIn:)

    @Test func attributesByNameOrSuffixAreInSourceOrder() throws {
        let doc = try document()
        let view = try #require(doc.root.child("scenes")?.children[0].children[0])
        #expect(view.attributes(named: "image", orEndingIn: "Image").map(\.name) == ["image", "backgroundImage"])
        #expect(view.children[0].attributes(named: "image", orEndingIn: "Image").map(\.value) == ["a&b"])
        #expect(view.children[1].attributes(named: "image", orEndingIn: "Image").map(\.name) == ["selectedImage", "doesNotDimImage"])
        #expect(view.children[1].attributes(named: "id", orEndingIn: "nothing").map(\.value) == ["b1"])
        view.setAttribute("overlayImage", "o")
        #expect(view.attributes(named: "image", orEndingIn: "Image").map(\.name) == ["image", "backgroundImage", "overlayImage"])
    }

    // MARK: forEachInSubtree

    @Test func subtreeIsInDocumentOrder() throws {
        let doc = try document()
        var names: [String] = []
        doc.root.forEachInSubtree { names.append($0.name) }
        #expect(names == ["document", "scenes", "scene", "view", "imageView", "button", "scene", "label", "resources", "image"])
        #expect(doc.root.subtree().map(\.name) == names)
    }
}

/// `parent` never points at an element that has gone: what outlives its parent has none.
@Suite struct MarkupElementParentTests {
    @Test func aChildHeldPastItsParentsEndHasNoParent() throws {
        var child: MarkupElement?
        do {
            let doc = try MarkupDocument(bytes: Array("<a>\n    <b>\n        <c/>\n    </b>\n</a>".utf8))
            child = doc.root.children[0].children[0]
            #expect(child?.parent?.name == "b")
        }
        #expect(child?.name == "c")
        #expect(child?.parent == nil)
        #expect(child.map { $0.documentRoot === $0 } == true)
    }

    @Test func anAddedChildDroppedByARevertHasNoParent() throws {
        let doc = try MarkupDocument(bytes: Array("<a>\n    <b/>\n</a>".utf8))
        let added = MarkupElement("c")
        doc.root.append(added)
        #expect(added.parent === doc.root)
        doc.revertEdits()
        #expect(added.parent == nil)
        #expect(doc.root.children.map(\.name) == ["b"])
        #expect(doc.root.children[0].parent === doc.root)
    }

    @Test func removedAndReplacedElementsHaveNoParentUntilARevert() throws {
        let doc = try MarkupDocument(bytes: Array("<a>\n    <b/>\n    <c/>\n</a>".utf8))
        let (b, c) = (doc.root.children[0], doc.root.children[1])
        b.remove()
        doc.root.replace(c, with: MarkupElement("d"))
        #expect(b.parent == nil && c.parent == nil)
        doc.revertEdits()
        #expect(b.parent === doc.root && c.parent === doc.root)
    }
}
