/// Every property a theme may set, with the kind of value it takes and the classes that take it.
///
/// The one list of properties: theme files are checked against it when they load, the build
/// tool's property table says how a layout stores each one, and the app side sets each through
/// UIKit; tests fail when a property exists in one of them and not the other.
public enum PropertyCatalog {
    /// Every property a theme may set, one entry per name and set of classes.
    public static let properties: [ThemeProperty] =
        [
            ThemeProperty(.backgroundColor, .color, on: ["UIView"]),
            ThemeProperty(.tintColor, .color, on: ["UIView", "UIBarButtonItem"]),

            ThemeProperty(.textColor, .color, on: ["UILabel", "UITextField", "UITextView"]),
            ThemeProperty(.font, .font, on: ["UILabel", "UITextField", "UITextView", "UIButton"]),
            ThemeProperty(.highlightedTextColor, .color, on: ["UILabel"]),
            ThemeProperty(.shadowColor, .color, on: ["UILabel"]),

            ThemeProperty(.image, .image, on: ["UIImageView", "UIBarItem"]),
            ThemeProperty(.image, .image, on: ["UIButton"], perState: true),
            ThemeProperty(.highlightedImage, .image, on: ["UIImageView"]),

            ThemeProperty(.titleColor, .color, on: ["UIButton"], perState: true),
            ThemeProperty(.titleShadowColor, .color, on: ["UIButton"], perState: true),
            ThemeProperty(.backgroundImage, .image, on: ["UIButton"], perState: true),
            ThemeProperty(.baseForegroundColor, .color, on: ["UIButton"]),
            ThemeProperty(.baseBackgroundColor, .color, on: ["UIButton"]),

            ThemeProperty(.selectedSegmentTintColor, .color, on: ["UISegmentedControl"]),
            ThemeProperty(.segmentImages, .image, on: ["UISegmentedControl"], takesList: true),
            ThemeProperty(.onTintColor, .color, on: ["UISwitch"]),
            ThemeProperty(.thumbTintColor, .color, on: ["UISwitch", "UISlider"]),
            ThemeProperty(.minimumTrackTintColor, .color, on: ["UISlider"]),
            ThemeProperty(.maximumTrackTintColor, .color, on: ["UISlider"]),
            ThemeProperty(.minimumValueImage, .image, on: ["UISlider"]),
            ThemeProperty(.maximumValueImage, .image, on: ["UISlider"]),
            ThemeProperty(.progressTintColor, .color, on: ["UIProgressView"]),
            ThemeProperty(.trackTintColor, .color, on: ["UIProgressView"]),
            ThemeProperty(.color, .color, on: ["UIActivityIndicatorView"]),
            ThemeProperty(.pageIndicatorTintColor, .color, on: ["UIPageControl"]),
            ThemeProperty(.currentPageIndicatorTintColor, .color, on: ["UIPageControl"]),

            ThemeProperty(.barTintColor, .color, on: ["UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar"]),
            ThemeProperty(.titleTextAttributesTextColor, .color, on: ["UINavigationBar"]),
            ThemeProperty(.titleTextAttributesFont, .font, on: ["UINavigationBar"]),
            ThemeProperty(.largeTitleTextAttributesTextColor, .color, on: ["UINavigationBar"]),
            ThemeProperty(.largeTitleTextAttributesFont, .font, on: ["UINavigationBar"]),
            ThemeProperty(.unselectedItemTintColor, .color, on: ["UITabBar"]),
            ThemeProperty(.selectedImage, .image, on: ["UITabBarItem"]),

            // Any key path, as Interface Builder's user-defined runtime attributes set it: a view's
            // layer (`layer.cornerRadius`) or the app's own @IBInspectable properties. The one
            // entry stands for every key path (see `property(named:)`).
            ThemeProperty(.runtimeAttributes, .runtimeAttribute, on: ["UIView", "UIBarItem"]),

            ThemeProperty(.separatorColor, .color, on: ["UITableView"]),
            ThemeProperty(.sectionIndexColor, .color, on: ["UITableView"]),
            ThemeProperty(.sectionIndexBackgroundColor, .color, on: ["UITableView"]),
            ThemeProperty(.sectionIndexTrackingBackgroundColor, .color, on: ["UITableView"]),

            // Only code can set these: a layout has no place for a value per state and bar metrics,
            // a resizable image's cap insets, text attributes per state or a layer's colors.
            .runtime(.backgroundImage, .image, on: ["UISegmentedControl", "UIBarButtonItem"], perState: true, perBarMetrics: true),
            .runtime(.dividerImage, .image, on: ["UISegmentedControl"], perStatePair: true, perBarMetrics: true),
            .runtime(.titleTextAttributesTextColor, .color, on: ["UISegmentedControl", "UIBarItem"], perState: true),
            .runtime(.titleTextAttributesFont, .font, on: ["UISegmentedControl", "UIBarItem"], perState: true),
            .runtime(.titleTextAttributesShadowColor, .color, on: ["UISegmentedControl", "UIBarItem"], perState: true),
            .runtime(.titleTextAttributesShadowOffset, .offset, on: ["UISegmentedControl", "UIBarItem"], perState: true),
            // A navigation bar's title and its large title have one set of attributes each, not one per state.
            .runtime(.titleTextAttributesShadowColor, .color, on: ["UINavigationBar"]),
            .runtime(.titleTextAttributesShadowOffset, .offset, on: ["UINavigationBar"]),
            .runtime(.largeTitleTextAttributesShadowColor, .color, on: ["UINavigationBar"]),
            .runtime(.largeTitleTextAttributesShadowOffset, .offset, on: ["UINavigationBar"]),
            .runtime(.backgroundImage, .image, on: ["UINavigationBar", "UIToolbar"], perBarMetrics: true),
            .runtime(.shadowImage, .image, on: ["UINavigationBar", "UIToolbar"]),
            .runtime(.backgroundImage, .image, on: ["UISearchBar"]),
            .runtime(.searchFieldBackgroundImage, .image, on: ["UISearchBar"], perState: true),
            .runtime(.backgroundImage, .image, on: ["UIStepper"], perState: true),
            .runtime(.dividerImage, .image, on: ["UIStepper"], perStatePair: true),
            .runtime(.incrementImage, .image, on: ["UIStepper"], perState: true),
            .runtime(.decrementImage, .image, on: ["UIStepper"], perState: true),
            .runtime(.thumbImage, .image, on: ["UISlider"], perState: true),
            .runtime(.minimumTrackImage, .image, on: ["UISlider"], perState: true),
            .runtime(.maximumTrackImage, .image, on: ["UISlider"], perState: true),
            .runtime(.layerBorderColor, .color, on: ["UIView"]),
            .runtime(.layerShadowColor, .color, on: ["UIView"]),
            .runtime(.layerBorderWidth, .number, on: ["UIView"]),
            .runtime(.layerCornerRadius, .number, on: ["UIView"]),
            .runtime(.layerShadowOpacity, .number, on: ["UIView"]),
            .runtime(.layerShadowRadius, .number, on: ["UIView"]),
            .runtime(.layerShadowOffset, .offset, on: ["UIView"]),
        ] + appKitProperties

