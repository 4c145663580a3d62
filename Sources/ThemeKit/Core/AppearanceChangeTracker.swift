import ThemeModel

/// Decides when a trait change asks for the theme to be applied again: only when the appearance
/// colors depend on changed (a rotation changes size classes, not colors), and once per change
/// however many controllers report it. Dynamic colors follow by themselves; what needs applying
/// again is what UIKit holds as fixed values, such as a layer's `CGColor` border.
public struct AppearanceChangeTracker: Sendable {
    public private(set) var current: Appearance?

    public init() {}

    /// Records the traits now shown; true when they change the appearance after an earlier one.
    public mutating func update(_ traits: AppearanceTraits) -> Bool {
        let appearance = traits.appearance
        defer { current = appearance }
        return current.map { $0 != appearance } ?? false
    }
}
