import ThemifyModel
/// A Swift identifier made from a theme key: what the generated typed keys are named.
public enum SwiftIdentifier {
    /// The key with what an identifier cannot hold removed, each word after a removed
    /// separator capitalized (`header-image` → `headerImage`), a leading digit guarded by `_`,
    /// and a keyword wrapped in backticks (`default` becomes the same word in backticks). Nil when
    /// nothing is left.
    public static func make(from key: String) -> String? {
        var identifier = ""
        var capitalizeNext = false
        for character in key {
            if character == "_" || character.isLetter || character.isASCII && character.isNumber {
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
