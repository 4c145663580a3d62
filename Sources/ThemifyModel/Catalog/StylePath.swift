/// Where in a style a value sits: the catalog property, the control states it is for and the
/// bar metrics. Built from its parts where a theme is read (`StyleReader`) and carried as this
/// value by everything after — the themer, the app's settings, previews, lint — so no reader
/// takes a path apart again.
///
/// Its text, as messages and the skin format spell it, is
/// `barMetrics.<metrics>.states.<state>.<property>`, each prefix optional, where a state pair
/// (a divider between two segments) is written `left|right`.
public struct StylePath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The catalog name (`backgroundImage`, `titleTextAttributes.textColor`,
    /// `runtimeAttributes.layer.cornerRadius`).
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

    /// A path written as its text (`"states.highlighted.titleColor"`), for tests and code that
    /// names a fixed path; theme files are read into parts, not text.
    public init(stringLiteral text: String) {
        self.init(text: text)
    }

    /// A path given as its text, by a caller that has only the text (a report's property, a
    /// preview's label): the one reader of the text form. Theme files are read into parts.
    public init(text: String) {
        var rest = Substring(text)
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

    /// The property as a typed name.
    public var name: PropertyName { PropertyName(rawValue: property) }

    /// The state a single-state path names (`highlighted`); nil for none or a pair.
    public var state: String? { states.count == 1 ? states[0] : nil }

    /// The key path of a runtime attribute's path (`layer.cornerRadius`); nil for any other.
    public var runtimeAttributeKeyPath: String? { PropertyCatalog.runtimeAttributeKeyPath(of: property) }

    /// The flattened path, as messages and skins spell it.
    public var text: String {
        var path = ""
        if let barMetrics { path += "barMetrics.\(barMetrics)." }
        if !states.isEmpty { path += "states.\(states.joined(separator: "|"))." }
        return path + property
    }

    /// The flattened path, as messages and skins spell it.
    public var description: String { text }

    /// The dictionary keys a theme file nests this path's value under, outermost first:
    /// `barMetrics`, its metrics, `states`, its states, then the property's dotted parts.
    public var nesting: [String] {
        var keys: [String] = []
        if let barMetrics { keys += ["barMetrics", barMetrics] }
        if !states.isEmpty { keys += ["states", states.joined(separator: "|")] }
        return keys + property.split(separator: ".").map(String.init)
    }

    /// By text, the order listings and generated code show paths in.
    public static func < (lhs: StylePath, rhs: StylePath) -> Bool { lhs.text < rhs.text }

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
