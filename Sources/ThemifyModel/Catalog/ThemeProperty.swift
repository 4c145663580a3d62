/// One property a theme may set: its name as UIKit spells it, the kind of value it takes, the
/// UIKit classes that have it, and which back ends set it.
///
/// A name may appear in the catalog more than once, for different classes: a navigation bar's
/// `titleTextAttributes.textColor` is a layout property, a segmented control's is per state and
/// set only at run time. Every entry of one name takes the same kind of value.
public struct ThemeProperty: Sendable, Hashable {
    /// `textColor`, or a dotted name for a property of a group (`titleTextAttributes.font`).
    public let name: String
    /// The kind of value it takes (a color, a font, …).
    public let kind: ValueKind
    /// The classes that take it, each reaching its subclasses (`UIView` means every view).
    public let classes: [String]
    /// Whether it takes a list of values (one image per segment).
    public let takesList: Bool
    /// Whether a style's `states` may set it per control state; a value outside `states` is the
    /// normal state's.
    public let perState: Bool
    /// Whether it is set per pair of control states, left and right (a divider image between
    /// two segments); such a property is also `perState`.
    public let perStatePair: Bool
    /// Whether UIKit takes it per bar metrics (`default`, `compact`, …); a value outside
    /// `barMetrics` is the default metrics'.
    public let perBarMetrics: Bool
    /// Which back ends set it: the layout, the app, or both.
    public let backEnds: Set<BackEnd>

    /// A property both back ends set unless `backEnds` says otherwise.
    public init(
        _ name: PropertyName, _ kind: ValueKind, on classes: [String], takesList: Bool = false, perState: Bool = false,
        perStatePair: Bool = false, perBarMetrics: Bool = false, backEnds: Set<BackEnd> = [.layout, .runtime]
    ) {
        self.name = name.rawValue
        self.kind = kind
        self.classes = classes
        self.takesList = takesList
        self.perState = perState || perStatePair
        self.perStatePair = perStatePair
        self.perBarMetrics = perBarMetrics
        self.backEnds = backEnds
    }

    /// A property only the app sets, through UIKit.
    static func runtime(
        _ name: PropertyName, _ kind: ValueKind, on classes: [String], perState: Bool = false, perStatePair: Bool = false,
        perBarMetrics: Bool = false
    ) -> ThemeProperty {
        ThemeProperty(
            name, kind, on: classes, perState: perState, perStatePair: perStatePair, perBarMetrics: perBarMetrics, backEnds: [.runtime])
    }

    /// The name as a typed identifier.
    public var id: PropertyName { PropertyName(rawValue: name) }

    /// The group a dotted name belongs to (`titleTextAttributes`); nil for a plain name.
    public var group: String? {
        name.firstIndex(of: ".").map { String(name[..<$0]) }
    }

    /// Whether a view of `classChain` (most specific first) has this property.
    public func applies(toClassChain classChain: [String]) -> Bool {
        classChain.contains { classes.contains($0) }
    }
}
