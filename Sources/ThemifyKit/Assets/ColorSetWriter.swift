import Foundation
import ThemeModel

/// One color set's `Contents.json` for a per-appearance color, as Xcode writes it: an entry per
/// appearance in Xcode's order (any, dark, high contrast, high contrast dark), each with its
/// `appearances` (`luminosity` `dark`, `contrast` `high`), components in 8-bit hexadecimal
/// (`0xEC`: a theme's hex is exact in it, as Xcode's "8-bit Hexadecimal" input writes it) and
/// alpha with three decimals, or a system color's `reference`.
enum ColorSetWriter {
    static func contents(of color: AppearanceColor) -> [UInt8] {
        let entries: [XcodeAssetJSON.Value] = color.catalogAppearances.map { appearance in
            var members: [(String, XcodeAssetJSON.Value)] = [("color", colorValue(color.color(in: appearance))), ("idiom", .string("universal"))]
            var traits: [XcodeAssetJSON.Value] = []
            if appearance.isDark { traits.append(.object([("appearance", .string("luminosity")), ("value", .string("dark"))])) }
            if appearance.isHighContrast { traits.append(.object([("appearance", .string("contrast")), ("value", .string("high"))])) }
            if !traits.isEmpty { members.append(("appearances", .array(traits))) }
            return .object(members)
        }
        return Array(XcodeAssetJSON.text(.object([("colors", .array(entries)), XcodeAssetJSON.info])).utf8)
    }

    /// What a layout records for the color set (its `<namedColor>` entry): the light value as
    /// Interface Builder reads it back from the file — hexadecimal components exactly, the
    /// three-decimal alpha as a 32-bit float — so the entry is the one Xcode writes on save.
    static func designTimeValue(of color: AppearanceColor) -> SRGBColor? {
        switch color.light {
        case .sRGB(let value):
            let written = components(value)
            func read(_ text: String) -> Double {
                text.hasPrefix("0x") ? Double(Int(text.dropFirst(2), radix: 16) ?? 0) / 255 : Double(Float(text) ?? 0)
            }
            return SRGBColor(red: read(written.red), green: read(written.green), blue: read(written.blue), alpha: read(written.alpha))
        case .system(let name):
            return SystemColors.lightValues[name]
        default:
            return nil
        }
    }

    private static func colorValue(_ color: ThemeColor) -> XcodeAssetJSON.Value {
        switch color {
        case .system(let name):
            return .object([("platform", .string("ios")), ("reference", .string(name))])
        case .sRGB(let value):
            let written = components(value)
            return .object([
                ("color-space", .string("srgb")),
                ("components", .object([("alpha", .string(written.alpha)), ("blue", .string(written.blue)), ("green", .string(written.green)), ("red", .string(written.red))])),
            ])
        default:
            // `AppearanceColor` holds no asset or nested per-appearance value.
            preconditionFailure("a color set cannot hold \(color.themeText)")
        }
    }

    /// Components in 8-bit hexadecimal when they are whole bytes (every hex a theme writes), else
    /// with three decimals as Xcode's floating-point input writes them.
    private static func components(_ value: SRGBColor) -> (red: String, green: String, blue: String, alpha: String) {
        func channel(_ component: Double) -> String {
            let byte = (component * 255).rounded()
            guard abs(byte - component * 255) < 1e-9 else { return decimal(component) }
            let hex = String(Int(byte), radix: 16, uppercase: true)
            return "0x" + (hex.count == 1 ? "0" + hex : hex)
        }
        return (channel(value.red), channel(value.green), channel(value.blue), decimal(value.alpha))
    }

    private static func decimal(_ value: Double) -> String { String(format: "%.3f", value) }
}
