/// A style: property names as UIKit spells them mapped to values.
///
/// Nested dictionaries in a theme file are read into one `StylePath` per value: a state's
/// dictionary gives the path its state, a group's (`titleTextAttributes`) a dotted property.
public struct ThemeStyle: Sendable, Hashable {
    /// In the order the theme file lists them.
    public private(set) var properties: [(path: StylePath, value: StyleValue)]
    /// Where the style's dictionary is written (for a merged style, the child's).
    public var location: SourceLocation

    /// A style of `properties`, in the order given, written at `location`.
    public init(properties: [(path: StylePath, value: StyleValue)] = [], at location: SourceLocation) {
        self.properties = properties
        self.location = location
    }

    /// The value the style gives the property at `path` (`states.highlighted.titleColor`), or
    /// nil when it sets none.
    public func value(for path: StylePath) -> StyleValue? {
        properties.first { $0.path == path }?.value
    }

    /// This style with `child`'s properties laid over it, the child winning property by
    /// property: how a theme inherits from the theme it extends, and how a view's own key
    /// overrides the `$appearance` rules of its classes.
    public func overlaid(with child: ThemeStyle) -> ThemeStyle {
        let kept = properties.filter { property in !child.properties.contains { $0.path == property.path } }
        // A child that sets every property this style does (a theme restyling a key) is the
        // result as it is, with no new list.
        guard !kept.isEmpty else { return child }
        return ThemeStyle(properties: kept + child.properties, at: child.location)
    }

    /// Equal when written at the same place with the same properties, values and order.
    public static func == (lhs: ThemeStyle, rhs: ThemeStyle) -> Bool {
        lhs.location == rhs.location && lhs.properties.elementsEqual(rhs.properties) { $0.path == $1.path && $0.value == $1.value }
    }

    /// Hashes the location and every property in order, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        for property in properties {
            hasher.combine(property.path)
            hasher.combine(property.value)
        }
    }
}
