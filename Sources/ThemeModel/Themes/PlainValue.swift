/// A theme key's plain string (`"primaryHeadingColor": "#FF0000"`). Which property it sets
/// depends on the view it reaches — a label's text color, an image view's image — so it is
/// parsed once, at load, as every kind such a property takes, and used as the one it meets.
public struct PlainValue: Sendable, Hashable {
    public let text: String
    public let location: SourceLocation
    private let readings: [ValueKind: Result<TypedValue, ValueError>]

    /// Fails when the text is no value at all (a control character, a huge string).
    public init(_ text: String, at location: SourceLocation) throws(ValueError) {
        if let problem = ThemeText.problem(with: text) { throw problem }
        self.text = text
        self.location = location
        var readings: [ValueKind: Result<TypedValue, ValueError>] = [:]
        for kind in PropertyCatalog.primaryKinds { readings[kind] = kind.parse(.string(text)) }
        self.readings = readings
    }

    /// A per-appearance color (`"primaryHeadingColor": {"light": …, "dark": …}`): a color for
    /// whichever color property it lands on, and nothing else.
    public init(_ color: AppearanceColor, at location: SourceLocation) {
        self.text = color.themeText
        self.location = location
        var readings: [ValueKind: Result<TypedValue, ValueError>] = [:]
        for kind in PropertyCatalog.primaryKinds {
            readings[kind] = kind == .color ? .success(.color(.perAppearance(color))) : .failure(ValueError("a per-appearance value is a color, and this property needs \(kind.expectation)"))
        }
        self.readings = readings
        self.appearanceColor = color
    }

    /// The per-appearance color this value is, if it is one.
    public private(set) var appearanceColor: AppearanceColor?

    /// `"default"`: the primary property back at UIKit's default, whatever its kind.
    public var isReset: Bool { text.trimmingWhitespace() == TypedValue.resetText }

    /// The value as `kind`, or why it is not one.
    public func setting(as kind: ValueKind) -> Result<ThemeSetting, ValueError> {
        (readings[kind] ?? kind.parse(.string(text))).map { ThemeSetting($0, at: location) }
    }
}
