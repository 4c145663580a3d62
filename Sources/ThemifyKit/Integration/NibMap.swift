import ThemifyModel

/// Which nib or storyboard to load per theme, written for ThemifyRuntime's `ThemeNibMap`: per theme,
/// every layout's variant by the name an app loads it with (`layouts`: `Profile` →
/// `Profile-metal`, `MJTableViewCell` → `MJTableViewCell-metal`, `Main` → `Main-metal`), and
/// the variant each view-controller class loads (`controllers`: `ProfileViewController` →
/// `Profile-metal`, for the `nibName` override).
///
/// Cell and view xibs, whose File's Owner has no class, are most of a real app's xibs: they are
/// in `layouts`, which is why the map has a format version. Version 1 was `{theme: {controller
/// class: variant}}` only; ThemifyRuntime reads both.
///
/// The generated catalog of per-appearance colors is in the map too, as additions a version 2
/// reader that does not know them skips (so the version stays 2): `colorCatalog`, the catalog's
/// folder name (`Themes.xcassets`), and per theme `colors`, each key's color set by the name the
/// app loads it with (`primaryHeadingColor` → `metal/primaryHeadingColor`). A map without
/// them, as older themify wrote, is a run without a catalog.
public struct NibMap: Sendable, Equatable {
    /// The format written: `{version: 2, colorCatalog: "Themes.xcassets", themes: {theme:
    /// {layouts: {…}, controllers: {…}, colors: {…}}}}`.
    public static let formatVersion = 2

    /// Per theme, each controller class and the variant of its nib.
    public private(set) var controllers: [String: [String: String]] = [:]
    /// Per theme, each nib or storyboard by the name the app loads it with, and its variant.
    public private(set) var layouts: [String: [String: String]] = [:]
    /// Per theme, each key's color in the generated catalog: key → color name.
    public private(set) var colors: [String: [String: String]] = [:]
    /// The generated catalog's folder name, when the run writes one.
    public private(set) var colorCatalog: String?
    /// Controller classes two layouts claim under one theme: reported, the first kept.
    public private(set) var conflicts: [(className: String, theme: String, first: String, second: String)] = []

    /// An empty map.
    public init() {}

    /// Records that the layout named `layoutName` (a file stem, what `UINib(nibName:)` and
    /// `UIStoryboard(name:)` take) has the variant `variantName` under `theme`, and that
    /// `classes` (its File's Owner or its scenes' controllers) load it.
    public mutating func add(theme: String, layoutName: String, classes: [String], variantName: String) {
        // Two layouts of one name (a storyboard localized in Base.lproj and en.lproj) have
        // variants of one name too: the bundle picks the localization, as for the original.
        if layouts[theme]?[layoutName] == nil { layouts[theme, default: [:]][layoutName] = variantName }
        for className in classes {
            if let existing = controllers[theme]?[className], existing != variantName {
                conflicts.append((className, theme, existing, variantName))
                continue
            }
            controllers[theme, default: [:]][className] = variantName
        }
    }

    /// Records the generated catalog's colors; an empty catalog (no theme gives a
    /// per-appearance color) leaves the map as a run without one writes it.
    public mutating func add(_ catalog: GeneratedAssetCatalog) {
        guard !catalog.colorNames.isEmpty else { return }
        colorCatalog = PathNames.lastComponent(of: catalog.path)
        for (theme, names) in catalog.colorNames { colors[theme, default: [:]].merge(names) { first, _ in first } }
    }

    /// The map as the XML property list the app bundles (`ThemeNibMap.plist`).
    public var propertyList: String {
        let themes = Set(layouts.keys).union(controllers.keys).union(colors.keys)
        var members: [String: PropertyListWriter.Value] = [:]
        for theme in themes {
            var entry: [String: PropertyListWriter.Value] = [
                "layouts": .dictionary((layouts[theme] ?? [:]).mapValues { .string($0) }),
                "controllers": .dictionary((controllers[theme] ?? [:]).mapValues { .string($0) }),
            ]
            if let themeColors = colors[theme] { entry["colors"] = .dictionary(themeColors.mapValues { .string($0) }) }
            members[theme] = .dictionary(entry)
        }
        var top: [String: PropertyListWriter.Value] = ["version": .integer(Self.formatVersion), "themes": .dictionary(members)]
        if let colorCatalog { top["colorCatalog"] = .string(colorCatalog) }
        return PropertyListWriter.xml(.dictionary(top))
    }

    /// Whether two maps would write the same file: the same controllers, layouts, colors and
    /// color catalog.
    public static func == (lhs: NibMap, rhs: NibMap) -> Bool {
        lhs.controllers == rhs.controllers && lhs.layouts == rhs.layouts && lhs.colors == rhs.colors && lhs.colorCatalog == rhs.colorCatalog
    }
}
