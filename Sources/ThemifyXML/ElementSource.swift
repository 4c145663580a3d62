/// Where an element read from a file stands in that file's bytes.
struct ElementSource {
    /// `<` through the `>` (or `/>`) that closes the start tag.
    let startTag: Range<Int>
    /// Just past the element's name in the start tag.
    let nameEnd: Int
    /// Just past the last attribute's closing quote (or the name when there are none): what
    /// follows, up to the end of the start tag, is the tag's tail (`>`, `/>`, ` />`).
    let attributesEnd: Int
    /// Between the start tag and the end tag; empty for a self-closing element.
    var content: Range<Int>
    /// Just past the end tag (or the `/>`).
    var end: Int
    let isSelfClosing: Bool
    /// Where the whitespace (or other character data) leading up to this element begins: just
    /// past the previous sibling, or the start of the parent's content.
    let leadingGapStart: Int
    /// Just past the last child element as read, or the start of the content when there was none.
    var lastChildEnd: Int

    var whole: Range<Int> { startTag.lowerBound..<end }
    var leadingGap: Range<Int> { leadingGapStart..<startTag.lowerBound }
}
