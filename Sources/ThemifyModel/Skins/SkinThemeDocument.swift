import Foundation

/// A resolved theme written out as one self-contained JSON theme file: every key of the chain
/// with its merged value, the merged `$appearance` rules, the nearest `$tolerance`, and no
/// `$extends`. The model's own reader loads it (`Theme(node:path:)`) into the same values the
/// chain resolves to, so the app applies a published skin with the code that applies a bundled
/// theme. Keys sorted and no whitespace, so the same theme always gives the same bytes.
public enum SkinThemeDocument {
    /// The theme file of `theme`, resolved through its chain: what a skin's manifest names as
    /// its `theme`.
    public static func bytes(of theme: ResolvedTheme) -> [UInt8] {
        var document: [String: Any] = [:]
        for key in theme.keys {
            guard let value = theme.value(forKey: key) else { continue }
            switch value {
            case .plain(let plain): document[key] = plain.appearanceColor.map(\.themeFileValue) ?? plain.text
            case .style(let style): document[key] = dictionary(of: style)
            }
        }
        var rules: [String: Any] = [:]
        for className in theme.chain.flatMap({ $0.appearance.map(\.className) }) {
            if let rule = theme.appearanceRule(for: className) { rules[className] = dictionary(of: rule) }
        }
        if !rules.isEmpty { document["$appearance"] = rules }
        if theme.chain.contains(where: { $0.colorTolerance != nil }) { document["$tolerance"] = theme.colorTolerance }
        do {
            return Array(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes]))
        } catch {
            preconditionFailure("a theme's strings and numbers are always JSON: \(error)")
        }
    }

    /// A style's properties, with grouped paths (`states.highlighted.titleColor`,
    /// `titleTextAttributes.font`) nested back into the dictionaries a theme file writes.
    private static func dictionary(of style: ThemeStyle) -> [String: Any] {
        var result: [String: Any] = [:]
        for property in style.properties {
            let value: Any
            switch property.value {
            case .setting(let setting):
                // A per-appearance color stays a dictionary, as a theme file writes it.
                if case .color(.perAppearance(let color)) = setting.value { value = color.themeFileValue } else { value = setting.text }
            case .list(let settings, _): value = settings.map(\.text)
            }
            insert(value, at: property.path.nesting[...], into: &result)
        }
        return result
    }

    private static func insert(_ value: Any, at path: ArraySlice<String>, into dictionary: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            dictionary[first] = value
            return
        }
        var nested = dictionary[first] as? [String: Any] ?? [:]
        insert(value, at: path.dropFirst(), into: &nested)
        dictionary[first] = nested
    }
}
