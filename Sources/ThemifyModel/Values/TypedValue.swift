/// A theme value of any kind, parsed: what a style property holds from load time on.
public enum TypedValue: Sendable, Hashable {
    /// A color.
    case color(ThemeColor)
    /// A font.
    case font(ThemeFont)
    /// An image name.
    case image(ImageName)
    /// A number.
    case number(ThemeNumber)
    /// A boolean.
    case boolean(ThemeBoolean)
    /// Edge insets.
    case insets(EdgeInsets)
    /// An offset.
    case offset(Offset)
    /// `"default"`: the property back at UIKit's own default, whatever its kind. The layout
    /// loses the value (or gets the `<nil>` Xcode writes for "Default"), the app sets UIKit's
    /// reset value (nil where the SDK takes nil).
    case reset(ValueKind)

    /// What a theme writes to reset a property, for every kind.
    public static let resetText = "default"
    /// A user-defined runtime attribute's value.
    case runtimeAttribute(RuntimeAttributeValue)

    /// The kind of value.
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

    /// Whether it is `"default"`.
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

    /// The color, if it is one.
    public var color: ThemeColor? { if case .color(let value) = self { return value } else { return nil } }
    /// The font, if it is one.
    public var font: ThemeFont? { if case .font(let value) = self { return value } else { return nil } }
    /// The image name, if it is one.
    public var image: ImageName? { if case .image(let value) = self { return value } else { return nil } }
    /// The number, if it is one.
    public var number: ThemeNumber? { if case .number(let value) = self { return value } else { return nil } }
    /// The boolean, if it is one.
    public var boolean: ThemeBoolean? { if case .boolean(let value) = self { return value } else { return nil } }
    /// The insets, if they are.
    public var insets: EdgeInsets? { if case .insets(let value) = self { return value } else { return nil } }
    /// The offset, if it is one.
    public var offset: Offset? { if case .offset(let value) = self { return value } else { return nil } }
    /// The runtime attribute's value, if it is one.
    public var runtimeAttribute: RuntimeAttributeValue? { if case .runtimeAttribute(let value) = self { return value } else { return nil } }
}
