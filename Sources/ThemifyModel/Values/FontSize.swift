/// The size part of a theme font: a point size (`"Avenir-Heavy 17"`), a change to the size the
/// layout (or, at run time, the view) already has (`"Avenir-Heavy +2"`, `"system-bold -1"`), or
/// nothing at all, which keeps that size (`"Avenir-Heavy"`, `"system-bold"`).
///
/// A theme that only changes the face keeps every label's own size, as a designer changing the
/// font family in Interface Builder's font picker does.
public enum FontSize: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An absolute point size.
    case points(Double)
    /// Points added to (or, negative, taken from) the size the font replaces.
    case relative(Double)
    /// The size of the font it replaces.
    case layout

    /// A size in points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    /// A size in points.
    public init(floatLiteral value: Double) { self = .points(value) }

    /// Sizes a theme may write: UIKit takes any positive size, Interface Builder up to 1000.
    public static let range: ClosedRange<Double> = 0.5...1000

    /// Parses the last word of a font string: `17`, `15.5`, `+2`, `-1.5`; nil when it is none.
    static func parse(_ word: Substring) -> FontSize? {
        guard let first = word.first else { return nil }
        if first == "+" || first == "-" {
            guard let change = DecimalNumber.value(of: word.dropFirst()), change.isFinite, change < FontSize.range.upperBound else {
                return nil
            }
            return .relative(first == "-" ? -change : change)
        }
        guard first.isNumber, let points = DecimalNumber.value(of: word), points.isFinite else { return nil }
        return .points(points)
    }

    /// The point size this makes of `current`, the size of the font it replaces; nil when it
    /// needs one and there is none, or the result is not a size a font can have.
    public func resolved(against current: Double?) -> Double? {
        let size: Double?
        switch self {
        case .points(let points): size = points
        case .relative(let change): size = current.map { $0 + change }
        case .layout: size = current
        }
        return size.flatMap { Self.range.contains($0) ? $0 : nil }
    }

    /// The absolute size; nil for a size that depends on the font it replaces.
    public var points: Double? {
        if case .points(let points) = self { return points }
        return nil
    }

    /// As a theme writes it after the face: `17`, `+2`, `-1`; nil for the layout's size.
    public var themeText: String? {
        switch self {
        case .points(let points): return ThemeNumber.text(points)
        case .relative(let change): return (change < 0 ? "-" : "+") + ThemeNumber.text(abs(change))
        case .layout: return nil
        }
    }
}
