/// The appearances a color may differ in, as iOS 13 and Xcode's asset catalogs tell them apart:
/// the user interface style (light or dark) and the accessibility contrast (normal or high).
///
/// Theme files name them `light`, `dark`, `highContrastLight` and `highContrastDark`; UIKit's
/// `UITraitCollection` gives `userInterfaceStyle` and `accessibilityContrast`; an asset catalog's
/// color set writes them as `appearances` (`luminosity` `dark`, `contrast` `high`).
public enum Appearance: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Light, normal contrast.
    case light
    /// Dark, normal contrast.
    case dark
    /// Light with Increase Contrast on.
    case highContrastLight
    /// Dark with Increase Contrast on.
    case highContrastDark

    /// The appearance of two traits.
    public init(isDark: Bool, isHighContrast: Bool) {
        switch (isDark, isHighContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .highContrastLight
        case (true, true): self = .highContrastDark
        }
    }

    /// Whether it is one of the dark appearances.
    public var isDark: Bool { self == .dark || self == .highContrastDark }
    /// Whether Increase Contrast is on.
    public var isHighContrast: Bool { self == .highContrastLight || self == .highContrastDark }

    /// Where a color without a value of its own for this appearance takes one, nearest first.
    /// Darkness wins over contrast: a high-contrast dark screen without its own value takes the
    /// dark one, never a light value that would glare.
    public var fallbacks: [Appearance] {
        switch self {
        case .light: return [.light]
        case .dark: return [.dark, .light]
        case .highContrastLight: return [.highContrastLight, .light]
        case .highContrastDark: return [.highContrastDark, .dark, .highContrastLight, .light]
        }
    }

    /// Theme files' order, which is also the order Xcode lists a color set's entries in.
    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
