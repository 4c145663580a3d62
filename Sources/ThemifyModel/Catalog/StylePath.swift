/// A style property's flattened path read back into its parts: the catalog property, the
/// control states it is for and the bar metrics.
///
/// `StyleReader` flattens a theme's nesting into one path per value:
/// `barMetrics.<metrics>.states.<state>.<property>`, each prefix optional, where a state pair
/// (a divider between two segments) is written `left|right`.
public struct StylePath: Sendable, Hashable {
    /// The catalog name (`backgroundImage`, `titleTextAttributes.textColor`).
    public let property: String
    /// The states the path names: none, one, or a left and right pair.
    public let states: [String]
    /// The bar metrics the path names, if any.
    public let barMetrics: String?

    /// A path from its parts.
    public init(property: String, states: [String] = [], barMetrics: String? = nil) {
        self.property = property
        self.states = states
        self.barMetrics = barMetrics
    }

    /// A flattened path read back (`states.highlighted.titleColor`).
    public init(_ path: String) {
        var rest = Substring(path)
        var barMetrics: String?
        var states: [String] = []
        if rest.hasPrefix("barMetrics.") {
            let parts = rest.split(separator: ".", maxSplits: 2)
            if parts.count == 3 {
                barMetrics = String(parts[1])
                rest = parts[2]
            }
        }
        if rest.hasPrefix("states.") {
            let parts = rest.split(separator: ".", maxSplits: 2)
            if parts.count == 3 {
                states = parts[1].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                rest = parts[2]
            }
        }
        self.init(property: String(rest), states: states, barMetrics: barMetrics)
    }

    /// The flattened path, as `StyleReader` writes it.
    public var text: String {
        var path = ""
        if let barMetrics { path += "barMetrics.\(barMetrics)." }
        if !states.isEmpty { path += "states.\(states.joined(separator: "|"))." }
        return path + property
    }

    /// The catalog entry this path sets on a view of `classChain` (most specific first): the
    /// property's entry for that class, taking states only if it is per state (a pair only if
    /// it is per state pair) and bar metrics only if it is per bar metrics. Nil when the view
    /// cannot take the path.
    public func target(onClassChain classChain: [String]) -> ThemeProperty? {
        guard let entry = PropertyCatalog.property(named: property, onClassChain: classChain) else { return nil }
        switch states.count {
        case 0: break
        case 1: guard entry.perState, !entry.perStatePair else { return nil }
        case 2: guard entry.perStatePair else { return nil }
        default: return nil
        }
        if barMetrics != nil, !entry.perBarMetrics { return nil }
        return entry
    }

    /// The states UIKit is given: the ones named, else the normal state (or the normal pair)
    /// for a property set per state, none for any other.
    public func effectiveStates(for entry: ThemeProperty) -> [String] {
        if !states.isEmpty { return states }
        if entry.perStatePair { return ["normal", "normal"] }
        return entry.perState ? ["normal"] : []
    }

    /// The bar metrics UIKit is given: the one named, else `default` for a property set per
    /// bar metrics, none for any other.
    public func effectiveBarMetrics(for entry: ThemeProperty) -> String? {
        entry.perBarMetrics ? (barMetrics ?? "default") : nil
    }
}
