import ThemifyModel

/// A Swift identifier made from a theme key: what the generated typed keys are named.
public enum SwiftIdentifier {
    /// The key with what an identifier cannot hold removed, each word after a removed
    /// separator capitalized (`header-image` → `headerImage`), a leading digit guarded by `_`,
    /// and a keyword wrapped in backticks (`default` becomes the same word in backticks). Nil when
    /// nothing is left.
    ///
    /// Only scalars Swift's grammar takes in an identifier are kept, and of those never a
    /// format character: Swift accepts U+202E and the zero-width joiners in names, which would
    /// let a key make source that reads as something else (Trojan Source).
    public static func make(from key: String) -> String? {
        var identifier = ""
        var capitalizeNext = false
        for character in key {
            let isPart =
                character == "_" || character.isASCII && character.isNumber
                || character.isLetter && character.unicodeScalars.enumerated().allSatisfy { isIdentifierScalar($1, first: $0 == 0) }
            if isPart {
                identifier += capitalizeNext && !identifier.isEmpty ? character.uppercased() : String(character)
                capitalizeNext = false
            } else {
                capitalizeNext = true
            }
        }
        guard !identifier.isEmpty else { return nil }
        if let first = identifier.first, first.isNumber { identifier = "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `scalar` may stand in a Swift identifier (The Swift Programming Language,
    /// Lexical Structure: identifier-head, and the combining marks identifier-character adds
    /// after the first), less every format character (bidirectional controls, zero-width
    /// joiners, soft hyphen), which change how source displays without being seen.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control { return false }
        let value = scalar.value
        if !first, [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F].contains(where: { $0.contains(value) }) {
            return true
        }
        return identifierHeads.contains { $0.contains(value) }
    }

    private static let identifierHeads: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0x5F...0x5F, 0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054, 0x2070...0x20CF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Names the generated file, or code reading it, means something else by: the key types
    /// it extends and the modules they come from. `static let ColorKey` inside
    /// `extension ColorKey` would shadow the type for every member after it.
    public static let reservedNames: Set<String> = [
        "ColorKey", "FontKey", "ImageKey", "StyleKey", "ThemeKey", "ThemifyRuntime", "ThemifyModel", "Swift",
    ]

    /// Words Swift reserves, in any position, and those that mean something after a dot
    /// (`.Type`, `.self`), where a key's member is used.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Type", "Protocol", "some", "any", "macro",
    ]
}
