/// The value of a user-defined runtime attribute a theme sets (`"runtimeAttributes":
/// {"layer.cornerRadius": 8}`): one of the types Interface Builder's Identity inspector offers,
/// each written as Xcode writes it (`<userDefinedRuntimeAttribute type="number" keyPath="…">`).
///
/// The type follows from the value: a number is a number, `true`/`false` a boolean, a string a
/// color when it is written as one (`#RRGGBB`, `system:…`, `asset:…`) and a string otherwise.
/// Any type may be named: `{"image": "star"}`, `{"string": "#1"}`, `{"point": [0, 4]}`,
/// `{"size": [20, 20]}`, `{"rect": [0, 0, 20, 20]}`, `{"color": "FF0000"}`, `{"number": 8}`,
/// `{"boolean": true}`.
public enum RuntimeAttributeValue: ThemeValueType {
    /// A number attribute.
    case number(Double)
    /// A boolean attribute.
    case boolean(Bool)
    /// A string attribute.
    case string(String)
    /// A color attribute.
    case color(ThemeColor)
    /// An image attribute.
    case image(ImageName)
    /// A point attribute.
    case point(x: Double, y: Double)
    /// A size attribute.
    case size(width: Double, height: Double)
    /// A rect attribute.
    case rect(x: Double, y: Double, width: Double, height: Double)

    /// Runtime attributes are values of kind `runtimeAttribute`.
    public static let kind = ValueKind.runtimeAttribute

    /// The types Interface Builder's Identity inspector offers, as its `type=` spells them; a
    /// theme names one to say which a value is (`{"point": [0, 4]}`).
    public enum AttributeType: String, Sendable, CaseIterable {
        case number, boolean, string, color, image, point, size, rect
    }

    /// The value's type.
    public var type: AttributeType {
        switch self {
        case .number: return .number
        case .boolean: return .boolean
        case .string: return .string
        case .color: return .color
        case .image: return .image
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        }
    }

    /// The `type=` Interface Builder writes, which a theme may also name.
    public var typeName: String { type.rawValue }

    /// The types a theme may name, as Interface Builder's runtime attribute types.
    public static let typeNames = AttributeType.allCases.map(\.rawValue)

    public static func parse(_ content: ThemeFileNode.Content) -> Result<RuntimeAttributeValue, ValueError> {
        switch content {
        case .integer(let value): return .success(.number(Double(value)))
        case .real(let value) where value.isFinite: return .success(.number(value))
        case .bool(let value): return .success(.boolean(value))
        case .string(let text):
            if let problem = ThemeText.problem(with: text) { return .failure(problem) }
            if text.hasPrefix("#") || text.hasPrefix("system:") || text.hasPrefix("asset:") {
                return ThemeColor.parse(content).map(RuntimeAttributeValue.color)
            }
            return .success(.string(text))
        case .dictionary(let members):
            guard members.count == 1, let member = members.first else {
                return .failure(
                    ValueError(
                        "a runtime attribute's value names one type, such as {\"image\": \"star\"} (\(typeNames.joined(separator: ", ")))"))
            }
            return parse(member.value.content, as: member.key)
        default:
            return .failure(ValueError("a runtime attribute takes a number, true or false, a string or a color, or {\"TYPE\": value}"))
        }
    }

    private static func parse(_ content: ThemeFileNode.Content, as typeName: String) -> Result<RuntimeAttributeValue, ValueError> {
        guard let type = AttributeType(rawValue: typeName) else {
            return .failure(
                ValueError(
                    "'\(ThemeText.shown(typeName))' is not a runtime attribute type (\(typeNames.joined(separator: ", ")))",
                    suggestion: Suggestion.closest(to: typeName, in: typeNames)))
        }
        switch type {
        case .number: return ThemeNumber.parse(content).map { .number($0.value) }
        case .boolean: return ThemeBoolean.parse(content).map { .boolean($0.value) }
        case .string:
            guard case .string(let text) = content else { return .failure(ValueError("a string runtime attribute takes a string")) }
            if let problem = ThemeText.problem(with: text) { return .failure(problem) }
            return .success(.string(text))
        case .color: return ThemeColor.parse(content).map(RuntimeAttributeValue.color)
        case .image: return ImageName.parse(content).map(RuntimeAttributeValue.image)
        case .point: return ThemeNumber.list(content, count: 2, what: "a point [x, y]").map { .point(x: $0[0], y: $0[1]) }
        case .size: return ThemeNumber.list(content, count: 2, what: "a size [width, height]").map { .size(width: $0[0], height: $0[1]) }
        case .rect:
            return ThemeNumber.list(content, count: 4, what: "a rect [x, y, width, height]").map {
                .rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
            }
        }
    }

    public var themeText: String {
        switch self {
        case .number(let value): return ThemeNumber.text(value)
        case .boolean(let value): return value ? "true" : "false"
        case .string(let text): return text
        case .color(let color): return color.themeText
        case .image(let image): return image.themeText
        case .point(let x, let y): return "point \([x, y].map(ThemeNumber.text).joined(separator: " "))"
        case .size(let width, let height): return "size \([width, height].map(ThemeNumber.text).joined(separator: " "))"
        case .rect(let x, let y, let width, let height): return "rect \([x, y, width, height].map(ThemeNumber.text).joined(separator: " "))"
        }
    }
}
