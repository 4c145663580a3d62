import ThemifyXML

/// The children of a layout's `<resources>` block by kind and name, as the `ResourceCatalog`s
/// of one theming run leave them: a theme adds an entry for nearly every image and color it
/// sets, and each addition looks the name up and finds its place in byte order, which would
/// otherwise read every entry's attributes again each time.
///
/// Only `ResourceCatalog` edits the block (and its capabilities in `<dependencies>`), through
/// the same object for the whole run, so the copy stays true; it is read afresh whenever the
/// block is another element or holds another number of children than it recorded.
final class ResourceEntries {
    /// Each child of the block: its tag's rank in `ResourceCatalog.entryOrder` (3 for any other
    /// tag) and its `name` attribute, in document order.
    struct Entry {
        let element: MarkupElement
        let rank: Int
        let name: String?
    }

    private var block: MarkupElement?
    private var children: [Entry] = []
    /// Capabilities known to be in `<dependencies>`.
    var presentCapabilities = Set<String>()

    /// The block's children, read again if `block` is not the one recorded or has changed size.
    func synced(with block: MarkupElement?) -> [Entry] {
        guard let block else {
            self.block = nil
            children = []
            return []
        }
        if block !== self.block || block.children.count != children.count {
            self.block = block
            children = block.children.map { Entry(element: $0, rank: ResourceCatalog.entryOrder[$0.name] ?? 3, name: $0.attribute("name")) }
        }
        return children
    }

    /// Records `element`, just inserted at `index` of the block `synced(with:)` last saw.
    func insert(_ element: MarkupElement, rank: Int, name: String, at index: Int) {
        guard element.parent === block, index <= children.count else { return forgetAll() }
        children.insert(Entry(element: element, rank: rank, name: name), at: index)
    }

    /// Records that `element` is about to leave the block.
    func forget(_ element: MarkupElement) {
        children.removeAll { $0.element === element }
    }

    /// Drops the copy: the block is about to be edited behind it.
    func forgetAll() {
        block = nil
        children = []
    }
}
