import Foundation
import ThemifyXML

/// How the Xcode that saved a document writes what a theme changes, decided by the document's
/// `toolsVersion`: a value written into an Xcode 11 document is written as Xcode 11 wrote it, so
/// the file still opens, and diffs, as that Xcode's. One row per era, read off the corpus and the
/// oracle's real commits (`shared/oracle`).
struct XcodeEra: Sendable {
    /// How a system color (`systemColor="systemRedColor"`) is written.
    enum SystemColorForm: Sendable {
        /// Xcode 11.4 and later: the name alone, with a `<resources><systemColor>` copy and the
        /// "System colors in document resources" capability.
        case resources
        /// Xcode 10.2–11.3: the name and its light value inline on the element itself (no
        /// resource entry, no capability), components rounded to `significantDigits` (nil: exact).
        case inline(significantDigits: Int?)
    }

    /// The first `toolsVersion` (its major number) of the era.
    let firstToolsVersion: Int
    let systemColors: SystemColorForm

    /// Oldest first. Xcode 10.2 (14490) printed inline system colors exactly; Xcode 11.0–11.3
    /// (15xxx) rounded them to 10 digits; Xcode 11.4 (16096) moved them into `<resources>`.
    static let eras: [XcodeEra] = [
        XcodeEra(firstToolsVersion: 0, systemColors: .inline(significantDigits: nil)),
        XcodeEra(firstToolsVersion: 15000, systemColors: .inline(significantDigits: 10)),
        XcodeEra(firstToolsVersion: 16000, systemColors: .resources),
    ]

    /// The era of a `toolsVersion` (`15705`, `14490.70`); the newest for none or an unreadable one.
    static func of(toolsVersion: String?) -> XcodeEra {
        // ASCII digits by bytes: `Character.isNumber` made this a measurable part of every write.
        guard let text = toolsVersion, let major = Int(String(decoding: text.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self)) else { return eras.last! }
        return eras.last { $0.firstToolsVersion <= major } ?? eras.last!
    }

    /// The era of the document an element belongs to.
    static func of(documentOf element: MarkupElement) -> XcodeEra {
        var root = element
        while let parent = root.parent { root = parent }
        return of(toolsVersion: root.attribute("toolsVersion"))
    }
}
