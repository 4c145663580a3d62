/// One rendered picture: a screen in one theme and appearance, its SVG, and where its files go
/// below the output folder.
public struct PreviewPicture: Sendable {
    public var screen: PreviewScreen
    public var column: PreviewColumn
    /// `Main/Settings-ad5-cW-BHA.pink`: the file name without `.svg` / `.png`.
    public var fileStem: String
    /// The `<svg>` element, as embedded in the contact sheet.
    public var svg: String
    /// The picture's size in points, its legend included.
    public var size: PreviewRect
    /// The standalone `.svg` file.
    public var svgDocument: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg }
}
