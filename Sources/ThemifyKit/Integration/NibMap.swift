import ThemeModel

/// Which nib or storyboard to load per theme and controller class, for the app's `nibName`
/// override: `{theme: {className: variantName}}`, e.g. `metal → ProfileViewController →
/// Profile-metal`.
public struct NibMap: Sendable, Equatable {
    public private(set) var entries: [String: [String: String]] = [:]
    public private(set) var conflicts: [(className: String, theme: String, first: String, second: String)] = []

    public init() {}

    /// Records that `classes` load `variantName` (a file stem) under `theme`.
    public mutating func add(theme: String, classes: [String], variantName: String) {
        for className in classes {
            if let existing = entries[theme]?[className], existing != variantName {
                conflicts.append((className, theme, existing, variantName))
                continue
            }
            entries[theme, default: [:]][className] = variantName
        }
    }

    public var propertyList: String {
        PropertyListWriter.xml(.dictionary(entries.mapValues { .dictionary($0.mapValues { .string($0) }) }))
    }

    public static func == (lhs: NibMap, rhs: NibMap) -> Bool {
        lhs.entries == rhs.entries
    }
}
