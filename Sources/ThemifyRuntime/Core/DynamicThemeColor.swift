import ThemifyModel

/// A theme color as a dynamic color of any color type (`UIColor` in the app, a test's own type
/// on Linux): each appearance's value is made once, when the color is made, and the provider
/// picks one per trait collection — the body of `UIColor(dynamicProvider:)`, kept here so that
/// it is platform-neutral and tested without UIKit.
public struct DynamicThemeColor<Color> {
    /// One made color per appearance, after `Appearance.fallbacks`.
    public let colors: [Appearance: Color]
    /// Whether the color differs between appearances at all; a plain color needs no provider.
    public let isDynamic: Bool

    /// `make` turns a single-appearance theme color (hex, system) into `Color`; nil when it
    /// cannot (an asset the bundle lacks), and then the whole color is nil.
    public init?(_ color: ThemeColor, make: (ThemeColor) -> Color?) {
        guard case .perAppearance(let perAppearance) = color else {
            guard let made = make(color) else { return nil }
            colors = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, made) })
            isDynamic = false
            return
        }
        var colors: [Appearance: Color] = [:]
        var made: [ThemeColor: Color] = [:]
        for appearance in Appearance.allCases {
            let value = perAppearance.color(in: appearance)
            if let existing = made[value] {
                colors[appearance] = existing
                continue
            }
            guard let color = make(value) else { return nil }
            made[value] = color
            colors[appearance] = color
        }
        self.colors = colors
        isDynamic = made.count > 1
    }

    /// The color for a trait collection's traits.
    public func color(for traits: AppearanceTraits) -> Color {
        colors[traits.appearance]!
    }

    /// The color for one of the four appearances (light or dark, normal or high contrast).
    public func color(in appearance: Appearance) -> Color {
        colors[appearance]!
    }
}
