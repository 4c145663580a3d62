import Foundation

/// The nib map `themify --nib-map` writes, read back: per theme, the variant of every layout
/// (`metal → Profile → Profile-metal`, cell and view xibs included) and the variant each
/// controller class loads (`metal → ProfileViewController → Profile-metal`).
///
/// Reads both formats themify has written: version 2, `{version: 2, themes: {theme: {layouts:
/// {…}, controllers: {…}}}}`, and the original `{theme: {controller class: variant}}`, in which
/// a layout's variant is known only when some controller loads it. A newer version is refused
/// rather than half read.
///
/// A version 2 map of a run that generated the catalog of per-appearance colors also names it
/// (`colorCatalog`) and, per theme, each key's color set (`colors`); maps without them (older
/// themify, or no per-appearance color) read as a run without a catalog.
struct ThemeNibMap: Sendable, Hashable {
    static let newestVersion = 2

    private let controllers: [String: [String: String]]
    private let layouts: [String: [String: String]]
    private let colors: [String: [String: String]]
    /// The generated catalog's folder name (`Themes.xcassets`), when the run wrote one.
    let colorCatalog: String?

    init(
        controllers: [String: [String: String]] = [:], layouts: [String: [String: String]] = [:],
        colors: [String: [String: String]] = [:], colorCatalog: String? = nil
    ) {
        self.controllers = controllers
        self.layouts = layouts
        self.colors = colors
        self.colorCatalog = colorCatalog
    }

    init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeManagerError.malformedNibMap(path: url.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ThemeManagerError.malformedNibMap(path: url.path, reason: "it is not a property list")
        }
        if let versioned = plist as? [String: Any], let version = versioned["version"] {
            try self.init(versioned: versioned, version: version, path: url.path)
            return
        }
        guard let entries = plist as? [String: [String: String]] else {
            throw ThemeManagerError.malformedNibMap(path: url.path, reason: "its top level is not a dictionary of dictionaries of strings")
        }
        // Version 1: controller classes only; the layouts are those some controller loads.
        self.init(controllers: entries, layouts: [:])
    }

    private init(versioned: [String: Any], version: Any, path: String) throws {
        guard let number = version as? Int, number >= 2 else {
            throw ThemeManagerError.malformedNibMap(path: path, reason: "its version is not a whole number of 2 or more")
        }
        guard number <= Self.newestVersion else {
            throw ThemeManagerError.malformedNibMap(
                path: path,
                reason: "it is version \(number), newer than this ThemifyRuntime reads (\(Self.newestVersion)); update ThemifyRuntime")
        }
        guard let themes = versioned["themes"] as? [String: [String: Any]] else {
            throw ThemeManagerError.malformedNibMap(path: path, reason: "its 'themes' is not a dictionary of themes")
        }
        let catalog = versioned["colorCatalog"]
        guard catalog == nil || catalog is String else {
            throw ThemeManagerError.malformedNibMap(path: path, reason: "its 'colorCatalog' is not a folder name")
        }
        var controllers: [String: [String: String]] = [:]
        var layouts: [String: [String: String]] = [:]
        var colors: [String: [String: String]] = [:]
        for (theme, members) in themes {
            guard let themeLayouts = (members["layouts"] ?? [String: String]()) as? [String: String],
                let themeControllers = (members["controllers"] ?? [String: String]()) as? [String: String]
            else {
                throw ThemeManagerError.malformedNibMap(path: path, reason: "theme '\(theme)' does not map names to variant names")
            }
            guard let themeColors = (members["colors"] ?? [String: String]()) as? [String: String] else {
                throw ThemeManagerError.malformedNibMap(path: path, reason: "theme '\(theme)' does not map keys to color names")
            }
            layouts[theme] = themeLayouts
            controllers[theme] = themeControllers
            if !themeColors.isEmpty { colors[theme] = themeColors }
        }
        self.init(controllers: controllers, layouts: layouts, colors: colors, colorCatalog: catalog as? String)
    }

    /// The name of `key`'s color set in the generated catalog under `theme`
    /// (`metal/primaryHeadingColor`, for `UIColor(named:)`); nil when the catalog has none.
    func colorName(forKey key: String, theme: String) -> String? {
        colors[theme]?[key]
    }

    /// The variant `className` loads under `theme`, if the map has one.
    func variant(forClass className: String, theme: String) -> String? {
        controllers[theme]?[className]
    }

    /// The variant of the nib or storyboard `nib` (a file stem) under `theme`; nil when themify
    /// wrote none. A version 1 map lists only the variants some controller loads: themify
    /// names variants `<stem>-<theme>`, so one of those is the answer when listed.
    func variant(ofNib nib: String, theme: String) -> String? {
        if let variant = layouts[theme]?[nib] { return variant }
        let candidate = "\(nib)-\(theme)"
        return controllers[theme]?.values.contains(candidate) == true ? candidate : nil
    }
}
