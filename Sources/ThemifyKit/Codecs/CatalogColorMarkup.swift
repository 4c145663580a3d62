import ThemifyModel
import ThemifyXML

/// Colors in the forms Xcode writes them into macOS layouts. A system color is one of AppKit's
/// catalog colors, `<color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>`,
/// with no `<resources>` copy; hex and asset colors are written as in iOS layouts.
enum CatalogColorMarkup {
    static func element(_ color: ThemeColor, key: String, era: XcodeEra) -> MarkupElement {
        guard case .system(let name) = color else { return ColorMarkup.element(color, key: key, era: era) }
        return MarkupElement(
            "color",
            [
                MarkupAttribute("key", key), MarkupAttribute("name", name),
                MarkupAttribute("catalog", "System"), MarkupAttribute("colorSpace", "catalog"),
            ])
    }

    /// A `<color>` element of a macOS layout as the color a theme would write for it: a catalog
    /// color as `system:NAME` (`catalog:NAME` for a System name the list does not hold, such
    /// as the private `_sourceListBackgroundColor`), components and asset colors as in iOS
    /// layouts; nil for forms a theme cannot write (pattern colors, colors of other catalogs).
    static func read(_ element: MarkupElement) -> ThemeColor? {
        if let catalog = element.attribute("catalog") {
            guard catalog == "System", let name = element.attribute("name") else { return nil }
            return AppKitCatalogColors.names.contains(name) ? .system(name) : .catalog(name)
        }
        return ColorMarkup.read(element)
    }

    /// Why a theme's system color cannot go into a macOS layout: it is UIKit's only.
    static func problem(with color: ThemeColor) -> ValueError? {
        guard case .system(let name) = color, !AppKitCatalogColors.names.contains(name) else { return nil }
        return ValueError(
            "'\(name)' is a UIKit system color, which a macOS layout cannot name; use an AppKit catalog color",
            suggestion: Suggestion.closest(to: name, in: Array(AppKitCatalogColors.names)))
    }

    /// Why a theme's system color cannot go into an iOS layout: it is AppKit's only.
    static func problemInUIKitLayout(with color: ThemeColor) -> ValueError? {
        guard case .system(let name) = color, SystemColors.lightValues[name] == nil else { return nil }
        return ValueError(
            "'\(name)' is an AppKit catalog color, which an iOS layout cannot name; use a UIKit system color",
            suggestion: Suggestion.closest(to: name, in: Array(SystemColors.lightValues.keys)))
    }
}
