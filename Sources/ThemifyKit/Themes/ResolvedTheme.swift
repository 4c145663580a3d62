/// A theme with everything it inherits: its own file first, then each parent up the chain.
public struct ResolvedTheme: Sendable {
    public let name: String
    /// The theme itself first, then the theme it extends, and so on up to `default`.
    public let chain: [Theme]
    private let values: [String: ThemeValue]

    init(chain: [Theme]) {
        precondition(!chain.isEmpty, "a resolved theme has at least its own file")
        self.name = chain[0].name
        self.chain = chain
        var values: [String: ThemeValue] = [:]
        for theme in chain.reversed() {
            for entry in theme.entries {
                values[entry.key] = values[entry.key].map { $0.overlaid(with: entry.value) } ?? entry.value
            }
        }
        self.values = values
    }

    public var path: String { chain[0].path }

    /// The value of a key anywhere in the chain, the nearest theme's winning; styles merge.
    public func value(forKey key: String) -> ThemeValue? {
        values[key]
    }

    /// Every key the chain defines.
    public var keys: [String] { values.keys.sorted() }
}
