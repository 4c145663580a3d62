import Foundation
import ThemifyModel

/// One color set's `Contents.json` for a per-appearance color, as Xcode writes it: an entry per
/// appearance in Xcode's order (any, dark, high contrast, high contrast dark), each with its
/// `appearances` (`luminosity` `dark`, `contrast` `high`), components in 8-bit hexadecimal
/// (`0xEC`: a theme's hex is exact in it, as Xcode's "8-bit Hexadecimal" input writes it) and
/// alpha with three decimals, or a system color's `reference`.
enum ColorSetWriter {
    static func contents(of color: AppearanceColor) -> [UInt8] {
        let entries: [XcodeAssetJSON.Value] = color.catalogAppearances.map { appearance in
            var members: [(String, XcodeAssetJSON.Value)] = [
                (XcodeAssetJSON.ColorEntryMember.color.rawValue, colorValue(color.color(in: appearance))),
                (XcodeAssetJSON.ColorEntryMember.idiom.rawValue, .string("universal")),
            ]
            var traits: [XcodeAssetJSON.Value] = []
            if appearance.isDark { traits.append(.object([("appearance", .string("luminosity")), ("value", .string("dark"))])) }
            if appearance.isHighContrast { traits.append(.object([("appearance", .string("contrast")), ("value", .string("high"))])) }
            if !traits.isEmpty { members.append((XcodeAssetJSON.ColorEntryMember.appearances.rawValue, .array(traits))) }
            return .object(members)
        }
        return Array(XcodeAssetJSON.text(.object([("colors", .array(entries)), XcodeAssetJSON.info])).utf8)
    }

    /// What a layout records for the color set (its `<namedColor>` entry): the light value as
    /// Interface Builder reads it back from the file — read here by the same code that reads the
    /// app's own catalogs, so hexadecimal components are exact, decimals 32-bit floats, and a
    /// Display P3 set keeps its space — or a system color's light value.
    static func designTimeValue(of color: AppearanceColor) -> (value: SRGBColor, colorSpace: String?)? {
        if case .system(let name) = color.light { return SystemColors.lightValues[name].map { ($0, nil) } }
        guard let node = try? JSONThemeFileReader.read(contents(of: color), path: "Contents.json"),
            case .components(let value, let space)? = AssetCatalog.color(in: node)
        else { return nil }
        return (value, space)
    }

    private static func colorValue(_ color: ThemeColor) -> XcodeAssetJSON.Value {
        switch color {
        case .system(let name):
            return .object([("platform", .string("ios")), ("reference", .string(name))])
        case .sRGB(let value):
            return rgb(value, space: "srgb")
        case .components(let value):
            switch value.space {
            case .displayP3: return rgb(value.rawComponents, space: "display-p3")
            // iOS treats device RGB as sRGB; asset catalogs have no calibrated spaces, so a
            // calibrated RGB color is converted to the sRGB it shows.
            case .sRGB, .deviceRGB: return rgb(value.rawComponents, space: "srgb")
            case .calibratedRGB: return rgb(value.sRGB, space: "srgb")
            case .gray, .calibratedWhite:
                return .object([
                    ("color-space", .string("gray-gamma-22")),
                    ("components", .object([("alpha", .string(decimal(value.alpha))), ("white", .string(channel(value.white)))])),
                ])
            }
        default:
            // `AppearanceColor` holds no asset or nested per-appearance value.
            preconditionFailure("a color set cannot hold \(color.themeText)")
        }
    }

    private static func rgb(_ value: SRGBColor, space: String) -> XcodeAssetJSON.Value {
        .object([
            ("color-space", .string(space)),
            (
                "components",
                .object([
                    ("alpha", .string(decimal(value.alpha))), ("blue", .string(channel(value.blue))),
                    ("green", .string(channel(value.green))), ("red", .string(channel(value.red))),
                ])
            ),
        ])
    }

    /// A component in 8-bit hexadecimal when it is a whole byte (every hex a theme writes), else
    /// with three decimals as Xcode's floating-point input writes it.
    private static func channel(_ component: Double) -> String {
        let byte = (component * 255).rounded()
        guard (0...255).contains(byte), abs(byte - component * 255) < 1e-9 else { return decimal(component) }
        let hex = String(Int(byte), radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    private static func decimal(_ value: Double) -> String { String(format: "%.3f", value) }
}
