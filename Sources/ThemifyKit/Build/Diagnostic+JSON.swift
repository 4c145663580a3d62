import ThemifyModel

extension Diagnostic {
    /// One finding of `--reporter json`: every member always there (`null` where a finding has
    /// no file, position or rule), so a consumer reads each the same way.
    package var json: JSONWriter.Value {
        .object([
            ("file", location.map { .string($0.path) } ?? .null),
            ("line", location?.line.map(JSONWriter.Value.number) ?? .null),
            ("column", location?.column.map(JSONWriter.Value.number) ?? .null),
            ("severity", .string(severity.rawValue)),
            ("rule", rule.map(JSONWriter.Value.string) ?? .null),
            ("message", .string(message)),
        ])
    }
}
