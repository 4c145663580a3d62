import Foundation

/// The nib map `themify --nib-map` writes, read back: per theme, the variant of every layout
/// (`metal → Profile → Profile-metal`, cell and view xibs included) and the variant each
/// controller class loads (`metal → ProfileViewController → Profile-metal`).
///
/// Reads both formats themify has written: version 2, `{version: 2, themes: {theme: {layouts:
/// {…}, controllers: {…}}}}`, and the original `{theme: {controller class: variant}}`, in which
/// a layout's variant is known only when some controller loads it. A newer version is refused
/// rather than half read.
struct ThemeNibMap: Sendable, Hashable {
    static let newestVersion = 2

    private let controllers: [String: [String: String]]
    private let layouts: [String: [String: String]]

    init(controllers: [String: [String: String]] = [:], layouts: [String: [String: String]] = [:]) {
        self.controllers = controllers
        self.layouts = layouts
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
            throw ThemeManagerError.malformedNibMap(path: path, reason: "it is version \(number), newer than this ThemeKit reads (\(Self.newestVersion)); update ThemeKit")
        }
        guard let themes = versioned["themes"] as? [String: [String: Any]] else {
            throw ThemeManagerError.malformedNibMap(path: path, reason: "its 'themes' is not a dictionary of themes")
        }
        var controllers: [String: [String: String]] = [:]
        var layouts: [String: [String: String]] = [:]
        for (theme, members) in themes {
            guard let themeLayouts = (members["layouts"] ?? [String: String]()) as? [String: String],
                  let themeControllers = (members["controllers"] ?? [String: String]()) as? [String: String] else {
                throw ThemeManagerError.malformedNibMap(path: path, reason: "theme '\(theme)' does not map names to variant names")
            }
            layouts[theme] = themeLayouts
            controllers[theme] = themeControllers
        }
        self.init(controllers: controllers, layouts: layouts)
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
