/// Where an element read from a file stands in that file's bytes.
///
/// Offsets are kept as `UInt32` (files are at most `MarkupParser.maximumSize`): a large layout
/// has close to a million elements, and eight-byte offsets doubled what each one costs.
struct ElementSource {
    private let tagStart: UInt32
    private let tagEnd: UInt32
    private let storedNameEnd: UInt32
    private let storedAttributesEnd: UInt32
    private let contentStart: UInt32
    private let contentEnd: UInt32
    private let storedEnd: UInt32
    private let storedLeadingGapStart: UInt32
    private let storedLastChildEnd: UInt32
    private let storedSubtreeAttributesEnd: UInt32
    let isSelfClosing: Bool

    /// Every offset is below `MarkupParser.maximumSize`, so each fits in 32 bits as it is.
    init(
        startTag: Range<Int>, nameEnd: Int, attributesEnd: Int, content: Range<Int>, end: Int, isSelfClosing: Bool, leadingGapStart: Int,
        lastChildEnd: Int, subtreeAttributesEnd: Int
    ) {
        tagStart = UInt32(truncatingIfNeeded: startTag.lowerBound)
        tagEnd = UInt32(truncatingIfNeeded: startTag.upperBound)
        storedNameEnd = UInt32(truncatingIfNeeded: nameEnd)
        storedAttributesEnd = UInt32(truncatingIfNeeded: attributesEnd)
        contentStart = UInt32(truncatingIfNeeded: content.lowerBound)
        contentEnd = UInt32(truncatingIfNeeded: content.upperBound)
        storedEnd = UInt32(truncatingIfNeeded: end)
        self.isSelfClosing = isSelfClosing
        storedLeadingGapStart = UInt32(truncatingIfNeeded: leadingGapStart)
        storedLastChildEnd = UInt32(truncatingIfNeeded: lastChildEnd)
        storedSubtreeAttributesEnd = UInt32(truncatingIfNeeded: subtreeAttributesEnd)
    }

    /// `<` through the `>` (or `/>`) that closes the start tag.
    var startTag: Range<Int> { Int(tagStart)..<Int(tagEnd) }
    /// Just past the element's name in the start tag.
    var nameEnd: Int { Int(storedNameEnd) }
    /// Just past the last attribute's closing quote (or the name when there are none): what
    /// follows, up to the end of the start tag, is the tag's tail (`>`, `/>`, ` />`).
    var attributesEnd: Int { Int(storedAttributesEnd) }
    /// Between the start tag and the end tag; empty for a self-closing element.
    var content: Range<Int> { Int(contentStart)..<Int(contentEnd) }
    /// Just past the end tag (or the `/>`).
    var end: Int { Int(storedEnd) }
    /// Where the whitespace (or other character data) leading up to this element begins: just
    /// past the previous sibling, or the start of the parent's content.
    var leadingGapStart: Int { Int(storedLeadingGapStart) }
    /// Just past the last child element as read, or the start of the content when there was none.
    var lastChildEnd: Int { Int(storedLastChildEnd) }
    /// Where the attributes of this element's subtree as read end in the attribute table: they
    /// run from the element's own first attribute to here, in document order.
    var subtreeAttributesEnd: Int { Int(storedSubtreeAttributesEnd) }

    var whole: Range<Int> { startTag.lowerBound..<end }
    var leadingGap: Range<Int> { leadingGapStart..<startTag.lowerBound }
}
