/// How the Mac that saved a document turned a hex color's bytes into the components Xcode
/// wrote: `byte / 255`, or `byte × (1 / 255)`, which differ in the last bit for 24 of the 256
/// bytes (`0x2D` is `0.17647058823529413` one way, `0.1764705882352941` the other).
///
/// Which one a layout holds follows the system and Xcode that saved it, not the layout. Of the
/// whole-byte components of plain colors in the corpus and the oracle that tell the two apart,
/// every one in a document saved on OS X 10.11 or macOS 10.12 (`systemVersion` 15x, 16x;
/// Xcode 7.3 to 8.3) or by Xcode 9 and 10, which no longer record the system (13xxx, 14xxx), is
/// a product (10 distinct values in 24 files; oracle case 032 is a fresh Xcode 8.3 edit on
/// 10.12.6), and the one in a document saved on OS X 10.10 (`14F27`) a quotient. Documents of
/// Xcode 11 and later hold no plain color that tells, other than products kept from their
/// product-era past (`ColorByteArithmeticTests`); their system and asset color entries are
/// quotients, so quotients stay there.
enum ColorByteArithmetic: Sendable, Equatable {
    case quotient
    case product

    /// The arithmetic of a document, from the system that saved it when the document names one
    /// (`systemVersion="16G29"`: its leading number is the Darwin major, 15 for OS X 10.11),
    /// else from the Xcode that saved it: Xcode 7.3 (10117) and later need OS X 10.11, and
    /// Xcode 11 (15xxx) wrote quotients.
    static func of(toolsVersion: String?, systemVersion: String?) -> ColorByteArithmetic {
        if let darwin = leadingNumber(systemVersion) {
            // 10.11 to 10.14: the last a document written before Xcode 9 can name is 10.13.
            return (15...18).contains(darwin) ? .product : .quotient
        }
        guard let major = XcodeEra.majorVersion(toolsVersion) else { return .quotient }
        return (10000..<15000).contains(major) ? .product : .quotient
    }

    /// The component a byte is in this arithmetic.
    func component(ofByte byte: Int) -> Double {
        switch self {
        case .quotient: Double(byte) / 255
        case .product: Double(byte) * (1.0 / 255)
        }
    }

    /// The byte a hex gave for `value` (`value` is exactly `byte / 255`), or nil for any other
    /// number, which is written as given.
    static func byte(of value: Double) -> Int? {
        let steps = (value * 255).rounded()
        guard steps > 0, steps < 255, Double(Int(steps)) / 255 == value else { return nil }
        return Int(steps)
    }

    private static func leadingNumber(_ text: String?) -> Int? {
        text.flatMap { Int(String(decoding: $0.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self)) }
    }
}
