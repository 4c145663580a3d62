import Foundation
import ThemifyKit
import ThemifyModel

/// What `themify pack` was asked to publish, and where: the skin, its window and audience,
/// the key and the site, checked for consistency.
struct PackOptions {
    let theme: String
    let layoutInputs: [String]
    let themesDirectory: String
    let skinsDirectory: String
    let id: String
    let keyPath: String
    let site: String
    let from: Date?
    let until: Date?
    let minAppVersion: AppVersion?
    let expires: Date?
    let writesZip: Bool
    let allowedMissingKeys: Set<String>
    let assetFolders: [String]
    let tagging: TaggingConfiguration
    let quiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let theme = arguments.positional.first else {
            throw UsageError("pack needs the theme to publish: themify pack THEME --id ID --key KEY -o SITE [LAYOUT...]")
        }
        self.theme = theme
        layoutInputs = Array(arguments.positional.dropFirst())
        themesDirectory = arguments.last("themes") ?? "Themes"
        // Skins live beside the build's themes, never in them (`Themes` → `Skins`).
        skinsDirectory = arguments.last("skins") ?? PathNames.join(PathNames.parent(of: themesDirectory), "Skins")
        func required(_ name: String, _ example: String) throws(UsageError) -> String {
            guard let value = arguments.last(name) else { throw UsageError("pack needs --\(name) \(example)") }
            guard !value.isEmpty else { throw UsageError("pack --\(name) needs a non-empty value") }
            return value
        }
        id = try required("id", "ID (the skin's name on the site, such as newyear-2027)")
        guard SkinPath.isSkinID(id) else {
            throw UsageError("'\(ThemeText.shown(id))' is not a skin id: 1 to 64 of a-z, 0-9, '.', '_', '-', not starting with '.'")
        }
        keyPath = try required("key", "KEY (the private key file 'themify keygen' wrote)")
        site = try required("output", "SITE (the site folder)")
        func date(_ name: String) throws(UsageError) -> Date? {
            guard let text = arguments.last(name) else { return nil }
            guard let date = SkinDate.parse(text) else {
                throw UsageError("--\(name) '\(ThemeText.shown(text))' is not a UTC date such as 2026-12-24 or 2026-12-24T18:00:00Z")
            }
            return date
        }
        from = try date("from")
        until = try date("until")
        expires = try date("expires")
        if let from, let until, from >= until { throw UsageError("--until must be later than --from") }
        if let text = arguments.last("min-app-version") {
            guard let version = AppVersion(text) else {
                throw UsageError("--min-app-version '\(ThemeText.shown(text))' is not a version such as 2.4.1")
            }
            minAppVersion = version
        } else {
            minAppVersion = nil
        }
        writesZip = arguments.flag("zip")
        allowedMissingKeys = Set(
            arguments.all("allow-missing").flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
                .filter { !$0.isEmpty })
        assetFolders = arguments.all("assets")
        for folder in assetFolders where !FileManager.default.fileExists(atPath: folder) {
            throw UsageError("--assets folder '\(folder)' does not exist")
        }
        var tagging = TaggingConfiguration()
        if let keyPath = arguments.last("key-path") { tagging.runtimeAttributeKeyPath = keyPath }
        let classes = arguments.all("theme-class").flatMap { $0.split(separator: ",").map(String.init) }
        if !classes.isEmpty { tagging.themeClasses = Set(classes) }
        self.tagging = tagging
        quiet = arguments.flag("quiet")
    }
}
