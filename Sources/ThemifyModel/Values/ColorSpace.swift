import Foundation

/// The color spaces Xcode records a component color in, each by the name a theme gives it
/// (`"displayP3:#FF0000"`, `"gray:0.5"`), with how its components become sRGB, so contrast
/// and color differences are measured on what is seen.
///
/// - `sRGB`: what a plain hex is; `deviceRGB`: device RGB, which iOS (and macOS since 10.8)
///   treats as sRGB;
/// - `displayP3`: Display P3 primaries, sRGB's transfer curve;
/// - `calibratedRGB`: AppKit's calibrated RGB, the Generic RGB profile — P22 phosphors, D65
///   white, gamma 1.8 (Apple's Technical Q&A 1430);
/// - `gray` (Xcode's `genericGamma22GrayColorSpace`) and `calibratedWhite` (Generic Gray): one
///   `white` component, gamma 2.2.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    /// sRGB: what a plain hex is.
    case sRGB
    /// Display P3.
    case displayP3
    /// AppKit's calibrated (Generic) RGB.
    case calibratedRGB
    /// AppKit's device RGB.
    case deviceRGB
    /// Generic Gray Gamma 2.2.
    case gray
    /// AppKit's calibrated white.
    case calibratedWhite

    /// The name a theme writes before the components.
    public var themeName: String { rawValue }

    /// Whether a color in it has one `white` component rather than red, green and blue.
    public var isGray: Bool { self == .gray || self == .calibratedWhite }

    /// A color's components (white in all three for a gray space) as sRGB components; may fall
    /// outside 0...1 for colors sRGB cannot show (a saturated Display P3 red).
    public func sRGBComponents(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .sRGB, .deviceRGB:
            return (red, green, blue)
        case .gray, .calibratedWhite:
            let value = Self.encodeSRGB(Self.signedPower(red, 2.2))
            return (value, value, value)
        case .displayP3:
            return Self.convert((Self.decodeSRGB(red), Self.decodeSRGB(green), Self.decodeSRGB(blue)), with: Self.displayP3ToSRGB)
        case .calibratedRGB:
            return Self.convert(
                (Self.signedPower(red, 1.8), Self.signedPower(green, 1.8), Self.signedPower(blue, 1.8)), with: Self.genericRGBToSRGB)
        }
    }

    private static func convert(_ linear: (Double, Double, Double), with matrix: ColorMatrix) -> (red: Double, green: Double, blue: Double)
    {
        let (r, g, b) = matrix.applied(to: linear)
        return (encodeSRGB(r), encodeSRGB(g), encodeSRGB(b))
    }

    /// sRGB's transfer curve (IEC 61966-2-1), extended to negative values by symmetry.
    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    private static let d65 = (x: 0.3127, y: 0.3290)
    private static let sRGBToXYZ = ColorMatrix(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65)
    private static let displayP3ToSRGB = sRGBToXYZ.inverted().multiplied(
        by: ColorMatrix(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65))
    /// P22 phosphors as the Apple RGB and Generic RGB profiles give them.
    private static let genericRGBToSRGB = sRGBToXYZ.inverted().multiplied(
        by: ColorMatrix(red: (0.625, 0.340), green: (0.280, 0.595), blue: (0.155, 0.070), white: d65))
}
