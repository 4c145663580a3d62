#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An element of a layout: a tree node that remembers where it came from.
///
/// Elements read from a file keep their byte spans; editing one marks it and its ancestors, and
/// serialization rewrites only what was marked, copying every other byte from the source. Elements
/// are not `Sendable`: a document and its elements live inside the one task that themes it.
package final class MarkupElement {
    package let name: String
    /// In source order. Read lazily for elements from a file (see `RawAttribute`).
    package private(set) var attributes: [MarkupAttribute] {
        get {
            if let decodedAttributes { return decodedAttributes }
            let decoded = buffer.map { buffer in buffer.attributes[rawAttributes].map { $0.decoded(in: buffer.bytes) } } ?? []
            decodedAttributes = decoded
            return decoded
        }
        set { decodedAttributes = newValue }
    }
    // The mutable state is private, behind `package` accessors, and exempt from run-time
    // exclusivity checks: each access to a class's stored `var` otherwise costs a call into the
    // runtime (a tenth of a theming run, for `children` and `parent` alone). Nothing here can
    // overlap two accesses: every mutation is one statement of this file, no `inout` reference
    // to this storage escapes, and a tree is used by one task at a time (elements are not
    // `Sendable`).
    @exclusivity(unchecked) private var decodedAttributes: [MarkupAttribute]?
    /// This element's attributes in the document's attribute table.
    private let rawAttributes: Range<Int>
    @exclusivity(unchecked) private var storedChildren: [MarkupElement]
    /// Neither weak nor counted: a weak reference gives every element a side table (it doubled
    /// the cost of reading a layout), and a counted unowned one costs two atomic operations per
    /// element and more per read. It never points at a freed element: a parent owns its
    /// children, `remove()` and `replace` clear it, and an element going away clears it in its
    /// children (`deinit`), so a child held past its parent's end has no parent.
    @exclusivity(unchecked) private unowned(unsafe) var storedParent: MarkupElement?

    package var children: [MarkupElement] { storedChildren }
    package var parent: MarkupElement? { storedParent }

    /// The root element of the document this element was read from, found at once (the
    /// document's bytes remember it) even when an edit has since detached the element; for an
    /// element added by an edit, or once its document is gone, the topmost element above it.
    /// What an element's document is (iOS or macOS, say) is a question asked of every element
    /// an edit touches, so it is not a walk up the tree each time.
    package var documentRoot: MarkupElement {
        if let root = buffer?.root { return root }
        var top = self
        while let parent = top.storedParent { top = parent }
        return top
    }

    /// Where the start tag begins in the file; nil for an element added by an edit. Computed
    /// on demand: only diagnostics need it.
    package var position: SourcePosition? {
        guard let buffer, let source else { return nil }
        return buffer.position(of: source.startTag.lowerBound)
    }

    let buffer: SourceBuffer?
    let source: ElementSource?
    /// For an added element that took the place of a read one: the whitespace that stood before
    /// the old one, reused so the replacement sits exactly where the old element sat.
    @exclusivity(unchecked) private(set) var inheritedGap: Range<Int>?

    @exclusivity(unchecked) private var textOverride: String?
    @exclusivity(unchecked) private(set) var attributesEdited = false
    @exclusivity(unchecked) private(set) var childrenEdited = false
    @exclusivity(unchecked) private(set) var descendantEdited = false
    /// Whether the journal (`SourceBuffer.journal`) holds this element's state from before its
    /// first edit since the document was read or last reverted.
    @exclusivity(unchecked) private var isJournaled = false

    /// Creates an element to be added to a document.
    package init(_ name: String, _ attributes: [MarkupAttribute] = [], children: [MarkupElement] = [], text: String? = nil) {
        self.name = name
        self.decodedAttributes = attributes
        self.rawAttributes = 0..<0
        self.buffer = nil
        self.source = nil
        self.textOverride = text
        self.storedChildren = children
        for child in children { child.storedParent = self }
    }

    /// An element read from a file, made once its end tag is read, with the children read
    /// inside it.
    init(name: String, attributes: Range<Int>, buffer: SourceBuffer, source: ElementSource, children: [MarkupElement]) {
        self.name = name
        self.rawAttributes = attributes
        self.buffer = buffer
        self.source = source
        self.storedChildren = children
        forEachChild { $0.storedParent = self }
    }

    deinit {
        // Most children go with their parent, but one held elsewhere outlives it.
        forEachChild { $0.storedParent = nil }
    }

    // MARK: Reading

    package func attribute(_ name: String) -> String? {
        if decodedAttributes == nil, let buffer {
            // Compare names as bytes and decode only the value asked for.
            guard let raw = rawAttribute(named: name, in: buffer) else { return nil }
            return buffer.attributeValue(raw)
        }
        return attributes.first { Self.same($0.name, name) }?.value
    }

    /// Whether the attribute `name` is `value`: for attributes as read, a byte comparison, with
    /// no string made (the codecs look children up by `key` all the time).
    package func hasAttribute(_ name: String, equalTo value: String) -> Bool {
        guard decodedAttributes == nil, let buffer else { return attributes.contains { Self.same($0.name, name) && $0.value == value } }
        guard let raw = rawAttribute(named: name, in: buffer) else { return false }
        if RawAttribute.equal(buffer.bytes, raw.value, value) {
            // Equal bytes are an equal value unless decoding changes them.
            return !raw.valueChangesWhenDecoded
        }
        return raw.valueChangesWhenDecoded && buffer.attributeValue(raw) == value
    }

    /// The attributes named `name` or whose names end in `suffix`, in source order. For
    /// attributes as read, names are compared as bytes and only the matches are decoded (a
    /// walk over a whole layout asks this of every element).
    package func attributes(named name: String, orEndingIn suffix: String) -> [MarkupAttribute] {
        guard decodedAttributes == nil, let buffer else {
            return attributes.filter { $0.name == name || $0.name.hasSuffix(suffix) }
        }
        guard !rawAttributes.isEmpty else { return [] }
        var name = name
        var suffix = suffix
        let range = rawAttributes
        let matches: [RawAttribute] = name.withUTF8 { name in
            suffix.withUTF8 { suffix in
                buffer.bytes.withUnsafeBufferPointer { bytes in
                    buffer.attributes.withUnsafeBufferPointer { table in
                        var matches: [RawAttribute] = []
                        for raw in table[range] {
                            let start = bytes.baseAddress! + raw.name.lowerBound
                            let length = raw.nameLength
                            if (length == name.count && Self.equalBytes(start, name))
                                || (length >= suffix.count && Self.equalBytes(start + (length - suffix.count), suffix))
                            {
                                matches.append(raw)
                            }
                        }
                        return matches
                    }
                }
            }
        }
        return matches.map { $0.decoded(in: buffer.bytes) }
    }

    /// Whether two names are equal, lengths first: most names compared differ, and two short
    /// strings of different lengths are told apart without a call into the string library.
    @inline(__always)
    private static func same(_ name: String, _ other: String) -> Bool {
        name.utf8.count == other.utf8.count && name == other
    }

    /// Whether the bytes at `start` begin with `expected`.
    @inline(__always)
    private static func equalBytes(_ start: UnsafePointer<UInt8>, _ expected: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let expectedStart = expected.baseAddress else { return true }
        return memcmp(start, expectedStart, expected.count) == 0
    }

    /// This element's attribute `name` as read, found by comparing names as bytes.
    private func rawAttribute(named name: String, in buffer: SourceBuffer) -> RawAttribute? {
        var name = name
        let range = rawAttributes
        guard !range.isEmpty else { return nil }
        return name.withUTF8 { wanted -> RawAttribute? in
            guard let wantedStart = wanted.baseAddress else { return nil }
            return buffer.bytes.withUnsafeBufferPointer { bytes in
                buffer.attributes.withUnsafeBufferPointer { table in
                    for raw in table[range]
                    where raw.nameLength == wanted.count
                        && memcmp(bytes.baseAddress! + raw.name.lowerBound, wantedStart, wanted.count) == 0
                    {
                        return raw
                    }
                    return nil
                }
            }
        }
    }

    /// The first child with this element name and, when given, this `key` attribute (the way IB
    /// files name an element's role: `<state key="normal">`).
    package func child(_ name: String, key: String? = nil) -> MarkupElement? {
        guard let key else { return children.first { Self.same($0.name, name) } }
        return children.first { Self.same($0.name, name) && $0.hasAttribute("key", equalTo: key) }
    }

    package func children(named name: String) -> [MarkupElement] {
        children.filter { Self.same($0.name, name) }
    }

    /// The character data of an element without child elements (entities decoded); nil when it
    /// has child elements.
    package var text: String? {
        if let textOverride { return textOverride }
        guard storedChildren.isEmpty else { return nil }
        guard let source, let buffer, !source.isSelfClosing else { return "" }
        return buffer.bytes.withUnsafeBufferPointer { bytes in
            MarkupEscaping.decode(UnsafeBufferPointer(rebasing: bytes[source.content]), normalizingWhitespace: false)
        }
    }

    /// This element and everything below it, in document order.
    package func subtree() -> [MarkupElement] {
        var result: [MarkupElement] = []
        forEachInSubtree { result.append($0) }
        return result
    }

    /// Visits this element and everything below it in document order, without building an
    /// array of the whole tree (what `subtree()` costs on every file adds up over a build).
    package func forEachInSubtree(_ body: (MarkupElement) throws -> Void) rethrows {
        try body(self)
        try forEachChild { try $0.forEachInSubtree(body) }
    }

    /// Calls `visit` with each child as the children are now (`visit` may edit the tree). The
    /// children are held by one copy of the array for the whole loop, and each is lent to
    /// `visit` without a retain and release of its own: a walk over a whole layout paid both for
    /// every element, more than the visit itself.
    @inline(__always)
    private func forEachChild(_ visit: (MarkupElement) throws -> Void) rethrows {
        guard !storedChildren.isEmpty else { return }
        let children = storedChildren
        try children.withUnsafeBufferPointer { children in
            for index in children.indices {
                try Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef(visit)
            }
        }
    }

    /// Which of `values` some attribute in this element's subtree holds. Attributes nobody has
    /// read are compared as bytes, so a search over a whole layout makes no string per attribute
    /// (it runs for every theme of every layout whose resources an edit may have orphaned); and a
    /// subtree no edit touched is searched as the one run of the attribute table it was read
    /// into, without visiting its elements.
    package func attributeValues(among values: Set<String>) -> Set<String> {
        guard !values.isEmpty else { return [] }
        var search = AttributeValueSearch(values)
        // Every element read from the file shares one buffer: its bytes and attribute table are
        // opened once for the whole walk, not once per element.
        guard let buffer = subtreeBuffer() else {
            forEachInSubtree { element in search.match(element.attributes) }
            return search.found
        }
        buffer.bytes.withUnsafeBufferPointer { bytes in
            buffer.attributes.withUnsafeBufferPointer { table in
                collectAttributeValues(into: &search, buffer: buffer, bytes: bytes, table: table)
            }
        }
        return search.found
    }

    private func collectAttributeValues(
        into search: inout AttributeValueSearch, buffer: SourceBuffer, bytes: UnsafeBufferPointer<UInt8>,
        table: UnsafeBufferPointer<RawAttribute>
    ) {
        if self.buffer === buffer, let source {
            if !isEdited {
                // Untouched below here: its attributes as read are the run from its own first
                // one to its subtree's end (decoded copies, if any, hold the same values).
                return search.match(table[rawAttributes.lowerBound..<source.subtreeAttributesEnd], in: bytes)
            }
            if let decodedAttributes { search.match(decodedAttributes) } else { search.match(table[rawAttributes], in: bytes) }
        } else if let decodedAttributes {
            search.match(decodedAttributes)
        }
        forEachChild { $0.collectAttributeValues(into: &search, buffer: buffer, bytes: bytes, table: table) }
    }

    /// The buffer of the first element read from a file in this subtree (they all share it).
    private func subtreeBuffer() -> SourceBuffer? {
        if let buffer { return buffer }
        for child in storedChildren { if let found = child.subtreeBuffer() { return found } }
        return nil
    }

    /// True when this element or anything below it has been edited.
    package var isEdited: Bool {
        attributesEdited || childrenEdited || descendantEdited || source == nil
    }

    /// True when this element's own attributes may differ from the file's: an edit set or
    /// removed one, or an edit added the element. An element edited only below keeps the
    /// attributes it was read with, so what they name need not be read again.
    package var hasEditedAttributes: Bool {
        attributesEdited || source == nil
    }

    /// Same name, attributes (in order), text and children: what an edit compares against to
    /// leave a value that is already right untouched, whatever whitespace surrounds it.
    /// Attributes as read are compared as bytes where bytes tell, so the comparison every write
    /// makes against the element it would replace decodes neither.
    package func hasSameContent(as other: MarkupElement) -> Bool {
        guard name == other.name, children.count == other.children.count,
            attributeCount == other.attributeCount
        else { return false }
        for index in 0..<attributeCount where !hasSameAttribute(at: index, as: other) { return false }
        if children.isEmpty, (text ?? "") != (other.text ?? "") { return false }
        return zip(children, other.children).allSatisfy { $0.hasSameContent(as: $1) }
    }

    /// How many attributes the element has, none decoded.
    private var attributeCount: Int {
        decodedAttributes?.count ?? (buffer == nil ? 0 : rawAttributes.count)
    }

    /// Whether the attribute at `index` has the same name and value as `other`'s at `index`.
    private func hasSameAttribute(at index: Int, as other: MarkupElement) -> Bool {
        switch (decodedAttributes, other.decodedAttributes) {
        case let (mine?, theirs?):
            return mine[index].name == theirs[index].name && mine[index].value == theirs[index].value
        case let (nil, theirs?):
            return rawAttribute(at: index, isSameAs: theirs[index])
        case let (mine?, nil):
            return other.rawAttribute(at: index, isSameAs: mine[index])
        case (nil, nil):
            guard let buffer, let otherBuffer = other.buffer else { return false }
            let mine = buffer.attributes[rawAttributes.lowerBound + index]
            let theirs = otherBuffer.attributes[other.rawAttributes.lowerBound + index]
            guard buffer.bytes[mine.name].elementsEqual(otherBuffer.bytes[theirs.name]) else { return false }
            if !mine.valueChangesWhenDecoded, !theirs.valueChangesWhenDecoded {
                return buffer.bytes[mine.value].elementsEqual(otherBuffer.bytes[theirs.value])
            }
            return buffer.attributeValue(mine) == otherBuffer.attributeValue(theirs)
        }
    }

    /// Whether this read element's attribute at `index` is `attribute`: names as bytes, and
    /// values as bytes unless decoding would change them.
    private func rawAttribute(at index: Int, isSameAs attribute: MarkupAttribute) -> Bool {
        guard let buffer else { return false }
        let raw = buffer.attributes[rawAttributes.lowerBound + index]
        guard RawAttribute.equal(buffer.bytes, raw.name, attribute.name) else { return false }
        if RawAttribute.equal(buffer.bytes, raw.value, attribute.value) { return !raw.valueChangesWhenDecoded }
        return raw.valueChangesWhenDecoded && buffer.attributeValue(raw) == attribute.value
    }

    // MARK: Editing

    /// Sets an attribute's value. A new attribute goes before the first existing one named in
    /// `before` (so it lands where Xcode would write it), else last.
    package func setAttribute(_ name: String, _ value: String, before: [String] = []) {
        if let index = attributes.firstIndex(where: { Self.same($0.name, name) }) {
            guard attributes[index].value != value else { return }
            journal()
            attributes[index].value = value
            attributes[index].isValueEdited = true
        } else {
            let index = attributes.firstIndex { before.contains($0.name) } ?? attributes.endIndex
            journal()
            attributes.insert(MarkupAttribute(name, value), at: index)
        }
        attributesEdited = true
        markAncestors()
    }

    package func removeAttribute(_ name: String) {
        guard let index = attributes.firstIndex(where: { Self.same($0.name, name) }) else { return }
        journal()
        attributes.remove(at: index)
        attributesEdited = true
        markAncestors()
    }

    /// Adds a new element (one not read from a file) among the children.
    package func insert(_ child: MarkupElement, at index: Int) {
        precondition(child.source == nil && child.storedParent == nil, "only new, detached elements can be inserted")
        journal()
        child.storedParent = self
        storedChildren.insert(child, at: index)
        childrenEdited = true
        markAncestors()
    }

    package func append(_ child: MarkupElement) {
        insert(child, at: storedChildren.endIndex)
    }

    /// Puts a new element where `old` stands, in the same whitespace.
    package func replace(_ old: MarkupElement, with new: MarkupElement) {
        guard let index = storedChildren.firstIndex(where: { $0 === old }) else {
            preconditionFailure("replace needs a child of this element")
        }
        new.inheritedGap = old.source?.leadingGap ?? old.inheritedGap
        journal()
        old.journal()
        old.storedParent = nil
        storedChildren.remove(at: index)
        insert(new, at: index)
    }

    /// Detaches this element from its parent, together with the whitespace that led up to it.
    package func remove() {
        guard let parent = storedParent, let index = parent.storedChildren.firstIndex(where: { $0 === self }) else { return }
        journal()
        parent.journal()
        parent.storedChildren.remove(at: index)
        storedParent = nil
        parent.childrenEdited = true
        parent.markAncestors()
    }

    // MARK: Reverting

    /// What an element read from a file was before its first edit: enough to put it back.
    struct SavedState {
        let element: MarkupElement
        let attributes: [MarkupAttribute]?
        let children: [MarkupElement]
        let parent: MarkupElement?
        let flags: (attributes: Bool, children: Bool, descendant: Bool)
    }

    /// Saves this element's state before its first edit. Elements added by an edit need none:
    /// reverting their parent's children drops them.
    private func journal() {
        guard !isJournaled, let buffer else { return }
        isJournaled = true
        buffer.journal.append(
            SavedState(
                element: self, attributes: decodedAttributes, children: storedChildren, parent: storedParent,
                flags: (attributesEdited, childrenEdited, descendantEdited)
            ))
    }

    func restore(_ saved: consuming SavedState) {
        decodedAttributes = saved.attributes
        // Children an edit added are dropped, and whoever still holds one must not see a parent
        // that may go away before it (read elements keep or get back this parent).
        if childrenEdited { forEachChild { child in if child.source == nil { child.storedParent = nil } } }
        storedChildren = saved.children
        storedParent = saved.parent
        (attributesEdited, childrenEdited, descendantEdited) = saved.flags
        isJournaled = false
    }

    private func markAncestors() {
        var current = storedParent
        while let element = current, !element.descendantEdited {
            element.journal()
            element.descendantEdited = true
            current = element.storedParent
        }
    }
}

