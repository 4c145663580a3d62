/// A plain number a property takes (a border width, a corner radius, an alpha): a theme writes
/// it as a number or as a numeric string.
public struct ThemeNumber: ThemeValueType {
    /// Numbers are values of kind `number`.
    public static let kind = ValueKind.number

    /// The value.
    public var value: Double

    /// A number.
    public init(_ value: Double) {
        self.value = value
    }

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ThemeNumber, ValueError> {
        switch content {
        case .integer(let value): return .success(ThemeNumber(Double(value)))
        case .real(let value) where value.isFinite: return .success(ThemeNumber(value))
        case .string(let text):
            guard let value = Double(text.trimmingWhitespace()), value.isFinite else {
                return .failure(ValueError("'\(ThemeText.shown(text))' is not a number"))
            }
            return .success(ThemeNumber(value))
        default: return .failure(ValueError("expected a number"))
        }
    }

    public var themeText: String { Self.text(value) }

    /// Whole numbers without a fraction (`17`), others in their shortest exact form (`15.5`):
    /// how themes and layouts print point sizes.
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Numbers listed in an array or a string of numbers separated by spaces or commas
    /// (`[0, 15, 0, 15]`, `"0 15 0 15"`, `"0,-1"`), for insets and offsets.
    static func list(_ content: ThemeFileNode.Content, count: Int, what: String) -> Result<[Double], ValueError> {
        var numbers: [Double] = []
        switch content {
        case .array(let items):
            for item in items {
                guard case .success(let number) = parse(item.content) else { return .failure(ValueError("\(what) lists numbers only")) }
                numbers.append(number.value)
            }
        case .string(let text):
            for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
                guard let number = Double(word), number.isFinite else {
                    return .failure(ValueError("'\(ThemeText.shown(String(word)))' in \(what) is not a number"))
                }
                numbers.append(number)
            }
        default:
            return .failure(ValueError("\(what) is a list of \(count) numbers"))
        }
        guard numbers.count == count else { return .failure(ValueError("\(what) has \(count) numbers, not \(numbers.count)")) }
        return .success(numbers)
    }
}
