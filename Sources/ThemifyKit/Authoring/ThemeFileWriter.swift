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

    /// What a style holds under one name: a value, or the members of a group
    /// (`titleTextAttributes`) or of a state (`states`, then `highlighted`), nested in turn.
    indirect enum StyleMember {
        case value(ThemePropertyValue)
        case group([(name: String, member: StyleMember)])
    }

    /// A style's properties nested as a theme file writes them: a group's members
    /// (`titleTextAttributes.textColor`) under the group, a state's (`states.highlighted.image`)
    /// under `states` and the state, each nesting at the place of its first member. A runtime
    /// attribute's key path (`runtimeAttributes.layer.cornerRadius`) is one key of its group.
    static func grouped(_ properties: [(name: String, value: ThemePropertyValue)]) -> [(name: String, member: StyleMember)] {
        var result: [(name: String, member: StyleMember)] = []
        for (name, value) in properties {
            let path = StylePath(text: name)
            let property = path.name
            var keys = path.states.isEmpty ? [] : ["states", path.states.joined(separator: "|")]
            keys += property.group.map { [$0, property.member] } ?? [property.rawValue]
            insert(value, at: keys[...], into: &result)
        }
        return result
    }

    private static func insert(
        _ value: ThemePropertyValue, at keys: ArraySlice<String>, into members: inout [(name: String, member: StyleMember)]
    ) {
        guard let key = keys.first else { return }
        guard keys.count > 1 else {
            members.append((key, .value(value)))
            return
        }
        if let index = members.firstIndex(where: { $0.name == key }), case .group(var inner) = members[index].member {
            insert(value, at: keys.dropFirst(), into: &inner)
            members[index].member = .group(inner)
        } else {
            var inner: [(name: String, member: StyleMember)] = []
            insert(value, at: keys.dropFirst(), into: &inner)
            members.append((key, .group(inner)))
        }
    }

    private static func json(_ members: [(name: String, member: StyleMember)]) -> JSONWriter.Value {
        .object(
            members.map { name, member in
                switch member {
                case .value(.text(let text)): return (name, .string(text))
                case .value(.list(let items)): return (name, .array(items.map(JSONWriter.Value.string)))
                case .group(let inner): return (name, json(inner))
                }
            })
    }

    private static func propertyList(_ members: [(name: String, member: StyleMember)]) -> PropertyListWriter.Value {
        .dictionary(
            Dictionary(
                members.map { name, member -> (String, PropertyListWriter.Value) in
                    switch member {
                    case .value(.text(let text)): return (name, .string(text))
                    case .value(.list(let items)): return (name, .array(items.map(PropertyListWriter.Value.string)))
                    case .group(let inner): return (name, propertyList(inner))
                    }
                }, uniquingKeysWith: { first, _ in first }))
    }
}
