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
}
