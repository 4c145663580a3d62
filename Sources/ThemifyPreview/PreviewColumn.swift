/// A contact-sheet column: one theme (or the `--compare` version of one) in one appearance.
package struct PreviewColumn: Sendable, Hashable {
    /// Unique among the columns, safe in file names and HTML: `pink`, `pink.before`.
    package var id: String
    /// What the sheet calls it: `pink`, `pink (before)`.
    package var label: String
    package var theme: String
    package var appearance: PreviewAppearance
}
