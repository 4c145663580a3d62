import ThemifyXML
import ThemeModel

/// Every theme key the layouts use, where, on which property, with the value each element has
/// today: what `themify keys` lists and turns into a skeleton `default` theme, like `genstrings`
/// for themes.
public struct KeyInventory {
    public struct Use: Sendable {
        public var location: SourceLocation
        public var elementName: String
        /// The property a plain value sets on this element (its primary property).
        public var property: String?
        /// That property's value in the layout today, as a theme string.
        public var value: String?
    }

    /// Keys in order of first use.
    public private(set) var keys: [String] = []
    public private(set) var uses: [String: [Use]] = [:]

    public init(layouts: [Layout], tagging: TaggingConfiguration) {
        for layout in layouts {
            let (tagged, _) = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: layout)
            for item in tagged {
                let property = PropertyTable.primaryProperty(ofElement: item.element.name)
                let value = property.flatMap { PropertyTable.form(of: $0, on: item.element) }
                    .flatMap { PropertyWriter.currentValue(of: $0, on: item.element)?.first?.themeText }
                if uses[item.key] == nil { keys.append(item.key) }
                uses[item.key, default: []].append(Use(location: layout.location(of: item.element), elementName: item.element.name, property: property, value: value))
            }
        }
    }

    /// The skeleton theme: each key with the value its first element has, and a warning for each
    /// key whose elements disagree or hold no value a theme can write.
    public func skeleton() -> (values: [(key: String, value: String)], warnings: [Diagnostic]) {
        var values: [(key: String, value: String)] = []
        var warnings: [Diagnostic] = []
        for key in keys {
            let keyUses = uses[key] ?? []
            guard let first = keyUses.first(where: { $0.value != nil }), let value = first.value else {
                warnings.append(.warning("key '\(key)' has no value a theme can write in the layouts; the skeleton leaves it out", at: keyUses.first?.location))
                continue
            }
            for other in keyUses where other.value != nil && other.value != value {
                warnings.append(.warning("key '\(key)' is \(other.value!) here but \(value) at \(first.location); the skeleton takes \(value)", at: other.location))
            }
            values.append((key, value))
        }
        return (values, warnings)
    }
}
