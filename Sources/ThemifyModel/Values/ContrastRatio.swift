import Foundation

/// WCAG 2.x contrast between a text color and the color it is drawn on.
public enum ContrastRatio {
    /// (L1 + 0.05) / (L2 + 0.05) with the lighter color's relative luminance on top: 1 to 21.
    /// A translucent text color is first composited over the background, as it is seen.
    public static func between(_ text: SRGBColor, on background: SRGBColor) -> Double {
        let seen = composite(text, over: background)
        let first = luminance(seen)
        let second = luminance(background)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The ratio WCAG 2.x asks of text: 4.5:1, or 3:1 for large text (18 pt and up, or 14 pt
    /// and up when bold).
    public static func minimum(pointSize: Double?, bold: Bool) -> Double {
        guard let pointSize else { return 4.5 }
        return pointSize >= 18 || (bold && pointSize >= 14) ? 3 : 4.5
    }

    /// WCAG 2's relative luminance of an sRGB color.
    public static func luminance(_ color: SRGBColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `top` drawn over `bottom` with `top`'s alpha: the color seen.
    public static func composite(_ top: SRGBColor, over bottom: SRGBColor) -> SRGBColor {
        let alpha = top.alpha
        return SRGBColor(
            red: top.red * alpha + bottom.red * (1 - alpha),
            green: top.green * alpha + bottom.green * (1 - alpha),
            blue: top.blue * alpha + bottom.blue * (1 - alpha)
        )
    }
}
