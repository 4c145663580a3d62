/// The kinds of value a theme property takes. Each kind is one type in this folder that parses
/// a theme-file value once, at load, and prints itself back as a theme writes it.
///
/// A new kind: its type (conforming to `ThemeValueType`), a case here and in `TypedValue`.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    /// A color.
    case color
    /// A font.
    case font
    /// An image name.
    case image
    /// A number.
    case number
    /// A boolean.
    case boolean
    /// Edge insets.
    case insets
    /// An offset.
    case offset
    /// A user-defined runtime attribute's value, of any type Interface Builder offers.
    case runtimeAttribute

    /// Parses a theme-file value as this kind; the error says what is wrong with it.
    /// `"default"` is the reset of a property of any kind (an image named "default" is
    /// `{"image": "default"}`).
    public func parse(_ content: ThemeFileNode.Content) -> Result<TypedValue, ValueError> {
        if case .string(let text) = content, text.trimmingWhitespace() == TypedValue.resetText { return .success(.reset(self)) }
        switch self {
        case .color: return ThemeColor.parse(content).map(TypedValue.color)
        case .font: return ThemeFont.parse(content).map(TypedValue.font)
        case .image: return ImageName.parse(content).map(TypedValue.image)
        case .number: return ThemeNumber.parse(content).map(TypedValue.number)
        case .boolean: return ThemeBoolean.parse(content).map(TypedValue.boolean)
        case .insets: return EdgeInsets.parse(content).map(TypedValue.insets)
        case .offset: return Offset.parse(content).map(TypedValue.offset)
        case .runtimeAttribute: return RuntimeAttributeValue.parse(content).map(TypedValue.runtimeAttribute)
        }
    }

    /// Whether a theme may write a value of this kind as a dictionary, which a style would
    /// otherwise read as a property group (an image with cap insets is
    /// `{"image": "segment", "capInsets": [0, 15, 0, 15]}`).
    public var takesDictionary: Bool { self == .insets || self == .offset || self == .image || self == .runtimeAttribute }

    /// Whether a theme writes values of this kind as strings (colors, fonts, images), so a
    /// string's problem is about its content rather than its type.
    public var takesString: Bool { self == .color || self == .font || self == .image }

    /// What a theme writes for this kind, for messages ("needs a color string").
    public var expectation: String {
        switch self {
        case .color: return "a color string"
        case .font: return "a font string"
        case .image: return "an image name"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .insets: return "insets [top, left, bottom, right]"
        case .offset: return "an offset [horizontal, vertical]"
        case .runtimeAttribute: return "a number, true or false, a string, a color or {\"TYPE\": value}"
        }
    }
}
