/// One rendered picture: a screen in one theme and appearance, its SVG, and where its files go
/// below the output folder.
public struct PreviewPicture: Sendable {
    public var screen: PreviewScreen
    public var column: PreviewColumn
    /// `Main/Settings-ad5-cW-BHA.pink`: the file name without `.svg` / `.png`.
    public var fileStem: String
    /// The `<svg>` element, as embedded in the contact sheet.
    public var svg: String
    /// The standalone `.svg` file.
    public var svgDocument: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg }
}

/// A contact-sheet column: one theme (or the `--compare` version of one) in one appearance.
public struct PreviewColumn: Sendable, Hashable {
    /// Unique among the columns, safe in file names and HTML: `pink`, `pink.before`.
    public var id: String
    /// What the sheet calls it: `pink`, `pink (before)`.
    public var label: String
    public var theme: String
    public var appearance: PreviewAppearance
}
