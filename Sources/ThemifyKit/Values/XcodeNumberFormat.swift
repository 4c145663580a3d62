import ThemifyModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers as Xcode writes them in layouts, so an inserted value reads as if Xcode wrote it.
enum XcodeNumberFormat {
    /// Color components: zero as `0.0`, one as `1`, anything else with 17 significant digits
    /// (`0.59999999999999998`), as the corpus shows.
    static func component(_ value: Double) -> String {
        component(value, bytes: .quotient)
    }

    /// A color channel as `component` prints it, except that a hex's byte (a value exactly
    /// `k/255`) is the component the document's color panel made of it (`ColorByteArithmetic`).
    static func component(_ value: Double, bytes arithmetic: ColorByteArithmetic) -> String {
        if value == 0 { return "0.0" }
        if value == 1 { return "1" }
        // Theme colors are 8-bit hex, so nearly every component is k/255: printed once each.
        if let byte = ColorByteArithmetic.quotient.byte(of: value) {
            return arithmetic == .product ? byteProducts[byte] : byteFractions[byte]
        }
        // Others (a color space's 10-digit components, `0.1529411765`) recur as often.
        return printedComponents.text(for: value) { printed($0, format: "%.17g") }
    }

    private static let printedComponents = PrintedNumberCache()

    /// `k/255` for each byte value `k`, as `component` prints it.
    private static let byteFractions: [String] = (0...255).map {
        printed(ColorByteArithmetic.quotient.component(ofByte: $0), format: "%.17g")
    }

    /// `k × (1/255)` for each byte value `k`, as the color panels of OS X 10.11 to macOS 10.14 made it.
    private static let byteProducts: [String] = (0...255).map {
        printed(ColorByteArithmetic.product.component(ofByte: $0), format: "%.17g")
    }

    /// A value rounded to `significantDigits` decimal digits, as Xcode 11.0–11.3 stored a system
    /// color's inline components (`0.2352941176`, then printed with 17 digits).
    static func rounded(_ value: Double, significantDigits: Int) -> Double {
        Double(printed(value, format: "%.\(significantDigits)g")) ?? value
    }

    /// C's `%g`, in the C locale themify runs in: Foundation's `String(format:)` prints the same
    /// through CFString at many times the cost, and a themed layout prints thousands of these.
    private static func printed(_ value: Double, format: String) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let length = withVaList([value]) { vsnprintf(buffer.baseAddress!, buffer.count, format, $0) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(min(max(length, 0), 63))), as: UTF8.self)
        }
    }
}
