import ThemifyModel

/// Decides when a trait change asks for the theme to be applied again: only when the appearance
/// colors depend on changed (a rotation changes size classes, not colors), and once per change
/// however many controllers report it. Dynamic colors follow by themselves; what needs applying
/// again is what UIKit holds as fixed values, such as a layer's `CGColor` border.
public struct AppearanceChangeTracker: Sendable {
    /// The appearance last recorded; nil before the first `update`.
    public private(set) var current: Appearance?

    /// A tracker that has recorded nothing yet.
    public init() {}

    /// Records the traits now shown; true when they change the appearance. `previous` (the
    /// traits before the change, as UIKit reports them) stands in for an appearance not yet
    /// recorded, so the very first change counts.
    public mutating func update(_ traits: AppearanceTraits, previous: AppearanceTraits? = nil) -> Bool {
        let appearance = traits.appearance
        let before = current ?? previous?.appearance
        current = appearance
        return before.map { $0 != appearance } ?? false
    }
}
