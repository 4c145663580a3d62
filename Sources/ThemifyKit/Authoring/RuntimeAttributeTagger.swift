import ThemifyModel
import ThemifyXML

/// Adds a `themeKey` runtime attribute to an element, written as Xcode writes it:
/// `<userDefinedRuntimeAttributes>` with `<userDefinedRuntimeAttribute type="string" keyPath=…
/// value=…/>`, placed where Xcode places the block, or appended to the block already there.
enum RuntimeAttributeTagger {
    static func tag(_ element: MarkupElement, key: String, keyPath: String) {
        let attribute = MarkupElement(
            "userDefinedRuntimeAttribute",
            [
                MarkupAttribute("type", "string"), MarkupAttribute("keyPath", keyPath), MarkupAttribute("value", key),
            ])
        if let block = element.child("userDefinedRuntimeAttributes") {
            block.append(attribute)
        } else {
            let block = MarkupElement("userDefinedRuntimeAttributes", children: [attribute])
            element.insert(block, at: ChildOrder.insertionIndex(for: block, in: element))
        }
    }
}
