import ThemifyModel

/// The light values older SDKs gave a system color that `SystemColors` (today's) records
/// otherwise. Xcode writes a system color's value from the SDK it ships with, inline (Xcode 10.2
/// to 11) or in `<resources>` (Xcode 12 and later), so a document keeps the value of the Xcode
/// that saved it.
enum SystemColorRevisions {
    /// Each color's earlier values, oldest first, with the first `toolsVersion` major that
    /// records the next one.
    private static let earlier: [String: [(until: Int, value: SRGBColor)]] = [
        // iOS 15's SDK (Xcode 13, toolsVersion 19xxx) darkened teal and gave its old look to the
        // new cyan: a public Xcode 11 storyboard (15702) records 90 200 250, public Xcode 13.4 to
        // 15 ones (20037, 21507, 23504) 48 176 199.
        "systemTealColor": [(until: 19000, value: SRGBColor(bytes: 90, 200, 250))]
    ]

    /// The light value a document of this `toolsVersion` major records for the color; today's
    /// for none or a later one; nil for a name UIKit lacks.
    static func lightValue(of name: String, toolsVersionMajor major: Int?) -> SRGBColor? {
        if let major, let older = earlier[name]?.first(where: { major < $0.until }) { return older.value }
        return SystemColors.lightValues[name]
    }
}
