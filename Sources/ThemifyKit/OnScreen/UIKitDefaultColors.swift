import ThemifyModel

/// What UIKit draws where a layout sets no color, in one appearance: the light values are what
/// Interface Builder shows; the dark ones are the same roles' dark values (`SystemColors`).
package struct UIKitDefaultColors: Sendable {
    /// A view's tint (`systemBlue`), which system buttons, bar items and sliders take.
    package let tint: SRGBColor
    /// A label's, text view's and field's text (`labelColor`).
    package let label: SRGBColor
    package let placeholder: SRGBColor
    /// A rounded-rect text field's background.
    package let fieldBackground: SRGBColor
    package let selectedSegment: SRGBColor
    package let switchOn: SRGBColor
    /// Switch and slider thumbs, white in both appearances.
    package let thumb: SRGBColor
    /// A custom button's and a filled configuration's title, white in both appearances.
    package let filledTitle: SRGBColor
    /// Navigation, tab and tool bars without a bar tint.
    package let bar: SRGBColor
    package let track: SRGBColor
    package let unselectedItem: SRGBColor
    /// The window behind the views (`systemBackgroundColor`).
    package let window: SRGBColor

    package init(_ appearance: Appearance) {
        let white = SRGBColor(red: 1, green: 1, blue: 1)
        thumb = white
        filledTitle = white
        unselectedItem = SRGBColor(bytes: 0x99, 0x99, 0x99)
        switch appearance {
        case .light, .highContrastLight:
            tint = SRGBColor(bytes: 0x00, 0x7A, 0xFF)
            label = SRGBColor(red: 0, green: 0, blue: 0)
            placeholder = SRGBColor(bytes: 0xC4, 0xC4, 0xC6)
            fieldBackground = white
            selectedSegment = white
            switchOn = SRGBColor(bytes: 0x34, 0xC7, 0x59)
            bar = SRGBColor(bytes: 0xF9, 0xF9, 0xF9)
            track = SRGBColor(bytes: 0xE5, 0xE5, 0xEA)
            window = white
        case .dark, .highContrastDark:
            func system(_ name: String) -> SRGBColor { SystemColors.darkValues[name]! }
            tint = system("systemBlueColor")
            label = system("labelColor")
            placeholder = system("placeholderTextColor")
            fieldBackground = system("secondarySystemBackgroundColor")
            selectedSegment = system("systemGray2Color")
            switchOn = system("systemGreenColor")
            bar = system("systemGray6Color")
            track = system("systemGray5Color")
            window = system("systemBackgroundColor")
        }
    }
}
