/// A theme key's plain string (`"primaryHeadingColor": "#FF0000"`). Which property it sets
/// depends on the view it reaches — a label's text color, an image view's image — so it is
/// parsed once, at load, as every kind such a property takes, and used as the one it meets.
public struct PlainValue: Sendable, Hashable {
    /// The string as the theme file writes it; messages and reports show it.
    public let text: String
    /// Where the value is written.
    public let location: SourceLocation
    /// One reading per primary kind, in `PropertyCatalog.primaryKinds` order: a list rather
    /// than a dictionary because there are two or three, and every view tagged with the key
    /// looks one up.
    private let readings: [Reading]

    private struct Reading: Sendable, Hashable {
        let kind: ValueKind
        let value: Result<TypedValue, ValueError>
    }

    /// Fails when the text is no value at all (a control character, a huge string).
    public init(_ text: String, at location: SourceLocation) throws(ValueError) {
        try self.init(text, at: location) { $0.parse(.string(text)) }
    }

    /// `parse` reads the text as a kind: a theme file's reader gives its memo of the values it
    /// has parsed already.
    init(_ text: String, at location: SourceLocation, parsing parse: (ValueKind) -> Result<TypedValue, ValueError>) throws(ValueError) {
        if let problem = ThemeText.problem(with: text) { throw problem }
        self.text = text
        self.location = location
        self.readings = PropertyCatalog.primaryKinds.map { Reading(kind: $0, value: parse($0)) }
    }

    /// A per-appearance color (`"primaryHeadingColor": {"light": …, "dark": …}`): a color for
    /// whichever color property it lands on, and nothing else.
    public init(_ color: AppearanceColor, at location: SourceLocation) {
        self.text = color.themeText
        self.location = location
        self.readings = PropertyCatalog.primaryKinds.map { kind in
            Reading(
                kind: kind,
                value: kind == .color
                    ? .success(.color(.perAppearance(color)))
                    : .failure(ValueError("a per-appearance value is a color, and this property needs \(kind.expectation)")))
        }
        self.appearanceColor = color
    }

    /// The per-appearance color this value is, if it is one.
    public private(set) var appearanceColor: AppearanceColor?

    /// `"default"`: the primary property back at UIKit's default, whatever its kind.
    public var isReset: Bool { text.trimmingWhitespace() == TypedValue.resetText }

    /// The value as `kind`, or why it is not one.
    public func setting(as kind: ValueKind) -> Result<ThemeSetting, ValueError> {
        (readings.first { $0.kind == kind }?.value ?? kind.parse(.string(text))).map { ThemeSetting($0, at: location) }
    }
}
