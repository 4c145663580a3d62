/// A font as a theme writes it: a face and a point size, `"Avenir-Heavy 17"`.
///
/// Faces: `system`, `system-bold`, `system-italic`, `system-<weight>` (ultraLight, thin, light,
/// regular, medium, semibold, heavy, black), or a PostScript name (`Avenir-Heavy`). A text style,
/// `textStyle:body`, takes no size: Dynamic Type sizes it.
public enum ThemeFont: ThemeValueType {
    case system(size: Double)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    case systemWeight(String, size: Double)
    case custom(postScriptName: String, size: Double)
    case textStyle(String)

    public static let kind = ValueKind.font

    public static let systemWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "heavy", "black"]
    /// Text style names a theme writes, with the names layouts record them by.
    public static let textStyles = [
        "largeTitle": "UICTFontTextStyleTitle0", "title1": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "subheadline": "UICTFontTextStyleSubhead",
        "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout",
        "footnote": "UICTFontTextStyleFootnote", "caption1": "UICTFontTextStyleCaption1",
        "caption2": "UICTFontTextStyleCaption2",
    ]

    /// Parses a theme string; the error says what is wrong with it.
    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeFont, ValueError> {
        guard case .string(let text) = content else { return .failure(ValueError("a font is a string such as \"system 17\" or \"Avenir-Heavy 17\"")) }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("textStyle:") {
            let name = String(trimmed.dropFirst("textStyle:".count))
            guard textStyles[name] != nil else {
                return .failure(ValueError("unknown text style '\(name)'", suggestion: Suggestion.closest(to: name, in: Array(textStyles.keys))))
            }
            return .success(.textStyle(name))
        }
        // The size is the last word; the face is everything before it (older layouts name
        // fonts by family, with spaces: "Helvetica Neue 17").
        let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count >= 2 else {
            return .failure(ValueError("'\(ThemeText.shown(text))' is not a font; write a face and a size, such as 'system 17' or 'Avenir-Heavy 17'"))
        }
        guard let size = Double(parts[parts.count - 1]), size > 0, size <= 1000 else {
            return .failure(ValueError("'\(parts[parts.count - 1])' is not a point size in font '\(ThemeText.shown(text))'"))
        }
        let face = parts.dropLast().joined(separator: " ")
        switch face {
        case "system": return .success(.system(size: size))
        case "system-bold": return .success(.boldSystem(size: size))
        case "system-italic": return .success(.italicSystem(size: size))
        default:
            if face.hasPrefix("system-") {
                let weight = String(face.dropFirst("system-".count))
                guard systemWeights.contains(weight) else {
                    return .failure(ValueError("unknown system font weight '\(weight)'", suggestion: Suggestion.closest(to: weight, in: systemWeights + ["bold", "italic"])))
                }
                return .success(.systemWeight(weight, size: size))
            }
            return .success(.custom(postScriptName: face, size: size))
        }
    }

    /// The same face at another size; nil for text styles, which have none.
    public func withPointSize(_ size: Double) -> ThemeFont? {
        switch self {
        case .system: return .system(size: size)
        case .boldSystem: return .boldSystem(size: size)
        case .italicSystem: return .italicSystem(size: size)
        case .systemWeight(let weight, _): return .systemWeight(weight, size: size)
        case .custom(let name, _): return .custom(postScriptName: name, size: size)
        case .textStyle: return nil
        }
    }

    /// The point size; nil for text styles, which Dynamic Type sizes.
    public var pointSize: Double? {
        switch self {
        case .system(let size), .boldSystem(let size), .italicSystem(let size), .systemWeight(_, let size), .custom(_, let size): return size
        case .textStyle: return nil
        }
    }

    public var themeText: String {
        switch self {
        case .system(let size): return "system \(ThemeNumber.text(size))"
        case .boldSystem(let size): return "system-bold \(ThemeNumber.text(size))"
        case .italicSystem(let size): return "system-italic \(ThemeNumber.text(size))"
        case .systemWeight(let weight, let size): return "system-\(weight) \(ThemeNumber.text(size))"
        case .custom(let name, let size): return "\(name) \(ThemeNumber.text(size))"
        case .textStyle(let style): return "textStyle:\(style)"
        }
    }

    /// The family Xcode records beside a PostScript name: the part before the style, with its
    /// words spaced (`HelveticaNeue-Bold` → `Helvetica Neue`, `SFProText-Bold` → `SF Pro Text`).
    public static func family(ofPostScriptName name: String) -> String {
        let base = Array(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
        var family = ""
        for (index, character) in base.enumerated() {
            if index > 0, character.isUppercase {
                let previous = base[index - 1]
                let next = index + 1 < base.count ? base[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    family.append(" ")
                }
            }
            family.append(character)
        }
        return family
    }
}
