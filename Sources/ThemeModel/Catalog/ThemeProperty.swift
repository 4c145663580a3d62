/// One property a theme may set: its name as UIKit spells it, the kind of value it takes, and
/// the UIKit classes that have it.
public struct ThemeProperty: Sendable, Hashable {
    /// `textColor`, or a dotted name for a property of a group (`titleTextAttributes.font`).
    public let name: String
    public let kind: ValueKind
    /// The classes that take it, each reaching its subclasses (`UIView` means every view).
    public let classes: [String]
    /// Whether it takes a list of values (one image per segment).
    public let takesList: Bool
    /// Whether a style's `states` may set it per control state.
    public let perState: Bool

    public init(_ name: String, _ kind: ValueKind, on classes: [String], takesList: Bool = false, perState: Bool = false) {
        self.name = name
        self.kind = kind
        self.classes = classes
        self.takesList = takesList
        self.perState = perState
    }

    /// The group a dotted name belongs to (`titleTextAttributes`); nil for a plain name.
    public var group: String? {
        name.firstIndex(of: ".").map { String(name[..<$0]) }
    }
}
