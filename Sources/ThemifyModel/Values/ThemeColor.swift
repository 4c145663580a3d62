/// A color as a theme writes it.
///
/// - hex (`#FF0099`, `FF0099`): an sRGB color, written into the layout as components;
/// - `SPACE:COMPONENTS` (`displayP3:#FF0000`, `gray:0.5`, `calibratedRGB:0.2 0.4 0.6 0.5`): a
///   color in one of the spaces Xcode writes (`ColorSpace`, `ComponentColor`), written in it;
/// - `system:NAME` (`system:systemRedColor`): a UIKit system color, which adapts to dark mode, or
///   in a macOS layout an AppKit catalog color (`system:controlTextColor`);
/// - `asset:NAME` (`asset:BrandColor`): a named color from the app's asset catalog;
/// - `catalog:NAME` (`catalog:controlTextColor`): a color of AppKit's System catalog named
///   explicitly, written in its catalog form in any layout;
/// - `{"light": …, "dark": …}`: hex, component or system colors per appearance (`AppearanceColor`).
///
/// Every form is a string, parsed here once; a color per appearance, a dictionary, is
/// `AppearanceColor`'s to parse.
public enum ThemeColor: ThemeValueType {
    /// An sRGB color: a hex.
    case sRGB(SRGBColor)
    /// A color in another space, by its components.
    case components(ComponentColor)
    /// A UIKit system color by its name (`systemRedColor`).
    case system(String)
    /// A named color of the app's asset catalog.
    case asset(String)
    /// An AppKit System catalog color (`controlTextColor`).
    case catalog(String)
    /// A color per appearance: light, dark and their high-contrast forms.
    indirect case perAppearance(AppearanceColor)

    /// Colors are values of kind `color`.
    public static let kind = ValueKind.color

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeColor, ValueError> {
        if case .dictionary(let members) = content {
            return AppearanceColor.parse(members, at: SourceLocation(path: "")).map(ThemeColor.perAppearance).mapError {
                ValueError($0.message)
            }
        }
        guard case .string(let text) = content else {
            return .failure(
                ValueError(
                    "a color is a string such as \"#FF0000\", \"displayP3:#FF0000\", \"system:systemRedColor\" or \"asset:BrandColor\""))
        }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        if let color = SRGBColor(hex: trimmed) { return .success(.sRGB(color)) }
        guard let colon = trimmed.firstIndex(ofASCII: UInt8(ascii: ":")) else {
            return .failure(
                ValueError("'\(ThemeText.shown(text))' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME"))
        }
        let prefix = String(trimmed[..<colon])
        let rest = String(trimmed[trimmed.index(after: colon)...]).trimmingWhitespace()
        switch prefix {
        case "system":
            // UIKit's or AppKit's: the layout a value lands in decides which it must be.
            guard AppKitCatalogColors.isSystemColorOfEitherPlatform(rest) else {
                return .failure(
                    ValueError(
                        "unknown system color '\(rest)'",
                        suggestion: Suggestion.closest(to: rest, in: AppKitCatalogColors.namesOfEitherPlatform)))
            }
            return .success(.system(rest))
        case "asset":
            guard !rest.isEmpty else { return .failure(ValueError("'asset:' needs the name of a color in the asset catalog")) }
            return .success(.asset(rest))
        case "catalog":
            // AppKit's own catalog names may be private ones with a leading underscore
            // (`_sourceListBackgroundColor`, which Xcode writes for a source list).
            guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return .failure(ValueError("'catalog:' needs the name of a System catalog color, such as controlTextColor"))
            }
            return .success(.catalog(rest))
        default:
            guard let space = ColorSpace(rawValue: prefix) else {
                let names = ColorSpace.allCases.map(\.themeName) + ["system", "asset", "catalog"]
                let hint =
                    Suggestion.closest(to: prefix, in: names)
                    ?? names.first { !prefix.isEmpty && $0.lowercased().contains(prefix.lowercased()) }
                return .failure(ValueError("unknown color space '\(ThemeText.shown(prefix))' (\(spaceList))", suggestion: hint))
            }
            // sRGB components are what a plain hex is.
            return ComponentColor.parse(rest, in: space).map { $0.space == .sRGB ? .sRGB($0.rawComponents) : .components($0) }
        }
    }

    private static var spaceList: String { ColorSpace.allCases.map(\.themeName).joined(separator: ", ") }

    /// Written as components (hex or a space's numbers), with no resource entry.
    public var isComponentColor: Bool {
        switch self {
        case .sRGB, .components: return true
        case .system, .asset, .catalog, .perAppearance: return false
        }
    }

    /// The color as sRGB when its value is known without a catalog: components converted from
    /// their space; nil for system, asset and catalog colors.
    public var sRGBValue: SRGBColor? {
        switch self {
        case .sRGB(let value): return value
        case .components(let value): return value.sRGB
        case .system, .asset, .catalog, .perAppearance: return nil
        }
    }

    public var themeText: String {
        switch self {
        case .sRGB(let value): return value.hexString
        case .components(let value): return value.themeText
        case .system(let name): return "system:\(name)"
        case .asset(let name): return "asset:\(name)"
        case .perAppearance(let value): return value.themeText
        case .catalog(let name): return "catalog:\(name)"
        }
    }
}
