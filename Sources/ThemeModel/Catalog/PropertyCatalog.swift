/// Every property a theme may set, with the kind of value it takes and the classes that take it.
///
/// The one list of properties: theme files are checked against it when they load, the build
/// tool's property table says how a layout stores each one, and the app side sets each through
/// UIKit; tests fail when a property exists in one of them and not the other.
public enum PropertyCatalog {
    public static let properties: [ThemeProperty] = [
        ThemeProperty("backgroundColor", .color, on: ["UIView"]),
        ThemeProperty("tintColor", .color, on: ["UIView", "UIBarButtonItem"]),

        ThemeProperty("textColor", .color, on: ["UILabel", "UITextField", "UITextView"]),
        ThemeProperty("font", .font, on: ["UILabel", "UITextField", "UITextView", "UIButton"]),
        ThemeProperty("highlightedTextColor", .color, on: ["UILabel"]),
        ThemeProperty("shadowColor", .color, on: ["UILabel"]),

        ThemeProperty("image", .image, on: ["UIImageView", "UIButton", "UIBarItem"], perState: true),
        ThemeProperty("highlightedImage", .image, on: ["UIImageView"]),

        ThemeProperty("titleColor", .color, on: ["UIButton"], perState: true),
        ThemeProperty("titleShadowColor", .color, on: ["UIButton"], perState: true),
        ThemeProperty("backgroundImage", .image, on: ["UIButton"], perState: true),
        ThemeProperty("baseForegroundColor", .color, on: ["UIButton"]),
        ThemeProperty("baseBackgroundColor", .color, on: ["UIButton"]),

        ThemeProperty("selectedSegmentTintColor", .color, on: ["UISegmentedControl"]),
        ThemeProperty("segmentImages", .image, on: ["UISegmentedControl"], takesList: true),
        ThemeProperty("onTintColor", .color, on: ["UISwitch"]),
        ThemeProperty("thumbTintColor", .color, on: ["UISwitch", "UISlider"]),
        ThemeProperty("minimumTrackTintColor", .color, on: ["UISlider"]),
        ThemeProperty("maximumTrackTintColor", .color, on: ["UISlider"]),
        ThemeProperty("progressTintColor", .color, on: ["UIProgressView"]),
        ThemeProperty("trackTintColor", .color, on: ["UIProgressView"]),
        ThemeProperty("color", .color, on: ["UIActivityIndicatorView"]),
        ThemeProperty("pageIndicatorTintColor", .color, on: ["UIPageControl"]),
        ThemeProperty("currentPageIndicatorTintColor", .color, on: ["UIPageControl"]),

        ThemeProperty("barTintColor", .color, on: ["UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar"]),
        ThemeProperty("titleTextAttributes.textColor", .color, on: ["UINavigationBar"]),
        ThemeProperty("titleTextAttributes.font", .font, on: ["UINavigationBar"]),
        ThemeProperty("unselectedItemTintColor", .color, on: ["UITabBar"]),
        ThemeProperty("selectedImage", .image, on: ["UITabBarItem"]),

        ThemeProperty("separatorColor", .color, on: ["UITableView"]),
        ThemeProperty("sectionIndexColor", .color, on: ["UITableView"]),
        ThemeProperty("sectionIndexBackgroundColor", .color, on: ["UITableView"]),
    ]

    private static let byName: [String: ThemeProperty] = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    public static func property(named name: String) -> ThemeProperty? {
        byName[name]
    }

    /// Every property name, for "did you mean …?".
    public static var names: [String] { properties.map(\.name) }

    /// Control states a style's `states` may name, in the order Xcode writes them.
    public static let controlStates = ["normal", "disabled", "selected", "highlighted"]

    /// Properties a style's `states` may set per state.
    public static let stateProperties: Set<String> = Set(properties.filter(\.perState).map(\.name))

    /// Keys whose value in a style is a nested dictionary: the groups of dotted names, and `states`.
    public static let groups: Set<String> = Set(properties.compactMap(\.group)).union(["states"])

    /// The property a theme key's plain string sets, by the most specific class that has one:
    /// text color for text, the image for image views and bar items, the background color for
    /// any other view.
    public static func primaryProperty(ofClassChain chain: [String]) -> String? {
        for className in chain {
            if let property = primaryProperties[className] { return property }
        }
        return nil
    }

    private static let primaryProperties = [
        "UILabel": "textColor", "UITextField": "textColor", "UITextView": "textColor",
        "UIImageView": "image", "UIBarItem": "image", "UIView": "backgroundColor",
    ]

    /// The kinds a plain string may be used as, so it is parsed as each once, at load.
    public static let primaryKinds: [ValueKind] = Array(Set(primaryProperties.values.compactMap { property(named: $0)?.kind })).sorted { $0.rawValue < $1.rawValue }
}
