/// Reads the decimal numbers themes write (`0.2705882353`, `17`, `-1.5`) into doubles exactly as
/// `Double(_:)` does, without its trip through a C string for the plain forms.
///
/// A theme's component colors and font sizes are such numbers, thousands of them per file. A
/// decimal of at most 2^53 as an integer and at most 22 fraction digits is that integer divided by
/// a power of ten, both exact in a double, so the one division IEEE rounds correctly is the
/// correctly rounded value `strtod` gives (Clinger's fast path). Anything else (an exponent,
/// more digits, a sign or point without digits) goes to `Double(_:)` itself.
enum DecimalNumber {
    static func value(of text: Substring) -> Double? {
        if let exact = text.utf8.withContiguousStorageIfAvailable(exactValue), let exact { return exact }
        return Double(text)
    }

    static func value(of text: String) -> Double? {
        value(of: Substring(text))
    }

    /// The value of `-?DIGITS(.DIGITS)?` when the fast path computes it exactly; nil otherwise.
    private static func exactValue(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = bytes.startIndex
        let isNegative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var mantissa: UInt64 = 0
        var integerDigits = 0
        var fractionDigits: Int?
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "."), fractionDigits == nil, integerDigits > 0 {
                fractionDigits = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            // Checked at every digit, so the product above cannot overflow.
            guard mantissa <= 1 << 53 else { return nil }
            if let digits = fractionDigits { fractionDigits = digits + 1 } else { integerDigits += 1 }
        }
        // `5.` (a point without fraction digits) is left to `Double(_:)`, as is a long fraction.
        guard integerDigits > 0, fractionDigits != 0 else { return nil }
        let scale = fractionDigits ?? 0
        guard scale < powersOfTen.count else { return nil }
        let value = Double(mantissa) / powersOfTen[scale]
        return isNegative ? -value : value
    }

    /// 10^0 through 10^22, each exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
