/// A font as a theme writes it: a face and a size, `"Avenir-Heavy 17"`.
///
/// Faces: `system`, `system-bold`, `system-italic`, `system-<weight>` (ultraLight, thin, light,
/// regular, medium, semibold, heavy, black), or a font's PostScript name (`Avenir-Heavy`). The
/// size is a point size, a change to the size of the font it replaces (`+2`, `-1`), or left out,
/// which keeps that size (`"Avenir-Heavy"`). A text style, `textStyle:body`, takes no size:
/// Dynamic Type sizes it.
public enum ThemeFont: ThemeValueType {
    /// The system font.
    case system(size: FontSize)
    /// The bold system font.
    case boldSystem(size: FontSize)
    /// The italic system font.
    case italicSystem(size: FontSize)
    /// The system font of a weight (`semibold`).
    case systemWeight(String, size: FontSize)
    /// A font by its PostScript name (`Avenir-Heavy`).
    case custom(postScriptName: String, size: FontSize)
    /// A Dynamic Type text style (`body`).
    case textStyle(String)

    /// Fonts are values of kind `font`.
    public static let kind = ValueKind.font

    /// The weights a theme may name, as UIFont.Weight spells them.
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

    private static let example = "such as 'system 17', 'Avenir-Heavy 17', 'Avenir-Heavy' (the layout's size) or 'system-bold +2'"

    /// Parses a theme string; the error says what is wrong with it.
    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeFont, ValueError> {
        guard case .string(let text) = content else { return .failure(ValueError("a font is a string \(example)")) }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("textStyle:") {
            let name = String(trimmed.dropFirst("textStyle:".count))
            guard textStyles[name] != nil else {
                return .failure(
                    ValueError("unknown text style '\(name)'", suggestion: Suggestion.closest(to: name, in: Array(textStyles.keys))))
            }
            return .success(.textStyle(name))
        }
        // The size is the last word when it is one; the face is everything before it (older
        // layouts name fonts by family, with spaces: "Helvetica Neue 17").
        // On bytes when the text is ASCII, where a byte is a character (the same words, faster).
        var parts =
            trimmed.isASCII
            ? trimmed.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            : trimmed.split(separator: " ", omittingEmptySubsequences: true)
        guard let last = parts.last else { return .failure(ValueError("a font is a face and a size, \(example)")) }
        var size = FontSize.layout
        if let parsed = FontSize.parse(last) {
            guard parts.count >= 2 else {
                return .failure(ValueError("'\(ThemeText.shown(text))' is not a font; write a face before the size, \(example)"))
            }
            if case .points(let points) = parsed, !FontSize.range.contains(points) {
                return .failure(ValueError("'\(last)' is not a point size in font '\(ThemeText.shown(text))'"))
            }
            size = parsed
            parts.removeLast()
        }
        let face = parts.joined(separator: " ")
        if face == "system" || face.hasPrefix("system-") || face.hasPrefix("system ") {
            return systemFace(face, size: size, text: text)
        }
        // Without a size, a lowercase word is more likely a typo than a font: PostScript names
        // and family names are capitalized or hyphenated (`Avenir-Heavy`, `Helvetica Neue`).
        if case .layout = size, !face.contains(where: { $0.isUppercase || $0 == "-" || $0 == " " }) {
            return .failure(ValueError("'\(ThemeText.shown(text))' is not a font; write a face and a size, \(example)"))
        }
        return .success(.custom(postScriptName: face, size: size))
    }

    private static func systemFace(_ face: String, size: FontSize, text: String) -> Result<ThemeFont, ValueError> {
        switch face {
        case "system": return .success(.system(size: size))
        case "system-bold": return .success(.boldSystem(size: size))
        case "system-italic": return .success(.italicSystem(size: size))
        default:
            guard face.hasPrefix("system-"), !face.contains(" ") else {
                let word = face.split(separator: " ").last.map(String.init) ?? face
                return .failure(ValueError("'\(word)' is not a point size in font '\(ThemeText.shown(text))'"))
            }
            let weight = String(face.dropFirst("system-".count))
            guard systemWeights.contains(weight) else {
                return .failure(
                    ValueError(
                        "unknown system font weight '\(weight)'",
                        suggestion: Suggestion.closest(to: weight, in: systemWeights + ["bold", "italic"])))
            }
            return .success(.systemWeight(weight, size: size))
        }
    }

