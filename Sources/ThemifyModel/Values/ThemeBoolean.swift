/// A switch a property takes (`layer.masksToBounds`): `true` or `false`, or those words as strings.
public struct ThemeBoolean: ThemeValueType {
    /// Booleans are values of kind `boolean`.
    public static let kind = ValueKind.boolean

    /// The value.
    public var value: Bool

    /// A boolean value.
    public init(_ value: Bool) {
        self.value = value
    }

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeBoolean, ValueError> {
        switch content {
        case .bool(let value): return .success(ThemeBoolean(value))
        case .string("true"), .string("YES"): return .success(ThemeBoolean(true))
        case .string("false"), .string("NO"): return .success(ThemeBoolean(false))
        default: return .failure(ValueError("expected true or false"))
        }
    }

    public var themeText: String { value ? "true" : "false" }
}
