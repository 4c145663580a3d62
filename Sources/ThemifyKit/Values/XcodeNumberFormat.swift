import Foundation
import ThemeModel

/// Numbers as Xcode writes them in layouts, so an inserted value reads as if Xcode wrote it.
enum XcodeNumberFormat {
    /// Color components: zero as `0.0`, one as `1`, anything else with 17 significant digits
    /// (`0.59999999999999998`), as the corpus shows.
    static func component(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == 1 { return "1" }
        return String(format: "%.17g", value)
    }

    /// A value rounded to `significantDigits` decimal digits, as Xcode 11.0–11.3 stored a system
    /// color's inline components (`0.2352941176`, then printed with 17 digits).
    static func rounded(_ value: Double, significantDigits: Int) -> Double {
        Double(String(format: "%.\(significantDigits)g", value)) ?? value
    }
}
