import ThemifyXML

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which elements of a layout, as read from its file, name each `<resources>` entry and each
/// bundled font.
///
/// Every theme written from one parse starts from the document as read (the edits of the theme
/// before are reverted), so what the file itself refers to is noted once per layout, and each
/// theme's upkeep of `<resources>` and `<customFonts>` looks only at what it touched
/// (`ReferencesInUse`): a name is still in use while one of the elements that held it as read
/// is still in the document and untouched (its attributes are then still the file's), or when
/// an element the theme edited or added names it.
///
/// The holders are kept by identity, which is why this only describes the document it was
/// built from, and only while nothing had edited it yet (`Layout.referencesAsRead()`).
final class LayoutReferences {
    /// The elements outside `<resources>` that name each entry (`ResourceCatalog.references(of:)`);
    /// nil when the file has no `<resources>` entries: a theme's entries are then all its own,
    /// and the few it may drop again are looked for in the document as the theme left it.
    let resourceHolders: [ResourceCatalog.EntryKey: [MarkupElement]]?
    /// The elements naming each bundled font (`CustomFontCatalog.bundledFontName(of:)`).
    let fontHolders: [String: [MarkupElement]]

    /// Notes what `document`'s elements name; the document must not have been edited.
    init(document: MarkupDocument) {
        let root = document.root
        precondition(!root.isEdited, "the references of a document as read are noted before any edit")
        let resources = root.child("resources")
        let indexesResources = resources?.children.contains { ResourceCatalog.isEntry($0) } ?? false
        var notes = Notes(resources: resources, indexesResources: indexesResources)
        // Reading every element's attributes is what costs: the file's bytes say which start
        // tags can name anything at all, and only those elements are read.
        if let tags = StartTags(document.originalBytes, resourcesToo: indexesResources) {
            // No tag that can name anything: nothing to read.
            guard !tags.flagged.isEmpty else {
                self.resourceHolders = indexesResources ? [:] : nil
                self.fontHolders = [:]
                return
            }
            var walk = (ordinal: 0, nextFlag: 0)
            notes.visit(root, flaggedIn: tags.flagged, walk: &walk)
            if walk.ordinal != tags.count {
                // The tree does not line up with the tags counted in the bytes: read it all.
                notes = Notes(resources: resources, indexesResources: indexesResources)
                notes.visitAll(root)
            }
        } else {
            notes.visitAll(root)
        }
        self.resourceHolders = indexesResources ? notes.resourceHolders : nil
        // Each font judged once, not once per element naming it.
        self.fontHolders = notes.fontHolders.filter { CustomFontCatalog.isBundled($0.key) }
    }

    /// Whether one of `holders` is still untouched in `root`'s document: its attributes are
    /// still the file's (edits below it do not count), and it was not taken out with an ancestor.
    static func containsUntouched(_ holders: [MarkupElement], in root: MarkupElement) -> Bool {
        holders.contains { holder in
            guard !holder.hasEditedAttributes else { return false }
            var top = holder
            while let parent = top.parent { top = parent }
            return top === root
        }
    }

    /// The holders found so far, and where entries are not references.
    private struct Notes {
        let resources: MarkupElement?
        let indexesResources: Bool
        var resourceHolders: [ResourceCatalog.EntryKey: [MarkupElement]] = [:]
        var fontHolders: [String: [MarkupElement]] = [:]
        /// Inside `<resources>`: its entries are what references point at, not references.
        private var insideResources = false

        init(resources: MarkupElement?, indexesResources: Bool) {
            self.resources = resources
            self.indexesResources = indexesResources
        }

        mutating func note(_ element: MarkupElement) {
            if let font = CustomFontCatalog.controlFontName(of: element) { fontHolders[font, default: []].append(element) }
            if indexesResources, !insideResources {
                for key in ResourceCatalog.references(of: element) { resourceHolders[key, default: []].append(element) }
            }
        }

        /// Every element below `element`, read.
        mutating func visitAll(_ element: MarkupElement) {
            note(element)
            let wasInside = insideResources
            if element === resources { insideResources = true }
            for child in element.children { visitAll(child) }
            insideResources = wasInside
        }

