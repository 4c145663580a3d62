import ThemifyModel

/// A font as the picture draws it: size and weight from the layout's (or theme's) font, drawn
/// in the bundled Inter; `name` keeps the real font for the legend and the hover text.
package struct PreviewFont: Sendable, Hashable {
    package var pointSize: Double
    /// CSS weight: 400 regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    /// The font the layout asks for (`System 17`, `Avenir-Heavy 22`), as a theme writes it.
    package var name: String

    package init(pointSize: Double, weight: Int = 400, italic: Bool = false, name: String) {
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
        self.name = name
    }

    /// UIKit's default: the system font at 17 points.
    package static let standard = PreviewFont(ThemeFont.system(size: 17))

    package init(_ font: ThemeFont) {
        switch font {
        case .system(let size):
            self.init(pointSize: size.points ?? 17, name: font.themeText)
        case .boldSystem(let size):
            self.init(pointSize: size.points ?? 17, weight: 700, name: font.themeText)
        case .italicSystem(let size):
            self.init(pointSize: size.points ?? 17, italic: true, name: font.themeText)
        case .systemWeight(let weight, let size):
            self.init(pointSize: size.points ?? 17, weight: Self.systemWeights[weight] ?? 400, name: font.themeText)
        case .custom(let postScriptName, let size):
            self.init(
                pointSize: size.points ?? 17, weight: Self.weight(ofFontNamed: postScriptName),
                italic: postScriptName.contains("Italic") || postScriptName.contains("Oblique"), name: font.themeText)
        case .textStyle(let style):
            let metrics = Self.textStyles[style] ?? (17, 400)
            self.init(pointSize: metrics.size, weight: metrics.weight, name: font.themeText)
        }
    }

    /// Whether the drawn font is the bold cut of the bundled font (what a renderer picks for
    /// weights from 600 up).
    var isBold: Bool { weight >= 600 }

    private static let systemWeights = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// A named font's weight from the words PostScript names use for it.
    private static func weight(ofFontNamed name: String) -> Int {
        let words: [(String, Int)] = [
            ("Black", 900), ("Heavy", 800), ("ExtraBold", 800), ("Bold", 700), ("Semibold", 600), ("SemiBold", 600), ("DemiBold", 600),
            ("Medium", 500), ("Light", 300), ("Thin", 200), ("UltraLight", 100),
        ]
        return words.first { name.contains($0.0) }?.1 ?? 400
    }

    /// Dynamic Type styles at the default ("Large") content size, as Apple's Human Interface
    /// Guidelines list them; keyed by the names themes use.
    private static let textStyles: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title1": (28, 400), "title2": (22, 400), "title3": (20, 400),
        "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
        "footnote": (13, 400), "caption1": (12, 400), "caption2": (11, 400),
    ]
}
