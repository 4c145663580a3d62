/// A contact-sheet column: one theme (or the `--compare` version of one) in one appearance.
public struct PreviewColumn: Sendable, Hashable {
    /// Unique among the columns, safe in file names and HTML: `pink`, `pink.before`.
    public var id: String
    /// What the sheet calls it: `pink`, `pink (before)`.
    public var label: String
    public var theme: String
    public var appearance: PreviewAppearance
}
