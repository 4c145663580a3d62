import ThemifyModel
import ThemifyXML

/// Every theme key the layouts use, where, on which properties, with the values each element
/// has today: what `themify keys` lists and turns into a skeleton `default` theme, like
/// `genstrings` for themes.
public struct KeyInventory {
    /// One element that names a key.
    public struct Use: Sendable {
        /// Where the element is.
        public var location: SourceLocation
        /// The element's name (`label`, `button`).
        public var elementName: String
        /// The property a plain value sets on this element (its primary property).
        public var property: String?
        /// That property's value in the layout today, as a theme string.
        public var value: String?
        /// Every property the element sets itself that a theme can write, with its value as a
        /// theme string, in the property table's order: what the skeleton records.
        public var properties: [(name: String, value: ThemePropertyValue)]
        /// The properties the element sets in a form no theme value says (a macOS menu font):
        /// listed, and left to the layout.
        public var unwritable: [String] = []
    }

    /// Keys in order of first use.
    public private(set) var keys: [String] = []
    /// Every key the layouts name, with the elements that name it.
    public private(set) var uses: [String: [Use]] = [:]
    /// Per key, each property one of its elements sets that another of them cannot take, with
    /// the first use that cannot: asked while the layouts are alive (an element does not keep
    /// its document).
    private var refusals: [String: [String: Int]] = [:]

    /// The keys the layouts' tagged views name.
    public init(layouts: [Layout], tagging: TaggingConfiguration) {
        var elements: [String: [MarkupElement]] = [:]
        for layout in layouts {
            let (tagged, _) = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: layout)
            for item in tagged {
                // The element's primary property by its document's platform: a macOS `<box>`
                // or `<textFieldCell>` has AppKit's class chain, not UIKit's.
                let property = PropertyTable.primaryProperty(of: item.element)
                let value = property.flatMap { PropertyTable.form(of: $0, on: item.element) }
                    .flatMap { PropertyWriter.currentValue(of: $0, on: item.element)?.first?.themeText }
                let values = Extractor.propertyValues(of: item.element)
                let properties = Self.properties(of: item.element, literal: values.literal, primary: property)
                if uses[item.key] == nil { keys.append(item.key) }
                uses[item.key, default: []].append(
                    Use(
                        location: layout.location(of: item.element), elementName: item.element.name, property: property, value: value,
                        properties: properties, unwritable: values.unwritable))
                elements[item.key, default: []].append(item.element)
            }
        }
        for (key, keyElements) in elements {
            let names = Set((uses[key] ?? []).flatMap { $0.properties.map(\.name) })
            for name in names {
                if let refusing = keyElements.firstIndex(where: { PropertyTable.form(of: name, on: $0) == nil }) {
                    refusals[key, default: [:]][name] = refusing
                }
            }
        }
    }

    /// What the element holds of each property a theme can write: its `literal` values, and
    /// `"default"` for its primary property when it holds UIKit's (or AppKit's) own there — no
    /// value in the layout, or the `<nil key="textColor"/>` Xcode writes for it. A skeleton
    /// that says `default` reproduces the element, and the key's elements stay comparable: one
    /// that sets a color and one that holds the default disagree. (Other properties at their
    /// defaults are left out: every label holds `<nil key="highlightedColor"/>`, no look.)
    static func properties(
        of element: MarkupElement, literal: [(String, ThemePropertyValue)], primary: String?
    ) -> [(name: String, value: ThemePropertyValue)] {
        var properties = literal.map { (name: $0.0, value: $0.1) }
        if let primary, !properties.contains(where: { $0.name == primary }),
            let form = PropertyTable.form(of: primary, on: element), PropertyWriter.currentValue(of: form, on: element) == nil,
            !PropertyWriter.holdsValue(of: form, on: element)
        {
            // Before the other states' values, which a theme file nests last (`states`).
            let firstState = properties.firstIndex { !StylePath(text: $0.name).states.isEmpty } ?? properties.endIndex
            properties.insert((primary, .text(TypedValue.resetText)), at: firstState)
        }
        return properties
    }

    /// The skeleton theme: each key with every property its elements set, at the value the
    /// first element that sets it has — a plain value when that is only the elements' primary
    /// property, else a style. Applied to the layouts it reproduces them, and lint finds
    /// nothing in it: a key whose elements set nothing gets an empty style (it themes nothing,
    /// yet the key exists for every theme that extends this one), and a property that one of
    /// the key's elements cannot take is left out. Each of these, and each disagreement, is a
    /// warning at the element.
    public func skeleton() -> (entries: [ThemeFileWriter.Entry], warnings: [Diagnostic]) {
        var entries: [ThemeFileWriter.Entry] = []
        var warnings: [Diagnostic] = []
        for key in keys {
            let keyUses = uses[key] ?? []
            let keyRefusals = refusals[key] ?? [:]
            var chosen: [(name: String, value: ThemePropertyValue, from: SourceLocation)] = []
            var refused = Set<String>()
            for use in keyUses {
                for (name, value) in use.properties where !refused.contains(name) {
                    if let first = chosen.first(where: { $0.name == name }) {
                        if first.value != value {
                            warnings.append(
                                .warning(
                                    "key '\(key)' has \(name) \(value) here but \(first.value) at \(first.from); the skeleton takes \(first.value)",
                                    at: use.location))
                        }
                        continue
                    }
                    if let refusing = keyRefusals[name] {
                        warnings.append(
                            .warning(
                                "key '\(key)' sets \(name) here, which the <\(keyUses[refusing].elementName)> at \(keyUses[refusing].location) cannot take; the skeleton leaves \(name) out",
                                at: use.location))
                        refused.insert(name)
                        continue
                    }
                    chosen.append((name, value, use.location))
                }
            }
            var unsaid = Set<String>()
            for use in keyUses {
                for name in use.unwritable where !unsaid.contains(name) && !chosen.contains(where: { $0.name == name }) {
                    warnings.append(
                        .warning(
                            "key '\(key)' sets \(name) here in a form no theme value says; the skeleton leaves \(name) out, and the layout keeps it",
                            at: use.location))
                    unsaid.insert(name)
                }
            }
            guard !chosen.isEmpty else {
                warnings.append(
                    .warning(
                        "key '\(key)' is on elements that set no value a theme can write; the skeleton gives it an empty style to fill in",
                        at: keyUses.first?.location))
                entries.append(ThemeFileWriter.Entry(key: key, value: .style([])))
                continue
            }
            let primaries = Set(keyUses.map(\.property))
            if chosen.count == 1, primaries.count == 1, primaries.first == chosen[0].name, let text = chosen[0].value.text {
                entries.append(ThemeFileWriter.Entry(key: key, value: .plain(text)))
            } else {
                entries.append(ThemeFileWriter.Entry(key: key, value: .style(chosen.map { (name: $0.name, value: $0.value) })))
            }
        }
        return (entries, warnings)
    }
}
