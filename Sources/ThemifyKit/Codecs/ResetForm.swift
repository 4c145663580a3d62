import ThemifyXML

/// How Xcode writes a property set back to "Default" in Interface Builder.
///
/// Mostly the value simply goes: the `<color>`/`<fontDescription>` child or the `image=`
/// attribute is removed. A few properties instead keep a `<nil key="…"/>` placeholder, in the
/// eras whose files show it — read off the 191 layouts of `shared/corpus`: every label of every
/// era holds `<nil key="highlightedColor"/>`; labels from Xcode 9 on hold `<nil key="textColor"/>`
/// for the default text color (none before); text fields hold it only in Xcode 8–9 documents
/// (toolsVersion 11xxx–13xxx; later ones leave the child out). A label a table view cell's
/// style made (`<tableViewCell style="IBUITableViewCellStyleSubtitle">`) is the exception: the
/// cell, not the label, owns its default text color, and Xcode leaves the child out.
struct ResetForm: Sendable {
    /// The element (`label`) and the `key` of its child.
    let element: String
    let key: String
    /// The toolsVersion majors (`13771` → 13771) whose documents write the placeholder.
    let toolsVersions: Range<Int>

    static let nilPlaceholders: [ResetForm] = [
        ResetForm(element: "label", key: "highlightedColor", toolsVersions: 0..<Int.max),
        ResetForm(element: "label", key: "textColor", toolsVersions: 13000..<Int.max),
        ResetForm(element: "textField", key: "textColor", toolsVersions: 11000..<14000),
    ]

    /// Whether Xcode writes the default of `key` on `container` as `<nil key="…"/>`.
    static func writesNil(key: String, in container: MarkupElement) -> Bool {
        let version = toolsVersion(ofDocumentOf: container)
        guard nilPlaceholders.contains(where: { $0.element == container.name && $0.key == key && $0.toolsVersions.contains(version) })
        else { return false }
        return !(key == "textColor" && isCellStyleLabel(container))
    }

    /// Whether a label is one of the labels a styled table view cell provides: its nearest
    /// cell has a `style` (custom cells have none, and their labels are the designer's own).
    private static func isCellStyleLabel(_ element: MarkupElement) -> Bool {
        guard element.name == "label" else { return false }
        var ancestor = element.parent
        while let current = ancestor {
            if current.name == "tableViewCell" { return current.attribute("style") != nil }
            ancestor = current.parent
        }
        return false
    }

    /// Blocks that exist only to hold values (`<state key="highlighted">`,
    /// `<textAttributes key="titleTextAttributes">`): Xcode drops one whose last value went.
    static func removeIfEmpty(_ container: MarkupElement) {
        guard ["state", "textAttributes"].contains(container.name), container.parent != nil, container.children.isEmpty,
            container.attributes.allSatisfy({ $0.name == "key" })
        else { return }
        container.remove()
    }

    /// The document's `toolsVersion` as a number (`14490.70` → 14490); the newest for none.
    private static func toolsVersion(ofDocumentOf element: MarkupElement) -> Int {
        let root = element.documentRoot
        return root.attribute("toolsVersion").flatMap { Int($0.prefix { $0.isNumber }) } ?? Int.max - 1
    }
}