    /// The properties the build tool writes into layouts.
    public static var layoutProperties: [ThemeProperty] { properties.filter { $0.backEnds.contains(.layout) } }

    private static let byName: [String: [ThemeProperty]] = Dictionary(grouping: properties, by: \.name)

    /// The name of the entry that stands for every user-defined runtime attribute: a style's
    /// `"runtimeAttributes": {"layer.cornerRadius": 8}` sets `runtimeAttributes.layer.cornerRadius`.
    public static let runtimeAttributes = PropertyName.runtimeAttributes.rawValue

    private static let runtimeAttributePrefix = "runtimeAttributes."

    /// The key path of a runtime attribute's name (`layer.cornerRadius` of
    /// `runtimeAttributes.layer.cornerRadius`); nil for any other name.
    public static func runtimeAttributeKeyPath(of name: String) -> String? {
        // Every property name of every style and view comes here; most are too short to hold
        // the prefix and a key path, which the byte count (no scan) tells.
        guard name.utf8.count > runtimeAttributePrefix.utf8.count, name.hasPrefix(runtimeAttributePrefix), name != runtimeAttributes else {
            return nil
        }
        let keyPath = String(name.dropFirst(runtimeAttributePrefix.count))
        return keyPath.isEmpty ? nil : keyPath
    }

