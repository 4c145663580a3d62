/// A start tag as `MarkupBounds`' pass over the file read it: where it stands and where its
/// attributes went in the document's attribute table.
///
/// The pass reads every start tag anyway; recording what it found spares the tree builder a
/// second reading of each tag (a backward scan for its `<`, then a forward one for its
/// attributes) when libxml2 reports it. The builder takes a record only when it ends where
/// libxml2 says the tag ends, so markup the lenient pass read differently is read again.
struct ScannedStartTag {
    /// The `<`.
    let start: UInt32
    let nameEnd: UInt32
    /// Just past the last attribute's closing quote, or `nameEnd` when there is none.
    let attributesEnd: UInt32
    /// The `>`, or the `/` of `/>`: where libxml2's cursor stands when it reports the tag.
    let bodyEnd: UInt32
    /// This tag's attributes in the attribute table: `firstAttribute..<attributesLimit`.
    let firstAttribute: UInt32
    let attributesLimit: UInt32
}
