import ThemifyModel

/// Writes theme files for `keys` and `extract`: a property list or JSON by the file's extension,
/// keys sorted so a regenerated theme diffs cleanly.
public enum ThemeFileWriter {
    public struct Entry: Sendable {
        public enum Value: Sendable {
            case plain(String)
            case number(Double)
            case style([(name: String, value: String)])
        }

        public var key: String
        public var value: Value

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
            case .style(let properties): dictionary[entry.key] = .dictionary(Dictionary(properties.map { ($0.name, .string($0.value)) }, uniquingKeysWith: { first, _ in first }))
            }
        }
        return PropertyListWriter.xml(.dictionary(dictionary))
    }
}