    /// The catalog name an entry is filed under: a runtime attribute's is the one entry for all.
    private static func catalogName(_ name: String) -> String {
        runtimeAttributeKeyPath(of: name) == nil ? name : runtimeAttributes
    }

    /// The first entry of a name: its kind is every entry's.
    public static func property(named name: String) -> ThemeProperty? {
        byName[catalogName(name)]?.first
    }

    /// The entry of `name` a view of `classChain` (most specific first) has, if any.
    public static func property(named name: String, onClassChain classChain: [String]) -> ThemeProperty? {
        byName[catalogName(name)]?.first { $0.applies(toClassChain: classChain) }
    }

    /// Every property name, once each, for "did you mean …?".
    public static var names: [String] { byName.keys.filter { $0 != runtimeAttributes }.sorted() }

    /// Control states a style's `states` may name, in the order Xcode writes them: `focused`
    /// last, the state tvOS draws a button in under the focus (after `highlighted` in a public
    /// tvOS storyboard), which iOS 9 and later have too.
    public static let controlStates = ["normal", "disabled", "selected", "highlighted", "focused"]

    /// Properties a style's `states` may set per state (on some class).
    public static let stateProperties: Set<String> = Set(properties.filter { $0.perState && !$0.perStatePair }.map(\.name))

    /// Properties set per left and right state (`dividerImages` in a style).
    public static let statePairProperties: Set<String> = Set(properties.filter(\.perStatePair).map(\.name))

    /// Bar metrics a style's `barMetrics` may name, as `UIBarMetrics` spells them.
    public static let barMetrics = ["default", "compact", "defaultPrompt", "compactPrompt"]

    /// Properties a style's `barMetrics` may set per bar metrics (on some class).
    public static let barMetricsProperties: Set<String> = Set(properties.filter(\.perBarMetrics).map(\.name))

    /// Keys whose value in a style is a nested dictionary: the groups of dotted names, `states`,
    /// `barMetrics` and `dividerImages`.
    public static let groups: Set<String> = Set(properties.compactMap(\.group)).union(["states", "barMetrics", "dividerImages"])

    /// The property a theme key's plain string sets, by the most specific class that has one:
    /// text color for text, the image for image views and bar items, the background color for
    /// any other view.
    public static func primaryProperty(ofClassChain chain: [String]) -> String? {
        for className in chain {
            if let property = primaryProperties[className] { return property }
        }
        return nil
    }

    /// Whether a plain string lands on `name` for some class (`textColor`, `image`,
    /// `backgroundColor`, AppKit's own): what a plain value answers for when read by property.
    public static func isPrimaryProperty(_ name: String) -> Bool {
        primaryPropertyNames.contains(name)
    }

    private static let primaryPropertyNames = Set(primaryProperties.values)

    /// `primaryProperty(ofClassChain:)` with the kind of value that property takes, from one
    /// table: what a view tagged with a plain value looks up.
    static func primaryPropertyAndKind(ofClassChain chain: [String]) -> (name: String, kind: ValueKind)? {
        for className in chain {
            // The most specific class with a primary property decides, even when the catalog
            // has no entry for that property (then the view has none to set).
            if let primary = primaryPropertiesAndKinds[className] { return primary }
        }
        return nil
    }

    private static let primaryPropertiesAndKinds: [String: (name: String, kind: ValueKind)?] = primaryProperties.mapValues { name in
        property(named: name).map { (name, $0.kind) }
    }

    private static let primaryProperties = [
        "UILabel": "textColor", "UITextField": "textColor", "UITextView": "textColor",
        "UIImageView": "image", "UIBarItem": "image", "UIView": "backgroundColor",
    ].merging(appKitPrimaryProperties) { uiKit, _ in uiKit }

    /// The kinds a plain string may be used as, so it is parsed as each once, at load.
    public static let primaryKinds: [ValueKind] = Array(Set(primaryProperties.values.compactMap { property(named: $0)?.kind })).sorted {
        $0.rawValue < $1.rawValue
    }
}
