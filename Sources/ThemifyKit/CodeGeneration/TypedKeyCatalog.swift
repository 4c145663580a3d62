import ThemifyModel

/// Every key a folder's themes define, each with the one kind it holds in all of them and the
/// value each theme gives it: what `themify codegen` writes typed keys from.
public struct TypedKeyCatalog: Sendable {
    /// One generated member.
    public struct Key: Sendable, Hashable {
        /// The key as the themes spell it.
        public let name: String
        /// The kind of key it becomes.
        public let kind: KeyKind
        /// Where the first theme file (by theme name) defines it, for messages about it.
        public let location: SourceLocation
        /// Per theme (sorted by name), the value it resolves to through its chain, as a theme
        /// writes it; themes whose chain lacks the key are left out.
        public let values: [ThemedValue]
    }

    /// A theme's value for a key, for the member's documentation.
    public struct ThemedValue: Sendable, Hashable {
        /// The theme's name.
        public let theme: String
        /// The value as the theme writes it.
        public let text: String
    }

    /// Sorted by kind, then name.
    public let keys: [Key]

    /// A key that is a style in one theme and a plain value in another is a style key: views
    /// tagged with it take either, as the build tool themes them. Fails when a key holds two
    /// plain kinds (a color in one theme, an image in another): the app could not read it as
    /// one type.
    public init(themes: [ResolvedTheme]) throws(DiagnosticError) {
        let themes = themes.sorted { $0.name < $1.name }
        var plainKinds: [String: (kind: KeyKind, theme: String, location: SourceLocation)] = [:]
        var styled = Set<String>()
        var resets = Set<String>()
        var firstLocations: [String: SourceLocation] = [:]
        var problems: [Diagnostic] = []
        var seenFiles = Set<String>()
        for file in themes.flatMap(\.chain) where seenFiles.insert(file.path).inserted {
            for entry in file.entries {
                let kind = KeyKind(of: entry.value)
                if firstLocations[entry.key] == nil { firstLocations[entry.key] = entry.location }
                // A plain "default" (the view's own default) fits a key of any kind: the other
                // themes say which; a key only ever "default" is a color key, the commonest.
                if case .plain(let plain) = entry.value, plain.isReset {
                    resets.insert(entry.key)
                } else if kind == .style {
                    styled.insert(entry.key)
                } else if let first = plainKinds[entry.key] {
                    if first.kind != kind {
                        problems.append(
                            .error(
                                "theme key '\(entry.key)' is \(Self.article(kind)) \(kind.rawValue) here but \(Self.article(first.kind)) \(first.kind.rawValue) in theme '\(first.theme)' (\(first.location)); a key holds one kind of value in every theme",
                                at: entry.location))
                    }
                } else {
                    plainKinds[entry.key] = (kind, file.name, entry.location)
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        let names = styled.union(plainKinds.keys).union(resets)
        keys = names.map { name in
            Key(
                name: name, kind: styled.contains(name) ? .style : plainKinds[name]?.kind ?? .color, location: firstLocations[name]!,
                values: themes.compactMap { theme in
                    theme.value(forKey: name).map { ThemedValue(theme: theme.name, text: Self.text(of: $0)) }
                })
        }.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
    }

    private static func article(_ kind: KeyKind) -> String {
        kind == .image ? "an" : "a"
    }

    /// A plain value as written; a style as its properties, `path value` each, by path.
    private static func text(of value: ThemeValue) -> String {
        switch value {
        case .plain(let plain): return plain.text
        case .style(let style):
            return style.properties.sorted { $0.path < $1.path }.map { "\($0.path) \($0.value.text)" }.joined(separator: ", ")
        }
    }
}
