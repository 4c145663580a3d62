/// An sRGB color with components in 0...1, as themes write them in hex.
///
/// Accepted forms are `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA` and bare `RRGGBB`/`RRGGBBAA`
/// (`FF0000`, as the classic ThemeManager plists write colors). A bare three-digit form is not
/// accepted: `bad` or `fed` is far more likely an image name than a color.
public struct SRGBColor: Sendable, Hashable {
    /// The red component, 0...1 (sRGB, gamma-encoded as hex writes it).
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A color from components in 0...1; they are not clamped.
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

    /// Reads one of the accepted hex forms (see above), surrounding whitespace allowed; nil for
    /// anything else.
    public init?(hex text: String) {
        // On bytes, with no array: every color a theme holds is tried as a hex first.
        let trimmed = text.trimmingWhitespace()
        var digits = Substring(trimmed).utf8
        let hasHash = digits.first == UInt8(ascii: "#")
        if hasHash { digits = digits.dropFirst() }
        let count = digits.count
        // A bare three or four digits is more likely an image name (`bad`, `fed`) than a color.
        guard count == 6 || count == 8 || (hasHash && (count == 3 || count == 4)) else { return nil }
        var packed: UInt32 = 0
        for digit in digits {
            guard let value = Self.hexValue(digit) else { return nil }
            packed = packed << 4 | value
        }
        func nibble(_ index: Int) -> UInt32 { packed >> (4 * UInt32(count - 1 - index)) & 0xF }
        // #RGB: each digit stands for itself twice (#F80 is #FF8800).
        func channel(_ index: Int) -> Double {
            count <= 4 ? Double(nibble(index) * 17) / 255 : Double(nibble(2 * index) * 16 + nibble(2 * index + 1)) / 255
        }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 4 || count == 8 ? channel(3) : 1)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how themify prints a color back to a user.
    public var hexString: String {
        guard let red = Self.byte(red), let green = Self.byte(green), let blue = Self.byte(blue), let alpha = Self.byte(alpha) else {
            return Self.hexString(outsideSRGB: self)
        }
        let hasAlpha = self.alpha < 1
        // The digits go into a buffer on the stack and become one small string: the themer
        // compares every color it meets by this text.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
            func put(_ byte: UInt8, at index: Int) {
                buffer[index] = Self.hexDigits[Int(byte >> 4)]
                buffer[index + 1] = Self.hexDigits[Int(byte & 0xF)]
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if hasAlpha { put(alpha, at: 7) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<(hasAlpha ? 9 : 7)]), as: UTF8.self)
        }
    }

    /// A color with a channel outside 0...1: each channel printed as it is, however many digits
    /// that takes.
    private static func hexString(outsideSRGB color: SRGBColor) -> String {
        func digits(_ value: Double) -> String {
            // A layout may hold any number (1e17, -1e308, even nan): beyond what an Int holds
            // exactly the channel is shown at that bound, never converted with a trap.
            let steps = (value * 255).rounded()
            guard !steps.isNaN else { return "NaN" }
            let hex = String(Int(exactly: min(max(steps, -maximumSteps), maximumSteps))!, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + digits(color.red) + digits(color.green) + digits(color.blue) + (color.alpha < 1 ? digits(color.alpha) : "")
    }

    /// A channel as the byte a hex writes, nil when it is outside 0...1 (after rounding).
    private static func byte(_ value: Double) -> UInt8? {
        let byte = (value * 255).rounded()
        return byte >= 0 && byte <= 255 ? UInt8(byte) : nil
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The largest channel in steps of 1/255 that `hexString` prints: 2^53, below which every
    /// whole Double is an Int exactly.
    private static let maximumSteps = 9_007_199_254_740_992.0

    /// A gray Xcode writes in its gray color space (`white="1"`), rather than as RGB.
    public var isGray: Bool { red == green && green == blue }

    private static func hexValue(_ digit: UInt8) -> UInt32? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(digit - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