        /// The elements below `element` in document order, numbered as `StartTags` numbers start
        /// tags; only those `flagged` (in ascending order) are read.
        mutating func visit(_ element: MarkupElement, flaggedIn flagged: [Int], walk: inout (ordinal: Int, nextFlag: Int)) {
            if walk.nextFlag < flagged.count, flagged[walk.nextFlag] == walk.ordinal {
                note(element)
                walk.nextFlag += 1
            }
            walk.ordinal += 1
            let wasInside = insideResources
            if element === resources { insideResources = true }
            for child in element.children { visit(child, flaggedIn: flagged, walk: &walk) }
            insideResources = wasInside
        }
    }
}

/// The start tags of a well-formed file in document order (the order a depth-first walk of its
/// tree meets the elements), and which of them may name a font (a `fontDescription` or `font`
/// tag holding `name`) or, with `resourcesToo`, an image or a color (a `color` tag, a
/// `textField` tag, whose background images' attributes are named otherwise, or one whose
/// bytes hold `mage`, as every attribute named `image` or `…Image` does). A flag too many costs
/// one element's read; none is ever missing, and the count checks that the tree and the tags
/// line up.
struct StartTags {
    private(set) var count = 0
    /// The numbers (from 0, the root) of the flagged tags, ascending.
    private(set) var flagged: [Int] = []

    /// Nil when the file has constructs a tag count cannot vouch for (a DOCTYPE, whose entities
    /// could add elements no tag in the bytes starts).
    init?(_ bytes: [UInt8], resourcesToo: Bool) {
        let scanned: (count: Int, flagged: [Int])? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return (0, []) }
            let end = buffer.count
            /// Where `text` next starts from `start` on, ending by `limit`; `end` when nowhere.
            func find(_ text: StaticString, from start: Int, before limit: Int = end) -> Int {
                let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
                var offset = start
                while offset + needle.count <= limit, let found = memchr(base + offset, Int32(needle[0]), limit - offset - needle.count + 1)
                {
                    let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if memcmp(found, needle.baseAddress!, needle.count) == 0 { return position }
                    offset = position + 1
                }
                return end
            }
            func starts(_ text: StaticString, at offset: Int) -> Bool {
                offset + text.utf8CodeUnitCount <= end && memcmp(base + offset, text.utf8Start, text.utf8CodeUnitCount) == 0
            }
            func nameIs(_ text: String, from start: Int, to nameEnd: Int) -> Bool {
                var text = text
                return text.withUTF8 { nameEnd - start == $0.count && memcmp(base + start, $0.baseAddress!, $0.count) == 0 }
            }
            var count = 0
            var flagged: [Int] = []
            var nextMage = resourcesToo ? find("mage", from: 0) : end
            var open = find("<", from: 0)
            while open < end {
                let after = open + 1
                guard after < end else { return nil }
                switch buffer[after] {
                case UInt8(ascii: "/"):
                    open = find("<", from: after)
                case UInt8(ascii: "?"):
                    open = find("<", from: find("?>", from: after))
                case UInt8(ascii: "!"):
                    if starts("<!--", at: open) {
                        open = find("<", from: find("-->", from: open + 4))
                    } else if starts("<![CDATA[", at: open) {
                        open = find("<", from: find("]]>", from: open + 9))
                    } else {
                        return nil
                    }
                default:
                    // Attribute values hold no `<`: the tag ends before the next one.
                    let next = find("<", from: after)
                    while nextMage < open { nextMage = find("mage", from: nextMage + 1) }
                    var mayNameResource = nextMage < next
                    var namesFont = false
                    // Only `color`, `textField`, `font` and `fontDescription` are told by their tag's name.
                    let first = buffer[after]
                    if first == UInt8(ascii: "c") || first == UInt8(ascii: "f") || first == UInt8(ascii: "t") {
                        var nameEnd = after
                        while nameEnd < next, !Self.endsName(buffer[nameEnd]) { nameEnd += 1 }
                        mayNameResource =
                            mayNameResource
                            || resourcesToo
                                && (nameIs(ColorMarkup.elementName, from: after, to: nameEnd)
                                    || nameIs(ResourceCatalog.textFieldElement, from: after, to: nameEnd))
                        if nameIs(FontMarkup.descriptionElementName, from: after, to: nameEnd)
                            || nameIs(FontMarkup.fontElementName, from: after, to: nameEnd)
                        {
                            namesFont = find("name", from: nameEnd, before: next) < next
                        }
                    }
                    if mayNameResource || namesFont {
                        flagged.append(count)
                    }
                    count += 1
                    open = next
                }
            }
            return (count, flagged)
        }
        guard let scanned else { return nil }
        (count, flagged) = scanned
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
