/// Insets in points, as `UIEdgeInsets` orders them: top, left, bottom, right. A theme writes
/// `[0, 15, 0, 15]`, `"0 15 0 15"` or `{"top": 0, "left": 15, "bottom": 0, "right": 15}`;
/// the cap insets of a resizable image are the classic use.
public struct EdgeInsets: ThemeValueType {
    /// Insets are values of kind `insets`.
    public static let kind = ValueKind.insets

    /// The top inset, in points.
    public var top: Double
    /// The left inset, in points.
    public var left: Double
    /// The bottom inset, in points.
    public var bottom: Double
    /// The right inset, in points.
    public var right: Double

    /// Insets in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public static func parse(_ content: ThemeFileNode.Content) -> Result<EdgeInsets, ValueError> {
        if case .dictionary(let members) = content {
            var sides: [String: Double] = [:]
            for member in members {
                guard ["top", "left", "bottom", "right"].contains(member.key) else {
                    return .failure(ValueError("insets have 'top', 'left', 'bottom' and 'right', not '\(ThemeText.shown(member.key))'"))
                }
                guard case .success(let number) = ThemeNumber.parse(member.value.content) else {
                    return .failure(ValueError("inset '\(member.key)' is not a number"))
                }
                sides[member.key] = number.value
            }
            return .success(
                EdgeInsets(top: sides["top"] ?? 0, left: sides["left"] ?? 0, bottom: sides["bottom"] ?? 0, right: sides["right"] ?? 0))
        }
        return ThemeNumber.list(content, count: 4, what: "insets [top, left, bottom, right]").map {
            EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
        }
    }

    public var themeText: String {
        [top, left, bottom, right].map(ThemeNumber.text).joined(separator: " ")
    }
}
