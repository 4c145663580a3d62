/// The values a theme file has parsed, by kind and text: a theme gives the same font or color to
/// hundreds of keys (`"system 15"`, `"#272727"`), and each distinct text is parsed once per kind.
/// Parsing is a pure function of the two, so a remembered result is the result.
struct ParsedValues {
    /// Sized for the few hundred distinct values of a real theme.
    private var results: [Key: Result<TypedValue, ValueError>] = Dictionary(minimumCapacity: 256)

    private struct Key: Hashable {
        let kind: ValueKind
        let text: String

        /// The text alone: one text is seldom read as two kinds, and hashing the kind (by its
        /// raw name) would double the cost of every lookup.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
        }
    }

    /// `kind.parse(content)`, parsed only the first time a string is read as that kind.
    mutating func parse(_ content: ThemeFileNode.Content, as kind: ValueKind) -> Result<TypedValue, ValueError> {
        guard case .string(let text) = content else { return kind.parse(content) }
        let key = Key(kind: kind, text: text)
        if let known = results[key] { return known }
        let result = kind.parse(content)
        results[key] = result
        return result
    }
}
