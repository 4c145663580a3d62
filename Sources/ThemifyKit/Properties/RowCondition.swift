import ThemifyXML
import ThemeModel

/// When a property-table row applies: some properties live in different XML depending on how
/// the element was built (a button with an Xcode 13 `buttonConfiguration`, a label whose text is
/// attributed).
package enum RowCondition: Sendable, Hashable {
    case hasChild(String, key: String)
    case lacksChild(String, key: String)

    func holds(for element: MarkupElement) -> Bool {
        switch self {
        case .hasChild(let name, let key): return element.child(name, key: key) != nil
        case .lacksChild(let name, let key): return element.child(name, key: key) == nil
        }
    }
}
