import ThemeModel

/// Which nib or storyboard to load per theme, written for ThemeKit's `ThemeNibMap`: per theme,
/// every layout's variant by the name an app loads it with (`layouts`: `Profile` →
/// `Profile-metal`, `MJTableViewCell` → `MJTableViewCell-metal`, `Main` → `Main-metal`), and
/// the variant each view-controller class loads (`controllers`: `ProfileViewController` →
/// `Profile-metal`, for the `nibName` override).
///
/// Cell and view xibs, whose File's Owner has no class, are most of a real app's xibs: they are
/// in `layouts`, which is why the map has a format version. Version 1 was `{theme: {controller
/// class: variant}}` only; ThemeKit reads both.
public struct NibMap: Sendable, Equatable {
    /// The format written: `{version: 2, themes: {theme: {layouts: {…}, controllers: {…}}}}`.
    public static let formatVersion = 2

    public private(set) var controllers: [String: [String: String]] = [:]
    public private(set) var layouts: [String: [String: String]] = [:]
    public private(set) var conflicts: [(className: String, theme: String, first: String, second: String)] = []

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

    public var propertyList: String {
        let themes = Set(layouts.keys).union(controllers.keys)
        var members: [String: PropertyListWriter.Value] = [:]
        for theme in themes {
            members[theme] = .dictionary([
                "layouts": .dictionary((layouts[theme] ?? [:]).mapValues { .string($0) }),
                "controllers": .dictionary((controllers[theme] ?? [:]).mapValues { .string($0) }),
            ])
        }
        return PropertyListWriter.xml(.dictionary(["version": .integer(Self.formatVersion), "themes": .dictionary(members)]))
    }

    public static func == (lhs: NibMap, rhs: NibMap) -> Bool {
        lhs.controllers == rhs.controllers && lhs.layouts == rhs.layouts
    }
}
