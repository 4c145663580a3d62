/// A color given by its components in a named color space (`ColorSpace`), written into a
/// layout in that space: `"displayP3:#FF0000"`, `"calibratedRGB:0.2 0.4 0.6"`, `"gray:0.5"`,
/// `"calibratedWhite:1 0.5"` (white, then alpha).
///
/// Components are a hex (`#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA`; for a gray space its three
/// channels equal) or numbers in 0...1 separated by spaces or commas — three or four for an
/// RGB space (alpha last, 1 when left out), one or two for a gray space. Numbers keep every
/// digit, so a layout's own components survive `extract` and `apply` exactly.
public struct ComponentColor: Sendable, Hashable {
    /// The space the components are in.
    public var space: ColorSpace
    /// For a gray space all three hold its `white`.
    public var red: Double
    /// The green component, 0 to 1 (equal to `red` and `blue` in a gray space).
    public var green: Double
    /// The blue component, 0 to 1 (equal to `red` and `green` in a gray space).
    public var blue: Double
    /// Opacity, 0 to 1.
    public var alpha: Double

    /// A color of an RGB space.
    public init(space: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color of a gray space.
    public init(space: ColorSpace, white: Double, alpha: Double = 1) {
        self.init(space: space, red: white, green: white, blue: white, alpha: alpha)
    }

    /// The one component of a gray space.
    public var white: Double { red }

    /// The components as they are, without conversion: what comparing at the 8 bits a theme's
    /// hex holds looks at.
    public var rawComponents: SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The color as sRGB, converted from its space, clamped to what sRGB shows.
    public var sRGB: SRGBColor {
        let converted = space.sRGBComponents(red: red, green: green, blue: blue)
        // Rounded to 12 places first: the conversion's float noise (a white of 0.9999999999999999)
        // is no color difference.
        func clamped(_ value: Double) -> Double { min(1, max(0, (value * 1e12).rounded() / 1e12)) }
        return SRGBColor(red: clamped(converted.red), green: clamped(converted.green), blue: clamped(converted.blue), alpha: alpha)
    }

    /// Parses what follows `SPACE:` in a theme's color.
    public static func parse(_ text: String, in space: ColorSpace) -> Result<ComponentColor, ValueError> {
        let trimmed = text.trimmingWhitespace()
        let what = space.isGray ? "white [alpha]" : "red green blue [alpha]"
        guard !trimmed.isEmpty else {
            return .failure(ValueError("'\(space.themeName):' needs the color's components: a hex or \(what), numbers from 0 to 1"))
        }
        if trimmed.hasPrefix("#") {
            guard let hex = SRGBColor(hex: trimmed) else {
                return .failure(ValueError("'\(ThemeText.shown(trimmed))' is not a hex color; write #RRGGBB, #RRGGBBAA, #RGB or #RGBA"))
            }
            guard !space.isGray || hex.isGray else {
                return .failure(
                    ValueError(
                        "a \(space.themeName) color has one white component: its hex's red, green and blue are equal (#808080), or write white [alpha] as numbers"
                    ))
            }
            return .success(ComponentColor(space: space, red: hex.red, green: hex.green, blue: hex.blue, alpha: hex.alpha))
        }
        let parts = Self.parts(of: trimmed)
        var numbers: [Double] = []
        numbers.reserveCapacity(parts.count)
        for part in parts {
            guard let number = DecimalNumber.value(of: part), number.isFinite else {
                return .failure(
                    ValueError(
                        "'\(ThemeText.shown(String(part)))' is not a number; a \(space.themeName) color is \(what), numbers from 0 to 1, or a hex"
                    ))
            }
            guard (0...1).contains(number) else {
                return .failure(ValueError("component \(ThemeText.shown(String(part))) is outside 0...1 in a \(space.themeName) color"))
            }
            numbers.append(number)
        }
        let counts = space.isGray ? 1...2 : 3...4
        guard counts.contains(numbers.count) else {
            return .failure(
                ValueError(
                    "a \(space.themeName) color has \(space.isGray ? "1 or 2" : "3 or 4") components (\(what)), not \(numbers.count)"))
        }
        if space.isGray { return .success(ComponentColor(space: space, white: numbers[0], alpha: numbers.count == 2 ? numbers[1] : 1)) }
        return .success(
            ComponentColor(space: space, red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1))
    }

    /// The numbers of a components string, separated by runs of spaces, commas and tabs.
    /// Found on bytes when the text is ASCII (as the components of every real theme are), where
    /// a byte is a character: splitting on characters finds the same parts, slower.
    private static func parts(of text: String) -> [Substring] {
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\t") }
        guard text.isASCII,
            let ranges = text.utf8.withContiguousStorageIfAvailable({ bytes -> [Range<Int>] in
                var ranges: [Range<Int>] = []
                var start: Int?
                for (offset, byte) in bytes.enumerated() {
                    if isSeparator(byte) {
                        if let first = start { ranges.append(first..<offset) }
                        start = nil
                    } else if start == nil {
                        start = offset
                    }
                }
                if let first = start { ranges.append(first..<bytes.count) }
                return ranges
            })
        else {
            return text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// `SPACE:` and, for an RGB space whose components are all whole bytes exactly, a hex;
    /// else the numbers in their shortest exact form (a gray's `white` always), alpha only
    /// when not 1.
    public var themeText: String {
        let channels = space.isGray ? [white] : [red, green, blue]
        let all = channels + [alpha]
        if !space.isGray, all.allSatisfy(Self.isWholeByte) {
            return "\(space.themeName):\(SRGBColor(red: red, green: green, blue: blue, alpha: alpha).hexString)"
        }
        let shown = (alpha == 1 ? channels : all).map(ThemeNumber.text)
        return "\(space.themeName):\(shown.joined(separator: " "))"
    }

    /// Whether `value` is a byte exactly as a hex gives it, in either arithmetic: both were a
    /// hex where they were set.
    private static func isWholeByte(_ value: Double) -> Bool {
        ColorByteArithmetic.quotient.byte(of: value) != nil || ColorByteArithmetic.product.byte(of: value) != nil
    }
}
