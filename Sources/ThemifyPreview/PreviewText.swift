import ThemifyModel

/// Text as a view draws it: the string, its color and font, alignment and line limit.
public struct PreviewText: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable {
        case leading, center, trailing
    }

    public var string: String
    public var color: SRGBColor
    public var font: PreviewFont
    public var alignment: Alignment
    /// The most lines the view shows; 0 for as many as fit (UILabel's `numberOfLines`).
    public var lineLimit: Int

    public init(string: String, color: SRGBColor, font: PreviewFont, alignment: Alignment = .leading, lineLimit: Int = 1) {
        self.string = string
        self.color = color
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
    }
}
