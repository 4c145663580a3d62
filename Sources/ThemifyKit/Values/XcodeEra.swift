import Foundation
import ThemifyModel
import ThemifyXML

/// How the Xcode that saved a document writes what a theme changes, decided by the document's
/// `toolsVersion`: a value written into an Xcode 11 document is written as Xcode 11 wrote it, so
/// the file still opens, and diffs, as that Xcode's. One row per era, read off the corpus and the
/// oracle's real commits (`shared/oracle`).
struct XcodeEra: Sendable {
    /// How a system color (`systemColor="systemRedColor"`) is written.
    enum SystemColorForm: Sendable {
        /// Xcode 12 and later: the name alone, with a `<resources><systemColor>` copy and the
        /// "System colors in document resources" capability.
        case resources
        /// Xcode 10.2–11.7: the name and its light value inline on the element itself (no
        /// resource entry, no capability), components rounded to `significantDigits` (nil: exact).
        case inline(significantDigits: Int?)
    }

    /// The first `toolsVersion` (its major number) of the era.
    let firstToolsVersion: Int
    let systemColors: SystemColorForm
    /// The element of one font file's entry in `<customFonts>`: Xcode 7 (8xxx) wrote
    /// `<mutableArray key="Font.ttf">`, Xcode 8 and later `<array key="Font.ttf">` (77 files of
    /// the corpus and the oracle, none the other way).
    let customFontFileElement: String
    /// The longer side, in points, of an iOS SF Symbol's `<resources>` entry: Xcode 11.0–11.3
    /// sized symbols to fit 64 points (`gear` 64×60, `square.and.arrow.up` 56×64), Xcode 11.4
    /// and later to fit 128 (`gear` 128×119). nil before SF Symbols. Used only for a symbol
    /// missing from `SystemImageSizeTable`; the table holds the sizes Xcode really wrote.
    let symbolBox: Int?
    /// How a hex's bytes become components in the document: not a row of the table, as the
    /// Mac that saved the document decides it where the document names one
    /// (`of(toolsVersion:systemVersion:)`).
    var colorBytes: ColorByteArithmetic = .quotient
    /// Whether a black system color's `<resources>` entry is in the gray space (`white="0.0"`),
    /// as white ones always are: every Xcode that writes entries does so but Xcode 14 (21xxx),
    /// whose `labelColor` entries are sRGB `0.0 0.0 0.0` (oracle case 169 and a public
    /// KeePassium storyboard; its white `systemBackgroundColor` entries are gray, 27 of 27),
    /// where Xcode 13 and Xcode 15 and later wrote gray (4 and 15 documents).
    var writesBlackSystemColorsInGray = true
    /// The document's own `toolsVersion` major, which says whose SDK's system-color values its
    /// Xcode records (`recordedLightValue(ofSystemColor:)`); nil for the newest.
    var toolsVersionMajor: Int?

    /// The light value this document's Xcode records for a system color: its SDK's
    /// (`SystemColorRevisions`); nil for a name UIKit lacks.
    func recordedLightValue(ofSystemColor name: String) -> SRGBColor? {
        SystemColorRevisions.lightValue(of: name, toolsVersionMajor: toolsVersionMajor)
    }

    /// Oldest first. Xcode 8 (11xxx) dropped `<mutableArray>`; Xcode 10.2 (14490) printed inline
    /// system colors exactly; Xcode 11, from its betas (14835 to 14868: a public beta storyboard's
    /// `systemOrangeColor`) to 11.3 (15xxx), rounded them to 10 digits and sized SF Symbols to 64
    /// points; Xcode 11.4–11.7 (16xxx) doubled the symbol box but still wrote system colors
    /// inline, rounded (every 16096/16097 file of the oracle, none with a `<systemColor>`
    /// resource); Xcode 12 (17xxx) moved them into `<resources>`.
    static let eras: [XcodeEra] = [
        XcodeEra(
            firstToolsVersion: 0, systemColors: .inline(significantDigits: nil), customFontFileElement: "mutableArray", symbolBox: nil),
        XcodeEra(firstToolsVersion: 11000, systemColors: .inline(significantDigits: nil), customFontFileElement: "array", symbolBox: 64),
        XcodeEra(firstToolsVersion: 14800, systemColors: .inline(significantDigits: 10), customFontFileElement: "array", symbolBox: 64),
        XcodeEra(firstToolsVersion: 16000, systemColors: .inline(significantDigits: 10), customFontFileElement: "array", symbolBox: 128),
        XcodeEra(firstToolsVersion: 17000, systemColors: .resources, customFontFileElement: "array", symbolBox: 128),
    ]

    /// The era of a `toolsVersion` (`15705`, `14490.70`); the newest for none or an unreadable one.
    static func of(toolsVersion: String?) -> XcodeEra {
        guard let major = majorVersion(toolsVersion) else { return eras.last! }
        var era = eras.last { $0.firstToolsVersion <= major } ?? eras.last!
        // Not a row of the table, whose rows also group documents for SF Symbol sizes.
        era.writesBlackSystemColorsInGray = !xcode14ToolsVersions.contains(major)
        era.toolsVersionMajor = major
        return era
    }

    /// Xcode 14's `toolsVersion` majors (21xxx).
    private static let xcode14ToolsVersions = 21000..<22000

    /// The era of a document that names the system that saved it (`systemVersion="16G29"`, as
    /// documents before Xcode 9 do), with that system's `colorBytes`.
    static func of(toolsVersion: String?, systemVersion: String?) -> XcodeEra {
        var era = of(toolsVersion: toolsVersion)
        era.colorBytes = ColorByteArithmetic.of(toolsVersion: toolsVersion, systemVersion: systemVersion)
        return era
    }

    /// The major number of a `toolsVersion` (`14490` of `14490.70`), or of any version Xcode
    /// records the same way (`16` of the `systemVersion` `16G29`).
    static func majorVersion(_ toolsVersion: String?) -> Int? {
        // ASCII digits by bytes: `Character.isNumber` made this a measurable part of every write.
        toolsVersion.flatMap { text in
            Int(String(decoding: text.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self))
        }
    }
}
