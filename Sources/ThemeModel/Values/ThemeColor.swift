/// A color as a theme writes it.
///
/// - hex (`#FF0099`, `FF0099`): an sRGB color, written into the layout as components;
/// - `system:NAME` (`system:systemRedColor`): a UIKit system color, which adapts to dark mode;
/// - `asset:NAME` (`asset:BrandColor`): a named color from the app's asset catalog;
/// - `{"light": …, "dark": …}`: one of those per appearance (`AppearanceColor`).
public enum ThemeColor: ThemeValueType {
    case sRGB(SRGBColor)
    case system(String)
    case asset(String)
    indirect case perAppearance(AppearanceColor)

    public static let kind = ValueKind.color

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeColor, ValueError> {
        if case .dictionary(let members) = content {
            return AppearanceColor.parse(members, at: SourceLocation(path: "")).map(ThemeColor.perAppearance).mapError { ValueError($0.message) }
        }
        guard case .string(let text) = content else { return .failure(ValueError("a color is a string such as \"#FF0000\", \"system:systemRedColor\" or \"asset:BrandColor\"")) }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("system:") {
            let name = String(trimmed.dropFirst("system:".count))
            guard SystemColors.lightValues[name] != nil else {
                return .failure(ValueError("unknown system color '\(name)'", suggestion: Suggestion.closest(to: name, in: Array(SystemColors.lightValues.keys))))
            }
            return .success(.system(name))
        }
        if trimmed.hasPrefix("asset:") {
            let name = String(trimmed.dropFirst("asset:".count))
            guard !name.isEmpty else { return .failure(ValueError("'asset:' needs the name of a color in the asset catalog")) }
            return .success(.asset(name))
        }
        guard let color = SRGBColor(hex: trimmed) else {
            return .failure(ValueError("'\(ThemeText.shown(text))' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME"))
        }
        return .success(.sRGB(color))
    }

    /// Written as components (hex), with no resource entry.
    public var isComponentColor: Bool {
        if case .sRGB = self { return true }
        return false
    }

    public var themeText: String {
        switch self {
        case .sRGB(let value): return value.hexString
        case .system(let name): return "system:\(name)"
        case .asset(let name): return "asset:\(name)"
        case .perAppearance(let value): return value.themeText
        }
    }
}
