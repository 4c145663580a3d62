/// An sRGB color with components in 0...1, as themes write them in hex.
///
/// Accepted forms are `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA` and bare `RRGGBB`/`RRGGBBAA`
/// (`FF0000`, as the classic ThemeManager plists write colors). A bare three-digit form is not
/// accepted: `bad` or `fed` is far more likely an image name than a color.
public struct SRGBColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components given as bytes (0...255), as color tables list them.
    package init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    public init?(hex text: String) {
        let trimmed = text.trimmingWhitespace()
        let hasHash = trimmed.hasPrefix("#")
        let digits = Array((hasHash ? String(trimmed.dropFirst()) : trimmed).utf8)
        let allowedCounts: Set<Int> = hasHash ? [3, 4, 6, 8] : [6, 8]
        guard allowedCounts.contains(digits.count), let values = Self.hexValues(digits) else { return nil }
        let channels: [Double]
        if digits.count <= 4 {
            // #RGB: each digit stands for itself twice (#F80 is #FF8800).
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how themify prints a color back to a user.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// A gray Xcode writes in its gray color space (`white="1"`), rather than as RGB.
    public var isGray: Bool { red == green && green == blue }

    private static func hexValues(_ digits: [UInt8]) -> [Int]? {
        var values: [Int] = []
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(digit - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(digit - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(Int(digit - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        return values
    }
}

extension String {
    /// Leading and trailing white space removed (on scalars: this runs for every value written).
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}
