import ThemifyModel
import ThemifyXML

/// How Xcode names each color space on a `<color>` element, read off `shared/corpus`:
///
/// | space | components | attributes | count in the corpus |
/// |---|---|---|---|
/// | sRGB | red green blue alpha | `colorSpace="custom" customColorSpace="sRGB"` | 1985 |
/// | calibratedRGB | red green blue alpha | `colorSpace="calibratedRGB"` (rarely `custom`/`calibratedRGB`) | 800 (7) |
/// | calibratedWhite | white alpha | `colorSpace="calibratedWhite"` (Xcode 5–7 also `custom`/`calibratedWhite`) | 595 (49) |
/// | gray | white alpha | `colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"` | 127 |
/// | deviceRGB | red green blue alpha | `colorSpace="deviceRGB"` | 21 |
/// | displayP3 | red green blue alpha | `colorSpace="custom" customColorSpace="displayP3"` | 6 |
///
/// Every era writes the same form for a space (the counts above span Xcode 5 to 16); numbers
/// are printed as `XcodeNumberFormat.component` prints them. The first form of a space is
/// the one written; the others are read.
struct ColorSpaceForm: Sendable {
    let space: ColorSpace
    /// `colorSpace=` and, for `custom`, `customColorSpace=`.
    let colorSpace: String
    let customColorSpace: String?

    static let written: [ColorSpaceForm] = [
        ColorSpaceForm(space: .sRGB, colorSpace: "custom", customColorSpace: "sRGB"),
        ColorSpaceForm(space: .calibratedRGB, colorSpace: "calibratedRGB", customColorSpace: nil),
        ColorSpaceForm(space: .calibratedWhite, colorSpace: "calibratedWhite", customColorSpace: nil),
        ColorSpaceForm(space: .gray, colorSpace: "custom", customColorSpace: "genericGamma22GrayColorSpace"),
        ColorSpaceForm(space: .deviceRGB, colorSpace: "deviceRGB", customColorSpace: nil),
        ColorSpaceForm(space: .displayP3, colorSpace: "custom", customColorSpace: "displayP3"),
    ]

    /// Forms Xcode wrote too, read as their space.
    static let alsoRead: [ColorSpaceForm] = [
        ColorSpaceForm(space: .calibratedRGB, colorSpace: "custom", customColorSpace: "calibratedRGB"),
        ColorSpaceForm(space: .calibratedWhite, colorSpace: "custom", customColorSpace: "calibratedWhite"),
    ]

    /// Every form read, written ones first: joined once, not on every color read.
    private static let read = written + alsoRead

    /// The form a color in `space` is written in.
    static func of(_ space: ColorSpace) -> ColorSpaceForm {
        written.first { $0.space == space }!
    }

    /// The space an element's attributes name; nil for a space themes cannot write
    /// (`adobeRGB1998`, CMYK, pattern colors).
    static func space(of element: MarkupElement) -> ColorSpace? {
        let colorSpace = element.attribute("colorSpace")
        let custom = element.attribute("customColorSpace")
        return read.first { $0.colorSpace == colorSpace && (colorSpace != "custom" || $0.customColorSpace == custom) }?.space
    }

    var attributes: [MarkupAttribute] {
        [MarkupAttribute("colorSpace", colorSpace)] + (customColorSpace.map { [MarkupAttribute("customColorSpace", $0)] } ?? [])
    }
}
