/// A theme with everything it inherits: its own file first, then each parent up the chain.
public struct ResolvedTheme: Sendable {
    public let name: String
    /// The theme itself first, then the theme it extends, and so on up to `default`.
    public let chain: [Theme]
    private let values: [String: ThemeValue]
    private let rules: [String: ThemeStyle]

    package init(chain: [Theme]) {
        precondition(!chain.isEmpty, "a resolved theme has at least its own file")
        self.name = chain[0].name
        self.chain = chain
        var values: [String: ThemeValue] = [:]
        var rules: [String: ThemeStyle] = [:]
        for theme in chain.reversed() {
            for entry in theme.entries {
                values[entry.key] = values[entry.key].map { $0.inherited(by: entry.value) } ?? entry.value
            }
            for rule in theme.appearance {
                rules[rule.className] = rules[rule.className].map { $0.inherited(by: rule.style) } ?? rule.style
            }
        }
        self.values = values
        self.rules = rules
    }

    public var path: String { chain[0].path }

    /// The value of a key anywhere in the chain, the nearest theme's winning; styles merge.
    public func value(forKey key: String) -> ThemeValue? {
        values[key]
    }

    /// Every key the chain defines.
    public var keys: [String] { values.keys.sorted() }

    /// The `$appearance` rule for a class, merged across the chain.
    public func appearanceRule(for className: String) -> ThemeStyle? {
        rules[className]
    }

    public var hasAppearanceRules: Bool { !rules.isEmpty }

    /// The classes the chain has `$appearance` rules for, sorted.
    public var appearanceClasses: [String] { rules.keys.sorted() }

    /// The nearest `$statusBarStyle` in the chain.
    public var statusBarStyle: StatusBarStyle? {
        chain.lazy.compactMap(\.statusBarStyle).first
    }

    /// The nearest `$tolerance` in the chain; 0 when none sets one.
    public var colorTolerance: Double {
        chain.lazy.compactMap(\.colorTolerance).first ?? 0
    }
}
