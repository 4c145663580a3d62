/// A distance in points, as `UIOffset` (horizontal, vertical) and a shadow's `CGSize` take it:
/// `[0, -1]`, `"0 -1"` or `{"horizontal": 0, "vertical": -1}`.
public struct Offset: ThemeValueType {
    /// Offsets are values of kind `offset`.
    public static let kind = ValueKind.offset

    /// The horizontal offset, in points.
    public var horizontal: Double
    /// The vertical offset, in points.
    public var vertical: Double

    /// An offset in points.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static func parse(_ content: ThemeFileNode.Content) -> Result<Offset, ValueError> {
        if case .dictionary(let members) = content {
            var parts: [String: Double] = [:]
            for member in members {
                guard ["horizontal", "vertical"].contains(member.key) else {
                    return .failure(ValueError("an offset has 'horizontal' and 'vertical', not '\(ThemeText.shown(member.key))'"))
                }
                guard case .success(let number) = ThemeNumber.parse(member.value.content) else {
                    return .failure(ValueError("offset '\(member.key)' is not a number"))
                }
                parts[member.key] = number.value
            }
            return .success(Offset(horizontal: parts["horizontal"] ?? 0, vertical: parts["vertical"] ?? 0))
        }
        return ThemeNumber.list(content, count: 2, what: "an offset [horizontal, vertical]").map {
            Offset(horizontal: $0[0], vertical: $0[1])
        }
    }

    public var themeText: String { "\(ThemeNumber.text(horizontal)) \(ThemeNumber.text(vertical))" }
}
