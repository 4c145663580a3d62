import Foundation

/// The nib map `themify --nib-map` writes, read back: per theme, which variant each controller
/// class loads (`metal → ProfileViewController → Profile-metal`).
struct ThemeNibMap: Sendable, Hashable {
    private let entries: [String: [String: String]]

    init(entries: [String: [String: String]] = [:]) {
        self.entries = entries
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
        guard let entries = plist as? [String: [String: String]] else {
            throw ThemeManagerError.malformedNibMap(path: url.path, reason: "its top level is not a dictionary of dictionaries of strings")
        }
        self.entries = entries
    }

    /// The variant `className` loads under `theme`, if the map has one.
    func variant(forClass className: String, theme: String) -> String? {
        entries[theme]?[className]
    }

    /// The variant of the nib or storyboard `nib` (a file stem) under `theme`: themify names
    /// variants `<stem>-<theme>`, and the map lists those it wrote. Nil when it wrote none.
    func variant(ofNib nib: String, theme: String) -> String? {
        let candidate = "\(nib)-\(theme)"
        return entries[theme]?.values.contains(candidate) == true ? candidate : nil
    }
}
