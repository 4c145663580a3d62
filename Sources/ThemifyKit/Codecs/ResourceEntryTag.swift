/// The entries of a layout's `<resources>`, by tag, and the attribute that names an image
/// entry: what an image attribute (`image="star"`) or a `<color>` refers to, so the resource
/// catalog and the reference scans name them as the codecs that write the references do.
package enum ResourceEntryTag {
    /// `<image name="star" width="24" height="24"/>`: an image's design-time size.
    package static let image = "image"
    /// `<namedColor name="BrandColor">`: an asset color's design-time value.
    package static let namedColor = "namedColor"
    /// `<systemColor name="systemRedColor">`: a system color's design-time value.
    package static let systemColor = "systemColor"
    /// The attribute that names an image (others end in `Image`: `selectedImage`).
    package static let imageAttribute = "image"
}
