import ThemifyModel

/// An image a view shows: the real one when the asset catalogs have it, an SF Symbol (drawn by
/// iOS, never in an asset catalog) as a labelled glyph, else a placeholder with its name.
package struct PreviewImage: Sendable, Hashable {
    package var name: String
    /// PNG bytes from the image set, nil for a placeholder or a system symbol.
    package var png: [UInt8]?
    /// How the image is fitted (`scaleAspectFill`, `center`), from the view's content mode.
    package var contentMode: String
    /// An SF Symbol (`<image name=… catalog="system">`, `systemName`): iOS draws it, so no
    /// `--assets` folder can hold it and the legend never asks for one.
    package var isSystemSymbol = false
    /// The color a system symbol takes (the view's tint, a button's title color).
    package var tint: SRGBColor?
}
