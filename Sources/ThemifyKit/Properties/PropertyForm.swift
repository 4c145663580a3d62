/// How a layout element stores a property: which XML carries it.
public enum PropertyForm: Sendable, Hashable {
    /// A `<color key="…">` child (replacing a `<nil key="…">` placeholder when there is one).
    case colorChild(key: String)
    /// A `<fontDescription key="…">` child.
    case fontChild(key: String)
    /// An attribute naming an image (`image="header"`); a new one goes before the attributes
    /// Xcode writes after it.
    case imageAttribute(name: String, before: [String])

    var kind: ValueKind {
        switch self {
        case .colorChild: return .color
        case .fontChild: return .font
        case .imageAttribute: return .image
        }
    }
}
