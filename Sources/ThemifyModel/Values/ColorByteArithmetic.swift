/// The two ways a hex color's bytes have become components: `byte / 255`, as themify's hex
/// parser makes them, or `byte × (1 / 255)`, as the color panels of OS X 10.11 to macOS 10.14
/// made them and Xcode wrote them. They differ in the last bit for 24 of the 256 bytes (`0x2D`
/// is `0.17647058823529413` one way, `0.1764705882352941` the other); either is the hex it was
/// set as.
public enum ColorByteArithmetic: Sendable, Equatable {
    case quotient
    case product

    /// The component a byte (0 to 255) is in this arithmetic.
    public func component(ofByte byte: Int) -> Double {
        switch self {
        case .quotient: Double(byte) / 255
        case .product: Double(byte) * (1.0 / 255)
        }
    }

    /// The byte `value` is exactly in this arithmetic, or nil for any other number.
    public func byte(of value: Double) -> Int? {
        let steps = (value * 255).rounded()
        guard steps >= 0, steps <= 255, component(ofByte: Int(steps)) == value else { return nil }
        return Int(steps)
    }
}
