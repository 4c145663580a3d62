/// A theme value of any kind, parsed: what a style property holds from load time on.
public enum TypedValue: Sendable, Hashable {
    case color(ThemeColor)
    case font(ThemeFont)
    case image(ImageName)
    case number(ThemeNumber)
    case boolean(ThemeBoolean)
    case insets(EdgeInsets)
    case offset(Offset)
    /// `"default"`: the property back at UIKit's own default, whatever its kind. The layout
    /// loses the value (or gets the `<nil>` Xcode writes for "Default"), the app sets UIKit's
    /// reset value (nil where the SDK takes nil).
    case reset(ValueKind)

    /// What a theme writes to reset a property, for every kind.
    public static let resetText = "default"
    case runtimeAttribute(RuntimeAttributeValue)

    public var kind: ValueKind {
        switch self {
        case .color: return .color
        case .font: return .font
        case .image: return .image
        case .number: return .number
        case .boolean: return .boolean
        case .insets: return .insets
        case .offset: return .offset
        case .reset(let kind): return kind
        case .runtimeAttribute: return .runtimeAttribute
        }
    }

    public var isReset: Bool { if case .reset = self { return true } else { return false } }

    /// The value as a theme writes it.
    public var themeText: String {
        switch self {
        case .color(let value): return value.themeText
        case .font(let value): return value.themeText
        case .image(let value): return value.themeText
        case .number(let value): return value.themeText
        case .boolean(let value): return value.themeText
        case .insets(let value): return value.themeText
        case .offset(let value): return value.themeText
        case .reset: return Self.resetText
        case .runtimeAttribute(let value): return value.themeText
        }
    }

    public var color: ThemeColor? { if case .color(let value) = self { return value } else { return nil } }
    public var font: ThemeFont? { if case .font(let value) = self { return value } else { return nil } }
    public var image: ImageName? { if case .image(let value) = self { return value } else { return nil } }
    public var number: ThemeNumber? { if case .number(let value) = self { return value } else { return nil } }
    public var boolean: ThemeBoolean? { if case .boolean(let value) = self { return value } else { return nil } }
    public var insets: EdgeInsets? { if case .insets(let value) = self { return value } else { return nil } }
    public var offset: Offset? { if case .offset(let value) = self { return value } else { return nil } }
    public var runtimeAttribute: RuntimeAttributeValue? { if case .runtimeAttribute(let value) = self { return value } else { return nil } }
}
