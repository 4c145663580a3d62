/// An image a view shows: the real one when the asset catalogs have it, else a placeholder
/// with its name.
public struct PreviewImage: Sendable, Hashable {
    public var name: String
    /// PNG bytes from the image set, nil for a placeholder.
    public var png: [UInt8]?
    /// How the image is fitted (`scaleAspectFill`, `center`), from the view's content mode.
    public var contentMode: String
}
