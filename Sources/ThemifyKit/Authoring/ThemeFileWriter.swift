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
            /// A style: property names and their values, in order.
            case style([(name: String, value: String)])
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
                case .style(let properties): return (entry.key, jsonStyle(properties))
                }
            }
            return JSONWriter.text(.object(members)) + "\n"
        }
        var dictionary: [String: PropertyListWriter.Value] = [:]
        for entry in sorted {
            switch entry.value {
            case .plain(let text): dictionary[entry.key] = .string(text)
            case .number(let number): dictionary[entry.key] = .real(number)
            case .style(let properties): dictionary[entry.key] = propertyListStyle(properties)
            }
        }
        return PropertyListWriter.xml(.dictionary(dictionary))
    }

    /// A style's properties with each group's members (`titleTextAttributes.textColor`) nested
    /// under the group, as a theme file writes them, at the place of the group's first member.
    static func grouped(_ properties: [(name: String, value: String)]) -> [(
        name: String, members: [(name: String, value: String)]?, value: String
    )] {
        var result: [(name: String, members: [(name: String, value: String)]?, value: String)] = []
        for (name, value) in properties {
            let property = PropertyName(rawValue: name)
            guard let group = property.group else {
                result.append((name, nil, value))
                continue
            }
            if let index = result.firstIndex(where: { $0.name == group && $0.members != nil }) {
                result[index].members?.append((property.member, value))
            } else {
                result.append((group, [(property.member, value)], ""))
            }
        }
        return result
    }

    private static func jsonStyle(_ properties: [(name: String, value: String)]) -> JSONWriter.Value {
        .object(
            grouped(properties).map { item in
                (item.name, item.members.map { members in .object(members.map { ($0.name, .string($0.value)) }) } ?? .string(item.value))
            })
    }

    private static func propertyListStyle(_ properties: [(name: String, value: String)]) -> PropertyListWriter.Value {
        .dictionary(
            Dictionary(
                grouped(properties).map { item in
                    (
                        item.name,
                        item.members.map { members in
                            .dictionary(Dictionary(members.map { ($0.name, .string($0.value)) }, uniquingKeysWith: { first, _ in first }))
                        } ?? .string(item.value)
                    )
                }, uniquingKeysWith: { first, _ in first }))
    }
}