    /// The same face at another size; nil for text styles, which have none.
    public func withSize(_ size: FontSize) -> ThemeFont? {
        switch self {
        case .system: return .system(size: size)
        case .boldSystem: return .boldSystem(size: size)
        case .italicSystem: return .italicSystem(size: size)
        case .systemWeight(let weight, _): return .systemWeight(weight, size: size)
        case .custom(let name, _): return .custom(postScriptName: name, size: size)
        case .textStyle: return nil
        }
    }

    /// The same face at a point size; nil for text styles, which have none.
    public func withPointSize(_ size: Double) -> ThemeFont? {
        withSize(.points(size))
    }

    /// The size as the theme gives it; nil for text styles.
    public var size: FontSize? {
        switch self {
        case .system(let size), .boldSystem(let size), .italicSystem(let size), .systemWeight(_, let size), .custom(_, let size):
            return size
        case .textStyle: return nil
        }
    }

    /// The point size, when the font has one of its own; nil for text styles, which Dynamic Type
    /// sizes, and for sizes taken from the font it replaces.
    public var pointSize: Double? { size?.points }

    /// Whether its size comes from the font it replaces (`"Avenir-Heavy"`, `"system +2"`).
    public var keepsReplacedSize: Bool {
        switch size {
        case .relative?, .layout?: return true
        case .points?, nil: return false
        }
    }

    /// This font with the size it takes in place of a font of `current` points: itself when its
    /// size is absolute or it is a text style; nil when it needs a size and there is none.
    public func resolved(replacingPointSize current: Double?) -> ThemeFont? {
        guard let size, keepsReplacedSize else { return self }
        return size.resolved(against: current).flatMap(withPointSize)
    }

    public var themeText: String {
        let face: String
        switch self {
        case .system: face = "system"
        case .boldSystem: face = "system-bold"
        case .italicSystem: face = "system-italic"
        case .systemWeight(let weight, _): face = "system-\(weight)"
        case .custom(let name, _): face = name
        case .textStyle(let style): return "textStyle:\(style)"
        }
        return [face, size?.themeText].compactMap { $0 }.joined(separator: " ")
    }

    /// The family of the system font's dot-named faces.
    public static let systemFontPrivateFamily = ".AppleSystemUIFont"

    /// The family Xcode records beside a PostScript name: the family of a font iOS ships, from
    /// Apple's list (`TimesNewRomanPS-BoldMT` → `Times New Roman`) or of one an earlier iOS
    /// shipped (`STHeitiSC-Medium` → `Heiti SC`, `RetiredSystemFonts`); for any other font the part
    /// before the style, with its words spaced (`ProximaNova-Bold` → `Proxima Nova`,
    /// `GTEestiDisplay-Regular` → `GT Eesti Display`, a number after a letter a word of its own:
    /// `FontAwesome5Free-Solid` → `Font Awesome 5 Free`, `SourceSans3-Regular` → `Source Sans 3`,
    /// as those fonts name their families). The font's own file, where the project has it,
    /// says better (`FontMarkup.knownFamily`). The system font's private faces, the dot names,
    /// are of its one private family, `.AppleSystemUIFont`, as the Macs Xcode 10.2 and later run
    /// on name it (all 9 layouts of the corpus and the oracle that name `.AppleSystemUIFont`,
    /// Xcode 10.2 to 15, and a public Xcode 12 layout's `.SFNS-Regular`). A name with hyphens before
    /// its style spells a family that has them, which no camel case spaced: the part before the
    /// last hyphen, as it is (`sora-rc004-0417-Regular` → `sora-rc004-0417`, as a public Xcode
    /// 13 layout records that font).
    public static func family(ofPostScriptName name: String) -> String {
        if let family = SystemFonts.family(ofPostScriptName: name) ?? RetiredSystemFonts.family(ofPostScriptName: name) {
            return family
        }
        if name.hasPrefix(".") { return systemFontPrivateFamily }
        if let lastHyphen = name.lastIndex(of: "-"), let firstHyphen = name.firstIndex(of: "-"), firstHyphen < lastHyphen {
            return String(name[..<lastHyphen])
        }
        let base = Array(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
        var family = ""
        for (index, character) in base.enumerated() {
            if index > 0, character.isUppercase {
                let previous = base[index - 1]
                let next = index + 1 < base.count ? base[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    family.append(" ")
                }
            } else if index > 0, character.isNumber, base[index - 1].isLetter {
                family.append(" ")
            }
            family.append(character)
        }
        return family
    }
}
