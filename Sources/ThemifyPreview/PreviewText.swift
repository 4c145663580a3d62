import ThemifyModel

/// Text as a view draws it: the string, its color and font, alignment, line limit, how it is
/// cut where it does not fit, and how far it may shrink first.
package struct PreviewText: Sendable, Hashable {
    package enum Alignment: String, Sendable, Hashable {
        case leading, center, trailing
    }

    /// UIKit's `NSLineBreakMode`, as Interface Builder writes it (`lineBreakMode="tailTruncation"`).
    package enum LineBreakMode: String, Sendable, Hashable {
        case wordWrap, characterWrap, clipping, headTruncation, tailTruncation, middleTruncation
    }

    package var string: String
    package var color: SRGBColor
    package var font: PreviewFont
    package var alignment: Alignment
    /// The most lines the view shows; 0 for as many as fit (UILabel's `numberOfLines`).
    package var lineLimit: Int
    package var lineBreakMode: LineBreakMode
    /// The smallest fraction of the font's size the text shrinks to before it is cut; 1 when
    /// the view does not adjust its font size to fit.
    package var minimumScale: Double

    package init(
        string: String, color: SRGBColor, font: PreviewFont, alignment: Alignment = .leading, lineLimit: Int = 1,
        lineBreakMode: LineBreakMode = .tailTruncation, minimumScale: Double = 1
    ) {
        self.string = string
        self.color = color
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineBreakMode = lineBreakMode
        self.minimumScale = minimumScale
    }
}
