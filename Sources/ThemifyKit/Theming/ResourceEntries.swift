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
    /// The first child of each tag and name.
    private var firstByKey: [ResourceCatalog.EntryKey: MarkupElement] = [:]
    /// Whether `children` is in Xcode's order (rank, then name in byte order), as Xcode writes
    /// it: places are then found by bisection.
    private var isSorted = true
    /// Capabilities known to be in `<dependencies>`.
    var presentCapabilities = Set<String>()

    /// The first child of `block` with this tag and name.
    func entry(_ tag: String, named name: String, in block: MarkupElement?) -> MarkupElement? {
        sync(with: block)
        return firstByKey[ResourceCatalog.EntryKey(tag: tag, name: name)]
    }

    /// Where an entry of `rank` and `name` goes in `block`: before the first child that does
    /// not sort before it (children of other tags rank last).
    func insertionIndex(rank: Int, name: String, in block: MarkupElement) -> Int {
        sync(with: block)
        func goesAfter(_ existing: Entry) -> Bool {
            if existing.rank != rank { return existing.rank < rank }
            return (existing.name ?? "").utf8.lexicographicallyPrecedes(name.utf8)
        }
        guard isSorted else { return children.firstIndex { !goesAfter($0) } ?? children.count }
        var low = 0
        var high = children.count
        while low < high {
            let middle = (low + high) / 2
            if goesAfter(children[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Records `element`, just inserted at `index` of the block last asked about.
    func insert(_ element: MarkupElement, rank: Int, name: String, at index: Int) {
        guard element.parent === block, index <= children.count else { return forgetAll() }
        let entry = Entry(element: element, rank: rank, name: name)
        children.insert(entry, at: index)
        let key = ResourceCatalog.EntryKey(tag: element.name, name: name)
        // A second child of one tag and name may come before the first: rare, and recounted.
        if firstByKey[key] == nil { firstByKey[key] = element } else { reindex() }
    }

    /// Records that `element` is about to leave the block.
    func forget(_ element: MarkupElement) {
        children.removeAll { $0.element === element }
        reindex()
    }

    /// Drops the copy: the block is about to be edited behind it.
    func forgetAll() {
        block = nil
        children = []
        firstByKey = [:]
    }

    private func sync(with block: MarkupElement?) {
        guard let block else { return forgetAll() }
        guard block !== self.block || block.children.count != children.count else { return }
        self.block = block
        children = block.children.map { Entry(element: $0, rank: ResourceCatalog.entryOrder[$0.name] ?? 3, name: $0.attribute("name")) }
        isSorted = zip(children, children.dropFirst()).allSatisfy { earlier, later in
            earlier.rank != later.rank
                ? earlier.rank < later.rank : !(later.name ?? "").utf8.lexicographicallyPrecedes((earlier.name ?? "").utf8)
        }
        reindex()
    }

    private func reindex() {
        firstByKey = [:]
        for child in children {
            guard let name = child.name else { continue }
            let key = ResourceCatalog.EntryKey(tag: child.element.name, name: name)
            if firstByKey[key] == nil { firstByKey[key] = child.element }
        }
    }
}
