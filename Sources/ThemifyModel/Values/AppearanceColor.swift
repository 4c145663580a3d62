/// A color given per appearance: `{"light": "#1B1F24", "dark": "#ECEFF1"}`, optionally with
/// `"highContrastLight"` and `"highContrastDark"`. Each appearance's value is a color a color
/// set can hold: hex components or a system color (an asset color names another color set,
/// which a color set cannot).
///
/// The build tool writes it as a named color of a generated asset catalog, one color set per
/// theme and key (`catalogName`); the app resolves it as a dynamic color, per trait collection.
public struct AppearanceColor: Sendable, Hashable {
    /// The values the theme gives; a theme that extends another may give only some of them
    /// (`{"dark": …}`) and inherit the rest.
    public private(set) var values: [Appearance: ThemeColor]
    /// The color set's name in the generated catalog, inside the theme's namespace: the theme
    /// key, then the property path for a style's property (`primaryButton.titleColor`), or
    /// `appearance.` and the class for an `$appearance` rule's. Set when the theme file loads.
    public var catalogName: String?

    /// Nil when `values` is empty or holds a value no appearance can take.
    public init?(_ values: [Appearance: ThemeColor], catalogName: String? = nil) {
        guard !values.isEmpty, values.values.allSatisfy(Self.canBeAppearanceValue) else { return nil }
        self.values = values
        self.catalogName = catalogName
    }

    /// Every appearance's value follows `Appearance.fallbacks`; a value with no light one (a
    /// partial skin over a theme without the key) falls back to whichever it has.
    public func color(in appearance: Appearance) -> ThemeColor {
        for candidate in appearance.fallbacks { if let value = values[candidate] { return value } }
        return Appearance.allCases.lazy.compactMap { values[$0] }.first!
    }

    /// What Interface Builder shows at design time, and what a layout records.
    public var light: ThemeColor { color(in: .light) }

    /// Whether a value of its own is given for an appearance.
    public func hasOwnValue(for appearance: Appearance) -> Bool { values[appearance] != nil }

    /// Whether the color sets a value for a high-contrast appearance.
    public var hasHighContrast: Bool { values.keys.contains { $0.isHighContrast } }

    /// The appearances a color set holds for this color, in Xcode's order (any, dark, high
    /// contrast, high contrast dark): dark when a dark value is given, high contrast when one is
    /// (Xcode's "Appearances" and "High Contrast" settings each add their slots for all of the
    /// other's); each slot takes its value by `color(in:)`, so the catalog and the app agree.
    public var catalogAppearances: [Appearance] {
        let dark = values[.dark] != nil || values[.highContrastDark] != nil
        return [false, true].filter { !$0 || hasHighContrast }.flatMap { highContrast in
            [false, true].filter { !$0 || dark }.map { Appearance(isDark: $0, isHighContrast: highContrast) }
        }
    }

    /// This color as inherited by a theme that gives `child` for the same property: the child's
    /// values win appearance by appearance, the rest come from here.
    public func inherited(by child: AppearanceColor) -> AppearanceColor {
        var merged = self
        merged.values.merge(child.values) { _, theirs in theirs }
        merged.catalogName = child.catalogName ?? catalogName
        return merged
    }

    /// A color that is the same in every appearance, as the base a per-appearance child
    /// overrides (`{"dark": …}` over a parent's plain `#FFFFFF`).
    public static func uniform(_ color: ThemeColor) -> AppearanceColor? {
        if case .perAppearance(let value) = color { return value }
        return AppearanceColor([.light: color])
    }

    /// `{"light": "#1B1F24", "dark": "#ECEFF1"}`, as a theme writes it.
    public var themeText: String {
        "{"
            + Appearance.allCases.compactMap { appearance in values[appearance].map { "\"\(appearance.rawValue)\": \"\($0.themeText)\"" } }
            .joined(separator: ", ") + "}"
    }

    /// The dictionary a theme file holds for it (`{"light": "#1B1F24", "dark": "#ECEFF1"}`), for
    /// writers of theme files (a published skin's theme).
    public var themeFileValue: [String: String] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value.themeText) })
    }

    private static func canBeAppearanceValue(_ color: ThemeColor) -> Bool {
        switch color {
        case .sRGB, .components, .system: return true
        case .perAppearance, .asset, .catalog: return false
        }
    }

    /// A problem with one member of a per-appearance dictionary, where it is written.
    public struct Problem: Error, Sendable, Hashable {
        /// What is wrong with the appearances given.
        public var message: String
        /// Where the theme gives them.
        public var location: SourceLocation
    }

    /// Whether a theme-file dictionary is a per-appearance color rather than a style: a key
    /// names an appearance and none a property (so `"drak"` beside `"light"` is a mistyped
    /// appearance, reported as one, not an unknown property).
    public static func isAppearanceDictionary(_ members: [ThemeFileMember]) -> Bool {
        // Compared with the four names directly: every style of a theme is asked this, and
        // `init(rawValue:)` searches a table of cases for each key.
        members.contains { appearanceKeys.contains($0.key) }
            && !members.contains { PropertyCatalog.property(named: $0.key) != nil || PropertyCatalog.groups.contains($0.key) }
    }

    /// Reads `{"light": …, "dark": …}`; each problem is located at the member it is about.
    public static func parse(_ members: [ThemeFileMember], at location: SourceLocation) -> Result<AppearanceColor, Problem> {
        guard !members.isEmpty else {
            return .failure(Problem(message: "a per-appearance color names at least one of \(appearanceNames)", location: location))
        }
        var values: [Appearance: ThemeColor] = [:]
        for member in members {
            guard let appearance = Appearance(rawValue: member.key) else {
                let hint =
                    Suggestion.closest(to: member.key, in: Appearance.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(
                    Problem(
                        message: "unknown appearance '\(member.key)' in a per-appearance color (\(appearanceNames))\(hint)",
                        location: member.keyLocation))
            }
            guard case .string = member.value.content else {
                return .failure(
                    Problem(
                        message:
                            "the '\(member.key)' value of a per-appearance color is a color string such as \"#1B1F24\" or \"system:labelColor\"",
                        location: member.value.location))
            }
            switch ThemeColor.parse(member.value.content) {
            case .success(.asset(let name)):
                return .failure(
                    Problem(
                        message:
                            "'asset:\(name)' cannot be the '\(member.key)' value of a per-appearance color: a color set cannot name another; give components or a system color, or set the key to 'asset:\(name)' alone",
                        location: member.value.location))
            case .success(.catalog(let name)):
                return .failure(
                    Problem(
                        message:
                            "'catalog:\(name)' cannot be the '\(member.key)' value of a per-appearance color: AppKit's catalog colors follow the appearance themselves",
                        location: member.value.location))
            case .success(let color):
                values[appearance] = color
            case .failure(let problem):
                return .failure(Problem(message: "\(problem.message) ('\(member.key)' appearance)", location: member.value.location))
            }
        }
        return .success(AppearanceColor(values)!)
    }

    /// The keys a per-appearance color may have, as theme files write them.
    private static let appearanceKeys = Appearance.allCases.map(\.rawValue)

    static let appearanceNames = Appearance.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
}

extension ThemeColor {
    /// The color as `appearance` shows it: a per-appearance color's value for it, any other
    /// color as it is (a system color adapts by itself). What a preview of one appearance draws.
    public func resolved(in appearance: Appearance) -> ThemeColor {
        if case .perAppearance(let value) = self { return value.color(in: appearance) }
        return self
    }
}
