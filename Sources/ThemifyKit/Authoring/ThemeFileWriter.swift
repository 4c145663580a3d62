import ThemifyModel

/// Writes theme files for `keys` and `extract`: a property list or JSON by the file's extension,
/// keys sorted so a regenerated theme diffs cleanly.
public enum ThemeFileWriter {
    /// One key of the theme file to write.
    public struct Entry: Sendable {
        /// A key's value: a plain string, a number, or a style's properties.
        public enum Value: Sendable {
            /// A plain value (`#FF0000`, `system 17`).
            case plain(String)
            /// A number.
            case number(Double)
            /// A style: property names and their values, in order; a group's members are named
            /// with their group (`titleTextAttributes.textColor`) and written nested under it.
            case style([(name: String, value: ThemePropertyValue)])
        }

        /// The key.
        public var key: String
        /// Its value.
        public var value: Value

        /// An entry.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The file's text: JSON for a `.json` path, an XML property list otherwise.
    public static func text(_ entries: [Entry], forPath path: String) -> String {
        let sorted = entries.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
        if path.hasSuffix(".json") {
            let members: [(String, JSONWriter.Value)] = sorted.map { entry in
                switch entry.value {
                case .plain(let text): return (entry.key, .string(text))
                case .number(let number): return (entry.key, .real(number))
                case .style(let properties): return (entry.key, json(grouped(properties)))
                }
            }
            return JSONWriter.text(.object(members)) + "\n"
        }
        var dictionary: [String: PropertyListWriter.Value] = [:]
        for entry in sorted {
            switch entry.value {
            case .plain(let text): dictionary[entry.key] = .string(text)
            case .number(let number): dictionary[entry.key] = .real(number)
            case .style(let properties): dictionary[entry.key] = propertyList(grouped(properties))
            }
        }
        return PropertyListWriter.xml(.dictionary(dictionary))
    }

    /// What a style holds under one name: a value, or a group's members.
    enum StyleMember {
        case value(ThemePropertyValue)
        case group([(name: String, value: ThemePropertyValue)])
    }

    /// A style's properties with each group's members (`titleTextAttributes.textColor`) nested
    /// under the group, as a theme file writes them, at the place of the group's first member.
    static func grouped(_ properties: [(name: String, value: ThemePropertyValue)]) -> [(name: String, member: StyleMember)] {
        var result: [(name: String, member: StyleMember)] = []
        for (name, value) in properties {
            let property = PropertyName(rawValue: name)
            guard let group = property.group else {
                result.append((name, .value(value)))
                continue
            }
            if let index = result.firstIndex(where: { $0.name == group }), case .group(let members) = result[index].member {
                result[index].member = .group(members + [(property.member, value)])
            } else {
                result.append((group, .group([(property.member, value)])))
            }
        }
        return result
    }

    private static func json(_ members: [(name: String, member: StyleMember)]) -> JSONWriter.Value {
        func value(_ value: ThemePropertyValue) -> JSONWriter.Value {
            switch value {
            case .text(let text): return .string(text)
            case .list(let items): return .array(items.map(JSONWriter.Value.string))
            }
        }
        return .object(
            members.map { name, member in
                switch member {
                case .value(let single): return (name, value(single))
                case .group(let inner): return (name, .object(inner.map { ($0.name, value($0.value)) }))
                }
            })
    }

    private static func propertyList(_ members: [(name: String, member: StyleMember)]) -> PropertyListWriter.Value {
        func value(_ value: ThemePropertyValue) -> PropertyListWriter.Value {
            switch value {
            case .text(let text): return .string(text)
            case .list(let items): return .array(items.map(PropertyListWriter.Value.string))
            }
        }
        func dictionary(_ pairs: [(String, PropertyListWriter.Value)]) -> PropertyListWriter.Value {
            .dictionary(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
        }
        return dictionary(
            members.map { name, member in
                switch member {
                case .value(let single): return (name, value(single))
                case .group(let inner): return (name, dictionary(inner.map { ($0.name, value($0.value)) }))
                }
            })
    }
}
