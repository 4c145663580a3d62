import ThemifyKit

/// One rendered picture: a screen in one theme and appearance, its SVG, and where its files go
/// below the output folder.
package struct PreviewPicture: Sendable {
    package var screen: PreviewScreen
    package var column: PreviewColumn
    /// `Main/Settings-ad5-cW-BHA.pink`: the file name without `.svg` / `.png`.
    package var fileStem: String
    /// The `<svg>` element, as embedded in the contact sheet.
    package var svg: String
    /// The picture's size in points, its legend included.
    package var size: PreviewRect
    /// The standalone `.svg` file.
    package var svgDocument: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg }
}
