/// A style: property names as UIKit spells them (`textColor`, `font`) mapped to values.
public struct ThemeStyle: Sendable, Hashable {
    /// In the order the theme file lists them.
    public private(set) var properties: [(name: String, setting: ThemeSetting)]
    public var location: SourceLocation

    public init(properties: [(name: String, setting: ThemeSetting)] = [], at location: SourceLocation) {
        self.properties = properties
        self.location = location
    }

    public func setting(for property: String) -> ThemeSetting? {
        properties.first { $0.name == property }?.setting
    }

    /// This style with `child`'s properties laid over it: what a theme that extends another
    /// gets when both style the same key.
    public func overlaid(with child: ThemeStyle) -> ThemeStyle {
        var merged = properties.filter { property in child.setting(for: property.name) == nil }
        merged.append(contentsOf: child.properties)
        return ThemeStyle(properties: merged, at: child.location)
    }

    public static func == (lhs: ThemeStyle, rhs: ThemeStyle) -> Bool {
        lhs.location == rhs.location && lhs.properties.elementsEqual(rhs.properties) { $0.name == $1.name && $0.setting == $1.setting }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        for property in properties {
            hasher.combine(property.name)
            hasher.combine(property.setting)
        }
    }
}
