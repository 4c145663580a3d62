/// A font as a theme writes it: a face and a point size, `"Avenir-Heavy 17"`.
///
/// Faces: `system`, `system-bold`, `system-italic`, `system-<weight>` (ultraLight, thin, light,
/// regular, medium, semibold, heavy, black), or a PostScript name (`Avenir-Heavy`). A text style,
/// `textStyle:body`, takes no size: Dynamic Type sizes it.
public enum ThemeFont: Sendable, Hashable {
    case system(size: Double)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    case systemWeight(String, size: Double)
    case custom(postScriptName: String, size: Double)
    case textStyle(String)

    static let systemWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "heavy", "black"]
    static let textStyles = [
        "largeTitle": "UICTFontTextStyleTitle0", "title1": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "subheadline": "UICTFontTextStyleSubhead",
        "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout",
        "footnote": "UICTFontTextStyleFootnote", "caption1": "UICTFontTextStyleCaption1",
        "caption2": "UICTFontTextStyleCaption2",
    ]

    /// Parses a theme string; the error says what is wrong with it.
    public static func parse(_ text: String) -> Result<ThemeFont, ValueError> {
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
            return .failure(ValueError("'\(text)' is not a font; write a face and a size, such as 'system 17' or 'Avenir-Heavy 17'"))
        }
        guard let size = Double(parts[parts.count - 1]), size > 0, size <= 1000 else {
            return .failure(ValueError("'\(parts[parts.count - 1])' is not a point size in font '\(text)'"))
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

    /// The same face at another size, as a theme string; nil for text styles, which have none.
    func withPointSize(_ size: String) -> String? {
        switch self {
        case .system: return "system \(size)"
        case .boldSystem: return "system-bold \(size)"
        case .italicSystem: return "system-italic \(size)"
        case .systemWeight(let weight, _): return "system-\(weight) \(size)"
        case .custom(let name, _): return "\(name) \(size)"
        case .textStyle: return nil
        }
    }

    /// The family Xcode records beside a PostScript name: the part before the style, with its
    /// words spaced (`HelveticaNeue-Bold` → `Helvetica Neue`, `SFProText-Bold` → `SF Pro Text`).
    static func family(ofPostScriptName name: String) -> String {
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

/// Why a theme value cannot be used, with a likely intended value when there is one.
public struct ValueError: Error, Sendable, Equatable {
    public var message: String

    init(_ message: String, suggestion: String? = nil) {
        self.message = suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}
