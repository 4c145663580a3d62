import ThemifyXML

/// Which `<resources>` entries and bundled fonts a document still names once a theme has edited
/// it, found from what the document named as read (`LayoutReferences`) and what the theme
/// touched, so that the cost follows the edits rather than the document's size.
///
/// An element names an entry or a font now when either
/// - it held it as read and is untouched: its attributes are the file's (`hasEditedAttributes`
///   is false) and it is still in the document; or
/// - it is one whose attributes the theme edited, or one it added. Those are reached from the
///   root through edited elements alone (`isEdited` marks an element and all its ancestors),
///   and are read afresh.
/// An element the theme took out, or whose value it changed, thus stops counting, and one it
/// moved a name to starts.
final class ReferencesInUse {
    private let root: MarkupElement
    private let asRead: LayoutReferences?
    /// Whether `bundledFonts()` will be asked: the walk over the edited elements then notes
    /// their fonts on the way.
    private let collectsFonts: Bool
    /// The bundled fonts the edited and added elements name, once walked.
    private var editedFonts: Set<String>?

    /// `asRead` is nil when the document was edited before its references were noted: every
    /// question is then answered by reading the whole document.
    init(root: MarkupElement, asRead: LayoutReferences?, collectsFonts: Bool) {
        self.root = root
        self.asRead = asRead
        self.collectsFonts = collectsFonts
    }

    /// Which of `keys` some element outside `<resources>` refers to. Asked once: the walk it may
    /// take reads only the kinds of reference still in question.
    func referenced(among keys: Set<ResourceCatalog.EntryKey>) -> Set<ResourceCatalog.EntryKey> {
        guard !keys.isEmpty else { return [] }
        guard let holders = asRead?.resourceHolders else { return Self.scannedReferences(among: keys, in: root) }
        var referenced = Set<ResourceCatalog.EntryKey>()
        var unsettled = Set<ResourceCatalog.EntryKey>()
        for key in keys {
            if let keyHolders = holders[key], LayoutReferences.containsUntouched(keyHolders, in: root) {
                referenced.insert(key)
            } else {
                unsettled.insert(key)
            }
        }
        guard !unsettled.isEmpty else { return referenced }
        var walk = EditedWalk(
            images: unsettled.contains { $0.tag == ResourceEntryTag.image },
            colors: unsettled.contains { $0.tag != ResourceEntryTag.image },
            fonts: collectsFonts && editedFonts == nil)
        walk.run(from: root)
        if walk.fonts { editedFonts = walk.bundledFonts }
        return referenced.union(walk.found.resources.intersection(unsettled))
    }

    /// The bundled fonts the document's `<fontDescription>`s and AppKit `<font>`s name.
    func bundledFonts() -> Set<String> {
        guard let asRead else {
            var fonts = Set<String>()
            root.forEachInSubtree { element in
                if let font = CustomFontCatalog.bundledFontName(of: element) { fonts.insert(font) }
            }
            return fonts
        }
        var fonts =
            editedFonts
            ?? {
                var walk = EditedWalk(images: false, colors: false, fonts: true)
                walk.run(from: root)
                return walk.bundledFonts
            }()
        // The walk leaves `<resources>` out, which `removeUnreferencedEntries` may have edited
        // since: it is read as it stands now (its entries are no fonts; it is small).
        root.child("resources")?.forEachInSubtree { element in
            if let font = CustomFontCatalog.bundledFontName(of: element) { fonts.insert(font) }
        }
        for (font, holders) in asRead.fontHolders where !fonts.contains(font) && LayoutReferences.containsUntouched(holders, in: root) {
            fonts.insert(font)
        }
        return fonts
    }

    /// The edited elements, reached from the root through edited elements only; an untouched
    /// child is as read, and the holders below it are in `LayoutReferences`. Reads only the
    /// kinds of reference asked for: image attributes are the dear ones.
    private struct EditedWalk {
        let images: Bool
        let colors: Bool
        let fonts: Bool
        var found: (resources: Set<ResourceCatalog.EntryKey>, fonts: Set<String>) = ([], [])

        /// The bundled ones of the fonts found: a theme sets the same few on many elements,
        /// and each name is judged once.
        var bundledFonts: Set<String> { found.fonts.filter(CustomFontCatalog.isBundled) }

        /// Everything but `<resources>`: its entries are what references point at, not
        /// references, and `bundledFonts()` reads it itself.
        mutating func run(from root: MarkupElement) {
            guard root.isEdited else { return }
            let resources = root.child("resources")
            for top in root.children where top.isEdited && top !== resources { visit(top) }
        }

        private mutating func visit(_ element: MarkupElement) {
            // An element edited only below still has the attributes it was read with: what they
            // name is among the holders `LayoutReferences` noted, and it is not read again.
            if element.hasEditedAttributes {
                if fonts, let font = CustomFontCatalog.controlFontName(of: element) { found.fonts.insert(font) }
                if images || colors, ResourceCatalog.isColor(element) ? colors : images {
                    found.resources.formUnion(ResourceCatalog.references(of: element))
                }
            }
            for child in element.children where child.isEdited { visit(child) }
        }
    }

    /// Which of `keys` an element outside `<resources>` names, read from the whole document.
    /// A name no attribute holds at all is referenced by nothing: that byte-level search settles
    /// most names and spares the walk that decodes every element's attributes.
    private static func scannedReferences(among keys: Set<ResourceCatalog.EntryKey>, in root: MarkupElement) -> Set<
        ResourceCatalog.EntryKey
    > {
        let resources = root.child("resources")
        let names = Set(keys.map(\.name))
        var held = Set<String>()
        for top in root.children where top !== resources { held.formUnion(top.attributeValues(among: names)) }
        guard !held.isEmpty else { return [] }
        var referenced = Set<ResourceCatalog.EntryKey>()
        for top in root.children where top !== resources {
            top.forEachInSubtree { element in
                for key in ResourceCatalog.references(of: element) where keys.contains(key) { referenced.insert(key) }
            }
        }
        return referenced
    }
}
