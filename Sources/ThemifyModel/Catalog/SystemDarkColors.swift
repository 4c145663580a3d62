extension SystemColors {
    /// UIKit's system colors as the dark appearance shows them (normal contrast), for pictures of
    /// the dark appearance; a layout records only the light value, so nothing is written from
    /// this table.
    ///
    /// Source: Apple's Human Interface Guidelines, "Color" (the system colors' dark values, iOS),
    /// and UIKit's UI element colors (`UIColor.label`, `.systemBackground`, …) resolved with a
    /// dark `UITraitCollection` (iOS 13 and later). `darkTextColor`, `lightTextColor` and
    /// `viewFlipsideBackgroundColor`, older than dark mode, do not adapt: they keep their one value.
    package static let darkValues: [String: SRGBColor] = [
        "systemRedColor": SRGBColor(bytes: 255, 69, 58),
        "systemOrangeColor": SRGBColor(bytes: 255, 159, 10),
        "systemYellowColor": SRGBColor(bytes: 255, 214, 10),
        "systemGreenColor": SRGBColor(bytes: 48, 209, 88),
        "systemMintColor": SRGBColor(bytes: 99, 230, 226),
        "systemTealColor": SRGBColor(bytes: 64, 200, 224),
        "systemCyanColor": SRGBColor(bytes: 100, 210, 255),
        "systemBlueColor": SRGBColor(bytes: 10, 132, 255),
        "systemIndigoColor": SRGBColor(bytes: 94, 92, 230),
        "systemPurpleColor": SRGBColor(bytes: 191, 90, 242),
        "systemPinkColor": SRGBColor(bytes: 255, 55, 95),
        "systemBrownColor": SRGBColor(bytes: 172, 142, 104),
        "systemGrayColor": SRGBColor(bytes: 142, 142, 147),
        "systemGray2Color": SRGBColor(bytes: 99, 99, 102),
        "systemGray3Color": SRGBColor(bytes: 72, 72, 74),
        "systemGray4Color": SRGBColor(bytes: 58, 58, 60),
        "systemGray5Color": SRGBColor(bytes: 44, 44, 46),
        "systemGray6Color": SRGBColor(bytes: 28, 28, 30),
        "labelColor": SRGBColor(bytes: 255, 255, 255),
        "secondaryLabelColor": SRGBColor(bytes: 235, 235, 245, alpha: 0.6),
        "tertiaryLabelColor": SRGBColor(bytes: 235, 235, 245, alpha: 0.3),
        "quaternaryLabelColor": SRGBColor(bytes: 235, 235, 245, alpha: 0.18),
        "placeholderTextColor": SRGBColor(bytes: 235, 235, 245, alpha: 0.3),
        "linkColor": SRGBColor(bytes: 9, 132, 255),
        // The default tint, system blue, as the dark appearance shows it.
        "tintColor": SRGBColor(bytes: 10, 132, 255),
        "separatorColor": SRGBColor(bytes: 84, 84, 88, alpha: 0.6),
        "opaqueSeparatorColor": SRGBColor(bytes: 56, 56, 58),
        "systemFillColor": SRGBColor(bytes: 120, 120, 128, alpha: 0.36),
        "secondarySystemFillColor": SRGBColor(bytes: 120, 120, 128, alpha: 0.32),
        "tertiarySystemFillColor": SRGBColor(bytes: 118, 118, 128, alpha: 0.24),
        "quaternarySystemFillColor": SRGBColor(bytes: 118, 118, 128, alpha: 0.18),
        "systemBackgroundColor": SRGBColor(bytes: 0, 0, 0),
        "secondarySystemBackgroundColor": SRGBColor(bytes: 28, 28, 30),
        "tertiarySystemBackgroundColor": SRGBColor(bytes: 44, 44, 46),
        "systemGroupedBackgroundColor": SRGBColor(bytes: 0, 0, 0),
        "secondarySystemGroupedBackgroundColor": SRGBColor(bytes: 28, 28, 30),
        "tertiarySystemGroupedBackgroundColor": SRGBColor(bytes: 44, 44, 46),
        // The older names are the grouped backgrounds they became.
        "groupTableViewBackgroundColor": SRGBColor(bytes: 0, 0, 0),
        "tableCellGroupedBackgroundColor": SRGBColor(bytes: 28, 28, 30),
        "darkTextColor": SRGBColor(bytes: 0, 0, 0),
        "lightTextColor": SRGBColor(bytes: 255, 255, 255, alpha: 0.6),
        "viewFlipsideBackgroundColor": SRGBColor(bytes: 31, 33, 36),
    ]

    /// A system color's value in one appearance: the dark table's in dark appearances (high
    /// contrast is drawn as its normal-contrast value), the light value otherwise.
    package static func value(of name: String, in appearance: Appearance) -> SRGBColor? {
        appearance.isDark ? darkValues[name] : lightValues[name]
    }
}
