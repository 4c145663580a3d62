/// A start tag of an XML property list, as the scanner read it.
struct PropertyListXMLTag {
    /// The property-list elements, by name.
    enum Kind {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data, unknown

        /// The name of a container kind, for messages.
        var name: String {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            default: "array"
            }
        }
    }

    /// Where its `<` is.
    var offset: Int
    var name: Range<Int>
    var kind: Kind
    /// `<name/>`.
    var isEmpty: Bool
    var hasAttributes: Bool
}
