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
                case .style(let properties): return (entry.key, .object(properties.map { ($0.name, .string($0.value)) }))
                }
            }
            return JSONWriter.text(.object(members)) + "\n"
        }
        var dictionary: [String: PropertyListWriter.Value] = [:]
        for entry in sorted {
            switch entry.value {
            case .plain(let text): dictionary[entry.key] = .string(text)
            case .number(let number): dictionary[entry.key] = .real(number)
            case .style(let properties):
                dictionary[entry.key] = .dictionary(
                    Dictionary(properties.map { ($0.name, .string($0.value)) }, uniquingKeysWith: { first, _ in first }))
            }
        }
        return PropertyListWriter.xml(.dictionary(dictionary))
    }
}
