import ThemifyModel
import ThemifyXML

/// When a property-table row applies: some properties live in different XML depending on how
/// the element was built (a button with an Xcode 13 `buttonConfiguration`, a label whose text is
/// attributed).
package enum RowCondition: Sendable, Hashable {
    case hasChild(String, key: String)
    case lacksChild(String, key: String)
    /// The button's `<state>` (the one a path names, else `normal`) has this child: a state
    /// whose title is attributed keeps its color in the title's fragments.
    case stateHasChild(String, key: String)
    case stateLacksChild(String, key: String)
    /// The child `name[key]` has the child `inner[innerKey]` (a configuration's attributed title).
    case childHasChild(String, key: String, inner: String, innerKey: String)

    /// What the condition asks of the element, for a warning that says where a property can be
    /// written (`with <attributedString key="attributedTitle"> in its <buttonConfiguration
    /// key="configuration">`).
    var requirement: String {
        switch self {
        case .hasChild(let name, let key): return "with <\(name) key=\"\(key)\">"
        case .lacksChild(let name, let key): return "without <\(name) key=\"\(key)\">"
        case .stateHasChild(let name, let key): return "with <\(name) key=\"\(key)\"> in the state"
        case .stateLacksChild(let name, let key): return "without <\(name) key=\"\(key)\"> in the state"
        case .childHasChild(let name, let key, let inner, let innerKey):
            return "with <\(inner) key=\"\(innerKey)\"> in its <\(name) key=\"\(key)\">"
        }
    }

    /// `state`: the control state a style path names, for the conditions about states.
    func holds(for element: MarkupElement, state: String? = nil) -> Bool {
        let stateElement = { element.child("state", key: state ?? "normal") }
        switch self {
        case .hasChild(let name, let key): return element.child(name, key: key) != nil
        case .lacksChild(let name, let key): return element.child(name, key: key) == nil
        case .stateHasChild(let name, let key): return stateElement()?.child(name, key: key) != nil
        case .stateLacksChild(let name, let key): return stateElement()?.child(name, key: key) == nil
        case .childHasChild(let name, let key, let inner, let innerKey):
            return element.child(name, key: key)?.child(inner, key: innerKey) != nil
        }
    }
}
