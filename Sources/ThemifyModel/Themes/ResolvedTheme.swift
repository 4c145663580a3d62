/// A theme with everything it inherits: its own file first, then each parent up the chain.
public struct ResolvedTheme: Sendable {
    /// The theme's name: its file's stem (`metal` for `metal.plist`).
    public let name: String
    /// The theme itself first, then the theme it extends, and so on up to `default`.
    public let chain: [Theme]
    private let values: [String: ThemeValue]
    private let rules: [String: ThemeStyle]

    package init(chain: [Theme]) {
        precondition(!chain.isEmpty, "a resolved theme has at least its own file")
        self.init(chain[0], over: chain.count > 1 ? ResolvedTheme(chain: Array(chain.dropFirst())) : nil)
    }

    /// `theme` over its resolved parent chain (nil for a theme that extends none): the parent's
    /// merged keys are taken as they are and only this theme's own are laid over them, so the
    /// themes that extend one parent share its merge.
    package init(_ theme: Theme, over parent: ResolvedTheme?) {
        self.name = theme.name
        self.chain = [theme] + (parent?.chain ?? [])
        var values = parent?.values ?? [:]
        values.reserveCapacity(max(values.count, theme.entries.count))
        var rules = parent?.rules ?? [:]
        for entry in theme.entries {
            Self.lay(entry.value, over: &values[entry.key])
        }
        for rule in theme.appearance {
            Self.lay(rule.style, over: &rules[rule.className])
        }
        self.values = values
        self.rules = rules
    }

    /// Sets a slot to `child` inherited over what it holds, in place: one hash of the key for
    /// each of the thousands of keys a chain merges.
    private static func lay(_ child: ThemeValue, over slot: inout ThemeValue?) {
        slot = slot.map { $0.inherited(by: child) } ?? child
    }

    private static func lay(_ child: ThemeStyle, over slot: inout ThemeStyle?) {
        slot = slot.map { $0.inherited(by: child) } ?? child
    }

    /// The theme's own file, as it was found (not a parent's).
    public var path: String { chain[0].path }

    /// Whether any key's value or `$appearance` rule holds a per-appearance color that
    /// `predicate` accepts, looked for in no particular order.
    func containsAppearanceColor(where predicate: (AppearanceColor) -> Bool) -> Bool {
        func accepts(_ setting: ThemeSetting) -> Bool {
            if case .color(.perAppearance(let color)) = setting.value { return predicate(color) }
            return false
        }
        func holds(_ style: ThemeStyle) -> Bool {
            style.properties.contains { property in
                switch property.value {
                case .setting(let setting): return accepts(setting)
                case .list(let settings, _): return settings.contains(where: accepts)
                }
            }
        }
        for value in values.values {
            switch value {
            case .plain(let plain): if let color = plain.appearanceColor, predicate(color) { return true }
            case .style(let style): if holds(style) { return true }
            }
        }
        return rules.values.contains(where: holds)
    }

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

    /// Whether any theme of the chain has an `$appearance` rule.
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