/// The matching behind `MarkupElement.attributeValues(among:)`: attribute values against a
/// set of wanted ones, as bytes where the attributes are as read.
private struct AttributeValueSearch {
    private let values: Set<String>
    private let wanted: [(text: String, bytes: [UInt8])]
    private let longest: Int
    private let shortest: Int
    /// Indexed by length: whether a wanted value has that many bytes.
    private let wantedLength: [Bool]
    private(set) var found = Set<String>()

    init(_ values: Set<String>) {
        self.values = values
        wanted = values.map { (text: $0, bytes: Array($0.utf8)) }
        // Decoding never lengthens a value, and an unencoded value can only equal a wanted one
        // of its own length: most attributes stop at a length test.
        longest = wanted.map(\.bytes.count).max() ?? 0
        shortest = wanted.map(\.bytes.count).min() ?? 0
        var wantedLength = [Bool](repeating: false, count: longest + 1)
        for value in wanted { wantedLength[value.bytes.count] = true }
        self.wantedLength = wantedLength
    }

    mutating func match(_ attributes: [MarkupAttribute]) {
        for attribute in attributes {
            // Decoded values are compared whole: a length no wanted value has rules one out
            // without hashing it.
            let length = attribute.value.utf8.count
            guard length >= shortest, length <= longest, wantedLength[length], values.contains(attribute.value) else { continue }
            found.insert(attribute.value)
        }
    }

    mutating func match(_ attributes: Slice<UnsafeBufferPointer<RawAttribute>>, in bytes: UnsafeBufferPointer<UInt8>) {
        for raw in attributes where raw.value.count >= shortest {
            let start = bytes.baseAddress! + raw.value.lowerBound
            let length = raw.value.count
            let sameLength = length <= longest && wantedLength[length]
            if sameLength {
                for candidate in wanted
                where candidate.bytes.count == length
                    && candidate.bytes.withUnsafeBufferPointer({ memcmp(start, $0.baseAddress!, length) == 0 })
                {
                    found.insert(candidate.text)
                }
            }
            // An entity (shorter once decoded) or literal whitespace (a space once decoded):
            // the value as XML reads it may be a wanted one.
            guard raw.valueChangesWhenDecoded else { continue }
            let value = UnsafeBufferPointer(start: start, count: length)
            if sameLength || memchr(start, Int32(UInt8(ascii: "&")), length) != nil {
                let decoded = MarkupEscaping.decode(value, normalizingWhitespace: true)
                if values.contains(decoded) { found.insert(decoded) }
            }
        }
    }
}
