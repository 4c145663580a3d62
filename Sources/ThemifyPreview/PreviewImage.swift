import ThemifyModel

/// An image a view shows: the real one when the asset catalogs have it, an SF Symbol (drawn by
/// iOS, never in an asset catalog) as a labelled glyph, else a placeholder with its name.
public struct PreviewImage: Sendable, Hashable {
    public var name: String
    /// PNG bytes from the image set, nil for a placeholder or a system symbol.
    public var png: [UInt8]?
    /// How the image is fitted (`scaleAspectFill`, `center`), from the view's content mode.
    public var contentMode: String
    /// An SF Symbol (`<image name=… catalog="system">`, `systemName`): iOS draws it, so no
    /// `--assets` folder can hold it and the legend never asks for one.
    public var isSystemSymbol = false
    /// The color a system symbol takes (the view's tint, a button's title color).
    public var tint: SRGBColor?
}
