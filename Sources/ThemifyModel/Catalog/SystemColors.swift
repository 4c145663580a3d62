/// UIKit's system colors, with the light-appearance value Xcode records in a layout's
/// `<resources>` (`<systemColor name="systemRedColor"><color red="1" …/></systemColor>`), so an
/// inserted system color carries the same design-time value Xcode would write.
package enum SystemColors {
    package static let lightValues: [String: SRGBColor] = [
        "systemRedColor": SRGBColor(bytes: 255, 59, 48),
        "systemOrangeColor": SRGBColor(bytes: 255, 149, 0),
        "systemYellowColor": SRGBColor(bytes: 255, 204, 0),
        "systemGreenColor": SRGBColor(bytes: 52, 199, 89),
        "systemMintColor": SRGBColor(bytes: 0, 199, 190),
        "systemTealColor": SRGBColor(bytes: 48, 176, 199),
        "systemCyanColor": SRGBColor(bytes: 50, 173, 230),
        "systemBlueColor": SRGBColor(bytes: 0, 122, 255),
        "systemIndigoColor": SRGBColor(bytes: 88, 86, 214),
        "systemPurpleColor": SRGBColor(bytes: 175, 82, 222),
        "systemPinkColor": SRGBColor(bytes: 255, 45, 85),
        "systemBrownColor": SRGBColor(bytes: 162, 132, 94),
        "systemGrayColor": SRGBColor(bytes: 142, 142, 147),
        "systemGray2Color": SRGBColor(bytes: 174, 174, 178),
        "systemGray3Color": SRGBColor(bytes: 199, 199, 204),
        "systemGray4Color": SRGBColor(bytes: 209, 209, 214),
        "systemGray5Color": SRGBColor(bytes: 229, 229, 234),
        "systemGray6Color": SRGBColor(bytes: 242, 242, 247),
        "labelColor": SRGBColor(bytes: 0, 0, 0),
        "secondaryLabelColor": SRGBColor(bytes: 60, 60, 67, alpha: 0.6),
        "tertiaryLabelColor": SRGBColor(bytes: 60, 60, 67, alpha: 0.3),
        "quaternaryLabelColor": SRGBColor(bytes: 60, 60, 67, alpha: 0.18),
        "placeholderTextColor": SRGBColor(bytes: 60, 60, 67, alpha: 0.3),
        "linkColor": SRGBColor(bytes: 0, 122, 255),
        // iOS 15's `UIColor.tintColor`, recorded as the default tint, system blue (a public
        // Xcode 15 storyboard's entry).
        "tintColor": SRGBColor(bytes: 0, 122, 255),
        "separatorColor": SRGBColor(bytes: 60, 60, 67, alpha: 0.29),
        "opaqueSeparatorColor": SRGBColor(bytes: 198, 198, 200),
        "systemFillColor": SRGBColor(bytes: 120, 120, 128, alpha: 0.2),
        "secondarySystemFillColor": SRGBColor(bytes: 120, 120, 128, alpha: 0.16),
        "tertiarySystemFillColor": SRGBColor(bytes: 118, 118, 128, alpha: 0.12),
        "quaternarySystemFillColor": SRGBColor(bytes: 116, 116, 128, alpha: 0.08),
        "systemBackgroundColor": SRGBColor(bytes: 255, 255, 255),
        "secondarySystemBackgroundColor": SRGBColor(bytes: 242, 242, 247),
        "tertiarySystemBackgroundColor": SRGBColor(bytes: 255, 255, 255),
        "systemGroupedBackgroundColor": SRGBColor(bytes: 242, 242, 247),
        "secondarySystemGroupedBackgroundColor": SRGBColor(bytes: 255, 255, 255),
        "tertiarySystemGroupedBackgroundColor": SRGBColor(bytes: 242, 242, 247),
        // Names older layouts still carry in their resources.
        "groupTableViewBackgroundColor": SRGBColor(bytes: 242, 242, 247),
        "tableCellGroupedBackgroundColor": SRGBColor(bytes: 255, 255, 255),
        "darkTextColor": SRGBColor(bytes: 0, 0, 0),
        "lightTextColor": SRGBColor(bytes: 255, 255, 255, alpha: 0.6),
        // Deprecated since iOS 7 yet still offered by Interface Builder: a public Xcode 16
        // storyboard (toolsVersion 23504) records 0.1216 0.1294 0.1412 in sRGB.
        "viewFlipsideBackgroundColor": SRGBColor(bytes: 31, 33, 36),
    ]
}
